/** FIDE Tournament Report File (trf.md): read TRF16/TRF26 with the engine extension lines, write them back. */
export { readTrf, type TrfFormat, type TrfReadResult } from './reader';
export { writeTrf, type TrfWriteOptions } from './writer';
export { formatProblem, hasErrors, type TrfProblem } from './problems';
export { decodeTrfBytes } from './encoding';
export { fromTrfTiebreakCode, toTrfTiebreakCode } from './tiebreak-codes';
