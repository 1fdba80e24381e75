import { computeStandings } from '../../engine/tiebreaks';
import { distributePrizes, type PrizePlayer } from '../../engine/prizes';
import type { Scenario } from '../../engine/prizes/scenario';
import { birthYearOf } from '../../engine/rating';
import { rangeAddress } from '../cells';
import { say } from '../labels';
import type { WorkbookPort } from '../port';
import { readPrizes, prizesTemplate, renderDistribution } from '../prizes-sheet';
import { WorkbookProblems } from '../problems';
import { REPORT_SHEET_NAMES } from '../report-labels';
import { HEADER_FILL } from '../render';
import { readValidWorkbook } from './state';

export interface PrizesOutcome {
  readonly sheet: string;
  readonly scenario: Scenario;
}

/**
 * Read the prizes the arbiter listed on the Prizes sheet (a template is added when there is none), compute the
 * distribution from the current standings and rewrite only the block from the Distribution row down.
 */
export async function writePrizesSheet(port: WorkbookPort): Promise<PrizesOutcome> {
  const state = await readValidWorkbook(port);
  const lang = state.settings.settings.language;
  const names = await port.listSheets();
  let sheet = names.find((n) => Object.values(REPORT_SHEET_NAMES.prizes).includes(n));
  if (!sheet) {
    sheet = say(REPORT_SHEET_NAMES.prizes, lang);
    await port.ensureSheet(sheet);
    const template = prizesTemplate(lang);
    await port.writeValues(sheet, 'A1', template);
    await port.formatRange(sheet, 'A1', { bold: true, fontSize: 13 });
    await port.formatRange(sheet, rangeAddress(5, 0, 1, 3), { bold: true, fill: HEADER_FILL });
    await port.setColumnWidths(sheet, [22, 22, 14, 8, 28, 12, 10, 10]);
  }
  const values = await port.readSheet(sheet);
  const input = readPrizes(values, sheet);
  if ('problems' in input) throw new WorkbookProblems(input.problems);
  const s = state.settings.settings;
  const t = state.tournament;
  const table = computeStandings(t, {
    rules: s.tiebreakRules,
    tiebreaks: [...s.tiebreaks],
    afterRound: state.rounds.length,
  });
  const standings = table.rows.map((r) => ({ tpn: r.id, rank: r.rank, points: r.points }));
  const players = new Map<number, PrizePlayer>(
    t.players.map((p) => [
      p.id,
      {
        tpn: p.id,
        name: p.name,
        rating: p.rating,
        sex: p.sex,
        federation: p.federation,
        club: p.club,
        ...(birthYearOf(p) !== undefined ? { birthYear: birthYearOf(p) } : {}),
      },
    ]),
  );
  const ranked = standings.map((r) => ({ tpn: r.tpn, points: Math.round(r.points * 100) }));
  const d = distributePrizes(ranked, players, input.setup);
  const block = renderDistribution(d, standings, new Map(t.players.map((p) => [p.id, p.name])), input, lang);
  // blank our previous block (never the rows above it), then write the new one
  const width = Math.max(6, ...values.slice(input.distributionRow).map((r) => r.length));
  const old = Math.max(0, values.length - input.distributionRow);
  if (old > 0)
    await port.writeValues(
      sheet,
      rangeAddress(input.distributionRow, 0, 1, 1),
      Array.from({ length: old }, () => Array(width).fill(null)),
    );
  await port.writeValues(sheet, rangeAddress(input.distributionRow, 0, 1, 1), block);
  await port.formatRange(sheet, rangeAddress(input.distributionRow, 0, 1, 1), { bold: true });
  await port.formatRange(sheet, rangeAddress(input.distributionRow + 1, 0, 1, 6), {
    bold: true,
    fill: HEADER_FILL,
    border: true,
  });
  await port.setPageSetup(sheet, {
    orientation: 'portrait',
    fitToWidth: true,
    printTitleRows: [1, 1],
    header: t.info.name,
  });
  await port.setView(sheet, { rightToLeft: lang === 'fa' });
  await port.flush();
  const scenario: Scenario = {
    currency: input.currency,
    decimals: input.decimals,
    setup: input.setup,
    standings: ranked,
    players,
  };
  return { sheet, scenario };
}
