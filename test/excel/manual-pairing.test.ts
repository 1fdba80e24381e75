import { FakeExcel, FakeWorkbook } from '../doubles/fake-excel';
import { manualCheck, manualEnd, manualStart, type ManualPaneResult } from '../../src/taskpane/manual-pairing-actions';
import { manualPanelView } from '../../src/taskpane/manual-pairing-panel';
import { readWorkbook } from '../../src/workbook/read';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { engine, expectDone, hostOf, run, seeded, SWISS_SETUP, typePlayers, typeResults } from './support';
import type { Tournament } from '../../src/engine/model';

/**
 * The pane's manual-pairing section against the Excel double (checklist Q65-Q69): Start, Check and End on the
 * open workbook, the Level-3 and Level-4 confirmation as the pane shows it, in English, Turkish and Persian.
 */
async function setUp(players: number): Promise<FakeExcel> {
  const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
  expectDone(await run(fake, { action: 'setup', setup: SWISS_SETUP }));
  typePlayers(fake.workbook, players);
  return fake;
}

function is<K extends ManualPaneResult['kind']>(r: ManualPaneResult, kind: K): Extract<ManualPaneResult, { kind: K }> {
  if (r.kind !== kind) throw new Error(`expected ${kind}, got ${JSON.stringify(r).slice(0, 600)}`);
  return r as Extract<ManualPaneResult, { kind: K }>;
}

/** The open workbook as the shared commands read it. */
async function state(fake: FakeExcel): Promise<Awaited<ReturnType<typeof readWorkbook>>> {
  const copy = new MemoryWorkbook();
  for (const s of fake.workbook.sheets) {
    await copy.ensureSheet(s.name);
    await copy.writeValues(s.name, 'A1', fake.workbook.values(s.name));
  }
  return readWorkbook(copy);
}

