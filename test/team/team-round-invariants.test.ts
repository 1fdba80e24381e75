import { TEAM_SYSTEMS } from '../../src/engine/systems';
import {
  appliedTeamRoundProblems,
  TeamRoundInvariantError,
  teamRoundProblems,
  withTeamRoundInvariants,
} from '../../src/engine/systems/team-round-invariants';
import type { TeamRoundPairing } from '../../src/engine/systems/team-swiss';
import { applyTeamPairing } from '../../src/engine/team/apply-pairing';
import type { TeamTournament } from '../../src/engine/team/model';
import { truncateTeamTournament } from '../../src/engine/team/truncate';
import { readTeamTrf } from '../../src/formats/trf/team-records';
import { newTeamEvent, pairNextTeamRound } from '../../src/workbook/commands/team-event';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { runCli } from '../support/cli';
import { fixturePath, readFixture } from '../support/shared';

// The team-round guard (assertTeamRoundInvariants): every team round the engine pairs is checked before it is
// written; a round the team rules forbid is an engine bug, refused with a clear message (docs/spec/rules/team.md).

const load = (set: string, file: string): TeamTournament => readTeamTrf(readFixture(set, file)).tournament!;
const SWISS = 'team-swiss-t02-n7-b4-r5.trf'; // 7 teams: a PAB every round
const input = (t: TeamTournament, round: number) => truncateTeamTournament(t, round);
const pair = (t: TeamTournament, round: number) => TEAM_SYSTEMS[t.settings.system](input(t, round), round);
const withMatches = (
  p: TeamRoundPairing,
  matches: { white: number; black: number }[],
  pab = p.pab,
): TeamRoundPairing => ({
  ...p,
  matches: matches.map((m) => ({ ...m, colourRule: 'test', explanation: '' })),
  pab,
});

/** The pairing with teams x and y exchanged wherever they stand (a match or the PAB). */
function swap(p: TeamRoundPairing, x: number, y: number): TeamRoundPairing {
  const other = (tpn: number) => (tpn === x ? y : tpn === y ? x : tpn);
  return withMatches(
    p,
    p.matches.map((m) => ({ white: other(m.white), black: other(m.black) })),
    p.pab === null ? null : other(p.pab),
  );
}

/** Where a team stands in a pairing: its opponent, or 0 for the PAB. */
const opponentIn = (p: TeamRoundPairing, tpn: number) => {
  const m = p.matches.find((x) => x.white === tpn || x.black === tpn);
  return m ? (m.white === tpn ? m.black : m.white) : 0;
};

