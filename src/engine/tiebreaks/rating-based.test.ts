import { cardTournament } from '../../../test/tiebreaks/cards';
import { computeTiebreak } from './index';
import { expectedScore, ratingDifference, roundHalfUp } from './rating-tables';

describe('rating tables (FIDE Rating Regulations 8.1a / 8.1b)', () => {
  it('maps a fractional score to a rating difference, symmetric below .50', () => {
    expect(ratingDifference(75)).toBe(193);
    expect(ratingDifference(50)).toBe(0);
    expect(ratingDifference(100)).toBe(800);
    expect(ratingDifference(33)).toBe(-125); // -dp(.67)
    expect(ratingDifference(0)).toBe(-800);
  });

  it('maps a rating difference to an expected score on the full scale', () => {
    expect(expectedScore(0)).toBe(50);
    expect(expectedScore(3)).toBe(50);
    expect(expectedScore(4)).toBe(51);
    expect(expectedScore(735)).toBe(99);
    expect(expectedScore(736)).toBe(100);
    expect(expectedScore(-100)).toBe(36); // 1 - .64
  });

  it('rounds half up', () => {
    expect(roundHalfUp(21697, 9)).toBe(2411);
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(7, 3)).toBe(2);
  });
});

describe('rating-based tie-breaks (C.07 Art. 10)', () => {
  // Player 1 (2000): beat 2 (1800), drew 3 (2200), lost to 4 (2400), forfeit win against 5 (1000), then a PAB.
  const t = cardTournament([
    { rating: 2000, card: '2w1 3b= 4w0 5b+ U' },
    { rating: 1800, card: '1b0' },
    { rating: 2200, card: '. 1w=' },
    { rating: 2400, card: '. . 1b1' },
    { rating: 1000, card: '. . . 1w-' },
  ]);

  it('ARO: opponents met over the board only, rounded half up', () => {
    // (1800 + 2200 + 2400) / 3 = 2133.33 -> 2133; the forfeit and the PAB do not count
    expect(computeTiebreak(t, 'ARO').get(1)).toBe(2133);
    // ARO-C1 drops 1800: 4600 / 2 = 2300
    expect(computeTiebreak(t, 'ARO-C1').get(1)).toBe(2300);
    // legacy keeps one decimal: 2133.3
    expect(computeTiebreak(t, 'ARO', { rules: 'legacy' }).get(1)).toBe(2133.3);
  });

  it('TPR: rounded ARO + dp(p), p rounded to 2 decimals', () => {
    // 1.5 / 3 = .50 -> dp 0 -> 2133
    expect(computeTiebreak(t, 'TPR').get(1)).toBe(2133);
    // player 4: 1/1 = 1.00 -> 2000 + 800; player 2: 0/1 -> 2000 - 800
    expect(computeTiebreak(t, 'TPR').get(4)).toBe(2800);
    expect(computeTiebreak(t, 'TPR').get(2)).toBe(1200);
  });

  it('PTP: the lowest rating whose expected score reaches the points', () => {
    // needs 1.5 (150 hundredths) against 1800, 2200, 2400. At R = 2134: D = +334 (.88), -66 (.41), -266 (.18)
    // = 147 < 150; at R = 2135: +335 (.88), -65 (.41), -265 (.18) = 147; ... the first R reaching 150 is found
    // by scanning: the expected score only changes at table boundaries.
    const ptp = computeTiebreak(t, 'PTP').get(1) as number;
    const expected = (r: number) => expectedScore(r - 1800) + expectedScore(r - 2200) + expectedScore(r - 2400);
    expect(expected(ptp)).toBeGreaterThanOrEqual(150);
    expect(expected(ptp - 1)).toBeLessThan(150);
    // no points: lowest-rated opponent - 800
    expect(computeTiebreak(t, 'PTP').get(2)).toBe(1200);
    // all points against one opponent: beyond 735 points above him
    expect(computeTiebreak(t, 'PTP').get(4)).toBe(2000 + 736);
  });

  it("APRO / APPO: averages of the opponents' TPR / PTP", () => {
    // player 2 met only player 1: APRO(2) = TPR(1) = 2133
    expect(computeTiebreak(t, 'APRO').get(2)).toBe(2133);
    expect(computeTiebreak(t, 'APPO').get(2)).toBe(computeTiebreak(t, 'PTP').get(1));
  });

  it('a player without games over the board has no value', () => {
    const lonely = cardTournament([
      { rating: 2000, card: 'U 2w+' },
      { rating: 1900, card: '. 1b-' },
    ]);
    expect(computeTiebreak(lonely, 'ARO').get(1)).toBeNull();
    expect(computeTiebreak(lonely, 'TPR').get(1)).toBeNull();
  });

  it('does not apply when any player is unrated, unless a rating for unrated players is given', () => {
    const withUnrated = cardTournament([
      { rating: 2000, card: '2w1' },
      { rating: 0, card: '1b0' },
      { rating: 1500, card: '' },
    ]);
    expect(computeTiebreak(withUnrated, 'ARO').get(2)).toBeNull();
    expect(computeTiebreak(withUnrated, 'RTNG').get(1)).toBeNull();
    expect(computeTiebreak(withUnrated, 'ARO/U1400').get(1)).toBe(1400);
    expect(computeTiebreak(withUnrated, 'RTNG/U1400').get(2)).toBe(1400);
  });

  it('round robins: forfeits are not games for rating codes in 2026, but were in 2024 (15.2)', () => {
    const rr = cardTournament(
      [
        { rating: 2000, card: '2w1 3b+' },
        { rating: 1800, card: '1b0 .' },
        { rating: 2200, card: '. 1w-' },
      ],
      { system: 'round-robin' },
    );
    expect(computeTiebreak(rr, 'ARO').get(1)).toBe(1800);
    expect(computeTiebreak(rr, 'ARO', { rules: 'fide2024' }).get(1)).toBe(2000); // (1800 + 2200) / 2
  });
});
