import type { WorkbookPort } from '../port';
import { error, WorkbookProblems } from '../problems';
import { isTeamSheetName } from '../team-sheets';
import { exportTeamTrf, pairNextTeamRound, readTeamWorkbook, updateTeamReports } from './team-event';

/** A workbook is a team event when it has a Team Settings sheet (any language). */
export async function isTeamWorkbook(port: WorkbookPort): Promise<boolean> {
  return (await port.listSheets()).some((n) => isTeamSheetName(n, 'settings'));
}

export interface TeamActionDetail {
  readonly round?: number;
  readonly sheet?: string;
  readonly boards?: number;
  readonly pab?: number | null;
  readonly sheets?: readonly string[];
  readonly trf?: string;
  readonly fileName?: string;
}

/**
 * The pane's and the ribbon's actions on a team workbook (the add-in's dispatch asks here first): pair the next
 * round, the reports, TRF export. Other actions are refused with a clear message rather than run on sheets
 * they do not know.
 */
export async function performTeamAction(
  port: WorkbookPort,
  action: string,
  options: { random?: () => number } = {},
): Promise<TeamActionDetail> {
  switch (action) {
    case 'pairNextRound': {
      const o = await pairNextTeamRound(port, options);
      return { round: o.round, sheet: o.sheet, boards: o.matches.length, pab: o.pab };
    }
    case 'updateStandings':
    case 'buildCrosstable': {
      const o = await updateTeamReports(port);
      return { sheets: o.sheets };
    }
    case 'exportTrf': {
      const trf = await exportTeamTrf(port);
      const { t } = await readTeamWorkbook(port);
      const base = t.name
        .normalize('NFKD')
        .replace(/[^\w.-]+/g, '-')
        .replace(/^-+|-+$/g, '');
      return { trf, fileName: `${base || 'team-event'}.trf` };
    }
    default:
      throw new WorkbookProblems([
        error(
          undefined,
          undefined,
          `"${action}" is not available for team events yet: use Pair next round, Standings, Crosstable or Export TRF (or edit the round sheet by hand)`,
        ),
      ]);
  }
}
