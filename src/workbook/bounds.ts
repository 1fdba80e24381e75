/**
 * Rounds a tournament workbook holds: Settings takes 1-99 (settings.ts), and the Cards sheet gives each player
 * (rounds + 4) rows, so 9,999 players (four-digit pairing numbers, trf.md §3) of 99 rounds make 1,029,897 rows,
 * within Excel's 1,048,576 ("Excel specifications and limits", Microsoft Support:
 * https://support.microsoft.com/en-us/office/excel-specifications-and-limits-1672b34d-7043-467e-8e27-269d656771c3).
 * A round sheet with a higher number is reported at its name and not read.
 */
export const MAX_WORKBOOK_ROUNDS = 99;
