import { STANDARD_SCORING, type Colour } from '../../engine/model';
import { TEAM_SYSTEMS } from '../../engine/systems';
import { TeamPairingImpossibleError } from '../../engine/systems/team-swiss/pair-team-swiss';
import { applyTeamPairing } from '../../engine/team/apply-pairing';
import type { TeamSettings, TeamTournament } from '../../engine/team/model';
import { lineUpOf, teamRounds } from '../../engine/team/team-rounds';
import { defaultTeamTiebreaks, isTeamTiebreakCode, teamStandings } from '../../engine/tiebreaks/team/standings';
import { readTeamTrf } from '../../formats/trf/team-records';
import { writeTeamTrf } from '../../formats/trf/team-writer';
import { address, type SheetValues } from '../cells';
import { means, say, SHEETS, type Language } from '../labels';
import { readLog, renderLog } from '../log-sheet';
import type { WorkbookPort } from '../port';
import { error, hasErrors, WorkbookProblems, type Problem } from '../problems';
import { TEAM_HEADERS, TEAM_SETTING_KEYS, TEAM_SHEETS } from '../team-labels';
import {
  applyReadRounds,
  boardResultText,
  isTeamSheetName,
  readTeamRoundSheet,
  readTeamSettings,
  readTeamsSheet,
  roundOfSheet,
  roundSheetName,
  teamRoundSheet,
  teamSettingsSheet,
  teamsSheet,
  teamsHeader,
  type ReadRound,
  type TeamRoundView,
} from '../team-sheets';

/**
 * Team events in the workbook (team.md): the same commands as individual events - new, pair the next round,
 * update the reports, export and import TRF-2026 - on the Team Settings, Teams and "Team round N" sheets.
 */

export interface TeamWorkbookState {
  readonly t: TeamTournament;
  readonly language: Language;
  readonly settingsSheet: string;
  readonly rounds: number;
}

export async function newTeamEvent(
  port: WorkbookPort,
  options: { language?: Language; name?: string; settings?: Partial<TeamSettings>; tiebreaks?: string[] } = {},
): Promise<void> {
  const lang = options.language ?? 'en';
  const base: TeamSettings = {
    system: 'team-swiss',
    boards: 4,
    boardPattern: ['w', 'b', 'w', 'b'],
    matchPoints: { win: 2, draw: 1, loss: 0 },
    gameScoring: { ...STANDARD_SCORING },
    pab: { mp: 1, gp: 2 },
    primary: 'MP',
    secondaryForColour: true,
    colourType: 'A',
    initialColour: null,
    totalRounds: 7,
    typeCode: '',
    ...options.settings,
  };
  const settingsName = say(TEAM_SHEETS.settings, lang);
  const teamsName = say(TEAM_SHEETS.teams, lang);
  await port.ensureSheet(settingsName);
  await port.writeValues(
    settingsName,
    'A1',
    teamSettingsSheet({ settings: base, name: options.name ?? '', tiebreaks: options.tiebreaks ?? [] }, lang),
  );
  await port.setColumnWidths(settingsName, [34, 40]);
  await port.ensureSheet(teamsName);
  await port.writeValues(teamsName, 'A1', [teamsHeader(lang)]);
  await port.formatRange(teamsName, 'A1:J1', { bold: true });
  await port.setColumnWidths(teamsName, [6, 28, 10, 18, 20, 7, 30, 8, 12, 16]);
  await port.setView(teamsName, { frozenRows: 1, rightToLeft: lang === 'fa' });
  await port.flush();
}

async function findSheet(port: WorkbookPort, key: keyof typeof TEAM_SHEETS): Promise<string | null> {
  return (await port.listSheets()).find((n) => isTeamSheetName(n, key)) ?? null;
}

