import type { PairingState } from '../../history/pairing-state';
import { fakeDubovPlayer } from '../../../../test/dubov/fake-players';
import { allocateDubovColour, dubovPreference } from './colour';

const st = { initialColour: 'w' } as PairingState;
const colourOf = (a: ReturnType<typeof fakeDubovPlayer>, b: ReturnType<typeof fakeDubovPlayer>) =>
  allocateDubovColour(st, a.state, b.state);

describe('Dubov colours (1.6, Art. 5)', () => {
  test('1.6.4: no game played yet → mild preference for Black', () => {
    expect(dubovPreference(fakeDubovPlayer(1).state)).toEqual({ colour: 'b', strength: 'mild' });
    expect(dubovPreference(fakeDubovPlayer(1, { colours: 'b' }).state)).toEqual({ colour: 'w', strength: 'strong' });
  });

  test('5.2.1: neither has played: the higher-ranked gets the initial colour on an odd pairing number', () => {
    expect(colourOf(fakeDubovPlayer(1), fakeDubovPlayer(11))).toEqual({ colour: 'w', rule: '5.2.1' });
    expect(colourOf(fakeDubovPlayer(12), fakeDubovPlayer(2))).toEqual({ colour: 'w', rule: '5.2.1' });
  });

  test('5.2.2: a newcomer against a mild White seeker simply gets Black', () => {
    expect(colourOf(fakeDubovPlayer(1), fakeDubovPlayer(5, { colours: 'wb' }))).toEqual({ colour: 'b', rule: '5.2.2' });
  });

  test('5.2.3: the stronger preference wins', () => {
    expect(colourOf(fakeDubovPlayer(1, { colours: 'wb' }), fakeDubovPlayer(2, { colours: 'bb' }))).toEqual({
      colour: 'b',
      rule: '5.2.3',
    });
    expect(colourOf(fakeDubovPlayer(1, { colours: 'b' }), fakeDubovPlayer(2, { colours: 'wb' }))).toEqual({
      colour: 'w',
      rule: '5.2.3',
    });
  });

  test('5.2.4: alternate from the last round with different colours; 5.2.5: else the higher-ranked player', () => {
    // both mild White; going back: b/b, w/w, then b (1) against w (2): 1 now gets White
    expect(colourOf(fakeDubovPlayer(1, { colours: 'wbwb' }), fakeDubovPlayer(2, { colours: 'bwwb' }))).toEqual({
      colour: 'w',
      rule: '5.2.4',
    });
    expect(colourOf(fakeDubovPlayer(2, { colours: 'bwwb' }), fakeDubovPlayer(1, { colours: 'wbwb' }))).toEqual({
      colour: 'b',
      rule: '5.2.4',
    });
    // identical histories: the higher score first, then the smaller pairning number keeps his preference
    expect(
      colourOf(fakeDubovPlayer(7, { colours: 'w', score: 10 }), fakeDubovPlayer(1, { colours: 'w', score: 10 })),
    ).toEqual({ colour: 'w', rule: '5.2.5' });
    expect(
      colourOf(fakeDubovPlayer(7, { colours: 'w', score: 20 }), fakeDubovPlayer(1, { colours: 'w', score: 10 })),
    ).toEqual({ colour: 'b', rule: '5.2.5' });
  });
});
