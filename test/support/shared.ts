import * as fs from 'fs';
import * as path from 'path';

/** ../shared beside the checkout (CI puts it there too); ARBITER_SHARED overrides. Never copied into the repo. */
export const SHARED_DIR = process.env.ARBITER_SHARED
  ? path.resolve(process.env.ARBITER_SHARED)
  : path.resolve(__dirname, '..', '..', '..', 'shared');

export const FIXTURES_DIR = path.join(SHARED_DIR, 'fixtures');

export function fixturePath(...parts: string[]): string {
  return path.join(FIXTURES_DIR, ...parts);
}

export function readFixture(...parts: string[]): string {
  return fs.readFileSync(fixturePath(...parts), 'utf8');
}

export function readFixtureJson<T = unknown>(...parts: string[]): T {
  return JSON.parse(readFixture(...parts)) as T;
}

/** Files of a fixture directory with the given ending, sorted by name. */
export function listFixtures(dir: string, ending: string): string[] {
  return fs.readdirSync(fixturePath(dir)).filter((f) => f.endsWith(ending)).sort();
}
