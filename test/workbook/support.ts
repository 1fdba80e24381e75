import * as crypto from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Tournament } from '../../src/engine/model';
import { readTrf } from '../../src/formats/trf';
import { formatProblem, WorkbookProblems } from '../../src/workbook/problems';

/** Temporary directories made by this test file, removed when it ends. */
const madeDirs: string[] = [];
afterAll(() => {
  for (const dir of madeDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix = 'arbiter-wb-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  madeDirs.push(dir);
  return dir;
}

export function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

export function parseTrf(text: string): Tournament {
  const r = readTrf(text);
  if (!r.tournament)
    throw new Error(`TRF not readable: ${r.problems.map((p) => `${p.line}:${p.column} ${p.message}`).join('; ')}`);
  return r.tournament;
}

/** What a round trip must keep: the players' data and every round entry (opponent, colour, result). */
export function essence(t: Tournament, what: 'all' | 'players' = 'all'): unknown {
  const header =
    what === 'all'
      ? {
          totalRounds: t.totalRounds,
          initialColour: t.initialColour,
          acceleration: [...t.acceleration.entries()]
            .sort((a, b) => a[0] - b[0])
            .map(([id, v]) => [id, trimZeros([...v])]),
        }
      : {};
  return {
    ...header,
    players: t.players.map((p) => ({
      id: p.id,
      name: p.name,
      sex: p.sex,
      title: p.title,
      rating: p.rating,
      federation: p.federation,
      fideId: p.fideId,
      birthDate: p.birthDate,
      rounds: trimTrailingNulls(
        p.rounds.map((e) =>
          e ? { opponent: e.opponent, colour: e.opponent === 0 ? null : e.colour, result: e.result } : null,
        ),
      ),
    })),
  };
}

function trimTrailingNulls<T>(list: (T | null)[]): (T | null)[] {
  const out = [...list];
  while (out.length && out[out.length - 1] === null) out.pop();
  return out;
}

function trimZeros(list: number[]): number[] {
  const out = [...list];
  while (out.length && !out[out.length - 1]) out.pop();
  return out;
}

/** The error messages of a command that must fail with workbook problems (sheet and cell in each). */
export async function problemsOf(p: Promise<unknown>): Promise<string[]> {
  try {
    await p;
  } catch (err) {
    if (err instanceof WorkbookProblems)
      return err.problems.filter((x) => x.level === 'error').map((x) => formatProblem(x));
    throw err;
  }
  throw new Error('expected the command to fail');
}
