import { hasPerfectMatching } from '../../common/lexicographic-matching';
import { type LegacyPlayer, mayMeet1997 } from './players';

/**
 * "Can these players all be paired?" under the pairing limitations 2.1, 2.3 and 2.4 (a perfect matching
 * exists). The 1997 text has no completion rule (the 2026 text's C4); it ends with "a situation which cannot be
 * resolved by the instructions: the arbiter proceeds wisely and impartially" (9). Every choice below that the
 * text leaves open to a dead end — who gets the bye, who is brought up or moved down — is therefore taken among
 * the options that keep the rest of the round pairable, in the text's own order [reading]. The booklet's arbiter
 * looks ahead too, further than this: in round 3 he brings up 12 rather than the higher-rated 5 so that the
 * ½ group can still be paired by itself (fixture, round 3 discrepancies); here only the round as a whole must stay
 * pairable, so the text's choice, 5, stands. Answers are cached per set.
 */
export class Pairability {
  private readonly cache = new Map<string, boolean>();

  pairable(players: readonly LegacyPlayer[]): boolean {
    if (players.length % 2 === 1) return false;
    if (players.length === 0) return true;
    const key = players
      .map((p) => p.id)
      .sort((a, b) => a - b)
      .join(',');
    let answer = this.cache.get(key);
    if (answer === undefined) {
      answer = hasPerfectMatching(players.length, (u, v) => mayMeet1997(players[u], players[v]));
      this.cache.set(key, answer);
    }
    return answer;
  }

  /** Pairable once `taken` have been paired (or removed) from `players`. */
  pairableWithout(players: readonly LegacyPlayer[], ...taken: LegacyPlayer[]): boolean {
    const out = new Set(taken);
    return this.pairable(players.filter((p) => !out.has(p)));
  }
}
