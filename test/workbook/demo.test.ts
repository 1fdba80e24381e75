import * as fs from 'fs';
import { runDemo, simulatedResult, seededRandom } from '../../src/node/demo/run-demo';
import { DEMO_PLAYERS } from '../../src/node/demo/players';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { readWorkbook } from '../../src/workbook/read';
import { parseTrf, sha256, tempDir } from './support';
import { pairInOrder } from './pair-double';

describe('demo', () => {
  it('bundles 40 fictional players with FIDE-like data', () => {
    expect(DEMO_PLAYERS).toHaveLength(40);
    const ratings = DEMO_PLAYERS.map((p) => p.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    for (const p of DEMO_PLAYERS) {
      expect(p.federation).toMatch(/^[A-Z]{3}$/);
      expect(p.name).toMatch(/^[^,]+, .+$/);
    }
    expect(new Set(DEMO_PLAYERS.map((p) => p.fideId)).size).toBe(40);
  });

  it('simulated results follow the ratings and repeat with the seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 50 }, () => simulatedResult(2500, 1700, a));
    expect(Array.from({ length: 50 }, () => simulatedResult(2500, 1700, b))).toEqual(first);
    expect(first.filter((r) => r === '1-0').length).toBeGreaterThan(35);
  });

  it('plays a whole tournament into a workbook and a TRF (pairing by a test double), deterministically', async () => {
    const dir = process.env.ARBITER_DEMO_OUT ?? tempDir('arbiter-demo-');
    const o = await runDemo(dir, { pair: pairInOrder, seed: 11 });
    expect(fs.existsSync(o.workbook)).toBe(true);
    const state = await readWorkbook(await XlsxWorkbook.load(o.workbook));
    expect(state.problems.filter((p) => p.level === 'error')).toEqual([]);
    expect(state.rounds).toHaveLength(7);
    expect(state.missingResults).toEqual([]);
    expect(state.sheetNames).toEqual([
      'Settings',
      'Players',
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
      'Round 6',
      'Round 7',
      'Standings',
      'Crosstable',
      'Cards',
      'Log',
    ]);
    // requested byes from the player list and the withdrawal after round 5 are in the record
    expect(state.tournament.players[11]!.rounds[2]).toEqual({ opponent: 0, colour: null, result: 'H' });
    expect(state.tournament.players[32]!.rounds[1]).toEqual({ opponent: 0, colour: null, result: 'Z' });
    expect(state.tournament.players[37]!.rounds[5]).toEqual({ opponent: 0, colour: null, result: 'Z' });
    const trf = parseTrf(fs.readFileSync(o.trf, 'utf8'));
    expect(trf.players).toHaveLength(40);
    expect(trf.players[0]!.rounds).toHaveLength(7);
    const again = await runDemo(tempDir('arbiter-demo-'), { pair: pairInOrder, seed: 11 });
    expect(fs.readFileSync(again.trf, 'utf8')).toBe(fs.readFileSync(o.trf, 'utf8'));
    expect(sha256(again.trf)).toBe(sha256(o.trf));
  });
});
