import * as fs from 'fs';
import type { Page } from 'playwright-core';
import type { FakeExcel } from '../doubles/fake-excel';
import { activity, buildPane, launch, requireChromium, serve, type Browser } from '../browser/harness';
import { fixturePath } from '../support/shared';

/**
 * The rating-list section of the built task pane in Chromium against the Excel double: pick FIDE's zip
 * (read in the worker with progress), search as you type and add a player, check the Players sheet against
 * the list and apply the difference; the list comes back from IndexedDB when the pane opens again.
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
}, 300000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (build) fs.rmSync(build, { recursive: true, force: true });
});

const players = (p: Page) => p.evaluate(() => (window as unknown as Win).__fakeExcel.workbook.values('Players'));

describe('the rating-list section of the pane', () => {
  it('reads the list, adds a player found by name, and applies the checked difference', async () => {
    await page.fill('#setup-name', 'Ratings Open');
    await page.click('#setup-save');
    await activity(page, 'Settings saved.');
    await page.evaluate(() =>
      (window as unknown as Win).__fakeExcel.workbook.type('Players', 'A2', [
        [1, '', 'Drensilero, Farah', 'MGL', 990049399, 2350],
      ]),
    );

    await page.fill('#ratings-month', '2026-11');
    await page.setInputFiles('#ratings-file', fixturePath('ratings', 'players_list.zip'));
    await page.waitForSelector('#ratings-status[data-state="ready"]');
    expect(await page.textContent('#ratings-status')).toBe('players_list.zip: 299 players (2026-11)');

    await page.fill('#ratings-search', 'galbar');
    await page.waitForSelector('#ratings-results li[data-fide-id="990004479"]');
    await page.click('#ratings-results li[data-fide-id="990004479"] button');
    await page.waitForFunction(() =>
      (document.querySelector('#ratings-status')?.textContent ?? '').includes('added as number 2'),
    );
    const added = (await players(page)).find((r) => r.includes('Galbarard, Luka'))!;
    expect(added).toEqual(expect.arrayContaining([2, 'GM', 'CAN', 990004479, 2672]));

    await page.click('#ratings-check');
    await page.waitForSelector('#ratings-apply:not([hidden])');
    expect(await page.textContent('#ratings-diffs')).toContain(
      'typed "2350", players_list.zip, list of 2026-11 has "2362" for FIDE ID 990049399',
    );
    // each difference names the column by its header, in the pane's language when it is switched
    const change = '#ratings-diffs li.change:has-text("2350 → 2362")';
    expect(await page.textContent(change)).toContain(': Rating 2350 → 2362');
    try {
      await page.selectOption('#pane-language', 'fa');
      expect(await page.textContent(change)).toContain(': ریتینگ 2350 → 2362');
      expect(await page.textContent('#ratings-apply')).toBe('اعمال این تغییرات');
    } finally {
      await page.selectOption('#pane-language', 'en');
    }
    await page.click('#ratings-apply');
    await page.waitForFunction(() =>
      (document.querySelector('#ratings-diffs')?.textContent ?? '').includes('cells written'),
    );
    expect((await players(page)).find((r) => r.includes('Drensilero, Farah'))).toContain(2362);
  }, 120000);

  it('opens again with the stored list', async () => {
    const again = await browser.open();
    await again.waitForSelector('#ratings-status[data-state="ready"]');
    expect(await again.textContent('#ratings-status')).toBe('players_list.zip: 299 players (2026-11)');
    expect(await again.inputValue('#ratings-month')).toBe('2026-11');

    // switching the pane's language says the section's labels and its last line again in that language
    try {
      await again.selectOption('#pane-language', 'tr');
      expect(await again.textContent('#ratings-title')).toBe('FIDE kuvvet puanı listesi');
      expect(await again.textContent('#ratings-check')).toBe('Kuvvet puanlarını listeyle karşılaştır');
      expect(await again.textContent('#ratings-status')).toBe('players_list.zip: 299 oyuncu (2026-11)');
      expect(await again.textContent('#status')).toBe("Excel'e bağlanıldı (web).");
      await again.selectOption('#pane-language', 'fa');
      expect(await again.textContent('#ratings-title')).toBe('فهرست ریتینگ فیده');
      expect(await again.textContent('label[for="ratings-file"]')).toBe('فایل فهرست (players_list.zip)');
      expect(await again.getAttribute('#ratings-search', 'aria-label')).toBe(
        'جستجو با شناسه فیده یا «نام خانوادگی، نام»',
      );
      expect(await again.textContent('#ratings-status')).toBe('players_list.zip: 299 بازیکن (2026-11)');
      expect(await again.textContent('#status')).toBe('به Excel وصل شد (وب).');
    } finally {
      // the choice is remembered (localStorage): later pages of this browser would open in it
      await again.selectOption('#pane-language', 'en');
    }
    expect(await again.textContent('#ratings-title')).toBe('FIDE rating list');
    expect(await again.textContent('#ratings-status')).toBe('players_list.zip: 299 players (2026-11)');
    expect(browser.errors).toEqual([]);
    expect(browser.refused).toEqual([]);
    await again.close();
  }, 60000);
});
