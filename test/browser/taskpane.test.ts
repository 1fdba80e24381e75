import * as fs from 'fs';
import * as path from 'path';
import type { Page } from 'playwright-core';
import type { FakeExcel } from '../doubles/fake-excel';
import { activity, buildPane, launch, requireChromium, serve, type Browser } from './harness';

/**
 * The built task pane in headless Chromium against the Excel double (design.md §6): an arbiter sets up a
 * tournament, pairs round 1, enters the results in the pane, pairs round 2 and updates the standings; the
 * test reads the double's cells back. Then the confirmations before anything typed is overwritten, and the
 * Persian (right-to-left) pane. Runs with `npm run test:browser` and as part of `npm test`.
 */
type Win = { __fakeExcel: FakeExcel; __xss?: number };

const XSS_NAME = '<img src=x onerror="window.__xss=1">';
let browser: Browser;
let server: { origin: string; close: () => Promise<void> };
let build: string;
let page: Page;

beforeAll(async () => {
  requireChromium(); // fails the whole file with the install hint: CI installs chromium, it is never skipped
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

async function cell(p: Page, sheet: string, address: string): Promise<unknown> {
  return p.evaluate(([s, a]) => (window as unknown as Win).__fakeExcel.workbook.valueAt(s!, a!), [sheet, address]);
}

async function sheetValues(p: Page, sheet: string): Promise<unknown[][]> {
  return p.evaluate((s) => (window as unknown as Win).__fakeExcel.workbook.values(s), sheet);
}

async function typePlayers(p: Page, n: number): Promise<void> {
  await p.evaluate(
    ([count, xss]) => {
      const rows = Array.from({ length: count as number }, (_, i) => [
        i + 1,
        '',
        i === 3 ? xss : `Player ${i + 1}`,
        'TUR',
        '',
        2500 - 10 * i,
      ]);
      (window as unknown as Win).__fakeExcel.workbook.type('Players', 'A2', rows);
    },
    [n, XSS_NAME],
  );
  await p.click('#refresh');
  await p.waitForFunction(
    (c) => (document.querySelector('#round-summary')?.textContent ?? '').includes(`Players: ${c}`),
    n,
  );
}

async function enterResults(p: Page, results: readonly string[]): Promise<void> {
  const boards = await p.$$eval('select.result', (s) => s.length);
  for (let i = 0; i < boards; i++) {
    await p.selectOption(`select.result >> nth=${i}`, results[i % results.length]!);
    await p.waitForFunction(
      (n) => (document.querySelector('#round-summary')?.textContent ?? '').startsWith(`${n} of`),
      i + 1,
    );
  }
}

describe('the task pane in Chromium against the Excel double', () => {
  it('sets up a tournament, pairs round 1, takes the results, pairs round 2 and updates the standings', async () => {
    expect(await page.textContent('#status')).toBe('Connected to Excel on the web.');
    expect(await page.getAttribute('body', 'data-engine')).toBe('worker');

    await page.fill('#setup-name', 'Browser Open');
    await page.selectOption('#setup-system', 'dutch');
    await page.fill('#setup-rounds', '5');
    await page.fill('#setup-tiebreaks', 'BH-C1, BH, DE');
    await page.selectOption('#setup-colour', 'lot');
    await page.click('#setup-save');
    await activity(page, 'Settings saved.');
    expect((await sheetValues(page, 'Settings')).find((r) => r[0] === 'Tie-breaks')?.[1]).toBe('BH-C1, BH, DE');

    // the lot, drawn in the pane and recorded in Settings
    await page.click('#draw-lot');
    const drawn = await activity(page, 'The lot gave the top seed');
    const colour = drawn.includes('white') ? 'white' : 'black';
    expect((await sheetValues(page, 'Settings')).find((r) => r[0] === 'Colour drawn by lot')?.[1]).toBe(colour);
    expect(await page.textContent('#setup-drawn')).toBe(`Drawn by lot: ${colour}`);

    await typePlayers(page, 20);
    await page.click('#pair');
    expect(await activity(page, 'Round 1 paired')).toContain('10 boards on sheet "Round 1"');
    expect(await page.$$eval('#board-rows tr.board', (r) => r.length)).toBe(10);
    expect(await page.isVisible('#progress')).toBe(false);

    const results = ['1-0', '½-½', '0-1'];
    await enterResults(page, results);
    expect(await page.textContent('#round-summary')).toContain('10 of 10 results entered');

    // the explanation of board 1 comes from the Log sheet and names that board's pair
    const [white, black] = await page.$$eval('#board-rows tr.board >> nth=0', (rows) =>
      Array.from(rows[0]!.querySelectorAll('.player .no')).map((n) => n.textContent),
    );
    await page.click('#board-rows tr.board >> nth=0 >> button.why');
    const why = (await page.textContent('#board-rows tr.explanation')) ?? '';
    expect(why).toContain(`${white}-${black}`);

    await page.click('#pair');
    expect(await activity(page, 'Round 2 paired')).toContain('10 boards on sheet "Round 2"');
    await page.click('#standings');
    await activity(page, 'Updated: Standings.');
    await page.click('#export');
    await activity(page, 'TRF ready: Browser-Open.trf.');
    expect(await page.getAttribute('#trf-link', 'download')).toBe('Browser-Open.trf');
    expect(await page.inputValue('#trf-text')).toMatch(/^012 Browser Open/m);
    // where a webview does nothing with the blob link, the TRF can be copied
    expect(await page.textContent('#trf-copy')).toBe('Copy the TRF');
    expect(await page.isVisible('#trf-copy')).toBe(true);
    // Save PGN: the round the pane shows (2, not played yet: result "*"), offered like the TRF
    expect(await page.textContent('#export-pgn')).toBe('Save PGN');
    await page.click('#export-pgn');
    await activity(page, 'PGN of round 2 ready: Browser-Open-round-2.pgn.');
    expect(await page.getAttribute('#pgn-link', 'download')).toBe('Browser-Open-round-2.pgn');
    const pgn = await page.inputValue('#pgn-text');
    expect(pgn.match(/\[Round "2\.\d+"\]/g)).toHaveLength(10);
    expect(pgn.match(/\[Result "\*"\]/g)).toHaveLength(10);
    expect(await page.textContent('#pgn-copy')).toBe('Copy the PGN');
    expect(await page.isVisible('#pgn-copy')).toBe(true);

    // what the double holds: the results as chosen, round 2, the standings
    const round1 = await sheetValues(page, 'Round 1');
    const header = round1.findIndex((r) => r[0] === 'Board');
    expect(round1.slice(header + 1, header + 11).map((r) => r[5])).toEqual(
      Array.from({ length: 10 }, (_, i) => results[i % 3]),
    );
    const round2 = await sheetValues(page, 'Round 2');
    expect(round2.filter((r) => typeof r[0] === 'number').length).toBe(10);
    const standings = await sheetValues(page, 'Standings');
    const top = standings.findIndex((r) => r[0] === 'Rank');
    const rows = standings.slice(top + 1, top + 21);
    expect(rows.map((r) => r[1]).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(rows.reduce((sum, r) => sum + Number(String(r[6]).replace('½', '.5')), 0)).toBe(10);
    expect(rows.map((r) => r[3])).toContain(XSS_NAME);

    // workbook text stays text in the pane, and nothing in the workbook became a formula
    expect(await page.evaluate(() => (window as unknown as Win).__xss)).toBeUndefined();
    expect(await page.$$eval('.player .name', (n) => n.map((x) => x.textContent))).toContain(XSS_NAME);
    expect(await page.$$('#board-rows img')).toHaveLength(0);
    expect(
      await page.evaluate(() =>
        (window as unknown as Win).__fakeExcel.workbook.sheets.flatMap((s) => s.formulaCells()),
      ),
    ).toEqual([]);

    // every command reads in 3 syncs, then writes its data and its layout each as one undo group (the host has
    // ExcelApi 1.20), sheet order outside: at most 6 syncs in a reading run (it counts the runs it starts)
    const runs = await page.evaluate(() =>
      (window as unknown as Win).__fakeExcel.runs.map((r) => ({ syncs: r.syncs, options: r.options })),
    );
    expect(Math.max(...runs.map((r) => r.syncs))).toBeLessThanOrEqual(6);
    expect(runs.filter((r) => r.options?.mergeUndoGroup === true).length).toBeGreaterThan(0);
    expect(browser.refused).toEqual([]);
    expect(browser.errors).toEqual([]);
    // the worker bundle is the engine alone (modules of src/engine and the worker's own two files): no Office.js
    const modules = [
      ...new Set(fs.readFileSync(path.join(build, 'engine-worker.js'), 'utf8').match(/"\.\/src\/[^"]+"/g) ?? []),
    ];
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((m) => !/^"\.\/src\/(engine\/|taskpane\/engine(Worker|Protocol)\.ts")/.test(m))).toEqual([]);
  }, 90000);

  it('asks before overwriting a result or re-pairing a round that has results', async () => {
    const first = 'select.result >> nth=0';
    const resultCell = await page.evaluate(() => {
      const fake = (window as unknown as Win).__fakeExcel;
      const values = fake.workbook.values('Round 2');
      const row = values.findIndex((r) => typeof r[0] === 'number');
      return `F${row + 1}`;
    });
    await page.selectOption(first, '1-0');
    await activity(page, `Result 1-0 entered in Round 2!${resultCell}.`);

    // a different result over a typed one waits for confirmation; Cancel writes nothing
    await page.selectOption(first, '0-1');
    await page.waitForSelector('#confirm:not([hidden])');
    expect(await page.textContent('#confirm-list')).toContain(`${resultCell}: 1-0 → 0-1`);
    await page.click('#confirm-no');
    await activity(page, 'Cancelled: nothing was written.');
    expect(await cell(page, 'Round 2', resultCell)).toBe('1-0');

    await page.selectOption(first, '0-1');
    await page.waitForSelector('#confirm:not([hidden])');
    await page.click('#confirm-yes');
    await activity(page, `Result 0-1 entered in Round 2!${resultCell}.`);
    expect(await cell(page, 'Round 2', resultCell)).toBe('0-1');

    // re-pairing round 2 rewrites its sheet, so the typed result would go: confirmation first
    await page.click('#repair');
    await page.waitForSelector('#confirm:not([hidden])');
    expect(await page.textContent('#confirm-list')).toContain(`Round 2 — 1 cell${resultCell}: 0-1 → (empty)`);
    expect(await cell(page, 'Round 2', resultCell)).toBe('0-1');
    await page.click('#confirm-yes');
    await activity(page, 'Round 2 paired');
    expect(await cell(page, 'Round 2', resultCell)).toBe('');

    // a round without results is undone at once; its sheet goes
    await page.click('#undo');
    await activity(page, 'Round 2 undone');
    expect(
      await page.evaluate(() => (window as unknown as Win).__fakeExcel.workbook.sheets.map((s) => s.name)),
    ).not.toContain('Round 2');
    expect(browser.errors).toEqual([]);
  }, 60000);

  it('reads right to left in Persian', async () => {
    try {
      await page.selectOption('#pane-language', 'fa');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      expect(await page.getAttribute('html', 'lang')).toBe('fa');
      expect(await page.textContent('#pair')).toBe('قرعه‌کشی دور بعد');
      expect(await page.textContent('#round-title')).toBe('دور 1 از 5');
      expect(await page.textContent('th[data-word="white"]')).toBe('سفید');
      // the status line shown before the switch is said again in Persian
      expect(await page.textContent('#status')).toBe('به Excel وصل شد (وب).');
      expect(await page.textContent('#ratings-title')).toBe('فهرست ریتینگ فیده');
    } finally {
      // the choice is remembered (localStorage): later pages of this browser would open in Persian
      await page.selectOption('#pane-language', 'en');
    }
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.textContent('#status')).toBe('Connected to Excel on the web.');
  }, 30000);

  it('works on an older, slower Excel (ExcelApi 1.1): progress shown, no drop-downs or page layout', async () => {
    // every sync takes 150 ms here, so the progress line is there to see
    const old = await browser.open('?excelApi=1.1&latency=150');
    try {
      await old.fill('#setup-name', 'Old Host Cup');
      await old.fill('#setup-rounds', '3');
      await old.selectOption('#setup-colour', 'white');
      await old.click('#setup-save');
      await activity(old, 'Settings saved.');
      await typePlayers(old, 8);
      await old.click('#pair');
      await old.waitForSelector('#progress', { state: 'visible' });
      expect(await old.textContent('#progress-text')).toMatch(
        /^(Reading the workbook…|Pairing round 1: 8 players…|Writing to the workbook…)$/,
      );
      expect(await old.isDisabled('#standings')).toBe(true);
      await activity(old, 'Round 1 paired');
      expect(await old.isVisible('#progress')).toBe(false);
      expect(await old.isDisabled('#standings')).toBe(false);
      const facts = await old.evaluate(() => {
        const fake = (window as unknown as Win).__fakeExcel;
        const round = fake.workbook.sheet('Round 1')!;
        return {
          validations: round.validations.length,
          layout: round.pageLayout,
          options: fake.runs.map((r) => r.options ?? null),
        };
      });
      expect(facts).toEqual({ validations: 0, layout: {}, options: facts.options.map(() => null) });
      expect((await sheetValues(old, 'Round 1')).filter((r) => typeof r[0] === 'number')).toHaveLength(4);
    } finally {
      await old.close();
    }
  }, 60000);

  it('first run: setup first, Pair and Reports unavailable, a next step after each stage; axe-core finds no serious violation, in English or Persian', async () => {
    const fresh = await browser.open();
    const axe = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    /** Serious or critical axe-core violations (Microsoft's add-in accessibility guidelines ask for none). */
    const violations = async () => {
      await fresh.addScriptTag({ content: axe });
      return fresh.evaluate(async () => {
        const run = (
          window as unknown as {
            axe: {
              run(
                ctx: Document,
                o: object,
              ): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }>;
            };
          }
        ).axe.run;
        const result = await run(document, { resultTypes: ['violations'] });
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`);
      });
    };
    try {
      expect(await fresh.textContent('#next-step')).toBe('Next step: fill in the tournament setup below and save it.');
      for (const id of [
        '#pair',
        '#repair',
        '#undo',
        '#standings',
        '#crosstable',
        '#cards',
        '#check',
        '#export',
        '#export-pgn',
      ])
        expect([id, await fresh.isDisabled(id)]).toEqual([id, true]);
      expect(await fresh.getAttribute('#pair', 'title')).toBe('Available once the tournament has players.');
      // and it looks unavailable: the primary (brand blue, Fluent 2 colorBrandBackground) style is only for an enabled button
      expect(await fresh.$eval('#pair', (b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(15, 108, 189)');
      // the setup comes before the round section while there is no tournament
      expect(
        await fresh.$$eval('main > section', (s) =>
          s.map((x) => x.id).filter((id) => id === 'setup' || id === 'round'),
        ),
      ).toEqual(['setup', 'round']);
      expect(await violations()).toEqual([]);

      await fresh.fill('#setup-name', 'First Run Open');
      await fresh.fill('#setup-rounds', '3');
      await fresh.click('#setup-save');
      await activity(fresh, 'Settings saved.');
      await fresh.waitForFunction(() => document.querySelector('#next-step')?.textContent?.includes('Players sheet'));
      expect(await fresh.isDisabled('#pair')).toBe(true);
      await typePlayers(fresh, 6);
      expect(await fresh.textContent('#next-step')).toBe('Next step: pair round 1.');
      expect(await fresh.isDisabled('#pair')).toBe(false);
      expect(await fresh.isDisabled('#standings')).toBe(true);
      expect(await fresh.$eval('#pair', (b) => getComputedStyle(b).backgroundColor)).toBe('rgb(15, 108, 189)');
      await fresh.click('#pair');
      await activity(fresh, 'Round 1 paired');
      expect(await fresh.textContent('#next-step')).toBe('Next step: enter the results of round 1 (3 missing).');
      expect(await violations()).toEqual([]);
      expect(await fresh.isDisabled('#standings')).toBe(false);

      // a bad result typed in the sheet: the board stays in the list, marked, with what was typed
      const cellOfBoard1 = await fresh.evaluate(() => {
        const fake = (window as unknown as Win).__fakeExcel;
        const values = fake.workbook.values('Round 1');
        const row = values.findIndex((r) => r[0] === 1);
        fake.workbook.type('Round 1', `F${row + 1}`, [['2-5']]);
        return `F${row + 1}`;
      });
      await fresh.click('#refresh');
      await fresh.waitForSelector('#board-rows tr.board.invalid');
      expect(await fresh.$$eval('#board-rows tr.board', (r) => r.length)).toBe(3);
      expect(await fresh.inputValue('#board-rows tr.board.invalid select.result')).toBe('2-5');
      expect(await fresh.textContent('#board-rows tr.board.invalid .invalid-note')).toBe('not a result: "2-5"');
      expect(await fresh.getAttribute('#board-rows tr.board.invalid select.result', 'aria-invalid')).toBe('true');
      expect(await violations()).toEqual([]);
      await fresh.selectOption('#board-rows tr.board.invalid select.result', '1-0');
      await activity(fresh, 'Result 1-0 entered');
      expect(await cell(fresh, 'Round 1', cellOfBoard1)).toBe('1-0');
      expect(await fresh.$$eval('#board-rows tr.board.invalid', (r) => r.length)).toBe(0);

      await fresh.selectOption('#pane-language', 'fa');
      expect(await fresh.getAttribute('html', 'dir')).toBe('rtl');
      // logical properties: the next-step bar's accent stroke is on the right in Persian
      expect(await fresh.$eval('#next-step', (p) => getComputedStyle(p).borderRightWidth)).toBe('4px');
      expect(await fresh.textContent('#next-step')).toBe('گام بعد: نتایج دور 1 را وارد کنید (2 مانده).');
      // player names are isolated, so a Latin name keeps its order inside a Persian line
      expect(await fresh.$$eval('#board-rows bdi.name', (n) => n.length)).toBe(6);
      expect(await violations()).toEqual([]);
      await fresh.selectOption('#pane-language', 'en');
    } finally {
      await fresh.close();
    }
  }, 90000);
});
