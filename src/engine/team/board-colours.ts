import { opposite, type Colour } from '../model';

/** Colour on board k (1-based) of the team with White (`white`) or Black on board 1: the 352 pattern (team.md §2.1). */
export function boardColourFor(pattern: readonly Colour[], board: number, white: boolean): Colour {
  const c = pattern[board - 1] ?? (board % 2 === 1 ? 'w' : 'b');
  return white ? c : opposite(c);
}
