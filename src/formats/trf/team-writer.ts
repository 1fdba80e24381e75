import { pointsFor, roundScore, type Player } from '../../engine/model';
import type { TeamTournament } from '../../engine/team/model';
import { teamStandings } from '../../engine/tiebreaks/team/standings';
import { formatPlayerRecord } from './player-record';
import { fitRight, padLeft, padToColumn } from './records';
import { write162 } from './scoring-records';
import { encodeTeamSystemCode } from './team-records';

/**
 * Write a TRF-2026 team file (team.md §8): the header (the source's lines in their order, the modelled records
 * regenerated in place), the 001 players, 310 teams (MP, GP and rank informative, by the tie-break list), 320,
 * 330, 240 and 300. Records 801/802 (informative cross-tables) are not written.
 */
export function writeTeamTrf(t: TeamTournament): string {
  const s = t.settings;
  const regenerated: Record<string, string | null> = {
    '012': `012 ${t.name}`,
    '042': t.startDate ? `042 ${t.startDate}` : null,
    '062': `062 ${t.players.length}`,
    '082': `082 ${t.teams.length}`,
    '142': s.totalRounds !== null ? `142 ${s.totalRounds}` : null,
    '152': s.initialColour ? `152 ${s.initialColour.toUpperCase()}` : null,
    '162': write162(s.gameScoring) ?? '162  W 1.0    D 0.5    L 0.0',
    '192': `192 ${s.typeCode || encodeTeamSystemCode(s)}`,
    '202': t.tiebreaks.length > 0 ? `202 ${t.tiebreaks.join(',')}` : null,
    '212': null,
    '352': `352 ${s.boardPattern.map((c) => c.toUpperCase()).join('')}`,
    '362': `362 TW ${s.matchPoints.win.toFixed(1)}   TD ${s.matchPoints.draw.toFixed(1)}   TL ${s.matchPoints.loss.toFixed(1)}`,
  };
  const lines: string[] = [];
  const done = new Set<string>();
  for (const raw of t.headerLines ?? []) {
    const code = raw.slice(0, 3);
    if (code in regenerated) {
      if (done.has(code)) continue;
      done.add(code);
      const line = regenerated[code];
      if (line !== null) lines.push(line);
    } else {
      lines.push(raw);
    }
  }
  for (const [code, line] of Object.entries(regenerated)) if (!done.has(code) && line !== null) lines.push(line);
  const head = lines.filter((l) => /^(0[0-9]2|1[0-3]2)/.test(l));
  const rest = lines.filter((l) => !/^(0[0-9]2|1[0-3]2)/.test(l));
  const order = (l: string): number => Number(l.slice(0, 3));
  const header = [...head.sort((a, b) => order(a) - order(b)), ...rest];

  const body: string[] = [];
  for (const p of t.players) body.push(formatPlayerRecord(p, playerPoints(p, t)));
  const standings = teamStandings(t);
  // the 310 rank is the final rank: written once the last round has results
  const recorded = Math.max(0, ...t.players.map((p) => p.rounds.filter((e) => !!e).length));
  const started = s.totalRounds !== null && recorded >= s.totalRounds;
  const byTpn = new Map(standings.rows.map((r) => [r.tpn, r]));
  for (const team of t.teams) {
    const row = byTpn.get(team.tpn);
    let line =
      '310 ' +
      padLeft(String(team.tpn), 3) +
      ' ' +
      fitRight(team.name, 32) +
      ' ' +
      fitRight(team.shortName, 5) +
      ' ' +
      padLeft(team.strength !== undefined ? String(Math.round(team.strength)) : '', 6) +
      ' ' +
      padLeft((row?.mp ?? 0).toFixed(1), 6) +
      ' ' +
      padLeft((row?.gp ?? 0).toFixed(1), 6) +
      ' ' +
      padLeft(row && started ? String(row.rank) : '', 3);
    team.members.forEach((id, k) => {
      line = padToColumn(line, 74 + 5 * k) + padLeft(String(id), 4);
    });
    body.push(line.trimEnd());
  }
  {
    const pab = `320 ${padLeft(s.pab.mp.toFixed(1), 4).replace(/ /g, '0')} ${padLeft(s.pab.gp.toFixed(1), 4).replace(/ /g, '0')}`;
    // teams per round only when some round had a PAB (as the fixtures and the TEC sample write it)
    body.push(t.pabTeams.some((x) => x !== 0) ? [pab, ...t.pabTeams.map((x) => pad3(x))].join(' ') : pab);
  }
  for (const f of t.matchForfeits) {
    body.push(`330 ${f.kind} ${pad3(f.round)} ${pad3(f.white)} ${pad3(f.black)}`);
  }
  // one 240 line per bye type and round, teams at 11-14, 16-19 ...
  const byeLines = new Map<string, number[]>();
  for (const b of t.byes) {
    const key = `${b.kind} ${pad3(b.round)}`;
    byeLines.set(key, [...(byeLines.get(key) ?? []), b.team]);
  }
  for (const [key, teams] of byeLines) body.push(`240 ${key} ${teams.map((x) => ` ${pad3(x)}`).join(' ')}`);
  for (const l of t.lineUps) {
    body.push(
      `300 ${pad3(l.round)} ${pad3(l.team)} ${pad3(l.opponent)} ${l.players.map((id) => padLeft(String(id), 4).replace(/^ +0$/, '0000')).join(' ')}`,
    );
  }
  return [...header, ...body].join('\n') + '\n';
}

function pad3(n: number): string {
  return padLeft(String(n), 3).replace(/ /g, '0');
}

function playerPoints(p: Player, t: TeamTournament): number {
  return roundScore(p.rounds.reduce((a, e) => a + (e ? pointsFor(e.result, t.settings.gameScoring) : 0), 0));
}
