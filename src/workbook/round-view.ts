import { pointsFor, roundScore, type Board, type Player, type Tournament } from './engine-types';
import { formatGameResult } from '../formats/results';
import type { ByeKind, RoundRender, SheetPlayer } from './round-sheet';

/** Real points of every player after `rounds` rounds (pending games count nothing). */
export function scoresAfter(t: Tournament, rounds: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const p of t.players) {
    let s = 0;
    for (let r = 0; r < rounds; r++) {
      const e = p.rounds[r];
      if (e) s += pointsFor(e.result, t.scoring);
    }
    out.set(p.id, roundScore(s));
  }
  return out;
}

/** The games of round r as recorded: White is the player with colour w (else the lower number). */
export function gamesOfRound(t: Tournament, r: number): Board[] {
  const boards: Board[] = [];
  for (const p of t.players) {
    const e = p.rounds[r - 1];
    if (!e || e.opponent === 0) continue;
    const o = t.players.find((q) => q.id === e.opponent);
    const oe = o?.rounds[r - 1];
    if (e.colour === 'w' || (e.colour !== 'b' && oe?.colour !== 'w' && p.id < e.opponent)) {
      boards.push({ white: p.id, black: e.opponent });
    }
  }
  return boards;
}

/**
 * Board order when publishing (C.04.2 3.6): by the score of the pair's higher-ranked player, then the other
 * player's score, then the higher-ranked player's rank (higher score, then smaller pairing number).
 * Used for rounds imported from a TRF, which does not store board order; pairings made here keep the
 * engine's order.
 */
export function orderBoards(boards: readonly Board[], scores: ReadonlyMap<number, number>): Board[] {
  const score = (id: number) => scores.get(id) ?? 0;
  const higher = (a: number, b: number): [number, number] =>
    score(a) > score(b) || (score(a) === score(b) && a < b) ? [a, b] : [b, a];
  return boards
    .map((board) => ({ board, pair: higher(board.white, board.black) }))
    .sort((x, y) => score(y.pair[0]) - score(x.pair[0]) || score(y.pair[1]) - score(x.pair[1]) || x.pair[0] - y.pair[0])
    .map((k) => k.board);
}

export function sheetPlayer(p: Player | undefined, id: number, points: number): SheetPlayer {
  return { id, name: p?.name ?? '', rating: p?.rating ?? 0, points };
}

/** Byes of round r: pairing-allocated first, then requested byes and absences, by pairing number. */
export function byesOfRound(t: Tournament, r: number): { id: number; kind: ByeKind }[] {
  const order: Record<ByeKind, number> = { U: 0, F: 1, H: 2, Z: 3 };
  const out: { id: number; kind: ByeKind }[] = [];
  for (const p of t.players) {
    const e = p.rounds[r - 1];
    if (e && e.opponent === 0 && (e.result === 'U' || e.result === 'H' || e.result === 'F' || e.result === 'Z')) {
      out.push({ id: p.id, kind: e.result });
    }
  }
  return out.sort((a, b) => order[a.kind] - order[b.kind] || a.id - b.id);
}

/** What the round sheet of round r shows, from the model (boards in `order` when given, else FIDE order). */
export function roundRenderOf(t: Tournament, r: number, order?: readonly Board[]): RoundRender {
  const before = scoresAfter(t, r - 1);
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const boards = order ?? orderBoards(gamesOfRound(t, r), before);
  return {
    round: r,
    date: t.info.roundDates?.[r - 1] ?? '',
    boards: boards.map((b) => {
      const we = byId.get(b.white)?.rounds[r - 1];
      const be = byId.get(b.black)?.rounds[r - 1];
      // a forfeit neither of whose players had a colour is written `+/- nc` and read back without colours
      const noColour = !!we && !!be && we.colour === null && be.colour === null;
      const result =
        we && be ? (formatGameResult(we.result, be.result, noColour) ?? formatGameResult(we.result, be.result)) : null;
      return {
        white: sheetPlayer(byId.get(b.white), b.white, before.get(b.white) ?? 0),
        black: sheetPlayer(byId.get(b.black), b.black, before.get(b.black) ?? 0),
        result: result === '*' ? null : result,
      };
    }),
    byes: byesOfRound(t, r).map((b) => ({
      player: sheetPlayer(byId.get(b.id), b.id, before.get(b.id) ?? 0),
      kind: b.kind,
    })),
  };
}
