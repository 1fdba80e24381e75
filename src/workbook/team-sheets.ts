import { STANDARD_SCORING, roundScore, type Colour, type Player, type ResultCode } from '../engine/model';
import { applyTeamPairing, setBoardResult } from '../engine/team/apply-pairing';
import {
  DEFAULT_MATCH_POINTS,
  alternatingPattern,
  type MatchForfeit,
  type Team,
  type TeamBye,
  type TeamSettings,
  type TeamSystemId,
  type TeamTournament,
} from '../engine/team/model';
import { encodeTeamSystemCode } from '../formats/trf/team-records';
import { cellAt, cellInteger, cellText, address, isBlankRow, type CellValue, type SheetValues } from './cells';
import { lookup, means, say, type Language } from './labels';
import { error, type Problem } from './problems';
import {
  TEAM_BYE_WORDS,
  TEAM_HEADERS,
  TEAM_ROUND,
  TEAM_SETTING_KEYS,
  TEAM_SHEETS,
  TEAM_SYSTEM_WORDS,
} from './team-labels';

/**
 * The sheets of a team event (team.md §1): Team Settings (key | value), Teams (one row per roster player, in
 * board order) and one round sheet per round laid out as a team match sheet: a match row (the team with White
 * on board 1 first, its GP and MP), then the board rows (board, players, colour of the first team's player,
 * result from that player's side). The workbook is the record: the tournament is rebuilt from these sheets.
 */

export interface TeamWorkbookData {
  readonly settings: TeamSettings;
  readonly name: string;
  readonly startDate?: string;
  readonly tiebreaks: readonly string[];
  readonly teams: readonly Team[];
  readonly players: readonly Player[];
}

const num = (text: string): number | null => {
  const t = text.replace(',', '.').replace('½', '.5').trim();
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
};

/** Team Settings sheet: key in column A, value in column B. */
export function readTeamSettings(
  values: SheetValues,
  sheet: string,
  problems: Problem[],
): { settings: TeamSettings; name: string; startDate?: string; tiebreaks: string[]; language: Language } {
  const v = new Map<keyof typeof TEAM_SETTING_KEYS, { text: string; cell: string }>();
  values.forEach((row, r) => {
    const key = lookup(TEAM_SETTING_KEYS, cellText(cellAt(values, r, 0)));
    if (key) v.set(key, { text: cellText(row[1] ?? null), cell: address(r, 1) });
  });
  const get = (k: keyof typeof TEAM_SETTING_KEYS): string => v.get(k)?.text ?? '';
  const bad = (k: keyof typeof TEAM_SETTING_KEYS, message: string): void => {
    problems.push(error(sheet, v.get(k)?.cell ?? 'B1', message));
  };
  const system = (lookup(TEAM_SYSTEM_WORDS, get('system')) ?? 'team-swiss') as TeamSystemId;
  if (get('system') !== '' && !lookup(TEAM_SYSTEM_WORDS, get('system')))
    bad('system', `"${get('system')}" is not a team system (Team Swiss, Team round robin, Team double round robin)`);
  const boards = num(get('boards')) ?? 4;
  if (!Number.isInteger(boards) || boards < 1 || boards > 14)
    bad('boards', `the number of boards must be 1..14 (TRF 310 holds 14 members), got "${get('boards')}"`);
  const patternText = get('pattern').toUpperCase().replace(/\s+/g, '');
  let pattern: Colour[] = alternatingPattern(boards);
  if (patternText !== '') {
    if (!/^[WB]+$/.test(patternText) || patternText.length !== boards)
      bad(
        'pattern',
        `board colours "${get('pattern')}" must be ${boards} letters W and B, e.g. ${alternatingPattern(boards).join('').toUpperCase()}`,
      );
    else pattern = Array.from(patternText, (c) => (c === 'W' ? 'w' : 'b'));
  }
  let matchPoints = DEFAULT_MATCH_POINTS;
  if (get('matchPoints') !== '') {
    const parts = get('matchPoints').split('/').map(num);
    if (parts.length !== 3 || parts.some((x) => x === null))
      bad('matchPoints', `match points "${get('matchPoints')}" must be win/draw/loss, e.g. 2/1/0`);
    else matchPoints = { win: parts[0]!, draw: parts[1]!, loss: parts[2]! };
  }
  const primary = get('primary').toUpperCase() === 'GP' ? 'GP' : 'MP';
  const colourText = get('colourType').toUpperCase();
  const colourType = colourText === 'B' ? 'B' : colourText === 'NONE' || colourText === '-' ? 'none' : 'A';
  const secondaryForColour = !/^(no|hayır|خیر|false|0)$/i.test(get('secondaryForColour'));
  const ic = get('initialColour').toUpperCase();
  const initialColour: Colour | null = ic === 'W' ? 'w' : ic === 'B' ? 'b' : null;
  let pab = { mp: matchPoints.draw, gp: roundScore(boards * STANDARD_SCORING.draw) };
  if (get('pab') !== '') {
    const parts = get('pab').split('/').map(num);
    if (parts.length !== 2 || parts.some((x) => x === null)) bad('pab', `PAB "${get('pab')}" must be MP/GP, e.g. 1/2`);
    else pab = { mp: parts[0]!, gp: parts[1]! };
  }
  const rounds = num(get('rounds'));
  const settings: TeamSettings = {
    system,
    boards,
    boardPattern: pattern,
    matchPoints,
    gameScoring: STANDARD_SCORING,
    pab,
    primary,
    secondaryForColour,
    colourType,
    initialColour,
    totalRounds: rounds,
    typeCode: '',
  };
  const tiebreaks = get('tiebreaks')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  const language: Language = TEAM_SHEETS.settings.tr === sheet ? 'tr' : TEAM_SHEETS.settings.fa === sheet ? 'fa' : 'en';
  return {
    settings: { ...settings, typeCode: encodeTeamSystemCode(settings) },
    name: get('name'),
    startDate: get('startDate') || undefined,
    tiebreaks,
    language,
  };
}

