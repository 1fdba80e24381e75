import { cardTournament } from '../../../../test/tiebreaks/cards';
import { STANDARD_SCORING } from '../../model';
import { computeTiebreak } from '../index';
import { toCardRound } from '../unplayed-rounds';
import { legacyAdjustedScore, virtualOpponentScore } from './virtual-opponent';

const card = (codes: string[]) =>
  codes.map((c, i) =>
    toCardRound(
      /^[UFHZ]$/.test(c)
        ? { opponent: 0, colour: null, result: c as 'U' }
        : c === '.'
          ? null
          : { opponent: 99, colour: 'w', result: c as '1' },
      i + 1,
      STANDARD_SCORING,
    ),
  );

describe('legacy (booklet / FIDE 2009) unplayed rounds', () => {
  it('adjusted score: every round not played over the board counts ½', () => {
    // booklet card 1 0 ½ + 1 0 0: 3.5 points, the forfeit win counts ½ -> 3.0
    expect(legacyAdjustedScore(card(['1', '0', '=', '+', '1', '0', '0']), STANDARD_SCORING)).toBe(3);
    // 1, +, -, then absent: 1 + ½ + ½ + 4 x ½ = 4.0 (booklet Tablo 3)
    expect(legacyAdjustedScore(card(['1', '+', '-', '.', '.', '.', '.']), STANDARD_SCORING)).toBe(4);
  });

  it('virtual opponent: score before + (1 - points in the round) + ½ per remaining round', () => {
    // Sener's round-2 forfeit win: 1 + (1 - 1) + ½ x 5 = 3.5
    expect(virtualOpponentScore(card(['1', '+', '1', '=', '1', '0', '1']), 1, STANDARD_SCORING)).toBe(3.5);
    // hypothetical round-3 forfeit loss after 1, +: 2 + (1 - 0) + ½ x 4 = 5.0
    expect(virtualOpponentScore(card(['1', '+', '-', '.', '.', '.', '.']), 2, STANDARD_SCORING)).toBe(5);
  });

  it('cuts the plain lowest value (no VUR preference)', () => {
    // 3 rounds: 1 takes a half-point bye, beats 2, loses to 3; 2 and 3 have byes in their other rounds
    const t = cardTournament([{ card: 'H 2w1 3b0' }, { card: 'U 1b0 Z' }, { card: 'Z U 1w1' }]);
    // adj(2) = ½ (PAB) + 0 + ½ (Z) = 1.0; adj(3) = ½ + ½ + 1 = 2.0; virtual R1 = 0 + (1 - ½) + ½ x 2 = 1.5
    expect(computeTiebreak(t, 'BH', { rules: 'legacy' }).get(1)).toBe(4.5);
    // Cut-1 removes the lowest, 1.0 (C.07 would remove the HPB's dummy first)
    expect(computeTiebreak(t, 'BH-C1', { rules: 'legacy' }).get(1)).toBe(3.5);
  });
});

describe('booklet-only methods', () => {
  it('Kashdan: 4 / 2 / 1, points without playing 2, pointless unplayed rounds 0 unless /A', () => {
    const t = cardTournament([{ card: '2w1 2b0 2w= U 2b1 2w0 2b0' }, { card: '1b0 1w1 1b= . 1w0 1b1 1w1' }]);
    // 4 + 1 + 2 + 2 + 4 + 1 + 1 = 15 (the booklet's card, with a PAB for the unplayed point)
    expect(computeTiebreak(t, 'KASH').get(1)).toBe(15);
    // player 2: 1 + 4 + 2 + 0 (not paired) + 1 + 4 + 4 = 16; with /A1 the absent round counts 1: 17
    expect(computeTiebreak(t, 'KASH').get(2)).toBe(16);
    expect(computeTiebreak(t, 'KASH/A1').get(2)).toBe(17);
  });

  it("TPR350: opponents' ratings limited to 350 points from the player's own (booklet, interpretation)", () => {
    // 2000 beat 2500 and 1500: C.07 TPR = 2000 + 800; TPR350 = (2350 + 1650) / 2 + 800 = 2800 as well,
    // but against 2500 and 2500 with 1 point: C.07 2500 + 0; TPR350 2350 + 0
    const t = cardTournament([
      { rating: 2000, card: '2w1 3b0' },
      { rating: 2500, card: '1b0' },
      { rating: 2500, card: '. 1w1' },
    ]);
    expect(computeTiebreak(t, 'TPR').get(1)).toBe(2500);
    expect(computeTiebreak(t, 'TPR350').get(1)).toBe(2350);
  });

  it("Buchholz of Buchholz: the sum of the opponents' Buchholz over games played", () => {
    const t = cardTournament([{ card: '2w1 3b1' }, { card: '1b0 3w=' }, { card: '2b= 1w0' }]);
    // BH(2) = 2 + 0.5 = 2.5, BH(3) = 0.5 + 2 = 2.5 (complete round robin-like Swiss, no byes)
    expect(computeTiebreak(t, 'BHBH').get(1)).toBe(5);
  });
});
