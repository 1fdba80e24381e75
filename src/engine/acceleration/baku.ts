import type { Tournament } from '../model';

/**
 * Baku Acceleration Method (C.04.7, rules/acceleration.md §2): virtual points for the players of group A.
 * GA = the first 2·⌈N/4⌉ players (TPN order) of those paired in round 1; in the first ⌈⌈R/2⌉/2⌉ rounds
 * they get the points of a win, in the rest of the first ⌈R/2⌉ rounds the points of a draw (half a win).
 * Virtual points are written out as a full per-round history (acceleration.md §4: write the explicit
 * history so consumers need not recompute GA).
 */
export function bakuVirtualPoints(t: Tournament, roundOneIds: readonly number[]): Map<number, number[]> | string {
  const s = t.scoring;
  if (s.loss !== 0 || Math.abs(s.win - 2 * s.draw) > 1e-9) {
    return 'the Baku method needs a loss worth 0 and a win worth two draws (C.04.7 2.1)';
  }
  const R = t.totalRounds;
  if (!R) return 'the number of rounds must be set to use the Baku method';
  const accelerated = Math.ceil(R / 2);
  const full = Math.ceil(accelerated / 2);
  const sorted = [...roundOneIds].sort((a, b) => a - b);
  const ga = sorted.slice(0, 2 * Math.ceil(sorted.length / 4));
  const out = new Map<number, number[]>();
  for (const id of ga) {
    out.set(
      id,
      Array.from({ length: R }, (_, i) => (i + 1 <= full ? s.win : i + 1 <= accelerated ? s.win / 2 : 0)),
    );
  }
  return out;
}

/** The TRF-26 192 code asks for Baku (`…_BAKU`) (trf.md §2.2). */
export function declaresBaku(t: Tournament): boolean {
  return /_BAKU$/i.test(t.info.typeCode ?? '') || /_BAKU$/i.test(t.info.typeText ?? '');
}

/**
 * A tournament whose type declares Baku but carries no explicit virtual points (no 250/XXA lines) gets them
 * computed here; explicit lines always win (acceleration.md §4). GA is taken from the players paired in
 * round 1 (or, before round 1 is paired, the players present for it).
 */
export function withDeclaredAcceleration(t: Tournament): Tournament {
  if (t.acceleration.size > 0 || !declaresBaku(t)) return t;
  const paired = t.players
    .filter((p) => {
      const e = p.rounds[0];
      return e ? e.opponent !== 0 || e.result === 'U' : true;
    })
    .map((p) => p.id);
  const points = bakuVirtualPoints(t, paired);
  return typeof points === 'string' ? t : { ...t, acceleration: points };
}