export function teamSettingsSheet(
  d: { settings: TeamSettings; name: string; startDate?: string; tiebreaks: readonly string[] },
  lang: Language,
): SheetValues {
  const s = d.settings;
  const k = TEAM_SETTING_KEYS;
  const rows: [keyof typeof k, CellValue][] = [
    ['name', d.name],
    ['system', say(TEAM_SYSTEM_WORDS[s.system], lang)],
    ['rounds', s.totalRounds],
    ['boards', s.boards],
    ['pattern', s.boardPattern.join('').toUpperCase()],
    ['matchPoints', `${s.matchPoints.win}/${s.matchPoints.draw}/${s.matchPoints.loss}`],
    ['primary', s.primary],
    ['secondaryForColour', s.secondaryForColour ? 'yes' : 'no'],
    ['colourType', s.colourType],
    ['initialColour', s.initialColour ? s.initialColour.toUpperCase() : ''],
    ['pab', `${s.pab.mp}/${s.pab.gp}`],
    ['tiebreaks', d.tiebreaks.join(',')],
    ['startDate', d.startDate ?? ''],
  ];
  return rows.map(([key, value]) => [say(k[key], lang), value]);
}

const TEAMS_COLUMNS = [
  'tpn',
  'team',
  'shortName',
  'federation',
  'captain',
  'board',
  'player',
  'rating',
  'fideId',
  'absent',
] as const;

export function teamsHeader(lang: Language): string[] {
  return TEAMS_COLUMNS.map((c) => say(TEAM_HEADERS[c], lang));
}

/**
 * Teams sheet: one row per roster player in board order; the team columns may be left blank on the rows after a
 * team's first (same team as above). Player ids are the rows' order (TRF 001 starting ranks).
 */
