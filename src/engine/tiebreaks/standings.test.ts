import { cardTournament } from '../../../test/tiebreaks/cards';
import { computeStandings, computeTiebreak, roundContributions, TiebreakError } from './index';

// Four players, 2 rounds: R1 1-2 1-0, 3-4 ½ · R2 3-1 0-1, 2-4 ½. Scores: 1 2.0, 4 1.0, 2 0.5, 3 0.5.
const t = cardTournament([{ card: '2w1 3b1' }, { card: '1b0 4w=' }, { card: '4w= 1w0' }, { card: '3b= 2b=' }]);

describe('computeStandings (C.07 4.2)', () => {
  it('sorts by points and shares ranks where the list cannot separate (1, 2, 3, 3)', () => {
    const s = computeStandings(t, { tiebreaks: [] });
    expect(s.rows.map((r) => [r.id, r.rank, r.points])).toEqual([
      [1, 1, 2],
      [4, 2, 1],
      [2, 3, 0.5],
      [3, 3, 0.5],
    ]);
    expect(s.codes).toEqual([]);
  });

  it('applies the codes in order to each tied group only and reports their values', () => {
    // 2 and 3 on 0.5: BH(2) = 2.0 + 1.0 = 3.0, BH(3) = 1.0 + 2.0 = 3.0 -> tied; SB(2) = 1.0 x ½ = 0.5,
    // SB(3) = 1.0 x ½ = 0.5 -> tied; WIN 0 / 0 -> tied; TPN: 2 before 3
    const s = computeStandings(t, { tiebreaks: ['BH', 'SB', 'WIN', 'TPN'] });
    expect(s.rows.map((r) => [r.id, r.rank])).toEqual([
      [1, 1],
      [4, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(s.rows.find((r) => r.id === 2)?.values).toEqual([3, 0.5, 0, 2]);
    expect(s.codes).toEqual(['BH', 'SB', 'WIN', 'TPN']);
  });

  it('flags ties left after the whole list instead of drawing lots', () => {
    const s = computeStandings(t, { tiebreaks: ['BH'] });
    expect(s.rows.filter((r) => r.rank === 3).map((r) => r.id)).toEqual([2, 3]);
    expect(s.warnings?.join(' ')).toMatch(/lots needed.*2=3/);
  });

  it('sorts players without a value after all valued ones', () => {
    // three players on 0.5; player 3 only had a half-point bye, so he has no opponents' ratings
    const u = cardTournament([{ card: '2w=' }, { card: '1b=' }, { card: 'H' }]);
    // all on 0.5; ARO: 1 -> 2000, 2 -> 2000, 3 -> null (no game) -> 3 last
    const s = computeStandings(u, { tiebreaks: ['ARO'] });
    expect(s.rows.map((r) => [r.id, r.rank, r.values[0]])).toEqual([
      [1, 1, 2000],
      [2, 1, 2000],
      [3, 3, null],
    ]);
  });

  it('computes interim standings after a given round', () => {
    const s = computeStandings(t, { tiebreaks: [], afterRound: 1 });
    expect(s.rows.map((r) => [r.id, r.points])).toEqual([
      [1, 1],
      [3, 0.5],
      [4, 0.5],
      [2, 0],
    ]);
  });

  it('refuses the Buchholz family in a round robin under 2026 and warns under 2024 (Art. 8 note)', () => {
    const rr = cardTournament([{ card: '2w1' }, { card: '1b0' }], { system: 'round-robin' });
    expect(() => computeStandings(rr, { tiebreaks: ['BH'] })).toThrow(
      /BH: the Buchholz family must not be used in round robins/,
    );
    const s = computeStandings(rr, { tiebreaks: ['BH'], rules: 'fide2024' });
    expect(s.warnings?.[0]).toMatch(/not meant for round robins/);
    // the same list is accepted when the caller says the event is a Swiss
    expect(computeStandings(rr, { tiebreaks: ['BH'], roundRobin: false }).rows).toHaveLength(2);
  });

  it('names unknown codes and team codes in its errors', () => {
    expect(() => computeStandings(t, { tiebreaks: ['XYZ'] })).toThrow(TiebreakError);
    expect(() => computeStandings(t, { tiebreaks: ['XYZ'] })).toThrow(/tie-break XYZ: unknown code/);
    expect(() => computeStandings(t, { tiebreaks: ['EMGSB'] })).toThrow(/requires team data/);
    expect(() => computeStandings(t, { tiebreaks: ['BH:MP'] })).toThrow(/requires team data/);
    expect(() => computeStandings(t, { tiebreaks: ['WIN/C1'] })).toThrow(/Cut\/Median modifier does not apply to WIN/);
  });

  it('gives DE as the rank after [PTS, DE]', () => {
    // 2 and 3 on 0.5 never met: DE cannot separate them -> both 3
    expect([...computeTiebreak(t, 'DE').entries()]).toEqual([
      [1, 1],
      [2, 3],
      [3, 3],
      [4, 2],
    ]);
  });

  it('evaluates a code under its own rule edition (/V2024)', () => {
    // three players, a PAB each, 2.0 points each: 1's PAB dummy is 2.0 (2024) vs min(2.0, 1.5) (2026)
    const pab = cardTournament([{ card: 'U 2w1 3b0' }, { card: '3w1 1b0 U' }, { card: '2b0 U 1w1' }]);
    expect(computeTiebreak(pab, 'BH/V2024').get(1)).toBe(computeTiebreak(pab, 'BH', { rules: 'fide2024' }).get(1));
    expect(computeTiebreak(pab, 'BH/V2024').get(1)).not.toBe(computeTiebreak(pab, 'BH').get(1));
  });
});

describe('roundContributions', () => {
  it("gives each round's Buchholz and Sonneborn-Berger contribution, dummies included", () => {
    // three players, a PAB each, 2.0 points each. Player 1: PAB (dummy min(2.0, ½ x 3) = 1.5, x 1 point),
    // beat 2 (2.0 x 1), lost to 3 (2.0 x 0)
    const pab = cardTournament([{ card: 'U 2w1 3b0' }, { card: '3w1 1b0 U' }, { card: '2b0 U 1w1' }]);
    expect(roundContributions(pab, 1)).toEqual([
      { round: 1, buchholz: 1.5, sonnebornBerger: 1.5 },
      { round: 2, buchholz: 2, sonnebornBerger: 2 },
      { round: 3, buchholz: 2, sonnebornBerger: 0 },
    ]);
    // 2024: the dummy is the player's own final score, 2.0
    expect(roundContributions(pab, 1, { rules: 'fide2024' })[0]).toEqual({ round: 1, buchholz: 2, sonnebornBerger: 2 });
  });

  it('has no contribution for the free round of a round robin', () => {
    const rr = cardTournament([{ card: '2w1 Z' }, { card: '1b0 .' }], { system: 'round-robin' });
    expect(roundContributions(rr, 1)[1]).toEqual({ round: 2, buchholz: null, sonnebornBerger: null });
  });
});
