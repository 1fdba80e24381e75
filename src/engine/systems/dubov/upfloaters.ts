import { NoLegalPairingError } from '../../pairing';
import { SCORE_UNIT } from '../../history/pairing-state';
import { LexMatching } from '../common/lexicographic-matching';
import { type DubovContext, type DubovPlayer, mayMeet, preferencesDiffer } from './context';

/**
 * Choice of the upfloaters of a bracket — C.04.4.1 (2026) 3.2.1–3.2.2 with the criteria of Art. 2 and the
 * order of 4.2.
 *
 * One exact maximum-weight matching over every player not yet paired (the residents of the scoregroup and all
 * lower players) whose edge weight packs, most significant first:
 *   every edge 1            a complete pairing of everyone left (C1, C3 on the edges; C4 = the matching is perfect)
 *   resident–resident 1     C5: fewest upfloaters (every resident is paired inside the bracket: Dubov has no
 *                           downfloaters, so residents pair with residents or with upfloaters)
 *   per lower score level   C6: for each score s of the lower players, lowest first, 1 if the upfloater's score is
 *                           above s — i.e. the upfloaters' scores taken in ascending order are maximised
 *   bracket pair 1          C7: both players of the pair can get their colour preference
 *   upfloater not max       C8 (not in the last round)
 *   K − upfloats            C9 (not in the last round): the upfloat counts of maximum upfloaters, summed
 *                           ("minimise the number of times a maximum upfloater is upfloated" [reading: the sum])
 *   upfloater not last      C10 (not in the last round): did not upfloat in the previous round
 *   2^(P − seq)             4.2: among equally good sets, the first set by sequence numbers (descending score,
 *                           then ascending TPN), compared on the smallest differing number
 * Lower–lower edges weigh 1 in the first field only: they just keep the rest of the round pairable.
 * The upfloaters are the lower players the optimum matches with residents.
 */
export interface UpfloaterChoice {
  readonly upfloaters: DubovPlayer[];
  /** Lower players in 4.2 order (their sequence numbers are their positions + 1). */
  readonly sequence: DubovPlayer[];
}

const CHUNK = 52;

export function chooseUpfloaters(
  ctx: DubovContext,
  residents: readonly DubovPlayer[],
  lower: readonly DubovPlayer[],
): UpfloaterChoice {
  const sequence = lower.slice().sort((a, b) => b.score - a.score || a.rank - b.rank);
  const all = [...residents, ...sequence];
  const n = all.length;
  const r = residents.length;
  const isResident = (i: number) => i < r;
  const levels = [...new Set(sequence.map((p) => p.score))].sort((a, b) => a - b).slice(0, -1);
  const maxCount = Math.max(0, ...sequence.map((p) => p.upfloats));
  const quality = !ctx.lastRound;

  const unit = LexMatching.widthFor(1, n);
  const chunkWidths: number[] = [];
  for (let start = 0; start < sequence.length; start += CHUNK)
    chunkWidths.push(Math.min(CHUNK, sequence.length - start));
  const widths = [
    unit,
    unit,
    ...levels.map(() => unit),
    unit,
    unit,
    LexMatching.widthFor(maxCount + 1, n),
    unit,
    ...chunkWidths,
  ];
  const m = new LexMatching(n, widths);
  const fieldCount = widths.length;

  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (!mayMeet(all[i], all[j])) continue;
      const values = new Array<number>(fieldCount).fill(0);
      values[0] = 1;
      if (isResident(i) || isResident(j)) {
        let f = 1;
        const both = isResident(i) && isResident(j);
        values[f++] = both ? 1 : 0; // C5
        const up = both ? null : all[j]; // j > i, so a lower player is always j
        for (const level of levels) values[f++] = up && up.score > level ? 1 : 0; // C6
        values[f++] = preferencesDiffer(all[i], all[j]) ? 1 : 0; // C7
        if (up && quality) {
          values[f] = up.maximumUpfloater ? 0 : 1; // C8
          values[f + 1] = maxCount + 1 - (up.maximumUpfloater ? up.upfloats : 0); // C9
          values[f + 2] = up.upfloatedLastRound ? 0 : 1; // C10
        }
        f += 3;
        if (up) {
          const seq = j - r;
          const chunk = Math.floor(seq / CHUNK);
          values[f + chunk] = Math.pow(2, chunkWidths[chunk] - 1 - (seq % CHUNK)); // 4.2 order
        }
      }
      m.add(i, j, values);
    }
  }
  const best = m.solve();
  if (best.pairs * 2 !== n) {
    throw new NoLegalPairingError(
      `the players from score ${residents[0].score / SCORE_UNIT} down cannot all be paired (C4): the arbiter decides`,
    );
  }
  const upfloaters: DubovPlayer[] = [];
  for (let j = r; j < n; j++) if (best.mate[j] >= 0 && best.mate[j] < r) upfloaters.push(all[j]);
  return { upfloaters, sequence };
}
