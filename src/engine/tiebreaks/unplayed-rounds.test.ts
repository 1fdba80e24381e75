import { cardTournament } from '../../../test/tiebreaks/cards';
import { STANDARD_SCORING } from '../model';
import { computeTiebreak, type TiebreakRules } from './index';
import { adjustedScore, toCardRound, unplayedCategory } from './unplayed-rounds';

/**
 * C.07 Art. 16, one hand-made Swiss event per kind of unplayed round. Every expected value is derived from the
 * rule text (tiebreaks.md §3) in the comment above it, not from the code.
 */

const value = (t: ReturnType<typeof cardTournament>, code: string, id: number, rules: TiebreakRules = 'fide2026') =>
  computeTiebreak(t, code, { rules }).get(id);

function categories(t: ReturnType<typeof cardTournament>, id: number): (string | null)[] {
  const rounds = Math.max(...t.players.map((p) => p.rounds.length));
  const card = Array.from({ length: rounds }, (_, i) =>
    toCardRound(t.players[id - 1].rounds[i], i + 1, STANDARD_SCORING),
  );
  return card.map((_, i) => unplayedCategory(card, i));
}

describe('16.2.1 pairing-allocated bye and full-point bye', () => {
  // R1: 1-2 1-0, 3-4 0-1, 5 PAB · R2: 5-1 1-0, 4-2 ½, 3 PAB · R3: 5-4 1-0, 1-3 ½, 2 PAB.
  // Scores: 5 has 3.0, everybody else 1.5. No 16.2.5 rounds, so adjusted scores = scores.
  const pab = cardTournament([
    { card: '2w1 5b0 3w=' },
    { card: '1b0 4b= U' },
    { card: '4w0 U 1b=' },
    { card: '3b1 2w= 5b0' },
    { card: 'U 1w1 4w1' },
  ]);

  it('is category 16.2.1, not a VUR, and counts at face value for the opponents', () => {
    expect(categories(pab, 5)).toEqual(['16.2.1', null, null]);
    // BH(1) = adj(2) + adj(5) + adj(3) = 1.5 + 3.0 (the PAB point counts, 16.3) + 1.5 = 6.0
    expect(value(pab, 'BH', 1)).toBe(6);
  });

  it('gives the player a dummy: own score (2024), capped at ½ x rounds (2026)', () => {
    // dummy 2024 = own final score 3.0; 2026 = min(3.0, 0.5 x 3) = 1.5. Other elements: adj(1) 1.5, adj(4) 1.5.
    expect(value(pab, 'BH', 5, 'fide2024')).toBe(6); // 3.0 + 1.5 + 1.5
    expect(value(pab, 'BH', 5)).toBe(4.5); //          1.5 + 1.5 + 1.5
    // SB: the dummy contributes dummy x 1 point (a PAB is a win against the dummy)
    expect(value(pab, 'SB', 5, 'fide2024')).toBe(6); // 3.0x1 + 1.5x1 + 1.5x1
    expect(value(pab, 'SB', 5)).toBe(4.5);
  });

  it('is not cut first: Cut-1 removes the lowest value', () => {
    // 2024 elements 3.0 (dummy, not a VUR), 1.5, 1.5 -> the lowest (1.5) goes: 4.5
    expect(value(pab, 'BH-C1', 5, 'fide2024')).toBe(4.5);
    expect(value(pab, 'BH-C1', 5)).toBe(3); // 1.5, 1.5, 1.5 -> 3.0
  });

  it('counts as a win for WIN, not for WON, and as a round played for REP', () => {
    expect(value(pab, 'WIN', 5)).toBe(3);
    expect(value(pab, 'WON', 5)).toBe(2);
    expect(value(pab, 'REP', 5)).toBe(3);
  });

  it('treats a full-point bye exactly like a PAB', () => {
    const fpb = cardTournament([
      { card: '2w1 5b0 3w=' },
      { card: '1b0 4b= U' },
      { card: '4w0 U 1b=' },
      { card: '3b1 2w= 5b0' },
      { card: 'F 1w1 4w1' },
    ]);
    expect(categories(fpb, 5)[0]).toBe('16.2.1');
    expect(value(fpb, 'BH', 5)).toBe(4.5);
    expect(value(fpb, 'BH', 5, 'fide2024')).toBe(6);
    expect(value(fpb, 'BH', 1)).toBe(6);
  });
});

