import type { ResultCode } from '../engine/model';
import { asciiDigits } from './digits';

/**
 * Result cells: what arbiters type on a round sheet <-> the per-player TRF result codes of the model.
 *
 * A result cell always gives White's score first (paper-forms.md §3). Decisions recorded here:
 * - `0-0` is a *played* game lost by both players (Laws 11.8 / 12.9, other-systems.md §5.2: "0-0 is possible"),
 *   so both sides get code `0`. A double forfeit (nobody at the board, no game) is written `-/-` and is also
 *   accepted as `--`, `- -`, `0F-0F`, `0H-0H` (booklet's *hükmen*).
 * - `½-0` and `0-½` are played games scored by arbiter decision (§5.2); the sum of one game never exceeds a win.
 * - A game shorter than one move (TRF W/D/L, played but unrated) is written with the suffix `u`: `1-0 u`.
 * - An adjourned / unfinished game may be marked `*`: it pairs as a draw (C.04.3 F.9, Burstein 2) and scores
 *   nothing until the real result is typed. A blank cell is "not entered yet".
 * - A forfeit decided before colours were known (TRF: colour `-` against a real opponent, trf.md §4) takes the
 *   suffix `nc` (no colour): `+/- nc`, `-/+ nc`, `-/- nc`. Its two players sit left and right of the result but
 *   neither had White; nothing else may be without colour (a game over the board always has them).
 * Anything else is rejected with the cell address; nothing is guessed.
 */

export type CellInput = string | number | boolean | null | undefined;

export type GameKind = 'played' | 'arbiter' | 'short' | 'forfeit' | 'double-forfeit' | 'pending';

export interface GameResult {
  readonly white: ResultCode;
  readonly black: ResultCode;
  /** The canonical text written back to the sheet. */
  readonly text: string;
  readonly kind: GameKind;
  /** A forfeit without colours (`+/- nc`): both players' TRF colour is `-`. */
  readonly noColour?: true;
}

export type ResultParse =
  { readonly ok: true; readonly result: GameResult } | { readonly ok: false; readonly message: string };

/** The canonical notations, in the order offered by the result column's drop-down list. */
export const CANONICAL_RESULTS: readonly string[] = [
  '1-0',
  '½-½',
  '0-1',
  '+/-',
  '-/+',
  '-/-',
  '0-0',
  '½-0',
  '0-½',
  '1-0 u',
  '½-½ u',
  '0-1 u',
  '*',
];

const GAMES: readonly GameResult[] = [
  { white: '1', black: '0', text: '1-0', kind: 'played' },
  { white: '=', black: '=', text: '½-½', kind: 'played' },
  { white: '0', black: '1', text: '0-1', kind: 'played' },
  { white: '+', black: '-', text: '+/-', kind: 'forfeit' },
  { white: '-', black: '+', text: '-/+', kind: 'forfeit' },
  { white: '-', black: '-', text: '-/-', kind: 'double-forfeit' },
  { white: '0', black: '0', text: '0-0', kind: 'arbiter' },
  { white: '=', black: '0', text: '½-0', kind: 'arbiter' },
  { white: '0', black: '=', text: '0-½', kind: 'arbiter' },
  { white: 'W', black: 'L', text: '1-0 u', kind: 'short' },
  { white: 'D', black: 'D', text: '½-½ u', kind: 'short' },
  { white: 'L', black: 'W', text: '0-1 u', kind: 'short' },
  { white: '*', black: '*', text: '*', kind: 'pending' },
  { white: '+', black: '-', text: '+/- nc', kind: 'forfeit', noColour: true },
  { white: '-', black: '+', text: '-/+ nc', kind: 'forfeit', noColour: true },
  { white: '-', black: '-', text: '-/- nc', kind: 'double-forfeit', noColour: true },
];

/** The forfeits without colour, as the sheets write them (not offered in the drop-down: they come from a TRF). */
export const NO_COLOUR_RESULTS: readonly string[] = ['+/- nc', '-/+ nc', '-/- nc'];

function game(text: string): GameResult {
  const g = GAMES.find((x) => x.text === text);
  if (!g) throw new Error(`internal: no canonical result ${text}`);
  return g;
}

