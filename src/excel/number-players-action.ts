import { numberPlayers } from '../workbook/commands/number-players';
import type { WorkbookPort } from '../workbook/port';
import type { DoneDetail } from './outcome';

/**
 * The pane's "Number players": the command `arbiter players number` runs (C.04.2 2.1-2.4, number-players.ts) on
 * the open workbook through the Office port. Sorting the Players rows rewrites cells the arbiter typed, so the
 * port asks first (overwrites.ts) unless only blank numbers are filled in. Each change is one note line, as the
 * command line prints it.
 */
export async function numberPlayersInWorkbook(port: WorkbookPort): Promise<DoneDetail> {
  const o = await numberPlayers(port);
  return {
    numbering: { players: o.players, changed: o.changes.length, pairedRounds: o.pairedRounds },
    notes: o.changes.map((c) => `${c.from === null ? '(none)' : String(c.from)} -> ${c.to}  ${c.name}`),
  };
}