describe('16.2.2 forfeit win', () => {
  // R1: 1-2 forfeit (2 absent), 3-4 ½ · R2: 1-3 1-0, 2-4 1-0 · R3: 4-1 0-1, 3-2 1-0.
  // Scores: 1 3.0, 2 1.0, 3 1.5, 4 0.5. Player 2's forfeit loss is 16.2.4 (face value 0): adj(2) = 1.0.
  const t = cardTournament([
    { card: '2w+ 3w1 4b1' },
    { card: '1b- 4w1 3b0' },
    { card: '4w= 1b0 2w1' },
    { card: '3b= 2b0 1w0' },
  ]);

  it('is category 16.2.2 and counts at face value for the opponents', () => {
    expect(categories(t, 1)).toEqual(['16.2.2', null, null]);
    // BH(3) = adj(4) 0.5 + adj(1) 3.0 (the forfeit point counts) + adj(2) 1.0 = 4.5
    expect(value(t, 'BH', 3)).toBe(4.5);
  });

  it("dummy: own score (2024), capped by the scheduled opponent's adjusted score (2026)", () => {
    // 2024: 3.0 + adj(3) 1.5 + adj(4) 0.5 = 5.0
    expect(value(t, 'BH', 1, 'fide2024')).toBe(5);
    // 2026: min(3.0, adj(2) = 1.0) = 1.0 -> 1.0 + 1.5 + 0.5 = 3.0 (the ½ x rounds cap would have given 1.5)
    expect(value(t, 'BH', 1)).toBe(3);
    // SB: dummy x 1 + 1.5 x 1 + 0.5 x 1
    expect(value(t, 'SB', 1, 'fide2024')).toBe(5);
    expect(value(t, 'SB', 1)).toBe(3);
  });

  it('counts for WIN but is not a game won (WON) nor a game with black (BPG)', () => {
    expect(value(t, 'WIN', 1)).toBe(3);
    expect(value(t, 'WON', 1)).toBe(2);
    expect(value(t, 'BPG', 1)).toBe(1); // R3 with black; the R1 forfeit was scheduled white anyway
    expect(value(t, 'BPG', 2)).toBe(1); // R3 only: scheduled black in R1, but a forfeit is not a game
  });
});

describe('16.2.3 requested bye followed by a game (half-point and zero-point)', () => {
  // R1: 1 half-point bye, 2-3 1-0, 4-5 1-0 · R2: 1-2 1-0, 3-4 ½, 5 zero-point bye · R3: 1-4 1-0, 2-5 0-1, 3 PAB.
  // Scores: 1 2.5, 2 1.0, 3 1.5, 4 1.5, 5 1.0. Both requested byes are followed by games: 16.2.3, face value.
  const t = cardTournament([
    { card: 'H 2w1 4b1' },
    { card: '3w1 1b0 5w0' },
    { card: '2b0 4w= U' },
    { card: '5w1 3b= 1w0' },
    { card: '4b0 Z 2b1' },
  ]);

  it('is category 16.2.3 and keeps its face value for the opponents (ZPB = 0, not a draw)', () => {
    expect(categories(t, 1)).toEqual(['16.2.3', null, null]);
    expect(categories(t, 5)).toEqual([null, '16.2.3', null]);
    // adj(5) = 0 + 0 + 1 = 1.0 -> BH(4) = adj(5) 1.0 + adj(3) 1.5 + adj(1) 2.5 = 5.0
    expect(value(t, 'ADJ', 5)).toBe(1);
    expect(value(t, 'BH', 4)).toBe(5);
  });

  it('dummy: own score (2024), capped at ½ x rounds (2026)', () => {
    // player 1: HPB dummy 2.5 (2024) / min(2.5, 1.5) = 1.5 (2026); then adj(2) 1.0, adj(4) 1.5
    expect(value(t, 'BH', 1, 'fide2024')).toBe(5);
    expect(value(t, 'BH', 1)).toBe(4);
    // SB: the half-point bye is a draw against the dummy: 2.5 x ½ (2024) / 1.5 x ½ (2026), + 1.0 x 1 + 1.5 x 1
    expect(value(t, 'SB', 1, 'fide2024')).toBe(3.75);
    expect(value(t, 'SB', 1)).toBe(3.25);
    // player 5: the zero-point bye's dummy (1.0) contributes 1.0 x 0 to SB: SB = 1.5 x 0 + 0 + 1.0 x 1
    expect(value(t, 'SB', 5)).toBe(1);
  });

  it('is a VUR: Cut-1 removes it even when a real opponent is lower (16.5)', () => {
    // 2026 elements: 1.5 (HPB dummy, VUR), 1.0, 1.5 -> the VUR goes, not the 1.0: 2.5 (a plain cut gives 3.0)
    expect(value(t, 'BH-C1', 1)).toBe(2.5);
    // 2024 elements: 2.5 (VUR), 1.0, 1.5 -> 2.5
    expect(value(t, 'BH-C1', 1, 'fide2024')).toBe(2.5);
  });

  it('is subtracted from REP', () => {
    expect(value(t, 'REP', 1)).toBe(2);
    expect(value(t, 'REP', 5)).toBe(2);
  });
});

