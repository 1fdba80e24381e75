import { STANDARD_SCORING, type Colour, type Player } from '../../engine/model';
import {
  DEFAULT_MATCH_POINTS,
  alternatingPattern,
  type LineUp,
  type MatchForfeit,
  type MatchPointValues,
  type ScoreKind,
  type Team,
  type TeamAcceleration,
  type TeamBye,
  type TeamColourType,
  type TeamSettings,
  type TeamSystemId,
  type TeamTournament,
} from '../../engine/team/model';
import { readPlayerRecord } from './player-record';
import { ProblemList, type TrfProblem } from './problems';
import {
  charAt,
  field,
  parseDecimal,
  parseInteger,
  splitLines,
  trimmedLength,
  type Columns,
  type TrfLine,
} from './records';
import { ScoringAssignments, read162 } from './scoring-records';

/**
 * TRF-2026 team files (team.md §8): the `001` players plus the team records 310 (team), 320 (PAB), 330 (match
 * forfeit), 240 (team byes), 300 (line-up), 352 (board colours), 362 (match points) and the 192 system code.
 * A separate reader from the individual one: a team file's 240 lists TPNs, not player ids.
 */

export interface TeamTrfReadResult {
  readonly tournament: TeamTournament | null;
  readonly problems: TrfProblem[];
}

/** 310 columns (team.md §8.1). */
const TEAM_310 = {
  tpn: [5, 7],
  name: [9, 40],
  shortName: [42, 46],
  strength: [48, 53],
  mp: [55, 60],
  gp: [62, 67],
  rank: [69, 71],
} as const satisfies Record<string, Columns>;
const MEMBER_310_FIRST = 74;
const MEMBER_STEP = 5;

/** Records of the body (players and team records): written from the model, never kept verbatim. */
const TEAM_BODY_CODES: ReadonlySet<string> = new Set(['001', '013', '310', '320', '330', '240', '300', '801', '802']);

/** 013 (TRF-16): name 5-36, members at 37-40, 42-45, ... */
const MEMBER_013_FIRST = 37;

/**
 * True when the text is a team file: a 310 record or a team 192 code. A 013 record alone is not enough: TRF-16
 * individual events list teams in 013 for a team classification (such files are read as teams with --system team).
 */
export function isTeamTrf(text: string): boolean {
  return /^310 /m.test(text) || /^192 +(FIDE_TEAM|CUSTOM_TEAM)/m.test(text);
}

export interface TeamSystemCode {
  readonly system: TeamSystemId;
  readonly primary: ScoreKind;
  readonly secondaryForColour: boolean;
  readonly colourType: TeamColourType;
}

/** 192 code: FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]; FIDE_TEAM alone = TYPEA_MP_GP (team.md §8.2). */
export function decodeTeamSystemCode(code: string): TeamSystemCode | null {
  const c = code.trim().toUpperCase();
  if (c === 'FIDE_ROUNDROBIN' || c === 'FIDE_TEAM_ROUNDROBIN')
    return { system: 'team-round-robin', primary: 'MP', secondaryForColour: true, colourType: 'none' };
  if (c === 'FIDE_DOUBLEROUNDROBIN' || c === 'FIDE_TEAM_DOUBLEROUNDROBIN')
    return { system: 'team-double-round-robin', primary: 'MP', secondaryForColour: true, colourType: 'none' };
  const m = /^(FIDE_TEAM|CUSTOM_TEAM_SWISS)((?:_[A-Z]+)*)$/.exec(c);
  if (!m) return null;
  const parts = m[2].split('_').filter((p) => p !== '' && p !== 'BAKU');
  if (parts.length === 0) return { system: 'team-swiss', primary: 'MP', secondaryForColour: true, colourType: 'A' };
  let colourType: TeamColourType = 'none';
  if (parts[0] === 'TYPEA' || parts[0] === 'TYPEB') colourType = parts.shift() === 'TYPEA' ? 'A' : 'B';
  const scores = parts.filter((p) => p === 'MP' || p === 'GP') as ScoreKind[];
  if (scores.length !== parts.length || scores.length > 2) return null;
  return {
    system: 'team-swiss',
    primary: scores[0] ?? 'MP',
    secondaryForColour: scores.length === 2 || scores.length === 0,
    colourType,
  };
}