export function readTeamsSheet(
  values: SheetValues,
  sheet: string,
  problems: Problem[],
): { teams: Team[]; players: Player[]; absences: Map<number, number[]> } {
  const header = (values[0] ?? []).map((c) => lookup(TEAM_HEADERS, cellText(c)));
  const col = (key: (typeof TEAMS_COLUMNS)[number]): number => header.indexOf(key);
  for (const key of ['tpn', 'team', 'player'] as const) {
    if (col(key) < 0) problems.push(error(sheet, 'A1', `the header row has no "${TEAM_HEADERS[key].en}" column`));
  }
  const absences = new Map<number, number[]>();
  if (problems.some((p) => p.level === 'error')) return { teams: [], players: [], absences };
  const teams = new Map<
    number,
    {
      tpn: number;
      name: string;
      shortName: string;
      federation?: string;
      captain?: string;
      members: number[];
      ratings: number[];
    }
  >();
  const players: Player[] = [];
  let current: number | null = null;
  for (let r = 1; r < values.length; r++) {
    const row = values[r];
    if (isBlankRow(row)) continue;
    const text = (key: (typeof TEAMS_COLUMNS)[number]): string =>
      col(key) >= 0 ? cellText(cellAt(values, r, col(key))) : '';
    const tpnCell = cellAt(values, r, col('tpn'));
    if (cellText(tpnCell) !== '') {
      const tpn = cellInteger(tpnCell);
      if (tpn === null || tpn < 1) {
        problems.push(
          error(sheet, address(r, col('tpn')), `team number "${cellText(tpnCell)}" is not a whole number from 1`),
        );
        continue;
      }
      current = tpn;
      if (!teams.has(tpn)) {
        if (text('team') === '') problems.push(error(sheet, address(r, col('team')), `team ${tpn} has no name`));
        teams.set(tpn, {
          tpn,
          name: text('team'),
          shortName: text('shortName').slice(0, 5),
          federation: text('federation') || undefined,
          captain: text('captain') || undefined,
          members: [],
          ratings: [],
        });
      }
    }
    if (current === null) {
      problems.push(
        error(
          sheet,
          address(r, col('tpn')),
          'this player has no team: give the team number on the first row of each team',
        ),
      );
      continue;
    }
    const name = text('player');
    if (name === '') {
      problems.push(error(sheet, address(r, col('player')), 'the player name is missing'));
      continue;
    }
    const rating = num(text('rating')) ?? 0;
    const id = players.length + 1;
    players.push({
      id,
      name,
      sex: '',
      title: '',
      rating,
      federation: '',
      fideId: text('fideId'),
      birthDate: '',
      rounds: [],
    });
    // "Absent in rounds": the rounds this player cannot play (his reserve moves up, team.md §1.1)
    const absentText = text('absent');
    if (absentText !== '') {
      const rounds = absentText
        .split(/[,;\s]+/)
        .filter((x) => x !== '')
        .map(Number);
      if (rounds.some((x) => !Number.isInteger(x) || x < 1))
        problems.push(
          error(sheet, address(r, col('absent')), `"${absentText}" is not a list of round numbers (e.g. 3, 5)`),
        );
      else absences.set(id, rounds);
    }
    const team = teams.get(current)!;
    team.members.push(id);
    team.ratings.push(rating);
  }
  const list = [...teams.values()].sort((a, b) => a.tpn - b.tpn);
  list.forEach((t, i) => {
    if (t.tpn !== i + 1)
      problems.push(error(sheet, 'A1', `team numbers must run 1..${list.length} without gaps: ${i + 1} is missing`));
  });
  return {
    teams: list.map((t) => {
      const rated = t.ratings.filter((x) => x > 0);
      return {
        tpn: t.tpn,
        name: t.name,
        shortName: t.shortName,
        federation: t.federation,
        captain: t.captain,
        members: t.members,
        strength: rated.length > 0 ? Math.round(rated.reduce((a, b) => a + b, 0) / rated.length) : undefined,
      };
    }),
    players,
    absences,
  };
}

export function teamsSheet(teams: readonly Team[], players: readonly Player[], lang: Language): SheetValues {
  const byId = new Map(players.map((p) => [p.id, p]));
  const rows: SheetValues = [teamsHeader(lang)];
  for (const t of teams) {
    t.members.forEach((id, k) => {
      const p = byId.get(id);
      rows.push([
        k === 0 ? t.tpn : null,
        k === 0 ? t.name : null,
        k === 0 ? t.shortName : null,
        k === 0 ? (t.federation ?? null) : null,
        k === 0 ? (t.captain ?? null) : null,
        k + 1,
        p?.name ?? '',
        p && p.rating > 0 ? p.rating : null,
        p?.fideId || null,
        null,
      ]);
    });
  }
  return rows;
}

export function roundSheetName(round: number, lang: Language): string {
  return `${say(TEAM_ROUND, lang)} ${round}`;
}

/** Round number of a sheet name in any language, or null. */
export function roundOfSheet(name: string): number | null {
  const m = /^(.*\D)\s*(\d+)$/.exec(name.trim());
  if (!m || !means(TEAM_ROUND, m[1].trim())) return null;
  return Number(m[2]);
}

const ROUND_COLUMNS = ['match', 'board', 'team', 'colour', 'team', 'result', 'gp', 'mp'] as const;

/** Result text of a board from the first team's player's side. */
export function boardResultText(mine: ResultCode | undefined, theirs: ResultCode | undefined): string {
  switch (mine) {
    case '1':
    case 'W':
      return '1-0';
    case '0':
    case 'L':
      return '0-1';
    case '=':
    case 'D':
      return '½-½';
    case '+':
      return '+-';
    case '-':
      return theirs === '-' ? '--' : '-+';
    default:
      return '';
  }
}

