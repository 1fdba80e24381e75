/** The engine types and helpers the workbook layer uses, in one place. */
export * from '../engine/model';
export type { Board, RoundPairing } from '../engine/pairing';