export function encodeTeamSystemCode(
  s: Pick<TeamSettings, 'system' | 'primary' | 'secondaryForColour' | 'colourType'>,
): string {
  if (s.system === 'team-round-robin') return 'FIDE_ROUNDROBIN';
  if (s.system === 'team-double-round-robin') return 'FIDE_DOUBLEROUNDROBIN';
  const type = s.colourType === 'none' ? '' : `_TYPE${s.colourType}`;
  const secondary = s.primary === 'MP' ? 'GP' : 'MP';
  return `FIDE_TEAM${type}_${s.primary}${s.secondaryForColour ? `_${secondary}` : ''}`;
}

function ints(line: TrfLine, from: number, step: number, width: number): { value: number; column: number }[] {
  const out: { value: number; column: number }[] = [];
  const len = trimmedLength(line.chars);
  for (let col = from; col <= len; col += step) {
    const text = field(line.chars, [col, col + width - 1]);
    const v = parseInteger(text);
    out.push({ value: v ?? -1, column: col });
  }
  return out;
}

/** Integers separated by blanks from `column` on, with their columns (tolerates drifting layouts). */
function tokensFrom(line: TrfLine, column: number): { text: string; column: number }[] {
  const out: { text: string; column: number }[] = [];
  let i = column - 1;
  const c = line.chars;
  while (i < c.length) {
    while (i < c.length && c[i] === ' ') i++;
    const start = i;
    while (i < c.length && c[i] !== ' ') i++;
    if (i > start) out.push({ text: c.slice(start, i).join(''), column: start + 1 });
  }
  return out;
}

interface Pending {
  name: string;
  startDate?: string;
  totalRounds: number | null;
  initialColour: Colour | null;
  typeCode: string;
  pattern: Colour[] | null;
  matchPoints: MatchPointValues;
  pab: { mp: number; gp: number } | null;
  pabTeams: number[];
  teams: Team[];
  teams013: Team[];
  players: Player[];
  lineUps: LineUp[];
  forfeits: MatchForfeit[];
  byes: TeamBye[];
  acceleration: TeamAcceleration[];
  tiebreaks202: string[] | null;
  tiebreaks212: string[] | null;
  header: string[];
}

function read310(line: TrfLine, p: ProblemList): Team | null {
  const c = line.chars;
  const tpn = parseInteger(field(c, TEAM_310.tpn));
  if (tpn === null || tpn < 1) {
    p.error(
      line.number,
      5,
      `record 310: team pairing number "${field(c, TEAM_310.tpn).trim()}" is not a number (columns 5-7)`,
    );
    return null;
  }
  const members = ints(line, MEMBER_310_FIRST, MEMBER_STEP, 4).filter((m) => m.value !== 0);
  for (const m of members)
    if (m.value < 0)
      p.error(
        line.number,
        m.column,
        `record 310: team ${tpn}: member "${field(c, [m.column, m.column + 3]).trim()}" is not a player number`,
      );
  const num = (cols: Columns): number | undefined => parseDecimal(field(c, cols)) ?? undefined;
  return {
    tpn,
    name: field(c, TEAM_310.name).trim(),
    shortName: field(c, TEAM_310.shortName).trim(),
    strength: num(TEAM_310.strength),
    members: members.filter((m) => m.value > 0).map((m) => m.value),
    recordedMatchPoints: num(TEAM_310.mp),
    recordedGamePoints: num(TEAM_310.gp),
    recordedRank: num(TEAM_310.rank),
  };
}

function read362(line: TrfLine, p: ProblemList): MatchPointValues {
  const toks = tokensFrom(line, 5);
  const v: Record<string, number> = {};
  for (let i = 0; i + 1 < toks.length; i += 2) {
    const key = toks[i].text.toUpperCase();
    const value = parseDecimal(toks[i + 1].text);
    if (!['TW', 'TD', 'TL'].includes(key) || value === null) {
      p.error(
        line.number,
        toks[i].column,
        `record 362: expected "TW value TD value TL value", found "${toks[i].text} ${toks[i + 1].text}"`,
      );
      return DEFAULT_MATCH_POINTS;
    }
    v[key] = value;
  }
  return {
    win: v.TW ?? DEFAULT_MATCH_POINTS.win,
    draw: v.TD ?? DEFAULT_MATCH_POINTS.draw,
    loss: v.TL ?? DEFAULT_MATCH_POINTS.loss,
  };
}

