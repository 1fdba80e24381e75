import * as fs from 'fs';
import type { Command } from 'commander';
import { TEAM_SYSTEMS } from '../../engine/systems';
import { TeamRoundInvariantError } from '../../engine/systems/team-round-invariants';
import { TeamPairingImpossibleError, type TeamRoundPairing } from '../../engine/systems/team-swiss/pair-team-swiss';
import { applyTeamPairing } from '../../engine/team/apply-pairing';
import type { TeamSystemId, TeamTournament } from '../../engine/team/model';
import { teamRounds } from '../../engine/team/team-rounds';
import { truncateTeamTournament } from '../../engine/team/truncate';
import { parseTeamTiebreak } from '../../engine/tiebreaks/team/values';
import { isTeamTiebreakCode, teamStandings } from '../../engine/tiebreaks/team/standings';
import { decodeTrfBytes, formatProblem } from '../../formats/trf';
import { isTeamTrf, readTeamTrf } from '../../formats/trf/team-records';
import { writeTeamTrf } from '../../formats/trf/team-writer';
import { EXIT, UserError, setExitCode } from '../exit';

/**
 * Team files on the command line (team.md §8): `pair-trf`, `check-trf` and `standings-trf` hand a TRF-2026 team
 * file (a 310/013 record or a FIDE_TEAM 192 code), or any file with `--system team`, to these functions.
 */

export const TEAM_SYSTEM_NAMES = ['team', 'team-swiss', 'team-round-robin', 'team-double-round-robin'] as const;

function readText(file: string): string {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UserError(`${file}: no such file`);
    throw new UserError(`${file}: cannot read the file (${code ?? (err as Error).message})`);
  }
  return decodeTrfBytes(bytes).text;
}

/** True when the command should treat `file` as a team file: asked for, or recognisable from its records. */
export function isTeamInput(file: string, system: string | undefined): boolean {
  if (system !== undefined) return (TEAM_SYSTEM_NAMES as readonly string[]).includes(system);
  try {
    return isTeamTrf(readText(file));
  } catch {
    return false;
  }
}

export function loadTeamFile(file: string, system?: string): TeamTournament {
  const { tournament, problems } = readTeamTrf(readText(file));
  const errors = problems.filter((p) => p.severity === 'error');
  if (!tournament || errors.length > 0) {
    throw new UserError(
      `${file} cannot be used:\n${(errors.length > 0 ? errors : problems).map((p) => formatProblem(file, p)).join('\n')}`,
    );
  }
  if (system === undefined || system === 'team') return tournament;
  return { ...tournament, settings: { ...tournament.settings, system: system as TeamSystemId } };
}

/** Rounds with at least one match or PAB recorded. */
function pairedRounds(t: TeamTournament): number {
  const rounds = teamRounds(t);
  let n = 0;
  for (const list of rounds)
    list.forEach((r, i) => {
      if (r.opponent !== 0 || r.kind === 'pab') n = Math.max(n, i + 1);
    });
  return n;
}

function formatTeamPairing(p: TeamRoundPairing): string {
  const lines = p.matches.map((m) => `${m.white} ${m.black}`);
  if (p.pab !== null) lines.push(`${p.pab} 0`);
  return [String(lines.length), ...lines].join('\n') + '\n';
}

function pair(t: TeamTournament, round: number): TeamRoundPairing {
  return TEAM_SYSTEMS[t.settings.system](truncateTeamTournament(t, round), round);
}

