import { type Tournament, roundIsPaired, truncateBeforeRound } from '../model';
import { type Board, DiffersFromStart, type PairOptions, type RoundPairing } from '../pairing';

/** The pairing recorded in a tournament for round r: its games (forfeits included) with colours, and the PAB. */
export function recordedPairing(
  t: Tournament,
  round: number,
): { boards: Board[]; pab: number | null; colourless: Board[] } {
  const boards: Board[] = [];
  const colourless: Board[] = [];
  let pab: number | null = null;
  for (const p of t.players) {
    const e = p.rounds[round - 1];
    if (!e) continue;
    if (e.opponent === 0) {
      if (e.result === 'U') pab = p.id;
    } else if (e.colour === 'w') {
      boards.push({ white: p.id, black: e.opponent });
    } else if (e.colour === null && p.id < e.opponent) {
      // a game without colours on record (e.g. a forfeit written with '-'): keep it, colour unknown
      boards.push({ white: p.id, black: e.opponent });
      if (t.players.find((o) => o.id === e.opponent)?.rounds[round - 1]?.colour == null)
        colourless.push({ white: p.id, black: e.opponent });
    }
  }
  return { boards, pab, colourless };
}

export interface RoundDifference {
  readonly round: number;
  /** Boards of the engine's pairing that the record does not have (pair or colours differ). */
  readonly engineOnly: readonly Board[];
  /** Boards of the record that the engine did not produce. */
  readonly recordOnly: readonly Board[];
  readonly enginePab: number | null;
  readonly recordPab: number | null;
  /** The engine could not pair the round (message). */
  readonly error?: string;
  /**
   * The round was compared up to its first pair the engine decides differently (CheckOptions.firstDifference):
   * engineOnly is that board, recordOnly the record's boards of its two players, and the byes are not known.
   */
  readonly firstOnly?: true;
}

export interface CheckOptions {
  /**
   * Stop each round at the first pair the engine decides that the record does not hold (PairOptions.
   * stopAtDifference): whether the round is the pairing and where it first is not, without the whole difference.
   * A record the rules would not have made is then found after one decision, not a whole pairing.
   */
  readonly firstDifference?: boolean;
}

const key = (b: Board) => `${b.white}-${b.black}`;

/** Compare two pairings as the fixtures README §4 says: same games, same colours, same PAB. */
export function comparePairings(
  round: number,
  engine: { boards: readonly Board[]; pab: number | null },
  record: { boards: readonly Board[]; pab: number | null; colourless?: readonly Board[] },
): RoundDifference | null {
  const e = new Set(engine.boards.map(key));
  const r = new Set(record.boards.map(key));
  // a board recorded without colours (both sides '-', trf.md §4) agrees with the same pair in either colour
  const free = new Set((record.colourless ?? []).map(key));
  const reversed = (b: Board) => key({ white: b.black, black: b.white });
  const engineOnly = engine.boards.filter((b) => !r.has(key(b)) && !free.has(reversed(b)));
  const recordOnly = record.boards.filter((b) => !e.has(key(b)) && !(free.has(key(b)) && e.has(reversed(b))));
  if (!engineOnly.length && !recordOnly.length && engine.pab === record.pab) return null;
  return { round, engineOnly, recordOnly, enginePab: engine.pab, recordPab: record.pab };
}

/**
 * Re-pair every recorded round of `t` from the rounds before it (fixtures README §3) and compare with the
 * record: the free pairings checker of C.02.03 §7 / trf.md §10.
 */
export function checkRounds(
  t: Tournament,
  pair: (t: Tournament, round: number, options?: PairOptions) => RoundPairing,
  rounds?: readonly number[],
  options: CheckOptions = {},
): { checked: number; differences: RoundDifference[] } {
  const differences: RoundDifference[] = [];
  let checked = 0;
  const list = rounds ?? allPairedRounds(t);
  for (const r of list) {
    checked++;
    const input = truncateBeforeRound(t, r);
    const record = recordedPairing(t, r);
    try {
      // the record is the start: where it is right, the engine's first solves are already optimal (a cost
      // hint only, PairOptions.startFrom)
      const stop = options.firstDifference === true;
      const d = comparePairings(r, pair(input, r, { startFrom: record.boards, stopAtDifference: stop }), record);
      if (d) differences.push(d);
    } catch (err) {
      if (err instanceof DiffersFromStart) {
        differences.push(firstDifference(r, err.board, record));
        continue;
      }
      differences.push({
        round: r,
        engineOnly: [],
        recordOnly: record.boards,
        enginePab: null,
        recordPab: record.pab,
        error: (err as Error).message,
      });
    }
  }
  return { checked, differences };
}

/** The engine's first differing board, and what the record gives its two players (boards, or the PAB). */
function firstDifference(
  round: number,
  board: Board,
  record: { readonly boards: readonly Board[]; readonly pab: number | null },
): RoundDifference {
  const players = [board.white, board.black];
  const recordOnly = record.boards.filter((b) => players.includes(b.white) || players.includes(b.black));
  const recordPab = record.pab !== null && players.includes(record.pab) ? record.pab : null;
  return { round, engineOnly: [board], recordOnly, enginePab: null, recordPab, firstOnly: true };
}

export function allPairedRounds(t: Tournament): number[] {
  const out: number[] = [];
  for (let r = 1; roundIsPaired(t, r); r++) out.push(r);
  return out;
}

export function formatDifference(d: RoundDifference, limit = Infinity): string {
  if (d.error) return `round ${d.round}: engine failed: ${d.error}`;
  const parts: string[] = [];
  // a summary (import's warnings and Record rows) names the first `limit` boards of each side and counts the rest
  const list = (boards: readonly Board[]) =>
    boards.length > limit
      ? `${boards.slice(0, limit).map(key).join(' ')} (+${boards.length - limit} more)`
      : boards.map(key).join(' ') || '-';
  if (d.engineOnly.length || d.recordOnly.length) {
    const first = d.firstOnly ? 'first difference: ' : '';
    parts.push(`${first}engine ${list(d.engineOnly)} vs recorded ${list(d.recordOnly)}`);
  }
  if (d.firstOnly) {
    if (d.recordPab !== null) parts.push(`bye recorded ${d.recordPab}`);
    parts.push('the rest of the round not compared');
  } else if (d.enginePab !== d.recordPab)
    parts.push(`bye engine ${d.enginePab ?? 'none'} vs recorded ${d.recordPab ?? 'none'}`);
  return `round ${d.round}: ${parts.join('; ')}`;
}
