import { ArmageddonTimeControl, DEFAULT_ARMAGEDDON, PLAYOFF_TIME_CONTROL, TimeControl } from './time-controls';

/**
 * Play-offs for first place by number of tied players: the booklet's items (1)-(10) (other-systems.md §4.5).
 * Players are referred to by their tie-break rank among the tied players (1 = best). Where the booklet is
 * unclear the plan carries the text of the doubt in `ambiguity` and marks our proposals as readings.
 */

export type PlayoffFormat =
  | 'two-game-match' // item 1
  | 'round-robin' // item 2
  | 'knockout' // item 3
  | 'best-four-knockout' // item 4
  | 'groups' // items 5, 8, 9
  | 'armageddon-all' // item 6
  | 'armageddon-knockout' // item 7
  | 'rank-then-knockout'; // item 10

export interface PlayoffGroup {
  readonly name: string;
  /** Tie-break ranks of the members. */
  readonly members: readonly number[];
  /** The booklet item the group plays. */
  readonly playsItem: number;
}

export interface PlayoffPlan {
  /** Number of tied players the plan was asked for (11+ share item 10). */
  readonly tied: number;
  /** The booklet's item number (1..10). */
  readonly item: number;
  readonly format: PlayoffFormat;
  /** Time control of the play-off games (3 + 3 for items 1-4 and the groups built on them); null = Armageddon only. */
  readonly timeControl: TimeControl | null;
  readonly armageddon: ArmageddonTimeControl;
  /** The procedure in order, in plain words. */
  readonly steps: readonly string[];
  readonly groups?: readonly PlayoffGroup[];
  /** How the group winners are separated. */
  readonly finalStage?: 'armageddon' | { readonly playsItem: number };
  /** Item 6: pairing numbers by tie-break rank. */
  readonly pairingOrder?: readonly number[];
  /** Item 10: how many continue to the elimination [reading]. */
  readonly continuing?: number;
  /** True when `groups` is our proposal, not the booklet's. */
  readonly groupsAreReading?: boolean;
  readonly ambiguity?: string;
}

const ranks = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** Serpentine split into two groups (1, 4, 5, 8, 9 / 2, 3, 6, 7, 10): the pattern of item 5's groups. */
export function serpentineGroups(count: number, groups: number): number[][] {
  const result: number[][] = Array.from({ length: groups }, () => []);
  ranks(count).forEach((rank, i) => {
    const pass = Math.floor(i / groups);
    const position = i % groups;
    result[pass % 2 === 0 ? position : groups - 1 - position].push(rank);
  });
  return result;
}

function base(tied: number, item: number, format: PlayoffFormat, steps: string[]): PlayoffPlan {
  return { tied, item, format, timeControl: PLAYOFF_TIME_CONTROL, armageddon: DEFAULT_ARMAGEDDON, steps };
}

export function playoffProcedure(tied: number): PlayoffPlan {
  if (!Number.isInteger(tied) || tied < 2)
    throw new RangeError(`a play-off needs at least 2 tied players, got ${tied}`);
  switch (tied) {
    case 2:
      return base(tied, 1, 'two-game-match', [
        'two games, one with each colour',
        'if still equal: more games as the regulations say, or directly one Armageddon game',
      ]);
    case 3:
      return {
        ...base(tied, 2, 'round-robin', [
          'a round robin (Berger table for 3)',
          'if still tied: Armageddon games in round-robin form, or the next tie-break eliminates the lowest and item 1 decides between the other two',
          'if still tied: the player who won in the fewest moves',
          'if each of two players eliminated the third: Armageddon games',
        ]),
        ambiguity: 'the last steps are loosely worded in the booklet',
      };
    case 4:
      return base(tied, 3, 'knockout', [
        'knockout, pairing by lot, two games per match if time allows',
        'Armageddon games if time is short',
      ]);
    case 5:
      return base(tied, 4, 'best-four-knockout', [
        'rank the five by the next tie-break; the best four play item 3',
        'alternative: a single round robin of all five',
      ]);
    case 6:
      return {
        ...base(tied, 5, 'groups', [
          'two groups by tie-break rank, each plays item 2',
          'the two group winners play an Armageddon game',
        ]),
        groups: [
          { name: 'A', members: [1, 4, 5], playsItem: 2 },
          { name: 'B', members: [2, 3, 6], playsItem: 2 },
        ],
        finalStage: 'armageddon',
      };
    case 7:
      return {
        ...base(tied, 6, 'armageddon-all', [
          'Armageddon games among all players',
          'if no winner emerges: ranking by the fewest moves needed to win',
        ]),
        timeControl: null,
        pairingOrder: [1, 5, 2, 6, 3, 7, 4],
        ambiguity:
          'how seven players play "Armageddon among all" is not stated; the pairing numbers 1, 5, 2, 6, 3, 7, 4 (or by lot) suggest bracket positions',
      };
    case 8:
      return { ...base(tied, 7, 'armageddon-knockout', ['knockout decided by Armageddon games']), timeControl: null };
    case 9:
      return {
        ...base(tied, 8, 'groups', ['three groups, each plays item 2', 'the three group winners play item 2 again']),
        groups: [
          { name: 'A', members: [1, 5, 9], playsItem: 2 },
          { name: 'B', members: [2, 6, 7], playsItem: 2 },
          { name: 'C', members: [3, 4, 8], playsItem: 2 },
        ],
        finalStage: { playsItem: 2 },
      };
    case 10: {
      const [a, b] = serpentineGroups(10, 2);
      return {
        ...base(tied, 9, 'groups', [
          'two groups of five, each plays item 4',
          'the two group winners play an Armageddon game',
        ]),
        groups: [
          { name: 'A', members: a, playsItem: 4 },
          { name: 'B', members: b, playsItem: 4 },
        ],
        groupsAreReading: true,
        finalStage: 'armageddon',
        ambiguity:
          'the booklet does not give the groups; proposed: serpentine by tie-break rank, as item 5 does for six',
      };
    }
    default:
      return {
        ...base(tied, 10, 'rank-then-knockout', [
          "rank all tied players by the regulations' tie-breaks",
          'a cash prize fixed in advance is shared by all tied players',
          'for the other prizes the best eight continue and play item 7 (knockout by Armageddon games)',
        ]),
        timeControl: null,
        continuing: 8,
        ambiguity:
          'the booklet says both "nine or fewer" go into elimination and "the continuing eight players" play item 7; we read it as the best eight',
      };
  }
}
