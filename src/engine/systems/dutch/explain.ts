import type { Colour } from '../../model';
import { floatOf, type PairingState, type PlayerState } from '../../history/pairing-state';
import { isAbsolute } from '../../history/colour-preference';
import type { ColourRule } from './colour-allocation';
import { points } from '../common/log-words';

const RULE_TEXT: Record<ColourRule, string> = {
  '5.2.1': 'both colour preferences granted (C.04.3 5.2.1)',
  '5.2.2': 'the stronger colour preference granted (5.2.2)',
  '5.2.3': 'colours alternated from the last round in which they differed (5.2.3)',
  '5.2.4': "the higher-ranked player's preference granted (5.2.4)",
  '5.2.5': 'no preference: the higher-ranked player gets the initial colour if his pairing number is odd (5.2.5)',
};

function who(p: PlayerState): string {
  return `${p.id} (${points(p.pairingScore)})`;
}

function pref(p: PlayerState): string {
  const c = p.colours;
  if (!c.preference) return 'no colour preference';
  return `${c.strength} ${c.preference === 'w' ? 'White' : 'Black'} preference, CD ${c.difference >= 0 ? '+' : ''}${c.difference}`;
}

export interface BracketSummary {
  readonly mdps: PlayerState[];
  readonly s1r: PlayerState[];
  readonly s2r: PlayerState[];
  readonly pairs: { higher: PlayerState; lower: PlayerState; mdpPair: boolean }[];
  readonly downfloaters: PlayerState[];
}

/**
 * The pairing log (design.md §4 "Log"): per bracket its residents and MDPs, the pairs made and the
 * downfloaters; per board the rule that gave the colours. Written in words an arbiter can read to a player.
 */
export class DutchLog {
  private readonly out: string[] = [];

  constructor(
    readonly enabled: boolean,
    private readonly st: PairingState,
  ) {
    if (enabled) {
      this.out.push(
        `Round ${st.round} of ${st.totalRounds}, FIDE (Dutch) system C.04.3 (2026); ${st.toPair.length} players to pair.`,
      );
    }
  }

  byeScore(p: PlayerState): void {
    if (this.enabled)
      this.out.push(
        `Odd number of players: the pairing-allocated bye will go to a player with ${points(p.pairingScore)} points, the lowest score possible in a complete pairing (C5).`,
      );
  }

  bracket(mdps: PlayerState[], residents: PlayerState[]): void {
    if (!this.enabled) return;
    const score = residents.length ? points(residents[0].pairingScore) : '-';
    this.out.push(
      `Bracket ${score}: residents ${residents.map((p) => p.id).join(' ') || 'none'}` +
        (mdps.length ? `; moved-down players ${mdps.map(who).join(' ')}` : ' (homogeneous)'),
    );
  }

  bracketResult(b: BracketSummary): void {
    if (!this.enabled) return;
    const ids = (ps: PlayerState[]) => ps.map((p) => p.id).join(' ') || '-';
    const mdpPairs = b.pairs.filter((x) => x.mdpPair);
    const restPairs = b.pairs.filter((x) => !x.mdpPair);
    const pairedMdps = new Set(mdpPairs.map((x) => x.higher.id));
    const limbo = b.mdps.filter((p) => !pairedMdps.has(p.id));
    if (b.mdps.length) {
      this.out.push(
        `  S1 = ${ids(b.mdps.filter((p) => pairedMdps.has(p.id)))} (MDPs paired), limbo = ${ids(limbo)}; MDP-pairing: ${mdpPairs.map((x) => `${x.higher.id}-${x.lower.id}`).join(', ') || 'none'}`,
      );
    }
    const s1 = new Set(restPairs.map((x) => x.higher.id));
    const out = b.s1r.filter((p) => !s1.has(p.id));
    const inn = b.s2r.filter((p) => s1.has(p.id));
    this.out.push(
      `  ${b.mdps.length ? 'remainder' : 'bracket'}: S1 = ${ids(b.s1r)}, S2 = ${ids(b.s2r)}` +
        (out.length ? `; exchange (4.3): ${ids(out)} out of S1, ${ids(inn)} into S1` : '') +
        `; pairs ${restPairs.map((x) => `${x.higher.id}-${x.lower.id}`).join(', ') || 'none'}`,
    );
    if (b.downfloaters.length) this.out.push(`  floating down (1.4): ${b.downfloaters.map(who).join(' ')}`);
    const failures = this.failures(b);
    this.out.push(
      failures.length
        ? `  chosen candidate: the lowest failure values in criteria order (C5–C21), the earliest in Article 4 order among equals; its failures: ${failures.join(', ')}`
        : '  chosen candidate: no criterion fails (a perfect candidate, 3.4)',
    );
  }

  /** Failures of the chosen candidate on the quality criteria (dutch.md §2.4, failure values). */
  private failures(b: BracketSummary): string[] {
    const st = this.st;
    const out: string[] = [];
    const count = (label: string, n: number) => {
      if (n) out.push(`${label} ${n}`);
    };
    const mdpIds = new Set(b.mdps.map((p) => p.id));
    const residentsDown = b.downfloaters.filter((p) => !mdpIds.has(p.id));
    count('C6 (downfloaters)', b.downfloaters.length);
    count(
      'C12 (colour preference)',
      b.pairs.filter((x) => x.higher.colours.preference && x.higher.colours.preference === x.lower.colours.preference)
        .length,
    );
    count(
      'C13 (strong colour preference)',
      b.pairs.filter((x) => {
        const [a, c] = [x.higher.colours, x.lower.colours];
        return (
          a.preference === c.preference &&
          a.strength !== 'mild' &&
          a.strength !== 'none' &&
          c.strength !== 'mild' &&
          c.strength !== 'none' &&
          !(isAbsolute(a) && isAbsolute(c))
        );
      }).length,
    );
    if (st.playedRounds >= 1) {
      count(
        'C14 (resident downfloaters who floated down last round)',
        residentsDown.filter((p) => floatOf(st, p, 1) === 'down').length,
      );
      count(
        'C15 (MDP opponents who floated up last round)',
        b.pairs.filter((x) => x.mdpPair && floatOf(st, x.lower, 1) === 'up').length,
      );
    }
    if (st.playedRounds >= 2) {
      count(
        'C16 (resident downfloaters who floated down two rounds before)',
        residentsDown.filter((p) => floatOf(st, p, 2) === 'down').length,
      );
      count(
        'C17 (MDP opponents who floated up two rounds before)',
        b.pairs.filter((x) => x.mdpPair && floatOf(st, x.lower, 2) === 'up').length,
      );
    }
    return out;
  }

  colour(a: PlayerState, b: PlayerState, colourOfA: Colour, rule: ColourRule): void {
    if (!this.enabled) return;
    const [w, bl] = colourOfA === 'w' ? [a, b] : [b, a];
    this.out.push(
      `Board ${w.id}-${bl.id}: ${w.id} White (${pref(w)}), ${bl.id} Black (${pref(bl)}): ${RULE_TEXT[rule]}.`,
    );
  }

  pab(p: PlayerState): void {
    if (this.enabled)
      this.out.push(`Pairing-allocated bye: ${who(p)}, eligible (C2) and left over after the last bracket.`);
  }

  lines(): string[] {
    return this.enabled ? this.out.slice() : [];
  }
}
