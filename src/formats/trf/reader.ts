import {
  STANDARD_SCORING,
  type ByeRequest,
  type Colour,
  type ForbiddenPairs,
  type PairingSystemId,
  type SourceRecord,
  type Tournament,
  type TournamentInfo,
} from '../../engine/model';
import { MAX_ROUNDS } from './bounds';
import { safeTrfText } from './text-safety';
import { parseTiebreak } from '../../engine/tiebreaks/specifier';
import { checkPlayerRecords, inferInitialColour, type PlacedPlayer } from './consistency';
import { MAX_PAIRING_NUMBER, readPlayerRecord } from './player-record';
import { ProblemList, type TrfProblem } from './problems';
import {
  ACCELERATION_COLUMNS,
  ROUND_BLOCK_START,
  ROUND_BLOCK_STEP,
  ROUND_DATE_WIDTH,
  charAt,
  TRF26_CODES,
  XXA_FIRST_VALUE,
  XXA_ID,
  XXA_STEP,
  field,
  isEngineCode,
  parseDecimal,
  parseInteger,
  roundBlockColumn,
  splitLines,
  trimmedLength,
  type TrfLine,
} from './records';
import { readLongRoundDate, readTrfRoundDate } from './round-dates';
import { scoringProblems } from '../../engine/model/scoring-rules';
import { ScoringAssignments, isBbScoringCode, read162, readBb, readXxs, tokens } from './scoring-records';
import { LIM_COMMENT_MARK, isKnownTypeCode, systemForCode, systemForTypeText } from './system-codes';
import { fromTrfTiebreakCode } from './tiebreak-codes';

export type TrfFormat = 'trf16' | 'trf26';

export interface TrfReadResult {
  readonly tournament: Tournament | null;
  readonly problems: TrfProblem[];
  readonly format: TrfFormat;
}

/**
 * Record codes the model represents: the writer regenerates them from the model at the place they had in the
 * source. Everything else (082, 172, 182, 222, team and national-rating records, comments, unknown codes) is
 * kept verbatim in `Tournament.source` and otherwise ignored (trf.md §1: never rejected).
 */
const MODEL_CODES: ReadonlySet<string> = new Set([
  '001',
  '012',
  '022',
  '032',
  '042',
  '052',
  '062',
  '072',
  '092',
  '102',
  '112',
  '122',
  '132',
  '142',
  '152',
  '162',
  '192',
  '202',
  '212',
  '240',
  '250',
  '260',
  'XXR',
  'XXC',
  'XXS',
  'XXA',
  'XXP',
  'XXZ',
  'BBW',
  'BBD',
  'BBL',
  'BBZ',
  'BBF',
  'BBU',
]);

