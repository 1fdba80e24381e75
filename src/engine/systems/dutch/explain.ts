import type { Colour } from '../../model';
import { SCORE_UNIT, type PairingState, type PlayerState } from '../../history/pairing-state';
import type { ColourRule } from './colour-allocation';

const RULE_TEXT: Record<ColourRule, string> = {
  '5.2.1': 'both colour preferences granted (C.04.3 5.2.1)',
  '5.2.2': 'the stronger colour preference granted (5.2.2)',
  '5.2.3': 'colours alternated from the last round in which they differed (5.2.3)',
  '5.2.4': "the higher-ranked player's preference granted (5.2.4)",
  '5.2.5': 'no preference: the higher-ranked player gets the initial colour if his pairing number is odd (5.2.5)',
};

function pts(units: number): string {
  return (units / SCORE_UNIT).toFixed(1);
}

function who(p: PlayerState): string {
  return `${p.id} (${pts(p.pairingScore)})`;
}

function pref(p: PlayerState): string {
  const c = p.colours;
  if (!c.preference) return 'no colour preference';
  return `${c.strength} ${c.preference === 'w' ? 'White' : 'Black'} preference, CD ${c.difference >= 0 ? '+' : ''}${c.difference}`;
}

/**
 * The pairing log (design.md §4 "Log"): per bracket its residents and MDPs, the pairs made and the
 * downfloaters; per board the rule that gave the colours. Written in words an arbiter can read to a player.
 */
export class DutchLog {
  private readonly out: string[] = [];

  constructor(private readonly enabled: boolean, st: PairingState) {
    if (enabled) {
      this.out.push(`Round ${st.round} of ${st.totalRounds}, FIDE (Dutch) system C.04.3 (2026); ${st.toPair.length} players to pair.`);
    }
  }

  byeScore(p: PlayerState): void {
    if (this.enabled) this.out.push(`Odd number of players: the pairing-allocated bye will go to a player with ${pts(p.pairingScore)} points, the lowest score possible in a complete pairing (C5).`);
  }

  bracket(mdps: PlayerState[], residents: PlayerState[]): void {
    if (!this.enabled) return;
    const score = residents.length ? pts(residents[0].pairingScore) : '-';
    this.out.push(`Bracket ${score}: residents ${residents.map((p) => p.id).join(' ') || 'none'}` +
      (mdps.length ? `; moved-down players ${mdps.map(who).join(' ')}` : ' (homogeneous)'));
  }

  bracketResult(pairs: [PlayerState, PlayerState][], downfloaters: PlayerState[]): void {
    if (!this.enabled) return;
    this.out.push(`  pairs: ${pairs.map(([a, b]) => `${a.id}-${b.id}`).join(', ') || 'none'}` +
      (downfloaters.length ? `; floating down: ${downfloaters.map(who).join(' ')}` : ''));
  }

  colour(a: PlayerState, b: PlayerState, colourOfA: Colour, rule: ColourRule): void {
    if (!this.enabled) return;
    const [w, bl] = colourOfA === 'w' ? [a, b] : [b, a];
    this.out.push(`Board ${w.id}-${bl.id}: ${w.id} White (${pref(w)}), ${bl.id} Black (${pref(bl)}): ${RULE_TEXT[rule]}.`);
  }

  pab(p: PlayerState): void {
    if (this.enabled) this.out.push(`Pairing-allocated bye: ${who(p)}, eligible (C2) and left over after the last bracket.`);
  }

  lines(): string[] {
    return this.enabled ? this.out.slice() : [];
  }
}
