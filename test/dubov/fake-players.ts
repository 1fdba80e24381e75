import {
  type Colour,
  type Player,
  type ResultCode,
  type RoundEntry,
  STANDARD_SCORING,
  type Tournament,
} from '../../src/engine/model';
import type { PlayerState } from '../../src/engine/history/pairing-state';
import { colourState } from '../../src/engine/history/colour-preference';
import type { DubovPlayer } from '../../src/engine/systems/dubov/context';
import { dubovPreference } from '../../src/engine/systems/dubov/colour';
import { type LegacyPlayer, legacyPlayer } from '../../src/engine/systems/dubov/legacy-1997/players';

/** A hand-made Dubov player for unit tests (only the fields the Dubov modules read). */
export function fakeDubovPlayer(
  id: number,
  o: {
    score?: number;
    colours?: string;
    aro?: number;
    met?: number[];
    upfloats?: number;
    upfloatedLastRound?: boolean;
    maxT?: number;
  } = {},
): DubovPlayer {
  const colours = colourState((o.colours ?? '').split('') as Colour[]);
  const state = {
    id,
    rankIndex: id - 1,
    rating: 2000,
    pairingScore: o.score ?? 0,
    score: o.score ?? 0,
    colours,
    playedGames: colours.colours.length,
    byeEligible: true,
    cannotMeet: new Set(o.met ?? []),
  } as unknown as PlayerState;
  const upfloats = o.upfloats ?? 0;
  return {
    state,
    id,
    score: o.score ?? 0,
    rank: id - 1,
    aro: o.aro ?? 0,
    preference: dubovPreference(state),
    upfloats,
    upfloatedLastRound: o.upfloatedLastRound ?? false,
    maximumUpfloater: upfloats >= (o.maxT ?? 3),
  };
}

/** Make the `met` relation symmetric, as the pairing state is. */
export function meet(a: DubovPlayer, b: DubovPlayer): void {
  (a.state.cannotMeet as Set<number>).add(b.id);
  (b.state.cannotMeet as Set<number>).add(a.id);
}

/** A small tournament from explicit round entries: rounds[r][id] = [opponent, colour, result] or a bye code. */
export function tinyTournament(
  ratings: readonly number[],
  rounds: readonly Record<number, [number, Colour | null, ResultCode] | ResultCode>[],
  totalRounds: number,
  system: Tournament['system'] = 'dubov',
): Tournament {
  const players: Player[] = ratings.map((rating, i) => ({
    id: i + 1,
    name: `P${i + 1}`,
    sex: '',
    title: '',
    rating,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: rounds.map((r) => {
      const e = r[i + 1];
      if (e === undefined) return null;
      if (typeof e === 'string') return { opponent: 0, colour: null, result: e } as RoundEntry;
      return { opponent: e[0], colour: e[1], result: e[2] } as RoundEntry;
    }),
  }));
  return {
    info: { name: 'tiny' },
    totalRounds,
    initialColour: 'w',
    scoring: STANDARD_SCORING,
    system,
    players,
    acceleration: new Map(),
    forbiddenPairs: [],
    byeRequests: [],
    tiebreaks: [],
  };
}

/** A hand-made player for the 1997 edition's unit tests: rating, colours played, ARO, opponents met. */
export function fakeLegacyPlayer(
  id: number,
  o: {
    rating?: number;
    score?: number;
    colours?: string;
    aro?: number;
    met?: number[];
    upfloats?: number;
    upfloatedLastRound?: boolean;
    byeEligible?: boolean;
  } = {},
): LegacyPlayer {
  const base = fakeDubovPlayer(id, o);
  const state = { ...base.state, rating: o.rating ?? 2000, byeEligible: o.byeEligible ?? true } as PlayerState;
  return legacyPlayer({ ...base, state });
}
