import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { undoLastRound } from '../../src/workbook/commands/undo-last';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { exportTrfWithNotes } from '../../src/workbook/commands/export-trf';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { leaveFideMode } from '../../src/workbook/commands/leave-fide-mode';
import { WarningsNotConfirmed } from '../../src/workbook/confirm-warnings';
import { LEAVE_CONSEQUENCE } from '../../src/workbook/fide-mode';
import { readWorkbook } from '../../src/workbook/read';
import type { ByeRequest, PairingSystemId } from '../../src/engine/model';
import { parseTrf, problemsOf } from './support';
import { memoryBook, settingRow } from './fide-mode-support';
import { pairInOrder } from './pair-double';

/**
 * FIDE mode in the workbook (checklist Q40-Q46, Q74-Q88, Q174-Q179, Q196, Q201-Q202; fide-acceptance.md): the
 * Settings row, leaving it (Level 4, permanent, recorded, marked), the settings locked at round 1, the byes'
 * warnings, and the `###` lines of the TRF export and import.
 */

async function book(
  n = 6,
  system: PairingSystemId = 'dutch',
  byes: Record<number, (ByeRequest['kind'] | undefined)[]> = {},
): Promise<MemoryWorkbook> {
  return memoryBook('Mode Open', n, system, { byes });
}

function setting(wb: MemoryWorkbook, label: string): unknown {
  return wb.sheet('Settings')!.values[settingRow(wb, label)]![1];
}

async function setSetting(wb: MemoryWorkbook, label: string, value: string | number): Promise<void> {
  await wb.writeValues('Settings', `B${settingRow(wb, label) + 1}`, [[value]]);
}

async function playRound(wb: MemoryWorkbook, round: number): Promise<void> {
  const state = await readWorkbook(wb);
  const sheet = state.roundSheets.get(round)!;
  for (const b of state.rounds[round - 1]!.boards) await wb.writeValues(sheet, b.resultCell, [['1-0']]);
}

async function unconfirmed(p: Promise<unknown>): Promise<WarningsNotConfirmed> {
  try {
    await p;
  } catch (err) {
    if (err instanceof WarningsNotConfirmed) return err;
    throw err;
  }
  throw new Error('expected the command to stop for a confirmation');
}

function snapshot(wb: MemoryWorkbook): string {
  return JSON.stringify(wb.sheets.map((s) => [s.name, s.values]));
}

function marks(wb: MemoryWorkbook): string[] {
  return wb.sheets.filter((s) => (s.values[0] ?? []).includes('NOT IN FIDE MODE')).map((s) => s.name);
}

describe('the FIDE mode row (Q40, Q56)', () => {
  it('is yes in a new Swiss or round robin, no (and marked) in a knockout', async () => {
    const swiss = await book();
    expect(setting(swiss, 'FIDE mode')).toBe('yes');
    const state = await readWorkbook(swiss);
    expect(state.problems).toEqual([]);
    expect(state.fideMode!.state).toEqual({ on: true });
    const rr = await book(6, 'round-robin');
    expect((await readWorkbook(rr)).fideMode!.state.on).toBe(true);
    const ko = await book(8, 'knockout');
    expect(setting(ko, 'FIDE mode')).toBe('no');
    expect((await readWorkbook(ko)).problems).toEqual([]);
    expect(marks(ko)).toEqual(['Settings', 'Players']);
    expect(marks(swiss)).toEqual([]);
  });

  it('is on when the row is missing (a workbook from before the row)', async () => {
    const wb = await book();
    await wb.writeValues('Settings', `A${settingRow(wb, 'FIDE mode') + 1}`, [[null, null, null]]);
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(state.fideMode!.state.on).toBe(true);
  });

  it('refuses "no" typed in the cell, legacy tie-break rules and a knockout in FIDE mode, each at its cell, saying how to leave', async () => {
    const wb = await book();
    await setSetting(wb, 'FIDE mode', 'no');
    await setSetting(wb, 'Tie-break rules', 'legacy (booklet)');
    const problems = (await readWorkbook(wb)).problems.map((p) => `${p.sheet}!${p.cell}: ${p.message}`);
    expect(problems).toEqual([
      `Settings!B${settingRow(wb, 'FIDE mode') + 1}: FIDE mode is not left by typing no: to leave FIDE mode run "arbiter fide-mode leave BOOK.xlsx --reason TEXT" ` +
        "(or the pane's Leave FIDE mode): two steps, permanent for this tournament",
      expect.stringMatching(
        new RegExp(
          `^Settings!B${settingRow(wb, 'Tie-break rules') + 1}: the booklet's legacy tie-break rules are outside FIDE mode: .*arbiter fide-mode leave`,
        ),
      ),
    ]);
    const ko = await book();
    await setSetting(ko, 'Pairing system', 'Knockout');
    expect(await problemsOf(pairNextRound(ko))).toEqual([
      expect.stringMatching(
        new RegExp(`^Settings!B${settingRow(ko, 'Pairing system') + 1}: a knockout is not a FIDE pairing system`),
      ),
    ]);
  });
});