/** Rebuild the tournament from the sheets; every problem is reported with its sheet and cell. */
export async function readTeamWorkbook(port: WorkbookPort): Promise<TeamWorkbookState> {
  const problems: Problem[] = [];
  const settingsSheet = await findSheet(port, 'settings');
  const teamsSheetName = await findSheet(port, 'teams');
  if (!settingsSheet || !teamsSheetName)
    throw new WorkbookProblems([
      error(
        undefined,
        undefined,
        'this workbook has no Team Settings and Teams sheets (create them with "new team event")',
      ),
    ]);
  const s = readTeamSettings(await port.readSheet(settingsSheet), settingsSheet, problems);
  const { teams, players, absences } = readTeamsSheet(await port.readSheet(teamsSheetName), teamsSheetName, problems);
  for (const team of teams) {
    if (team.members.length < s.settings.boards)
      problems.push(
        error(
          teamsSheetName,
          'A1',
          `team ${team.tpn} (${team.name}) has ${team.members.length} players for ${s.settings.boards} boards`,
        ),
      );
  }
  const sheets = (await port.listSheets())
    .map((n) => ({ n, r: roundOfSheet(n) }))
    .filter((x): x is { n: string; r: number } => x.r !== null)
    .sort((a, b) => a.r - b.r);
  const read: ReadRound[] = [];
  for (const { n, r } of sheets) read.push(readTeamRoundSheet(await port.readSheet(n), n, r, problems));
  if (hasErrors(problems)) throw new WorkbookProblems(problems);
  const base: TeamTournament = {
    name: s.name,
    startDate: s.startDate,
    settings: s.settings,
    teams,
    players,
    lineUps: [],
    pabTeams: [],
    matchForfeits: [],
    byes: [],
    tiebreaks: s.tiebreaks,
  };
  const sheetOf = (r: number): string => sheets.find((x) => x.r === r)?.n ?? roundSheetName(r, s.language);
  // a sheet with bye rows only is the arbiter's input for the round still to pair (absent teams, requested byes)
  const paired = read.filter((r) => r.matches.length > 0 || r.pab !== null);
  let t = applyReadRounds(base, read, sheetOf, problems);
  if (hasErrors(problems)) throw new WorkbookProblems(problems);
  // players absent in the round still to pair: a zero-point bye entry, so the line-up skips them
  const next = paired.length + 1;
  t = {
    ...t,
    players: t.players.map((p) => {
      if (!(absences.get(p.id) ?? []).includes(next) || p.rounds[next - 1]) return p;
      const rounds = [...p.rounds];
      while (rounds.length < next - 1) rounds.push(null);
      rounds[next - 1] = { opponent: 0, colour: null, result: 'Z' };
      return { ...p, rounds };
    }),
  };
  return { t, language: s.language, settingsSheet, rounds: paired.length };
}

/** The view of round r for its sheet: matches in the given order (else by the White team's TPN), then byes. */
export function teamRoundView(
  t: TeamTournament,
  round: number,
  order?: readonly { white: number; black: number }[],
): TeamRoundView {
  const rounds = teamRounds(t, round).map((list) => list[round - 1]);
  const pairs =
    order ??
    rounds
      .filter((r) => r.opponent !== 0 && r.colour === 'w')
      .map((r, i) => ({ white: rounds.indexOf(r) + 1, black: r.opponent, i }));
  const entry = (id: number) => t.players.find((p) => p.id === id)?.rounds[round - 1];
  const matches = pairs.map(({ white, black }) => {
    const home = lineUpOf(t, white, round);
    const away = lineUpOf(t, black, round);
    const pending = home.some((id) => entry(id)?.result === '*');
    const w = rounds[white - 1];
    const b = rounds[black - 1];
    return {
      white,
      black,
      gp: pending ? ([null, null] as const) : ([w.gp, b.gp] as const),
      mp: pending ? ([null, null] as const) : ([w.mp, b.mp] as const),
      boards: home.map((id, k) => ({
        home: id,
        away: away[k] ?? 0,
        colour: (entry(id)?.colour ?? t.settings.boardPattern[k]) as Colour,
        result: boardResultText(entry(id)?.result, entry(away[k] ?? 0)?.result),
      })),
    };
  });
  // a team with no match in a round robin rests (team.md §3.1); in a Swiss a zero-point bye is an absence
  const rest = t.settings.system !== 'team-swiss';
  const byes = rounds.flatMap((r, i) =>
    r.kind === 'pab' || r.kind === 'hpb' || r.kind === 'zpb' || r.kind === 'fpb'
      ? [{ kind: r.kind === 'zpb' && rest ? ('rest' as const) : r.kind, team: i + 1, mp: r.mp, gp: r.gp }]
      : [],
  );
  return { matches, byes };
}

