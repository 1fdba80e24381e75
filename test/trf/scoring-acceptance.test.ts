import { readTrf } from '../../src/formats/trf';
import { scoringProblems } from '../../src/engine/model/scoring-rules';
import { STANDARD_SCORING } from '../../src/engine/model';
import { DEFAULT_CONFIG } from '../../src/generate/config';
import { generateTournament } from '../../src/generate/generate-tournament';

// FIDE program-acceptance checklist (fide-acceptance.md §6), hard fails: Q74, Q81, Q83.
const players = [
  '001    1      Player One                        2000                             1.0    1     2 w 1',
  '001    2      Player Two                        1900                             0.0    2     1 b 0',
];
const file = (scoringLine: string) => ['012 Scoring test', '142 3', scoringLine, ...players].join('\n') + '\n';

describe('scorings FIDE mode refuses, reported at their place', () => {
  test('Q74: two draws worth more than a win plus a loss (162 W 1.0 D 0.6 L 0.0)', () => {
    const { problems } = readTrf(file('162 W 1.0 D 0.6 L 0.0'));
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        line: 3,
        column: 1,
        message: expect.stringMatching(/two draws .* more than a win plus a loss/),
      }),
    ]);
  });

  test('Q81: a PAB worth more than a win (XXS W=1 P=1.5)', () => {
    const { problems } = readTrf(file('XXS WW=1 BW=1 PAB=1.5'));
    expect(problems.filter((p) => p.severity === 'error').map((p) => [p.line, p.message])).toEqual([
      [3, expect.stringMatching(/pairing-allocated bye \(1\.5\) is worth more than a win/)],
      [3, expect.stringMatching(/with standard scoring the pairing-allocated bye is worth 1, ½ or 0, not 1\.5/)], // Q83 too
    ]);
  });

  test('Q83: with standard scoring a PAB of 0.7 is refused; 1, 0.5 and 0 are accepted', () => {
    expect(scoringProblems({ ...STANDARD_SCORING, pab: 0.7 })).toEqual([expect.stringMatching(/worth 1, ½ or 0/)]);
    for (const pab of [1, 0.5, 0]) expect(scoringProblems({ ...STANDARD_SCORING, pab })).toEqual([]);
  });

  test('3-1-0 scoring and the standard one pass', () => {
    expect(
      scoringProblems({ ...STANDARD_SCORING, win: 3, draw: 1, pab: 3, fullBye: 3, forfeitWin: 3, halfBye: 1 }),
    ).toEqual([]);
    expect(scoringProblems(STANDARD_SCORING)).toEqual([]);
    // (the player records' points are the standard ones, so only line 3, the scoring, is of interest here)
    expect(
      readTrf(file('162 W 3.0 D 1.0 L 0.0')).problems.filter((p) => p.severity === 'error' && p.line === 3),
    ).toEqual([]);
  });

  test('the generator refuses such a scoring too', () => {
    expect(() =>
      generateTournament(
        { ...DEFAULT_CONFIG, players: 10, rounds: 3, scoring: { ...STANDARD_SCORING, draw: 0.75 } },
        1,
      ),
    ).toThrow(/two draws/);
  });
});