/**
 * Canonical text for a pair of per-player codes, or null when the pair is not one game's result. `noColour`:
 * neither player had a colour (only a forfeit can be written so; anything else gives null).
 */
export function formatGameResult(white: ResultCode, black: ResultCode, noColour = false): string | null {
  const g = GAMES.find((x) => x.white === white && x.black === black && (x.noColour === true) === noColour);
  return g ? g.text : null;
}

/** Look up the game for a pair of codes (the inverse of parsing). */
export function gameResultFor(white: ResultCode, black: ResultCode, noColour = false): GameResult | null {
  return GAMES.find((x) => x.white === white && x.black === black && (x.noColour === true) === noColour) ?? null;
}

/** Lower-case, ASCII digits, one kind of dash, no spaces: the form the grammar below reads. */
function normalise(text: string): string {
  return asciiDigits(text)
    .replace(/[\u2010-\u2015\u2212\uFE63\uFF0D]/g, '-') // hyphen, en/em dash, minus sign
    .replace(/\u066B/g, '.') // Arabic decimal separator
    .replace(/\u2044/g, '/') // fraction slash
    .replace(/\s+/g, '')
    .toLowerCase();
}

type Side = 1 | 0.5 | 0 | '+' | '-';

const SIDE = '(1/2|0[.,]5|[.,]5|½|1|0|\\+|-)([fh]?)';
const TWO_SIDES = new RegExp(`^${SIDE}([-:/]?)${SIDE}$`);

function side(token: string): Side {
  if (token === '+' || token === '-') return token;
  if (token === '1') return 1;
  if (token === '0') return 0;
  return 0.5;
}

/** Results with one symbol: draws and the adjourned mark. */
const SINGLE: Record<string, string> = {
  '=': '½-½',
  '½': '½-½',
  '1/2': '½-½',
  '0.5': '½-½',
  '0,5': '½-½',
  '=-=': '½-½',
  '*': '*',
  adj: '*',
};

/** The accepted forms, as the messages list them. */
export const ACCEPTED_RESULTS =
  '1-0, ½-½ (also = or 1/2), 0-1; forfeits +/-, -/+, -/- (before colours were known: +/- nc, -/+ nc, ' +
  '-/- nc); arbiter decisions 0-0, ½-0, 0-½; under one move 1-0 u, ½-½ u, 0-1 u; adjourned *';

/** Words arbiters type for a result, in the three languages of the sheets. */
const WORDS: Record<string, string> = {
  draw: '½-½',
  remis: '½-½',
  remi: '½-½',
  beraberlik: '½-½',
  berabere: '½-½',
  تساوی: '½-½',
  مساوی: '½-½',
  white: '1-0',
  beyaz: '1-0',
  سفید: '1-0',
  black: '0-1',
  siyah: '0-1',
  سیاه: '0-1',
};

/**
 * What a refused text most likely meant: a letter O or l for a digit (`1-O`), a missing separator (`10`, `01`,
 * `½½`), a word (`draw`). Null when nothing close is a result.
 */
export function likelyResult(raw: string): string | null {
  const s = normalise(raw);
  const word = WORDS[s];
  if (word) return word;
  const candidates = [
    s.replace(/o/g, '0').replace(/[li|]/g, '1'),
    /^(1|0|½)(1|0|½)$/.test(s) ? `${s[0]}-${s[1]}` : '',
    /^(1\/2)(1\/2)$/.test(s) ? '½-½' : '',
  ];
  for (const c of candidates) {
    if (c === '' || c === s) continue;
    const r = parseResultCell(c);
    if (r && r.ok) return r.result.text;
  }
  return null;
}

function notAResult(shown: string, why?: string): ResultParse {
  const intent = likelyResult(shown);
  return {
    ok: false,
    message: `"${shown}" is not a result${why ? ` (${why})` : ''}${intent ? `; did you mean ${intent}?` : '.'} Accepted: ${ACCEPTED_RESULTS}`,
  };
}

/**
 * Read a result cell. Returns null for a blank cell (not entered), else the parsed game or a message that
 * names the notation (the caller adds sheet and cell).
 */
