/**
 * The one thing the rating change needs from FIDE's combined TXT list (players_list_foa.txt, rating-lists.md
 * §1.2): each player's K per rating type (columns SK, RK, BK), found by the header's column starts. A full
 * list reader is another module's job; this reads only ID and K and reports lines it cannot read.
 */

export interface ListK {
  readonly standard?: number;
  readonly rapid?: number;
  readonly blitz?: number;
}

export interface ListKRead {
  readonly k: Map<string, ListK>;
  readonly problems: string[];
}

export function readListK(text: string, fileName = 'list'): ListKRead {
  const lines = text.split(/\r?\n/);
  const header = lines[0] ?? '';
  const start = (name: string): number => {
    const m = new RegExp(`(^|\\s)${name}(\\s|$)`).exec(header);
    return m ? m.index + m[1].length : -1;
  };
  const cols = { id: start('ID Number'), sk: start('SK'), rk: start('Rk'), bk: start('BK') };
  const problems: string[] = [];
  const k = new Map<string, ListK>();
  if (cols.id < 0 || cols.sk < 0) {
    problems.push(`${fileName}:1:1: not a FIDE TXT list (the header has no "ID Number" and "SK" columns)`);
    return { k, problems };
  }
  const num = (line: string, at: number): number | undefined => {
    if (at < 0) return undefined;
    const m = /^\s*(\d+)/.exec(line.slice(at, at + 3));
    const v = m ? Number(m[1]) : 0;
    return v > 0 ? v : undefined;
  };
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const id = /^\d+/.exec(line.slice(cols.id).trim())?.[0];
    if (!id) {
      problems.push(`${fileName}:${i + 2}:${cols.id + 1}: no FIDE ID`);
      return;
    }
    k.set(id, { standard: num(line, cols.sk), rapid: num(line, cols.rk), blitz: num(line, cols.bk) });
  });
  return { k, problems };
}
