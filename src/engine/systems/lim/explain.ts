import type { Colour } from '../../model';
import type { LimColourRule } from './colour';
import type { LimContext, LimPlayer } from './context';
import type { GroupStepResult, Passed } from './group-step';
import { idList, points } from '../common/log-words';
import type { Direction, ScoreGroup } from './groups';

const RULE_TEXT: Record<LimColourRule, string> = {
  '7.2':
    'neither has a colour history: the higher-ranked player gets the colour drawn for no. 1 if his pairing number is odd, the other one if it is even (7.2)',
  '5.3':
    'the other colour would give a player the same colour three times running or three more games with one colour (5.1, 5.3)',
  '5.5':
    'odd round: the player with one colour in excess gets the other one, so that nobody is more than once in excess (5.5)',
  '5.6': 'even round: the player with one colour in excess gets the other one, to equalise (5.6)',
  '5.1': 'both players get their due colour (5.1)',
  '5.4':
    'same due colour: going back to the latest round in which their colours differed, each gets the colour the other had then (5.4)',
  '5.4-rank':
    'same due colour and identical colour histories: the higher-ranked player gets his due colour in and above the median group, the lower-ranked below it (5.4)',
};

const TYPE_TEXT = {
  a: 'type (a): had floated in and has no compatible opponent in the next group',
  b: 'type (b): had floated in, has a compatible opponent in the next group',
  c: 'type (c): no compatible opponent in the next group',
  d: 'type (d): has a compatible opponent in the next group',
} as const;

/** Why an option lost: the items of group-step.ts's list, in words. */
const SHORTFALL_TEXT = [
  'the rest of the round could not then be paired (2.1, 2.6)',
  'the bye would not be in the lowest possible scoregroup (1.1)',
  'a colour limit would be broken between different scores (Art. 6)',
  'the group would make fewer pairs (2.3)',
  'a colour limit would be broken (Art. 6)',
  'a floater who came in would have to move on (3.5)',
  'two floaters would have to meet (3.6)',
  'a floater of type (a) would be needed (3.9)',
  'a floater of type (b) would be needed (3.9)',
  'a floater of type (c) would be needed (3.9)',
  'he floated in the previous round (3.10)',
  'fewer players would get their due colour (3.2, 3.8, 5.2)',
];

function passed(list: readonly Passed[]): string {
  return list.map((x) => `${x.player.id} — ${SHORTFALL_TEXT[x.shortfall] ?? 'a worse pairing'}`).join('; ');
}

function pairs(list: readonly [LimPlayer, LimPlayer][]): string {
  return list.map(([a, b]) => `${a.id}-${b.id}`).join(' ') || 'none';
}

function due(p: LimPlayer): string {
  if (!p.due) return 'no colour history';
  return `due ${p.due === 'w' ? 'White' : 'Black'}${p.mustHaveDue ? ', compulsory' : ''}`;
}

/** The Lim pairing log: per scoregroup the direction, floaters in and out and why, the pairs; per board the colour rule. */
export class LimLog {
  private readonly out: string[] = [];

  constructor(
    private readonly enabled: boolean,
    ctx: LimContext,
    groups: readonly ScoreGroup[],
  ) {
    if (!enabled) return;
    const st = ctx.st;
    const median = groups.find((g) => g.part === 'median');
    this.out.push(
      `Round ${st.round} of ${st.totalRounds}, FIDE Lim system C.04.4.3 (2026); ${st.toPair.length} players to pair` +
        (ctx.lastRound ? '; last round: equal scores come before colours (Art. 6).' : '.'),
    );
    if (median) {
      this.out.push(
        `Median scoregroup ${points(median.score)}; order of pairing (2.2): ` +
          groups
            .map(
              (g) =>
                `${points(g.score)} (${g.part === 'median' ? 'median, last, downwards' : g.direction === 'down' ? 'downwards' : 'upwards'})`,
            )
            .join(', ') +
          '.',
      );
    }
  }

  group(g: ScoreGroup, members: readonly LimPlayer[], floatersIn: ReadonlyMap<LimPlayer, Direction>): void {
    if (!this.enabled) return;
    const fin = [...floatersIn.keys()].filter((p) => members.includes(p));
    this.out.push(
      `Group ${points(g.score)} (${g.part}, pairing ${g.direction === 'down' ? 'downwards' : 'upwards'}): residents ${idList(members.filter((p) => !floatersIn.has(p)))}` +
        (fin.length
          ? `; floaters in: ${fin.map((p) => `${p.id} (${points(p.score)}, from ${floatersIn.get(p) === 'down' ? 'above' : 'below'})`).join(', ')}`
          : '') +
        '.',
    );
  }

  step(g: ScoreGroup, r: GroupStepResult, nextScore: number | null): void {
    if (!this.enabled) return;
    if (r.bye) {
      this.out.push(
        `  pairing-allocated bye: ${r.bye.id} — may receive it (C.04.1 Art. 4); the lowest-ranked player of the lowest scoregroup (1.1)` +
          (r.byePassed.length ? ` who can take it without a worse pairing; passed over: ${passed(r.byePassed)}` : '') +
          '.',
      );
    }
    for (const f of r.floatersOut) {
      this.out.push(
        `  floats ${g.direction === 'down' ? 'down' : 'up'} to group ${nextScore === null ? '-' : points(nextScore)}: ${f.player.id} (${due(f.player)}) — ` +
          `the group cannot be paired completely without a floater (2.3); the ${g.direction === 'down' ? 'lowest' : 'highest'} player (3.2) ` +
          `whose moving keeps the most due colours, ${TYPE_TEXT[f.type]} (3.9)` +
          (f.player.floatedLastRound ? ', although he floated last round (3.10 cannot spare him)' : '') +
          (f.rightColourAhead ? '' : '; nobody there can give him his due colour') +
          '.',
      );
    }
    if (r.floatersOut.length && r.floatPassed.length)
      this.out.push(`  kept in the group, before them in that order: ${passed(r.floatPassed)}.`);
    if (r.floaterPairs.length) {
      this.out.push(
        '  floaters in paired first (3.6–3.8: down-floaters before up-floaters; a down-floater meets the highest-ranked, an up-floater the ' +
          `lowest-ranked player who gives him his due colour): ${pairs(r.floaterPairs)}`,
      );
    }
    if (r.proposed.length) {
      const same = pairs(r.proposed) === pairs(r.restPairs);
      this.out.push(
        `  proposed pairing (2.4): ${pairs(r.proposed)}` +
          (same
            ? ': compatible and best for colours, kept'
            : `; after exchanges for compatibility (4.1–4.3) and colours (5.2): ${pairs(r.restPairs)}`),
      );
    }
  }

  colour(a: LimPlayer, b: LimPlayer, colourOfA: Colour, rule: LimColourRule): void {
    if (!this.enabled) return;
    const [w, bl] = colourOfA === 'w' ? [a, b] : [b, a];
    this.out.push(
      `Board ${w.id}-${bl.id}: ${w.id} White (${due(w)}), ${bl.id} Black (${due(bl)}): ${RULE_TEXT[rule]}.`,
    );
  }

  lines(): string[] {
    return this.enabled ? this.out.slice() : [];
  }
}