export function parseResultCell(value: CellInput): ResultParse | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return notAResult(String(value).toUpperCase());
  if (typeof value === 'number') {
    // Excel turned the text into a number or a date: the cell was not formatted as text
    return notAResult(String(value), 'a number: format the result column as text and type e.g. 1-0');
  }
  const raw = value.trim();
  if (raw === '') return null;
  let s = normalise(raw);
  // `nc`: a forfeit without colours (TR renksiz, FA بی‌رنگ); read before the `u` suffix, which it cannot carry
  const noColourSuffix = /(\(nc\)|nc|nocolou?r|renksiz|بی\u200c?رنگ)$/.exec(s);
  if (noColourSuffix && s.length > noColourSuffix[0].length) {
    const forfeit = parseResultCell(s.slice(0, -noColourSuffix[0].length));
    if (
      forfeit &&
      forfeit.ok &&
      (forfeit.result.kind === 'forfeit' || forfeit.result.kind === 'double-forfeit') &&
      !forfeit.result.noColour
    ) {
      return { ok: true, result: gameResultFor(forfeit.result.white, forfeit.result.black, true)! };
    }
    return notAResult(raw, 'only a forfeit can be without colour (nc); a game over the board had White and Black');
  }
  let short = false;
  const shortSuffix = /(\(u\)|unrated|u)$/.exec(s);
  if (shortSuffix && s.length > shortSuffix[0].length) {
    short = true;
    s = s.slice(0, -shortSuffix[0].length);
  }
  const single = SINGLE[s];
  if (single !== undefined) {
    if (short && single === '½-½') return { ok: true, result: game('½-½ u') };
    if (short) return notAResult(raw);
    return { ok: true, result: game(single) };
  }
  const m = TWO_SIDES.exec(s);
  if (!m) return notAResult(raw);
  const [, wTok, wMark, sep, bTok, bMark] = m as unknown as [string, string, string, string, string, string];
  const w = side(wTok);
  const b = side(bTok);
  const symbolic = typeof w === 'string' || typeof b === 'string';
  // "10" or "1½" without a separator is too easy to mistype; only +-, -+ and -- may omit it
  if (sep === '' && !(typeof w === 'string' && typeof b === 'string')) return notAResult(raw);
  const forfeitMark = wMark !== '' || bMark !== '';
  if (symbolic) {
    if (typeof w !== 'string' || typeof b !== 'string' || forfeitMark || short) {
      return notAResult(raw, 'mix of forfeit signs and scores');
    }
    if (w === '+' && b === '+') return notAResult(raw, 'both players cannot win by forfeit');
    return { ok: true, result: game(`${w}/${b}`) };
  }
  if (w + b > 1) return notAResult(raw, 'one game cannot give more than a win in total');
  if (forfeitMark) {
    if (short) return notAResult(raw);
    if (w === 1 && b === 0) return { ok: true, result: game('+/-') };
    if (w === 0 && b === 1) return { ok: true, result: game('-/+') };
    if (w === 0 && b === 0) return { ok: true, result: game('-/-') };
    return notAResult(raw, 'a forfeit is won or lost, never drawn');
  }
  const text = `${fmtSide(w)}-${fmtSide(b)}`;
  if (short) {
    const g = GAMES.find((x) => x.text === `${text} u`);
    return g ? { ok: true, result: g } : notAResult(raw, 'a game under one move ends 1-0, ½-½ or 0-1');
  }
  const g = GAMES.find((x) => x.text === text);
  return g ? { ok: true, result: g } : notAResult(raw);
}

function fmtSide(x: number): string {
  return x === 0.5 ? '½' : String(x);
}

/** Points as printed on the forms: `½` for a half, `1½` for one and a half, decimals otherwise. */
export function formatPoints(points: number): string {
  const whole = Math.floor(points + 1e-9);
  const frac = Math.round((points - whole) * 1000) / 1000;
  if (frac === 0) return String(whole);
  if (frac === 0.5) return whole === 0 ? '½' : `${whole}½`;
  return String(Math.round(points * 1000) / 1000);
}
