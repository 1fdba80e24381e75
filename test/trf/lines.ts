/**
 * Builds TRF lines for tests by placing text at explicit 1-based columns (trf.md §3), independently of the
 * writer under test.
 */
export function place(parts: readonly (readonly [column: number, text: string])[]): string {
  let chars: string[] = [];
  for (const [column, text] of parts) {
    while (chars.length < column - 1) chars.push(' ');
    const t = Array.from(text);
    chars = [...chars.slice(0, column - 1), ...t, ...chars.slice(column - 1 + t.length)];
  }
  return chars.join('');
}

/** A `001` record: id right-aligned at 5-8, name at 15, points at 81-84, round r's block at 92+10(r-1). */
export function player(id: number, points: string, rounds: readonly string[], name = `Player ${id}`): string {
  const parts: [number, string][] = [
    [1, '001'],
    [5, String(id).padStart(4)],
    [15, name],
    [81, points.padStart(4)],
  ];
  rounds.forEach((block, i) => parts.push([92 + 10 * i, block]));
  return place(parts).trimEnd();
}

export function trf(...lines: string[]): string {
  return lines.join('\n') + '\n';
}
