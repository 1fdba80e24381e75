import { isPlayed, type Tournament } from '../model';
import { divideRoundHalfUp } from '../rating/decimal';
import { ratingDifferenceFor } from '../rating/expected-score';

/**
 * Title norms, numeric checks only: a FIRST STEP (event-reports.md §6). Only the numbers of B.01 1.4.6-1.4.9
 * are confirmed; the game-count, federation and title-mix checks (1.4.1-1.4.5) are shown for the arbiter to
 * confirm, and no exemption, dropped game or team/World Cup rule is applied.
 */
export type NormTitle = 'GM' | 'IM' | 'WGM' | 'WIM';

/** 1.4.6b-c floors, 1.4.8 Rp and Ra minimums. */
export const NORM_LEVELS: Record<NormTitle, { floor: number; rp: number; ra: number; titles: readonly string[] }> = {
  GM: { floor: 2200, rp: 2600, ra: 2380, titles: ['GM'] },
  IM: { floor: 2050, rp: 2450, ra: 2230, titles: ['GM', 'IM'] },
  WGM: { floor: 2000, rp: 2400, ra: 2180, titles: ['GM', 'IM', 'WGM'] },
  WIM: { floor: 1850, rp: 2250, ra: 2030, titles: ['GM', 'IM', 'WGM', 'WIM'] },
};

/** Titleholders for 1.4.5 (CM and WCM do not count). */
const TITLEHOLDERS = new Set(['GM', 'IM', 'WGM', 'FM', 'WIM', 'WFM']);
const UNRATED_AS = 1400; // 1.4.6d

export interface NormCheck {
  readonly title: NormTitle;
  readonly games: number;
  /** Score in hundredths. */
  readonly score: number;
  readonly federations: number;
  readonly ownFederationOpponents: number;
  readonly mostFromOneFederation: number;
  readonly titleholders: number;
  readonly normTitleOpponents: number;
  /** The one opponent raised to the floor (1.4.6c), if any. */
  readonly raisedOpponent: number | null;
  readonly ra: number;
  /** Score percentage, whole percent rounded .5 up. */
  readonly percent: number;
  readonly rp: number;
  readonly checks: {
    readonly games9: boolean;
    readonly twoForeignFederations: boolean;
    readonly ownAtMostThreeFifths: boolean;
    readonly oneAtMostTwoThirds: boolean;
    readonly halfTitleholders: boolean;
    readonly thirdNormTitle: boolean;
    readonly minimum35: boolean;
    readonly raReached: boolean;
    readonly rpReached: boolean;
  };
  readonly met: boolean;
}

export function checkNorm(t: Tournament, playerId: number, title: NormTitle): NormCheck | null {
  const player = t.players.find((p) => p.id === playerId);
  if (!player) return null;
  const level = NORM_LEVELS[title];
  const byId = new Map(t.players.map((p) => [p.id, p]));
  // played games only: forfeits and byes are not norm games (1.4.2)
  const games = player.rounds
    .filter((e) => e && isPlayed(e) && e.result !== '*' && !['W', 'D', 'L'].includes(e.result))
    .map((e) => ({ opp: byId.get(e!.opponent)!, score: e!.result === '1' ? 100 : e!.result === '=' ? 50 : 0 }))
    .filter((g) => g.opp);
  const n = games.length;
  const ratings = games.map((g) => (g.opp.rating > 0 ? g.opp.rating : UNRATED_AS));
  let raisedOpponent: number | null = null;
  if (n > 0) {
    const lowest = ratings.indexOf(Math.min(...ratings));
    if (ratings[lowest] < level.floor) {
      ratings[lowest] = level.floor;
      raisedOpponent = games[lowest].opp.id;
    }
  }
  const ra =
    n > 0
      ? divideRoundHalfUp(
          ratings.reduce((a, b) => a + b, 0),
          n,
        )
      : 0;
  const score = games.reduce((a, g) => a + g.score, 0);
  const percent = n > 0 ? divideRoundHalfUp(score, n) : 0;
  const rp = ra + ratingDifferenceFor(percent);
  const feds = new Map<string, number>();
  for (const g of games)
    if (g.opp.federation && g.opp.federation !== 'FID')
      feds.set(g.opp.federation, (feds.get(g.opp.federation) ?? 0) + 1);
  const own = feds.get(player.federation) ?? 0;
  const foreign = [...feds.keys()].filter((f) => f !== player.federation).length;
  const most = Math.max(0, ...feds.values());
  const titleholders = games.filter((g) => TITLEHOLDERS.has(String(g.opp.title))).length;
  const normTitle = games.filter((g) => level.titles.includes(String(g.opp.title))).length;
  const checks = {
    games9: n >= 9,
    twoForeignFederations: foreign >= 2,
    ownAtMostThreeFifths: own * 5 <= n * 3,
    oneAtMostTwoThirds: most * 3 <= n * 2,
    halfTitleholders: titleholders * 2 >= n,
    thirdNormTitle: normTitle * 3 >= n && normTitle >= 3,
    minimum35: percent >= 35,
    raReached: ra >= level.ra,
    rpReached: rp >= level.rp,
  };
  return {
    title,
    games: n,
    score,
    federations: feds.size,
    ownFederationOpponents: own,
    mostFromOneFederation: most,
    titleholders,
    normTitleOpponents: normTitle,
    raisedOpponent,
    ra,
    percent,
    rp,
    checks,
    met: Object.values(checks).every(Boolean),
  };
}
