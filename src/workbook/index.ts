/** The workbook layer: sheet codecs (values <-> model) and the commands shared by the CLI and the add-in. */
export * from './cells';
export * from './port';
export * from './problems';
export { MemoryWorkbook } from './memoryPort';
export { readWorkbook, type WorkbookState, type MissingResult } from './read';
export { type Language, LANGUAGES } from './labels';
export { type Settings, defaultSettings } from './settings';
export { type PlayerRow } from './players';
export { newTournament, type NewTournamentOptions } from './commands/newTournament';
export { importTournament, type ImportOptions } from './commands/importTournament';
export { exportTrf, type ExportOptions } from './commands/exportTrf';
export { pairNextRound, type PairOptions, type PairOutcome } from './commands/pairNext';
export { undoLastRound } from './commands/undoLast';
export { updateReports, type Report, type ReportsOutcome } from './commands/updateReports';
export { checkRound, type CheckFinding, type CheckOutcome } from './commands/checkRound';
export { buildKnockoutSheet, type KnockoutSheetOptions, type KnockoutSheetOutcome } from './commands/knockoutSheet';
