import { pairRound } from '../../src/engine/systems';
import type { Player, RoundEntry, Tournament } from '../../src/engine/model';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { recheckImportedRounds } from '../../src/workbook/import-recheck';
import { runCli } from '../support/cli';
import { readFixture } from '../support/shared';
import { buildTournament } from '../support/tournament-builder';

// Scheveningen is in the engine's registry: an imported Scheveningen is re-checked when its teams are known
// (the clubs), and says why not when they are not (a TRF has no club field).
describe('re-checking an imported Scheveningen', () => {
  const withClubs = (t: Tournament, club: (p: Player) => string | undefined): Tournament => ({
    ...t,
    players: t.players.map((p) => ({ ...p, ...(club(p) ? { club: club(p) } : {}) })),
  });
  const base: Tournament = { ...buildTournament(['', '', '', '', '', '']), system: 'scheveningen', totalRounds: 3 };
  const clubbed = withClubs(base, (p) => (p.id <= 3 ? 'Team A' : 'Team B'));

  function playedThrough(t: Tournament, rounds: number): Tournament {
    let out = t;
    for (let r = 1; r <= rounds; r++) {
      const entries = new Map<number, RoundEntry>();
      for (const b of pairRound(out, r).boards) {
        entries.set(b.white, { opponent: b.black, colour: 'w', result: '1' });
        entries.set(b.black, { opponent: b.white, colour: 'b', result: '0' });
      }
      out = { ...out, players: out.players.map((p) => ({ ...p, rounds: [...p.rounds, entries.get(p.id) ?? null] })) };
    }
    return out;
  }

  test('teams from the clubs: the rounds of the table comply', () => {
    expect(recheckImportedRounds(playedThrough(clubbed, 3))).toEqual({
      checked: 3,
      warnings: [],
      comments: [],
      rounds: [],
    });
  });

  test('no clubs: nothing re-checked, and the reason given', () => {
    const noClubs = {
      ...playedThrough(clubbed, 3),
      players: playedThrough(clubbed, 3).players.map(({ club: _, ...p }) => p),
    };
    const r = recheckImportedRounds(noClubs);
    expect(r.checked).toBe(0);
    expect(r.skipped).toMatch(
      /^the Scheveningen teams are not known \(a Scheveningen needs every player's team; players 1, 2/,
    );
  });
});

describe('a Scheveningen TRF on the command line', () => {
  test('pair-trf and check-trf refuse it at its system line: a TRF does not say who plays for which team', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schev-trf-'));
    const file = path.join(dir, 'schev.trf');
    const text = readFixture('dutch', 'dutch-0001-p7-r5.trf');
    fs.writeFileSync(file, text.replace('092 FIDE_DUTCH_2025', '092 FIDE_DUTCH_2025\n192 FIDE_SCHEVENINGEN'));
    for (const command of ['pair-trf', 'check-trf']) {
      const run = await runCli(command, file);
      expect({ command, code: run.code }).toEqual({ command, code: 3 });
      expect(run.stderr).toContain(`${file}:5:5: the scheveningen system cannot be paired from a TRF`);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
