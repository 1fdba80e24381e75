import { tinyTournament } from '../../../../../test/dubov/fake-players';
import { NoLegalPairingError } from '../../../pairing';
import { pairDubov } from '..';
import { pairDubov1997 } from './pair-dubov-1997';

const RATINGS = [2400, 2300, 2200, 2100, 2000, 1900];
const boards = (p: { boards: readonly { white: number; black: number }[] }) =>
  p.boards.map((b) => `${b.white}-${b.black}`);

describe('Dubov 1997 edition: whole rounds', () => {
  test('is selected by options.edition; the default stays the 2026 text', () => {
    const t = tinyTournament(
      RATINGS,
      [{ 1: [4, 'w', '1'], 4: [1, 'b', '0'], 2: [5, 'w', '='], 5: [2, 'b', '='], 3: [6, 'w', '0'], 6: [3, 'b', '1'] }],
      5,
    );
    expect(pairDubov(t, 2, { edition: '1997' })).toEqual(pairDubov1997(t, 2));
    expect(pairDubov(t, 2)).toEqual(pairDubov(t, 2, { edition: '2026' }));
  });

  test('7.1: two players of a group who have met each other each get an opponent brought up from below', () => {
    // after round 1: 3 and 6 on 1 point, 1 and 2 (who drew with each other) on ½, 4 and 5 on 0
    const t = tinyTournament(
      RATINGS,
      [{ 1: [2, 'w', '='], 2: [1, 'b', '='], 3: [4, 'w', '1'], 4: [3, 'b', '0'], 5: [6, 'w', '0'], 6: [5, 'b', '1'] }],
      5,
    );
    const p = pairDubov1997(t, 2, { explain: true });
    // 1-point group: 6 due White, 3 due Black → 6–3. ½ group: 1 (due Black) takes 4 (due White, the opposite
    // colour, 8.2 order), 2 takes 5; colours by 3a
    expect(boards(p)).toEqual(['6-3', '4-1', '2-5']);
    expect(p.explanation.join('\n')).toMatch(
      /1 has met everybody in his group: 4 .* is brought up to play him \(7\.1\)/,
    );
  });

  test('6.4 and 8: when the lowest group cannot be paired, two players of the group above go down and are paired first', () => {
    // round 1: 1–3 and 2–4 drawn, 5–6 both lost (0–0): the ½ group 1 2 3 4 could pair itself, but 5 and 6 could not
    const t = tinyTournament(
      RATINGS,
      [{ 1: [3, 'w', '='], 3: [1, 'b', '='], 2: [4, 'w', '='], 4: [2, 'b', '='], 5: [6, 'w', '0'], 6: [5, 'b', '0'] }],
      5,
    );
    const p = pairDubov1997(t, 2, { explain: true });
    // 6.4: the lowest-rated, 3 and 4, go down; 1–2 (both due Black, same history: the higher ARO, 1's 2200, gets White).
    // 8.1: 4 (ARO 2300 < 3's 2400) first: 5 is due Black, the opposite colour → 4–5; then 3–6 (higher ARO White).
    // Boards in C.04.2 3.6 order.
    expect(boards(p)).toEqual(['1-2', '3-6', '4-5']);
    const text = p.explanation.join('\n');
    expect(text).toContain('3 4 go down to the next group (6.4)');
    expect(text).toMatch(/floater 4 paired first with 5/);
  });

  test('no legal pairing at all → NoLegalPairingError', () => {
    const t = tinyTournament([2000, 1900], [{ 1: [2, 'w', '1'], 2: [1, 'b', '0'] }], 5);
    expect(() => pairDubov1997(t, 2)).toThrow(NoLegalPairingError);
  });

  test('the same record gives the same pairing (no hidden state)', () => {
    const t = tinyTournament(
      RATINGS,
      [{ 1: [2, 'w', '='], 2: [1, 'b', '='], 3: [4, 'w', '1'], 4: [3, 'b', '0'], 5: [6, 'w', '0'], 6: [5, 'b', '1'] }],
      5,
    );
    expect(pairDubov1997(t, 2)).toEqual(pairDubov1997(t, 2));
    expect(pairDubov1997(t, 2).explanation).toEqual([]);
  });
});
