/**
 * Bounds on counts read from a TRF, checked before anything is allocated from them (a hostile or mistyped file
 * must end in a message at its line, not in gigabytes of memory).
 */

/**
 * Rounds a TRF can describe: the round fields of its own records are three digits wide (250 first and last round
 * at columns 15-17 and 19-21, 260 at 5-7 and 9-11, trf.md §5.3-5.4), so round 999 is the last one a TRF26 file
 * can name. 142/XXR, 240, 250 and 260 values above it are errors at their line and column.
 */
export const MAX_ROUNDS = 999;

/**
 * Bytes a TRF file can take: 9,999 player records (four-digit pairing numbers, trf.md §3) of 999 rounds are
 * 9,999 x 10,081 characters, about 100 MB; a file several times larger is refused before it is decoded.
 */
export const MAX_TRF_BYTES = 256 * 1024 * 1024;

/** Ratings: the workbook's Players sheet takes 0-3500 (players.ts), above every Elo rating ever published. */
export const MAX_RATING = 3500;
