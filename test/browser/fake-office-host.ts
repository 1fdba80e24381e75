/**
 * TEST HOST, served by the browser test in place of Microsoft's office.js: installs the in-memory Excel
 * double (src/excel/fake-excel.ts) as the `Excel` global and a minimal `Office` global (onReady,
 * requirements, display language, actions), so the built task pane runs unchanged in headless Chromium.
 * The test reads and types cells through `window.__fakeExcel`. `?excelApi=1.8` in the page URL makes the
 * host an older Excel.
 */
import { FakeExcel, FakeWorkbook, requirementsUpTo } from '../doubles/fake-excel';

const params = new URLSearchParams(window.location.search);
const version = params.get('excelApi') ?? '1.20';
const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
// a real host answers a sync in milliseconds, not synchronously
fake.latencyMs = Number(params.get('latency') ?? '3');
const supports = requirementsUpTo(version);
const info = { host: 'Excel', platform: 'OfficeOnline' };

const office = {
  onReady(callback?: (i: typeof info) => void): Promise<typeof info> {
    return new Promise((resolve) =>
      setTimeout(() => {
        callback?.(info);
        resolve(info);
      }, 0),
    );
  },
  context: {
    requirements: { isSetSupported: (set: string, wanted?: string) => supports(set, wanted ?? '1.1') },
    displayLanguage: params.get('locale') ?? 'en-US',
  },
  actions: { associate: () => undefined },
};

const scope = window as unknown as Record<string, unknown>;
scope.Office = office;
scope.Excel = fake;
scope.__fakeExcel = fake;
