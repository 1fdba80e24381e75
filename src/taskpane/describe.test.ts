import type { Outcome } from '../excel/outcome';
import { clock, describeOutcome, problemLine, problemsOf } from './describe';

const done = (action: Outcome['action'], detail: Extract<Outcome, { kind: 'done' }>['detail']): Outcome => ({
  kind: 'done',
  action,
  syncs: 3,
  detail,
});

describe('what the pane says about an outcome', () => {
  it('names the round, the boards, the sheet and the bye', () => {
    expect(describeOutcome(done('pairNextRound', { round: 4, boards: 7, sheet: 'Round 4', pab: 15 }), 'en')).toBe(
      'Round 4 paired: 7 boards on sheet "Round 4". Bye: player 15.',
    );
    expect(describeOutcome(done('repairLastRound', { round: 4, boards: 7, sheet: 'Tur 4', pab: null }), 'tr')).toBe(
      '4. tur eşlendirildi: "Tur 4" sayfasında 7 masa.',
    );
  });

  it('says what every other action did', () => {
    expect(describeOutcome(done('updateStandings', { sheets: ['Standings'] }), 'en')).toBe('Updated: Standings.');
    expect(describeOutcome(done('checkRound', { round: 2, findings: [], matchesEngine: true }), 'en')).toBe(
      'Round 2 checked: 0 finding(s); the engine pairs it the same way.',
    );
    expect(
      describeOutcome(
        done('checkRound', { round: 2, findings: [{ level: 'warning', message: 'x' }], matchesEngine: false }),
        'en',
      ),
    ).toContain('pairs it differently');
    expect(describeOutcome(done('exportTrf', { fileName: 'Open.trf', trf: '012 Open' }), 'en')).toBe(
      'TRF ready: Open.trf.',
    );
    expect(
      describeOutcome(done('exportPgn', { round: 3, fileName: 'Open-round-3.pgn', pgn: '[Event "Open"]' }), 'en'),
    ).toBe('PGN of round 3 ready: Open-round-3.pgn.');
    expect(
      describeOutcome(done('exportPgn', { round: 3, fileName: 'Open-round-3.pgn', pgn: '[Event "Open"]' }), 'fa'),
    ).toBe('PGN دور 3 آماده است: Open-round-3.pgn.');
    expect(describeOutcome(done('drawLot', { drawnColour: 'b' }), 'tr')).toBe('Kura sonucu 1 numara: siyah.');
    expect(describeOutcome(done('enterResult', { sheet: 'Round 1', cell: 'F3', value: '' }), 'en')).toBe(
      'Result (empty) entered in Round 1!F3.',
    );
    expect(describeOutcome(done('undoLastRound', { round: 2, sheet: 'Round 2' }), 'en')).toBe(
      'Round 2 undone (sheet "Round 2" removed).',
    );
    expect(
      describeOutcome(
        { kind: 'problems', action: 'pairNextRound', problems: [{ level: 'error', message: 'a' }] },
        'en',
      ),
    ).toBe('Nothing was written: 1 problem(s), listed below.');
    expect(
      describeOutcome({ kind: 'failed', action: 'exportTrf', message: 'Excel could not finish: busy' }, 'fa'),
    ).toBe('Excel could not finish: busy');
  });

  it('brings problems, check findings and undo notes to the list, each with its place', () => {
    const problem = { level: 'error' as const, sheet: 'Round 3', cell: 'F7', message: 'board 5 (9 - 4) has no result' };
    expect(problemsOf({ kind: 'problems', action: 'pairNextRound', problems: [problem] })).toEqual([problem]);
    expect(problemLine(problem)).toBe('Round 3!F7: board 5 (9 - 4) has no result');
    const finding = {
      level: 'warning' as const,
      severity: 'high' as const,
      sheet: 'Round 2',
      cell: 'B4',
      message: 'repeat game',
    };
    expect(problemsOf(done('checkRound', { round: 2, findings: [finding] }))).toEqual([finding]);
    expect(
      problemsOf(done('undoLastRound', { notes: ['Settings!B13 was changed after the pairing; left as it is'] })),
    ).toEqual([{ level: 'warning', message: 'Settings!B13 was changed after the pairing; left as it is' }]);
    expect(problemsOf(done('setup', { notes: ['Settings!B2'] }))).toEqual([]);
  });

  it("prints times in the arbiter's local time", () => {
    expect(clock(new Date(2025, 2, 1, 9, 5, 7))).toBe('09:05:07');
    expect(clock(new Date(2025, 2, 1, 21, 30, 0))).toBe('21:30:00');
  });
});
