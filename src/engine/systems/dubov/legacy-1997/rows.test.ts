import { readFixtureJson } from '../../../../../test/support/shared';
import { fakeLegacyPlayer, meet } from '../../../../../test/dubov/fake-players';
import { Pairability } from './pairability';
import type { LegacyPlayer } from './players';
import { pairRows } from './rows';

interface Example63 {
  white: number[];
  black: number[];
  already_met: [number, number][];
  expected_pairs: [number, number][];
}
const example = readFixtureJson<{
  definitions: { rule_6_3_example: Example63; rule_6_2_example: { pairs_by_row: boolean } };
}>('seeds', 'dubov-21.json').definitions;

function players(...idLists: number[][]): Map<number, LegacyPlayer> {
  return new Map(idLists.flat().map((id) => [id, fakeLegacyPlayer(id)]));
}
const pairsOf = (r: ReturnType<typeof pairRows>) => r!.rows.map(([a, b]) => [a.id, b.id]);

describe('Dubov 1997 row-by-row pairing (6.2, 6.3)', () => {
  test('6.2: with nobody having met, row k of the White column plays row k of the Black column', () => {
    expect(example.rule_6_2_example.pairs_by_row).toBe(true);
    const p = players([1, 2, 3], [4, 5, 6]);
    const r = pairRows(
      [1, 2, 3].map((id) => p.get(id)!),
      [4, 5, 6].map((id) => p.get(id)!),
      new Pairability(),
    );
    expect(pairsOf(r)).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
    expect(r!.acrossColumns).toBe(true);
  });

  test('6.3 example: 4 has met 12 and 15, looks down the Black column to 17; the rows below close up', () => {
    const { white, black, already_met: met, expected_pairs: expected } = example.rule_6_3_example;
    const p = players(white, black);
    for (const [a, b] of met) meet(p.get(a)!, p.get(b)!);
    const r = pairRows(
      white.map((id) => p.get(id)!),
      black.map((id) => p.get(id)!),
      new Pairability(),
    );
    expect(pairsOf(r)).toEqual(expected);
  });

  test('6.3: a clash in the last row changes the row above', () => {
    const p = players([1, 2], [3, 4]);
    meet(p.get(2)!, p.get(4)!);
    const r = pairRows([p.get(1)!, p.get(2)!], [p.get(3)!, p.get(4)!], new Pairability());
    expect(pairsOf(r)).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  test('6.3: a White player who has met every Black player finds his opponent among the White players below him', () => {
    const p = players([1, 2], [3, 4]);
    meet(p.get(1)!, p.get(3)!);
    meet(p.get(1)!, p.get(4)!);
    const r = pairRows([p.get(1)!, p.get(2)!], [p.get(3)!, p.get(4)!], new Pairability());
    expect(pairsOf(r)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(r!.acrossColumns).toBe(false);
  });

  test('unequal columns (2.6 kept someone in his column) are paired the same way', () => {
    const p = players([1, 2, 3], [4]);
    const r = pairRows([p.get(1)!, p.get(2)!, p.get(3)!], [p.get(4)!], new Pairability());
    expect(pairsOf(r)).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  test('null when the group cannot be paired at all', () => {
    const p = players([1], [2]);
    meet(p.get(1)!, p.get(2)!);
    expect(pairRows([p.get(1)!], [p.get(2)!], new Pairability())).toBeNull();
  });
});