describe("the pane's manual pairing", () => {
  it('start, check, end: the Level-3 and Level-4 confirmations, then the sheet and the Record row', async () => {
    const fake = await setUp(6);
    const host = hostOf(fake);
    expectDone(await run(fake, { action: 'pairNextRound' }));
    typeResults(fake.workbook, 'Round 1', 1);
    const round1 = (await state(fake)).rounds[0]!.boards.map((b) => [b.white, b.black] as const);

    const started = is(await manualStart(host, { fromEngine: false, random: seeded() }), 'started');
    expect(started).toMatchObject({ round: 2, sheet: 'Round 2', boards: 3 });
    expect(fake.workbook.values('Round 2')[0]![2]).toBe('MANUAL PAIRING: not ended');
    expect(manualPanelView(started, 'en').status).toBe(
      'Round 2 is in manual pairing on sheet "Round 2": type the pairing numbers ' +
        'in the two No columns, then Check and End.',
    );

    // round 1's games again, same colours: three rematches (Level 3) and the engine pairs otherwise (Level 4)
    fake.workbook.type('Round 2', 'B3', [[round1[0]![0]]]);
    fake.workbook.type('Round 2', 'J3', [[round1[0]![1]]]);
    fake.workbook.type('Round 2', 'B4', [[round1[1]![0]]]);
    fake.workbook.type('Round 2', 'J4', [[round1[1]![1]]]);
    fake.workbook.type('Round 2', 'B5', [[round1[2]![0]]]);
    fake.workbook.type('Round 2', 'J5', [[round1[2]![1]]]);
    const checked = is(await manualCheck(host), 'checked');
    expect(checked.warnings.filter((w) => w.code === 'rematch').map((w) => w.place)).toEqual([
      'Round 2!A3',
      'Round 2!A4',
      'Round 2!A5',
    ]);
    const view = manualPanelView(checked, 'en');
    expect(view.state).toBe('warning');
    expect(view.lines).toContain(
      `Round 2!A3: board 1: ${round1[0]![0]}-${round1[0]![1]}: the players already played each other in round 1 ` +
        '(C.04.1 Art. 2) (Level 3)',
    );

    const before = JSON.stringify(fake.workbook.values('Round 2'));
    const asked = is(await manualEnd(host), 'confirm');
    expect(JSON.stringify(fake.workbook.values('Round 2'))).toBe(before);
    const box = manualPanelView(asked, 'en').confirm!;
    expect(box.confirmations).toEqual(['rematch', expect.stringMatching(/^differs-from-engine:[0-9a-f]{6}$/)]);
    expect(box.lines.at(-1)).toMatch(/^The engine's pairing: 1\. \d+-\d+, 2\. \d+-\d+, 3\. \d+-\d+$/);
    expect(box.lines).toContain(
      'Consequence: the round is recorded as paired by hand: a Record row "MPA" that the TRF carries as ' +
        '"### MPA @ Round 2: ..."',
    );
    // the same box in Turkish and Persian
    expect(manualPanelView(asked, 'tr').status).toBe('2. tur şunları onaylamadan bitemez:');
    expect(manualPanelView(asked, 'fa').confirm!.lines.at(-1)).toMatch(/^جفت‌بندی موتور: 1\./);

    // the second step: exactly what the box listed
    const ended = is(await manualEnd(host, box.confirmations), 'ended');
    expect(ended.differences.length).toBeGreaterThan(0);
    expect(manualPanelView(ended, 'en').status).toBe(
      `Round 2: manual pairing ended with ${ended.differences.length} difference(s) ` +
        'from the engine\'s pairing; Record row "MPA" written.',
    );
    const after = await state(fake);
    expect(after.rounds[1]!.boards.map((b) => [b.white, b.black])).toEqual(round1.map(([w, b]) => [w, b]));
    expect(fake.workbook.values('Round 2')[0]![2]).toBeNull();
    expect(fake.workbook.values('Record')[1]).toEqual([2, 'MPA', ended.differences.join('; ')]);
    expect(fake.workbook.values('Round 2')[2]![2]).toMatch(/^Player \d+$/);
  });

  it("Start, Check and End pair with the pane's pairer (the engine's Worker), given the round's input once each", async () => {
    const fake = await setUp(6);
    const host = hostOf(fake);
    expectDone(await run(fake, { action: 'pairNextRound' }));
    typeResults(fake.workbook, 'Round 1', 1);
    const asked: { round: number; players: number; paired: number }[] = [];
    const pairer = async (t: Tournament, round: number) => {
      asked.push({ round, players: t.players.length, paired: Math.max(...t.players.map((p) => p.rounds.length)) });
      return engine(t, round);
    };
    const started = is(await manualStart(host, { fromEngine: true, random: seeded(), pairer }), 'started');
    expect(started.boards).toBe(3);
    const checked = is(await manualCheck(host, pairer), 'checked');
    expect(checked.warnings).toEqual([]);
    // started from the engine's own pairing: the same, so End needs no confirmation and writes no Record row
    const ended = is(await manualEnd(host, [], pairer), 'ended');
    expect(ended.differences).toEqual([]);
    expect(ended.engine?.boards.length).toBe(3);
    // Start, Check and End: each pairs round 2 from round 1 once, on the pairer
    expect(asked).toEqual([
      { round: 2, players: 6, paired: 1 },
      { round: 2, players: 6, paired: 1 },
      { round: 2, players: 6, paired: 1 },
    ]);
    // a pairer that fails: no comparison, said as when the pane pairs itself
    const again = await setUp(6);
    expectDone(await run(again, { action: 'pairNextRound' }));
    typeResults(again.workbook, 'Round 1', 1);
    is(await manualStart(hostOf(again), { fromEngine: true, random: seeded() }), 'started');
    const failing = async (): Promise<never> => {
      throw new Error('the worker stopped');
    };
    const confirm = is(await manualEnd(hostOf(again), [], failing), 'confirm');
    expect(confirm.engine).toBeNull();
    expect(confirm.unconfirmed.map((u) => [u.warning.level, u.warning.code, u.warning.message])).toEqual([
      [3, 'no-engine-pairing', 'the engine could not pair round 2 to compare: the worker stopped'],
    ]);
  });

  it("pairing the next round while a round is in the phase is refused with the mark's cell; undo removes it", async () => {
    const fake = await setUp(5);
    is(await manualStart(hostOf(fake), { fromEngine: true, random: seeded() }), 'started');
    const refused = await run(fake, { action: 'pairNextRound' });
    expect(refused.kind).toBe('problems');
    expect(refused.kind === 'problems' && refused.problems[0]).toMatchObject({ sheet: 'Round 1', cell: 'C1' });
    expectDone(await run(fake, { action: 'undoLastRound' }));
    expect(fake.workbook.sheets.map((s) => s.name)).not.toContain('Round 1');
    const none = is(await manualCheck(hostOf(fake)), 'problems');
    expect(manualPanelView(none, 'en').status).toMatch(/no round is in the manual pairing phase/);
  });
});
