import { buildTournament } from '../../../../test/support/tournament-builder';
import { buildPairingState } from '../../history/pairing-state';
import { allocateColour } from './colour-allocation';
import { pairDutch } from './pair-dutch';

/** Colour allocation, C.04.3 Article 5, with the examples of the rule text (dutch.md §5). */
describe('Article 5 colour allocation', () => {
  test('5.2.2: a strong preference beats a mild one (CD −1 v CD 0 with last Black)', () => {
    // 1: B (CD −1, strong W); 2: W B (CD 0, last B, mild W)
    const t = buildTournament(['3b1 .', '4w1 3b=', '1w0 2w=', '2b0 .'], { totalRounds: 5 });
    const st = buildPairingState(t, 3);
    expect(allocateColour(st, st.byId.get(1)!, st.byId.get(2)!)).toEqual({ colour: 'w', rule: '5.2.2' });
  });

  test('5.2.4: equal mild preferences and identical histories: the higher-ranked player gets his preference', () => {
    // 1 and 2 both W B, 1 ranks higher (same score, lower TPN)
    const t = buildTournament(['3w1 4b0', '4w1 3b0', '1b0 2w1', '2b0 1w1'], { totalRounds: 5 });
    const st = buildPairingState(t, 3);
    expect(allocateColour(st, st.byId.get(1)!, st.byId.get(2)!)).toEqual({ colour: 'w', rule: '5.2.4' });
    expect(allocateColour(st, st.byId.get(2)!, st.byId.get(1)!)).toEqual({ colour: 'b', rule: '5.2.4' });
  });

  test('5.2.2: absolute (B W W) beats strong (W B W)', () => {
    const t = buildTournament(['4b= 5w= 6w=', '5w= 6b= 4w=', '.', '1w= . 2b=', '2b= 1b=', '1b= 2w='], {
      totalRounds: 9,
    });
    const st = buildPairingState(t, 4);
    expect(allocateColour(st, st.byId.get(1)!, st.byId.get(2)!)).toEqual({ colour: 'b', rule: '5.2.2' });
  });

  test('5.2.3: alternate from the last round in which the colours differed', () => {
    // 1: W B W B → mild W; 2: B B W B → mild W (CD −2? no: B B W B = CD −2) — use W W B B vs B W B B
    const t = buildTournament(
      ['3w= 4b= 5w= 6b=', '4b= 3w= 6w= 5b=', '1b= 2b= . .', '2w= 1w= . .', '. . 1b= 2w=', '. . 2b= 1w='],
      { totalRounds: 9 },
    );
    const st = buildPairingState(t, 5);
    // histories: 1 = W B W B, 2 = B W W B: last round equal (B), before that W v W, then B v W: 1 had B, 2 had W
    expect(allocateColour(st, st.byId.get(1)!, st.byId.get(2)!)).toEqual({ colour: 'w', rule: '5.2.3' });
  });

  test('5.2.5: round 1, initial colour White, 10 players: 1-6, 7-2, 3-8, 9-4, 5-10', () => {
    const t = buildTournament(
      Array.from({ length: 10 }, () => ''),
      { totalRounds: 9, initialColour: 'w' },
    );
    const r = pairDutch(t, 1);
    expect(r.boards.map((b) => [b.white, b.black])).toEqual([
      [1, 6],
      [7, 2],
      [3, 8],
      [9, 4],
      [5, 10],
    ]);
    expect(r.pab).toBeNull();
  });

  test('dutch.md §6.1: 9 players, the lowest gets the PAB: 1-5, 6-2, 3-7, 8-4, 9 bye', () => {
    const t = buildTournament(
      Array.from({ length: 9 }, () => ''),
      { totalRounds: 9, initialColour: 'w' },
    );
    const r = pairDutch(t, 1);
    expect(r.boards.map((b) => [b.white, b.black])).toEqual([
      [1, 5],
      [6, 2],
      [3, 7],
      [8, 4],
    ]);
    expect(r.pab).toBe(9);
  });
});

describe('worked examples of dutch.md §6', () => {
  test('§6.2: C5 overrides C6 in an upper bracket: 1-5, 3-2, 6 bye', () => {
    const t = buildTournament(['4w1 2b1 .', '5b1 1w0 .', '6w1 4b1 .', '1b0 3w0 Z', '2w0 6b1 .', '3b0 5w0 .'], {
      totalRounds: 3,
    });
    const r = pairDutch(t, 3);
    expect(r.boards.map((b) => [b.white, b.black])).toEqual([
      [1, 5],
      [3, 2],
    ]);
    expect(r.pab).toBe(6);
  });

  test('§6.3: C9, the PAB goes to the player without unplayed games: 2-1, 3-5, 4 bye', () => {
    const t = buildTournament(['3w1 .', '4b1 .', '1b0 .', '2w0 .', 'Z .'], { totalRounds: 3 });
    const r = pairDutch(t, 2);
    expect(r.boards.map((b) => [b.white, b.black])).toEqual([
      [2, 1],
      [3, 5],
    ]);
    expect(r.pab).toBe(4);
  });
});
