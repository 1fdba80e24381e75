import * as fs from 'fs';
import * as path from 'path';
import { FakeExcel, FakeWorkbook } from '../doubles/fake-excel';
import { describeOutcome } from '../../src/taskpane/describe';
import { PLAYERS_WORDS } from '../../src/taskpane/words/players';
import { PLAYER_COLUMNS } from '../../src/workbook/players';
import { expectDone, run, SWISS_SETUP } from './support';

/**
 * The pane's Number players runs the command of `arbiter players number` (C.04.2 2.1-2.3) on the open workbook
 * through the Office port, in the Excel double: numbers filled into blank cells at once; rows that must be
 * sorted rewrite what the arbiter typed, so the port asks first (design.md §2) and writes only the list he
 * confirmed.
 */
const FIELD: [string, string, number][] = [
  ['Zeta, Ali', '', 2100],
  ['Alpha, Can', 'FM', 2400],
  ['Gamma, Ece', 'GM', 2512],
  ['Delta, Fatma', '', 0],
];

function typeField(workbook: FakeWorkbook, field: readonly [string, string, number][]): void {
  workbook.type(
    'Players',
    'A2',
    field.map(([name, title, rating]) =>
      PLAYER_COLUMNS.map((c) => (c === 'name' ? name : c === 'title' ? title : c === 'rating' ? rating || '' : '')),
    ),
  );
}

function numbered(workbook: FakeWorkbook): unknown[][] {
  const name = PLAYER_COLUMNS.indexOf('name');
  return workbook
    .values('Players')
    .slice(1)
    .filter((r) => r[name])
    .map((r) => [r[0], r[name]]);
}

async function tournament(): Promise<FakeExcel> {
  const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
  expectDone(await run(fake, { action: 'setup', setup: SWISS_SETUP }));
  return fake;
}

describe('Number players from the pane (Office port)', () => {
  it('rows already in the C.04.2 order: the blank numbers are filled in at once', async () => {
    const fake = await tournament();
    typeField(fake.workbook, [FIELD[2]!, FIELD[1]!, FIELD[0]!, FIELD[3]!]);
    const o = expectDone(await run(fake, { action: 'numberPlayers' }));
    expect(o.detail.numbering).toEqual({ players: 4, changed: 4, pairedRounds: 0 });
    expect(numbered(fake.workbook)).toEqual([
      [1, 'Gamma, Ece'],
      [2, 'Alpha, Can'],
      [3, 'Zeta, Ali'],
      [4, 'Delta, Fatma'],
    ]);
    expect(describeOutcome(o, 'en')).toBe('4 players numbered by C.04.2: 4 number(s) given or changed.');
    // a second press changes nothing and says so
    const again = expectDone(await run(fake, { action: 'numberPlayers' }));
    expect(again.detail.numbering?.changed).toBe(0);
    expect(describeOutcome(again, 'tr')).toBe('4 oyuncu: numaralar zaten C.04.2’ye uygun; hiçbir şey değişmedi.');
  });

  it('rows out of order are sorted only after the arbiter confirms the rewritten cells', async () => {
    const fake = await tournament();
    typeField(fake.workbook, FIELD);
    const before = fake.workbook.values('Players');
    const asked = await run(fake, { action: 'numberPlayers' });
    if (asked.kind !== 'confirm') throw new Error(`expected a confirmation, got ${asked.kind}`);
    expect(asked.confirmation.sheets.map((s) => s.sheet)).toEqual(['Players']);
    expect(fake.workbook.values('Players')).toEqual(before);
    const o = expectDone(await run(fake, { action: 'numberPlayers' }, { allow: asked.confirmation.token }));
    expect(o.detail.notes).toEqual([
      '(none) -> 1  Gamma, Ece',
      '(none) -> 2  Alpha, Can',
      '(none) -> 3  Zeta, Ali',
      '(none) -> 4  Delta, Fatma',
    ]);
    expect(numbered(fake.workbook)).toEqual([
      [1, 'Gamma, Ece'],
      [2, 'Alpha, Can'],
      [3, 'Zeta, Ali'],
      [4, 'Delta, Fatma'],
    ]);
    expect(describeOutcome(o, 'fa')).toBe('4 بازیکن طبق C.04.2 شماره‌گذاری شدند: 4 شماره داده یا تغییر داده شد.');
  });

  it('a number typed twice is a problem at its cell and nothing is written', async () => {
    const fake = await tournament();
    typeField(fake.workbook, FIELD);
    fake.workbook.type('Players', 'A2', [[1], [1]]);
    const before = fake.workbook.values('Players');
    const o = await run(fake, { action: 'numberPlayers' });
    if (o.kind !== 'problems') throw new Error(`expected problems, got ${o.kind}`);
    expect(o.problems.map((p) => `${p.sheet}!${p.cell}: ${p.message}`)).toEqual([
      'Players!A3: pairing number 1 is used twice (also on row 2)',
    ]);
    expect(fake.workbook.values('Players')).toEqual(before);
  });

  it('the pane has the button, labelled in EN/TR/FA, wired to the action', () => {
    const html = fs.readFileSync(path.join(__dirname, '../../src/taskpane/taskpane.html'), 'utf8');
    expect(html).toMatch(/<button id="number-players" type="button" data-players-word="numberPlayers"><\/button>/);
    const pane = fs.readFileSync(path.join(__dirname, '../../src/taskpane/taskpane.ts'), 'utf8');
    expect(pane).toContain("click('number-players', () => ({ action: 'numberPlayers' }));");
    const word = PLAYERS_WORDS.numberPlayers;
    expect([word.en, word.tr, word.fa]).toEqual(['Number players', 'Oyuncuları numarala', 'شماره‌گذاری بازیکنان']);
  });
});
