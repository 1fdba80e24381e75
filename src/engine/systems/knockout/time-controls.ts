/** Time controls of knockout matches and play-offs (other-systems.md §4.4-4.5), used when the regulations are silent. */

export interface TimeControl {
  readonly baseMinutes: number;
  readonly incrementSeconds: number;
}

/** Armageddon ("Altın Puan") clocks: White gets more time, a draw counts as a win for Black. */
export interface ArmageddonTimeControl {
  readonly white: TimeControl;
  readonly black: TimeControl;
}

/** Match and extension games: 20 minutes per player, or 15 minutes + 10 seconds per move (§4.4). */
export const DEFAULT_MATCH_TIME_CONTROLS: readonly TimeControl[] = Object.freeze([
  { baseMinutes: 20, incrementSeconds: 0 },
  { baseMinutes: 15, incrementSeconds: 10 },
]);

/** Armageddon: White 5 minutes, Black 4 minutes (§4.4). */
export const DEFAULT_ARMAGEDDON: ArmageddonTimeControl = Object.freeze({
  white: { baseMinutes: 5, incrementSeconds: 0 },
  black: { baseMinutes: 4, incrementSeconds: 0 },
});

/** Play-offs for first place, items 1-4: 3 minutes + 3 seconds per move from move 1 (§4.5). */
export const PLAYOFF_TIME_CONTROL: TimeControl = Object.freeze({ baseMinutes: 3, incrementSeconds: 3 });

/** Minimum breaks (§4.4), in minutes. */
export const PLAYOFF_BREAKS = Object.freeze({
  afterLastRegularGame: 30,
  betweenGamesOfAPair: 5,
  betweenStages: 10,
});

export function formatTimeControl(tc: TimeControl): string {
  return tc.incrementSeconds > 0 ? `${tc.baseMinutes} min + ${tc.incrementSeconds} s` : `${tc.baseMinutes} min`;
}
