import { readTrf } from '../../src/formats/trf';
import * as fs from 'fs';
import { RatingListReader } from '../../src/formats/rating-list';
import {
  INITIAL_STATUS_TEXT,
  NOT_RATED_TEXT,
  applySevenHundredRule,
  differenceUsed,
  hundredthsFixed,
  hundredthsShort,
  ratingChanges,
  ratingDifferenceFor,
  roundHalfAwayFromZero,
  scoringProbability,
  type RatingPlayerInput,
} from '../../src/engine/rating';
import type { Tournament } from '../../src/engine/model';
import { fixturePath, readFixture, readFixtureJson } from '../support/shared';

interface ExpectedGame {
  round: number;
  opponent: number;
  opponent_rating: number;
  score: string;
  d?: number;
  d_used?: number;
  pd?: string;
  delta?: string;
}
interface ExpectedPlayer {
  tpn: number;
  fide_id: number | null;
  status: 'rated' | 'unrated';
  rating: number;
  not_rated: { round: number; opponent: number; result: string; reason: string }[];
  games: ExpectedGame[];
  k_list?: number;
  other_games_in_period?: number;
  k_used?: number;
  rated_games?: number;
  score?: string;
  expected?: string;
  sum_delta?: string;
  change?: string;
  change_rounded?: number;
  new_rating?: number;
  games_vs_rated?: number;
  score_vs_rated?: string;
  opponents_rating_sum?: number;
  ra?: string;
  p?: string;
  dp?: number;
  ru_unrounded?: string;
  initial_rating?: number | null;
  initial_status?: string;
}

/** An exact decimal string of the fixtures ("4.0", "-1.13", "22") in hundredths; the fixtures' strings differ in trailing zeros. */
function h(text: string | undefined): number | null {
  if (text === undefined || text === null) return null;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new Error(`not an exact decimal: ${text}`);
  const v = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -v : v;
}

const TOURNAMENTS = ['s1-autumn-open', 's2-club-championship', 's3-junior-open'];
/** Each player's standard K (SK) as the one list reader gives it (the command line's --list reads it so too). */
function standardK(): Map<string, number> {
  const out = new Map<string, number>();
  const reader = new RatingListReader(
    'players_list_foa.txt',
    {
      player: (p) => {
        if (p.standard_k !== null) out.set(String(p.fide_id), p.standard_k);
      },
      problem: (p) => {
        throw new Error(`the list fixture should read cleanly: ${p.message}`);
      },
    },
    null,
  );
  reader.push(fs.readFileSync(fixturePath('ratings', 'players_list_foa.txt')));
  reader.end();
  return out;
}
const listK = standardK();

function load(name: string): { t: Tournament; expected: ExpectedPlayer[] } {
  const read = readTrf(readFixture('ratings', `${name}.trf`));
  if (!read.tournament) throw new Error(`${name}: ${read.problems.map((p) => p.message).join('; ')}`);
  return {
    t: read.tournament,
    expected: readFixtureJson<{ players: ExpectedPlayer[] }>('ratings', `${name}.expected.json`).players,
  };
}

function inputs(t: Tournament, expected: ExpectedPlayer[]): Map<number, RatingPlayerInput> {
  // K comes from the list (SK column); the other games of the period are an input the arbiter types (README §3)
  return new Map(
    t.players.map((p) => [
      p.id,
      {
        listK: listK.get(p.fideId),
        otherGamesInPeriod: expected.find((e) => e.tpn === p.id)?.other_games_in_period ?? 0,
      },
    ]),
  );
}

describe('tables of B.02 8.1', () => {
  it('8.1.2 gives each D exactly one PD, at the rows of the spec', () => {
    expect([0, 3, 4, 10, 197, 198, 400, 735, 736, 2000].map((d) => scoringProbability(d))).toEqual([
      50, 50, 51, 51, 75, 76, 92, 99, 100, 100,
    ]);
    expect(scoringProbability(-400)).toBe(8);
    for (let d = 1; d <= 800; d++) expect(scoringProbability(d)).toBeGreaterThanOrEqual(scoringProbability(d - 1));
  });
  it('8.1.1 mirrors below .50', () => {
    expect(ratingDifferenceFor(25)).toBe(-193);
    expect(ratingDifferenceFor(100)).toBe(800);
    expect(ratingDifferenceFor(0)).toBe(-800);
    expect(() => ratingDifferenceFor(101)).toThrow(RangeError);
  });
  it('the 400-point rule caps only players below 2650 from the amendment on (8.3.1)', () => {
    expect(differenceUsed(2813, 2400, 'standard', '2026-11-07')).toBe(413);
    expect(differenceUsed(2400, 2813, 'standard', '2026-11-07')).toBe(-400);
    expect(differenceUsed(2650, 2200, 'standard', '2026-11-07')).toBe(450);
    expect(differenceUsed(2649, 2200, 'standard', '2026-11-07')).toBe(400);
    expect(differenceUsed(2813, 2400, 'standard', '2025-09-30')).toBe(400);
    expect(differenceUsed(2813, 2400, 'rapid', '2026-11-07')).toBe(400);
  });
  it('the 700 rule and the rounding', () => {
    expect([18, 20, 21].map((n) => applySevenHundredRule(40, n))).toEqual([38, 35, 33]);
    expect(applySevenHundredRule(20, 39)).toBe(17);
    expect(applySevenHundredRule(20, 35)).toBe(20);
    expect([250, -250, 40, -175, 249].map(roundHalfAwayFromZero)).toEqual([3, -3, 0, -2, 2]);
    expect(hundredthsShort(-1130)).toBe('-11.3');
    expect(hundredthsFixed(-5)).toBe('-0.05');
  });
});

