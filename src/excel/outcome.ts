import type { Colour } from '../engine/model';
import type { Problem } from '../workbook/problems';
import type { Confirmation } from './overwrites';

/** Everything the add-in does to a workbook: the ribbon's six buttons and the pane's own actions. */
export const ADDIN_ACTIONS = [
  'pairNextRound',
  'updateStandings',
  'buildCrosstable',
  'buildPairingCards',
  'checkRound',
  'exportTrf',
  'setup',
  'drawLot',
  'repairLastRound',
  'undoLastRound',
  'enterResult',
  'exportPgn',
  'numberPlayers',
] as const;
export type AddinAction = (typeof ADDIN_ACTIONS)[number];

export function isAddinAction(value: unknown): value is AddinAction {
  return typeof value === 'string' && (ADDIN_ACTIONS as readonly string[]).includes(value);
}

/** A warning the arbiter may confirm (warning-levels.ts): Level 3 confirm or cancel, Level 4 with its consequence. */
export interface PendingConfirmation {
  readonly level: number;
  readonly message: string;
  readonly consequence?: string;
  readonly confirmWith: string;
}

/** What a finished action reports (only the fields that action has). */
export interface DoneDetail {
  readonly round?: number;
  readonly sheet?: string;
  readonly boards?: number;
  readonly pab?: number | null;
  readonly drawnColour?: Colour;
  readonly sheets?: readonly string[];
  readonly findings?: readonly (Problem & { severity?: 'high' | 'low' })[];
  readonly matchesEngine?: boolean | null;
  readonly trf?: string;
  /** A round's pairings as PGN (event-reports.md §2), for the pane's Save PGN. */
  readonly pgn?: string;
  readonly fileName?: string;
  readonly cell?: string;
  readonly value?: string;
  /** Things the arbiter should know (e.g. a cell left alone by undo because it was changed since). */
  readonly notes?: readonly string[];
  /** Number players (C.04.2): how many players, how many numbers given or changed, after how many paired rounds. */
  readonly numbering?: { readonly players: number; readonly changed: number; readonly pairedRounds: number };
  /** The data is written, but Excel refused some layout (formats, page setup, sheet order): what and why. */
  readonly warnings?: readonly string[];
}

export type Outcome =
  | { readonly kind: 'done'; readonly action: AddinAction; readonly syncs: number; readonly detail: DoneDetail }
  /**
   * Reading found errors: nothing was written. `confirmations`: the checklist's Level-3/4 warnings that stopped
   * the action (fide-mode-locks.ts); run it again with their `confirmWith` values to go on.
   */
  | {
      readonly kind: 'problems';
      readonly action: AddinAction;
      readonly problems: readonly Problem[];
      readonly confirmations?: readonly PendingConfirmation[];
    }
  /** The action would overwrite what the arbiter typed: nothing was written; run it again with the token to go on. */
  | { readonly kind: 'confirm'; readonly action: AddinAction; readonly confirmation: Confirmation }
  /** Excel or the add-in failed; the message names what failed, without a stack. */
  | { readonly kind: 'failed'; readonly action: AddinAction; readonly message: string };

/** Light shape check for outcomes that travel between the ribbon runtime and the pane. */
export function isOutcome(value: unknown): value is Outcome {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  if (!isAddinAction(o.action)) return false;
  switch (o.kind) {
    case 'done':
      return typeof o.syncs === 'number' && typeof o.detail === 'object' && o.detail !== null;
    case 'problems':
      return Array.isArray(o.problems);
    case 'confirm':
      return typeof o.confirmation === 'object' && o.confirmation !== null;
    case 'failed':
      return typeof o.message === 'string';
    default:
      return false;
  }
}
