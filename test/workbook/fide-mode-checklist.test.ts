import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { readWorkbook } from '../../src/workbook/read';
import type { PairingSystemId } from '../../src/engine/model';
import { computeStandings, resolveTiebreak } from '../../src/engine/tiebreaks';
import { buildTournament } from '../support/tournament-builder';
import { pairInOrder } from './pair-double';
import { memoryBook, settingRow } from './fide-mode-support';

/**
 * The checklist points item 5 of #21 names (fide-acceptance.md §7, §8, §11, §13): Q104/Q199 mandatory tie-breaks
 * present, Q105 no Buchholz family for round robins in FIDE mode, Q108 printable rules for a non-Baku
 * acceleration, Q170 withdrawn players marked in the standings.
 */

function book(
  n: number,
  system: PairingSystemId = 'dutch',
  withdrawnAfter: Record<number, number> = {},
): Promise<MemoryWorkbook> {
  return memoryBook('Checklist Open', n, system, { withdrawnAfter });
}

describe('Q104, Q199: every mandatory tie-break is there', () => {
  // Q104's round-robin list; the Swiss list's 2026 additions (RTNG asc/desc, STD, TPN asc/desc, REP for GE)
  const roundRobin = [
    'DE',
    'BPG',
    'BWG',
    'REP',
    'STD',
    'SB',
    'SB/C1',
    'SB/C2',
    'RTNG',
    'RTNG/R',
    'WIN',
    'TPN',
    'TPN/R',
    'KS',
    'KS/L1',
    'KS/L2',
    'KS/L-1',
    'KS/L-2',
  ];
  const swiss = [
    'BH',
    'BH/C1',
    'BH/C2',
    'BH/M1',
    'FB',
    'AOB',
    'ARO',
    'ARO/C1',
    'PS',
    'WON',
    'TPR',
    'PTP',
    'APRO',
    'APPO',
  ];

  it('each code resolves and gives standings for a finished event', () => {
    const t = buildTournament(['2w1 3b= 4w1', '1b0 4w1 3b=', '4w0 1w= 2w=', '3b1 2b0 1b0'], { totalRounds: 3 });
    for (const code of [...roundRobin, ...swiss]) {
      expect(() => resolveTiebreak(code)).not.toThrow();
      const s = computeStandings(t, { rules: 'fide2026', tiebreaks: [code], afterRound: 3 });
      expect(s.rows).toHaveLength(4);
    }
  });
});

describe('Q105: the Buchholz family is not offered for round robins in FIDE mode', () => {
  it.each([['BH-C1, DE'], ['SB, FB'], ['AOB']])(
    '"%s" in a round robin is refused at the Tie-breaks cell',
    async (list) => {
      const wb = await book(6, 'round-robin');
      const row = settingRow(wb, 'Tie-breaks');
      await wb.writeValues('Settings', `B${row + 1}`, [[list]]);
      const problems = (await readWorkbook(wb)).problems;
      expect(problems.map((p) => `${p.sheet}!${p.cell}`)).toEqual([`Settings!B${row + 1}`]);
      expect(problems[0]!.message).toMatch(
        /the Buchholz family is not used in round robins in FIDE mode \(C\.07 Art\. 8; checklist Q105\)/,
      );
    },
  );

  it('a Swiss keeps its Buchholz tie-breaks, and a round robin its default list', async () => {
    expect((await readWorkbook(await book(6))).problems).toEqual([]);
    expect((await readWorkbook(await book(6, 'round-robin'))).problems).toEqual([]);
  });
});

describe('Q108: printable rules for an acceleration other than Baku', () => {
  it("pairing round 1 with the arbiter's table writes the Acceleration rules sheet, its groups by virtual points", async () => {
    const wb = await book(8);
    await wb.writeValues('Settings', `B${settingRow(wb, 'Acceleration') + 1}`, [['table']]);
    await wb.ensureSheet('Acceleration');
    await wb.writeValues('Acceleration', 'A1', [
      ['No', 1, 2, 3, 4, 5],
      ...[1, 2, 3, 4].map((id) => [id, 1, 1, 0, 0, 0]),
    ]);
    await pairNextRound(wb, { pair: pairInOrder });
    const rules = wb.sheet('Acceleration rules')!.values;
    expect(rules[0]).toEqual(['Acceleration rules']);
    expect(rules[1]![0]).toMatch(/^1\. Method: the arbiter's table \(not the Baku acceleration of C\.04\.7\)/);
    expect(rules[3]![0]).toMatch(/for the pairing only/);
    expect(rules.slice(6)).toEqual([
      ['Players (No)', 'Round 1', 'Round 2', 'Round 3', 'Round 4', 'Round 5'],
      ['1-4', 1, 1, 0, 0, 0],
      ['5-8', 0, 0, 0, 0, 0],
    ]);
  });

  it('Baku and no acceleration get no rules sheet (Baku is C.04.7 itself)', async () => {
    for (const a of ['Baku', 'none']) {
      const wb = await book(8);
      await wb.writeValues('Settings', `B${settingRow(wb, 'Acceleration') + 1}`, [[a]]);
      await pairNextRound(wb, { pair: pairInOrder });
      expect(wb.sheet('Acceleration rules')).toBeUndefined();
    }
  });
});

describe('Q170: withdrawn players are marked in the standings', () => {
  it.each([['dutch'], ['round-robin']] as const)(
    '%s: the name says withdrawn after round N, in the sheet language',
    async (system) => {
      const wb = await book(6, system, { 6: 1 });
      await pairNextRound(wb, { pair: pairInOrder });
      const state = await readWorkbook(wb);
      for (const b of state.rounds[0]!.boards) await wb.writeValues(state.roundSheets.get(1)!, b.resultCell, [['1-0']]);
      await updateReports(wb);
      const names = wb.sheet('Standings')!.values.map((r) => r[3]);
      expect(names).toContain('Player F (withdrawn after round 1)');
      expect(names).toContain('Player E');
      expect(names.filter((n) => typeof n === 'string' && n.includes('withdrawn'))).toHaveLength(1);
    },
  );
});
