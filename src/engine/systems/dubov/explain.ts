import type { Colour } from '../../model';
import { idList, points } from '../common/log-words';
import type { DubovColourRule } from './colour';
import type { DubovContext, DubovPlayer } from './context';
import type { Subgroups } from './subgroups';

const RULE_TEXT: Record<DubovColourRule, string> = {
  '5.2.1':
    'neither has played yet: the higher-ranked player gets the initial colour if his pairing number is odd, the other colour if it is even (5.2.1)',
  '5.2.2': 'both colour preferences granted (5.2.2)',
  '5.2.3': 'the stronger colour preference granted (5.2.3)',
  '5.2.4': 'colours alternated from the last round in which they had different colours (5.2.4)',
  '5.2.5': "the higher-ranked player's colour preference granted (5.2.5)",
};

function withAro(p: DubovPlayer): string {
  return `${p.id} (ARO ${p.aro})`;
}

function preference(p: DubovPlayer): string {
  const c = p.preference;
  return `${c.strength} ${c.colour === 'w' ? 'White' : 'Black'} preference`;
}

/**
 * The Dubov pairing log: the ARO list, the bye, per bracket its players, upfloaters, G1/G2 and the shifts, the
 * ARO order of S1, the transposition of G2 and the pairs; per board the colour rule. In words an arbiter can
 * read to a player (C.04.1 Art. 9).
 */
export class DubovLog {
  private readonly out: string[] = [];

  constructor(
    private readonly enabled: boolean,
    ctx: DubovContext,
  ) {
    if (!enabled) return;
    const st = ctx.st;
    this.out.push(
      `Round ${st.round} of ${st.totalRounds}, FIDE Dubov system C.04.4.1 (2026); ${st.toPair.length} players to pair; ` +
        `maximum upfloater after MaxT = ${ctx.maxT} upfloats (1.8)` +
        (ctx.lastRound ? '; last round: C8–C10 do not apply.' : '.'),
    );
    const list = [...ctx.players.values()].sort((a, b) => b.score - a.score || b.aro - a.aro || a.rank - b.rank);
    this.out.push(`ARO used for this round (1.7): ${list.map((p) => `${p.id}: ${p.aro}`).join(', ')}.`);
  }

  pab(p: DubovPlayer | null): void {
    if (!this.enabled || !p) return;
    this.out.push(
      `Pairing-allocated bye (3.1): ${p.id} — may receive it (C2), the others can all be paired (C4), and among those ` +
        `the lowest score (${points(p.score)}), then the most games played (${p.state.playedGames}), then the largest pairing number.`,
    );
  }

  bracket(score: number, residents: readonly DubovPlayer[], upfloaters: readonly DubovPlayer[]): void {
    if (!this.enabled) return;
    this.out.push(
      `Bracket ${points(score)}: residents ${idList(residents)}` +
        (upfloaters.length
          ? `; upfloaters ${upfloaters.map((p) => `${p.id} (${points(p.score)}, upfloated ${p.upfloats}×)`).join(', ')} — the fewest needed for a legal pairing (C5), ` +
            'with the highest scores (C6), then best for colours, maximum upfloaters and repeated upfloats (C7–C10), then the first set by score and TPN (4.2)'
          : '; no upfloaters needed (C5)') +
        '.',
    );
  }

  subgroups(s: Subgroups): void {
    if (!this.enabled) return;
    this.out.push(
      s.firstHalfByTpn
        ? `  nobody in the bracket has played yet: G1 = first half by pairing number ${idList(s.initialG1)}, G2 = ${idList(s.initialG2)} (3.2.3)`
        : `  G1 (White seekers) ${s.initialG1.map(withAro).join(', ') || 'none'}; G2 ${idList(s.initialG2)} (3.2.3)`,
    );
    if (s.unavoidable.players.length) {
      this.out.push(
        `  shifted from ${s.unavoidable.from} because they must be paired inside it: ${idList(s.unavoidable.players)} (3.2.4, order 4.3)`,
      );
    }
    if (s.equalising.players.length) {
      this.out.push(
        `  shifted from ${s.equalising.from} to equalise the subgroups: ${idList(s.equalising.players)} ` +
          '(3.2.4: the first set counted from the middle of the list outwards, 4.3, that keeps a legal pairing best for colours, C7)',
      );
    }
  }

  transposition(s1: readonly DubovPlayer[], g2: readonly DubovPlayer[], t2: readonly DubovPlayer[]): void {
    if (!this.enabled) return;
    this.out.push(`  S1 = G1 by ascending ARO, then pairing number: ${s1.map(withAro).join(', ')} (3.2.5)`);
    const same = g2.every((p, i) => p === t2[i]);
    this.out.push(
      `  G2 by pairing number: ${idList(g2)}; ` +
        (same
          ? 'taken as it is: it already gives a legal pairing (4.4)'
          : `first transposition giving a legal pairing (no rematch, C1; no two equal absolute colour preferences, C3): ${idList(t2)} (4.4)`),
    );
    this.out.push(`  pairs: ${s1.map((p, i) => `${p.id}-${t2[i].id}`).join(', ')}`);
  }

  colour(a: DubovPlayer, b: DubovPlayer, colourOfA: Colour, rule: DubovColourRule): void {
    if (!this.enabled) return;
    const [w, bl] = colourOfA === 'w' ? [a, b] : [b, a];
    this.out.push(
      `Board ${w.id}-${bl.id}: ${w.id} White (${preference(w)}), ${bl.id} Black (${preference(bl)}): ${RULE_TEXT[rule]}.`,
    );
  }

  lines(): string[] {
    return this.enabled ? this.out.slice() : [];
  }
}