async function writeRoundSheet(
  port: WorkbookPort,
  t: TeamTournament,
  round: number,
  lang: Language,
  view: TeamRoundView,
): Promise<string> {
  const name = roundSheetName(round, lang);
  await port.ensureSheet(name);
  await port.clearSheet(name);
  const values = teamRoundSheet(t, round, lang, view);
  await port.writeValues(name, 'A1', values);
  await port.formatRange(name, 'A2:H2', { bold: true });
  await port.formatRange(name, `F3:F${Math.max(3, values.length)}`, { numberFormat: '@' });
  await port.setColumnWidths(name, [7, 6, 30, 7, 30, 9, 9, 9]);
  await port.setView(name, { frozenRows: 2, rightToLeft: lang === 'fa' });
  return name;
}

export interface TeamPairOutcome {
  readonly round: number;
  readonly sheet: string;
  readonly matches: readonly { white: number; black: number }[];
  readonly pab: number | null;
  readonly log: readonly string[];
}

/** Pair the next round: every board of the rounds before must have a result (team.md §8.8). */
export async function pairNextTeamRound(
  port: WorkbookPort,
  options: { random?: () => number } = {},
): Promise<TeamPairOutcome> {
  const state = await readTeamWorkbook(port);
  let t = state.t;
  const round = state.rounds + 1;
  const problems: Problem[] = [];
  if (t.settings.totalRounds !== null && round > t.settings.totalRounds)
    throw new WorkbookProblems([error(state.settingsSheet, 'B3', `all ${t.settings.totalRounds} rounds are paired`)]);
  if (t.teams.length < 2)
    throw new WorkbookProblems([
      error(say(TEAM_SHEETS.teams, state.language), 'A2', 'a team event needs at least two teams'),
    ]);
  for (let r = 1; r < round; r++) {
    const view = teamRoundView(t, r);
    view.matches.forEach((m, i) =>
      m.boards.forEach((b, k) => {
        if (b.result === '' && b.home !== 0 && b.away !== 0)
          problems.push(
            error(
              roundSheetName(r, state.language),
              address(2 + i * (m.boards.length + 1) + 1 + k, 5),
              `round ${r}: board ${k + 1} of ${m.white}-${m.black} has no result yet`,
            ),
          );
      }),
    );
  }
  if (hasErrors(problems))
    throw new WorkbookProblems(
      problems,
      `enter the missing results before pairing round ${round}:\n${problems.map((p) => `${p.sheet}!${p.cell}: ${p.message}`).join('\n')}`,
    );
  const drawn = t.settings.initialColour === null;
  if (drawn) {
    // C.04.6 4.1: the initial colour is drawn by lot before round 1; written to Settings so it stays
    const colour: Colour = (options.random ?? Math.random)() < 0.5 ? 'w' : 'b';
    t = { ...t, settings: { ...t.settings, initialColour: colour } };
  }
  let pairing;
  try {
    pairing = TEAM_SYSTEMS[t.settings.system](t, round);
  } catch (err) {
    // nothing written yet: the workbook stays as it was
    if (err instanceof TeamPairingImpossibleError)
      throw new WorkbookProblems([error(undefined, undefined, err.message)]);
    throw err;
  }
  if (drawn)
    await port.writeValues(
      state.settingsSheet,
      'A1',
      teamSettingsSheet(
        { settings: t.settings, name: t.name, startDate: t.startDate, tiebreaks: t.tiebreaks },
        state.language,
      ),
    );
  const paired = applyTeamPairing(t, pairing);
  const sheet = await writeRoundSheet(
    port,
    paired,
    round,
    state.language,
    teamRoundView(paired, round, pairing.matches),
  );
  // the Log sheet: why each match was made (C.04.6 articles), as for individual pairings
  const logName = (await port.listSheets()).find((n) => means(SHEETS.log, n)) ?? say(SHEETS.log, state.language);
  const kept = readLog(await port.readSheet(logName)).filter((l) => l.round !== round);
  await port.ensureSheet(logName);
  await port.clearSheet(logName);
  await port.writeValues(
    logName,
    'A1',
    renderLog(
      [...kept, ...pairing.log.map((text) => ({ round, text }))].sort((a, b) => a.round - b.round),
      state.language,
    ),
  );
  await port.setColumnWidths(logName, [7, 120]);
  await port.flush();
  return {
    round,
    sheet,
    matches: pairing.matches.map((m) => ({ white: m.white, black: m.black })),
    pab: pairing.pab,
    log: pairing.log,
  };
}

