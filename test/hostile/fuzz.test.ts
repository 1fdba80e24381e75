import * as path from 'path';
import { fuzz } from '../../src/node/fuzz/fuzz';
import { readTrf } from '../../src/formats/trf';

/** The fuzzer of issue #19 at a small count (npm run fuzz runs thousands); it must also see a crash when there is one. */

const fixturesDir = path.join(__dirname, '..', 'fixtures');

describe('npm run fuzz', () => {
  it('finds no crash, no changed file and no undocumented exit code in a small run', async () => {
    const report = await fuzz({ trfCases: 60, bookCases: 6, seed: 2026, seconds: 600, fixturesDir });
    expect(report.failures).toEqual([]);
    expect(report.trfCases).toBe(60);
    expect(report.bookCases).toBe(6);
    expect(report.commands).toBeGreaterThanOrEqual(60 * 3 + 6 * 2);
  });

  it('reports a crash as a failure (a reader that throws is caught by nothing else)', async () => {
    const reader = jest.requireActual('../../src/formats/trf/reader');
    const spy = jest.spyOn(reader, 'readTrf').mockImplementation(() => {
      throw new TypeError('planted bug');
    });
    try {
      const report = await fuzz({ trfCases: 2, bookCases: 0, seed: 1, seconds: 60, fixturesDir });
      expect(report.failures.length).toBeGreaterThan(0);
      expect(report.failures[0]!.reason).toContain('internal error');
    } finally {
      spy.mockRestore();
    }
    expect(readTrf('XXR 1\n').tournament).not.toBeNull();
  });
});
