/** Players split into groups of equal value, best first; used by the standings and the group procedures. */

/** Split players into groups of equal value (within 1e-9), highest first; ids ascending inside a group. */
export function splitByValue(members: readonly number[], value: (id: number) => number): number[][] {
  const sorted = [...members].sort((a, b) => value(b) - value(a) || a - b);
  const groups: number[][] = [];
  for (const id of sorted) {
    const last = groups[groups.length - 1];
    if (last && Math.abs(value(last[0]) - value(id)) < 1e-9) last.push(id);
    else groups.push([id]);
  }
  return groups;
}
