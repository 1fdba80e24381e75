import { cardTournament } from '../../../test/tiebreaks/cards';
import { computeStandings, computeTiebreak } from './index';

/**
 * A 5-player single round robin (each player has one free round) whose scores are 3, 2.5, 2, 1.5, 1:
 * R1 1-2 1-0, 3-4 ½ · R2 1-3 1-0, 4-5 1-0 · R3 2-3 ½, 1-5 0-1 · R4 2-4 1-0, 3-5 1-0 · R5 1-4 1-0, 2-5 ½.
 * Free rounds: 5 in R1, 2 in R2, 4 in R3, 1 in R4, 3 in R5.
 */
const rr = cardTournament([
  { card: '2w1 3w1 5b0 Z 4w1' }, // 3.0
  { card: '1b0 Z 3w= 4w1 5w=' }, // 2.0
  { card: '4w= 1b0 2b= 5w1 Z' }, // 2.0
  { card: '3b= 5w1 Z 2b0 1b0' }, // 1.5
  { card: 'Z 4b0 1w1 3b0 2b=' }, // 1.5
], { system: 'round-robin' });

describe('Koya (C.07 9.2)', () => {
  it('counts points against opponents with at least 50 % of the maximum (odd round robin: 4 games -> 2)', () => {
    // qualifying: 1 (3.0), 2 (2.0), 3 (2.0). KS(1) = 1 (vs 2) + 1 (vs 3) = 2; KS(4) = ½ (vs 3) = 0.5;
    // KS(5) = 1 (vs 1) + ½ (vs 2) = 1.5
    const ks = computeTiebreak(rr, 'KS');
    expect([1, 2, 3, 4, 5].map((id) => ks.get(id))).toEqual([2, 0.5, 0.5, 0.5, 1.5]);
  });

  it('moves the line by half-point steps (KS/L-1 = 1.5) or sets it as a percentage', () => {
    // line 1.5: everybody qualifies -> KS = own score
    const lowered = computeTiebreak(rr, 'KS/L-1');
    expect([1, 2, 3, 4, 5].map((id) => lowered.get(id))).toEqual([3, 2, 2, 1.5, 1.5]);
    // 75 % of 4 = 3: only player 1 qualifies
    const raised = computeTiebreak(rr, 'KS/L75');
    expect([1, 2, 3, 4, 5].map((id) => raised.get(id))).toEqual([0, 0, 0, 0, 1]);
  });

  it('extended Koya lowers the line to the next score group while the tie persists (booklet)', () => {
    // 2 and 3 tie on 2.0 and on KS 0.5 (their mutual draw). Next score group below 2.0 is 1.5 (players 4, 5):
    // 2: ½ (3) + 1 (4) + ½ (5) = 2.0; 3: ½ (2) + ½ (4) + 1 (5) = 2.0 -> still tied, no lower group: stays tied.
    // 4 and 5 on 1.5 separate at the first line: 4 has ½, 5 has 1.5 -> 5 ahead.
    const standings = computeStandings(rr, { tiebreaks: ['KSX'] });
    expect(standings.rows.map((r) => [r.id, r.rank])).toEqual([[1, 1], [2, 2], [3, 2], [5, 4], [4, 5]]);
    // the booklet's own example, where the extension separates a tie, is in test/tiebreaks/booklet-examples.test.ts
  });
});