/** Team standings, team crosstable and per-board results (board prizes). */
export async function updateTeamReports(
  port: WorkbookPort,
): Promise<{ standings: ReturnType<typeof teamStandings>; sheets: string[] }> {
  const { t, language: lang, settingsSheet } = await readTeamWorkbook(port);
  const list = t.tiebreaks.length > 0 ? t.tiebreaks : defaultTeamTiebreaks(t);
  const unknown = list.filter((code) => !isTeamTiebreakCode(code));
  if (unknown.length > 0) {
    const row = (await port.readSheet(settingsSheet)).findIndex((r) =>
      means(TEAM_SETTING_KEYS.tiebreaks, String(r[0] ?? '')),
    );
    throw new WorkbookProblems([
      error(
        settingsSheet,
        address(Math.max(0, row), 1),
        `unknown team tie-break ${unknown.map((c) => `"${c}"`).join(', ')} (known: MPvGP, EDE, EDEBT, EDEBB, EDET, EDEB, EMMSB, EMGSB, EGMSB, EGGSB, BH:MP, BH:GP, SSSC, BC, TOPBOARD, MP, GP, with /C1 and /P)`,
      ),
    ]);
  }
  const standings = teamStandings(t, list);
  const numeric = list.filter((c) => Object.prototype.hasOwnProperty.call(standings.rows[0]?.values ?? {}, c));
  const h = TEAM_HEADERS;
  const standingsValues: SheetValues = [
    [say(h.rank, lang), say(h.tpn, lang), say(h.team, lang), say(h.mp, lang), say(h.gp, lang), ...numeric],
  ];
  for (const row of standings.rows)
    standingsValues.push([
      row.rank,
      row.tpn,
      t.teams[row.tpn - 1].name,
      row.mp,
      row.gp,
      ...numeric.map((c) => row.values[c]),
    ]);
  const rounds = teamRounds(t);
  const roundCount = Math.max(0, ...rounds.map((l) => l.filter((r) => r.kind !== 'none').length));
  const cross: SheetValues = [
    [
      say(h.tpn, lang),
      say(h.team, lang),
      ...Array.from({ length: roundCount }, (_, i) => `${say(h.round, lang)}${i + 1}`),
      say(h.mp, lang),
      say(h.gp, lang),
    ],
  ];
  t.teams.forEach((team, i) => {
    cross.push([
      team.tpn,
      team.name,
      ...rounds[i]
        .slice(0, roundCount)
        .map((r) =>
          r.opponent !== 0
            ? `${r.opponent}${r.colour ?? ''} ${r.gp}${r.kind === 'played' ? '' : ' f'}`
            : r.kind === 'none'
              ? ''
              : `${r.kind.toUpperCase()} ${r.gp}`,
        ),
      standings.rows.find((x) => x.tpn === team.tpn)!.mp,
      standings.rows.find((x) => x.tpn === team.tpn)!.gp,
    ]);
  });
  // per-board results: points and percentage of each player on each board over the games played there
  const boards: SheetValues = [
    [
      say(h.board, lang),
      say(h.player, lang),
      say(h.team, lang),
      say(h.games, lang),
      say(h.points, lang),
      say(h.percent, lang),
    ],
  ];
  for (let k = 0; k < t.settings.boards; k++) {
    const byPlayer = new Map<number, { team: number; games: number; points: number }>();
    rounds.forEach((list, i) =>
      list.forEach((r) => {
        if (r.kind !== 'played') return;
        const id = r.lineUp[k] ?? 0;
        const e = t.players.find((p) => p.id === id)?.rounds[r.round - 1];
        if (!id || !e || e.opponent === 0 || e.result === '*') return;
        const cur = byPlayer.get(id) ?? { team: i + 1, games: 0, points: 0 };
        byPlayer.set(id, { team: cur.team, games: cur.games + 1, points: cur.points + r.boardPoints[k] });
      }),
    );
    const rows = [...byPlayer.entries()].sort(
      (a, b) => b[1].points / b[1].games - a[1].points / a[1].games || b[1].points - a[1].points || a[0] - b[0],
    );
    for (const [id, v] of rows)
      boards.push([
        k + 1,
        t.players.find((p) => p.id === id)?.name ?? String(id),
        t.teams[v.team - 1].name,
        v.games,
        v.points,
        Math.round((1000 * v.points) / v.games) / 10,
      ]);
  }
  const out: [keyof typeof TEAM_SHEETS, SheetValues][] = [
    ['standings', standingsValues],
    ['crosstable', cross],
    ['boards', boards],
  ];
  const names: string[] = [];
  for (const [key, values] of out) {
    const name = say(TEAM_SHEETS[key], lang);
    await port.ensureSheet(name);
    await port.clearSheet(name);
    await port.writeValues(name, 'A1', values);
    await port.formatRange(name, `A1:${address(0, values[0].length - 1)}`, { bold: true });
    await port.setView(name, { frozenRows: 1, rightToLeft: lang === 'fa' });
    names.push(name);
  }
  await port.flush();
  return { standings, sheets: names };
}

