import type { Outcome } from '../excel/outcome';
import { formatProblem, type Problem } from '../workbook/problems';
import type { Language } from '../workbook/labels';
import { colourWord } from '../workbook/settings';
import { text } from './i18n';
import { pgnText } from './words/pgn';
import { playersText } from './words/players';

/**
 * What the pane says about an outcome, in the pane's language. Messages of the workbook layer (problems,
 * check findings) stay as the commands word them, in English, with their Sheet!Cell place.
 */
export function describeOutcome(o: Outcome, lang: Language): string {
  switch (o.kind) {
    case 'problems':
      return text('problemsFound', lang, { n: o.problems.length });
    case 'confirm':
      return text('needsConfirm', lang);
    case 'failed':
      return o.message;
    case 'done':
      break;
  }
  const d = o.detail;
  switch (o.action) {
    case 'pairNextRound':
    case 'repairLastRound': {
      const line = text('pairDone', lang, { r: d.round ?? '', b: d.boards ?? 0, s: d.sheet ?? '' });
      return d.pab ? `${line} ${text('byeTo', lang, { id: d.pab })}` : line;
    }
    case 'undoLastRound':
      return text('undoDone', lang, { r: d.round ?? '', s: d.sheet ?? '' });
    case 'updateStandings':
    case 'buildCrosstable':
    case 'buildPairingCards':
      return text('reportsDone', lang, { sheets: (d.sheets ?? []).join(', ') });
    case 'checkRound':
      return text(d.matchesEngine === false ? 'checkDiffers' : 'checkSame', lang, {
        r: d.round ?? '',
        n: d.findings?.length ?? 0,
      });
    case 'exportTrf':
      return text('exportDone', lang, { file: d.fileName ?? '' });
    case 'exportPgn':
      return pgnText('pgnDone', lang, { r: d.round ?? '', file: d.fileName ?? '' });
    case 'setup':
      return text('setupDone', lang);
    case 'drawLot':
      return text('drawDone', lang, { colour: d.drawnColour ? colourWord(d.drawnColour, lang) : '' });
    case 'enterResult':
      return text('resultDone', lang, { v: d.value || text('empty', lang), s: d.sheet ?? '', c: d.cell ?? '' });
    case 'numberPlayers':
      return playersText(d.numbering?.changed ? 'numberDone' : 'numberUnchanged', lang, {
        n: d.numbering?.players ?? 0,
        c: d.numbering?.changed ?? 0,
      });
  }
}

/** Problems an outcome brings to the pane's list (each with its place when it has one). */
export function problemsOf(o: Outcome): Problem[] {
  if (o.kind === 'problems') return [...o.problems];
  if (o.kind !== 'done') return [];
  const notes = (o.detail.notes ?? [])
    .filter(() => o.action === 'undoLastRound')
    .map((message): Problem => ({ level: 'warning', message }));
  // the data is written; Excel refused some layout (formats, page setup, sheet order)
  const layout = (o.detail.warnings ?? []).map((message): Problem => ({ level: 'warning', message }));
  return [...(o.detail.findings ?? []), ...notes, ...layout];
}

/** One line of the problems list: `Round 3!F7: message`. */
export function problemLine(p: Problem): string {
  return formatProblem(p);
}

export function clock(at: Date): string {
  const two = (n: number) => (n < 10 ? `0${n}` : String(n));
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}
