import type { LimContext, LimPlayer } from './context';
import { medianScore, pairingOrder } from './groups';

const ctx = (playedRounds: number) => ({ st: { playedRounds, winUnits: 10 } }) as unknown as LimContext;
const player = (id: number, score: number) => ({ id, score, rank: id - 1 }) as LimPlayer;

describe('Lim order of the scoregroups (2.2)', () => {
  test('round 2 of the booklet: 1 point downwards, then 0 upwards, the ½-point median group last', () => {
    const players = [player(1, 10), player(2, 10), player(3, 0), player(4, 0), player(5, 5), player(6, 5)];
    const order = pairingOrder(ctx(1), players);
    expect(order.map((g) => [g.score, g.part, g.direction, g.next])).toEqual([
      [10, 'upper', 'down', 1],
      [0, 'lower', 'up', 1],
      [5, 'median', 'down', null],
    ]);
  });

  test('several groups on each side: top down to the median, bottom up to it', () => {
    const scores = [30, 25, 20, 15, 10, 5, 0];
    const order = pairingOrder(
      ctx(4),
      scores.map((s, i) => player(i + 1, s)),
    );
    expect(order.map((g) => g.score)).toEqual([30, 25, 0, 5, 10, 15, 20]);
    expect(order.find((g) => g.score === 25)!.next).toBe(scores.indexOf(20));
    expect(order.find((g) => g.score === 15)!.next).toBe(scores.indexOf(20));
  });

  test('no group at exactly half the points: the nearest one, the higher on a tie', () => {
    expect(medianScore(ctx(2), [20, 15, 5, 0])).toBe(15);
    expect(medianScore(ctx(3), [30, 20, 10, 0])).toBe(20);
  });
});
