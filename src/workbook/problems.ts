/** A problem found while reading or checking a workbook, placed at a sheet and cell (or a file line). */
export interface Problem {
  readonly level: 'error' | 'warning';
  readonly message: string;
  readonly sheet?: string;
  /** A1 address within `sheet`. */
  readonly cell?: string;
  /** For text inputs (TRF): 1-based line and column. */
  readonly line?: number;
  readonly column?: number;
}

export function error(sheet: string | undefined, cell: string | undefined, message: string): Problem {
  return { level: 'error', sheet, cell, message };
}

export function warning(sheet: string | undefined, cell: string | undefined, message: string): Problem {
  return { level: 'warning', sheet, cell, message };
}

/** `Round 3!F7: message`, `line 12:49: message`, prefixed with the file when given. */
export function formatProblem(p: Problem, file?: string): string {
  let place = '';
  if (p.sheet) place = p.cell ? `${p.sheet}!${p.cell}` : p.sheet;
  else if (p.line !== undefined) place = p.column !== undefined ? `line ${p.line}:${p.column}` : `line ${p.line}`;
  const parts = [file, place].filter((x): x is string => !!x);
  const prefix = parts.length ? `${parts.join(': ')}: ` : '';
  return `${prefix}${p.level === 'warning' ? 'warning: ' : ''}${p.message}`;
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => p.level === 'error');
}

/** Thrown by commands when reading found errors: nothing has been written. */
export class WorkbookProblems extends Error {
  constructor(
    readonly problems: readonly Problem[],
    summary?: string,
  ) {
    super(
      summary ??
        problems
          .filter((p) => p.level === 'error')
          .map((p) => formatProblem(p))
          .join('\n'),
    );
    this.name = 'WorkbookProblems';
  }
}
