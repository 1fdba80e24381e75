import type { Colour, Player, Scoring } from '../model';

/**
 * Team competitions (team.md §1): teams with rosters in board order, matches of B boards, match points and game
 * points. Players keep their individual `001`-style round entries; the team view (opponent team, GP, MP,
 * colour of board 1, byes) is derived from them by `teamRounds` (team.md §8.7), never stored twice.
 */

export type TeamSystemId = 'team-swiss' | 'team-round-robin' | 'team-double-round-robin';

/** C.04.6 1.7: Type A (simple), Type B (strong and mild), or no colour preferences. */
export type TeamColourType = 'A' | 'B' | 'none';

export type ScoreKind = 'MP' | 'GP';

export interface MatchPointValues {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

export interface Team {
  /** Team pairing number, C.04.6 1.1 (TRF 310 columns 5-7). */
  readonly tpn: number;
  readonly name: string;
  /** TRF nickname, 5 characters at most. */
  readonly shortName: string;
  readonly federation?: string;
  readonly captain?: string;
  /** Strength factor (TRF 310 columns 48-53), usually the average rating. */
  readonly strength?: number;
  /** Player ids in roster (= default board) order, reserves after the first B. */
  readonly members: readonly number[];
  /** Informative values of the source file (TRF 310): recomputed, never trusted. */
  readonly recordedMatchPoints?: number;
  readonly recordedGamePoints?: number;
  readonly recordedRank?: number;
}

/** TRF 300: the players of one team on boards 1..B in one round; 0 = empty board. */
export interface LineUp {
  readonly round: number;
  readonly team: number;
  readonly opponent: number;
  readonly players: readonly number[];
}

/** TRF 330: a match in which no game was played (team.md §1.3). */
export interface MatchForfeit {
  readonly round: number;
  readonly white: number;
  readonly black: number;
  /** '+-' White team won, '-+' Black team won, '--' double forfeit. */
  readonly kind: '+-' | '-+' | '--';
}

/** TRF 240 for teams: requested or arbiter byes (F, H) and absences (Z). */
export interface TeamBye {
  readonly round: number;
  readonly team: number;
  readonly kind: 'F' | 'H' | 'Z';
}

/** TRF 250 for teams (C.04.7, team.md §4.9): virtual MP and GP for a range of rounds and TPNs. */
export interface TeamAcceleration {
  readonly mp: number;
  readonly gp: number;
  readonly firstRound: number;
  readonly lastRound: number;
  readonly firstTeam: number;
  readonly lastTeam: number;
}

export interface TeamSettings {
  readonly system: TeamSystemId;
  /** Number of boards B = length of the colour pattern (TRF 352). */
  readonly boards: number;
  /** Board colours of the team that has White on board 1 (TRF 352), e.g. w b w b. */
  readonly boardPattern: readonly Colour[];
  readonly matchPoints: MatchPointValues;
  /** Game points of the individual results (TRF 162). */
  readonly gameScoring: Scoring;
  /** PAB value (TRF 320 columns 5-13); default a drawn match (C.04.6 1.4). */
  readonly pab: { readonly mp: number; readonly gp: number };
  readonly primary: ScoreKind;
  /** The secondary score decides colours in 4.2 (C.04.6 1.2). */
  readonly secondaryForColour: boolean;
  readonly colourType: TeamColourType;
  readonly initialColour: Colour | null;
  readonly totalRounds: number | null;
  /** The 192 code as read or to write. */
  readonly typeCode: string;
}

export interface TeamTournament {
  readonly name: string;
  readonly startDate?: string;
  readonly settings: TeamSettings;
  /** Sorted by TPN 1..N. */
  readonly teams: readonly Team[];
  /** Sorted by id. */
  readonly players: readonly Player[];
  readonly lineUps: readonly LineUp[];
  /** PAB team of round r at index r-1 (TRF 320), 0 = none. */
  readonly pabTeams: readonly number[];
  readonly matchForfeits: readonly MatchForfeit[];
  readonly byes: readonly TeamBye[];
  /** Tie-break order (TRF 202/212). */
  readonly tiebreaks: readonly string[];
  /** Virtual points for pairing (TRF 250); never part of standings. */
  readonly acceleration?: readonly TeamAcceleration[];
  /** Header lines of the source in file order (012 ... 362, 250, 260 ...): the writer regenerates the modelled ones in place. */
  readonly headerLines?: readonly string[];
}

export const DEFAULT_MATCH_POINTS: MatchPointValues = { win: 2, draw: 1, loss: 0 };

/** Alternating pattern starting with White, the common default (team.md §2.1). */
export function alternatingPattern(boards: number): Colour[] {
  return Array.from({ length: boards }, (_, i) => (i % 2 === 0 ? 'w' : 'b'));
}

/** Virtual points of `tpn` when pairing round `round` (C.04.7; MP primary only, as its note says). */
export function virtualPoints(t: TeamTournament, tpn: number, round: number, kind: ScoreKind): number {
  let v = 0;
  for (const a of t.acceleration ?? []) {
    if (round >= a.firstRound && round <= a.lastRound && tpn >= a.firstTeam && tpn <= a.lastTeam)
      v += kind === 'MP' ? a.mp : a.gp;
  }
  return v;
}

export function teamByTpn(t: TeamTournament, tpn: number): Team | undefined {
  const guess = t.teams[tpn - 1];
  return guess && guess.tpn === tpn ? guess : t.teams.find((x) => x.tpn === tpn);
}