/** Parse a typed board result: 1-0, 0-1, ½-½ (= 0.5-0.5 1/2-1/2), +-, -+, --; blank = not yet played. */
export function parseBoardResult(text: string): { mine: ResultCode; theirs: ResultCode } | null | 'blank' {
  const t = text
    .replace(/\s+/g, '')
    .replace(/[:–—]/g, '-')
    .replace(/1\/2|0\.5|0,5/g, '½');
  if (t === '') return 'blank';
  const table: Record<string, [ResultCode, ResultCode]> = {
    '1-0': ['1', '0'],
    '0-1': ['0', '1'],
    '½-½': ['=', '='],
    '=': ['=', '='],
    '+-': ['+', '-'],
    '-+': ['-', '+'],
    '--': ['-', '-'],
  };
  const r = table[t];
  return r ? { mine: r[0], theirs: r[1] } : null;
}

function leadingNumber(v: CellValue): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  const m = /^\s*(\d+)/.exec(cellText(v));
  return m ? Number(m[1]) : null;
}

/** The round sheet of round r from the tournament (team.md §1.2: match row, then the board rows). */
export function teamRoundSheet(t: TeamTournament, round: number, lang: Language, view: TeamRoundView): SheetValues {
  const rows: SheetValues = [[roundSheetName(round, lang)], ROUND_COLUMNS.map((c) => say(TEAM_HEADERS[c], lang))];
  const name = (tpn: number): string => `${tpn} ${t.teams[tpn - 1]?.name ?? ''}`;
  const player = (id: number): string => (id === 0 ? '—' : `${id} ${t.players.find((p) => p.id === id)?.name ?? ''}`);
  view.matches.forEach((m, i) => {
    rows.push([
      i + 1,
      null,
      name(m.white),
      'W',
      name(m.black),
      null,
      `${fmt(m.gp[0])}-${fmt(m.gp[1])}`,
      `${fmt(m.mp[0])}-${fmt(m.mp[1])}`,
    ]);
    m.boards.forEach((b, k) =>
      rows.push([null, k + 1, player(b.home), b.colour.toUpperCase(), player(b.away), b.result, null, null]),
    );
  });
  for (const b of view.byes)
    rows.push([say(TEAM_BYE_WORDS[b.kind], lang), null, name(b.team), null, null, null, fmt(b.gp), fmt(b.mp)]);
  return rows;
}

function fmt(x: number | null): string {
  return x === null ? '' : Number.isInteger(x) ? String(x) : String(x).replace('.5', '½');
}

export interface TeamRoundView {
  readonly matches: readonly {
    readonly white: number;
    readonly black: number;
    readonly gp: readonly [number | null, number | null];
    readonly mp: readonly [number | null, number | null];
    readonly boards: readonly {
      readonly home: number;
      readonly away: number;
      readonly colour: Colour;
      readonly result: string;
    }[];
  }[];
  readonly byes: readonly {
    readonly kind: keyof typeof TEAM_BYE_WORDS;
    readonly team: number;
    readonly mp: number;
    readonly gp: number;
  }[];
}

export interface ReadRound {
  readonly round: number;
  readonly matches: {
    white: number;
    black: number;
    row: number;
    boards: { home: number; away: number; result: ReturnType<typeof parseBoardResult>; row: number }[];
  }[];
  readonly pab: number | null;
  readonly byes: { team: number; kind: 'F' | 'H' | 'Z' }[];
}