describe('scoring refused in the Settings as in a TRF (Q74, Q81, Q83)', () => {
  it.each([
    ['Points for a draw', 0.75, [/^two draws \(2 × 0.75\) are worth more than a win plus a loss \(1 \+ 0\)/]],
    [
      'Bye value (pairing-allocated bye)',
      2,
      [
        /^the pairing-allocated bye \(2\) is worth more than a win \(1\)/,
        /^with standard scoring the pairing-allocated bye is worth 1, ½ or 0, not 2$/,
      ],
    ],
    [
      'Bye value (pairing-allocated bye)',
      0.25,
      [/^with standard scoring the pairing-allocated bye is worth 1, ½ or 0, not 0.25$/],
    ],
  ])('%s = %s is refused at its cell', async (label, value, messages) => {
    const wb = await book();
    await setSetting(wb, label, value);
    const problems = (await readWorkbook(wb)).problems;
    expect(problems.map((p) => p.message)).toEqual(messages.map((m) => expect.stringMatching(m)));
    for (const p of problems) expect(`${p.sheet}!${p.cell}`).toBe(`Settings!B${settingRow(wb, label) + 1}`);
    expect(await problemsOf(pairNextRound(wb, { pair: pairInOrder }))).toHaveLength(messages.length);
  });

  it('accepts 3-1-0 with a PAB of 3, 1 or 0, and standard scoring with a PAB of ½', async () => {
    for (const pab of [3, 1, 0]) {
      const wb = await book();
      await setSetting(wb, 'Points for a win', 3);
      await setSetting(wb, 'Points for a draw', 1);
      await setSetting(wb, 'Bye value (pairing-allocated bye)', pab);
      const state = await readWorkbook(wb);
      expect(state.problems).toEqual([]);
      expect(state.tournament.scoring).toMatchObject({ win: 3, draw: 1, loss: 0, pab });
    }
    const half = await book();
    await setSetting(half, 'Bye value (pairing-allocated bye)', 0.5);
    expect((await readWorkbook(half)).problems).toEqual([]);
  });
});

