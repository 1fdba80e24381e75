import { type PairingState, type PlayerState, type RoundRecord, toUnits } from '../../../history/pairing-state';
import { type OppositionIndex, foldContributions, scoreForOpponents } from '../opposition-index';

/**
 * Index values as the reference program computes them for the older Burstein texts:
 *  - an opponent counts with his "adjusted" score: the virtual points of the round being paired included and
 *    every unplayed round of his counted as a draw;
 *  - an unplayed round of the player himself is a game against a virtual opponent whose score is the player's
 *    own score before that round (virtual points of the round being paired included), plus the result the
 *    virtual opponent got in it, plus a draw for every later round (the pre-2024 C.07 virtual-opponent rule).
 * Units as in OppositionIndex.
 */
function currentAcceleration(st: PairingState, p: PlayerState): number {
  return p.acceleration[st.playedRounds] ?? 0;
}

function adjustedScore(st: PairingState, p: PlayerState): number {
  let s = currentAcceleration(st, p);
  for (const h of p.history) s += h.played ? h.points : st.drawUnits;
  return s;
}

/** Points the virtual opponent of an unplayed round scored: a win against a loss, a draw against a draw ... */
function virtualOpponentPoints(st: PairingState, h: RoundRecord): number {
  const forfeitLoss = toUnits(st.scoring.forfeitLoss);
  switch (h.result) {
    case 'H':
      return st.drawUnits;
    case '+':
    case 'F':
      return forfeitLoss;
    case 'U': {
      const pab = toUnits(st.scoring.pab);
      return pab < st.winUnits ? (pab < st.drawUnits ? st.winUnits : st.drawUnits) : forfeitLoss;
    }
    default:
      return st.winUnits; // forfeit loss, zero-point bye, no entry
  }
}

/** Which convention each part of the Index follows (rules.ts `opponentScores`, `unplayedRounds`). */
export interface IndexConventions {
  readonly opponentScores: '2026' | 'legacy';
  readonly unplayedRounds: '2026' | 'legacy';
}

/**
 * Index values with each convention from the 2026 text (opposition-index.ts) or from the reference program;
 * all '2026' gives exactly `indexOfPlayers`.
 */
export function indexWithConventions(st: PairingState, conventions: IndexConventions): Map<number, OppositionIndex> {
  const opponentScore = new Map<number, number>();
  for (const p of st.byId.values()) {
    opponentScore.set(p.id, conventions.opponentScores === '2026' ? scoreForOpponents(st, p) : adjustedScore(st, p));
  }
  const out = new Map<number, OppositionIndex>();
  for (const p of st.toPair) {
    let virtualBase = (st.playedRounds - 1) * st.drawUnits + currentAcceleration(st, p);
    out.set(
      p.id,
      foldContributions(
        p.history.map((h) => {
          let score: number;
          if (h.played) score = opponentScore.get(h.opponent)!;
          else score = conventions.unplayedRounds === '2026' ? p.score : virtualBase + virtualOpponentPoints(st, h);
          virtualBase += h.points - st.drawUnits;
          return [score, h.points] as const;
        }),
      ),
    );
  }
  return out;
}

export function legacyIndexOfPlayers(st: PairingState): Map<number, OppositionIndex> {
  return indexWithConventions(st, { opponentScores: 'legacy', unplayedRounds: 'legacy' });
}

function tupleLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/**
 * The reference program's "ranks below" for the older texts. Two players of equal score (`score`: with virtual
 * points) compare by (Sonneborn-Berger, Buchholz, Median, rank); a player against one of another score (a
 * floater) by (Sonneborn-Berger, Buchholz × score, Median × score, rank).
 */
export function legacyRanksBelow(
  a: OppositionIndex,
  sa: number,
  ra: number,
  b: OppositionIndex,
  sb: number,
  rb: number,
): boolean {
  return sa === sb
    ? tupleLess([a.sonnebornBerger, a.buchholz, a.median, rb], [b.sonnebornBerger, b.buchholz, b.median, ra])
    : tupleLess(
        [a.sonnebornBerger, a.buchholz * sa, a.median * sa, rb],
        [b.sonnebornBerger, b.buchholz * sb, b.median * sb, ra],
      );
}
