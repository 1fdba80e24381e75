import { STANDARD_SCORING, roundScore, type Scoring } from '../../engine/model';
import type { ProblemList } from './problems';
import { SCORING_FIRST_SYMBOL, SCORING_STEP, formatPoints, padToColumn, parseDecimal, type TrfLine } from './records';

/**
 * Scoring records: TRF26 162 (trf.md §2.1), JaVaFo XXS (§5.5) and bbpPairings BB? (§5.6). They all set the
 * same model fields; later lines win. Defaults follow the records' own rules: forfeit win, full-point bye and
 * PAB score a win unless told otherwise, a half-point bye scores a draw, a forfeit loss scores like absence.
 */
type Field = keyof Scoring;

export class ScoringAssignments {
  private readonly values: Partial<Record<Field, number>> = {};
  /** Colour-dependent XXS values (WW vs BW ...) that the model cannot hold; reported once. */
  private readonly byColour = new Map<string, number>();
  private any = false;

  set(field: Field, value: number): void {
    this.values[field] = value;
    this.any = true;
  }

  get present(): boolean {
    return this.any;
  }

  build(): Scoring {
    const v = this.values;
    const win = v.win ?? STANDARD_SCORING.win;
    const draw = v.draw ?? STANDARD_SCORING.draw;
    const zeroBye = v.zeroBye ?? STANDARD_SCORING.zeroBye;
    return {
      win,
      draw,
      loss: v.loss ?? STANDARD_SCORING.loss,
      forfeitLoss: v.forfeitLoss ?? zeroBye,
      zeroBye,
      halfBye: v.halfBye ?? draw,
      fullBye: v.fullBye ?? win,
      pab: v.pab ?? win,
      forfeitWin: v.forfeitWin ?? win,
    };
  }

  /** XXS gives white and black wins separately; remember both to warn when they differ. */
  noteColourValue(code: string, value: number): number | undefined {
    const other = { WW: 'BW', BW: 'WW', WD: 'BD', BD: 'WD', WL: 'BL', BL: 'WL' }[code];
    this.byColour.set(code, value);
    return other === undefined ? undefined : this.byColour.get(other);
  }
}

/** 162: symbol at column 6, value at 7-10, next pair 9 columns later; read by tokens to tolerate drift. */
export function read162(line: TrfLine, into: ScoringAssignments, problems: ProblemList): void {
  const toks = tokens(line, 4);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const m = /^([A-Za-z])(.*)$/.exec(t.text);
    if (!m) {
      problems.error(
        line.number,
        t.column,
        `record 162: expected a result symbol (W, D, L, A, P or X), found "${t.text}"`,
      );
      continue;
    }
    const symbol = m[1].toUpperCase();
    let valueText = m[2];
    let valueColumn = t.column + 1;
    if (valueText === '') {
      const next = toks[i + 1];
      if (!next) {
        problems.error(line.number, t.column, `record 162: no value after ${symbol}`);
        return;
      }
      valueText = next.text;
      valueColumn = next.column;
      i++;
    }
    const value = parseDecimal(valueText);
    if (value === null) {
      problems.error(line.number, valueColumn, `record 162: value "${valueText}" for ${symbol} is not a number`);
      continue;
    }
    switch (symbol) {
      case 'W':
        into.set('win', value);
        break;
      case 'D':
        into.set('draw', value);
        break;
      case 'L':
        into.set('loss', value);
        break;
      // bbpPairings 6.0.0 reads Z for absence (trf.md §2.1): accept both
      case 'A':
      case 'Z':
        into.set('zeroBye', value);
        into.set('forfeitLoss', value);
        break;
      case 'P':
        into.set('pab', value);
        break;
      case 'X':
        break; // unknown result (adjourned): pairing counts it as a draw anyway (C.04.2 3.1)
      default:
        problems.error(
          line.number,
          t.column,
          `record 162: unknown result symbol "${m[1]}" (expected W, D, L, A, P or X)`,
        );
    }
  }
}

const XXS_FIELDS: Readonly<Record<string, readonly Field[]>> = {
  WW: ['win'],
  BW: ['win'],
  WD: ['draw'],
  BD: ['draw'],
  WL: ['loss'],
  BL: ['loss'],
  ZPB: ['zeroBye'],
  HPB: ['halfBye'],
  FPB: ['fullBye'],
  PAB: ['pab'],
  FW: ['forfeitWin'],
  FL: ['forfeitLoss'],
  // shortcuts (JaVaFo AUM): W = WW,BW,FW,FPB; D = WD,BD,HPB
  W: ['win', 'forfeitWin', 'fullBye'],
  D: ['draw', 'halfBye'],
};

