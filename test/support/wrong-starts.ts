import { readTrf } from '../../src/formats/trf';
import type { Tournament } from '../../src/engine/model';
import type { Board } from '../../src/engine/pairing';
import { recordedPairing } from '../../src/engine/systems/round-check';
import { readFixture } from './shared';

/**
 * Starts a re-check may be given that are not the round's pairing (PairOptions.startFrom and stopAtDifference
 * sweeps): the engine's own pairing with each pair of neighbouring boards crossed (the nearest alternatives,
 * often of equal weight in part), every player with the next by pairing number, and the round before's pairing.
 */
export function wrongStarts(t: Tournament, round: number, pairing: readonly Board[]): Board[][] {
  return [crossed(pairing), neighbours(t), round > 1 ? recordedPairing(t, round - 1).boards : []];
}

/** A Dutch fixture's tournament. */
export function loadDutchFixture(file: string): Tournament {
  const { tournament } = readTrf(readFixture('dutch', file));
  if (!tournament) throw new Error(`${file} did not parse`);
  return tournament;
}

/** Boards 0–1, 2–3, … with their black players exchanged. */
function crossed(boards: readonly Board[]): Board[] {
  const out = boards.map((b) => ({ ...b }));
  for (let i = 0; i + 1 < out.length; i += 2) {
    const black = out[i].black;
    out[i] = { white: out[i].white, black: out[i + 1].black };
    out[i + 1] = { white: out[i + 1].white, black };
  }
  return out;
}

function neighbours(t: Tournament): Board[] {
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const out: Board[] = [];
  for (let i = 0; i + 1 < ids.length; i += 2) out.push({ white: ids[i], black: ids[i + 1] });
  return out;
}
