import type { Scoring } from './scoring';

/**
 * Scorings FIDE mode refuses (program-acceptance checklist, hard fails): two draws worth more than a win plus a
 * loss (Q74); a pairing-allocated bye worth more than a win (Q81); with standard scoring (1 / ½ / 0) a PAB other
 * than 1, ½ or 0 (Q83; C.04.1 Art. 3 lets the rules of the event choose among these). One message per rule broken.
 */
export function scoringProblems(s: Scoring): string[] {
  const out: string[] = [];
  const eps = 1e-9;
  if (2 * s.draw > s.win + s.loss + eps) {
    out.push(
      `two draws (2 × ${s.draw}) are worth more than a win plus a loss (${s.win} + ${s.loss}); FIDE mode refuses this scoring`,
    );
  }
  if (s.pab > s.win + eps) {
    out.push(`the pairing-allocated bye (${s.pab}) is worth more than a win (${s.win}); FIDE mode refuses this`);
  }
  const standard = s.win === 1 && s.draw === 0.5 && s.loss === 0;
  if (standard && ![1, 0.5, 0].includes(s.pab)) {
    out.push(`with standard scoring the pairing-allocated bye is worth 1, ½ or 0, not ${s.pab}`);
  }
  return out;
}
