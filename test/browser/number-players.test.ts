import type { Page } from 'playwright-core';
import type { FakeExcel } from '../doubles/fake-excel';
import { activity, startPane, type RunningPane } from './harness';

/**
 * The pane's Number players in headless Chromium against the Excel double: the button runs the command of
 * `arbiter players number` (C.04.2 2.1-2.3); sorting the rows the arbiter typed waits for his confirmation;
 * the button speaks the pane's language.
 */
type Win = { __fakeExcel: FakeExcel };

let pane: RunningPane | undefined;
let page: Page;

beforeAll(async () => {
  pane = await startPane();
  page = pane.page;
}, 150000);

afterAll(async () => {
  await pane?.close();
});

async function sheetValues(p: Page, sheet: string): Promise<unknown[][]> {
  return p.evaluate((s) => (window as unknown as Win).__fakeExcel.workbook.values(s), sheet);
}

describe('Number players in the pane', () => {
  it('numbers the players by C.04.2 after the arbiter confirms sorting his rows', async () => {
    await page.fill('#setup-name', 'Numbers Open');
    await page.fill('#setup-rounds', '5');
    await page.click('#setup-save');
    await activity(page, 'Settings saved.');
    // typed without numbers, out of the initial order: No, Title, Name, Fed, FIDE ID, Rating
    await page.evaluate(() =>
      (window as unknown as Win).__fakeExcel.workbook.type('Players', 'A2', [
        ['', '', 'Zeta, Ali', 'TUR', '', 2100],
        ['', 'FM', 'Alpha, Can', 'TUR', '', 2400],
        ['', 'GM', 'Gamma, Ece', 'TUR', '', 2512],
        ['', '', 'Delta, Fatma', 'TUR', '', ''],
      ]),
    );
    expect(await page.textContent('#number-players')).toBe('Number players');
    await page.click('#number-players');
    await page.waitForSelector('#confirm:not([hidden])');
    expect(await page.textContent('#confirm-list')).toContain('Players');
    await page.click('#confirm-yes');
    expect(await activity(page, 'numbered by C.04.2')).toContain(
      '4 players numbered by C.04.2: 4 number(s) given or changed.',
    );
    const players = await sheetValues(page, 'Players');
    expect(players.slice(1, 5).map((r) => [r[0], r[2]])).toEqual([
      [1, 'Gamma, Ece'],
      [2, 'Alpha, Can'],
      [3, 'Zeta, Ali'],
      [4, 'Delta, Fatma'],
    ]);
  });

  it('speaks Turkish and Persian', async () => {
    await page.selectOption('#pane-language', 'tr');
    expect(await page.textContent('#number-players')).toBe('Oyuncuları numarala');
    await page.selectOption('#pane-language', 'fa');
    expect(await page.textContent('#number-players')).toBe('شماره‌گذاری بازیکنان');
    expect(await page.getAttribute('#number-players', 'title')).toMatch(/C\.04\.2/);
    await page.selectOption('#pane-language', 'en');
  });
});
