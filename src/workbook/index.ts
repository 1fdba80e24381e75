/** The workbook layer: sheet codecs (values <-> model) and the commands shared by the CLI and the add-in. */
export * from './cells';
export * from './port';
export * from './problems';
export { MemoryWorkbook } from './memory-port';
export { readWorkbook, type WorkbookState, type MissingResult } from './read';
export { type Language, LANGUAGES } from './labels';
export { type Settings, defaultSettings } from './settings';
export { type PlayerRow } from './players';
export { newTournament, type NewTournamentOptions } from './commands/new-tournament';
export { importTournament, type ImportOptions } from './commands/import-tournament';
export { exportTrf, type ExportOptions } from './commands/export-trf';
export { pairNextRound, type PairOptions, type PairOutcome } from './commands/pair-next';
export { undoLastRound } from './commands/undo-last';
export { updateReports, type Report, type ReportsOutcome } from './commands/update-reports';
export { checkRound, type CheckFinding, type CheckOutcome } from './commands/check-round';
export { buildKnockoutSheet, type KnockoutSheetOptions, type KnockoutSheetOutcome } from './commands/knockout-sheet';
