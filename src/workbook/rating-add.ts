import type { ListPlayer } from '../formats/rating-list/player';
import { address, type CellValue } from './cells';
import type { WorkbookPort } from './port';
import { error, WorkbookProblems } from './problems';
import { RATING_PLAYER_HEADERS } from './rating-labels';
import { listValues, readPlayersContext, type AnyPlayerColumn, type ListSource } from './rating-lookup';
import { say } from './labels';

export interface AddedPlayer {
  readonly sheet: string;
  /** 1-based sheet row. */
  readonly row: number;
  /** The pairing number given: the next free one (renumber by C.04.2 with `arbiter players number`). */
  readonly no: number;
}

/**
 * Add a player of the list to the Players sheet (rating-lists.md §2.1): one row filled from the list, with
 * the official rating of the tournament's type, its K and source, and the tournament rating by the chosen
 * method. A player whose FIDE ID is already on the sheet is refused; nothing is written then.
 */
export async function addListPlayer(
  port: WorkbookPort,
  p: ListPlayer,
  list: Pick<ListSource, 'label' | 'period'>,
): Promise<AddedPlayer> {
  const ctx = await readPlayersContext(port);
  const sheet = ctx.playersSheet;
  const twin = ctx.players.find((r) => r.player.fideId === String(p.fide_id));
  if (twin) {
    throw new WorkbookProblems([
      error(
        sheet,
        address(twin.row, ctx.column('fideId')),
        `FIDE ID ${p.fide_id} (${p.name}) is already on the sheet as number ${twin.player.id}`,
      ),
    ]);
  }
  const no = ctx.players.reduce((m, r) => Math.max(m, r.player.id), 0) + 1;
  // the row after the last filled one of the sheet
  let row = ctx.values.length;
  while (row > ctx.header.row + 1 && (ctx.values[row - 1] ?? []).every((v) => v === null || v === '')) row--;
  const values: Partial<Record<AnyPlayerColumn, CellValue>> = {
    ...listValues(p, ctx, list.period, null),
    no,
    fideId: p.fide_id,
  };
  const used = (Object.keys(values) as AnyPlayerColumn[]).filter(
    (k) => values[k] !== null && values[k] !== undefined && ctx.column(k) >= 0,
  );
  for (const h of ctx.newHeaders) {
    if (used.includes(h.column))
      await port.writeValues(sheet, h.cell, [[say(RATING_PLAYER_HEADERS[h.column], ctx.lang)]]);
  }
  for (const k of used) await port.writeValues(sheet, address(row, ctx.column(k)), [[values[k]!]]);
  await port.flush();
  return { sheet, row: row + 1, no };
}
