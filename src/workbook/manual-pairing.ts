import type { Board, RoundPairing } from '../engine/pairing';
import type { Tournament } from '../engine/model';
import { buildPairingState, isTopscorer, SCORE_UNIT } from '../engine/history/pairing-state';
import { colourState } from '../engine/history/colour-preference';
import { comparePairings } from '../engine/systems/round-check';

/**
 * The manual-pairing phase (checklist Q64-Q69; fide-acceptance.md §5): while a round is edited by hand, each
 * pairing is checked (Level 3: a rematch, a forbidden pair, the PAB to an ineligible player, a third colour in a
 * row, a colour difference above 2; Level 2: both players against their expected colours), and when the phase is
 * closed the manual round is compared with the engine's, the differences listed and a `### MPA @ Round n: ...`
 * line made for the TRF when they differ (Q69).
 */

export interface ManualWarning {
  /** 2 = acknowledge, 3 = confirm or cancel (checklist levels). */
  readonly level: 2 | 3;
  readonly message: string;
}

/** What a finding is about, so the workbook can place it (a board's row, a player's No cell, the PAB row). */
export type ManualFindingCode =
  | 'unavailable'
  | 'rematch'
  | 'forbidden-pair'
  | 'third-colour'
  | 'colour-difference'
  | 'both-against-colours'
  | 'pab-unavailable'
  | 'pab-ineligible'
  | 'pab-score';

export interface ManualFinding extends ManualWarning {
  /** The stable code the arbiter confirms (warning-levels.ts). */
  readonly code: ManualFindingCode;
  /** The board (index into `boards`) the finding is about; absent for the PAB. */
  readonly board?: number;
  /** The player it is about, when one. */
  readonly player?: number;
}

/** Warnings for one manual round (boards and PAB) of `t`, round `round`. */
export function manualPairingWarnings(
  t: Tournament,
  round: number,
  boards: readonly Board[],
  pab: number | null,
): ManualWarning[] {
  return manualRoundFindings(t, round, boards, pab).map(({ level, message }) => ({ level, message }));
}

/**
 * The findings of Q66 (Level 3) and Q67 (Level 2) for a manual round. `enginePab` is the engine's PAB of the same
 * round when known: a PAB to a player with more points than the engine's receiver breaks C.04.3 C5 (minimise
 * the score of the PAB receiver), the checklist's "PAB below the minimum score".
 */
