import { pairRound } from '../../src/engine/systems';
import type { Player, RoundEntry, Tournament } from '../../src/engine/model';
import { recheckImportedRounds } from '../../src/workbook/importRecheck';
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
    expect(recheckImportedRounds(playedThrough(clubbed, 3))).toEqual({ checked: 3, warnings: [], comments: [] });
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
