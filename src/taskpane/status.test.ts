import { LOADING_STATUS, loadingStatus, MINIMUM_EXCEL_API, statusWhenReady, statusWithoutOffice } from './status';

const supportsAll = (): boolean => true;

describe('task pane status', () => {
  it('is ready in Excel, naming the platform', () => {
    expect(statusWhenReady({ host: 'Excel', platform: 'PC' }, supportsAll)).toEqual({
      state: 'ready',
      message: 'Connected to Excel on Windows.',
    });
    expect(statusWhenReady({ host: 'Excel', platform: 'OfficeOnline' }, supportsAll).message).toBe(
      'Connected to Excel on the web.',
    );
    expect(statusWhenReady({ host: 'Excel', platform: 'Mac' }, supportsAll).message).toBe('Connected to Excel on Mac.');
    expect(statusWhenReady({ host: 'Excel', platform: 'SomethingNew' }, supportsAll).message).toBe(
      'Connected to Excel on SomethingNew.',
    );
    expect(statusWhenReady({ host: 'Excel', platform: null }, supportsAll).message).toBe('Connected to Excel.');
  });

  it('asks the host for the ExcelApi floor of the manifest and refuses without it', () => {
    const asked: Array<[string, string]> = [];
    const status = statusWhenReady({ host: 'Excel', platform: 'PC' }, (set, version) => {
      asked.push([set, version]);
      return false;
    });
    expect(asked).toEqual([['ExcelApi', MINIMUM_EXCEL_API]]);
    expect(status.state).toBe('unsupported');
    expect(status.message).toContain('ExcelApi 1.1');
  });

  it('explains when opened outside Office or in another Office application', () => {
    const outside = statusWhenReady({ host: null, platform: null }, supportsAll);
    expect(outside.state).toBe('unsupported');
    expect(outside.message).toContain('outside Office');
    const word = statusWhenReady({ host: 'Word', platform: 'PC' }, supportsAll);
    expect(word).toEqual({ state: 'unsupported', message: 'Arbiter Sheet runs in Excel only; this is Word.' });
  });

  it('reports a missing office.js as an error', () => {
    expect(statusWithoutOffice().state).toBe('error');
    expect(statusWithoutOffice().message).toContain('Office.js could not be loaded');
  });

  it('speaks Turkish in the Turkish pane', () => {
    expect(statusWhenReady({ host: 'Excel', platform: 'OfficeOnline' }, supportsAll, 'tr')).toEqual({
      state: 'ready',
      message: "Excel'e bağlanıldı (web).",
    });
    expect(statusWhenReady({ host: 'Excel', platform: 'PC' }, supportsAll, 'tr').message).toBe(
      "Excel'e bağlanıldı (Windows).",
    );
    expect(statusWhenReady({ host: 'Excel', platform: null }, supportsAll, 'tr').message).toBe("Excel'e bağlanıldı.");
    expect(statusWhenReady({ host: null, platform: null }, supportsAll, 'tr').message).toContain(
      'Office dışında açıldı',
    );
    expect(statusWhenReady({ host: 'Word', platform: 'PC' }, supportsAll, 'tr').message).toBe(
      "Arbiter Sheet yalnızca Excel'de çalışır; bu uygulama Word.",
    );
    const old = statusWhenReady({ host: 'Excel', platform: 'PC' }, () => false, 'tr');
    expect(old.state).toBe('unsupported');
    expect(old.message).toContain(`ExcelApi ${MINIMUM_EXCEL_API}`);
    expect(old.message).toContain("Office'i güncelleyip");
    expect(statusWithoutOffice('tr')).toEqual({
      state: 'error',
      message: 'Office.js yüklenemedi (ağ bağlantısı kesik mi?). Görev bölmesini kapatıp yeniden açın.',
    });
    expect(loadingStatus('tr')).toEqual({ state: 'loading', message: 'Başlatılıyor…' });
  });

  it('speaks Persian in the Persian pane, naming the platform in Persian', () => {
    expect(statusWhenReady({ host: 'Excel', platform: 'OfficeOnline' }, supportsAll, 'fa')).toEqual({
      state: 'ready',
      message: 'به Excel وصل شد (وب).',
    });
    expect(statusWhenReady({ host: 'Excel', platform: 'Mac' }, supportsAll, 'fa').message).toBe(
      'به Excel وصل شد (مک).',
    );
    // a platform Office adds later keeps its own name
    expect(statusWhenReady({ host: 'Excel', platform: 'SomethingNew' }, supportsAll, 'fa').message).toBe(
      'به Excel وصل شد (SomethingNew).',
    );
    expect(statusWhenReady({ host: null, platform: null }, supportsAll, 'fa').message).toContain('بیرون از Office');
    expect(statusWhenReady({ host: 'Excel', platform: 'PC' }, () => false, 'fa').message).toContain(
      `ExcelApi ${MINIMUM_EXCEL_API}`,
    );
    expect(statusWithoutOffice('fa').message).toContain('Office.js بارگیری نشد');
    expect(loadingStatus('fa').message).toBe('در حال آغاز…');
  });

  it('says the same thing in every language: no English left in the Turkish or Persian lines', () => {
    const english = [
      statusWhenReady({ host: 'Excel', platform: 'PC' }, supportsAll, 'en').message,
      statusWhenReady({ host: null, platform: null }, supportsAll, 'en').message,
      statusWithoutOffice('en').message,
      LOADING_STATUS.message,
    ];
    expect(english[3]).toBe('Starting…');
    for (const lang of ['tr', 'fa'] as const) {
      const lines = [
        statusWhenReady({ host: 'Excel', platform: 'PC' }, supportsAll, lang).message,
        statusWhenReady({ host: null, platform: null }, supportsAll, lang).message,
        statusWithoutOffice(lang).message,
        loadingStatus(lang).message,
      ];
      lines.forEach((line, i) => expect(line).not.toBe(english[i]));
      for (const line of lines) expect(line).not.toMatch(/\b(Connected|opened|could not|Starting)\b/);
    }
  });
});
