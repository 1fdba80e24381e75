import {
  type Player,
  type ResultCode,
  type RoundEntry,
  STANDARD_SCORING,
  type Tournament,
} from '../../src/engine/model';

/**
 * Build small Burstein test tournaments from a compact round notation:
 *   '3-7 1'  white 3 beat black 7     ('0' loss, '=' draw, '+' forfeit win, '-' forfeit loss, '--' double forfeit)
 *   '5 U'    5 got the PAB            ('H', 'Z', 'F': requested / zero-point / full-point byes)
 * Players are 1..n with ratings in TPN order.
 */
export interface KitOptions {
  readonly players: number;
  readonly totalRounds: number;
  readonly rounds?: readonly (readonly string[])[];
  readonly initialColour?: 'w' | 'b';
  /** Virtual points per player id, per round (index r-1). */
  readonly acceleration?: Readonly<Record<number, readonly number[]>>;
  readonly forbidden?: readonly (readonly number[])[];
}

const OTHER: Record<string, ResultCode> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+' };

export function kitTournament(o: KitOptions): Tournament {
  const rounds: (RoundEntry | null)[][] = [];
  for (let id = 1; id <= o.players; id++) rounds.push([]);
  (o.rounds ?? []).forEach((spec, k) => {
    for (const item of spec) {
      const [who, code] = item.split(' ');
      if (who.includes('-')) {
        const [w, b] = who.split('-').map(Number);
        const mine: ResultCode = code === '--' ? '-' : (code as ResultCode);
        const theirs: ResultCode = code === '--' ? '-' : OTHER[code];
        rounds[w - 1][k] = { opponent: b, colour: 'w', result: mine };
        rounds[b - 1][k] = { opponent: w, colour: 'b', result: theirs };
      } else {
        rounds[Number(who) - 1][k] = { opponent: 0, colour: null, result: code as ResultCode };
      }
    }
  });
  const players: Player[] = rounds.map((r, i) => ({
    id: i + 1,
    name: `Player ${i + 1}`,
    sex: '',
    title: '',
    rating: 2500 - 10 * i,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: r.map((e) => e ?? null),
  }));
  return {
    info: { name: 'kit' },
    totalRounds: o.totalRounds,
    initialColour: o.initialColour ?? 'w',
    scoring: STANDARD_SCORING,
    system: 'burstein',
    players,
    acceleration: new Map(Object.entries(o.acceleration ?? {}).map(([id, v]) => [Number(id), v])),
    forbiddenPairs: (o.forbidden ?? []).map((ids) => ({ ids })),
    byeRequests: [],
    tiebreaks: [],
  };
}

/** Unordered pairs of a pairing, as sorted "a-b" strings. */
export function pairKeys(boards: readonly { white: number; black: number }[]): string[] {
  return boards.map((b) => [b.white, b.black].sort((x, y) => x - y).join('-')).sort();
}

export { seededRandom } from '../../src/engine/seeded-random';