describe.each(TOURNAMENTS)('%s: every player equals the expected rating change', (name) => {
  const { t, expected } = load(name);
  const changes = ratingChanges(t, { players: inputs(t, expected) });
  let agree = 0;
  afterAll(() => {
    console.log(`${name}: ${agree}/${expected.length} players equal the expected file`);
  });
  it.each(expected.map((e) => [e.tpn, e] as const))('TPN %i', (_tpn, e) => {
    const c = changes.find((x) => x.player.id === e.tpn);
    expect(c?.status).toBe(e.status);
    if (!c) return;
    expect(
      c.notRated.map((r) => ({
        round: r.round,
        opponent: r.opponent,
        result: r.result,
        reason: NOT_RATED_TEXT[r.reason],
      })),
    ).toEqual(e.not_rated);
    if (c.status === 'rated') {
      expect({
        k_list: c.kList,
        k_used: c.kUsed,
        rated_games: c.games.length,
        score: c.score,
        expected: c.expected,
        sum_delta: c.sumDelta,
        change: c.change,
        change_rounded: c.changeRounded,
        new_rating: c.newRating,
        games: c.games.map((g) => ({
          round: g.round,
          opponent: g.opponent,
          opponent_rating: g.opponentRating,
          score: g.score,
          d: g.d,
          d_used: g.dUsed,
          pd: g.pd,
          delta: g.delta,
        })),
      }).toEqual({
        k_list: e.k_list,
        k_used: e.k_used,
        rated_games: e.rated_games,
        score: h(e.score),
        expected: h(e.expected),
        sum_delta: h(e.sum_delta),
        change: h(e.change),
        change_rounded: e.change_rounded,
        new_rating: e.new_rating,
        games: e.games.map((g) => ({
          round: g.round,
          opponent: g.opponent,
          opponent_rating: g.opponent_rating,
          score: h(g.score),
          d: g.d,
          d_used: g.d_used,
          pd: h(g.pd),
          delta: h(g.delta),
        })),
      });
    } else {
      const i = c.initial;
      expect({
        games_vs_rated: i.games,
        score_vs_rated: i.score,
        opponents_rating_sum: i.opponentsRatingSum,
        ra: i.ra,
        p: i.p,
        dp: i.dp,
        ru_unrounded: i.ruUnrounded,
        initial_rating: i.rating,
        initial_status: INITIAL_STATUS_TEXT[i.status],
      }).toEqual({
        games_vs_rated: e.games_vs_rated,
        score_vs_rated: h(e.score_vs_rated),
        opponents_rating_sum: e.opponents_rating_sum,
        ra: h(e.ra),
        p: h(e.p),
        dp: e.dp,
        ru_unrounded: h(e.ru_unrounded),
        initial_rating: e.initial_rating,
        initial_status: e.initial_status,
      });
    }
    agree++;
  });
});

describe('K and initial ratings where the list is silent', () => {
  it('derives K in the order of §1.5 and says so', async () => {
    const { chooseK } = await import('../../src/engine/rating');
    expect(chooseK({ rating: 2410, listYear: 2026 })).toEqual({ k: 10, source: 'derived' });
    expect(chooseK({ rating: 2250, birthYear: 2008, listYear: 2026 }).k).toBe(40);
    expect(chooseK({ rating: 2310, birthYear: 2008, listYear: 2026 }).k).toBe(20);
    expect(chooseK({ rating: 1900, listYear: 2026, thirtyGamesCompleted: false }).k).toBe(40);
    expect(chooseK({ rating: 2350, listYear: 2026, everReached2400: true }).k).toBe(10);
    expect(chooseK({ rating: 1900, listYear: 2026, listK: 40 })).toEqual({ k: 40, source: 'list' });
  });
  it('an unrated player: zero score disregarded, fewer than 5 pending, 2200 at most', async () => {
    const { initialRating } = await import('../../src/engine/rating');
    const g = (opponentRating: number, score: number) => ({
      round: 1,
      opponent: 2,
      colour: 'w' as const,
      opponentRating,
      score,
    });
    expect(initialRating([g(2000, 0), g(2000, 0), g(2000, 0), g(2000, 0), g(2000, 0)]).status).toBe('zero-score');
    expect(initialRating([g(2000, 100), g(2000, 0)]).status).toBe('pending');
    const strong = initialRating(Array.from({ length: 9 }, () => g(2500, 100)));
    expect(strong.rating).toBe(2200);
    expect(
      initialRating(Array.from({ length: 6 }, () => g(1400, 0)).map((x, i) => (i === 0 ? g(1400, 50) : x))).status,
    ).toBe('below-1400');
  });
  it('rapid: games 600+ apart with a player above 2600 are not rated', async () => {
    const { splitRounds } = await import('../../src/engine/rating');
    const p = {
      id: 1,
      name: 'A',
      sex: '' as const,
      title: '',
      rating: 2700,
      federation: '',
      fideId: '',
      birthDate: '',
      rounds: [{ opponent: 2, colour: 'w' as const, result: '1' as const }],
    };
    expect(splitRounds(p, () => 2050, 'rapid').notRated.map((r) => r.reason)).toEqual(['rapid-600-rule']);
    expect(splitRounds(p, () => 2050, 'standard').counted).toHaveLength(1);
  });
});
