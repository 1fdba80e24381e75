import { SHEETS, say, type Language } from '../labels';
import type { PlayerRow } from '../players';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems } from '../problems';
import { findSheet } from '../read';
import { writePlayersSheet, writeSettingsSheet } from '../render';
import { defaultSettings, type Settings } from '../settings';
import { defaultFideMode } from '../fide-mode-settings';
import { markEverySheet, writeFideModeRows } from '../fide-mode-sheet';
import { sayYesNo } from '../labels/fide-mode';

export interface NewTournamentOptions {
  readonly language?: Language;
  readonly settings?: Partial<Settings>;
  /** Players to start with (the template is otherwise an empty player table). */
  readonly players?: readonly PlayerRow[];
}

/** New tournament from the template: a Settings sheet with defaults and an empty Players table. */
export async function newTournament(
  port: WorkbookPort,
  options: NewTournamentOptions = {},
): Promise<{ sheets: string[] }> {
  const names = await port.listSheets();
  const existing = findSheet(names, 'settings') ?? findSheet(names, 'players');
  if (existing) throw new WorkbookProblems([error(existing, undefined, 'the workbook already holds a tournament')]);
  const lang = options.language ?? options.settings?.language ?? 'en';
  const settings = defaultSettings({ ...options.settings, language: lang });
  const sheets = [say(SHEETS.settings, lang), say(SHEETS.players, lang)];
  await writeSettingsSheet(port, sheets[0]!, settings);
  // FIDE mode on by default for the FIDE systems (checklist Q40); a knockout starts outside it, marked (Q46)
  const fide = defaultFideMode(settings.system);
  await writeFideModeRows(port, sheets[0]!, { fideMode: sayYesNo(fide, lang) }, lang);
  await writePlayersSheet(port, sheets[1]!, options.players ?? [], lang, settings.info.name, settings.totalRounds);
  // a blank workbook comes with an empty default sheet; leave only ours
  for (const n of names) if (!sheets.includes(n)) await port.deleteSheet(n);
  if (!fide) await markEverySheet(port, lang);
  await port.flush();
  return { sheets };
}
