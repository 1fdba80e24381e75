import { TiebreakError, type TiebreakRules } from './types';

/**
 * A tie-break as written in a list: `NAME[:MP|:GP][/modifier...]` (TRF-2026 202/212, tiebreaks.md §8) or the
 * FIDE prose form with dashes (`BH-C1`, `ARO-C1`). Modifiers (C.07 Art. 14 and the TRF/TieBreakServer switches):
 * `C<k>` Cut-k, `M<k>` Median-k, `L<±k>` Koya limit moved by k half-point steps, `L<k>` Koya limit at k percent,
 * `P` forfeits count in DE, `F` AOB over Fore Buchholz, `R` reverse order, `U<rating>` rating for unrated
 * players, `V2024` / `V2026` / `V2009` rule edition for this code, `A<points>` Kashdan value of a pointless
 * unplayed round.
 */
export interface TiebreakSpec {
  /** As written by the user (trimmed). */
  readonly text: string;
  /** Canonical base code, upper case, aliases resolved (GE -> REP). */
  readonly name: string;
  /** Team events: the score the code runs on. */
  readonly teamScore: 'MP' | 'GP' | null;
  /** Least significant values removed (Cut-k; Median-k removes k at each end). */
  readonly cutLow: number;
  /** Most significant values removed (Median-k). */
  readonly cutHigh: number;
  /** Koya limit moved by this many half-point steps (positive = stricter). */
  readonly limitSteps: number;
  /** Koya limit as a percentage of the maximum score (TieBreakServer's unsigned `L<number>`). */
  readonly limitPercent: number | null;
  readonly forfeitsCount: boolean;
  readonly foreBuchholz: boolean;
  readonly reverse: boolean;
  readonly unratedRating: number | null;
  readonly version: TiebreakRules | null;
  readonly absentValue: number | null;
}

const ALIASES: Record<string, string> = {
  GE: 'REP',
  KOYA: 'KS',
  BOB: 'BHBH',
  KASHDAN: 'KASH',
  EXTKS: 'KSX',
  PTS: 'PTS',
  ADJ: 'ADJ',
};

const VERSIONS: Record<string, TiebreakRules> = {
  '2026': 'fide2026',
  '2024': 'fide2024',
  '2023': 'fide2024',
  '2009': 'legacy',
};

const MODIFIER = /[/-](?:C(\d+)|M(\d+)|L([+-]\d+)|L(\d+(?:\.\d+)?)|(P)|(F)|(R)|U(\d+)|V(\d{4})|A(\d+(?:\.\d+)?))/iy;

export function parseTiebreak(text: string): TiebreakSpec {
  const trimmed = normaliseProse(text.trim());
  const head = /^([A-Za-z][A-Za-z0-9]*?)(?::(MP|GP))?(?=$|[/-])/i.exec(trimmed);
  if (!head)
    throw new TiebreakError(text.trim() || '""', 'not a tie-break code (expected NAME[/modifier...], e.g. BH/C1)');
  const base = head[1].toUpperCase();
  const spec = {
    text: text.trim(),
    name: ALIASES[base] ?? base,
    teamScore: (head[2]?.toUpperCase() as 'MP' | 'GP' | undefined) ?? null,
    cutLow: 0,
    cutHigh: 0,
    limitSteps: 0,
    limitPercent: null as number | null,
    forfeitsCount: false,
    foreBuchholz: false,
    reverse: false,
    unratedRating: null as number | null,
    version: null as TiebreakRules | null,
    absentValue: null as number | null,
  };
  MODIFIER.lastIndex = head[0].length;
  while (MODIFIER.lastIndex < trimmed.length) {
    const start = MODIFIER.lastIndex;
    const m = MODIFIER.exec(trimmed);
    if (!m) throw new TiebreakError(spec.text, `unknown modifier "${trimmed.slice(start)}"`);
    if (m[1] !== undefined) spec.cutLow += Number(m[1]);
    else if (m[2] !== undefined) {
      spec.cutLow += Number(m[2]);
      spec.cutHigh += Number(m[2]);
    } else if (m[3] !== undefined) spec.limitSteps += Number(m[3]);
    else if (m[4] !== undefined) spec.limitPercent = Number(m[4]);
    else if (m[5] !== undefined) spec.forfeitsCount = true;
    else if (m[6] !== undefined) spec.foreBuchholz = true;
    else if (m[7] !== undefined) spec.reverse = true;
    else if (m[8] !== undefined) spec.unratedRating = Number(m[8]);
    else if (m[9] !== undefined) {
      const version = VERSIONS[m[9]];
      if (!version) throw new TiebreakError(spec.text, `unknown rule edition V${m[9]} (use V2026, V2024 or V2009)`);
      spec.version = version;
    } else if (m[10] !== undefined) spec.absentValue = Number(m[10]);
  }
  return spec;
}

/**
 * A code split as written: the head `NAME[:MP|:GP]` and each modifier without its `/` or `-` separator, in order
 * (`BH:GP-C1` -> `BH:GP`, [`C1`]; `KS/L-1` -> `KS`, [`L-1`]). Null when the text does not follow the grammar of
 * parseTiebreak (unknown modifier, no name): such a code can only be kept verbatim. Lets a file format write the
 * same code with its own separator (TRF-2026 `BH/C1`, FIDE prose `BH-C1`, tiebreaks.md §8).
 */
export function tiebreakParts(text: string): { head: string; modifiers: string[] } | null {
  const trimmed = normaliseProse(text.trim());
  const head = /^([A-Za-z][A-Za-z0-9]*?)(?::(MP|GP))?(?=$|[/-])/i.exec(trimmed);
  if (!head) return null;
  const modifiers: string[] = [];
  MODIFIER.lastIndex = head[0].length;
  while (MODIFIER.lastIndex < trimmed.length) {
    const m = MODIFIER.exec(trimmed);
    if (!m) return null;
    modifiers.push(m[0].slice(1));
  }
  return { head: head[0], modifiers };
}

/** "AROC 1" / "AROC1" (GSC regulations) = ARO-C1. */
function normaliseProse(text: string): string {
  const aroc = /^AROC\s*-?\s*(\d+)$/i.exec(text);
  return aroc ? `ARO/C${aroc[1]}` : text;
}
