import { kitTournament } from '../../../../../test/burstein/kit';
import { withLegacyDefaultAcceleration } from './default-acceleration';

const accelerated = (t: ReturnType<typeof kitTournament>) =>
  [...t.acceleration]
    .filter(([, v]) => v.some((x) => x > 0))
    .map(([id]) => id)
    .sort((a, b) => a - b);

describe("the reference program's default Burstein acceleration (fixtures README §6)", () => {
  it('gives the top ⌊N/2⌋ players a virtual point in rounds 1 and 2', () => {
    const even = withLegacyDefaultAcceleration(kitTournament({ players: 10, totalRounds: 5 }), 1);
    expect(accelerated(even)).toEqual([1, 2, 3, 4, 5]);
    expect(even.acceleration.get(1)).toEqual([1, 1]);
    expect(accelerated(withLegacyDefaultAcceleration(kitTournament({ players: 9, totalRounds: 5 }), 1))).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('counts only the players of the round-1 pairing, but also accelerates absentees ranked above them', () => {
    const absent = kitTournament({ players: 9, totalRounds: 5, rounds: [['2 Z']] });
    expect(accelerated(withLegacyDefaultAcceleration(absent, 1))).toEqual([1, 2, 3, 4, 5]);
    const played = kitTournament({ players: 9, totalRounds: 5, rounds: [['1-5 1', '3-6 =', '4-7 0', '8-9 1', '2 Z']] });
    expect(accelerated(withLegacyDefaultAcceleration(played, 2))).toEqual([1, 2, 3, 4, 5]);
  });

  it('is not applied when the tournament has acceleration records', () => {
    const t = kitTournament({ players: 10, totalRounds: 5, acceleration: { 7: [0, 0] } });
    expect(withLegacyDefaultAcceleration(t, 1)).toBe(t);
  });
});
