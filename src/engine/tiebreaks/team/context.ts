import { roundScore } from '../../model';
import type { ScoreKind, TeamTournament } from '../../team/model';
import { teamRounds, type TeamRound } from '../../team/team-rounds';

/**
 * Everything the C.07 (2026) team tie-breaks read (team.md §6): every team's rounds, final MP and GP, the
 * unplayed-round categories of Art. 16 and the adjusted scores a team counts with when it is somebody's opponent.
 */
export type UnplayedCategory = 1 | 2 | 3 | 4 | 5;

export interface TeamTiebreakContext {
  readonly t: TeamTournament;
  readonly rounds: readonly (readonly TeamRound[])[];
  /** Rounds counted (the last round with any entry). */
  readonly roundCount: number;
  readonly roundRobin: boolean;
  final(tpn: number, kind: ScoreKind): number;
  /** 16.3: category .5 rounds count as a drawn match; everything else as awarded. */
  adjusted(tpn: number, kind: ScoreKind): number;
  /** 16.2 category of an unplayed round (null for a played match or a round with nothing in it). */
  category(tpn: number, round: number): UnplayedCategory | null;
  /** 16.1.2: a voluntarily unplayed round (requested bye, forfeit loss, double forfeit). */
  isVur(tpn: number, round: number): boolean;
  readonly primary: ScoreKind;
  readonly secondary: ScoreKind;
  /** Points of a drawn match in `kind` (TD; B x draw). */
  drawValue(kind: ScoreKind): number;
  /** Points of a won match in `kind` (TW; B x win). */
  winValue(kind: ScoreKind): number;
}

const VUR_KINDS = new Set(['hpb', 'zpb', 'forfeit-loss', 'double-forfeit']);

export function teamTiebreakContext(t: TeamTournament): TeamTiebreakContext {
  const rounds = teamRounds(t);
  let roundCount = 0;
  for (const list of rounds)
    list.forEach((r, i) => {
      if (r.kind !== 'none') roundCount = Math.max(roundCount, i + 1);
    });
  const s = t.settings;
  const roundRobin = s.system !== 'team-swiss';
  const drawValue = (kind: ScoreKind): number =>
    kind === 'MP' ? s.matchPoints.draw : roundScore(s.boards * s.gameScoring.draw);
  const winValue = (kind: ScoreKind): number =>
    kind === 'MP' ? s.matchPoints.win : roundScore(s.boards * s.gameScoring.win);
  const isVur = (tpn: number, round: number): boolean =>
    VUR_KINDS.has(rounds[tpn - 1][round - 1]?.kind ?? 'none') && !roundRobin;
  const category = (tpn: number, round: number): UnplayedCategory | null => {
    const r = rounds[tpn - 1][round - 1];
    switch (r?.kind) {
      case 'pab':
      case 'fpb':
        return 1;
      case 'forfeit-win':
        return 2;
      case 'forfeit-loss':
      case 'double-forfeit':
        return 4;
      case 'hpb':
      case 'zpb': {
        for (let k = round + 1; k <= roundCount; k++)
          if (!VUR_KINDS.has(rounds[tpn - 1][k - 1]?.kind ?? 'zpb')) return 3;
        return 5;
      }
      default:
        return null;
    }
  };
  const finals = new Map<string, number>();
  const final = (tpn: number, kind: ScoreKind): number => {
    const key = `${tpn}${kind}`;
    let v = finals.get(key);
    if (v === undefined) {
      v = roundScore(rounds[tpn - 1].slice(0, roundCount).reduce((a, r) => a + (kind === 'MP' ? r.mp : r.gp), 0));
      finals.set(key, v);
    }
    return v;
  };
  const adjusted = (tpn: number, kind: ScoreKind): number => {
    if (roundRobin) return final(tpn, kind);
    let v = 0;
    for (let i = 0; i < roundCount; i++) {
      const r = rounds[tpn - 1][i];
      v += category(tpn, i + 1) === 5 ? drawValue(kind) : kind === 'MP' ? r.mp : r.gp;
    }
    return roundScore(v);
  };
  return {
    t,
    rounds,
    roundCount,
    roundRobin,
    final,
    adjusted,
    category,
    isVur,
    primary: s.primary,
    secondary: s.primary === 'MP' ? 'GP' : 'MP',
    drawValue,
    winValue,
  };
}

export interface Contribution {
  readonly round: number;
  /** Opponent's (or the dummy's) score of the first letter. */
  readonly opponentScore: number;
  /** The value this round adds. */
  readonly value: number;
  readonly vur: boolean;
  readonly unplayed: boolean;
}

/**
 * Per round: the opponent's score (adjusted, 16.3) or, for an unplayed round, the dummy's (16.4: the team's own
 * final score, capped by the scheduled opponent's adjusted score for forfeits - reading T2 - else by a draw in
 * every round). Round robins (15.2): forfeits are ordinary matches against the actual opponent, rests give none.
 */
export function opponentScores(
  ctx: TeamTiebreakContext,
  tpn: number,
  kind: ScoreKind,
): { round: number; score: number; unplayed: boolean; vur: boolean; round_: TeamRoundLike }[] {
  const out: { round: number; score: number; unplayed: boolean; vur: boolean; round_: TeamRoundLike }[] = [];
  for (let i = 0; i < ctx.roundCount; i++) {
    const r = ctx.rounds[tpn - 1][i];
    if (r.kind === 'none') continue;
    if (ctx.roundRobin) {
      if (r.opponent === 0) continue;
      out.push({ round: i + 1, score: ctx.final(r.opponent, kind), unplayed: false, vur: false, round_: r });
      continue;
    }
    if (r.kind === 'played') {
      out.push({ round: i + 1, score: ctx.adjusted(r.opponent, kind), unplayed: false, vur: false, round_: r });
      continue;
    }
    const own = ctx.final(tpn, kind);
    const cat = ctx.category(tpn, i + 1);
    const cap =
      (cat === 2 || cat === 4) && r.opponent !== 0
        ? ctx.adjusted(r.opponent, kind)
        : roundScore(ctx.drawValue(kind) * ctx.roundCount);
    out.push({ round: i + 1, score: Math.min(own, cap), unplayed: true, vur: ctx.isVur(tpn, i + 1), round_: r });
  }
  return out;
}

export type TeamRoundLike = TeamRound;
