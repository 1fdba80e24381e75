import { roundScore } from '../../model';
import type { ScoreKind } from '../../team/model';
import { opponentScores, type TeamTiebreakContext } from './context';

/** One parsed team tie-break code: `BH:MP/C1`, `EMGSB/C1`, `EDET/P` ... (TRF-2026 spelling). */
export interface TeamTiebreakCode {
  readonly code: string;
  readonly name: string;
  readonly score: ScoreKind | null;
  readonly cut: number;
  readonly forfeitsCount: boolean;
}

export function parseTeamTiebreak(code: string): TeamTiebreakCode {
  const [head, ...mods] = code.trim().toUpperCase().split('/');
  const [name, score] = head.split(':');
  const cut = mods.find((m) => /^C\d+$/.test(m));
  return {
    code: code.trim(),
    name: name === 'MPVGP' ? 'MPVGP' : name,
    score: score === 'MP' || score === 'GP' ? score : null,
    cut: cut ? Number(cut.slice(1)) : 0,
    forfeitsCount: mods.includes('P'),
  };
}

interface Part {
  value: number;
  opponentScore: number;
  vur: boolean;
}

/** 14.1 cut with 16.5: BH cuts the lowest VUR contribution first; the others the lowest contribution. */
function cutBuchholz(parts: Part[], n: number): number {
  const left = [...parts];
  for (let i = 0; i < n && left.length > 0; i++) {
    const vurs = left.filter((p) => p.vur);
    const pool = vurs.length > 0 ? vurs : left;
    const lowest = pool.reduce((a, b) => (b.value < a.value ? b : a));
    left.splice(left.indexOf(lowest), 1);
  }
  return roundScore(left.reduce((a, p) => a + p.value, 0));
}

/**
 * 14.1.2 for (E)SB with 16.5: the least significant value is the contribution of the opponent with the lowest
 * score (the smallest contribution among equal lowest scores); with VURs, cut the higher of that and the lowest
 * VUR contribution.
 */
function cutSonnebornBerger(parts: Part[], n: number): number {
  const left = [...parts];
  for (let i = 0; i < n && left.length > 0; i++) {
    const lowestScore = Math.min(...left.map((p) => p.opponentScore));
    const least = left.filter((p) => p.opponentScore === lowestScore).reduce((a, b) => (b.value < a.value ? b : a));
    const vurs = left.filter((p) => p.vur);
    let cut = least;
    if (vurs.length > 0) {
      const lowestVur = vurs.reduce((a, b) => (b.value < a.value ? b : a));
      if (lowestVur.value > least.value) cut = lowestVur;
    }
    left.splice(left.indexOf(cut), 1);
  }
  return roundScore(left.reduce((a, p) => a + p.value, 0));
}

/** BH:X (8.1 with 16): opponents' X totals. */
export function buchholz(ctx: TeamTiebreakContext, tpn: number, kind: ScoreKind, cut: number): number {
  const parts = opponentScores(ctx, tpn, kind).map((o) => ({ value: o.score, opponentScore: o.score, vur: o.vur }));
  return cutBuchholz(parts, cut);
}

/** EXYSB (13.2): opponent's final X total times the Y points scored in the round. */
export function extendedSonnebornBerger(
  ctx: TeamTiebreakContext,
  tpn: number,
  opp: ScoreKind,
  scored: ScoreKind,
  cut: number,
): number {
  const parts = opponentScores(ctx, tpn, opp).map((o) => ({
    value: o.score * (scored === 'MP' ? o.round_.mp : o.round_.gp),
    opponentScore: o.score,
    vur: o.vur,
  }));
  return cutSonnebornBerger(parts, cut);
}

/** SSSC (13.4): secondary score + BH(primary) / D, D = floor(highest primary total / highest secondary per match). */
export function sssc(ctx: TeamTiebreakContext, tpn: number): number {
  const s = ctx.t.settings;
  const rounds = s.totalRounds ?? ctx.roundCount;
  const d = Math.max(1, Math.floor((ctx.winValue(ctx.primary) * rounds) / ctx.winValue(ctx.secondary)));
  return ctx.final(tpn, ctx.secondary) + buchholz(ctx, tpn, ctx.primary, 0) / d;
}

/** Game points per board over the event; a PAB is a win on every board (Art. 12; reading T1: other byes nothing). */
export function boardPoints(ctx: TeamTiebreakContext, tpn: number): number[] {
  const s = ctx.t.settings;
  const out = new Array<number>(s.boards).fill(0);
  for (const r of ctx.rounds[tpn - 1].slice(0, ctx.roundCount)) {
    for (let k = 0; k < s.boards; k++) out[k] += r.kind === 'pab' ? s.gameScoring.win : (r.boardPoints[k] ?? 0);
  }
  return out.map(roundScore);
}

/** BC (12.1): sum of board number x board points; lower is better. */
export function boardCount(ctx: TeamTiebreakContext, tpn: number): number {
  return roundScore(boardPoints(ctx, tpn).reduce((a, p, k) => a + (k + 1) * p, 0));
}

/** TBR (12.2): board 1 points, then board 2 ... as a key (higher is better). */
export function topBoardKey(ctx: TeamTiebreakContext, tpn: number): number[] {
  return boardPoints(ctx, tpn);
}

/** BBE (12.3): sum of boards 1..B-1, then 1..B-2 ... as a key (higher is better). */
export function bottomBoardKey(ctx: TeamTiebreakContext, tpn: number): number[] {
  const bp = boardPoints(ctx, tpn);
  const out: number[] = [];
  for (let n = bp.length - 1; n >= 1; n--) out.push(roundScore(bp.slice(0, n).reduce((a, b) => a + b, 0)));
  return out;
}

/** The value of a numeric team tie-break, or null for the procedures (EDE ...). */
export function teamTiebreakValue(ctx: TeamTiebreakContext, tpn: number, code: TeamTiebreakCode): number | null {
  switch (code.name) {
    // MPTS/GPTS: TieBreakServer's names of the two scores (team.md §8.2)
    case 'MP':
    case 'MPTS':
      return ctx.final(tpn, 'MP');
    case 'GP':
    case 'GPTS':
      return ctx.final(tpn, 'GP');
    case 'MPVGP':
      return ctx.final(tpn, ctx.secondary);
    case 'BH':
      return buchholz(ctx, tpn, code.score ?? ctx.primary, code.cut);
    case 'EMMSB':
      return extendedSonnebornBerger(ctx, tpn, 'MP', 'MP', code.cut);
    case 'EMGSB':
      return extendedSonnebornBerger(ctx, tpn, 'MP', 'GP', code.cut);
    case 'EGMSB':
      return extendedSonnebornBerger(ctx, tpn, 'GP', 'MP', code.cut);
    case 'EGGSB':
      return extendedSonnebornBerger(ctx, tpn, 'GP', 'GP', code.cut);
    case 'SSSC':
      return sssc(ctx, tpn);
    case 'BC':
      return boardCount(ctx, tpn);
    default:
      return null;
  }
}
