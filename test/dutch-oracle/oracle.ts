import type { Tournament } from '../../src/engine/model';
import { type Board, NoLegalPairingError } from '../../src/engine/pairing';
import { buildPairingState } from '../../src/engine/history/pairing-state';
import { sortBoards } from '../../src/engine/systems/board-order';
import { Bracket, type BracketChoice } from './bracket';
import { type OracleOptions, RoundContext, maskOf } from './round-context';

/**
 * Brute-force oracle for the FIDE (Dutch) system, C.04.3 as in force since 1 February 2026, written from
 * dutch.md and independent of the fast engine's method (weighted matching with staged decisions): brackets
 * are paired top-down (1.9.2), each by enumerating its candidates in Article 3–4 order and taking the best.
 * Exponential: meant for fields of at most a dozen players.
 */
export interface OracleResult {
  readonly boards: readonly Board[];
  readonly pab: number | null;
  /** The PAB score fixed for the round (C5), in tenths; null when the number of players is even. */
  readonly pabScore: number | null;
  /** The brackets in pairing order, with players as ids. */
  readonly brackets: readonly OracleBracket[];
  /** The round context and the brackets as the oracle built them, for diagnosis. */
  readonly detail: OracleDetail;
}

export interface OracleBracket {
  readonly mdps: readonly number[];
  readonly residents: readonly number[];
  /** Pairs as ids, the higher-ranked player first. */
  readonly pairs: readonly (readonly [number, number])[];
  readonly downfloaters: readonly number[];
}

export interface OracleDetail {
  readonly ctx: RoundContext;
  readonly brackets: readonly { readonly bracket: Bracket; readonly choice: BracketChoice }[];
}

export function pairDutchOracle(t: Tournament, round: number, options: OracleOptions = {}): OracleResult {
  const st = buildPairingState(t, round);
  const ctx = new RoundContext(st, { c9Scope: 'any-bracket', ...options });
  const id = (i: number) => ctx.players[i].id;
  const detail: { ctx: RoundContext; brackets: { bracket: Bracket; choice: BracketChoice }[] } = { ctx, brackets: [] };
  if (ctx.n === 0) return { boards: [], pab: null, pabScore: null, brackets: [], detail };
  // 1.9.3: no complete round-pairing, no pairing; C5: the PAB score is settled before the top bracket
  if (!ctx.fixPabScore()) throw new NoLegalPairingError('no pairing satisfies C1–C3 for every player (oracle)');

  const partner = new Array<number>(ctx.n).fill(-1);
  let carried: number[] = [];
  let next = 0;
  // 1.9.2: score groups from the top; each bracket = the players carried down + the next score group
  while (next < ctx.n) {
    const residents: number[] = [];
    while (next < ctx.n && ctx.score[next] === ctx.score[residents[0] ?? next]) residents.push(next++);
    const lowerMask = ctx.all & ~maskOf(Array.from({ length: next }, (_, i) => i));
    const bracket = new Bracket(ctx, carried, residents, lowerMask);
    const choice = bracket.solve();
    detail.brackets.push({ bracket, choice });
    for (const [a, b] of choice.pairs) {
      partner[a] = b;
      partner[b] = a;
    }
    carried = [...choice.downfloaters];
  }
  if (carried.length > 1) throw new Error(`oracle left ${carried.length} players unpaired`);

  // Article 5 with the shared allocation, pairs in id order like the engine
  const boards: Board[] = [];
  for (let i = 0; i < ctx.n; i++) {
    const j = partner[i];
    if (j < 0 || id(i) > id(j)) continue;
    const colour = ctx.colourCost(i, j).colourOfFirst;
    const white = i < j === (colour === 'w') ? i : j;
    boards.push({ white: id(white), black: id(white === i ? j : i) });
  }
  const brackets = detail.brackets.map(({ choice }) => ({
    mdps: choice.mdps.map(id),
    residents: choice.residents.map(id),
    pairs: choice.pairs.map(([a, b]) => [id(a), id(b)] as const),
    downfloaters: choice.downfloaters.map(id),
  }));
  return {
    boards: sortBoards(st, boards),
    pab: carried.length ? id(carried[0]) : null,
    pabScore: ctx.pabScore,
    brackets,
    detail,
  };
}
