import * as fs from 'fs';
import {
  RatingListError,
  RatingListReader,
  type ListPlayer,
  type ListProblem,
  type RatingType,
} from '../../src/formats/rating-list';
import { fixturePath, readFixtureJson } from '../support/shared';

export interface Expected {
  list_period: string;
  players: ListPlayer[];
}

export const expected = (): Expected => readFixtureJson<Expected>('ratings', 'players_list.expected.json');

export function ratingsFixture(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(fixturePath('ratings', name)));
}

/** Read bytes in chunks of `chunk` bytes (small chunks cut lines, CRLFs and zip records anywhere). */
export function readBytes(file: string, bytes: Uint8Array, chunk = 65536, type?: RatingType | null) {
  const players: ListPlayer[] = [];
  const problems: ListProblem[] = [];
  const reader = new RatingListReader(file, { player: (p) => players.push(p), problem: (p) => problems.push(p) }, type);
  for (let i = 0; i < bytes.length; i += chunk) reader.push(bytes.subarray(i, i + chunk));
  reader.end();
  return { players, problems, info: reader.info() };
}

export function readText(file: string, text: string, chunk = 65536, type?: RatingType | null) {
  return readBytes(file, new TextEncoder().encode(text), chunk, type);
}

export function failure(run: () => unknown): RatingListError {
  try {
    run();
  } catch (err) {
    if (err instanceof RatingListError) return err;
    throw err;
  }
  throw new Error('expected a RatingListError');
}
