import type { Tournament } from '../../src/engine/model';
import { readTrf } from '../../src/formats/trf';
import { listFixtures, readFixture, readFixtureJson } from '../support/shared';

/**
 * The reader against the fixture manifests (fixtures README §5): players, rounds, initial colour, system,
 * acceleration lines, and per round the PAB receiver and the input byes. Also: with the XXC line removed,
 * the inferred initial colour (general.md §8) is the one the reference program used.
 */
interface ManifestEntry {
  file: string;
  players: number;
  rounds: number;
  initial_colour: 'white1' | 'black1';
  extension_lines: string[];
  features: Record<string, number>;
  rounds_detail?: { round: number; games: number; pab: number | null; absent: Record<string, string> }[];
}

/** The manifest's `features` counts, recomputed from the model. */
function features(t: Tournament): Record<string, number> {
  let draws = 0,
    forfeitGames = 0,
    doubleForfeits = 0;
  const count = (code: string): number =>
    t.players.reduce((n, p) => n + p.rounds.filter((e) => e?.opponent === 0 && e.result === code).length, 0);
  for (const p of t.players) {
    p.rounds.forEach((e, i) => {
      if (!e || e.opponent === 0 || e.opponent < p.id) return;
      const other = t.players.find((q) => q.id === e.opponent)!.rounds[i]!;
      if (e.result === '=') draws++;
      if (e.result === '+' || e.result === '-') forfeitGames++;
      if (e.result === '-' && other.result === '-') doubleForfeits++;
    });
  }
  return {
    draws,
    forfeit_games: forfeitGames,
    double_forfeits: doubleForfeits,
    half_point_byes: count('H'),
    zero_point_byes: count('Z'),
    pab: count('U'),
    full_point_byes: count('F'),
  };
}

const DIRS = [
  ['dutch', 'dutch'],
  ['burstein', 'burstein'],
  ['perf', 'dutch'],
] as const;

describe.each(DIRS)('%s manifest', (dir, system) => {
  const manifest = readFixtureJson<{ files: ManifestEntry[] }>(dir, 'MANIFEST.json');

  it('lists every .trf file of the directory', () => {
    expect(manifest.files.map((f) => f.file).sort()).toEqual(listFixtures(dir, '.trf'));
  });

  it('matches the reader on every file', () => {
    for (const entry of manifest.files) {
      const text = readFixture(dir, entry.file);
      const t = readTrf(text).tournament!;
      expect(t.players).toHaveLength(entry.players);
      expect(t.totalRounds).toBe(entry.rounds);
      expect(t.system).toBe(system);
      expect(t.initialColour).toBe(entry.initial_colour === 'white1' ? 'w' : 'b');
      expect(t.acceleration.size > 0).toBe(entry.extension_lines.includes('XXA'));
      expect(features(t)).toEqual(entry.features);
      for (const d of entry.rounds_detail ?? []) {
        const pab = t.players.filter((p) => p.rounds[d.round - 1]?.result === 'U').map((p) => p.id);
        expect(pab).toEqual(d.pab === null ? [] : [d.pab]);
        const games =
          t.players.filter((p) => {
            const e = p.rounds[d.round - 1];
            return !!e && e.opponent !== 0;
          }).length / 2;
        expect(games).toBe(d.games);
        for (const [id, code] of Object.entries(d.absent)) {
          expect(t.players[Number(id) - 1].rounds[d.round - 1]).toEqual({ opponent: 0, colour: null, result: code });
        }
      }
    }
  });

  it('infers the initial colour the reference program used when XXC is removed', () => {
    let inferred = 0;
    for (const entry of manifest.files) {
      const text = readFixture(dir, entry.file)
        .split('\n')
        .filter((l) => !l.startsWith('XXC'))
        .join('\n');
      const r = readTrf(text);
      expect(r.tournament!.initialColour).toBe(entry.initial_colour === 'white1' ? 'w' : 'b');
      expect(r.problems.filter((p) => p.message.includes('inferred'))).toHaveLength(1);
      inferred++;
    }
    expect(inferred).toBe(manifest.files.length);
  });
});
