import { fakeDubovPlayer, meet } from '../../../../test/dubov/fake-players';
import { composeSubgroups, middleOutOrder } from './subgroups';

const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('Dubov G1/G2 (3.2.3–3.2.4) and the shifter order (4.3)', () => {
  test("4.3.3 sequence numbers from the middle outwards (the text's 5-, 6- and 7-player examples)", () => {
    expect(middleOutOrder(['a', 'b', 'c', 'd', 'e']).join('')).toBe('cbdae');
    expect(middleOutOrder(['a', 'b', 'c', 'd', 'e', 'f']).join('')).toBe('cdbeaf');
    expect(middleOutOrder(['A', 'B', 'C', 'D', 'E', 'F', 'G']).join('')).toBe('DCEBFAG');
  });

  test('nobody has played: G1 is the first half by pairing number (3.2.3)', () => {
    const s = composeSubgroups([4, 1, 3, 2].map((id) => fakeDubovPlayer(id)));
    expect(s.firstHalfByTpn).toBe(true);
    expect([ids(s.g1), ids(s.g2)]).toEqual([
      [1, 2],
      [4, 3],
    ]);
  });

  test('equalising: the middle Black seeker by TPN moves first, unless no legal pairing follows', () => {
    const w1 = fakeDubovPlayer(1, { colours: 'b' });
    const [b2, b3, b4] = [2, 3, 4].map((id) => fakeDubovPlayer(id, { colours: 'w' }));
    expect(ids(composeSubgroups([w1, b2, b3, b4]).equalising.players)).toEqual([3]);
    meet(b3, b2);
    meet(b3, b4); // 3 can only meet 1, so he cannot join 1 in G1
    const s = composeSubgroups([w1, b2, b3, b4]);
    expect(ids(s.equalising.players)).toEqual([2]);
    expect([ids(s.g1).sort(), ids(s.g2).sort()]).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  test('White seekers move by ascending ARO, counted from the middle', () => {
    const whites = [5, 6, 7, 8].map((id, i) => fakeDubovPlayer(id, { colours: 'b', aro: [2300, 2100, 2200, 2000][i] }));
    const blacks = [9, 10].map((id) => fakeDubovPlayer(id, { colours: 'w' }));
    // ARO order 8 (2000) 6 (2100) 7 (2200) 5 (2300): middle-out 6, 7, 8, 5 → {6} is shifted to G2
    const s = composeSubgroups([...whites, ...blacks]);
    expect(s.equalising).toEqual({ from: 'G1', players: [whites[1]] });
    expect(ids(s.g2).sort((a, b) => a - b)).toEqual([6, 9, 10]);
  });

  test('players of the smaller subgroup who must meet each other: one of them is shifted first (step 1)', () => {
    const [a, b] = [1, 2].map((id) => fakeDubovPlayer(id, { colours: 'b' }));
    const others = [3, 4, 5, 6].map((id) => fakeDubovPlayer(id, { colours: 'w' }));
    for (const o of others) meet(a, o); // 1 can only meet 2
    const s = composeSubgroups([a, b, ...others]);
    expect(s.unavoidable).toEqual({ from: 'G1', players: [a] });
    expect(s.equalising.players).toHaveLength(2);
    expect(s.g1.length).toBe(s.g2.length);
    expect(ids(s.g2)).toContain(1);
    expect(ids(s.g1)).toContain(2);
  });
});
