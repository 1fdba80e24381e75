import type { Tournament } from '../engine/model';
import type { RoundPairing } from '../engine/pairing';

/**
 * Messages between the task pane and its engine worker (engine-worker.ts). The worker gets the Tournament
 * model (structured clone: plain data and Maps) and answers with the pairing; it never sees Office.js.
 */
export interface PairRequest {
  readonly id: number;
  readonly tournament: Tournament;
  readonly round: number;
}

export type PairReply =
  | { readonly id: number; readonly ok: true; readonly pairing: RoundPairing; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly name: string; readonly message: string };
