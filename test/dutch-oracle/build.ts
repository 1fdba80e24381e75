import type { Colour, Tournament } from '../../src/engine/model';
import { buildTournament } from '../support/tournament-builder';

/**
 * Small tournaments for the oracle tests, written per player as one token per round (the notation of
 * test/support/tournament-builder.ts): `4w1` = against 4 with White, won; `2b=` drawn with Black; `5w+` forfeit
 * win; `0U` PAB, `0Z` absent, `0H` half-point bye, `0F` full-point bye; `.` = no entry. Ids are 1, 2, … in the
 * order given (id = TPN), rated 2000, 1990, …
 */
export function oracleTournament(spec: {
  totalRounds: number;
  initialColour?: Colour;
  players: readonly string[];
}): Tournament {
  return buildTournament([...spec.players], {
    totalRounds: spec.totalRounds,
    initialColour: spec.initialColour ?? 'w',
    ratings: spec.players.map((_, k) => 2000 - 10 * k),
  });
}
