import { kitTournament } from '../../../../test/burstein/kit';
import { buildPairingState } from '../../history/pairing-state';
import { compareByIndex, indexOfPlayers, scoreForOpponents } from './opposition-index';

/*
 * Two rounds, paired for round 3. Scores: 1 → 1.5, 2 → 1 (PAB in round 2), 3 → 1, 4 → 1.5 (forfeit win),
 * 5 → 0 (forfeit loss), 6 → 1 (zero-point bye in round 2, the last round: counts as a draw for his opponents).
 */
const t = kitTournament({
  players: 6,
  totalRounds: 5,
  rounds: [
    ['1-2 1', '3-4 =', '5-6 0'],
    ['1-3 =', '2 U', '4-5 +', '6 Z'],
  ],
  acceleration: { 1: [0, 0, 3], 2: [0, 0, 3] }, // virtual points must not enter the Index (acceleration.md §3)
});
const st = buildPairingState(t, 3);
const index = indexOfPlayers(st);
const of = (id: number) => index.get(id)!;

describe('Burstein Index (C.04.4.2 1.7, 2026)', () => {
  it('counts an opponent with his real current score; a zero-point bye in the last round counts as a draw for him (1.7.2)', () => {
    expect(scoreForOpponents(st, st.byId.get(6)!)).toBe(15);
    expect(scoreForOpponents(st, st.byId.get(2)!)).toBe(10);
    expect(scoreForOpponents(st, st.byId.get(1)!)).toBe(15); // no virtual points
  });

  it('Buchholz and Sonneborn-Berger over played games (1.7.1)', () => {
    // player 1: beat 2 (1.0), drew with 3 (1.0) → BH 2.0, SB 1×1 + ½×1 = 1.5
    expect(of(1)).toMatchObject({ buchholz: 20, sonnebornBerger: 150 });
    // player 3: drew with 4 (1.5) and 1 (1.5) → BH 3.0, SB 1.5
    expect(of(3)).toMatchObject({ buchholz: 30, sonnebornBerger: 150 });
    // player 5: lost to 6 (1 + ½ for his last-round zero-point bye = 1.5)
    expect(of(5).buchholz - 0).toBeGreaterThanOrEqual(15);
  });

  it('an unplayed round counts as a game against oneself with the points registered (1.7.2)', () => {
    // player 2: lost to 1 (1.5); PAB = a win against himself (1.0) → BH 2.5, SB 1.0
    expect(of(2)).toMatchObject({ buchholz: 25, sonnebornBerger: 100 });
    // player 4: drew with 3 (1.0); forfeit win = a win against himself (1.5) → BH 2.5, SB ½×1 + 1×1.5 = 2.0
    expect(of(4)).toMatchObject({ buchholz: 25, sonnebornBerger: 200 });
    // player 5: lost to 6 (1.5); forfeit loss = a loss against himself (0) → BH 1.5, SB 0
    expect(of(5)).toMatchObject({ buchholz: 15, sonnebornBerger: 0 });
    // player 6: beat 5 (0); zero-point bye = a loss against himself (1.0) → BH 1.0, SB 0
    expect(of(6)).toMatchObject({ buchholz: 10, sonnebornBerger: 0 });
  });

  it('ranks by Buchholz, then Sonneborn-Berger, then TPN, not by score (1.8)', () => {
    const byIndex = [...st.toPair].sort((a, b) => compareByIndex(index, a, b)).map((p) => p.id);
    // BH: 3 → 3.0; 2, 4 → 2.5 (SB 1.0 / 2.0); 1 → 2.0; 5 → 1.5; 6 → 1.0
    expect(byIndex).toEqual([3, 4, 2, 1, 5, 6]);
  });
});
