import { type Colour, type Tournament, opposite } from '../../../model';
import { type Board, NoLegalPairingError, type PairOptions, type RoundPairing } from '../../../pairing';
import { buildPairingState } from '../../../history/pairing-state';
import { sortBoards } from '../../board-order';
import { type DubovContext, dubovContext } from '../context';
import { chooseBye1997 } from './bye';
import { type LegacyColourRule, allocate1997Colour } from './colour-allocation';
import { balanceColumns } from './columns';
import { chooseDownfloaters } from './downfloats';
import { Dubov1997Log } from './explain';
import { points } from '../../common/log-words';
import { Pairability } from './pairability';
import { type LegacyPlayer, legacyPlayer, mayMeet1997 } from './players';
import { type Row, pairRows } from './rows';
import {
  chooseTransfer,
  downfloatOrder,
  floaterOrder,
  minorityColour,
  oddGroupOrder,
  opponentOrder,
} from './transfers';

/**
 * FIDE Dubov system, 1997 text (General Assembly 1997; dubov.md §0, §8), as the booklet's worked example applies
 * it (fixture seeds/dubov-21.json): pair round `round` of `t`.
 *
 *   4      the bye first (lowest score group, lowest rating, highest ARO);
 *   5      round 1: the list halved, top half against bottom half row by row, colours alternating by board;
 *   6–8    later rounds: score groups from the highest down. In each group: floaters moved down from above are
 *          paired first (8); a player who has met everybody in his group gets an opponent from below (7.1); an
 *          odd group gets a player from below (7.2); the colour columns are made equal (7.3/7.4); the White
 *          column (ascending ARO) is paired row by row with the Black column (descending rating), looking down
 *          the Black column past earlier opponents (6.2/6.3); players who cannot be paired go down (6.4);
 *   3      colours: due colours, equalising, alternating, higher ARO, lower rating.
 * Where the text leaves a choice that could lead to a dead end, the options that keep the rest of the round
 * pairable are taken, in the text's order (Pairability). NoLegalPairingError only when no legal pairing exists
 * at all (2.1–2.4) or no eligible bye leaves one.
 */
export function pairDubov1997(t: Tournament, round: number, options?: PairOptions): RoundPairing {
  const st = buildPairingState(t, round);
  const ctx = dubovContext(st);
  const log = new Dubov1997Log(!!options?.explain, st);
  const players = st.toPair.map((p) => legacyPlayer(ctx.players.get(p.id)!));
  log.aroList(players);
  const oracle = new Pairability();
  const firstRound = st.playedRounds === 0;

  const bye = chooseBye1997(players, oracle, firstRound);
  log.bye(bye, firstRound);
  const rest = players.filter((p) => p !== bye);
  if (!oracle.pairable(rest))
    throw new NoLegalPairingError(
      'the players cannot all be paired without a second game or a colour beyond the limits (Dubov 1997, 2.1–2.4): the arbiter decides',
    );

  const boards: Board[] = [];
  const addBoard = (white: LegacyPlayer, black: LegacyPlayer, rule: LegacyColourRule) => {
    log.board(white, black, rule);
    boards.push({ white: white.id, black: black.id });
  };
  if (firstRound) {
    pairFirstRound(rest, st.initialColour, oracle, log).forEach(({ row: [left, right], leftColour }) => {
      if (leftColour === 'w') addBoard(left, right, '5');
      else addBoard(right, left, '5');
    });
  } else {
    for (const [a, b] of pairScoreGroups(ctx, rest, oracle, log)) {
      const { colour, rule } = allocate1997Colour(a, b);
      if (colour === 'w') addBoard(a, b, rule);
      else addBoard(b, a, rule);
    }
  }
  return { round, boards: sortBoards(st, boards), pab: bye ? bye.id : null, explanation: log.lines() };
}

/**
 * Rule 5: the list (by pairing number) is halved; the upper half is written on the left, the lower half on the
 * right, and they are paired row by row (6.3's look-down if an arbiter-forbidden pair meets). The colour of
 * row 1 is drawn by lot (the tournament's initial colour goes to the left player); odd rows get the colours of
 * row 1, even rows the other ones. The 1997 text knows no acceleration: round 1 is one list whatever virtual
 * points a TRF declares.
 */
function pairFirstRound(
  players: readonly LegacyPlayer[],
  initialColour: Colour,
  oracle: Pairability,
  log: Dubov1997Log,
): { row: Row; leftColour: Colour }[] {
  const list = players.slice().sort((a, b) => a.rank - b.rank);
  const half = list.length / 2;
  const left = list.slice(0, half);
  const right = list.slice(half);
  log.firstRound(left, right);
  const paired = pairRows(left, right, oracle)!; // the players are pairable (checked by the caller)
  log.rows(paired.rows, paired.acrossColumns);
  return paired.rows.map((row, k) => ({ row, leftColour: k % 2 === 0 ? initialColour : opposite(initialColour) }));
}

