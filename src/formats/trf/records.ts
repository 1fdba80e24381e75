/**
 * Column layout of TRF records (trf.md §2-§5) and the small text helpers every record parser shares.
 * Columns are 1-based and inclusive, counted in characters (code points, trf.md §8), never bytes.
 */

/** A line of the file split into code points, with its 1-based line number. */
export interface TrfLine {
  readonly number: number;
  readonly chars: readonly string[];
  readonly text: string;
}

/** Inclusive 1-based column range. */
export type Columns = readonly [from: number, to: number];

/** Player record `001` (trf.md §3), identical in TRF16 and TRF26. */
export const PLAYER_COLUMNS = {
  id: [5, 8],
  sex: [10, 10],
  title: [11, 13],
  name: [15, 47],
  rating: [49, 52],
  federation: [54, 56],
  fideId: [58, 68],
  birthDate: [70, 79],
  points: [81, 84],
  rank: [86, 89],
} as const satisfies Record<string, Columns>;

/** Round r's block starts at 92 + 10(r-1): opponent b..b+3, colour b+5, result b+7 (trf.md §3). */
export const ROUND_BLOCK_START = 92;
export const ROUND_BLOCK_STEP = 10;
export const ROUND_BLOCK_WIDTH = 8;

export function roundBlockColumn(round: number): number {
  return ROUND_BLOCK_START + ROUND_BLOCK_STEP * (round - 1);
}

/** Record 132 puts round r's date in the same columns as round r's block of `001` (trf.md §2). */
export const ROUND_DATE_WIDTH = 8;

/** JaVaFo XXA: id at 5-8, round k's value at 10+5(k-1) .. 13+5(k-1) (trf.md §5.5). */
export const XXA_ID: Columns = [5, 8];
export const XXA_FIRST_VALUE = 10;
export const XXA_STEP = 5;

/** TRF26 250 (trf.md §5.3). */
export const ACCELERATION_COLUMNS = {
  matchPoints: [5, 8],
  gamePoints: [10, 13],
  firstRound: [15, 17],
  lastRound: [19, 21],
  firstId: [23, 26],
  lastId: [28, 31],
} as const satisfies Record<string, Columns>;

/** TRF26 162: symbol at 6, value at 7-10, next pair 9 columns later (trf.md §2.1, follow the table). */
export const SCORING_FIRST_SYMBOL = 6;
export const SCORING_STEP = 9;

/** Header records that hold one free-text value from column 5 (TRF16 `012`-`132`, trf.md §2). */
export const HEADER_VALUE_COLUMN = 5;

/** Record codes introduced by TRF26 (trf.md §0, §2, §5, §6.2): their presence marks a TRF26 file. */
export const TRF26_CODES: ReadonlySet<string> = new Set([
  '142',
  '152',
  '162',
  '172',
  '182',
  '192',
  '202',
  '212',
  '222',
  '240',
  '250',
  '260',
  '299',
  '300',
  '310',
  '320',
  '330',
  '352',
  '362',
  '801',
  '802',
  '###',
]);

/** Pairing-engine extension lines (JaVaFo TRF(x), bbpPairings TRF(bx); trf.md §5.5-5.6). */
export function isEngineCode(code: string): boolean {
  return /^(XX[A-Z]|BB[A-Z])$/.test(code);
}

/** Split text into lines on CR, LF or CRLF (trf.md §1); a final line break does not start a new line. */
export function splitLines(text: string): TrfLine[] {
  const parts = text.split(/\r\n|\r|\n/);
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts.map((part, i) => ({ number: i + 1, chars: Array.from(part), text: part }));
}

/** Characters of columns from..to (1-based inclusive); short lines give a shorter (possibly empty) string. */
export function field(chars: readonly string[], [from, to]: Columns): string {
  return chars.slice(from - 1, to).join('');
}

/** Character at a 1-based column, ' ' past the end of the line. */
export function charAt(chars: readonly string[], column: number): string {
  return chars[column - 1] ?? ' ';
}

/** Length of the line without trailing blanks, in characters. */
export function trimmedLength(chars: readonly string[]): number {
  let n = chars.length;
  while (n > 0 && /\s/.test(chars[n - 1])) n--;
  return n;
}

/** Decimal number as TRF writes it (`11.5`, `3`, `.5`); null when the text is not one. */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/** Non-negative integer; null when the text is not one. */
export function parseInteger(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  return Number(t);
}

/** Right-align in `width` characters (longer text is kept whole: never silently cut a number). */
export function padLeft(text: string, width: number): string {
  const n = Array.from(text).length;
  return n >= width ? text : ' '.repeat(width - n) + text;
}

/** Left-align in `width` characters, cutting longer text to the field (names are 33 characters). */
export function fitRight(text: string, width: number): string {
  const chars = Array.from(text);
  return chars.length >= width ? chars.slice(0, width).join('') : text + ' '.repeat(width - chars.length);
}

/** Pad a line with blanks so that the next text starts at `column` (1-based). */
export function padToColumn(line: string, column: number): string {
  const n = Array.from(line).length;
  return n >= column - 1 ? line : line + ' '.repeat(column - 1 - n);
}

/** Points as `%4.1f` right-aligned (`11.5`, ` 3.0`). */
export function formatPoints(value: number): string {
  return padLeft(value.toFixed(1), 4);
}

/** Titles: full codes, or the one-letter codes many programs write (trf.md §3). */
const TITLE_ALIASES: Readonly<Record<string, string>> = {
  G: 'GM',
  M: 'IM',
  F: 'FM',
  C: 'CM',
  WG: 'WGM',
  WM: 'WIM',
  WF: 'WFM',
  WC: 'WCM',
};
const FULL_TITLES: ReadonlySet<string> = new Set(['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM']);

/** Canonical title for a title field, or null when the text is not a known title. '' = untitled. */
export function normaliseTitle(text: string): string | null {
  const t = text.trim().toUpperCase();
  if (t === '') return '';
  if (FULL_TITLES.has(t)) return t;
  return TITLE_ALIASES[t] ?? null;
}