export function manualRoundFindings(
  t: Tournament,
  round: number,
  boards: readonly Board[],
  pab: number | null,
  enginePab: number | null = null,
): ManualFinding[] {
  // the findings read histories, colours and bye eligibility, never the initial colour (the engine's colour
  // allocation needs it, and says so when a workbook lost it): they are made without it too
  const st = buildPairingState(t.initialColour ? t : { ...t, initialColour: 'w' }, round);
  const present = new Set(st.toPair.map((p) => p.id));
  const out: ManualFinding[] = [];
  const lastRound = round >= st.totalRounds;
  boards.forEach((b, board) => {
    const w = st.byId.get(b.white);
    const k = st.byId.get(b.black);
    const pair = `${b.white}-${b.black}`;
    const away = [b.white, b.black].find((id) => !present.has(id));
    if (!w || !k || away !== undefined) {
      const id = !w ? b.white : !k ? b.black : away!;
      out.push({
        level: 3,
        code: 'unavailable',
        board,
        player: id,
        message:
          `${pair}: player ${id} is not available in round ${round} ` +
          '(a bye or absence is recorded for him, or he withdrew)',
      });
      if (!w || !k) return;
    }
    const met = w.history.findIndex((h) => h.played && h.opponent === k.id);
    if (met >= 0) {
      out.push({
        level: 3,
        code: 'rematch',
        board,
        message: `${pair}: the players already played each other in round ${met + 1} (C.04.1 Art. 2)`,
      });
    } else if (w.cannotMeet.has(k.id)) {
      out.push({ level: 3, code: 'forbidden-pair', board, message: `${pair}: a forbidden pair` });
    }
    // C.04.3 C3: in the last round a pair with a topscorer may break the colour rules (pair-dutch.ts whoMayMeet)
    const exempt = lastRound && (isTopscorer(st, w) || isTopscorer(st, k));
    const sides = [
      [w, 'w'],
      [k, 'b'],
    ] as const;
    for (const [p, c] of exempt ? [] : sides) {
      const after = colourState([...p.colours.colours, c]);
      const last3 = after.colours.slice(-3);
      if (last3.length === 3 && last3.every((x) => x === c)) {
        out.push({
          level: 3,
          code: 'third-colour',
          board,
          player: p.id,
          message: `${pair}: player ${p.id} would get ${c === 'w' ? 'White' : 'Black'} a third time in a row`,
        });
      }
      if (Math.abs(after.difference) > 2) {
        out.push({
          level: 3,
          code: 'colour-difference',
          board,
          player: p.id,
          message:
            `${pair}: player ${p.id}'s colour difference would be ` +
            `${after.difference > 0 ? '+' : ''}${after.difference}`,
        });
      }
    }
    const wp = w.colours.preference;
    const kp = k.colours.preference;
    if (wp === 'b' && kp === 'w') {
      out.push({
        level: 2,
        code: 'both-against-colours',
        board,
        message: `${pair}: both players get the colour opposite to the one they expect`,
      });
    }
  });
  if (pab !== null) {
    const p = st.byId.get(pab);
    if (!p || !present.has(pab))
      out.push({
        level: 3,
        code: 'pab-unavailable',
        player: pab,
        message: `PAB: player ${pab} is not available in round ${round}`,
      });
    else if (!p.byeEligible)
      out.push({
        level: 3,
        code: 'pab-ineligible',
        player: pab,
        message: `PAB: player ${pab} has already had a pairing-allocated bye or a win without playing (C.04.1 Art. 4)`,
      });
    else {
      const theirs = enginePab === null ? undefined : st.byId.get(enginePab);
      if (theirs && theirs.score < p.score) {
        const pts = (units: number) => `${units / SCORE_UNIT} point${units === SCORE_UNIT ? '' : 's'}`;
        out.push({
          level: 3,
          code: 'pab-score',
          player: pab,
          message:
            `PAB: player ${pab} has ${pts(p.score)}, but player ${enginePab} ` +
            `with ${pts(theirs.score)} can have it (C.04.3 C5: the lowest score possible gets the PAB)`,
        });
      }
    }
  }
  return out;
}

function key(b: Board): string {
  return `${b.white}-${b.black}`;
}

export interface ManualComparison {
  readonly same: boolean;
  /** One line per difference, in words. */
  readonly differences: readonly string[];
  /** The TRF comment (Q69), or null when the rounds are the same. */
  readonly comment: string | null;
}

/**
 * At the end of the phase: the manual round against the engine's (pairs with colours, and the PAB), compared as
 * every re-check compares (round-check.ts), said in the phase's words.
 */
export function compareWithEngine(
  round: number,
  manual: { boards: readonly Board[]; pab: number | null },
  engine: RoundPairing,
): ManualComparison {
  const d = comparePairings(round, engine, manual);
  const differences = d
    ? [
        ...d.recordOnly.map((b) => `manual ${key(b)} is not in the engine's pairing`),
        ...d.engineOnly.map((b) => `engine ${key(b)} is missing`),
        ...(d.enginePab !== d.recordPab
          ? [`PAB: manual ${d.recordPab ?? 'none'}, engine ${d.enginePab ?? 'none'}`]
          : []),
      ]
    : [];
  const same = differences.length === 0;
  return { same, differences, comment: same ? null : `### MPA @ Round ${round}: ${differences.join('; ')}` };
}