describe('16.2.4 forfeit loss', () => {
  // R1: 1-2 1-0, 3-4 1-0 · R2: 3-1 0-1, 4-2 ½ · R3: 1-4 forfeit (1 absent), 2-3 1-0.
  // Scores: 1 2.0, 2 1.5, 3 1.0, 4 1.5. The last-round forfeit loss is 16.2.4 (face value 0), not 16.2.5.
  const t = cardTournament([
    { card: '2w1 3b1 4w-' },
    { card: '1b0 4w= 3w1' },
    { card: '4w1 1w0 2b0' },
    { card: '3b0 2b= 1b+' },
  ]);

  it('is category 16.2.4 even in the last round, and counts 0 for the opponents', () => {
    expect(categories(t, 1)).toEqual([null, null, '16.2.4']);
    // adj(1) = 1 + 1 + 0 = 2.0 (a draw would make it 2.5): BH(2) = 2.0 + adj(4) 1.5 + adj(3) 1.0 = 4.5
    expect(value(t, 'ADJ', 1)).toBe(2);
    expect(value(t, 'BH', 2)).toBe(4.5);
  });

  it("dummy: own score (2024), capped by the scheduled opponent's adjusted score (2026)", () => {
    // 2024: adj(2) 1.5 + adj(3) 1.0 + dummy 2.0 = 4.5; 2026: dummy min(2.0, adj(4) = 1.5) = 1.5 -> 4.0
    expect(value(t, 'BH', 1, 'fide2024')).toBe(4.5);
    expect(value(t, 'BH', 1)).toBe(4);
    // the forfeit winner's own dummy: min(own 1.5, adj(1) 2.0) = 1.5: BH(4) = 1.0 + 1.5 + 1.5 = 4.0
    expect(value(t, 'BH', 4)).toBe(4);
  });

  it('is a VUR: cut first in Buchholz, higher-of rule in Sonneborn-Berger', () => {
    // BH-C1 2026: elements 1.5, 1.0, 1.5 (VUR) -> the VUR goes: 2.5; 2024: 1.5, 1.0, 2.0 (VUR) -> 2.5
    expect(value(t, 'BH-C1', 1)).toBe(2.5);
    expect(value(t, 'BH-C1', 1, 'fide2024')).toBe(2.5);
    // SB = 1.5 x 1 + 1.0 x 1 + dummy x 0 = 2.5. SB-C1: (a) lowest VUR contribution = 0 (R3);
    // (b) lowest-scored opponent = player 3 (1.0), contribution 1.0. The higher of the two, 1.0, goes: 1.5
    expect(value(t, 'SB', 1)).toBe(2.5);
    expect(value(t, 'SB-C1', 1)).toBe(1.5);
  });

  it('is subtracted from REP and is not a game for BPG', () => {
    expect(value(t, 'REP', 1)).toBe(2);
    expect(value(t, 'BPG', 4)).toBe(2); // R1 and R2 with black; the R3 forfeit does not count
  });
});