function readLine(line: TrfLine, s: Pending, scoring: ScoringAssignments, p: ProblemList): void {
  if (trimmedLength(line.chars) === 0 || line.chars.length < 3) return;
  const code = line.chars.slice(0, 3).join('');
  const value = line.chars.slice(4).join('').trim();
  const n = line.number;
  if (
    /^[0-9]{3}$/.test(code) &&
    !TEAM_BODY_CODES.has(code) &&
    !(code === '202' && s.header.some((h) => h.startsWith('202')))
  )
    s.header.push(line.text.trimEnd());
  switch (code) {
    case '001': {
      const player = readPlayerRecord(line, p);
      if (player) s.players.push(player);
      return;
    }
    case '012':
      s.name = value;
      return;
    case '042':
      s.startDate = value;
      return;
    case '142': {
      const r = parseInteger(value);
      if (r === null) p.error(n, 5, `record 142: number of rounds "${value}" is not a number`);
      else s.totalRounds = r;
      return;
    }
    case '152': {
      const c = value.toLowerCase();
      if (c === 'w' || c === 'b') s.initialColour = c;
      else if (c !== '') p.error(n, 5, `record 152: initial colour "${value}" must be W or B`);
      return;
    }
    case '162':
      read162(line, scoring, p);
      return;
    case '192':
      s.typeCode = value;
      return;
    case '202':
      s.tiebreaks202 = value
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== '');
      return;
    case '212':
      s.tiebreaks212 = value
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== '');
      return;
    case '352': {
      const letters = value.toUpperCase().replace(/\s+/g, '');
      if (!/^[WB]+$/.test(letters)) p.error(n, 5, `record 352: board colours "${value}" must be letters W and B`);
      else s.pattern = Array.from(letters, (x) => (x === 'W' ? 'w' : 'b'));
      return;
    }
    case '362':
      s.matchPoints = read362(line, p);
      return;
    case '310': {
      const team = read310(line, p);
      if (team) s.teams.push(team);
      return;
    }
    case '013': {
      const members = ints(line, MEMBER_013_FIRST, MEMBER_STEP, 4)
        .filter((m) => m.value > 0)
        .map((m) => m.value);
      s.teams013.push({ tpn: s.teams013.length + 1, name: field(line.chars, [5, 36]).trim(), shortName: '', members });
      return;
    }
    case '320': {
      const mp = parseDecimal(field(line.chars, [5, 8]));
      const gp = parseDecimal(field(line.chars, [10, 13]));
      if (mp === null || gp === null) {
        p.error(n, 5, 'record 320: PAB match points (columns 5-8) and game points (10-13) must be numbers');
        return;
      }
      s.pab = { mp, gp };
      const len = trimmedLength(line.chars);
      for (let col = 15, r = 0; col <= len; col += 4, r++) {
        const text = field(line.chars, [col, col + 2]).trim();
        const tpn = text === '' ? 0 : parseInteger(text);
        if (tpn === null) {
          p.error(n, col, `record 320: PAB team of round ${r + 1} "${text}" is not a number`);
          continue;
        }
        s.pabTeams[r] = tpn;
      }
      return;
    }
    case '330': {
      const kind = field(line.chars, [5, 6]);
      const round = parseInteger(field(line.chars, [8, 10]));
      const white = parseInteger(field(line.chars, [12, 14]));
      const black = parseInteger(field(line.chars, [16, 18]));
      if ((kind !== '+-' && kind !== '-+' && kind !== '--') || round === null || white === null || black === null) {
        p.error(
          n,
          5,
          'record 330: expected "+-", "-+" or "--" at 5-6, round at 8-10, White team at 12-14, Black team at 16-18',
        );
        return;
      }
      s.forfeits.push({ kind, round, white, black });
      return;
    }
    case '240': {
      const kind = charAt(line.chars, 5).toUpperCase();
      const round = parseInteger(field(line.chars, [7, 9]));
      if ((kind !== 'F' && kind !== 'H' && kind !== 'Z') || round === null) {
        p.error(n, 5, 'record 240: expected a bye type F, H or Z at column 5 and the round at 7-9');
        return;
      }
      for (const t of tokensFrom(line, 11)) {
        const tpn = parseInteger(t.text);
        if (tpn === null) p.error(n, t.column, `record 240: team "${t.text}" is not a number`);
        else s.byes.push({ kind, round, team: tpn });
      }
      return;
    }
    case '250': {
      // C.04.7 for teams: virtual MP 5-8, GP 10-13, rounds 15-17/19-21, TPNs 23-26/28-31 (team.md §8.5)
      // a blank value is 0 (the TEC sample leaves the virtual GP blank)
      const f = (cols: Columns): number | null =>
        field(line.chars, cols).trim() === '' && cols[0] === 10 ? 0 : parseDecimal(field(line.chars, cols));
      const [mp, gp, r1, r2, t1, t2] = [f([5, 8]), f([10, 13]), f([15, 17]), f([19, 21]), f([23, 26]), f([28, 31])];
      if (mp === null || gp === null || r1 === null || r2 === null || t1 === null || t2 === null) {
        p.error(
          n,
          5,
          'record 250: expected virtual MP at 5-8, GP at 10-13, rounds at 15-17 and 19-21, teams at 23-26 and 28-31',
        );
        return;
      }
      s.acceleration.push({ mp, gp, firstRound: r1, lastRound: r2, firstTeam: t1, lastTeam: t2 });
      return;
    }
    case '300': {
      const round = parseInteger(field(line.chars, [5, 7]));
      const team = parseInteger(field(line.chars, [9, 11]));
      const opponent = parseInteger(field(line.chars, [13, 15]));
      if (round === null || team === null) {
        p.error(n, 5, 'record 300: expected the round at 5-7 and the team at 9-11');
        return;
      }
      const players = ints(line, 17, MEMBER_STEP, 4).map((m) => Math.max(0, m.value));
      s.lineUps.push({ round, team, opponent: opponent ?? 0, players });
      return;
    }
    default:
  }
}

