import {
  type Colour,
  type Player,
  type ResultCode,
  type RoundEntry,
  STANDARD_SCORING,
  type Tournament,
} from '../../src/engine/model';

/** A booklet game: white-first result as the fixtures write it, or a bye row. */
export interface BookletBoard {
  readonly white?: number;
  readonly black?: number;
  readonly result?: string;
  readonly bye?: number;
}

export interface BookletPlayer {
  readonly no: number;
  readonly rating: number;
  readonly name?: string;
  readonly title?: string | null;
}

/** Codes of white and black for a white-first result ('1-0', '0-1', '1/2-1/2'; '0-0' = both lost a played game). */
export function resultCodes(result: string): [ResultCode, ResultCode] {
  switch (result) {
    case '1-0':
      return ['1', '0'];
    case '0-1':
      return ['0', '1'];
    case '1/2-1/2':
      return ['=', '='];
    case '0-0':
      return ['0', '0'];
    default:
      throw new Error(`unknown result ${result}`);
  }
}

/** A tournament with the given players (pairing number = `no`) and the rounds played so far. */
export function bookletTournament(
  system: Tournament['system'],
  players: readonly BookletPlayer[],
  rounds: readonly (readonly BookletBoard[])[],
  totalRounds: number,
  initialColour: Colour,
): Tournament {
  const entries = new Map<number, (RoundEntry | null)[]>(players.map((p) => [p.no, []]));
  rounds.forEach((boards, r) => {
    for (const b of boards) {
      if (b.bye !== undefined) {
        entries.get(b.bye)![r] = { opponent: 0, colour: null, result: 'U' };
      } else {
        const [w, bl] = resultCodes(b.result ?? '');
        entries.get(b.white!)![r] = { opponent: b.black!, colour: 'w' as Colour, result: w };
        entries.get(b.black!)![r] = { opponent: b.white!, colour: 'b' as Colour, result: bl };
      }
    }
  });
  const list: Player[] = players.map((p) => ({
    id: p.no,
    name: p.name ?? `Player ${p.no}`,
    sex: '',
    title: p.title ?? '',
    rating: p.rating,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: entries.get(p.no)!,
  }));
  return {
    info: { name: 'booklet example' },
    totalRounds,
    initialColour,
    scoring: STANDARD_SCORING,
    system,
    players: list,
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}

/** "white-black" strings of a pairing, in board order, and the PAB. */
export function describe(p: { boards: readonly { white: number; black: number }[]; pab: number | null }): string[] {
  return [...p.boards.map((b) => `${b.white}-${b.black}`), ...(p.pab !== null ? [`bye ${p.pab}`] : [])];
}
