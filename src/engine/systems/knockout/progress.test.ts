import { knockoutBracket } from './bracket';
import type { MatchSide } from './match';
import { resolveBracket, selectedSeeds } from './progress';

describe('fixed bracket as it is played (other-systems.md §4.3)', () => {
  it('8 players, lower seed always wins: 1-8 2-7 3-6 4-5, then W(1-8) v W(4-5) ...', () => {
    const bracket = knockoutBracket(8, 1);
    // the better seed (smaller number) wins every match
    const rounds = resolveBracket(bracket, (_p, top, bottom) => (top < bottom ? 'top' : 'bottom'));
    expect(rounds[0]!.pairings.map((p) => [p.top, p.bottom, p.winner])).toEqual([
      [1, 8, 1],
      [2, 7, 2],
      [3, 6, 3],
      [4, 5, 4],
    ]);
    expect(rounds[1]!.pairings.map((p) => [p.top, p.bottom])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(rounds[2]!.pairings.map((p) => [p.top, p.bottom, p.winner])).toEqual([[1, 2, 1]]);
    expect(selectedSeeds(rounds)).toEqual([1]);
  });

  it('undecided matches leave the later sides unknown; byes are decided at once', () => {
    // 9 players, select 2: seeds 1-7 have byes, 8 v 9 plays (booklet example, §4.3)
    const bracket = knockoutBracket(9, 2);
    const rounds = resolveBracket(bracket, () => null);
    const first = rounds[0]!.pairings;
    expect(first.filter((p) => p.pairing.bye).map((p) => p.winner)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const played = first.find((p) => !p.pairing.bye)!;
    expect([played.top, played.bottom, played.winner]).toEqual([8, 9, null]);
    // round 2: 1 meets the winner of 8-9, still unknown
    expect(rounds[1]!.pairings[0]!.top).toBe(1);
    expect(rounds[1]!.pairings[0]!.bottom).toBeNull();
    expect(selectedSeeds(rounds)).toEqual([null, null]);
  });

  it('an upset moves the lower seed on', () => {
    const bracket = knockoutBracket(4, 1);
    const upsets: Record<string, MatchSide> = { 'R1.1': 'bottom', 'R1.2': 'top', 'R2.1': 'bottom' };
    const rounds = resolveBracket(bracket, (p) => upsets[p.id] ?? null);
    expect(rounds[1]!.pairings[0]).toMatchObject({ top: 4, bottom: 2, winner: 2 });
    expect(selectedSeeds(rounds)).toEqual([2]);
  });
});
