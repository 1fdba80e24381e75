import '../support/verify-matching';
import {
  type CandidateShape,
  bracketCandidates,
  exchanges,
  fullPlan,
  mdpSets,
  splits,
  transpositions,
  validMdpSets,
} from './generation-order';

/** Exchanges written as in dutch.md §4.3: "5↔6", "3+4↔5+6" (S1 side ascending, S2 side ascending). */
function label(e: { out: readonly number[]; in: readonly number[] }): string {
  return `${[...e.out].sort((a, b) => a - b).join('+')}↔${e.in.join('+')}`;
}

describe('4.2 transpositions of S2 (dutch.md §4.2)', () => {
  test('11-player homogeneous bracket, S1 = 1–5, S2 = 6–11: 720 in lexicographic order of the first five', () => {
    const all = [...transpositions([6, 7, 8, 9, 10, 11], 5)].map((t) => t.join('-'));
    expect(all).toHaveLength(720);
    expect(all.slice(0, 7)).toEqual([
      '6-7-8-9-10',
      '6-7-8-9-11',
      '6-7-8-10-9',
      '6-7-8-10-11',
      '6-7-8-11-9',
      '6-7-8-11-10',
      '6-7-9-8-10',
    ]);
    expect(all.slice(-2)).toEqual(['11-10-9-8-6', '11-10-9-8-7']);
    expect(new Set(all).size).toBe(720);
  });

  test('two MDPs (BSN 1, 2) against nine residents: 72 transpositions, 3-4 first and 11-10 last', () => {
    const all = [...transpositions([3, 4, 5, 6, 7, 8, 9, 10, 11], 2)].map((t) => t.join('-'));
    expect(all).toHaveLength(72);
    expect(all.slice(0, 10)).toEqual(['3-4', '3-5', '3-6', '3-7', '3-8', '3-9', '3-10', '3-11', '4-3', '4-5']);
    expect(all[all.length - 1]).toBe('11-10');
  });

  test('a refused element prunes its subtree and leaves the order of the rest unchanged', () => {
    const all = [...transpositions([6, 7, 8, 9, 10, 11], 5)].map((t) => t.join('-'));
    const pruned = [...transpositions([6, 7, 8, 9, 10, 11], 5, (i, x) => !(i === 1 && x === 8))].map((t) =>
      t.join('-'),
    );
    expect(pruned).toEqual(all.filter((t) => t.split('-')[1] !== '8'));
  });
});

describe('4.3 resident exchanges (dutch.md §4.3)', () => {
  test('11-player bracket: 461 exchanges, the first twenty as in the table', () => {
    const all = exchanges(5, 6);
    expect(all).toHaveLength(461);
    expect(all.slice(0, 20).map(label)).toEqual([
      '5↔6',
      '5↔7',
      '4↔6',
      '5↔8',
      '4↔7',
      '3↔6',
      '5↔9',
      '4↔8',
      '3↔7',
      '2↔6',
      '5↔10',
      '4↔9',
      '3↔8',
      '2↔7',
      '1↔6',
      '5↔11',
      '4↔10',
      '3↔9',
      '2↔8',
      '1↔7',
    ]);
    // "all 30 single swaps, then 2-for-2 swaps starting with 4+5 ↔ 6+7 (diff 4)"
    expect(all.slice(0, 30).every((e) => e.out.length === 1)).toBe(true);
    expect(label(all[30])).toBe('4+5↔6+7');
  });

  test('11-player table: new S1 and S2 of the first rows', () => {
    const got = [...splits(11, 5)].slice(1, 8).map((s) => `${s.s1.join(' ')} | ${s.s2.join(' ')}`);
    expect(got).toEqual([
      '1 2 3 4 6 | 5 7 8 9 10 11',
      '1 2 3 4 7 | 5 6 8 9 10 11',
      '1 2 3 5 6 | 4 7 8 9 10 11',
      '1 2 3 4 8 | 5 6 7 9 10 11',
      '1 2 3 5 7 | 4 6 8 9 10 11',
      '1 2 4 5 6 | 3 7 8 9 10 11',
      '1 2 3 4 9 | 5 6 7 8 10 11',
    ]);
  });

  test('the comparison rules of the text: 6↔4 before 8↔5, 8+6↔4+3 before 9+8↔5+4, 5 before 4 …', () => {
    const order = exchanges(5, 6).map(label);
    const before = (a: string, b: string) => expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    before('4↔6', '5↔8'); // rule 2: diff 2 before diff 3
    before('3+4↔6+8', '4+5↔8+9'); // rule 2: diff 7 before diff 8
    before('5↔9', '4↔8'); // rule 3: 5 before 4
    before('2+5↔6+10', '3+4↔6+10'); // rule 3: 5-2 before 4-3 (same diff 9)
    before('1+4+5↔6+8+10', '2+3+5↔6+8+10'); // rule 3: 5-4-1 before 5-3-2
    before('5↔6', '5↔7'); // rule 4: 6 before 7 (rule 2 already)
    before('2+5↔6+9', '2+5↔7+8'); // rule 4: 6-9 before 7-8 (same diff, same outgoing)
    before('1+4+5↔6+7+10', '1+4+5↔6+8+9'); // rule 4: 6-7-10 before 6-8-9
  });

  test('8-player bracket: 69 exchanges, singles then the first pairs as listed', () => {
    const all = exchanges(4, 4).map(label);
    expect(all).toHaveLength(69);
    expect(all.slice(0, 24)).toEqual([
      '4↔5',
      '4↔6',
      '3↔5',
      '4↔7',
      '3↔6',
      '2↔5',
      '4↔8',
      '3↔7',
      '2↔6',
      '1↔5',
      '3↔8',
      '2↔7',
      '1↔6',
      '2↔8',
      '1↔7',
      '1↔8',
      '3+4↔5+6',
      '3+4↔5+7',
      '2+4↔5+6',
      '3+4↔5+8',
      '3+4↔6+7',
      '2+4↔5+7',
      '1+4↔5+6',
      '2+3↔5+6',
    ]);
  });
});