/** Read one round sheet; problems carry the sheet and cell. */
export function readTeamRoundSheet(values: SheetValues, sheet: string, round: number, problems: Problem[]): ReadRound {
  const matches: ReadRound['matches'] = [];
  let pab: number | null = null;
  const byes: ReadRound['byes'] = [];
  for (let r = 2; r < values.length; r++) {
    if (isBlankRow(values[r])) continue;
    const first = cellAt(values, r, 0);
    const bye = lookup(TEAM_BYE_WORDS, cellText(first));
    if (bye) {
      const team = leadingNumber(cellAt(values, r, 2));
      if (team === null) {
        problems.push(error(sheet, address(r, 2), 'the team of this bye row is missing'));
        continue;
      }
      if (bye === 'pab') pab = team;
      else byes.push({ team, kind: bye === 'fpb' ? 'F' : bye === 'hpb' ? 'H' : 'Z' }); // absent and rest: Z
      continue;
    }
    if (cellText(first) !== '') {
      const white = leadingNumber(cellAt(values, r, 2));
      const black = leadingNumber(cellAt(values, r, 4));
      if (white === null || black === null) {
        problems.push(error(sheet, address(r, white === null ? 2 : 4), 'a match row needs both teams ("3 Team name")'));
        continue;
      }
      matches.push({ white, black, row: r, boards: [] });
      continue;
    }
    const m = matches[matches.length - 1];
    if (!m) {
      problems.push(error(sheet, address(r, 1), 'a board row comes before any match row'));
      continue;
    }
    const resultText = cellText(cellAt(values, r, 5));
    const result = parseBoardResult(resultText);
    if (result === null)
      problems.push(error(sheet, address(r, 5), `"${resultText}" is not a board result (1-0, ½-½, 0-1, +-, -+, --)`));
    m.boards.push({
      home: leadingNumber(cellAt(values, r, 2)) ?? 0,
      away: leadingNumber(cellAt(values, r, 4)) ?? 0,
      result,
      row: r,
    });
  }
  return { round, matches, pab, byes };
}

/** Put the rounds read from the sheets into the tournament: line-ups, results, byes, match forfeits (330). */
export function applyReadRounds(
  base: TeamTournament,
  rounds: readonly ReadRound[],
  sheetOf: (round: number) => string,
  problems: Problem[],
): TeamTournament {
  let t = base;
  for (const rd of rounds) {
    const lineUps = new Map<number, number[]>();
    const ownerOf = new Map<number, number>();
    for (const team of t.teams) for (const id of team.members) ownerOf.set(id, team.tpn);
    for (const m of rd.matches) {
      m.boards.forEach((b, k) => {
        for (const [id, team] of [
          [b.home, m.white],
          [b.away, m.black],
        ] as const) {
          if (id !== 0 && ownerOf.get(id) !== team)
            problems.push(
              error(
                sheetOf(rd.round),
                address(b.row, id === b.home ? 2 : 4),
                `player ${id} is not on the roster of team ${team}`,
              ),
            );
        }
        void k;
      });
      lineUps.set(
        m.white,
        m.boards.map((b) => b.home),
      );
      lineUps.set(
        m.black,
        m.boards.map((b) => b.away),
      );
    }
    const byes: TeamBye[] = [
      ...t.byes.filter((b) => b.round !== rd.round),
      ...rd.byes.map((b) => ({ round: rd.round, team: b.team, kind: b.kind })),
    ];
    t = { ...t, byes };
    // bye letters on the members of teams not paired (team.md §1.4: members 0000 - Z/H/F)
    const players = t.players.map((p) => {
      const bye = rd.byes.find((b) => t.teams[b.team - 1]?.members.includes(p.id));
      if (!bye) return p;
      const rounds = [...p.rounds];
      while (rounds.length < rd.round - 1) rounds.push(null);
      rounds[rd.round - 1] = { opponent: 0, colour: null, result: bye.kind };
      return { ...p, rounds };
    });
    t = applyTeamPairing({ ...t, players }, { round: rd.round, matches: rd.matches, pab: rd.pab }, lineUps);
    const forfeits: MatchForfeit[] = [];
    for (const m of rd.matches) {
      m.boards.forEach((b, k) => {
        if (b.result === null || b.result === 'blank' || b.home === 0 || b.away === 0) return;
        t = setBoardResult(t, rd.round, m.white, k + 1, b.result.mine, b.result.theirs);
      });
      const results = m.boards.map((b) => (b.result === null || b.result === 'blank' ? null : b.result.mine));
      if (results.length > 0 && results.every((x) => x === '+' || x === '-')) {
        const theirs = m.boards.map((b) => (b.result && b.result !== 'blank' ? b.result.theirs : null));
        const kind = results.every((x) => x === '+')
          ? '+-'
          : theirs.every((x) => x === '+')
            ? '-+'
            : results.every((x) => x === '-') && theirs.every((x) => x === '-')
              ? '--'
              : null;
        if (kind) forfeits.push({ round: rd.round, white: m.white, black: m.black, kind });
      }
    }
    t = { ...t, matchForfeits: [...t.matchForfeits.filter((f) => f.round !== rd.round), ...forfeits] };
  }
  return t;
}

export function isTeamSheetName(name: string, key: keyof typeof TEAM_SHEETS): boolean {
  return means(TEAM_SHEETS[key], name);
}
