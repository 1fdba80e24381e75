import { partnerOrder, proposedPairing } from './exchanges';

const show = (pairs: [number, number][]) => pairs.map(([a, b]) => `${a}-${b}`).join(' ');

/** The arrangement where `list[0]` meets `partner` and the rest takes its proposed pairing. */
function withPartner(list: number[], partner: number, fixed: [number, number][] = []): string {
  const rest = list.filter((x) => x !== list[0] && x !== partner);
  const pairs: [number, number][] = [...fixed, [list[0], partner], ...proposedPairing(rest)];
  return show(pairs.sort((x, y) => x[0] - y[0]));
}

describe('Lim exchanges (2.4, 4.1–4.3)', () => {
  test('2.4: the proposed pairing is top half against bottom half', () => {
    expect(show(proposedPairing([1, 2, 3, 4, 5, 6]))).toBe('1-4 2-5 3-6');
  });

  test('4.2: the successive opponents of #1 among six players', () => {
    const list = [1, 2, 3, 4, 5, 6];
    expect(partnerOrder(list).map((p) => withPartner(list, p))).toEqual([
      '1-4 2-5 3-6',
      '1-5 2-4 3-6',
      '1-6 2-4 3-5',
      '1-3 2-5 4-6',
      '1-2 3-5 4-6',
    ]);
  });

  test('4.3: #1 keeps 6, then #2 tries his opponents in the same way', () => {
    const rest = [2, 3, 4, 5];
    expect(partnerOrder(rest).map((p) => withPartner(rest, p, [[1, 6]]))).toEqual([
      '1-6 2-4 3-5',
      '1-6 2-5 3-4',
      '1-6 2-3 4-5',
    ]);
  });

  test('pairing upwards the list is scanned from the bottom: the lowest player tries his proposed partner first', () => {
    // 1 2 3 4 5 6 upwards: 6's proposed partner is 3 (as in 1-4 2-5 3-6), then 2 and 1, then 5, 4
    expect(partnerOrder([6, 5, 4, 3, 2, 1])).toEqual([3, 2, 1, 4, 5]);
  });
});
