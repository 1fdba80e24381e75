import {
  STANDARD_SCORING,
  type Colour,
  type PairingSystemId,
  type Player,
  type ResultCode,
  type RoundEntry,
  type Scoring,
  type Tournament,
} from '../../src/engine/model';

/**
 * Hand-made tournaments for tie-break unit tests, written as pairing cards (not TRF):
 * each player is `{ rating, card: '5b+ 2w1 H 3w= U' }` where a game/forfeit token is
 * `<opponent><w|b><result>` (result 1 = 0 W D L + -) and a bye token is U, F, H or Z.
 * Rounds missing at the end stay missing (not paired). Opponents' lines are not cross-checked.
 */
export interface CardPlayer {
  /** Pairing number; default = position in the list + 1. */
  readonly id?: number;
  readonly rating?: number;
  readonly card: string;
}

export function cardTournament(
  players: readonly CardPlayer[],
  options: { system?: PairingSystemId; scoring?: Scoring; rounds?: number } = {},
): Tournament {
  const model: Player[] = players.map((p, i) => ({
    id: p.id ?? i + 1,
    name: `Player ${i + 1}`,
    sex: '',
    title: '',
    rating: p.rating ?? 2000,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: p.card.trim() === '' ? [] : p.card.trim().split(/\s+/).map(parseToken),
  }));
  return {
    info: { name: 'hand-made' },
    totalRounds: options.rounds ?? null,
    initialColour: null,
    scoring: options.scoring ?? STANDARD_SCORING,
    system: options.system ?? 'dutch',
    players: [...model].sort((a, b) => a.id - b.id),
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}

function parseToken(token: string): RoundEntry | null {
  if (token === '.') return null;
  if (/^[UFHZ]$/.test(token)) return { opponent: 0, colour: null, result: token as ResultCode };
  const m = /^(\d+)([wb])([10=WDL+-])$/.exec(token);
  if (!m) throw new Error(`bad card token "${token}"`);
  return { opponent: Number(m[1]), colour: m[2] as Colour, result: m[3] as ResultCode };
}