describe('the team-round guard', () => {
  test('each team once: a team in two matches, or left out, is refused', () => {
    const t = load('team/swiss', SWISS);
    const p = pair(t, 2);
    const [m1, m2, ...rest] = p.matches;
    const twice = withMatches(p, [m1!, { white: m1!.white, black: m2!.black }, ...rest]);
    expect(teamRoundProblems(input(t, 2), 2, twice)).toEqual(
      expect.arrayContaining([`team ${m1!.white} is placed twice`]),
    );
    const dropped = withMatches(p, rest);
    const out = [m1!.white, m1!.black, m2!.white, m2!.black].sort((a, b) => a - b);
    expect(teamRoundProblems(input(t, 2), 2, dropped)).toContain(`teams ${out.join(', ')} left out of the round`);
  });

  test('team Swiss [C1]: two teams that played each other are not paired again', () => {
    const t = load('team/swiss', SWISS);
    const m = pair(t, 1).matches[0]!;
    const p = pair(t, 2);
    // m.white's round-2 opponent and m.black change places: m.white meets m.black again
    const again = swap(p, opponentIn(p, m.white), m.black);
    expect(teamRoundProblems(input(t, 2), 2, again)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^match \\d+: teams (${m.white} and ${m.black}|${m.black} and ${m.white}) have already ` +
              'played each other \\(C.04.6 \\[C1\\]\\)$',
          ),
        ),
      ]),
    );
  });

  test('[C1] counts played matches only (reading R3): after a double forfeit the two teams may meet', () => {
    const t = load('team/examples', 'ex04-double-forfeit-may-meet-again.trf');
    const p = pair(t, 2);
    expect(p.matches.some((m) => [m.white, m.black].sort().join('-') === '1-2')).toBe(true);
    expect(teamRoundProblems(input(t, 2), 2, p)).toEqual([]);
  });

  test('team Swiss [C2]: the PAB goes to no team that had one; a team to pair is not left out', () => {
    const t = load('team/swiss', SWISS);
    const first = pair(t, 1).pab!;
    const r = [2, 3, 4, 5].find((x) => pair(t, x).pab !== null && opponentIn(pair(t, x), first) !== 0)!;
    const p = pair(t, r);
    expect(teamRoundProblems(input(t, r), r, swap(p, first, p.pab!))).toContain(
      `the pairing-allocated bye goes to team ${first}, which may not receive it (C.04.6 [C2])`,
    );
    const rest = { ...p, absent: [...p.absent, p.pab!], pab: null };
    expect(teamRoundProblems(input(t, r), r, rest)).toEqual(expect.arrayContaining([`team ${p.pab} is left unpaired`]));
  });

  test('round robin: no PAB, no rematch in a single round robin', () => {
    const t = load('team/roundrobin', 'team-rr-rr06-n6-b4.trf');
    const m = pair(t, 1).matches[0]!;
    const again = swap(pair(t, 2), opponentIn(pair(t, 2), m.white), m.black);
    expect(teamRoundProblems(input(t, 2), 2, again)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^match \d+: teams \d+ and \d+ have already met once$/)]),
    );
    const withPab = { ...pair(t, 1), pab: m.white, absent: [m.black], matches: pair(t, 1).matches.slice(1) };
    expect(teamRoundProblems(input(t, 1), 1, withPab)).toContain(
      `a round robin gives no pairing-allocated bye (team ${m.white})`,
    );
  });

  test('board colours: the round as written must follow the 352 pattern, board k against board k', () => {
    const t = load('team/swiss', SWISS);
    const p = pair(t, 1);
    const applied = applyTeamPairing(input(t, 1), p);
    expect(appliedTeamRoundProblems(applied, 1, p)).toEqual([]);
    // one board written with the colours the wrong way round
    const m = p.matches[0]!;
    const [w, b] = [t.teams[m.white - 1]!.members[1]!, t.teams[m.black - 1]!.members[1]!];
    const flipped: TeamTournament = {
      ...applied,
      players: applied.players.map((x) =>
        x.id === w || x.id === b
          ? {
              ...x,
              rounds: x.rounds.map((e, i) => (i === 0 && e ? { ...e, colour: e.colour === 'w' ? 'b' : 'w' } : e)),
            }
          : x,
      ),
    };
    expect(appliedTeamRoundProblems(flipped, 1, p)).toEqual([
      `match 1, board 2: team ${m.white} has White on board 1, so its player has Black here (pattern WBWB)`,
    ]);
  });

  test('an engine bug reaches no sheet: the workbook refuses the round with the message and writes nothing', async () => {
    const full = load('team/swiss', SWISS);
    const book = new MemoryWorkbook();
    await newTeamEvent(book, { language: 'en' });
    await book.writeValues('Team Settings', 'A1', [
      ['Event', 'Club league'],
      ['System', 'Team Swiss'],
      ['Rounds', 5],
      ['Boards', 4],
      ['Board colours', 'WBWB'],
      ['Match points (win/draw/loss)', '2/1/0'],
      ['Primary score', 'MP'],
      ['Secondary score for colours', 'yes'],
      ['Colour preferences', 'A'],
      ['Initial colour', 'W'],
      ['PAB (MP/GP)', '1/2'],
    ]);
    const rows = full.teams.flatMap((team) =>
      team.members.map((id, k) => {
        const p = full.players.find((x) => x.id === id)!;
        return [
          k === 0 ? team.tpn : null,
          k === 0 ? team.name : null,
          k === 0 ? team.shortName : null,
          null,
          null,
          k + 1,
          p.name,
          p.rating,
          null,
        ];
      }),
    );
    await book.writeValues('Teams', 'A2', rows);
    const sheets = await book.listSheets();
    const honest = TEAM_SYSTEMS['team-swiss'];
    // a broken engine: the PAB team also plays the first match
    TEAM_SYSTEMS['team-swiss'] = withTeamRoundInvariants((t, round) => {
      const p = honest(t, round);
      return { ...p, matches: [{ ...p.matches[0]!, black: p.pab! }, ...p.matches.slice(1)] };
    });
    try {
      const attempt = pairNextTeamRound(book);
      await expect(attempt).rejects.toThrow(TeamRoundInvariantError);
      await expect(pairNextTeamRound(book)).rejects.toThrow(
        /^Internal error: the pairing engine produced an invalid team pairing for round 1 \(.*team \d+ is placed twice.*\)\. Nothing was written\./,
      );
    } finally {
      TEAM_SYSTEMS['team-swiss'] = honest;
    }
    expect(await book.listSheets()).toEqual(sheets);
    await expect(pairNextTeamRound(book)).resolves.toMatchObject({ round: 1 });
  });

  test('the command line reports a refused team round as an internal error (exit 2), one line, no stack', async () => {
    const honest = TEAM_SYSTEMS['team-swiss'];
    TEAM_SYSTEMS['team-swiss'] = withTeamRoundInvariants((t, round) => {
      const p = honest(t, round);
      return { ...p, pab: p.matches[0]!.white };
    });
    try {
      const run = await runCli('pair-trf', fixturePath('team/swiss', SWISS), '--round', '2');
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        /^arbiter: internal error in "pair-trf[^"]*" on .*: Internal error: the pairing engine produced an invalid team pairing for round 2 \(team \d+ is placed twice\)/,
      );
      expect(run.stderr).toContain('so that the bug can be fixed. This is a bug in Arbiter Sheet');
      expect(run.stderr).not.toContain('    at ');
    } finally {
      TEAM_SYSTEMS['team-swiss'] = honest;
    }
  });
});