/** Record codes of the TRF16/TRF26 specification (known, even if ignored). */
const KNOWN_FIDE_CODE = /^(0[0-9]2|001|013|1[4-9]2|2[0-2]2|240|250|260|299|300|310|320|330|352|362|801|802|###)$/;

interface PendingAcceleration {
  readonly points: number;
  readonly firstRound: number;
  readonly lastRound: number;
  readonly firstId: number;
  readonly lastId: number;
}

interface PendingBye extends ByeRequest {
  readonly line: number;
  readonly column: number;
}

/** Everything collected line by line before the tournament is assembled. */
class ReadState {
  readonly problems = new ProblemList();
  readonly info: { -readonly [K in keyof TournamentInfo]: TournamentInfo[K] } = { name: '' };
  readonly deputies: string[] = [];
  totalRounds: { value: number; line: number; code: string } | null = null;
  initialColour: { value: Colour; line: number; code: string } | null = null;
  readonly scoring = new ScoringAssignments();
  /** Last scoring record (162, XXS, BB?), the place for problems with the scoring as a whole. */
  scoringLine = 0;
  tiebreaks202: string[] | null = null;
  tiebreaks212: string[] | null = null;
  readonly byes: PendingBye[] = [];
  readonly absentNextRound: { id: number; line: number; column: number }[] = [];
  readonly acceleration250: PendingAcceleration[] = [];
  readonly accelerationXxa = new Map<number, { values: number[]; line: number }>();
  readonly forbidden: (ForbiddenPairs & { line: number })[] = [];
  readonly players: PlacedPlayer[] = [];
  readonly records: SourceRecord[] = [];
  private readonly markers = new Set<string>();
  limComment = false;
  typeCodeLine = 0;
  trf26 = false;
  engine = false;
  recognised = 0;

  /** Regenerate this record from the model here (first occurrence of each code decides the place). */
  marker(code: string): void {
    if (this.markers.has(code)) return;
    this.markers.add(code);
    this.records.push({ code });
  }

  keep(code: string, text: string): void {
    this.records.push({ code, raw: text.trimEnd() });
  }
}

/** Read a TRF16/TRF26 file with JaVaFo/bbpPairings extension lines. Never throws on bad input. */
export function readTrf(text: string): TrfReadResult {
  try {
    return readTrfText(text);
  } catch (err) {
    // A reader bug must not crash the caller: report it as a problem of the file's first line.
    const message = err instanceof Error ? err.message : String(err);
    return {
      tournament: null,
      problems: [
        { line: 1, column: 1, severity: 'error', message: `internal error while reading the file: ${message}` },
      ],
      format: 'trf16',
    };
  }
}

function readTrfText(text: string): TrfReadResult {
  const s = new ReadState();
  const lines = splitLines(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  for (const line of lines) readLine(line, s);
  const format: TrfFormat = s.trf26 ? 'trf26' : 'trf16';
  if (s.recognised === 0) {
    s.problems.error(1, 1, 'not a TRF file: no record with a known code (001, 012 ... or XXR ...) was found');
    return { tournament: null, problems: s.problems.sorted(), format };
  }
  const tournament = assemble(s, format);
  return { tournament, problems: s.problems.sorted(), format };
}

function headerValue(line: TrfLine): string {
  return line.chars.slice(4).join('').trim();
}

function readLine(raw: TrfLine, s: ReadState): void {
  const line = withoutControls(raw, s);
  if (trimmedLength(line.chars) === 0) return;
  if (line.chars.length < 3) {
    s.problems.warning(line.number, 1, `line too short to hold a record code; ignored`);
    return;
  }
  const code = line.chars.slice(0, 3).join('');
  if (TRF26_CODES.has(code)) s.trf26 = true;
  if (isEngineCode(code)) s.engine = true;
  if (MODEL_CODES.has(code) || KNOWN_FIDE_CODE.test(code) || isEngineCode(code)) s.recognised++;
  if (code === '###') {
    // the Lim comment is regenerated with record 192 (system-codes.ts), other comments are kept
    if (line.text.includes(LIM_COMMENT_MARK)) s.limComment = true;
    else s.keep(code, line.text);
    return;
  }
  if (!MODEL_CODES.has(code)) {
    s.keep(code, line.text);
    return;
  }
  s.marker(code);
  readModelRecord(code, line, s);
}

/**
 * A control character (or a tab) in a record is not text and would shift every later column: each is read as a
 * blank, and reported at its column so that an import then export does not change the data silently.
 */
function withoutControls(line: TrfLine, s: ReadState): TrfLine {
  const at = line.chars.findIndex((ch) => safeTrfText(ch) !== null);
  if (at < 0) return line;
  const chars = line.chars.map((ch) => (safeTrfText(ch) === null ? ch : ' '));
  if (trimmedLength(chars) === 0) return { number: line.number, chars, text: chars.join('') }; // a blank line: skipped
  const count = line.chars.filter((ch) => safeTrfText(ch) !== null).length;
  const code = line.chars[at]!.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  s.problems.warning(
    line.number,
    at + 1,
    `${count === 1 ? 'a control character' : `${count} control characters`} (U+${code} at column ${at + 1}) read as blank${count === 1 ? '' : 's'}`,
  );
  return { number: line.number, chars, text: chars.join('') };
}

function readModelRecord(code: string, line: TrfLine, s: ReadState): void {
  const value = headerValue(line);
  const n = line.number;
  switch (code) {
    case '001': {
      const player = readPlayerRecord(line, s.problems);
      if (player) s.players.push({ player, line: n });
      return;
    }
    case '012':
      s.info.name = value;
      return;
    case '022':
      setInfo(s, 'city', value);
      return;
    case '032':
      setInfo(s, 'federation', value);
      return;
    case '042':
      setInfo(s, 'startDate', value);
      return;
    case '052':
      setInfo(s, 'endDate', value);
      return;
    case '062':
    case '072':
      return; // player counts: derived from the 001 records when written
    case '092':
      setInfo(s, 'typeText', value);
      return;
    case '102':
      setInfo(s, 'chiefArbiter', value);
      return;
    case '112':
      if (value !== '') s.deputies.push(value);
      return;
    case '122':
      setInfo(s, 'timeControl', value);
      return;
    case '132':
      readRoundDates(line, s);
      return;
    case '142':
    case 'XXR':
      readTotalRounds(code, line, s);
      return;
    case '152':
      readInitialColour152(line, s);
      return;
    case 'XXC':
      readXxc(line, s);
      return;
    case '162':
      read162(line, s.scoring, s.problems);
      s.scoringLine = n;
      return;
    case 'XXS':
      readXxs(line, s.scoring, s.problems);
      s.scoringLine = n;
      return;
    case '192':
      setInfo(s, 'typeCode', value);
      s.typeCodeLine = n;
      return;
    case '202':
      s.tiebreaks202 = checkTiebreaks(line, splitTiebreaks(value), s);
      return;
    case '212':
      s.tiebreaks212 = checkTiebreaks(line, splitTiebreaks(value), s);
      return;
    case '240':
      read240(line, s);
      return;
    case '250':
      read250(line, s);
      return;
    case '260':
      read260(line, s);
      return;
    case 'XXA':
      readXxa(line, s);
      return;
    case 'XXP':
      readXxp(line, s);
      return;
    case 'XXZ':
      readXxz(line, s);
      return;
    default:
      if (isBbScoringCode(code)) {
        readBb(line, code, s.scoring, s.problems);
        s.scoringLine = n;
      }
  }
}

function setInfo(
  s: ReadState,
  key: 'city' | 'federation' | 'startDate' | 'endDate' | 'typeText' | 'chiefArbiter' | 'timeControl' | 'typeCode',
  value: string,
): void {
  if (value !== '') s.info[key] = value;
}

/**
 * 132: round r's date as `YY/MM/DD` at the columns of round r's block in 001 (trf.md §2); nothing else on the
 * line. A 10-character `YYYY/MM/DD` in a block (older Arbiter Sheet files ran them together) is read with a
 * warning; anything else is an error at its column. Dates are kept as `YYYY/MM/DD` (round-dates.ts).
 */
function readRoundDates(line: TrfLine, s: ReadState): void {
  const c = line.chars;
  const n = line.number;
  const before = c.slice(3, ROUND_BLOCK_START - 1).findIndex((ch) => ch.trim() !== '');
  if (before >= 0) {
    s.problems.error(
      n,
      before + 4,
      `132: round dates go in the round columns (round 1 at ${ROUND_BLOCK_START}-${ROUND_BLOCK_START + ROUND_DATE_WIDTH - 1}, round 2 at ${roundBlockColumn(2)}-${roundBlockColumn(2) + ROUND_DATE_WIDTH - 1}, ...), nothing before column ${ROUND_BLOCK_START}`,
    );
    return;
  }
  const dates: string[] = [];
  const length = trimmedLength(c);
  for (let r = 1; roundBlockColumn(r) <= length; r++) {
    const b = roundBlockColumn(r);
    const text = field(c, [b, b + ROUND_DATE_WIDTH - 1]);
    const gap = field(c, [b + ROUND_DATE_WIDTH, b + ROUND_BLOCK_STEP - 1]);
    if (text.trim() === '' && gap.trim() === '') {
      dates.push('');
      continue;
    }
    const date = readTrfRoundDate(text);
    if (date !== null && gap.trim() === '') {
      dates.push(date);
      continue;
    }
    const long = readLongRoundDate(field(c, [b, b + ROUND_BLOCK_STEP - 1]));
    if (long !== null) {
      s.problems.warning(
        n,
        b,
        `132: round ${r} date "${long}" has 10 characters; TRF wants YY/MM/DD in columns ${b}-${b + ROUND_DATE_WIDTH - 1} (write the file again to correct it)`,
      );
      dates.push(long);
      continue;
    }
    s.problems.error(
      n,
      b,
      `132: round ${r} date "${field(c, [b, b + ROUND_BLOCK_STEP - 1]).trim()}" is not YY/MM/DD in columns ${b}-${b + ROUND_DATE_WIDTH - 1}`,
    );
    dates.push('');
  }
  while (dates.length > 0 && dates[dates.length - 1] === '') dates.pop();
  if (dates.length > 0) s.info.roundDates = dates;
}

function readTotalRounds(code: string, line: TrfLine, s: ReadState): void {
  const text = headerValue(line);
  const rounds = parseInteger(text);
  if (rounds === null || rounds < 1) {
    s.problems.error(line.number, 5, `${code}: number of rounds "${text}" is not a positive whole number`);
    return;
  }
  if (rounds > MAX_ROUNDS) {
    s.problems.error(
      line.number,
      5,
      `${code}: ${text} rounds is more than a TRF can hold (at most ${MAX_ROUNDS}: its round fields are three digits)`,
    );
    return;
  }
  if (s.totalRounds && s.totalRounds.value !== rounds) {
    s.problems.warning(
      line.number,
      5,
      `${code}: ${rounds} rounds contradicts ${s.totalRounds.code} on line ${s.totalRounds.line} (${s.totalRounds.value}); ${rounds} is used`,
    );
  }
  s.totalRounds = { value: rounds, line: line.number, code };
}

function setInitialColour(s: ReadState, colour: Colour, line: TrfLine, code: string, column: number): void {
  if (s.initialColour && s.initialColour.value !== colour) {
    s.problems.warning(
      line.number,
      column,
      `${code}: initial colour contradicts ${s.initialColour.code} on line ${s.initialColour.line}; this line is used`,
    );
  }
  s.initialColour = { value: colour, line: line.number, code };
}

/** 152: `W` or `B` in column 5. */
function readInitialColour152(line: TrfLine, s: ReadState): void {
  const text = headerValue(line).toUpperCase();
  if (text === 'W' || text === 'B') setInitialColour(s, text === 'W' ? 'w' : 'b', line, '152', 5);
  else s.problems.error(line.number, 5, `152: initial colour "${headerValue(line)}" is not W or B`);
}

/** XXC [rank] [white1|black1]. */
function readXxc(line: TrfLine, s: ReadState): void {
  for (const t of tokens(line)) {
    const word = t.text.toLowerCase();
    if (word === 'white1' || word === 'black1')
      setInitialColour(s, word === 'white1' ? 'w' : 'b', line, 'XXC', t.column);
    else if (word === 'rank')
      s.problems.warning(
        line.number,
        t.column,
        'XXC rank (pair by line order) is not supported; pairing numbers are used',
      );
    else
      s.problems.warning(
        line.number,
        t.column,
        `XXC: unknown option "${t.text}" ignored (expected white1, black1 or rank)`,
      );
  }
}

/**
 * 202/212: comma-separated tie-break codes; 212 may start with PTS (the primary score). TRF's `BH/C1` and the
 * prose `BH-C1` are both accepted and kept in our form, `BH-C1` (tiebreak-codes.ts).
 */
function splitTiebreaks(value: string): string[] {
  return value
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '')
    .map(fromTrfTiebreakCode);
}

/**
 * Codes the tie-break engine cannot read are errors at their column: the standings (and the workbook's Settings,
 * so import-trf) refuse them, and validate must not accept what import-trf refuses (issue #19).
 */
function checkTiebreaks(line: TrfLine, codes: string[], s: ReadState): string[] {
  for (const code of codes) {
    try {
      parseTiebreak(code);
    } catch (err) {
      const at = line.text.indexOf(code.split('-')[0] ?? code);
      s.problems.error(line.number, at >= 4 ? at + 1 : 5, (err as Error).message);
    }
  }
  return codes;
}

/** Pairing number token; reports and returns null when it is not one. */
function readId(text: string, line: number, column: number, what: string, s: ReadState): number | null {
  const id = parseInteger(text);
  if (id === null || id < 1 || id > MAX_PAIRING_NUMBER) {
    s.problems.error(line, column, `${what}: "${text.trim()}" is not a pairing number 1..${MAX_PAIRING_NUMBER}`);
    return null;
  }
  return id;
}

/** 240 T RRR IIII IIII ... (trf.md §5.2); read by tokens. */
function read240(line: TrfLine, s: ReadState): void {
  const [type, round, ...ids] = tokens(line);
  const kind = type?.text.toUpperCase();
  if (kind !== 'H' && kind !== 'F' && kind !== 'Z') {
    s.problems.error(line.number, type?.column ?? 5, `240: bye type "${type?.text ?? ''}" is not F, H or Z`);
    return;
  }
  const r = round ? parseInteger(round.text) : null;
  if (r === null || r < 1 || r > MAX_ROUNDS) {
    s.problems.error(
      line.number,
      round?.column ?? 7,
      `240: round "${round?.text ?? ''}" is not a round number 1-${MAX_ROUNDS}`,
    );
    return;
  }
  for (const t of ids) {
    const id = readId(t.text, line.number, t.column, '240', s);
    if (id !== null) s.byes.push({ round: r, id, kind, line: line.number, column: t.column });
  }
}

/** 250 acceleration ranges at fixed columns (trf.md §5.3). */
function read250(line: TrfLine, s: ReadState): void {
  const c = line.chars;
  const n = line.number;
  const C = ACCELERATION_COLUMNS;
  const matchPoints = field(c, C.matchPoints);
  if (matchPoints.trim() !== '' && parseDecimal(matchPoints) !== 0) {
    s.problems.warning(n, C.matchPoints[0], '250: fictitious match points (team events) are ignored');
  }
  const points = parseDecimal(field(c, C.gamePoints));
  if (points === null) {
    s.problems.error(
      n,
      C.gamePoints[0],
      `250: fictitious points "${field(c, C.gamePoints).trim()}" is not a number (columns 10-13)`,
    );
    return;
  }
  const firstRound = parseInteger(field(c, C.firstRound));
  const lastRound = parseInteger(field(c, C.lastRound));
  if (firstRound === null || firstRound < 1) {
    s.problems.error(n, C.firstRound[0], '250: first round (columns 15-17) is not a round number');
    return;
  }
  if (lastRound === null || lastRound < firstRound) {
    s.problems.error(
      n,
      C.lastRound[0],
      '250: last round (columns 19-21) is not a round number at or after the first round',
    );
    return;
  }
  const firstId = readId(field(c, C.firstId), n, C.firstId[0], '250 first player', s);
  const lastId = readId(field(c, C.lastId), n, C.lastId[0], '250 last player', s);
  if (firstId === null || lastId === null) return;
  if (lastId < firstId) {
    s.problems.error(n, C.lastId[0], `250: last player ${lastId} comes before first player ${firstId}`);
    return;
  }
  if (trimmedLength(c) > C.lastId[1]) s.problems.warning(n, C.lastId[1] + 1, '250: text after column 31 ignored');
  s.acceleration250.push({ points, firstRound, lastRound, firstId, lastId });
}

/** 260 RRF RRL PPPP PPPP ... (trf.md §5.4). */
function read260(line: TrfLine, s: ReadState): void {
  const [first, last, ...ids] = tokens(line);
  const firstRound = first ? parseInteger(first.text) : null;
  const lastRound = last ? parseInteger(last.text) : null;
  if (firstRound === null || firstRound < 1 || firstRound > MAX_ROUNDS) {
    s.problems.error(
      line.number,
      first?.column ?? 5,
      `260: first round (columns 5-7) is not a round number 1-${MAX_ROUNDS}`,
    );
    return;
  }
  if (lastRound === null || lastRound < firstRound || lastRound > MAX_ROUNDS) {
    s.problems.error(
      line.number,
      last?.column ?? 9,
      '260: last round (columns 9-11) is not a round number at or after the first round',
    );
    return;
  }
  const list = readIdList(ids, line, '260', s);
  if (list) s.forbidden.push({ ids: list, firstRound, lastRound, line: line.number });
}

function readIdList(
  ids: { text: string; column: number }[],
  line: TrfLine,
  what: string,
  s: ReadState,
): number[] | null {
  const out: number[] = [];
  for (const t of ids) {
    const id = readId(t.text, line.number, t.column, what, s);
    if (id !== null) out.push(id);
  }
  if (out.length < 2) {
    s.problems.warning(line.number, 1, `${what}: fewer than two players listed; ignored`);
    return null;
  }
  return out;
}

/** XXA NNNN pp.p pp.p ... at fixed columns (trf.md §5.5). */
function readXxa(line: TrfLine, s: ReadState): void {
  const c = line.chars;
  const id = readId(field(c, XXA_ID), line.number, XXA_ID[0], 'XXA', s);
  if (id === null) return;
  const values: number[] = [];
  const length = trimmedLength(c);
  for (let col = XXA_FIRST_VALUE; col - 1 <= length; col += XXA_STEP) {
    const round = values.length + 1;
    if (round > MAX_ROUNDS) {
      s.problems.error(
        line.number,
        col,
        `XXA: more than ${MAX_ROUNDS} round values (a TRF holds at most ${MAX_ROUNDS} rounds)`,
      );
      return;
    }
    if (charAt(c, col - 1).trim() !== '') {
      s.problems.error(
        line.number,
        col - 1,
        `XXA: round ${round} value must be at columns ${col}-${col + 3} (unexpected "${charAt(c, col - 1)}" at column ${col - 1})`,
      );
      return;
    }
    const text = field(c, [col, col + 3]);
    if (text.trim() === '') {
      values.push(0);
      continue;
    }
    const v = parseDecimal(text);
    if (v === null) {
      s.problems.error(
        line.number,
        col,
        `XXA: round ${round} value "${text.trim()}" is not a number (columns ${col}-${col + 3})`,
      );
      return;
    }
    values.push(v);
  }
  if (s.accelerationXxa.has(id))
    s.problems.warning(line.number, XXA_ID[0], `XXA: player ${id} already has an XXA line; this one is used`);
  s.accelerationXxa.set(id, { values, line: line.number });
}

function readXxp(line: TrfLine, s: ReadState): void {
  const list = readIdList(tokens(line), line, 'XXP', s);
  if (list) s.forbidden.push({ ids: list, line: line.number });
}

/** XXZ: absent in the round to be paired (resolved once all rounds are known). */
function readXxz(line: TrfLine, s: ReadState): void {
  for (const t of tokens(line)) {
    const id = readId(t.text, line.number, t.column, 'XXZ', s);
    if (id !== null) s.absentNextRound.push({ id, line: line.number, column: t.column });
  }
}

// ---- assembling the tournament ----

function assemble(s: ReadState, format: TrfFormat): Tournament {
  const players = uniquePlayers(s);
  const ids = new Set(players.map((pp) => pp.player.id));
  const totalRounds = s.totalRounds ? s.totalRounds.value : null;
  const scoring = s.scoring.present ? s.scoring.build() : STANDARD_SCORING;
  // checklist Q74, Q81, Q83: scorings FIDE mode refuses, reported at the (last) scoring record
  if (s.scoring.present) for (const m of scoringProblems(scoring)) s.problems.error(s.scoringLine || 1, 1, m);
  const acceleration = buildAcceleration(s, players, ids, totalRounds);

  if (players.length === 0) s.problems.warning(1, 1, 'no player records (001) in the file');
  for (const f of s.forbidden) checkIds(f.ids, ids, f.line, 'forbidden pair (260/XXP)', s);
  checkPlayerRecords(players, scoring, acceleration, s.problems);
  const recorded = players.reduce((m, pp) => Math.max(m, pp.player.rounds.length), 0);
  if (totalRounds !== null && s.totalRounds && recorded > totalRounds) {
    s.problems.error(
      s.totalRounds.line,
      5,
      `${s.totalRounds.code}: ${totalRounds} rounds, but the player records have ${recorded}`,
    );
  }

  const info: TournamentInfo = {
    ...s.info,
    ...(s.deputies.length > 0 ? { deputyArbiters: s.deputies } : {}),
  };
  const initialColour = resolveInitialColour(s, players);
  const tournament: Tournament = {
    info,
    totalRounds,
    initialColour,
    scoring,
    system: resolveSystem(s),
    players: players.map((pp) => pp.player),
    acceleration,
    forbiddenPairs: s.forbidden.map(({ line: _line, ...f }) => f),
    byeRequests: buildByeRequests(s, players, ids),
    tiebreaks: resolveTiebreaks(s),
    source: {
      format,
      dialect: s.engine ? 'engine' : 'fide',
      records: s.records,
      ...(initialColour !== null && !s.initialColour ? { inferredInitialColour: initialColour } : {}),
    },
  };
  return tournament;
}

/** Sorted by id; a repeated pairing number keeps the first record (trf.md §9). */
function uniquePlayers(s: ReadState): PlacedPlayer[] {
  const seen = new Map<number, PlacedPlayer>();
  for (const pp of s.players) {
    const first = seen.get(pp.player.id);
    if (first) {
      s.problems.error(pp.line, 5, `pairing number ${pp.player.id} is already used on line ${first.line}`);
      continue;
    }
    seen.set(pp.player.id, pp);
  }
  return [...seen.values()].sort((a, b) => a.player.id - b.player.id);
}

function checkIds(list: readonly number[], ids: ReadonlySet<number>, line: number, what: string, s: ReadState): void {
  for (const id of list) {
    if (!ids.has(id)) s.problems.warning(line, 1, `${what}: player ${id} does not exist`);
  }
}

/**
 * 250 ranges expanded to per-round values (length: the total number of rounds, or the last round named),
 * then XXA lines, which give a player's whole history, replace them player by player.
 */
function buildAcceleration(
  s: ReadState,
  players: readonly PlacedPlayer[],
  ids: ReadonlySet<number>,
  totalRounds: number | null,
): Map<number, number[]> {
  const result = new Map<number, number[]>();
  const length = s.acceleration250.reduce((m, a) => Math.max(m, a.lastRound), totalRounds ?? 0);
  for (const { player } of players) {
    const id = player.id;
    const ranges = s.acceleration250.filter((a) => a.firstId <= id && id <= a.lastId);
    if (ranges.length > 0) {
      const values = new Array<number>(length).fill(0);
      for (const a of ranges) for (let r = a.firstRound; r <= a.lastRound; r++) values[r - 1] = a.points;
      result.set(id, values);
    }
    const xxa = s.accelerationXxa.get(id);
    if (xxa) result.set(id, xxa.values);
  }
  for (const [id, { line }] of s.accelerationXxa) {
    if (!ids.has(id)) s.problems.warning(line, XXA_ID[0], `XXA: player ${id} does not exist`);
  }
  return result;
}

/** The round to be paired: first round without any game or PAB (fixtures README §3). */
function roundToPair(players: readonly PlacedPlayer[]): number {
  let r = 1;
  while (
    players.some(({ player }) => {
      const e = player.rounds[r - 1];
      return !!e && (e.opponent !== 0 || e.result === 'U');
    })
  )
    r++;
  return r;
}

/** 240 records and XXZ (for the round to be paired); one request per player and round, later lines win. */
function buildByeRequests(s: ReadState, players: readonly PlacedPlayer[], ids: ReadonlySet<number>): ByeRequest[] {
  const next = roundToPair(players);
  const all: PendingBye[] = [
    ...s.byes,
    ...s.absentNextRound.map((a) => ({ round: next, id: a.id, kind: 'Z' as const, line: a.line, column: a.column })),
  ].sort((a, b) => a.line - b.line || a.column - b.column);
  const byKey = new Map<string, ByeRequest>();
  const placeOf = new Map(players.map((pp) => [pp.player.id, pp]));
  for (const q of all) {
    if (!ids.has(q.id)) {
      s.problems.error(q.line, q.column, `bye request for round ${q.round}: player ${q.id} does not exist`);
      continue;
    }
    const entry = placeOf.get(q.id)?.player.rounds[q.round - 1];
    if (entry && !(entry.opponent === 0 && entry.result === q.kind)) {
      s.problems.warning(
        q.line,
        q.column,
        `bye request ${q.kind} for player ${q.id} in round ${q.round} contradicts his 001 record (${entry.opponent === 0 ? entry.result : `opponent ${entry.opponent}`})`,
      );
    }
    byKey.set(`${q.round}:${q.id}`, { round: q.round, id: q.id, kind: q.kind });
  }
  return [...byKey.values()].sort((a, b) => a.round - b.round || a.id - b.id);
}

function resolveTiebreaks(s: ReadState): string[] {
  if (s.tiebreaks202) return s.tiebreaks202;
  if (s.tiebreaks212) return s.tiebreaks212[0]?.toUpperCase() === 'PTS' ? s.tiebreaks212.slice(1) : s.tiebreaks212;
  return [];
}

/** 192 selects the system; without it an ETT code (or plain words) in 092 does; default Dutch. */
function resolveSystem(s: ReadState): PairingSystemId {
  const code = s.info.typeCode;
  if (code !== undefined) {
    const upper = code.toUpperCase();
    if (upper === 'CUSTOM_SWISS' && s.limComment) return 'lim';
    const system = systemForCode(code);
    if (system) return system;
    const message = isKnownTypeCode(code)
      ? `192: "${code}" is not a pairing system Arbiter Sheet supports; the Dutch system is assumed`
      : `192: unknown tournament type code "${code}"; the Dutch system is assumed`;
    s.problems.warning(s.typeCodeLine, 5, message);
  }
  if (s.info.typeText) {
    const system = systemForTypeText(s.info.typeText);
    if (system) return system;
  }
  return 'dutch';
}

function resolveInitialColour(s: ReadState, players: readonly PlacedPlayer[]): Colour | null {
  if (s.initialColour) return s.initialColour.value;
  const inferred = inferInitialColour(players);
  if (!inferred) return null;
  s.problems.warning(
    inferred.line,
    roundBlockColumn(inferred.round) + 5,
    `initial colour not given (no 152 or XXC record); inferred as ${inferred.colour === 'w' ? 'white' : 'black'} from player ${inferred.id}'s colour in round ${inferred.round}`,
  );
  return inferred.colour;
}