/** Chapters 6–8 over the score groups, highest first. Returns the pairs (colours are allocated afterwards). */
function pairScoreGroups(
  ctx: DubovContext,
  players: readonly LegacyPlayer[],
  oracle: Pairability,
  log: Dubov1997Log,
): Row[] {
  const pending = new Set(players);
  const pendingList = () => players.filter((p) => pending.has(p));
  const rows: Row[] = [];
  let floaters: LegacyPlayer[] = [];
  const scores = [...new Set(players.map((p) => p.score))].sort((a, b) => b - a);

  for (const score of scores) {
    let group = pendingList().filter((p) => p.score === score);
    if (!group.length && !floaters.length) continue;
    const lowerGroups = () =>
      scores
        .filter((s) => s < score)
        .map((s) => pendingList().filter((p) => p.score === s))
        .filter((g) => g.length);
    const pair = (a: LegacyPlayer, b: LegacyPlayer) => {
      rows.push([a, b]);
      pending.delete(a);
      pending.delete(b);
      group = group.filter((p) => p !== a && p !== b);
      floaters = floaters.filter((p) => p !== a && p !== b);
    };
    log.group(score, group, floaters);

    // 8: floaters from higher groups first, each with the best opponent of this group (8.2); if none fits, with
    // another floater, or he goes further down
    for (const f of floaterOrder(floaters)) {
      if (!pending.has(f)) continue;
      const others = floaters.filter((p) => p !== f);
      const opponent = [...group.slice().sort(opponentOrder(f)), ...others.sort(opponentOrder(f))].find(
        (x) => mayMeet1997(f, x) && oracle.pairableWithout(pendingList(), f, x),
      );
      if (opponent) {
        log.floaterPaired(f, opponent);
        pair(f, opponent);
      }
    }

    // 7.1: a player who may meet nobody else left in his group gets an opponent brought up from below (a player
    // alone in his group is an odd group: 7.2)
    for (const p of group.slice()) {
      if (!pending.has(p) || group.length < 2 || group.some((q) => q !== p && mayMeet1997(p, q))) continue;
      const choice = chooseTransfer(
        ctx,
        lowerGroups(),
        opponentOrder(p),
        (c) => mayMeet1997(p, c) && oracle.pairableWithout(pendingList(), p, c),
      );
      if (!choice) continue; // he goes down by 6.4
      log.transfer('7.1', choice, p);
      pair(p, choice.player);
    }

    // 7.2: an odd group gets one player from below, due the colour fewer of its players are due
    if (group.length % 2 === 1) {
      const minority = minorityColour(group);
      const choice = chooseTransfer(
        ctx,
        lowerGroups(),
        oddGroupOrder(minority),
        (c) =>
          group.some((q) => mayMeet1997(q, c)) &&
          oracle.pairable([...group, c]) &&
          oracle.pairableWithout(pendingList(), ...group, c),
      );
      if (choice) {
        log.transfer('7.2', choice, null, minority);
        group = [...group, choice.player];
      }
    }

    // 6.4: whoever cannot be paired here (or must be paired below to keep the round pairable) goes down
    const inGroup = new Set(group);
    const below = pendingList().filter((p) => !inGroup.has(p));
    if (!(oracle.pairable(group) && oracle.pairable(below))) {
      const canBePairedBelow = (p: LegacyPlayer) => below.some((q) => q.score < score && mayMeet1997(p, q));
      const down = chooseDownfloaters(group, below, downfloatOrder(canBePairedBelow));
      log.downfloaters(down);
      const isDown = new Set(down);
      group = group.filter((p) => !isDown.has(p));
      floaters = [...floaters, ...down];
    }
    if (!group.length) continue;

    // 7.3/7.4, then 6.2/6.3
    const columns = balanceColumns(group);
    log.columns(columns);
    const paired = pairRows(columns.white, columns.black, oracle);
    if (!paired) throw new NoLegalPairingError(`score group ${points(score)} cannot be paired (Dubov 1997, 6.3)`); // cannot happen: checked above
    log.rows(paired.rows, paired.acrossColumns);
    for (const [a, b] of paired.rows) pair(a, b);
  }
  if (pending.size)
    throw new NoLegalPairingError(
      `players ${pendingList()
        .map((p) => p.id)
        .join(' ')} are left unpaired (Dubov 1997, 6.4): the arbiter decides`,
    );
  return rows;
}