describe('leaving FIDE mode (Q43 Level 4, Q44 ###, Q45 never again, Q46 mark)', () => {
  it('the first step states the consequence and writes nothing; the confirmed one records it everywhere', async () => {
    const wb = await book();
    await pairNextRound(wb, { pair: pairInOrder });
    const before = snapshot(wb);
    const first = await unconfirmed(leaveFideMode(wb, { reason: 'forbidden pair needed after round 1' }));
    expect(snapshot(wb)).toBe(before);
    expect(first.problems).toHaveLength(1); // one problem per warning, its consequence and confirmation with it
    const lines = first.problems[0]!.message.split('\n');
    expect(lines[0]).toMatch(
      /^Settings!B\d+: leave FIDE mode in round 1: forbidden pair needed after round 1 \(Level 4\)$/,
    );
    expect(lines[1]).toBe(`  consequence: ${LEAVE_CONSEQUENCE}`);
    const confirm = first.decision.unconfirmed[0]!.confirmWith;
    expect(confirm).toMatch(/^leave-fide-mode:[0-9a-f]{6}$/);
    expect(lines[2]).toBe(`  to go ahead, run the command again with --confirm ${confirm}`);
    // a token for another tournament or a made-up one confirms nothing
    await unconfirmed(
      leaveFideMode(wb, {
        reason: 'forbidden pair needed after round 1',
        confirmed: new Set(['leave-fide-mode:000000', 'leave-fide-mode']),
      }),
    );
    expect(snapshot(wb)).toBe(before);

    const o = await leaveFideMode(wb, { reason: 'forbidden pair needed after round 1', confirmed: new Set([confirm]) });
    expect(o).toEqual({
      round: 1,
      reason: 'forbidden pair needed after round 1',
      comment: '### FIDE mode left @ Round 1: forbidden pair needed after round 1',
    });
    expect(setting(wb, 'FIDE mode')).toBe('no');
    expect(setting(wb, 'FIDE mode left in round')).toBe(1);
    expect(wb.sheet('Record')!.values.map((r) => r.slice(0, 3))).toEqual([
      ['Round', 'Event', 'Text'],
      [1, 'FIDE mode left', 'forbidden pair needed after round 1'],
    ]);
    expect(marks(wb).sort()).toEqual((await wb.listSheets()).sort());
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(state.fideMode!.state).toEqual({
      on: false,
      left: { round: 1, reason: 'forbidden pair needed after round 1' },
    });
  });

  it('cannot be undone: yes typed back is refused at the cell; a second leave is refused', async () => {
    const wb = await book();
    const token = (await unconfirmed(leaveFideMode(wb, { reason: 'test' }))).decision.unconfirmed[0]!.confirmWith;
    await leaveFideMode(wb, { reason: 'test', confirmed: new Set([token]) });
    await setSetting(wb, 'FIDE mode', 'yes');
    expect(await problemsOf(pairNextRound(wb, { pair: pairInOrder }))).toEqual([
      `Settings!B${settingRow(wb, 'FIDE mode') + 1}: FIDE mode was left in round 1 and cannot be re-entered for this tournament (checklist Q45): type no`,
    ]);
    // the Record row alone is enough: clearing both Settings cells does not bring FIDE mode back
    await setSetting(wb, 'FIDE mode', '');
    await wb.writeValues('Settings', `B${settingRow(wb, 'FIDE mode left in round') + 1}`, [[null]]);
    expect((await readWorkbook(wb)).fideMode!.state).toEqual({ on: false, left: { round: 1, reason: 'test' } });
    expect(await problemsOf(leaveFideMode(wb, { reason: 'again' }))).toEqual([
      expect.stringMatching(/FIDE mode was already left in round 1$/),
    ]);
  });

  it('every sheet a later command writes carries the mark, and the sheets still read without problems', async () => {
    const wb = await book();
    const token = (await unconfirmed(leaveFideMode(wb, { reason: 'club rules' }))).decision.unconfirmed[0]!.confirmWith;
    await leaveFideMode(wb, { reason: 'club rules', confirmed: new Set([token]) });
    await pairNextRound(wb, { pair: pairInOrder, date: '' });
    await playRound(wb, 1);
    await updateReports(wb);
    expect(marks(wb).sort()).toEqual((await wb.listSheets()).sort());
    expect(await wb.listSheets()).toEqual(
      expect.arrayContaining(['Round 1', 'Standings', 'Crosstable', 'Cards', 'Log', 'Record']),
    );
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(state.rounds[0]!.date).toBe('');
  });
});

