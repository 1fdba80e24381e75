import { writeTrf, readTrf } from '../../src/formats/trf';
import { DEFAULT_CONFIG, GeneratorConfigError, parseAmount, parseReferenceConfig } from '../../src/generate/config';
import { generateTournament } from '../../src/generate/generate-tournament';
import { expectedScore, gameOdds } from '../../src/generate/result-model';
import { checkStandings } from '../../src/node/commands/standings-check';
import { formatTotals, sweepRtg } from '../../src/node/sweep-rtg';
import { rulesForStartDate } from '../../src/engine/tiebreaks/rule-set-date';

const config = {
  ...DEFAULT_CONFIG,
  players: 24,
  rounds: 7,
  halfByes: { count: 3 },
  zeroByes: { count: 2 },
  forfeits: { percent: 5 },
  retired: { count: 1 },
};
const text = (seed: number, c = config) => writeTrf(generateTournament(c, seed), { format: 'trf26', lineEnding: '\n' });

describe('arbiter generate: the random tournament generator (checklist Q19, Q24-31)', () => {
  test('the same seed gives the same file byte for byte; another seed another file', () => {
    expect(text(42)).toBe(text(42));
    expect(text(43)).not.toBe(text(42));
  });

  test('the file is TRF-2026 with the total rounds, the tie-break list and the final standings', () => {
    const out = text(7);
    expect(out).toMatch(/^142 7$/m);
    expect(out).toMatch(/^202 BH\/C1,BH,DE,WIN,BPG$/m);
    const { tournament, problems } = readTrf(out);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(tournament!.players.every((p) => p.recordedRank !== undefined && p.recordedRank >= 1)).toBe(true);
    expect(checkStandings(tournament!, 'fide2026')).toMatchObject({ checked: true, problems: [] });
    // the byes asked for are there
    const entries = tournament!.players.flatMap((p) => p.rounds);
    expect(entries.filter((e) => e?.result === 'H')).toHaveLength(3);
    expect(entries.filter((e) => e?.result === '+').length).toBeGreaterThan(0);
  });

  test('Baku acceleration writes the virtual points (250)', () => {
    expect(text(3, { ...config, baku: true })).toMatch(/^250 +1\.0 001 /m);
  });

  test("the reference generators' configuration format", () => {
    const c = parseReferenceConfig(
      '# comment\nPlayersNumber=31\r\nRoundsNumber=9\nDrawPercentage=40\nForfeitRate=20\nRetiredRate=50\nHalfPointByeRate=10\nHighestRating=2700\nLowestRating=1500\nPointsForWin=3\nPointsForDraw=1\n',
    );
    expect(c).toMatchObject({ players: 31, rounds: 9, drawPercentage: 40, highestRating: 2700, lowestRating: 1500 });
    expect(c.forfeits).toEqual({ percent: 5 });
    expect(c.retired).toEqual({ percent: 2 });
    expect(c.scoring).toMatchObject({ win: 3, draw: 1, pab: 3 });
    expect(() => parseReferenceConfig('PlayersNumber=10\nColours=2\n')).toThrow(/line 2: unknown key "Colours"/);
    expect(() => parseReferenceConfig('RoundsNumber=x\n')).toThrow(GeneratorConfigError);
  });

  test('counts and percentages', () => {
    expect(parseAmount('4', 'x')).toEqual({ count: 4 });
    expect(parseAmount('12.5%', 'x')).toEqual({ percent: 12.5 });
    expect(() => parseAmount('many', '--half-byes')).toThrow(/--half-byes/);
  });
});

describe('the result model (docs/generator.md §3)', () => {
  test("FIDE's expected score: the table's values, a difference above 400 counted as 400", () => {
    // B.02 8.1.2: D = 0 → 0.50, D = 100 → 0.64, D = 200 → 0.76, D = 400 → 0.92
    expect(expectedScore(0)).toBeCloseTo(0.5, 3);
    expect(expectedScore(100)).toBeCloseTo(0.64, 2);
    expect(expectedScore(200)).toBeCloseTo(0.76, 2);
    expect(expectedScore(400)).toBeCloseTo(0.92, 2);
    expect(expectedScore(800)).toBe(expectedScore(400));
  });

  test('White scores more between equals; the draw rate rises with rating', () => {
    const odds = gameOdds(2000, 2000);
    expect(odds.whiteWins).toBeGreaterThan(odds.blackWins);
    expect(gameOdds(2600, 2600).draw).toBeGreaterThan(gameOdds(1400, 1400).draw);
    for (const [w, b] of [
      [2800, 1000],
      [1000, 2800],
      [2000, 2100],
    ]) {
      const o = gameOdds(w, b);
      expect(o.whiteWins).toBeGreaterThanOrEqual(0);
      expect(o.blackWins).toBeGreaterThanOrEqual(0);
      expect(o.whiteWins + o.draw + o.blackWins).toBeCloseTo(1, 9);
    }
  });
});

describe('tie-break rule set by start date (tiebreaks.md §1)', () => {
  test('2024 rules before 1 March 2026, 2026 rules from then on and without a date', () => {
    expect(rulesForStartDate('2026/02/28')).toBe('fide2024');
    expect(rulesForStartDate('2026-03-01')).toBe('fide2026');
    expect(rulesForStartDate('15.01.2025')).toBe('fide2024');
    expect(rulesForStartDate(undefined)).toBe('fide2026');
  });
});

describe('the standings check (Q21)', () => {
  test('two players swapped against the tie-break list are reported', () => {
    const t = readTrf(text(11)).tournament!;
    const order = [...t.players].sort((a, b) => a.recordedRank! - b.recordedRank!);
    const [first, second] = [order[0], order[order.length - 1]];
    expect(first.recordedPoints).toBeGreaterThan(second.recordedPoints!); // the list surely separates them
    const swapped = {
      ...t,
      players: t.players.map((p) =>
        p.id === first.id
          ? { ...p, recordedRank: second.recordedRank }
          : p.id === second.id
            ? { ...p, recordedRank: first.recordedRank }
            : p,
      ),
    };
    const check = checkStandings(swapped, 'fide2026');
    expect(check.problems.length).toBeGreaterThan(0);
    expect(check.problems[0]).toMatch(
      /^standings: rank \d+: player \d+ stands above player \d+ .*but the tie-break list puts/,
    );
  });
});

describe('npm run sweep:rtg (small count; 5,000 are run before a release)', () => {
  test('generated tournaments pass our checker: every round identical, standings agree', () => {
    const totals = sweepRtg(1, 6);
    expect(totals.problems).toEqual([]);
    expect(formatTotals(totals)).toBe(
      `tournaments: 6, rounds: ${totals.rounds}, identical: ${totals.rounds}, standings agree: 6`,
    );
    expect(totals.rounds).toBeGreaterThan(6 * 2);
  });
});
