import type { ListPlayer } from '../../formats/rating-list/player';

/**
 * Messages between the pane and the rating-list worker (ratings-worker.ts): the list file is read and
 * indexed off the pane's thread, with progress; look-ups by FIDE ID or name are answered from the index.
 */
export type RatingsRequest =
  | { readonly kind: 'load'; readonly file: Blob; readonly name: string; readonly month: string | null }
  | { readonly kind: 'search'; readonly id: number; readonly query: string; readonly limit?: number }
  /** Several FIDE IDs at once (checking the Players sheet): the players found, in any order. */
  | { readonly kind: 'ids'; readonly id: number; readonly ids: readonly number[] };

export type RatingsReply =
  | { readonly kind: 'progress'; readonly bytes: number; readonly total: number; readonly players: number }
  | {
      readonly kind: 'ready';
      readonly name: string;
      readonly players: number;
      readonly period: string | null;
      readonly problems: readonly string[];
      readonly problemCount: number;
      readonly ms: number;
    }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'results';
      readonly id: number;
      readonly players: readonly ListPlayer[];
      readonly exact: boolean;
      readonly more: boolean;
      readonly ms: number;
    };
