import type { Colour } from '../../model';
import type { PairingState, PlayerState } from '../../history/pairing-state';
import { points } from '../common/log-words';

function pref(p: PlayerState): string {
  const c = p.colours;
  if (!c.preference) return 'no colour preference';
  return `${c.strength} ${c.preference === 'w' ? 'White' : 'Black'} preference`;
}

/** Why a better-placed opponent (in Article 4 order) was not taken. */
export const SHORTFALL_TEXT: Record<string, string> = {
  C1: 'they may not meet (C1: played before or forbidden)',
  C3: 'same absolute colour preference (C3)',
  C4: 'the other players could not all be paired (C4)',
  C5: 'fewer pairs in the bracket (C5)',
  C6: 'a higher-scored outgoing floater (C6)',
  C7: 'a worse following bracket (C7)',
  C8: 'more players without their colour preference (C8)',
};

/**
 * The pairing log for the 2026 Burstein procedure (design.md §4): per bracket the players in Index order with
 * their BSNs, each BSN's opponent and why better-placed candidates were passed over, the floaters, and the
 * colour rule of every board.
 */
export class BursteinLog {
  private readonly out: string[] = [];

  constructor(
    readonly enabled: boolean,
    private readonly rankingName = 'Index 1.8: Buchholz, Sonneborn-Berger, TPN',
  ) {}

  line(text: string): void {
    if (this.enabled) this.out.push(text);
  }

  header(st: PairingState, system: string): void {
    this.line(`Round ${st.round} of ${st.totalRounds}, ${system}; ${st.toPair.length} players to pair.`);
  }

  pab(p: PlayerState, why: string): void {
    this.line(`Pairing-allocated bye: ${p.id} (${points(p.pairingScore)}, ${p.playedGames} games played): ${why}.`);
  }

  bracket(
    players: readonly PlayerState[],
    incoming: ReadonlySet<number>,
    ranking: { describe(p: PlayerState): string },
  ): void {
    if (!this.enabled) return;
    const residents = players.filter((p) => !incoming.has(p.id));
    const score = residents.length ? points(residents[0].pairingScore) : '-';
    const list = players.map(
      (p, i) =>
        `${i + 1}:${p.id}${incoming.has(p.id) ? ` floater ${points(p.pairingScore)}` : ''} (${ranking.describe(p)})`,
    );
    this.line(`Bracket ${score}, players by BSN in ranking order (${this.rankingName}): ${list.join('; ')}`);
  }

  decision(
    bsn: number,
    p: PlayerState,
    partner: { bsn: number; player: PlayerState } | null,
    passedOver: readonly string[],
  ): void {
    if (!this.enabled) return;
    const head = partner
      ? `  BSN ${bsn} (${p.id}) meets BSN ${partner.bsn} (${partner.player.id})`
      : `  BSN ${bsn} (${p.id}) floats (paired with BSN 0, Article 4.2)`;
    this.line(
      head +
        (passedOver.length
          ? `; passed over: ${passedOver.join('; ')}`
          : partner
            ? ': the lowest-ranked opponent possible (Article 4)'
            : ''),
    );
  }

  bracketResult(pairs: readonly [PlayerState, PlayerState][], floaters: readonly PlayerState[]): void {
    if (!this.enabled) return;
    this.line(
      `  pairs: ${pairs.map(([a, b]) => `${a.id}-${b.id}`).join(', ') || 'none'}` +
        (floaters.length
          ? `; outgoing floaters: ${floaters.map((p) => `${p.id} (${points(p.pairingScore)})`).join(' ')}`
          : ''),
    );
  }

  colour(a: PlayerState, b: PlayerState, colourOfA: Colour, why: string): void {
    if (!this.enabled) return;
    const [w, bl] = colourOfA === 'w' ? [a, b] : [b, a];
    this.line(`Board ${w.id}-${bl.id}: ${w.id} White (${pref(w)}), ${bl.id} Black (${pref(bl)}): ${why}.`);
  }

  lines(): string[] {
    return this.out.slice();
  }
}