describe('settings locked once round 1 is paired (Q75-Q77, Q85, Q109-Q110, Q196, Q201-Q202)', () => {
  async function afterRound1(n = 6): Promise<MemoryWorkbook> {
    const wb = await book(n);
    await pairNextRound(wb, { pair: pairInOrder });
    await playRound(wb, 1);
    return wb;
  }

  it('round 1 stores what it was paired with', async () => {
    const wb = await book();
    await setSetting(wb, 'Tie-breaks', 'BH-C1, BH, DE');
    await setSetting(wb, 'Forbidden pairs', '1 2');
    expect(() => settingRow(wb, 'Tie-breaks at round 1 (locked)')).toThrow();
    await pairNextRound(wb, { pair: pairInOrder });
    expect(setting(wb, 'Scoring at round 1 (locked)')).toBe(
      'W 1, D 0.5, L 0, PAB 1, FW 1, FL 0, FPB 1, HPB 0.5, ZPB 0',
    );
    expect(setting(wb, 'Acceleration at round 1 (locked)')).toBe('none');
    expect(setting(wb, 'Tie-breaks at round 1 (locked)')).toBe('BH-C1, BH, DE');
    expect(setting(wb, 'Forbidden pairs at round 1 (locked)')).toBe('1 2');
  });

  it('round 1 undone: the settings may change, and the next round 1 locks them afresh', async () => {
    const wb = await book();
    await pairNextRound(wb, { pair: pairInOrder });
    await undoLastRound(wb);
    await setSetting(wb, 'Tie-breaks', 'SB, DE');
    await pairNextRound(wb, { pair: pairInOrder });
    expect(setting(wb, 'Tie-breaks at round 1 (locked)')).toBe('SB, DE');
    expect(wb.sheet('Record')).toBeUndefined();
  });

  it('a changed tie-break list is Level 4; confirmed, it is recorded with the previous list and the TRF says so', async () => {
    const wb = await afterRound1();
    await updateReports(wb);
    const locked = setting(wb, 'Tie-breaks at round 1 (locked)') as string;
    await setSetting(wb, 'Tie-breaks', 'SB, DE');
    const before = snapshot(wb);
    const stop = await unconfirmed(updateReports(wb));
    expect(snapshot(wb)).toBe(before);
    expect(stop.decision.unconfirmed.map((u) => u.warning.code)).toEqual(['tiebreaks-changed']);
    expect(stop.problems[0]!.message).toContain(
      `the tie-breaks changed after round 1 was paired: was "${locked}", now "SB, DE" (Level 4)`,
    );
    expect(stop.problems[0]!.message).toMatch(/\n {2}consequence: the standings follow the new list/);
    // pair and export stop the same way
    await unconfirmed(pairNextRound(wb, { pair: pairInOrder }));
    await unconfirmed(exportTrfWithNotes(wb));
    const confirm = stop.decision.unconfirmed[0]!.confirmWith;
    const o = await updateReports(wb, undefined, { confirmed: new Set([confirm]) });
    expect(o.standings.codes).toEqual(['SB', 'DE']);
    expect(o.guardWarnings).toEqual([expect.stringContaining('the tie-breaks changed after round 1 was paired')]);
    expect(wb.sheet('Record')!.values[1]).toEqual([1, 'Tie-breaks changed', `previous: ${locked}; now: SB, DE`]);
    expect(setting(wb, 'Tie-breaks at round 1 (locked)')).toBe('SB, DE');
    // confirmed once: the next command goes on without asking
    expect((await updateReports(wb)).guardWarnings ?? []).toEqual([]);
    const trf = (await exportTrfWithNotes(wb)).text;
    expect(trf).toContain(`\r\n### Tie-breaks changed @ Round 1: previous: ${locked}; now: SB, DE\r\n001 `);
  });

  it('a scoring, PAB value or acceleration change is Level 4 on pair', async () => {
    for (const [label, value, code] of [
      ['Bye value (pairing-allocated bye)', 0.5, 'scoring-changed'],
      ['Points for a win', 3, 'scoring-changed'],
      ['Acceleration', 'Baku', 'acceleration-changed'],
    ] as const) {
      const wb = await afterRound1();
      await setSetting(wb, label, value);
      const stop = await unconfirmed(pairNextRound(wb, { pair: pairInOrder }));
      expect(stop.decision.unconfirmed.map((u) => [u.warning.level, u.warning.code])).toEqual([[4, code]]);
      const o = await pairNextRound(wb, {
        pair: pairInOrder,
        confirmed: new Set([stop.decision.unconfirmed[0]!.confirmWith]),
      });
      expect(o.round).toBe(2);
      expect(wb.sheet('Record')!.values[1]![1]).toBe(
        code === 'scoring-changed' ? 'Scoring changed' : 'Acceleration changed',
      );
    }
  });

  it('a scoring change re-pairs the paired rounds with the new values and says which would differ (Q76-Q77)', async () => {
    // 10 players, three rounds by the engine with wins, draws and losses mixed: under 1-½-0 a win and a loss tie
    // with two draws, under 3-1-0 they do not, and round 3 comes out otherwise with the new values
    const results = ['1-0', '½-½', '0-1'];
    const played = await book(10);
    for (const r of [1, 2, 3]) {
      await pairNextRound(played);
      const state = await readWorkbook(played);
      const sheet = state.roundSheets.get(r)!;
      for (const [i, b] of state.rounds[r - 1]!.boards.entries())
        await played.writeValues(sheet, b.resultCell, [[results[(2 * i + r) % 3]!]]);
    }
    await setSetting(played, 'Points for a win', 3);
    await setSetting(played, 'Points for a draw', 1);
    // a PAB value changed where no round had a PAB: the same pairings
    const even = await book(8);
    await pairNextRound(even);
    await playRound(even, 1);
    await setSetting(even, 'Bye value (pairing-allocated bye)', 0.5);
    for (const [w, expected] of [
      [even, /; the 1 paired round\(s\), re-paired with the new values, come out the same$/],
      [played, /; the 3 paired round\(s\) re-paired with the new values: round\(s\) 3 would be paired differently/],
    ] as const) {
      const stop = await unconfirmed(pairNextRound(w));
      const warning = stop.decision.unconfirmed[0]!;
      expect(warning.warning.code).toBe('scoring-changed');
      expect(warning.warning.message).toMatch(expected);
      await pairNextRound(w, { confirmed: new Set([warning.confirmWith]) });
      expect(String(w.sheet('Record')!.values[1]![2])).toMatch(expected);
    }
  });

  it('forbidden pairs added after round 1 are refused in FIDE mode (Level 5), Level 4 once FIDE mode is left', async () => {
    const wb = await afterRound1();
    await setSetting(wb, 'Forbidden pairs', '1 3');
    const stop = await unconfirmed(
      pairNextRound(wb, { pair: pairInOrder, confirmed: new Set(['forbidden-pairs-added']) }),
    );
    expect(stop.decision.refused.map((w) => w.code)).toEqual(['forbidden-pairs-added']);
    expect(stop.problems[0]!.message).toMatch(
      /forbidden pairs added after round 1 \(1 3\): FIDE mode refuses them \(checklist Q196\); .*fide-mode leave.* \(refused, Level 5\)$/,
    );
    const token = (await unconfirmed(leaveFideMode(wb, { reason: 'forbidden pair 1-3' }))).decision.unconfirmed[0]!
      .confirmWith;
    await leaveFideMode(wb, { reason: 'forbidden pair 1-3', confirmed: new Set([token]) });
    const again = await unconfirmed(pairNextRound(wb, { pair: pairInOrder }));
    expect(again.decision.unconfirmed.map((u) => [u.warning.level, u.warning.code])).toEqual([
      [4, 'forbidden-pairs-changed'],
    ]);
    await pairNextRound(wb, { pair: pairInOrder, confirmed: new Set([again.decision.unconfirmed[0]!.confirmWith]) });
    expect(wb.sheet('Record')!.values.map((r) => r[1])).toEqual(['Event', 'FIDE mode left', 'Forbidden pairs changed']);
  });
});