export async function exportTeamTrf(port: WorkbookPort): Promise<string> {
  const { t } = await readTeamWorkbook(port);
  return writeTeamTrf(t);
}

/** Build the team sheets from a TRF-2026 team file (results included). Bad input: nothing written. */
export async function importTeamTrf(
  port: WorkbookPort,
  text: string,
  lang: Language = 'en',
): Promise<{ teams: number; rounds: number }> {
  const { tournament, problems } = readTeamTrf(text);
  const errors = problems.filter((p) => p.severity === 'error');
  if (!tournament || errors.length > 0) {
    throw new WorkbookProblems(
      errors.map((p) => ({ level: 'error' as const, message: p.message, line: p.line, column: p.column })),
    );
  }
  // player ids must be the Teams sheet's row order: rosters in TPN order, board order
  const order = tournament.teams.flatMap((x) => x.members);
  const renumbered = order.every((id, i) => id === i + 1) && order.length === tournament.players.length;
  if (!renumbered) {
    throw new WorkbookProblems([
      error(
        undefined,
        undefined,
        'the file numbers its players otherwise than team by team in board order; import needs 001 ids (T-1)*roster+board',
      ),
    ]);
  }
  await newTeamEvent(port, {
    language: lang,
    name: tournament.name,
    settings: tournament.settings,
    tiebreaks: [...tournament.tiebreaks],
  });
  const settingsName = say(TEAM_SHEETS.settings, lang);
  await port.writeValues(
    settingsName,
    'A1',
    teamSettingsSheet(
      {
        settings: tournament.settings,
        name: tournament.name,
        startDate: tournament.startDate,
        tiebreaks: tournament.tiebreaks,
      },
      lang,
    ),
  );
  await port.writeValues(say(TEAM_SHEETS.teams, lang), 'A1', teamsSheet(tournament.teams, tournament.players, lang));
  const rounds = Math.max(0, ...teamRounds(tournament).map((l) => l.filter((r) => r.kind !== 'none').length));
  for (let r = 1; r <= rounds; r++) await writeRoundSheet(port, tournament, r, lang, teamRoundView(tournament, r));
  await port.flush();
  return { teams: tournament.teams.length, rounds };
}
