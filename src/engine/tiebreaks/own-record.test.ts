import { cardTournament } from '../../../test/tiebreaks/cards';
import { computeStandings, computeTiebreak } from './index';

describe('own-record tie-breaks (C.07 Art. 7)', () => {
  // 1: won 2 with black, drew 3, PAB, double forfeit against 4, half-point bye.
  const t = cardTournament([
    { card: '2b1 3w= U 4w- H' },
    { card: '1w0 U 3b1 . .' },
    { card: 'U 1b= 2w0 . .' },
    { card: '. . . 1b- .' },
  ]);

  it('WIN / WON / BPG / BWG', () => {
    expect(computeTiebreak(t, 'WIN').get(1)).toBe(2); // game + PAB
    expect(computeTiebreak(t, 'WON').get(1)).toBe(1);
    expect(computeTiebreak(t, 'BPG').get(1)).toBe(1); // R1; the R4 forfeit never counts
    expect(computeTiebreak(t, 'BWG').get(1)).toBe(1);
  });

  it('PS: sum of running scores; PS-C1 drops round 1', () => {
    // running 1, 1.5, 2.5, 2.5, 3.0 -> 10.5; without round 1: 9.5
    expect(computeTiebreak(t, 'PS').get(1)).toBe(10.5);
    expect(computeTiebreak(t, 'PS-C1').get(1)).toBe(9.5);
  });

  it('REP: rounds minus half/zero-point byes and forfeit losses', () => {
    expect(computeTiebreak(t, 'REP').get(1)).toBe(3); // 5 - forfeit loss - HPB
    expect(computeTiebreak(t, 'GE').get(1)).toBe(3);
  });

  it('STD: more than the scheduled opponent 1, equal ½; unpaired rounds compared with a draw', () => {
    // R1 1 > 0: 1; R2 ½ = ½: ½; R3 PAB 1 > draw: 1; R4 double forfeit 0 = 0: ½ (by the text); R5 HPB = draw: ½
    expect(computeTiebreak(t, 'STD').get(1)).toBe(3.5);
  });

  it('TPN: lower pairing number ranks higher; /R reverses', () => {
    const even = cardTournament([{ card: '2w=' }, { card: '1b=' }]);
    expect(computeStandings(even, { tiebreaks: ['TPN'] }).rows.map((r) => r.id)).toEqual([1, 2]);
    expect(computeStandings(even, { tiebreaks: ['TPN/R'] }).rows.map((r) => [r.id, r.rank])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('RTNG: higher rating ranks higher; /R reverses', () => {
    const even = cardTournament([
      { rating: 1900, card: '2w=' },
      { rating: 2100, card: '1b=' },
    ]);
    expect(computeStandings(even, { tiebreaks: ['RTNG'] }).rows.map((r) => r.id)).toEqual([2, 1]);
    expect(computeStandings(even, { tiebreaks: ['RTNG/R'] }).rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('round robins: a forfeit loss counts for REP under 2024 (a game, 15.2), not under 2026', () => {
    const rr = cardTournament([{ card: '2w- 3b1' }, { card: '1b+ .' }, { card: '. 1w0' }], { system: 'round-robin' });
    expect(computeTiebreak(rr, 'REP').get(1)).toBe(1);
    expect(computeTiebreak(rr, 'REP', { rules: 'fide2024' }).get(1)).toBe(2);
  });
});
