import type { Colour, Tournament } from './engine-types';

/**
 * A forfeit whose two 001 records disagree about colour: one side has the scheduled colour, the other `-` (a TRF
 * written by another program). A round sheet seats every game with a White and a Black, or, for a forfeit decided
 * before colours were known, with neither (`+/- nc`); it cannot hold a colour on one side only. The side with a
 * colour keeps it (trf.md §4: a forfeit keeps its scheduled colour letter) and the `-` side takes the other colour,
 * which export-trf then writes; import says so. Nothing else changes: a forfeit's colour is ignored for colour
 * history (C.04.1, trf.md §4), so no pairing depends on it.
 */
export interface SettledForfeitColour {
  readonly round: number;
  /** The player whose record had `-`. */
  readonly id: number;
  readonly opponent: number;
  readonly opponentColour: Colour;
  /** The colour the workbook records for him (and export-trf writes). */
  readonly recorded: Colour;
}

export function settledForfeitColours(t: Tournament, rounds: number): SettledForfeitColour[] {
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const out: SettledForfeitColour[] = [];
  for (let r = 1; r <= rounds; r++) {
    for (const p of t.players) {
      const e = p.rounds[r - 1];
      if (!e || e.opponent === 0 || e.colour !== null) continue;
      const other = byId.get(e.opponent)?.rounds[r - 1]?.colour;
      if (!other) continue;
      const recorded: Colour = other === 'w' ? 'b' : 'w';
      out.push({ round: r, id: p.id, opponent: e.opponent, opponentColour: other, recorded });
    }
  }
  return out;
}