describe('byes (Q174, Q177-Q179)', () => {
  it('a second half-point bye is Level 3, confirmed by its code', async () => {
    const wb = await book(6, 'dutch', { 6: ['H', undefined, 'H'] });
    await pairNextRound(wb, { pair: pairInOrder });
    await playRound(wb, 1);
    await pairNextRound(wb, { pair: pairInOrder });
    await playRound(wb, 2);
    const stop = await unconfirmed(pairNextRound(wb, { pair: pairInOrder }));
    expect(stop.decision.unconfirmed.map((u) => [u.warning.level, u.confirmWith])).toEqual([
      [3, 'second-half-point-bye-6'],
    ]);
    expect(stop.problems[0]!.message).toMatch(
      /^Players!L7: player 6 \(Player F\) asks for a half-point bye in round 3 after one in round 1/,
    );
    const o = await pairNextRound(wb, { pair: pairInOrder, confirmed: new Set(['second-half-point-bye-6']) });
    expect(o.round).toBe(3);
  });

  it('a full-point bye gets the Level-2 "deprecated" warning and a Record row, a ### line in the TRF', async () => {
    const wb = await book(6, 'dutch', { 2: ['F'] });
    const o = await pairNextRound(wb, { pair: pairInOrder });
    expect(o.warnings).toEqual([
      expect.stringMatching(/player 2 \(Player B\) has a full-point bye in round 1: FIDE deprecates full-point byes/),
    ]);
    expect(wb.sheet('Record')!.values[1]).toEqual([
      1,
      'Full-point bye',
      'player 2 (Player B): full-point bye (deprecated for individuals)',
    ]);
    expect((await exportTrfWithNotes(wb)).text).toContain('### Full-point bye @ Round 1: player 2 (Player B)');
  });
});

