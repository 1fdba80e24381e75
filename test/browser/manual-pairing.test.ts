import * as fs from 'fs';
import type { Page } from 'playwright-core';
import type { FakeExcel } from '../doubles/fake-excel';
import { activity, buildPane, launch, requireChromium, serve, type Browser } from './harness';

/**
 * The pane's Manual pairing section (checklist Q65-Q69) in headless Chromium against the Excel double: start
 * with empty boards, type a pairing, Check shows the warnings at their cells, End asks for the Level-3 and Level-4
 * confirmations (with the engine's pairing), Confirm and end writes the round and the Record row; the section
 * speaks Turkish when the pane does.
 */
type Win = { __fakeExcel: FakeExcel };
let browser: Browser;
let server: { origin: string; close: () => Promise<void> };
let build: string;
let page: Page;

beforeAll(async () => {
  requireChromium();
  build = await buildPane();
  server = await serve(build);
  browser = await launch(build, server.origin);
  page = await browser.open();
}, 150000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (build) fs.rmSync(build, { recursive: true, force: true });
});

const values = (p: Page, sheet: string) =>
  p.evaluate((s) => (window as unknown as Win).__fakeExcel.workbook.values(s), sheet);
const type = (p: Page, sheet: string, cell: string, rows: unknown[][]) =>
  p.evaluate(
    ([s, c, r]) => (window as unknown as Win).__fakeExcel.workbook.type(s as string, c as string, r as never),
    [sheet, cell, rows],
  );
const status = async (p: Page, text: string) => {
  await p.waitForFunction((t) => (document.querySelector('#manual-status')?.textContent ?? '').includes(t), text);
  return (await p.textContent('#manual-status')) ?? '';
};

describe('the Manual pairing section of the pane', () => {
  it('start, check, end with the confirmation box, then the round and the Record row', async () => {
    await page.fill('#setup-name', 'Manual Open');
    await page.fill('#setup-rounds', '5');
    await page.click('#setup-save');
    await activity(page, 'Settings saved.');
    await type(
      page,
      'Players',
      'A2',
      Array.from({ length: 5 }, (_, i) => [i + 1, '', `Player ${i + 1}`, 'TUR', '', 2500 - 10 * i]),
    );

    expect(await page.textContent('#manual-start')).toBe('Start manual pairing');
    await page.click('#manual-start');
    expect(await status(page, 'is in manual pairing')).toBe(
      'Round 1 is in manual pairing on sheet "Round 1": type the pairing ' +
        'numbers in the two No columns, then Check and End.',
    );
    expect((await values(page, 'Round 1'))[0]![2]).toBe('MANUAL PAIRING: not ended');

    // 1-2 and 3-4 by hand, and player 5 left off: a Level-3 warning at his Players row
    await type(page, 'Round 1', 'B3', [[1]]);
    await type(page, 'Round 1', 'J3', [[2]]);
    await type(page, 'Round 1', 'B4', [[3]]);
    await type(page, 'Round 1', 'J4', [[4]]);
    await page.click('#manual-check');
    await status(page, 'Round 1: 1 warning(s) to confirm at the end');
    expect(await page.textContent('#manual-warnings')).toContain(
      'Players!A6: player 5 is on no board and in no bye row of round 1',
    );

    await page.click('#manual-end');
    await status(page, 'Round 1 cannot end before you confirm:');
    expect(await page.isVisible('#manual-confirm')).toBe(true);
    const box = (await page.textContent('#manual-confirm-list')) ?? '';
    expect(box).toContain("the manual pairing of round 1 differs from the engine's");
    expect(box).toMatch(/The engine's pairing: 1\. \d-\d, 2\. \d-\d, PAB \d/);
    expect(await values(page, 'Round 1')).toContainEqual(expect.arrayContaining(['MANUAL PAIRING: not ended']));

    await page.click('#manual-confirm-yes');
    await status(page, 'manual pairing ended with');
    expect(await page.isVisible('#manual-confirm')).toBe(false);
    expect((await values(page, 'Round 1'))[0]![2]).toBeNull();
    expect((await values(page, 'Record'))[1]).toEqual(expect.arrayContaining([1, 'MPA']));

    try {
      await page.selectOption('#pane-language', 'tr');
      expect(await page.textContent('#manual-end')).toBe('Elle eşlendirmeyi bitir');
      expect(await page.textContent('#manual-title')).toBe('Elle eşlendirme');
    } finally {
      await page.selectOption('#pane-language', 'en');
    }
  }, 120000);
});
