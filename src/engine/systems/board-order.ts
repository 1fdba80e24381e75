import type { Board } from '../pairing';
import type { PairingState, PlayerState } from '../history/pairing-state';

/**
 * Board order when publishing (C.04.2 3.6, recommended): boards sorted by the score of the pair's
 * higher-ranked player, then by the other player's score, then by the higher-ranked player's rank.
 * "Higher-ranked" = higher score, then smaller effective TPN. Real scores are used: the fixtures' board
 * files and the reference program sort by score without acceleration.
 */
export function sortBoards(st: PairingState, boards: readonly Board[]): Board[] {
  const higherFirst = (a: PlayerState, b: PlayerState): [PlayerState, PlayerState] =>
    a.score > b.score || (a.score === b.score && a.rankIndex < b.rankIndex) ? [a, b] : [b, a];
  const keyed = boards.map((board) => {
    const [hi, lo] = higherFirst(st.byId.get(board.white)!, st.byId.get(board.black)!);
    return { board, hi, lo };
  });
  keyed.sort((x, y) => y.hi.score - x.hi.score || y.lo.score - x.lo.score || x.hi.rankIndex - y.hi.rankIndex);
  return keyed.map((k) => k.board);
}