export function teamPairTrf(
  file: string,
  opts: { system?: string; round?: string; explain?: boolean; out?: string },
  cmd: Command,
): void {
  const t = loadTeamFile(file, opts.system);
  const round = opts.round !== undefined ? Number(opts.round) : pairedRounds(t) + 1;
  if (!Number.isInteger(round) || round < 1)
    throw new UserError(`--round must be a round number (got '${opts.round}')`);
  if (t.settings.totalRounds !== null && round > t.settings.totalRounds)
    throw new UserError(`${file}: round ${round} is beyond the ${t.settings.totalRounds} rounds of record 142`);
  let p: TeamRoundPairing;
  try {
    p = pair(t, round);
  } catch (err) {
    if (err instanceof TeamPairingImpossibleError) {
      process.stderr.write(`arbiter: ${file}: ${err.message}\n`);
      setExitCode(cmd, EXIT.problems);
      return;
    }
    // the round guard's refusal is an engine bug: reported as one (exit 2), not as a problem of the file
    if (err instanceof TeamRoundInvariantError) throw err;
    throw new UserError(`${file}: round ${round}: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.stdout.write(formatTeamPairing(p));
  if (opts.explain) process.stdout.write(`\n${p.log.join('\n')}\n`);
  if (opts.out) {
    fs.writeFileSync(opts.out, writeTeamTrf(applyTeamPairing(truncateTeamTournament(t, round), p)));
    process.stderr.write(`wrote ${opts.out} (round ${round} paired, results pending)\n`);
  }
  setExitCode(cmd, EXIT.ok);
}

/** The recorded pairing of round r: "white-black" of every match (board-1 White first) and the PAB team. */
function recorded(t: TeamTournament, round: number): { pairs: string[]; pab: number | null } {
  let pab: number | null = null;
  const out: string[] = [];
  teamRounds(t, round).forEach((list, i) => {
    const r = list[round - 1];
    if (r.opponent !== 0 && r.colour === 'w') out.push(`${i + 1}-${r.opponent}`);
    if (r.kind === 'pab') pab = i + 1;
  });
  return { pairs: out.sort(), pab };
}

export function teamCheckTrf(files: string[], opts: { system?: string }, cmd: Command): void {
  let checked = 0;
  let identical = 0;
  for (const file of files) {
    const t = loadTeamFile(file, opts.system);
    const rounds = pairedRounds(t);
    let same = 0;
    const prefix = files.length > 1 ? `${file}: ` : '';
    for (let r = 1; r <= rounds; r++) {
      const want = recorded(t, r);
      let got: { pairs: string[]; pab: number | null };
      try {
        const p = pair(t, r);
        got = { pairs: p.matches.map((m) => `${m.white}-${m.black}`).sort(), pab: p.pab };
      } catch (err) {
        process.stdout.write(`${prefix}round ${r}: ${err instanceof Error ? err.message : String(err)}\n`);
        continue;
      }
      if (got.pab === want.pab && got.pairs.join(' ') === want.pairs.join(' ')) {
        same++;
        continue;
      }
      process.stdout.write(
        `${prefix}round ${r}: file ${want.pairs.join(' ')}${want.pab !== null ? ` PAB ${want.pab}` : ''}; engine ${got.pairs.join(' ')}${got.pab !== null ? ` PAB ${got.pab}` : ''}\n`,
      );
    }
    checked += rounds;
    identical += same;
    if (files.length > 1) process.stdout.write(`${file}: ${same}/${rounds} identical\n`);
  }
  process.stdout.write(`rounds: ${checked} checked, ${identical} identical (matches, board-1 colours, PAB)\n`);
  setExitCode(cmd, identical === checked ? EXIT.ok : EXIT.problems);
}

export function teamStandingsTrf(
  file: string,
  opts: { system?: string; tiebreaks?: string; json?: boolean },
  cmd: Command,
): void {
  const t = loadTeamFile(file, opts.system);
  const list = opts.tiebreaks
    ? opts.tiebreaks
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== '')
    : undefined;
  for (const code of list ?? t.tiebreaks) {
    if (!isTeamTiebreakCode(code))
      throw new UserError(
        `${file}: unknown team tie-break "${code}"${list ? '' : ' in record 202/212 (give the list with --tiebreaks)'}`,
      );
  }
  const s = list ? teamStandings(t, list) : teamStandings(t);
  const numeric = s.tiebreaks.filter((c) => Object.prototype.hasOwnProperty.call(s.rows[0]?.values ?? {}, c));
  if (opts.json) {
    const out: Record<string, Record<string, number>> = { MP: {}, GP: {} };
    for (const code of numeric) out[code] = {};
    out.rank = {};
    for (const row of s.rows) {
      out.MP[row.tpn] = row.mp;
      out.GP[row.tpn] = row.gp;
      for (const code of numeric) out[code][row.tpn] = row.values[code];
      out.rank[row.tpn] = row.rank;
    }
    process.stdout.write(JSON.stringify(out, null, 1) + '\n');
  } else {
    const header = ['Rk', 'TPN', 'Team', 'MP', 'GP', ...numeric];
    const body = s.rows.map((row) => [
      String(row.rank),
      String(row.tpn),
      t.teams[row.tpn - 1]?.name ?? '',
      fmt(row.mp),
      fmt(row.gp),
      ...numeric.map((code) =>
        parseTeamTiebreak(code).name === 'SSSC' ? row.values[code].toFixed(2) : fmt(row.values[code]),
      ),
    ]);
    const widths = header.map((h, col) => Math.max(h.length, ...body.map((r) => r[col].length)));
    const line = (cells: string[]): string =>
      cells
        .map((c, col) => (col === 2 ? c.padEnd(widths[col]) : c.padStart(widths[col])))
        .join('  ')
        .trimEnd();
    process.stdout.write([line(header), ...body.map(line)].join('\n') + `\n(order: ${s.tiebreaks.join(', ')})\n`);
  }
  setExitCode(cmd, EXIT.ok);
}

function fmt(x: number): string {
  return Number.isInteger(x) ? x.toFixed(1) : String(x);
}
