/** A problem met while reading a list: the file and 1-based line (TXT line or XML line of the element). */
export interface ListProblem {
  readonly level: 'error' | 'warning';
  readonly file: string;
  readonly line?: number;
  readonly message: string;
}

/** `players_list_foa.txt:12: message` (the form compilers use, so editors can jump to it). */
export function formatListProblem(p: ListProblem): string {
  return `${p.file}${p.line !== undefined ? `:${p.line}` : ''}: ${p.level === 'warning' ? 'warning: ' : ''}${p.message}`;
}

/** A list that cannot be read at all (unknown layout, truncated zip, not a list): nothing of it is used. */
export class RatingListError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
    readonly line?: number,
  ) {
    super(formatListProblem({ level: 'error', file, line, message: detail }));
    this.name = 'RatingListError';
  }
}
