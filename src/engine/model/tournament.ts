import type { Colour, ResultCode, RoundEntry } from './result';
import type { Scoring } from './scoring';

/** FIDE titles in the order C.04.2 2.2 uses for the initial ranking (general.md §3.1). */
export const TITLE_ORDER = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'] as const;
export type Title = (typeof TITLE_ORDER)[number] | '';

export type PairingSystemId =
  | 'dutch'
  | 'burstein'
  | 'dubov'
  | 'lim'
  | 'round-robin'
  | 'double-round-robin'
  | 'scheveningen'
  | 'double-scheveningen'
  | 'knockout';

export type PlayerStatus = 'active' | 'withdrawn';

export interface Player {
  /** Starting rank = TPN (C.04.2 2.3), 1..9999; the id used everywhere. */
  readonly id: number;
  readonly name: string;
  readonly sex: '' | 'm' | 'w';
  readonly title: Title | string;
  /** FIDE rating; 0 = unrated. */
  readonly rating: number;
  readonly nationalRating?: number;
  readonly federation: string;
  readonly fideId: string;
  readonly birthDate: string;
  readonly club?: string;
  /** Points as recorded in the source (TRF column 81-84); checked against the results, never trusted. */
  readonly recordedPoints?: number;
  readonly recordedRank?: number;
  /** Entry of round r at index r-1; undefined/null = no entry (not yet played, or blank). */
  readonly rounds: readonly (RoundEntry | null)[];
  readonly status?: PlayerStatus;
  /** Withdrawn after this round (not paired in later rounds). */
  readonly withdrawnAfter?: number;
}

/** Arbiter-imposed "must not meet" set (TRF-26 260, JaVaFo XXP). Rounds inclusive; absent = all rounds. */
export interface ForbiddenPairs {
  readonly ids: readonly number[];
  readonly firstRound?: number;
  readonly lastRound?: number;
}

/** Requested bye or announced absence for a round not yet paired (TRF-26 240, XXZ). */
export interface ByeRequest {
  readonly round: number;
  readonly id: number;
  readonly kind: 'H' | 'F' | 'Z';
}

export interface TournamentInfo {
  readonly name: string;
  readonly city?: string;
  readonly federation?: string;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly chiefArbiter?: string;
  readonly deputyArbiters?: readonly string[];
  readonly timeControl?: string;
  /** Free-text type (record 092). */
  readonly typeText?: string;
  /** Encoded type (TRF-26 record 192), e.g. FIDE_DUTCH_2026. */
  readonly typeCode?: string;
  readonly roundDates?: readonly string[];
}

/**
 * One record of the file a tournament was imported from, in file order. Lets an export in the source's own
 * format reproduce the same records in the same order (TRF round trip, trf.md).
 */
export interface SourceRecord {
  /** Record code: the line's first three characters ('012', 'XXA', '001', '###' ...). */
  readonly code: string;
  /**
   * The line kept verbatim, for records the model does not represent (unknown codes, comments, 082 ...).
   * Absent: the record is regenerated from the model at this position.
   */
  readonly raw?: string;
}

/** Where an imported tournament came from (set by the TRF reader; absent for tournaments built elsewhere). */
export interface TournamentSource {
  readonly format: 'trf16' | 'trf26';
  /** 'engine' when the file used pairing-engine extension lines (JaVaFo XX?, bbpPairings BB?). */
  readonly dialect: 'fide' | 'engine';
  readonly records: readonly SourceRecord[];
  /**
   * Initial colour the reader inferred from round 1 because the file had none (general.md §8). While the
   * tournament still has this colour, an export in the source format need not add a 152/XXC record.
   */
  readonly inferredInitialColour?: Colour;
}