/** Read a TRF-2026 team file. Never throws; problems carry line and column. */
export function readTeamTrf(text: string): TeamTrfReadResult {
  const p = new ProblemList();
  const s: Pending = {
    name: '',
    totalRounds: null,
    initialColour: null,
    typeCode: '',
    pattern: null,
    matchPoints: DEFAULT_MATCH_POINTS,
    pab: null,
    pabTeams: [],
    teams: [],
    teams013: [],
    players: [],
    lineUps: [],
    forfeits: [],
    byes: [],
    acceleration: [],
    tiebreaks202: null,
    tiebreaks212: null,
    header: [],
  };
  const scoring = new ScoringAssignments();
  try {
    for (const line of splitLines(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)) readLine(line, s, scoring, p);
  } catch (err) {
    p.error(1, 1, `internal error while reading the file: ${err instanceof Error ? err.message : String(err)}`);
    return { tournament: null, problems: p.sorted() };
  }
  const teams = (s.teams.length > 0 ? s.teams : s.teams013).slice().sort((a, b) => a.tpn - b.tpn);
  if (teams.length === 0) {
    p.error(1, 1, 'not a team file: no 310 (or 013) team record was found');
    return { tournament: null, problems: p.sorted() };
  }
  teams.forEach((team, i) => {
    if (team.tpn !== i + 1)
      p.error(1, 1, `team pairing numbers must run 1..${teams.length}: ${team.tpn} found at place ${i + 1}`);
  });
  const ids = new Set(s.players.map((x) => x.id));
  for (const team of teams)
    for (const id of team.members) {
      if (!ids.has(id)) p.error(1, 1, `team ${team.tpn} (${team.name}): member ${id} has no 001 record`);
    }
  const code = decodeTeamSystemCode(s.typeCode || 'FIDE_TEAM');
  if (!code)
    p.warning(
      1,
      1,
      `record 192: "${s.typeCode}" is not a team system code; read as FIDE_TEAM (Type A, MP primary, GP for colours)`,
    );
  const sys = code ?? decodeTeamSystemCode('FIDE_TEAM')!;
  const boards = s.pattern?.length ?? Math.min(...teams.map((t) => t.members.length).filter((x) => x > 0), 4);
  const gameScoring = scoring.present ? scoring.build() : STANDARD_SCORING;
  const settings: TeamSettings = {
    system: sys.system,
    boards,
    boardPattern: s.pattern ?? alternatingPattern(boards),
    matchPoints: s.matchPoints,
    gameScoring,
    // C.04.6 1.4: a PAB is worth a drawn match unless the regulations say otherwise
    pab: s.pab ?? { mp: s.matchPoints.draw, gp: boards * gameScoring.draw },
    primary: sys.primary,
    secondaryForColour: sys.secondaryForColour,
    colourType: sys.colourType,
    initialColour: s.initialColour,
    totalRounds: s.totalRounds,
    typeCode: s.typeCode || encodeTeamSystemCode(sys),
  };
  const tournament: TeamTournament = {
    name: s.name,
    startDate: s.startDate,
    settings,
    teams,
    players: s.players.slice().sort((a, b) => a.id - b.id),
    lineUps: s.lineUps,
    pabTeams: Array.from(s.pabTeams, (x) => x ?? 0),
    matchForfeits: s.forfeits,
    byes: s.byes,
    tiebreaks: s.tiebreaks212 ?? s.tiebreaks202 ?? [],
    acceleration: s.acceleration,
    headerLines: s.header,
  };
  return { tournament, problems: p.sorted() };
}
