import * as fs from 'fs';
import * as path from 'path';

/**
 * Test fixtures live in the repository, in test/fixtures (copied from the shared specs, provenance in
 * test/fixtures/README.md), so a clone with nothing beside it runs every test. ARBITER_FIXTURES points the tests
 * at another fixtures folder instead, e.g. a newer ../shared/fixtures, to try fixtures that have not been
 * copied in yet.
 */
export const FIXTURES_DIR = process.env.ARBITER_FIXTURES
  ? path.resolve(process.env.ARBITER_FIXTURES)
  : path.resolve(__dirname, '..', 'fixtures');

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
  return fs
    .readdirSync(fixturePath(dir))
    .filter((f) => f.endsWith(ending))
    .sort();
}
