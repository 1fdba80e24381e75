import type { ResultCode } from '../../src/engine/model';
import { TEAM_SYSTEMS } from '../../src/engine/systems';
import { applyTeamPairing, setBoardResult } from '../../src/engine/team/apply-pairing';
import type { TeamTournament } from '../../src/engine/team/model';
import { truncateTeamTournament } from '../../src/engine/team/truncate';
import { readTeamTrf } from '../../src/formats/trf/team-records';
import { writeTeamTrf } from '../../src/formats/trf/team-writer';
import { listFixtures, readFixture, readFixtureJson } from '../support/shared';

interface ExpectedRound {
  round: number;
  results: Record<string, string>;
}

/**
 * Run a whole team Swiss from nothing: each round paired by the engine from the rounds before, its board results
 * typed in from the fixture (White team's side), whole-match forfeits recorded as 330. The file written at the
 * end must be the fixture, byte for byte.
 */
function runEvent(full: TeamTournament, expected: readonly ExpectedRound[]): TeamTournament {
  let cur = truncateTeamTournament(full, 1);
  for (const e of expected) {
    const input = truncateTeamTournament(
      {
        ...full,
        players: full.players.map((p) => ({
          ...p,
          rounds: [
            ...(cur.players.find((c) => c.id === p.id)?.rounds ?? []).slice(0, e.round - 1),
            ...p.rounds.slice(e.round - 1),
          ],
        })),
      },
      e.round,
    );
    cur = { ...cur, players: input.players, byes: input.byes };
    const pairing = TEAM_SYSTEMS[cur.settings.system](cur, e.round);
    cur = applyTeamPairing(cur, pairing);
    for (const m of pairing.matches) {
      const results = e.results[`${m.white}-${m.black}`];
      Array.from(results).forEach((r, k) => {
        // a '-' against a '-' (double forfeit on a board) cannot be told from the results string: the file knows
        const opponent = full.players.find((p) => p.id === full.teams[m.black - 1].members[k])!.rounds[e.round - 1]!
          .result;
        cur = setBoardResult(cur, e.round, m.white, k + 1, r as ResultCode, r === '-' ? opponent : undefined);
      });
      if (/^[+-]+$/.test(results) && new Set(results).size === 1) {
        cur = {
          ...cur,
          matchForfeits: [
            ...cur.matchForfeits,
            { round: e.round, white: m.white, black: m.black, kind: results[0] === '+' ? '+-' : '-+' },
          ],
        };
      } else if (/^-+$/.test(results)) {
        cur = {
          ...cur,
          matchForfeits: [...cur.matchForfeits, { round: e.round, white: m.white, black: m.black, kind: '--' }],
        };
      }
    }
  }
  return cur;
}

describe('a team Swiss run round by round by the engine reproduces the fixture file', () => {
  it.each(listFixtures('team/swiss', '.trf'))('%s', (file) => {
    const text = readFixture('team/swiss', file);
    const full = readTeamTrf(text).tournament!;
    const expected = readFixtureJson<{ rounds: ExpectedRound[] }>(
      'team/swiss',
      file.replace('.trf', '.rounds.json'),
    ).rounds;
    const done = runEvent(full, expected);
    expect(writeTeamTrf(done).split('\n')).toEqual(text.split('\n'));
  });
});

interface RrTable {
  white?: number;
  black?: number;
  rest?: number;
  results?: string;
  kind?: string;
}

describe('a team round robin run round by round reproduces the fixture file', () => {
  it.each(listFixtures('team/roundrobin', '.trf'))('%s', (file) => {
    const text = readFixture('team/roundrobin', file);
    const full = readTeamTrf(text).tournament!;
    const schedule = readFixtureJson<{ schedule: { round: number; tables: RrTable[] }[] }>(
      'team/roundrobin',
      file.replace('.trf', '.json'),
    ).schedule;
    let cur = truncateTeamTournament(full, 1);
    for (const r of schedule) {
      const pairing = TEAM_SYSTEMS[cur.settings.system](cur, r.round);
      cur = applyTeamPairing(cur, pairing);
      for (const table of r.tables) {
        if (table.rest !== undefined) continue;
        Array.from(table.results!).forEach((ch, k) => {
          const opponent = full.players.find((p) => p.id === full.teams[table.black! - 1].members[k])!.rounds[
            r.round - 1
          ]!.result;
          cur = setBoardResult(cur, r.round, table.white!, k + 1, ch as ResultCode, ch === '-' ? opponent : undefined);
        });
        if (table.kind === 'F+' || table.kind === 'F-') {
          cur = {
            ...cur,
            matchForfeits: [
              ...cur.matchForfeits,
              { round: r.round, white: table.white!, black: table.black!, kind: table.kind === 'F+' ? '+-' : '-+' },
            ],
          };
        }
      }
    }
    expect(writeTeamTrf(cur).split('\n')).toEqual(text.split('\n'));
  });
});
