/**
 * Problems found while reading a TRF. Every problem names its place (line and column, 1-based, columns in
 * characters) so the user can find it in any editor (common rule: errors name the place).
 */

export interface TrfProblem {
  readonly line: number;
  readonly column: number;
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

/** `FILE:LINE:COL message`; warnings carry a "warning: " prefix so they read differently from errors. */
export function formatProblem(file: string, p: TrfProblem): string {
  return `${file}:${p.line}:${p.column} ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`;
}

export function hasErrors(problems: readonly TrfProblem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}

/** Collects problems in the order they are found; sorted by place at the end. */
export class ProblemList {
  private readonly items: TrfProblem[] = [];

  error(line: number, column: number, message: string): void {
    this.items.push({ line, column, severity: 'error', message });
  }

  warning(line: number, column: number, message: string): void {
    this.items.push({ line, column, severity: 'warning', message });
  }

  /** By line, then column; the sort is stable so problems at one place keep the order they were found in. */
  sorted(): TrfProblem[] {
    return [...this.items].sort((a, b) => a.line - b.line || a.column - b.column);
  }
}
