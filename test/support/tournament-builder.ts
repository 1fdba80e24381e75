import {
  STANDARD_SCORING,
  type Colour,
  type Player,
  type ResultCode,
  type RoundEntry,
  type Tournament,
} from '../../src/engine/model';

/**
 * Builds a small tournament for unit tests from one line of round entries per player (pairing numbers are
 * 1, 2, 3 … in order): `"3w1"` = played 3 with White and won; `"5b="`, `"2w+"`, `"7b-"`; `"H"`, `"F"`,
 * `"U"`, `"Z"` = byes (also written `"0H"` … `"0Z"`); `"."` = no entry. Entries are separated by spaces.
 */
export function buildTournament(
  lines: string[],
  options: { totalRounds?: number; initialColour?: Colour; ratings?: number[] } = {},
): Tournament {
  const players: Player[] = lines.map((line, i) => {
    const rounds: (RoundEntry | null)[] =
      line.trim() === ''
        ? []
        : line
            .trim()
            .split(/\s+/)
            .map((token) => {
              if (token === '.') return null;
              const bye = /^0?([HFUZ])$/.exec(token); // "U" or "0U" (opponent 0, as TRF writes it)
              if (bye) return { opponent: 0, colour: null, result: bye[1] as ResultCode };
              const m = /^(\d+)([wb])([10=+\-WDL*])$/.exec(token);
              if (!m) throw new Error(`bad entry ${token}`);
              return { opponent: Number(m[1]), colour: m[2] as Colour, result: m[3] as ResultCode };
            });
    return {
      id: i + 1,
      name: `Player ${i + 1}`,
      sex: '',
      title: '',
      rating: options.ratings?.[i] ?? 2500 - 10 * i,
      federation: '',
      fideId: '',
      birthDate: '',
      rounds,
    };
  });
  return {
    info: { name: 'unit test' },
    totalRounds: options.totalRounds ?? 9,
    initialColour: options.initialColour ?? 'w',
    scoring: STANDARD_SCORING,
    system: 'dutch',
    players,
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}
