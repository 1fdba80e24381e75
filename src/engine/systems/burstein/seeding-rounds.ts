/**
 * C.04.4.2 1.6 (2026): the first min(⌊rounds / 2⌋, 4) rounds are seeding rounds, paired with the FIDE (Dutch)
 * system; the Burstein procedure starts after them. 7 rounds → 3, 9 rounds → 4, 11 rounds → 4.
 */
export function seedingRoundCount(totalRounds: number): number {
  return Math.min(Math.floor(totalRounds / 2), 4);
}

export function isSeedingRound(round: number, totalRounds: number): boolean {
  return round <= seedingRoundCount(totalRounds);
}
