import * as fs from 'fs';
import * as path from 'path';
import { readTrf, writeTrf, type TrfFormat } from '../../src/formats/trf';
import type { Tournament } from '../../src/engine/model';
import { FIXTURES_DIR } from '../support/shared';

/**
 * Every fixture TRF (dutch, burstein, perf, tiebreaks) must read without errors, survive
 * read -> write -> read unchanged, and be reproduced line for line when written in its own format.
 */
function fixtureTrfs(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => {
      const full = path.join(dir, d.name);
      if (d.isDirectory()) return fixtureTrfs(full);
      return d.name.endsWith('.trf') ? [full] : [];
    })
    .sort();
}

function records(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');
}

/**
 * What a conversion must keep: everything but the source layout, the 192 code a TRF26 export adds, and
 * acceleration rounds that are zero (a 250 record cannot say them).
 */
function comparable(t: Tournament): unknown {
  const acceleration = new Map<number, number[]>();
  for (const [id, values] of t.acceleration) {
    const v = [...values];
    while (v.length > 0 && v[v.length - 1] === 0) v.pop();
    if (v.length > 0) acceleration.set(id, v);
  }
  const { typeCode: _typeCode, ...info } = t.info;
  return { ...t, info, source: undefined, acceleration };
}

// The individual tournaments; team files (team/) have their own tests, ratings/ holds report fixtures.
const INDIVIDUAL_SETS = ['burstein', 'dutch', 'perf', 'tiebreaks'];
const files = INDIVIDUAL_SETS.flatMap((set) => fixtureTrfs(path.join(FIXTURES_DIR, set)));

describe('TRF fixtures', () => {
  it('finds the fixture files of every directory', () => {
    const dirs = new Set(files.map((f) => path.basename(path.dirname(f))));
    expect([...dirs].sort()).toEqual(['burstein', 'dutch', 'perf', 'tiebreaks']);
    expect(files.length).toBeGreaterThanOrEqual(186);
  });

  it('reads every fixture without errors', () => {
    const withErrors = files.filter((f) =>
      readTrf(fs.readFileSync(f, 'utf8')).problems.some((p) => p.severity === 'error'),
    );
    expect(withErrors).toEqual([]);
  });

  it('read -> write -> read gives a deep-equal model and reproduces every record in the source format', () => {
    let reproduced = 0;
    const mismatches: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const first = readTrf(text);
      const t = first.tournament;
      expect(t).not.toBeNull();
      if (!t) continue;
      const written = writeTrf(t, { format: first.format, lineEnding: '\n' });
      const second = readTrf(written);
      expect(second.tournament).toEqual(t);
      const a = records(text);
      const b = records(written);
      if (a.length === b.length && a.every((line, i) => line === b[i])) reproduced++;
      else {
        const i = a.findIndex((line, k) => line !== b[k]);
        mismatches.push(`${path.relative(FIXTURES_DIR, file)} line ${i + 1}:\n  ${a[i]}\n  ${b[i]}`);
      }
    }
    console.log(`TRF round trip: ${reproduced} of ${files.length} fixture files reproduced exactly`);
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(reproduced).toBe(files.length);
  });

  it.each<TrfFormat>(['trf26', 'trf16'])('converting to %s keeps the model (apart from the layout)', (format) => {
    let converted = 0;
    for (const file of files) {
      const t = readTrf(fs.readFileSync(file, 'utf8')).tournament;
      if (!t) continue;
      const engineDialect = format === 'trf16'; // TRF16 cannot hold 142/152/250 without the engine lines
      const back = readTrf(writeTrf(t, { format, engineDialect }));
      expect(back.format).toBe(format);
      expect(back.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(comparable(back.tournament as Tournament)).toEqual(comparable(t));
      converted++;
    }
    expect(converted).toBe(files.length);
  });
});
