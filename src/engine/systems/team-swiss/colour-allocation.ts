import { opposite, type Colour } from '../../model';
import type { TeamSettings } from '../../team/model';
import type { TeamPairingState } from './state';

export interface ColourDecision {
  /** Team with White on board 1. */
  readonly white: number;
  readonly black: number;
  /** The article of C.04.6 4.3 that decided (4.3.1 ... 4.3.9). */
  readonly rule: string;
}

/** 4.2: higher score, then higher secondary score (when the competition uses it), then smaller TPN. */
export function firstTeam(
  a: TeamPairingState,
  b: TeamPairingState,
  settings: TeamSettings,
): [TeamPairingState, TeamPairingState] {
  if (a.score !== b.score) return a.score > b.score ? [a, b] : [b, a];
  if (settings.secondaryForColour && a.secondary !== b.secondary) return a.secondary > b.secondary ? [a, b] : [b, a];
  return a.tpn < b.tpn ? [a, b] : [b, a];
}

/** C.04.6 4.3: the first rule that decides gives the board-1 colours. */
export function allocateColours(
  a: TeamPairingState,
  b: TeamPairingState,
  settings: TeamSettings,
  parityNumber: (tpn: number) => number = (tpn) => tpn,
): ColourDecision {
  const [f, o] = firstTeam(a, b, settings);
  const give = (team: TeamPairingState, colour: Colour, rule: string): ColourDecision =>
    colour === 'w'
      ? { white: team.tpn, black: (team === f ? o : f).tpn, rule }
      : { white: (team === f ? o : f).tpn, black: team.tpn, rule };
  // 4.3.1: neither has played a match: first-team gets the initial colour if its TPN is odd
  if (f.history.length === 0 && o.history.length === 0) {
    const initial = settings.initialColour ?? 'w';
    return give(f, parityNumber(f.tpn) % 2 === 1 ? initial : opposite(initial), '4.3.1');
  }
  const pf = f.preference.colour;
  const po = o.preference.colour;
  if (pf !== null && po === null) return give(f, pf, '4.3.2');
  if (po !== null && pf === null) return give(o, po, '4.3.2');
  if (pf !== null && po !== null && pf !== po) return give(f, pf, '4.3.3');
  if (pf !== null && po !== null && f.preference.strong !== o.preference.strong) {
    return f.preference.strong ? give(f, pf, '4.3.4') : give(o, po as Colour, '4.3.4');
  }
  if (f.cd !== o.cd) return give(f.cd < o.cd ? f : o, 'w', '4.3.5');
  // 4.3.6 (reading R9): played histories from the most recent backwards; first difference, swap
  for (let i = 1; i <= Math.min(f.history.length, o.history.length); i++) {
    const cf = f.history[f.history.length - i];
    const co = o.history[o.history.length - i];
    if (cf !== co) return give(f, co, '4.3.6');
  }
  if (pf !== null) return give(f, pf, '4.3.7');
  if (f.history.length > 0) return give(f, opposite(f.history[f.history.length - 1]), '4.3.8');
  return give(o, opposite(o.history[o.history.length - 1]), '4.3.9');
}
