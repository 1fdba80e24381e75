import type { PairingState } from '../../../history/pairing-state';
import { idList, points } from '../../common/log-words';
import type { LegacyColourRule } from './colour-allocation';
import type { Columns } from './columns';
import { type LegacyPlayer, transferLimit } from './players';
import type { Row } from './rows';
import type { TransferChoice } from './transfers';

const RULE_TEXT: Record<LegacyColourRule, string> = {
  '2.3/2.4': 'the only allocation within the colour limits (2.3/2.4)',
  '3a': 'both get their due colour (3a)',
  '3b': 'the player further from equal numbers of Whites and Blacks gets his due colour (3b)',
  '3c': 'colours alternated from the last round in which they had different colours (3c)',
  '3-aro': 'the higher ARO gets White (3)',
  '3d': 'the lower rating gets White (3d)',
  '3d-tpn': 'equal in every respect: the larger pairing number gets White (3d)',
  '5': 'round 1: row 1 by lot, odd rows like row 1, even rows the other way (5)',
};

const colourName = (c: 'w' | 'b') => (c === 'w' ? 'White' : 'Black');

/**
 * The pairing log of the 1997 edition: the ARO list, the bye, per score group the floaters, transfers,
 * the two columns and the rows, per board the colour rule. Worded after the text's own rule numbers.
 */
export class Dubov1997Log {
  private readonly out: string[] = [];

  constructor(
    private readonly enabled: boolean,
    st: PairingState,
  ) {
    if (!enabled) return;
    this.out.push(
      `Round ${st.round} of ${st.totalRounds}, FIDE Dubov system, 1997 text (as applied in the booklet's worked example); ` +
        `${st.toPair.length} players to pair` +
        (st.round < st.totalRounds
          ? `; nobody is transferred up twice running or more than ${transferLimit(st.totalRounds)} times (2.5).`
          : '; last round: the transfer limits of 2.5 do not apply.'),
    );
  }

  aroList(players: readonly LegacyPlayer[]): void {
    if (!this.enabled) return;
    const list = players.slice().sort((a, b) => b.score - a.score || b.aro - a.aro || a.rank - b.rank);
    this.out.push(`ARO (1.2): ${list.map((p) => `${p.id}: ${p.aro}`).join(', ')}.`);
  }

  bye(p: LegacyPlayer | null, firstRound: boolean): void {
    if (!this.enabled || !p) return;
    this.out.push(
      firstRound
        ? `Bye: ${p.id}, the last player of the list (5).`
        : `Bye: ${p.id} — lowest score group (${points(p.score)}), lowest rating (${p.rating}), then the highest ARO (${p.aro}), ` +
            'then the largest pairing number, among the players who have not scored a point without playing (4, 2.2).',
    );
  }

  firstRound(left: readonly LegacyPlayer[], right: readonly LegacyPlayer[]): void {
    if (!this.enabled) return;
    this.out.push(`Round 1 (5): upper half ${idList(left)} against lower half ${idList(right)}, row by row.`);
  }

  group(score: number, residents: readonly LegacyPlayer[], floaters: readonly LegacyPlayer[]): void {
    if (!this.enabled) return;
    this.out.push(
      `Score group ${points(score)}: ${idList(residents)}` +
        (floaters.length ? `; floaters from higher groups ${idList(floaters)}` : '') +
        '.',
    );
  }

  floaterPaired(f: LegacyPlayer, opponent: LegacyPlayer): void {
    if (!this.enabled) return;
    this.out.push(
      `  floater ${f.id} paired first with ${opponent.id}: the highest rating, opposite due colour if possible, then the lowest ARO (8.1, 8.2)`,
    );
  }

  transfer(rule: '7.1' | '7.2', choice: TransferChoice, island: LegacyPlayer | null, minority?: 'w' | 'b'): void {
    if (!this.enabled) return;
    const p = choice.player;
    const from = `${p.id} (${points(p.score)}, due ${colourName(p.due)}, rating ${p.rating}, ARO ${p.aro})`;
    const limits = choice.limitsRelaxed ? '; nobody within the transfer limits fitted, so 2.5 yields' : '';
    this.out.push(
      rule === '7.1'
        ? `  ${island!.id} has met everybody in his group: ${from} is brought up to play him (7.1)${limits}`
        : `  odd group: ${from} is brought up — due ${colourName(minority!)} (the colour fewer players are due), the highest rating, then the lowest ARO (7.2)${limits}`,
    );
  }

  downfloaters(down: readonly LegacyPlayer[]): void {
    if (!this.enabled || !down.length) return;
    this.out.push(
      `  the group cannot be paired completely (or the groups below could not be): ${idList(down)} go down to the next group (6.4)`,
    );
  }

  columns(c: Columns): void {
    if (!this.enabled) return;
    if (c.rule === '7.3')
      this.out.push(
        `  more players due White than due Black: ${idList(c.moved)} (lowest ARO) move to the Black column (7.3)`,
      );
    if (c.rule === '7.4')
      this.out.push(
        `  more players due Black than due White: ${idList(c.moved)} (highest ARO) move to the White column (7.4)`,
      );
    this.out.push(
      `  White column, ascending ARO (6.2): ${c.white.map((p) => `${p.id} (${p.aro})`).join(', ') || 'none'}; ` +
        `Black column, descending rating: ${c.black.map((p) => `${p.id} (${p.rating})`).join(', ') || 'none'}`,
    );
  }

  rows(rows: readonly Row[], acrossColumns: boolean): void {
    if (!this.enabled) return;
    this.out.push(
      `  pairs ${
        acrossColumns
          ? 'row by row, a White player who has met his Black neighbour taking the first possible one further down (6.2, 6.3)'
          : 'partly inside a column: the columns cannot be paired with each other (6.3)'
      }: ${rows.map(([a, b]) => `${a.id}-${b.id}`).join(', ')}`,
    );
  }

  board(white: LegacyPlayer, black: LegacyPlayer, rule: LegacyColourRule): void {
    if (!this.enabled) return;
    this.out.push(
      `Board ${white.id}-${black.id}: ${white.id} White (due ${colourName(white.due)}), ${black.id} Black (due ${colourName(black.due)}): ${RULE_TEXT[rule]}.`,
    );
  }

  lines(): string[] {
    return this.enabled ? this.out.slice() : [];
  }
}