export interface Tournament {
  readonly info: TournamentInfo;
  /** Total number of rounds (C.04.1 Art. 1); needed to pair (last-round rules). */
  readonly totalRounds: number | null;
  /** Colour the first-ranked player gets in round 1 (Dutch 5.1); null if not (yet) drawn. */
  readonly initialColour: Colour | null;
  readonly scoring: Scoring;
  readonly system: PairingSystemId;
  /** Sorted by id. */
  readonly players: readonly Player[];
  /** Virtual (acceleration) points per player id, per round (index r-1). */
  readonly acceleration: ReadonlyMap<number, readonly number[]>;
  readonly forbiddenPairs: readonly ForbiddenPairs[];
  readonly byeRequests: readonly ByeRequest[];
  /** Tie-break order (record 202/212 or Settings), FIDE codes. */
  readonly tiebreaks: readonly string[];
  /**
   * Layout of the imported file (TRF reader), used only to write the same format back record for record.
   * Additive and optional: code that builds or transforms tournaments may ignore it.
   */
  readonly source?: TournamentSource;
}

export function playerById(t: Tournament, id: number): Player | undefined {
  // players are sorted by id and usually dense, so try the direct index first
  const guess = t.players[id - 1];
  if (guess && guess.id === id) return guess;
  return t.players.find((p) => p.id === id);
}

/** Number of rounds that have at least one entry (paired or bye) in the tournament. */
export function roundsRecorded(t: Tournament): number {
  let n = 0;
  for (const p of t.players) {
    for (let r = p.rounds.length; r > n; r--) {
      if (p.rounds[r - 1]) {
        n = r;
        break;
      }
    }
  }
  return n;
}

/** True when round r (1-based) has a pairing: a game or a PAB somewhere. */
export function roundIsPaired(t: Tournament, r: number): boolean {
  return t.players.some((p) => {
    const e = p.rounds[r - 1];
    return !!e && (e.opponent !== 0 || e.result === 'U');
  });
}

/** First round without a pairing. */
export function nextRoundToPair(t: Tournament): number {
  let r = 1;
  while (roundIsPaired(t, r)) r++;
  return r;
}

/**
 * The input for pairing round r: rounds 1..r-1 kept, round r reduced to its input byes (H/F/Z), later rounds
 * dropped (fixtures README §3). Bye requests recorded separately for round r are folded in.
 */
export function truncateBeforeRound(t: Tournament, r: number): Tournament {
  const requests = new Map<number, 'H' | 'F' | 'Z'>();
  for (const q of t.byeRequests) if (q.round === r) requests.set(q.id, q.kind);
  const paired = roundIsPaired(t, r);
  const players = t.players.map((p) => {
    const rounds: (RoundEntry | null)[] = p.rounds.slice(0, r - 1).map((e) => e ?? null);
    while (rounds.length < r - 1) rounds.push(null);
    const cur = p.rounds[r - 1];
    const req = requests.get(p.id);
    if (cur && cur.opponent === 0 && (cur.result === 'H' || cur.result === 'F' || cur.result === 'Z')) {
      rounds.push(cur);
    } else if (req) {
      rounds.push({ opponent: 0, colour: null, result: req });
    } else if (!cur && paired) {
      // re-pairing a recorded round: a player with no entry in it was absent (trf.md §4: `Z` or blank)
      rounds.push({ opponent: 0, colour: null, result: 'Z' });
    }
    return { ...p, rounds };
  });
  return { ...t, players, byeRequests: t.byeRequests.filter((q) => q.round > r) };
}

/** Set of result codes a round entry may carry, for validation messages. */
export function describeResult(code: ResultCode): string {
  const names: Record<ResultCode, string> = {
    '1': 'win',
    '=': 'draw',
    '0': 'loss',
    W: 'win (under one move)',
    D: 'draw (under one move)',
    L: 'loss (under one move)',
    '+': 'forfeit win',
    '-': 'forfeit loss',
    H: 'half-point bye',
    F: 'full-point bye',
    U: 'pairing-allocated bye',
    Z: 'zero-point bye',
    '*': 'result not yet entered',
  };
  return names[code];
}
