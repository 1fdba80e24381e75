import { readFixtureJson } from '../../../../../test/support/shared';
import { fakeLegacyPlayer } from '../../../../../test/dubov/fake-players';
import { allocate1997Colour } from './colour-allocation';

interface ColourExample {
  histories: [string, string];
  result: ['w' | 'b', 'w' | 'b'] | null;
  why: string;
}
const examples = readFixtureJson<{ definitions: { colour_examples: ColourExample[] } }>('seeds', 'dubov-21.json')
  .definitions.colour_examples;

describe('Dubov 1997 colour allocation (chapter 3: a, b, c, higher ARO, d)', () => {
  test("the booklet's two colour examples", () => {
    expect(examples).toHaveLength(2);
    // 1: a and b do not decide; c: going back, the histories first differ in round 4 (w v b)
    const [first, second] = examples;
    const a = fakeLegacyPlayer(1, { colours: first.histories[0], aro: 2200, rating: 2300 });
    const b = fakeLegacyPlayer(2, { colours: first.histories[1], aro: 2200, rating: 2300 });
    expect(first.result).not.toBeNull();
    expect(allocate1997Colour(a, b)).toEqual({ colour: first.result![0], rule: '3c' });
    expect(allocate1997Colour(b, a)).toEqual({ colour: first.result![1], rule: '3c' });
    // 2: identical histories: c cannot decide, d does (same ARO here): the lower rating gets White
    expect(second.result).toBeNull();
    const c = fakeLegacyPlayer(3, { colours: second.histories[0], aro: 2200, rating: 2300 });
    const d = fakeLegacyPlayer(4, { colours: second.histories[1], aro: 2200, rating: 2250 });
    expect(allocate1997Colour(c, d)).toEqual({ colour: 'b', rule: '3d' });
    expect(allocate1997Colour(d, c)).toEqual({ colour: 'w', rule: '3d' });
  });

  test('a: both due colours granted, whatever the ratings', () => {
    const dueWhite = fakeLegacyPlayer(1, { colours: 'wb', rating: 2500 });
    const dueBlack = fakeLegacyPlayer(2, { colours: 'bw', rating: 2100 });
    expect(allocate1997Colour(dueWhite, dueBlack)).toEqual({ colour: 'w', rule: '3a' });
    expect(allocate1997Colour(dueBlack, dueWhite)).toEqual({ colour: 'b', rule: '3a' });
  });

  test('b: both due White, the one further from equal numbers gets it', () => {
    const minusOne = fakeLegacyPlayer(1, { colours: 'bwb' });
    const even = fakeLegacyPlayer(2, { colours: 'wb' });
    expect(allocate1997Colour(even, minusOne)).toEqual({ colour: 'b', rule: '3b' });
  });

  test('the unlettered step: same due colour and history, the higher ARO gets White (booklet round 2: 16–9, 19–6)', () => {
    const p16 = fakeLegacyPlayer(16, { colours: 'w', aro: 2350, rating: 2100 });
    const p9 = fakeLegacyPlayer(9, { colours: 'w', aro: 2050, rating: 2300 });
    expect(allocate1997Colour(p9, p16)).toEqual({ colour: 'b', rule: '3-aro' });
    const p19 = fakeLegacyPlayer(19, { colours: 'b', aro: 2300, rating: 2050 });
    const p6 = fakeLegacyPlayer(6, { colours: 'b', aro: 2100, rating: 2350 });
    expect(allocate1997Colour(p19, p6)).toEqual({ colour: 'w', rule: '3-aro' });
  });

  test('the colour limits 2.3/2.4 come first: a player who must have White gets it, due colours or not', () => {
    const mustWhite = fakeLegacyPlayer(1, { colours: 'wbb', aro: 2000 }); // would be a third Black running
    const dueWhite = fakeLegacyPlayer(2, { colours: 'b', aro: 2400 });
    expect(allocate1997Colour(dueWhite, mustWhite)).toEqual({ colour: 'b', rule: '2.3/2.4' });
  });

  test('equal in every respect: the larger pairing number gets White (d read on the list)', () => {
    expect(allocate1997Colour(fakeLegacyPlayer(7, { colours: 'w' }), fakeLegacyPlayer(9, { colours: 'w' }))).toEqual({
      colour: 'b',
      rule: '3d-tpn',
    });
  });
});
