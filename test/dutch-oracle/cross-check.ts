import type { Tournament } from '../../src/engine/model';
import { NoLegalPairingError, type RoundPairing } from '../../src/engine/pairing';
import { pairDutch } from '../../src/engine/systems/dutch';
import { buildPairingState } from '../../src/engine/history/pairing-state';
import { type IndexPair, firstDifference, pairKey } from './bracket';
import { type OracleResult, pairDutchOracle } from './oracle';
import type { OracleOptions } from './round-context';

/**
 * Compare the oracle with the fast engine on one round: the whole pairing (pairs, colours, PAB) and, bracket by
 * bracket of the oracle, whether the engine paired that bracket's players the same way and let the same players
 * float down. A disagreeing bracket is diagnosed: is the engine's pairing a legal candidate of the bracket, and
 * if so, on which criterion (or generation position) does the oracle prefer its own?
 */
export interface RoundComparison {
  readonly brackets: number;
  readonly bracketsAgreeing: number;
  /** Brackets of two or more players, and how many of them agree. */
  readonly brackets2plus: number;
  readonly brackets2plusAgreeing: number;
  readonly roundAgrees: boolean;
  /** Per bracket of two or more players: what decided it (coverage: which criteria were exercised). */
  readonly decidedBy: readonly string[];
  /** Heterogeneous brackets (with MDPs) of two or more players. */
  readonly heterogeneous: number;
  /** Both found that no legal pairing exists (1.9.3). */
  readonly bothRefused: boolean;
  readonly disagreements: readonly BracketDisagreement[];
  readonly summary?: string;
}

export interface BracketDisagreement {
  readonly bracket: number;
  readonly mdps: readonly number[];
  readonly residents: readonly number[];
  readonly oracle: string;
  readonly engine: string;
  /** 'engine-invalid: …', 'criterion c12 (oracle better)', 'generation order (…)', or 'colours only'. */
  readonly diagnosis: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; refused: boolean; error: string };

function attempt<T>(f: () => T): Outcome<T> {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    return { ok: false, refused: e instanceof NoLegalPairingError, error: e instanceof Error ? e.message : String(e) };
  }
}

export function compareRound(t: Tournament, round: number, options: OracleOptions = {}): RoundComparison {
  const oracle = attempt(() => pairDutchOracle(t, round, options));
  const engine = attempt(() => pairDutch(t, round));
  if (!oracle.ok || !engine.ok) {
    const both = !oracle.ok && !engine.ok && oracle.refused && engine.refused;
    const oracleSide = oracle.ok ? 'paired' : oracle.error;
    const engineSide = engine.ok ? `paired${illegality(t, round, engine.value)}` : engine.error;
    return {
      brackets: 0,
      bracketsAgreeing: 0,
      brackets2plus: 0,
      brackets2plusAgreeing: 0,
      roundAgrees: both,
      decidedBy: [],
      heterogeneous: 0,
      bothRefused: both,
      disagreements: [],
      summary: both ? undefined : `oracle: ${oracleSide}; engine: ${engineSide}`,
    };
  }
  return compareResults(oracle.value, engine.value);
}

/** Why a pairing the engine produced breaks an absolute criterion (C1–C3), if it does. */
export function illegality(t: Tournament, round: number, p: RoundPairing): string {
  const st = buildPairingState(t, round);
  const problems: string[] = [];
  if (p.pab !== null && !st.byId.get(p.pab)!.byeEligible) problems.push(`C2: PAB to ${p.pab}, who is not eligible`);
  for (const b of p.boards) {
    const w = st.byId.get(b.white)!;
    if (w.cannotMeet.has(b.black)) problems.push(`C1: ${b.white}-${b.black} meet again`);
  }
  return problems.length ? ` (${problems.join('; ')})` : '';
}

function boardsKey(p: { boards: readonly { white: number; black: number }[]; pab: number | null }): string {
  return [...p.boards.map((b) => `${b.white}-${b.black}`).sort(), `pab ${p.pab}`].join(' ');
}

function compareResults(o: OracleResult, e: RoundPairing): RoundComparison {
  const ctx = o.detail.ctx;
  const index = new Map(ctx.players.map((p, i) => [p.id, i]));
  const enginePartner = new Map<number, number>();
  for (const b of e.boards) {
    enginePartner.set(index.get(b.white)!, index.get(b.black)!);
    enginePartner.set(index.get(b.black)!, index.get(b.white)!);
  }
  const disagreements: BracketDisagreement[] = [];
  let agreeing = 0;
  let brackets2plus = 0;
  let brackets2plusAgreeing = 0;
  let heterogeneous = 0;
  const decidedBy: string[] = [];
  o.detail.brackets.forEach(({ bracket, choice }, k) => {
    const members = new Set(bracket.members);
    const enginePairs: IndexPair[] = [];
    for (const a of bracket.members) {
      const b = enginePartner.get(a);
      if (b !== undefined && members.has(b) && a < b) enginePairs.push([a, b]);
    }
    const engineDown = bracket.members.filter((a) => !enginePairs.some(([x, y]) => x === a || y === a));
    const same =
      pairKey(enginePairs) === pairKey(choice.pairs) && engineDown.join(',') === [...choice.downfloaters].join(',');
    const big = bracket.members.length >= 2;
    if (big) {
      brackets2plus++;
      decidedBy.push(bracket.decidedBy(choice));
      if (bracket.mdps.length) heterogeneous++;
    }
    if (same) {
      agreeing++;
      if (big) brackets2plusAgreeing++;
      return;
    }
    const id = (i: number) => ctx.players[i].id;
    const show = (pairs: readonly IndexPair[], down: readonly number[]) =>
      `${pairs.map(([a, b]) => `${id(a)}-${id(b)}`).join(' ')}${down.length ? ` | down ${down.map(id).join(',')}` : ''}`;
    disagreements.push({
      bracket: k + 1,
      mdps: bracket.mdps.map(id),
      residents: bracket.residents.map(id),
      oracle: show(choice.pairs, choice.downfloaters),
      engine: show(enginePairs, engineDown),
      diagnosis: diagnose(o, k, enginePairs),
    });
  });
  const roundAgrees = boardsKey(o) === boardsKey(e);
  const colourOnly = roundAgrees || disagreements.length > 0 ? undefined : 'same pairs, different colours';
  return {
    brackets: o.detail.brackets.length,
    bracketsAgreeing: agreeing,
    brackets2plus,
    brackets2plusAgreeing,
    roundAgrees,
    decidedBy,
    heterogeneous,
    bothRefused: false,
    disagreements,
    summary: colourOnly,
  };
}

function diagnose(o: OracleResult, k: number, enginePairs: readonly IndexPair[]): string {
  const { bracket, choice } = o.detail.brackets[k];
  // put the higher-ranked player first, as the oracle does
  const pairs = enginePairs.map(([a, b]) => (a < b ? ([a, b] as const) : ([b, a] as const)));
  const assessed = bracket.assess(pairs);
  if (!assessed.valid) return `engine-invalid: ${assessed.reason}`;
  const diff = firstDifference(choice.vector, assessed.vector);
  if (diff) {
    const better = diff.sign < 0 ? 'oracle better' : 'ENGINE better (oracle search missed it)';
    return (
      `criterion ${diff.criterion} (${better}): oracle ${JSON.stringify(choice.vector[diff.criterion])}` +
      ` engine ${JSON.stringify(assessed.vector[diff.criterion])}`
    );
  }
  const mine = bracket.generationIndex(choice.pairs);
  const theirs = bracket.generationIndex(pairs);
  return `generation order: equal vectors, oracle candidate #${mine}, engine candidate #${theirs}`;
}