describe('16.2.5 withdrawals and requested byes followed only by VURs', () => {
  // R1: 1-2 1-0, 3-4 ½, 5 PAB · R2: 5-1 0-1, 2-3 1-0, 4 PAB · R3: 1-4 ½, 3 PAB, 2 zero-point bye, 5 withdrawn
  // · R4: 1-3 1-0, 4-2 forfeit (2 absent), 5 withdrawn (rounds 3-4 missing from the line).
  // Scores: 1 3.5, 2 1.0, 3 1.5, 4 3.0, 5 1.0.
  const t = cardTournament([
    { card: '2w1 5b1 4w= 3w1' },
    { card: '1b0 3w1 Z 4b-' },
    { card: '4w= 2b0 U 1b0' },
    { card: '3b= U 1b= 2w+' },
    { card: 'U 1w0' },
  ]);

  it('classifies the trailing requested byes as 16.2.5 (a forfeit loss after a bye does not end the zone)', () => {
    expect(categories(t, 2)).toEqual([null, null, '16.2.5', '16.2.4']);
    expect(categories(t, 5)).toEqual(['16.2.1', null, '16.2.5', '16.2.5']);
  });

  it('counts those rounds as draws for the opponents (16.3)', () => {
    // adj(2) = 0 + 1 + ½ (ZPB as a draw) + 0 (forfeit loss at face value) = 1.5
    // adj(5) = 1 (PAB at face value) + 0 + ½ + ½ = 2.0
    expect(value(t, 'ADJ', 2)).toBe(1.5);
    expect(value(t, 'ADJ', 5)).toBe(2);
    // BH(1) = adj(2) 1.5 + adj(5) 2.0 + adj(4) 3.0 + adj(3) 1.5 = 8.0 (face values would give 6.5)
    expect(value(t, 'BH', 1)).toBe(8);
    expect(value(t, 'BH', 1, 'fide2024')).toBe(8);
  });

  it('gives the withdrawn player dummies for the absent rounds, all VURs', () => {
    // player 5: PAB dummy min(1.0, ½ x 4) = 1.0, adj(1) 3.5, two absent rounds with dummies 1.0 (VURs) = 6.5
    expect(value(t, 'BH', 5)).toBe(6.5);
    // Cut-1 and Cut-2 remove the absent rounds' dummies (VURs), not the PAB dummy: 5.5, 4.5
    expect(value(t, 'BH-C1', 5)).toBe(5.5);
    expect(value(t, 'BH-C2', 5)).toBe(4.5);
    // SB: only the PAB dummy (1.0 x 1) scored: 1.0
    expect(value(t, 'SB', 5)).toBe(1);
  });

  it('treats the rounds after a withdrawal as zero-point byes for REP', () => {
    expect(value(t, 'REP', 5)).toBe(2);
    expect(value(t, 'REP', 2)).toBe(2);
  });
});

describe('late entry: rounds before entering are requested zero-point byes', () => {
  // R1: 1-2 1-0, 3-4 ½, 5 not yet entered · R2: 1-3 ½, 2-4 1-0, 5 not yet entered
  // · R3: 5-1 1-0, 2-3 1-0, 4 PAB · R4: 1-4 1-0, 5-3 1-0, 2 PAB.
  // Scores: 1 2.5, 2 3.0, 3 1.0, 4 1.5, 5 2.0.
  const t = cardTournament([
    { card: '2w1 3w= 5b0 4w1' },
    { card: '1b0 4w1 3w1 U' },
    { card: '4w= 1b= 2b0 5b0' },
    { card: '3b= 2b0 U 1b0' },
    { card: 'Z Z 1w1 3w1' },
  ]);

  it('classifies the rounds before entry as 16.2.3 (followed by games): face value 0 for the opponents', () => {
    expect(categories(t, 5)).toEqual(['16.2.3', '16.2.3', null, null]);
    // adj(5) = 0 + 0 + 1 + 1 = 2.0 (not 3.0): BH(1) = adj(2) 3.0 + adj(3) 1.0 + adj(5) 2.0 + adj(4) 1.5 = 7.5
    expect(value(t, 'ADJ', 5)).toBe(2);
    expect(value(t, 'BH', 1)).toBe(7.5);
  });

  it('gives the late entrant dummies that are VURs', () => {
    // dummies min(2.0, ½ x 4) = 2.0 twice, adj(1) 2.5, adj(3) 1.0: BH 7.5
    expect(value(t, 'BH', 5)).toBe(7.5);
    // Cut-1 removes a VUR dummy (2.0), not the lower real opponent (1.0): 5.5; Cut-2 both dummies: 3.5
    expect(value(t, 'BH-C1', 5)).toBe(5.5);
    expect(value(t, 'BH-C2', 5)).toBe(3.5);
    expect(value(t, 'REP', 5)).toBe(2);
  });
});

describe('adjustedScore', () => {
  it('uses the draw value of the scoring system for 16.2.5 rounds', () => {
    const scoring = { ...STANDARD_SCORING, win: 3, draw: 1, fullBye: 3, pab: 3, forfeitWin: 3, halfBye: 1 };
    // 3/1/0: win (3), then a zero-point bye in the last round (16.2.5) counts as a draw (1): 4
    const card = [toCardRound({ opponent: 2, colour: 'w', result: '1' }, 1, scoring), toCardRound(null, 2, scoring)];
    expect(adjustedScore(card, scoring)).toBe(4);
  });
});