describe('4.4 MDP sets (dutch.md §4.4)', () => {
  test('MDPs 1–4, M1 = 2: ascending lexicographic order of the sorted BSN lists', () => {
    expect([...mdpSets([1, 2, 3, 4], 2)].map((s) => s.join(','))).toEqual(['1,2', '1,3', '1,4', '2,3', '2,4', '3,4']);
  });

  test('MDPs 1 (3 pts), 2 and 3 (2½ pts), M1 = 2: valid sets {1,2} then {1,3}; {2,3} leaves the 3 in the Limbo', () => {
    const score = (bsn: number) => (bsn === 1 ? 30 : 25);
    expect(validMdpSets([1, 2, 3], 2, score)).toEqual([
      [1, 2],
      [1, 3],
    ]);
  });
});

describe('3.5–3.7 nested generation order (dutch.md §3.5, §6.4)', () => {
  const show = (c: CandidateShape) => [...c.mdpPairs, ...c.remainderPairs].map(([a, b]) => `${a}-${b}`).join(' ');

  test('§6.4: MDP A (1) and residents B–F (2–6), M1 = 1: remainder candidates before the next MDP-Pairing', () => {
    const all = [...bracketCandidates(6, 1, fullPlan(1))];
    // A–B with remainder C D E F (fresh BSNs 1–4): C–E D–F, C–F D–E, then the exchange D↔E (diff 1) …
    expect(all.slice(0, 3).map(show)).toEqual(['1-2 3-5 4-6', '1-2 3-6 4-5', '1-2 3-4 5-6']);
    // … and only after every remainder candidate of A–B does A–C come
    const remainderOf4 = 2 * (1 + exchanges(2, 2).length);
    expect(all.slice(0, remainderOf4).every((c) => c.mdpPairs[0][1] === 2)).toBe(true);
    expect(all[remainderOf4].mdpPairs[0]).toEqual([1, 3]);
    expect(all).toHaveLength(5 * remainderOf4);
    expect(all.every((c) => c.downfloaters.length === 0)).toBe(true);
  });

  test('homogeneous bracket: every split of 4.3 order, each with all its transpositions', () => {
    const all = [...bracketCandidates(4, 0, fullPlan(0))].map(show);
    // S1 = 1 2, S2 = 3 4: 1-3 2-4, 1-4 2-3; exchange 2↔3: S1 = 1 3, S2 = 2 4: 1-2 3-4, 1-4 3-2 …
    expect(all.slice(0, 4)).toEqual(['1-3 2-4', '1-4 2-3', '1-2 3-4', '1-4 3-2']);
    expect(all).toHaveLength(2 * (1 + exchanges(2, 2).length));
  });

  test('an odd bracket downfloats the S2 players left out of the transposition', () => {
    const first = [...bracketCandidates(5, 0, fullPlan(0))].slice(0, 2);
    expect(first.map((c) => c.downfloaters)).toEqual([[5], [4]]);
  });
});
