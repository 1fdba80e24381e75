import { computeStandings, resolveTiebreak, TiebreakError } from '../../src/engine/tiebreaks';
import { buildTournament } from '../support/tournament-builder';

// FIDE program-acceptance checklist (fide-acceptance.md §7), hard fails Q104 and Q105.
describe('round-robin tie-breaks (Q104, Q105)', () => {
  // a 4-player single round robin, all games played
  const t = {
    ...buildTournament(['4w1 3b= 2w0', '3w0 4b1 1b1', '2b1 1w= 4b=', '1b0 2w0 3w='], { totalRounds: 3 }),
    system: 'round-robin' as const,
  };

  test('Q104: every mandatory round-robin tie-break is there and computes', () => {
    const mandatory = [
      'DE',
      'BPG',
      'BWG',
      'REP',
      'STD',
      'SB',
      'SB-C1',
      'SB-C2',
      'RTNG',
      'RTNG/R',
      'WIN',
      'TPN',
      'TPN/R',
      'KS',
      'KS-L1',
      'KS-L2',
      'KS-L-1',
      'KS-L-2',
    ];
    for (const code of mandatory) {
      expect(() => resolveTiebreak(code)).not.toThrow();
      const s = computeStandings(t, { rules: 'fide2026', tiebreaks: [code], roundRobin: true });
      expect(s.rows).toHaveLength(4);
    }
  });

  test('Q105: the Buchholz family is refused in a round robin under the 2026 rules', () => {
    for (const code of ['BH', 'FB', 'AOB']) {
      expect(() => computeStandings(t, { rules: 'fide2026', tiebreaks: [code], roundRobin: true })).toThrow(
        TiebreakError,
      );
    }
  });
});
