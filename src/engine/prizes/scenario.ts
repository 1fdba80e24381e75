import { distributePrizes, type Category, type Distribution, type PrizeSetup } from './distribution';
import { formatAmount, parseAmount, unitDecimals } from './money';
import type { Ranked, Sharing } from './place-sharing';
import type { CategoryRule, PrizePlayer } from './prize-rules';

/**
 * The JSON scenario of `arbiter prizes --scenario` (issue 24): currency, sharing, rounding, place_prizes,
 * categories [{id, label, rule, prizes}], one_prize_per_player, ranking [{rank, tpn, points}] and players
 * {"tpn": {name, rating, sex, birth_year}}. Reading never throws: every problem names its JSON path.
 */
export interface Scenario {
  readonly currency: string;
  readonly decimals: number;
  readonly setup: PrizeSetup;
  readonly standings: Ranked[];
  readonly players: Map<number, PrizePlayer>;
}

export class ScenarioError extends Error {}

const RULE_KEYS = [
  'rating_min',
  'rating_max',
  'sex',
  'birth_year_min',
  'birth_year_max',
  'unrated',
  'federation',
  'club',
];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function readScenario(json: unknown): Scenario | { problems: string[] } {
  const problems: string[] = [];
  const bad = (path: string, what: string): void => {
    problems.push(`${path}: ${what}`);
  };
  if (!isObject(json)) return { problems: ['$: the scenario must be a JSON object'] };
  const sharing = json.sharing ?? 'none';
  if (sharing !== 'none' && sharing !== 'split' && sharing !== 'hort')
    bad('$.sharing', `must be "none", "split" or "hort", not ${JSON.stringify(sharing)}`);
  const roundingText =
    typeof json.rounding === 'string' || typeof json.rounding === 'number' ? String(json.rounding) : '0.01';
  const unit = parseAmount(roundingText);
  if (unit === null || unit === 0)
    bad('$.rounding', `must be a positive amount such as "0.01" or "1", not ${JSON.stringify(json.rounding)}`);
  const amounts = (v: unknown, path: string): number[] => {
    if (!Array.isArray(v)) {
      bad(path, 'must be a list of amounts');
      return [];
    }
    return v.map((a, i) => {
      const x = parseAmount(a);
      if (x === null) bad(`${path}[${i}]`, `${JSON.stringify(a)} is not an amount`);
      return x ?? 0;
    });
  };
  const placePrizes = amounts(json.place_prizes ?? [], '$.place_prizes');
  const categories: Category[] = [];
  if (json.categories !== undefined && !Array.isArray(json.categories)) bad('$.categories', 'must be a list');
  (Array.isArray(json.categories) ? json.categories : []).forEach((c: unknown, i) => {
    const path = `$.categories[${i}]`;
    if (!isObject(c)) {
      bad(path, 'must be an object {id, label, rule, prizes}');
      return;
    }
    const rule = isObject(c.rule) ? c.rule : {};
    if (!isObject(c.rule)) bad(`${path}.rule`, 'must be an object');
    for (const k of Object.keys(rule))
      if (!RULE_KEYS.includes(k)) bad(`${path}.rule.${k}`, `unknown condition (known: ${RULE_KEYS.join(', ')})`);
    for (const k of ['rating_min', 'rating_max', 'birth_year_min', 'birth_year_max']) {
      if (rule[k] !== undefined && !Number.isInteger(rule[k])) bad(`${path}.rule.${k}`, 'must be a whole number');
    }
    if (rule.sex !== undefined && rule.sex !== 'm' && rule.sex !== 'w' && rule.sex !== 'f')
      bad(`${path}.rule.sex`, 'must be "m" or "w"');
    const id = typeof c.id === 'string' || typeof c.id === 'number' ? String(c.id) : `category-${i + 1}`;
    categories.push({
      id,
      label: typeof c.label === 'string' ? c.label : id,
      rule: { ...(rule as CategoryRule), ...(rule.sex === 'f' ? { sex: 'w' as const } : {}) },
      prizes: amounts(c.prizes ?? [], `${path}.prizes`),
    });
  });
  const players = new Map<number, PrizePlayer>();
  if (!isObject(json.players)) bad('$.players', 'must be an object {"tpn": {name, rating, sex, birth_year}}');
  else {
    for (const [key, v] of Object.entries(json.players)) {
      const tpn = Number(key);
      if (!Number.isInteger(tpn) || tpn < 1 || !isObject(v)) {
        bad(`$.players.${key}`, 'must be a TPN with {name, rating, sex, birth_year}');
        continue;
      }
      const sex =
        v.sex === 'w' || v.sex === 'f' || v.sex === 'F' || v.sex === 'W'
          ? 'w'
          : v.sex === 'm' || v.sex === 'M'
            ? 'm'
            : '';
      players.set(tpn, {
        tpn,
        name: typeof v.name === 'string' ? v.name : key,
        rating: typeof v.rating === 'number' ? v.rating : 0,
        sex,
        ...(typeof v.birth_year === 'number' && v.birth_year > 0 ? { birthYear: v.birth_year } : {}),
        ...(typeof v.federation === 'string' ? { federation: v.federation } : {}),
        ...(typeof v.club === 'string' ? { club: v.club } : {}),
      });
    }
  }
  const standings: { rank: number; r: Ranked }[] = [];
  if (!Array.isArray(json.ranking)) bad('$.ranking', 'must be a list [{rank, tpn, points}]');
  else {
    json.ranking.forEach((r: unknown, i) => {
      const path = `$.ranking[${i}]`;
      if (!isObject(r) || !Number.isInteger(r.tpn) || typeof r.points !== 'number') {
        bad(path, 'must be {rank, tpn, points}');
        return;
      }
      if (!players.has(r.tpn as number)) bad(`${path}.tpn`, `player ${String(r.tpn)} is not in $.players`);
      standings.push({
        rank: typeof r.rank === 'number' ? r.rank : i + 1,
        r: { tpn: r.tpn as number, points: Math.round(r.points * 100) },
      });
    });
  }
  if (problems.length > 0) return { problems };
  standings.sort((a, b) => a.rank - b.rank);
  return {
    currency: typeof json.currency === 'string' ? json.currency : '',
    decimals: unitDecimals(roundingText),
    setup: {
      sharing: sharing as Sharing,
      unit: unit!,
      placePrizes,
      categories,
      onePrizePerPlayer: json.one_prize_per_player !== false,
    },
    standings: standings.map((s) => s.r),
    players,
  };
}

export interface AwardJson {
  tpn: number;
  prize: string;
  kind: 'place' | 'category';
  amount: string;
}

export function awardsJson(d: Distribution, decimals: number): AwardJson[] {
  return d.awards.map((a) => ({
    tpn: a.tpn,
    prize:
      a.kind === 'place'
        ? a.share.last > a.share.first
          ? `places ${a.share.first}-${a.share.last}`
          : `place ${a.share.place}`
        : `${a.category.id} ${a.place}`,
    kind: a.kind,
    amount: formatAmount(a.amount, decimals),
  }));
}

export function runScenario(s: Scenario): Distribution {
  return distributePrizes(s.standings, s.players, s.setup);
}
