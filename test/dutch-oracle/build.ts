import {
  type Colour, type Player, type ResultCode, type RoundEntry, type Tournament, STANDARD_SCORING,
} from '../../src/engine/model';

/**
 * Small tournaments for the oracle tests, written per player as one token per round:
 * `4w1` = against 4 with White, won; `2b=` drawn with Black; `5w+` forfeit win; `0U` PAB, `0Z` absent,
 * `0H` half-point bye, `0F` full-point bye; `.` = no entry. Ids are 1, 2, … in the order given (id = TPN).
 */
export function buildTournament(spec: {
  totalRounds: number;
  initialColour?: Colour;
  players: readonly string[];
}): Tournament {
  const players: Player[] = spec.players.map((line, k) => ({
    id: k + 1,
    name: `Player ${k + 1}`,
    sex: '',
    title: '',
    rating: 2000 - 10 * k,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: line.trim() ? line.trim().split(/\s+/).map(parseEntry) : [],
  }));
  return {
    info: { name: 'oracle test' },
    totalRounds: spec.totalRounds,
    initialColour: spec.initialColour ?? 'w',
    scoring: STANDARD_SCORING,
    system: 'dutch',
    players,
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}

function parseEntry(token: string): RoundEntry | null {
  if (token === '.') return null;
  const bye = /^0([UZHF])$/.exec(token);
  if (bye) return { opponent: 0, colour: null, result: bye[1] as ResultCode };
  const game = /^(\d+)([wb])([10=+\-WDL*])$/.exec(token);
  if (!game) throw new Error(`bad round token ${token}`);
  return { opponent: Number(game[1]), colour: game[2] as Colour, result: game[3] as ResultCode };
}