/** XXS CODE=VALUE ... (several lines allowed, later wins). */
export function readXxs(line: TrfLine, into: ScoringAssignments, problems: ProblemList): void {
  for (const { text, column } of tokens(line, 4)) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(text);
    const code = m ? m[1].toUpperCase() : '';
    const fields = m ? XXS_FIELDS[code] : undefined;
    if (!m || !fields) {
      problems.error(
        line.number,
        column,
        `XXS: "${text}" is not CODE=VALUE with a known code (WW, BW, WD, BD, WL, BL, ZPB, HPB, FPB, PAB, FW, FL, W, D)`,
      );
      continue;
    }
    const value = parseDecimal(m[2]);
    if (value === null) {
      problems.error(line.number, column + code.length + 1, `XXS: value "${m[2]}" for ${code} is not a number`);
      continue;
    }
    const other = into.noteColourValue(code, value);
    if (other !== undefined && other !== value) {
      problems.warning(
        line.number,
        column,
        `XXS: scores that depend on the colour are not supported; ${code}=${value} is used for both colours`,
      );
    }
    for (const f of fields) into.set(f, value);
  }
}

const BB_FIELDS: Readonly<Record<string, readonly Field[]>> = {
  // bbpPairings: the win value also scores forfeit wins and full-point byes, the draw value half-point byes
  BBW: ['win', 'forfeitWin', 'fullBye'],
  BBD: ['draw', 'halfBye'],
  BBL: ['loss'],
  BBZ: ['zeroBye'],
  BBF: ['forfeitLoss'],
  BBU: ['pab'],
};

export function isBbScoringCode(code: string): boolean {
  return code in BB_FIELDS;
}

/** BBW/BBD/BBL/BBZ/BBF/BBU: value in columns 5-8. */
export function readBb(line: TrfLine, code: string, into: ScoringAssignments, problems: ProblemList): void {
  const value = parseDecimal(line.chars.slice(4).join(''));
  if (value === null) {
    problems.error(line.number, 5, `${code}: expected a points value in columns 5-8`);
    return;
  }
  for (const f of BB_FIELDS[code]) into.set(f, value);
}

/** Whitespace-separated tokens after the record code, with their 1-based columns. */
export function tokens(line: TrfLine, skip = 3): { text: string; column: number }[] {
  const out: { text: string; column: number }[] = [];
  let i = skip;
  const chars = line.chars;
  while (i < chars.length) {
    if (/\s/.test(chars[i])) {
      i++;
      continue;
    }
    const start = i;
    while (i < chars.length && !/\s/.test(chars[i])) i++;
    out.push({ text: chars.slice(start, i).join(''), column: start + 1 });
  }
  return out;
}

// ---- writing ----

/**
 * 162 with the values that differ from the defaults, or null when none do. Values 162 cannot express
 * (forfeit win or full-point bye different from a win, ...) need XXS (engine dialect).
 */
export function write162(s: Scoring): string | null {
  const pairs: [string, number][] = [];
  if (s.win !== STANDARD_SCORING.win) pairs.push(['W', s.win]);
  if (s.draw !== STANDARD_SCORING.draw) pairs.push(['D', s.draw]);
  if (s.loss !== STANDARD_SCORING.loss) pairs.push(['L', s.loss]);
  if (s.zeroBye !== STANDARD_SCORING.zeroBye) pairs.push(['A', s.zeroBye]);
  if (s.pab !== s.win) pairs.push(['P', s.pab]);
  if (pairs.length === 0) return null;
  let line = '162';
  pairs.forEach(([symbol, value], k) => {
    line = padToColumn(line, SCORING_FIRST_SYMBOL + SCORING_STEP * k) + symbol + formatPoints(value);
  });
  return line;
}

function plain(value: number): string {
  return String(roundScore(value));
}

/** XXS with every code, so JaVaFo checks points under exactly our scoring. */
export function writeXxs(s: Scoring): string {
  return (
    `XXS WW=${plain(s.win)} BW=${plain(s.win)} WD=${plain(s.draw)} BD=${plain(s.draw)} ` +
    `WL=${plain(s.loss)} BL=${plain(s.loss)} ZPB=${plain(s.zeroBye)} HPB=${plain(s.halfBye)} ` +
    `FPB=${plain(s.fullBye)} PAB=${plain(s.pab)} FW=${plain(s.forfeitWin)} FL=${plain(s.forfeitLoss)}`
  );
}

export function writeBb(code: string, s: Scoring): string {
  const field = BB_FIELDS[code][0];
  return `${code} ${formatPoints(s[field])}`;
}