describe('TRF: Record rows as ### lines, and back (Q44, Q56)', () => {
  async function leftBook(): Promise<MemoryWorkbook> {
    const wb = await book();
    await pairNextRound(wb, { pair: pairInOrder });
    await playRound(wb, 1);
    const token = (await unconfirmed(leaveFideMode(wb, { reason: "arbiter's decision" }))).decision.unconfirmed[0]!
      .confirmWith;
    await leaveFideMode(wb, { reason: "arbiter's decision", confirmed: new Set([token]) });
    return wb;
  }

  it('TRF-2026 carries every Record row; TRF-16 lists them as not kept', async () => {
    const wb = await leftBook();
    const t26 = await exportTrfWithNotes(wb);
    expect(t26.text.split('\r\n').filter((l) => l.startsWith('###'))).toEqual([
      "### FIDE mode left @ Round 1: arbiter's decision",
    ]);
    const t16 = await exportTrfWithNotes(wb, { format: 'trf16' });
    expect(t16.text).not.toContain('###');
    expect(t16.notes).toContainEqual(
      "1 Record row(s) (TRF16 has no ### comments): ### FIDE mode left @ Round 1: arbiter's decision",
    );
  });

  it('import reads "### FIDE mode left" back into Settings and the Record sheet, marked, and exports it again', async () => {
    const text = (await exportTrfWithNotes(await leftBook())).text;
    const wb = new MemoryWorkbook();
    await importTournament(wb, parseTrf(text));
    expect(setting(wb, 'FIDE mode')).toBe('no');
    expect(setting(wb, 'FIDE mode left in round')).toBe(1);
    expect(wb.sheet('Record')!.values[1]).toEqual([1, 'FIDE mode left', "arbiter's decision"]);
    expect(marks(wb).sort()).toEqual((await wb.listSheets()).sort());
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(state.fideMode!.state.on).toBe(false);
    const again = (await exportTrfWithNotes(wb)).text;
    // round 1 was paired in order (pairInOrder), not by the engine: the import's re-check (Q55) says so too
    expect(again.split('\r\n').filter((l) => l.startsWith('###'))).toEqual([
      "### FIDE mode left @ Round 1: arbiter's decision",
      '### Import @ Round 1: engine 1-4 5-2 3-6 vs recorded 2-1 3-4 6-5',
    ]);
    // and a second round trip adds nothing: the re-check does not repeat what the file already says
    const wb2 = new MemoryWorkbook();
    await importTournament(wb2, parseTrf(again));
    expect((await exportTrfWithNotes(wb2)).text.split('\r\n').filter((l) => l.startsWith('###'))).toHaveLength(2);
  });

  it("a plain TRF imports in FIDE mode with round 1's settings locked", async () => {
    const wb = await book();
    await pairNextRound(wb, { pair: pairInOrder });
    await playRound(wb, 1);
    const imported = new MemoryWorkbook();
    await importTournament(imported, parseTrf((await exportTrfWithNotes(wb)).text));
    expect(setting(imported, 'FIDE mode')).toBe('yes');
    expect(setting(imported, 'Tie-breaks at round 1 (locked)')).toBe(setting(wb, 'Tie-breaks at round 1 (locked)'));
    expect(marks(imported)).toEqual([]);
    expect((await readWorkbook(imported)).problems).toEqual([]);
  });
});
