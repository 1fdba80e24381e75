import { MINIMUM_EXCEL_API, statusWhenReady, statusWithoutOffice } from './status';

const supportsAll = (): boolean => true;

describe('task pane status', () => {
  it('is ready in Excel, naming the platform', () => {
    expect(statusWhenReady({ host: 'Excel', platform: 'PC' }, supportsAll)).toEqual({ state: 'ready', message: 'Connected to Excel on Windows.' });
    expect(statusWhenReady({ host: 'Excel', platform: 'OfficeOnline' }, supportsAll).message).toBe('Connected to Excel on the web.');
    expect(statusWhenReady({ host: 'Excel', platform: 'Mac' }, supportsAll).message).toBe('Connected to Excel on Mac.');
    expect(statusWhenReady({ host: 'Excel', platform: 'SomethingNew' }, supportsAll).message).toBe('Connected to Excel on SomethingNew.');
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
});
