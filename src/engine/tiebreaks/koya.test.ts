import { cardTournament } from '../../../test/tiebreaks/cards';
import { STANDARD_SCORING } from '../model';
import { computeStandings, computeTiebreak } from './index';

/**
 * A 5-player single round robin (each player has one free round) whose scores are 3, 2.5, 2, 1.5, 1:
 * R1 1-2 1-0, 3-4 ½ · R2 1-3 1-0, 4-5 1-0 · R3 2-3 ½, 1-5 0-1 · R4 2-4 1-0, 3-5 1-0 · R5 1-4 1-0, 2-5 ½.
 * Free rounds: 5 in R1, 2 in R2, 4 in R3, 1 in R4, 3 in R5.
 */
const rr = cardTournament(
  [
    { card: '2w1 3w1 5b0 Z 4w1' }, // 3.0
    { card: '1b0 Z 3w= 4w1 5w=' }, // 2.0
    { card: '4w= 1b0 2b= 5w1 Z' }, // 2.0
    { card: '3b= 5w1 Z 2b0 1b0' }, // 1.5
    { card: 'Z 4b0 1w1 3b0 2b=' }, // 1.5
  ],
  { system: 'round-robin' },
);

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
    expect(standings.rows.map((r) => [r.id, r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
      [5, 4],
      [4, 5],
    ]);
    // the booklet's own example, where the extension separates a tie, is in test/tiebreaks/booklet-examples.test.ts
  });
});

/**
 * Maximum possible score from the scheduled games (tiebreaks.md 4.4: win x games a player could play; the rest
 * round of an odd field is not a game and is excluded from Koya's threshold, other-systems.md 1.4).
 */
describe('Koya maximum possible score: games scheduled against the players who count', () => {
  const restWorth = (pab: number) => ({ ...STANDARD_SCORING, pab });

  it('an odd round robin whose rest round is worth 1 point: the line stays at 50 % of the 4 games (2 points)', () => {
    // the table above with the rest recorded as the engine records it (U) and worth 1 point (booklet):
    // totals become 4, 3, 3, 2.5, 2.5, but the scores from games are still 3, 2, 2, 1.5, 1.5, so the qualifying
    // players are still 1, 2, 3 and every Koya score is what it is when the rest round is worth nothing.
    const cards = [
      '2w1 3w1 5b0 U 4w1',
      '1b0 U 3w= 4w1 5w=',
      '4w= 1b0 2b= 5w1 U',
      '3b= 5w1 U 2b0 1b0',
      'U 4b0 1w1 3b0 2b=',
    ];
    const rr1 = cardTournament(
      cards.map((card) => ({ card })),
      { system: 'round-robin', scoring: restWorth(1) },
    );
    const rr0 = cardTournament(
      cards.map((card) => ({ card })),
      { system: 'round-robin', scoring: restWorth(0) },
    );
    expect(computeStandings(rr1, { tiebreaks: [] }).rows.map((r) => r.points)).toEqual([4, 3, 3, 2.5, 2.5]);
    const ks1 = computeTiebreak(rr1, 'KS');
    expect([1, 2, 3, 4, 5].map((id) => ks1.get(id))).toEqual([2, 0.5, 0.5, 0.5, 1.5]);
    const ks0 = computeTiebreak(rr0, 'KS');
    expect([1, 2, 3, 4, 5].map((id) => ks0.get(id))).toEqual([1, 2, 3, 4, 5].map((id) => ks1.get(id)));
    // the limit modifier moves the same line: KS/L+1 = 2.5 -> only player 1 (3 from games, 4 in total)
    // qualifies, and only player 5 scored against him
    const raised = computeTiebreak(rr1, 'KS/L+1');
    expect([1, 2, 3, 4, 5].map((id) => raised.get(id))).toEqual([0, 0, 0, 0, 1]);
    // and extended Koya ranks the same way under both conventions
    const ranks = (t: typeof rr0) => computeStandings(t, { tiebreaks: ['KSX'] }).rows.map((r) => [r.id, r.rank]);
    expect(ranks(rr1)).toEqual(ranks(rr0));
  });

  /**
   * 7 players (rest against the dummy 8 of a circle table), single round robin. Player 7 beats 2 (R1), draws 4
   * (R2), then withdraws: his later games are forfeits. 2 of 6 games completed < 50 %, so neither his points nor
   * the points against him count (other-systems.md 1.7) and the standings run on players 1-6, each with 5 games
   * scheduled against players who count (6 rounds of 7 minus the one against player 7; one round is the rest).
   * Games among 1-6: 1-2 ½, 1-3 1-0, 1-4 1-0, 1-5 ½, 1-6 1-0, 2-3 ½, 2-4 1-0, 2-5 1-0, 2-6 ½, 3-4 ½, 3-5 1-0,
   * 3-6 1-0, 4-5 1-0, 4-6 1-0, 5-6 1-0 -> counted scores 4, 3.5, 3, 2.5, 1.5, 0.5.
   */
  const FULL = [
    'R 3b1 5b= 7b+ 2b= 4b1 6b1',
    '7b0 R 4w1 6w= 1w= 3w= 5w1',
    '6w1 1w0 R 5b1 7b+ 2b= 4b=',
    '5b1 7b= 2b0 R 6w1 1w0 3w=',
    '4w0 6w1 1w= 3w0 R 7b+ 2b0',
    '3b0 5b0 7b+ 2b= 4b0 R 1w0',
    '2w1 4w= 6w- 1w- 3w- 5w- R',
  ];
  /** What the standings see (src/workbook/round-robin-standings.ts countedTournament): player 7 gone, no game against him. */
  const counted = (rest: string) =>
    FULL.slice(0, 6).map((card) => ({
      card: card
        .split(' ')
        .map((token) => (token === 'R' ? rest : token.startsWith('7') ? '.' : token))
        .join(' '),
    }));

  it.each([
    [0, 'Z'],
    [0, 'U'],
    [1, 'U'],
  ])(
    'an odd field after a withdrawal under the 50 %% rule: line 2.5 of 5 games (rest worth %d, coded %s)',
    (pab, rest) => {
      const t = cardTournament(counted(rest), { system: 'round-robin', scoring: restWorth(pab) });
      expect(computeStandings(t, { tiebreaks: [] }).rows.map((r) => r.points)).toEqual(
        [4, 3.5, 3, 2.5, 1.5, 0.5].map((p) => p + pab),
      );
      // qualifying: 1 (4), 2 (3.5), 3 (3), 4 (2.5). KS(1) = ½ (2) + 1 (3) + 1 (4); KS(2) = ½ (1) + ½ (3) + 1 (4);
      // KS(3) = 0 + ½ (2) + ½ (4); KS(4) = ½ (3); KS(5) = ½ (1); KS(6) = ½ (2)
      const ks = computeTiebreak(t, 'KS');
      expect([1, 2, 3, 4, 5, 6].map((id) => ks.get(id))).toEqual([2.5, 2, 1, 0.5, 0.5, 0.5]);
    },
  );
});
