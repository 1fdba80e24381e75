import type { DubovContext } from '../context';
import { fakeLegacyPlayer, meet } from '../../../../../test/dubov/fake-players';
import { chooseDownfloaters } from './downfloats';
import type { LegacyPlayer } from './players';
import {
  chooseTransfer,
  downfloatOrder,
  floaterOrder,
  minorityColour,
  oddGroupOrder,
  opponentOrder,
} from './transfers';

const ids = (list: readonly LegacyPlayer[]) => list.map((p) => p.id);
const ctx = { st: { totalRounds: 9 }, lastRound: false } as unknown as DubovContext;

/** Booklet round 3 (fixture sheet): colours of rounds 1–2, ARO, rating. */
const r3 = (id: number, colours: string, aro: number, rating: number, score: number) =>
  fakeLegacyPlayer(id, { colours, aro, rating, score });

describe('Dubov 1997 transfers between score groups (7.1, 7.2, 6.4, 8)', () => {
  test('7.2, booklet round 3: the 1½ group (3, 7 due White; 2, 4, 8 due Black) gets 6, the highest-rated White-due player of the 1-point group', () => {
    const group = [
      r3(2, 'bw', 2250, 2550, 15),
      r3(3, 'wb', 2225, 2500, 15),
      r3(4, 'bw', 2250, 2450, 15),
      r3(7, 'wb', 2300, 2300, 15),
      r3(8, 'bw', 2275, 2300, 15),
    ];
    expect(minorityColour(group)).toBe('w');
    const onePoint = [
      r3(21, 'w', 2600, 2000, 10),
      r3(11, 'bw', 2325, 2250, 10),
      r3(16, 'ww', 2325, 2100, 10),
      r3(17, 'bw', 2300, 2050, 10),
      r3(20, 'w', 2300, 2050, 10),
      r3(14, 'wb', 2275, 2100, 10),
      r3(15, 'bw', 2250, 2100, 10),
      r3(6, 'bb', 2075, 2350, 10),
    ];
    expect(chooseTransfer(ctx, [onePoint], oddGroupOrder('w'), () => true)).toEqual({
      player: onePoint[7],
      limitsRelaxed: false,
    });
  });

  test('7.2 order: the minority due colour, then the highest rating, then the lowest ARO; then the other colour', () => {
    const list = [
      fakeLegacyPlayer(1, { colours: 'w', rating: 2400 }), // due Black
      fakeLegacyPlayer(2, { colours: 'b', rating: 2200, aro: 2300 }),
      fakeLegacyPlayer(3, { colours: 'b', rating: 2200, aro: 2100 }),
      fakeLegacyPlayer(4, { colours: 'b', rating: 2300 }),
    ];
    expect(ids(list.slice().sort(oddGroupOrder('w')))).toEqual([4, 3, 2, 1]);
  });

  test('"the next possible lower score group": a group where nobody fits is passed over', () => {
    const next = [fakeLegacyPlayer(5, { colours: 'b' })];
    const further = [fakeLegacyPlayer(8, { colours: 'b' })];
    const choice = chooseTransfer(ctx, [next, further], oddGroupOrder('w'), (p) => p.id !== 5);
    expect(choice?.player.id).toBe(8);
  });

  test('2.5: a player transferred up in the previous round (or 3 times already) is passed over; the limits yield only if nobody else fits', () => {
    const twice = fakeLegacyPlayer(5, { colours: 'b', rating: 2400, upfloats: 1, upfloatedLastRound: true });
    const often = fakeLegacyPlayer(6, { colours: 'b', rating: 2300, upfloats: 3 });
    const fine = fakeLegacyPlayer(7, { colours: 'b', rating: 2000 });
    expect(chooseTransfer(ctx, [[twice, often, fine]], oddGroupOrder('w'), () => true)).toEqual({
      player: fine,
      limitsRelaxed: false,
    });
    expect(chooseTransfer(ctx, [[twice, often]], oddGroupOrder('w'), () => true)).toEqual({
      player: twice,
      limitsRelaxed: true,
    });
    expect(chooseTransfer(ctx, [[twice]], oddGroupOrder('w'), () => false)).toBeNull();
  });

  test('8.1: floaters due White in White-column order, due Black in Black-column order, alternating from White', () => {
    const floaters = [
      fakeLegacyPlayer(1, { colours: 'w', rating: 2100 }),
      fakeLegacyPlayer(2, { colours: 'w', rating: 2300 }),
      fakeLegacyPlayer(3, { colours: 'b', aro: 2200 }),
      fakeLegacyPlayer(4, { colours: 'b', aro: 2100 }),
      fakeLegacyPlayer(5, { colours: 'b', aro: 2150 }),
    ];
    expect(ids(floaterOrder(floaters))).toEqual([4, 2, 5, 1, 3]);
  });

  test('8.2 (and 7.1): the opponent with the highest rating, opposite due colour if possible, then the lowest ARO', () => {
    const f = fakeLegacyPlayer(1, { colours: 'b' }); // due White
    const list = [
      fakeLegacyPlayer(2, { colours: 'b', rating: 2500 }),
      fakeLegacyPlayer(3, { colours: 'w', rating: 2200, aro: 2300 }),
      fakeLegacyPlayer(4, { colours: 'w', rating: 2200, aro: 2000 }),
      fakeLegacyPlayer(5, { colours: 'w', rating: 2100 }),
    ];
    expect(ids(list.sort(opponentOrder(f)))).toEqual([4, 3, 5, 2]);
  });

  test('6.4: as few floaters as possible; first those who can be paired below, then the lowest rating', () => {
    // ½ group 1–4 (1–3 and 2–4 have met); below, 5 and 6 have met each other: two of the ½ group must go down
    const group = [1, 2, 3, 4].map((id) => fakeLegacyPlayer(id, { rating: 2500 - 100 * id, score: 5 }));
    const below = [5, 6].map((id) => fakeLegacyPlayer(id, { rating: 2500 - 100 * id }));
    meet(group[0], group[2]);
    meet(group[1], group[3]);
    meet(below[0], below[1]);
    const canBePairedBelow = () => true;
    expect(ids(chooseDownfloaters(group, below, downfloatOrder(canBePairedBelow)))).toEqual([3, 4]);
    // 4 has met both players below: he cannot be paired there, so 3 and then 2 (1–3 may not stay together) go down
    meet(group[3], below[0]);
    meet(group[3], below[1]);
    const down = chooseDownfloaters(
      group,
      below,
      downfloatOrder((p) => below.some((q) => !p.state.cannotMeet.has(q.id))),
    );
    expect(ids(down)).toEqual([2, 3]);
  });
});
