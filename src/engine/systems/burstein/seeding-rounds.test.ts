import { kitTournament } from '../../../../test/burstein/kit';
import { pairDutch } from '../dutch';
import { pairRound } from '..';
import { pairBurstein } from '.';
import { isSeedingRound, seedingRoundCount } from './seeding-rounds';

describe('seeding rounds (C.04.4.2 1.6, 2026)', () => {
  it('are the first min(⌊rounds/2⌋, 4) rounds', () => {
    expect([1, 5, 6, 7, 8, 9, 11, 13].map(seedingRoundCount)).toEqual([0, 2, 3, 3, 4, 4, 4, 4]);
    expect(isSeedingRound(3, 7)).toBe(true);
    expect(isSeedingRound(4, 7)).toBe(false);
  });

  it('are paired with the Dutch system, and the log says so', () => {
    const t = kitTournament({ players: 7, totalRounds: 7, rounds: [['1-5 1', '6-2 =', '3-7 0', '4 U']] });
    const burstein = pairBurstein(t, 2, { explain: true });
    const dutch = pairDutch(t, 2);
    expect(burstein.boards).toEqual(dutch.boards);
    expect(burstein.pab).toBe(dutch.pab);
    expect(burstein.explanation[0]).toMatch(/seeding round .*Dutch/);
  });

  it('is reachable through the system registry', () => {
    const t = { ...kitTournament({ players: 4, totalRounds: 1 }), system: 'burstein' as const };
    expect(pairRound(t, 1).boards).toHaveLength(2);
  });
});
