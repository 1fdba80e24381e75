import { fakeDubovPlayer, meet } from '../../../../test/dubov/fake-players';
import type { DubovContext } from './context';
import { chooseUpfloaters } from './upfloaters';

const running = { lastRound: false } as DubovContext;
const last = { lastRound: true } as DubovContext;
const ids = (r: { upfloaters: { id: number }[] }) => r.upfloaters.map((p) => p.id);
/** A player further down, so that the whole round has an even number of players. */
const bottom = () => fakeDubovPlayer(9, { score: 0, colours: 'w' });

describe('Dubov upfloaters (3.2.1–3.2.2, C5–C10, 4.2)', () => {
  // residents 1 (White seeker) 2 3 (Black seekers) score 2; lower players score 1 or 0
  const residents = () => [
    fakeDubovPlayer(1, { score: 20, colours: 'b' }),
    fakeDubovPlayer(2, { score: 20, colours: 'w' }),
    fakeDubovPlayer(3, { score: 20, colours: 'w' }),
  ];

  test('C5: an even bracket that can be paired takes nobody', () => {
    const r = residents().slice(0, 2);
    expect(
      ids(
        chooseUpfloaters(running, r, [
          fakeDubovPlayer(4, { score: 10, colours: 'b' }),
          fakeDubovPlayer(5, { score: 10, colours: 'b' }),
        ]),
      ),
    ).toEqual([]);
  });

  test('C6: the highest score first, whatever the pairing number', () => {
    const lower = [
      fakeDubovPlayer(4, { score: 0, colours: 'b' }),
      fakeDubovPlayer(5, { score: 10, colours: 'w' }),
      fakeDubovPlayer(6, { score: 0, colours: 'b' }),
    ];
    expect(ids(chooseUpfloaters(running, residents(), lower))).toEqual([5]);
  });

  test('C7: among equal scores, the one who lets everybody have his colour', () => {
    // residents: one White seeker, two Black seekers: a White seeker completes the colours
    const lower = [
      fakeDubovPlayer(4, { score: 10, colours: 'w' }),
      fakeDubovPlayer(5, { score: 10, colours: 'b' }),
      bottom(),
    ];
    expect(ids(chooseUpfloaters(running, residents(), lower))).toEqual([5]);
  });

  test('C8 / C10 before the order of 4.2, but not in the last round', () => {
    const maxed = [
      fakeDubovPlayer(4, { score: 10, colours: 'b', upfloats: 3 }),
      fakeDubovPlayer(5, { score: 10, colours: 'b' }),
      bottom(),
    ];
    expect(ids(chooseUpfloaters(running, residents(), maxed))).toEqual([5]);
    expect(ids(chooseUpfloaters(last, residents(), maxed))).toEqual([4]);
    const repeated = [
      fakeDubovPlayer(4, { score: 10, colours: 'b', upfloatedLastRound: true }),
      fakeDubovPlayer(5, { score: 10, colours: 'b' }),
      bottom(),
    ];
    expect(ids(chooseUpfloaters(running, residents(), repeated))).toEqual([5]);
    expect(ids(chooseUpfloaters(last, residents(), repeated))).toEqual([4]);
  });

  test('C9: of two maximum upfloaters, the one upfloated fewer times', () => {
    const both = [
      fakeDubovPlayer(4, { score: 10, colours: 'b', upfloats: 4 }),
      fakeDubovPlayer(5, { score: 10, colours: 'b', upfloats: 3 }),
      bottom(),
    ];
    expect(ids(chooseUpfloaters(running, residents(), both))).toEqual([5]);
  });

  test('C5 before everything: residents who cannot meet each other bring two upfloaters', () => {
    const r = residents().slice(0, 2);
    meet(r[0], r[1]);
    const lower = [...[4, 5, 6].map((id) => fakeDubovPlayer(id, { score: 10, colours: 'b' })), bottom()];
    expect(ids(chooseUpfloaters(running, r, lower))).toEqual([4, 5]);
  });

  test('C4: the choice keeps the rest of the round pairable', () => {
    // 4 would be first (4.2), but 5 and 6 have met: taking 4 would leave 5–6 unpaired
    const lower = [4, 5, 6].map((id) => fakeDubovPlayer(id, { score: 10, colours: 'b' }));
    meet(lower[1], lower[2]);
    expect(ids(chooseUpfloaters(running, residents(), lower)).length).toBe(1);
    expect(ids(chooseUpfloaters(running, residents(), lower))).not.toContain(4);
  });
});
