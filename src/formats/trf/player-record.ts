import type { Colour, Player, ResultCode, RoundEntry } from '../../engine/model';
import { MAX_RATING, MAX_ROUNDS } from './bounds';
import type { ProblemList } from './problems';
import {
  PLAYER_COLUMNS,
  ROUND_BLOCK_WIDTH,
  charAt,
  field,
  fitRight,
  formatPoints,
  normaliseTitle,
  padLeft,
  padToColumn,
  parseDecimal,
  parseInteger,
  roundBlockColumn,
  trimmedLength,
  type TrfLine,
} from './records';

/**
 * Player record `001` (trf.md §3 and §4): static fields at fixed columns, then one 10-column block per round
 * (opponent b..b+3, colour b+5, result b+7 with b = 92 + 10(r-1)).
 */

/** Result letters of trf.md §4; letters are case-insensitive (trf.md §1). */
const RESULT_LETTERS: ReadonlySet<string> = new Set(['1', '=', '0', 'W', 'D', 'L', '+', '-', 'H', 'F', 'U', 'Z']);
const GAME_RESULTS: ReadonlySet<string> = new Set(['1', '=', '0', 'W', 'D', 'L']);
const BYE_RESULTS: ReadonlySet<string> = new Set(['H', 'F', 'U', 'Z']);

export const MAX_PAIRING_NUMBER = 9999;

export function readPlayerRecord(line: TrfLine, problems: ProblemList): Player | null {
  const c = line.chars;
  const n = line.number;
  const length = trimmedLength(c);

  const idText = field(c, PLAYER_COLUMNS.id);
  const id = parseInteger(idText);
  if (id === null) {
    problems.error(n, PLAYER_COLUMNS.id[0], `pairing number "${idText.trim()}" is not a number (columns 5-8)`);
    return null;
  }
  if (id < 1 || id > MAX_PAIRING_NUMBER) {
    problems.error(n, PLAYER_COLUMNS.id[0], `pairing number ${id} is out of range 1..${MAX_PAIRING_NUMBER}`);
    return null;
  }

  const sexLetter = charAt(c, PLAYER_COLUMNS.sex[0]).toLowerCase();
  let sex: Player['sex'] = '';
  if (sexLetter === 'm' || sexLetter === 'w') sex = sexLetter;
  else if (sexLetter.trim() !== '')
    problems.warning(n, PLAYER_COLUMNS.sex[0], `unknown sex "${sexLetter}" (expected m or w); left blank`);

  const titleText = field(c, PLAYER_COLUMNS.title).trim();
  let title = normaliseTitle(titleText);
  if (title === null) {
    // an error, not a warning: the Players sheet refuses it, and import-trf must take what validate accepts (#19)
    problems.error(
      n,
      PLAYER_COLUMNS.title[0],
      `unknown title "${titleText}" (expected GM, IM, WGM, FM, WIM, CM, WFM, WCM or g, m, f, c, wg, wm, wf, wc)`,
    );
    title = titleText;
  }

  const ratingText = field(c, PLAYER_COLUMNS.rating);
  let rating = 0;
  if (ratingText.trim() !== '') {
    const r = parseInteger(ratingText);
    if (r === null)
      problems.error(n, PLAYER_COLUMNS.rating[0], `rating "${ratingText.trim()}" is not a number (columns 49-52)`);
    else if (r > MAX_RATING)
      problems.error(
        n,
        PLAYER_COLUMNS.rating[0],
        `rating ${r} is not an Elo rating (0-${MAX_RATING}; a workbook takes no other)`,
      );
    else rating = r;
  }
  if (field(c, PLAYER_COLUMNS.name).trim() === '')
    problems.error(n, PLAYER_COLUMNS.name[0], 'the player has no name (columns 15-47)');

  let recordedPoints: number | undefined;
  if (length < PLAYER_COLUMNS.points[1]) {
    problems.error(n, length + 1, `player record is truncated: the points field (columns 81-84) is missing`);
  } else {
    const pointsText = field(c, PLAYER_COLUMNS.points);
    const p = parseDecimal(pointsText);
    if (p === null)
      problems.error(n, PLAYER_COLUMNS.points[0], `points "${pointsText.trim()}" is not a number (columns 81-84)`);
    else recordedPoints = p;
  }

  let recordedRank: number | undefined;
  const rankText = field(c, PLAYER_COLUMNS.rank);
  if (rankText.trim() !== '') {
    const r = parseInteger(rankText);
    if (r === null)
      problems.warning(n, PLAYER_COLUMNS.rank[0], `rank "${rankText.trim()}" is not a number (columns 86-89); ignored`);
    else recordedRank = r;
  }

  const rounds = readRoundBlocks(line, id, length, problems);

  const player: Player = {
    id,
    name: field(c, PLAYER_COLUMNS.name).trim(),
    sex,
    title,
    rating,
    federation: field(c, PLAYER_COLUMNS.federation).trim(),
    fideId: field(c, PLAYER_COLUMNS.fideId).trim(),
    birthDate: field(c, PLAYER_COLUMNS.birthDate).trim(),
    rounds,
    ...(recordedPoints !== undefined ? { recordedPoints } : {}),
    ...(recordedRank !== undefined ? { recordedRank } : {}),
  };
  return player;
}

function isBlank(ch: string): boolean {
  return ch.trim() === '';
}

/** Round blocks until the end of the line; trailing blank rounds are "not yet played" (trf.md §4). */
function readRoundBlocks(line: TrfLine, id: number, length: number, problems: ProblemList): (RoundEntry | null)[] {
  const c = line.chars;
  const n = line.number;
  const rounds: (RoundEntry | null)[] = [];
  for (let r = 1; roundBlockColumn(r) <= length; r++) {
    const b = roundBlockColumn(r);
    if (r > MAX_ROUNDS) {
      problems.error(
        n,
        b,
        `round ${r}: a TRF holds at most ${MAX_ROUNDS} rounds (its round fields are three digits); the text from column ${b} on is not read`,
      );
      break;
    }
    // The blanks around the opponent and the colour must be blank, or the block is not at its column.
    const separator = [b - 2, b - 1, b + 4, b + 6].find((col) => !isBlank(charAt(c, col)));
    if (separator !== undefined) {
      problems.error(
        n,
        separator,
        `round ${r}: unexpected "${charAt(c, separator)}" at column ${separator}; ` +
          `the round ${r} entry must be at columns ${b}-${b + ROUND_BLOCK_WIDTH - 1} (opponent ${b}-${b + 3}, colour ${b + 5}, result ${b + 7})`,
      );
      break; // every later block would be misaligned too: one report per line
    }
    if (length < b + 3) {
      problems.error(n, length + 1, `round ${r}: entry is truncated (the opponent needs columns ${b}-${b + 3})`);
      break;
    }
    rounds.push(readRoundBlock(line, r, id, problems));
  }
  while (rounds.length > 0 && rounds[rounds.length - 1] === null) rounds.pop();
  return rounds;
}

function readRoundBlock(line: TrfLine, r: number, id: number, problems: ProblemList): RoundEntry | null {
  const c = line.chars;
  const n = line.number;
  const b = roundBlockColumn(r);
  const opponentText = field(c, [b, b + 3]);
  const colourLetter = charAt(c, b + 5);
  const resultLetter = charAt(c, b + 7);
  if (isBlank(opponentText) && isBlank(colourLetter) && isBlank(resultLetter)) return null;

  let ok = true;
  let opponent = 0;
  if (!isBlank(opponentText) && opponentText !== '0000') {
    const o = parseInteger(opponentText);
    if (o === null) {
      problems.error(n, b, `round ${r}: opponent "${opponentText.trim()}" is not a number (columns ${b}-${b + 3})`);
      ok = false;
    } else opponent = o;
  }

  let colour: Colour | null = null;
  const colourLower = colourLetter.toLowerCase();
  if (colourLower === 'w' || colourLower === 'b') colour = colourLower;
  else if (colourLetter !== '-' && !isBlank(colourLetter)) {
    problems.error(n, b + 5, `round ${r}: unknown colour letter "${colourLetter}" (expected w, b or -)`);
    ok = false;
  }

  const result = resultLetter.toUpperCase();
  if (!isBlank(result) && !RESULT_LETTERS.has(result)) {
    problems.error(n, b + 7, `round ${r}: unknown result code "${resultLetter}" (expected 1 = 0 W D L + - H F U Z)`);
    ok = false;
  }
  if (!ok) return null;

  if (opponent === id) {
    problems.error(n, b, `round ${r}: player ${id} is paired against himself`);
    return null;
  }
  if (opponent === 0) return readUnpairedEntry(line, r, result, colour, problems);

  if (BYE_RESULTS.has(result)) {
    problems.error(n, b + 7, `round ${r}: "${result}" is a bye but an opponent (${opponent}) is given`);
    return null;
  }
  if (isBlank(result)) {
    if (colour === null) {
      problems.error(n, b + 5, `round ${r}: entry is truncated (opponent ${opponent} without colour and result)`);
      return null;
    }
    problems.warning(n, b + 7, `round ${r}: no result yet against ${opponent} (game not finished)`);
    return { opponent, colour, result: '*' };
  }
  if (GAME_RESULTS.has(result) && colour === null) {
    problems.error(n, b + 5, `round ${r}: a played game needs a colour (w or b)`);
  }
  return { opponent, colour, result: result as ResultCode };
}

/** No opponent: byes and absences (trf.md §4), plus the old-program forms bbpPairings accepts. */
function readUnpairedEntry(
  line: TrfLine,
  r: number,
  result: string,
  colour: Colour | null,
  problems: ProblemList,
): RoundEntry | null {
  const n = line.number;
  const b = roundBlockColumn(r);
  let code: ResultCode;
  if (isBlank(result))
    code = 'Z'; // blank = zero-point bye / absence
  else if (BYE_RESULTS.has(result)) code = result as ResultCode;
  else if (result === '+') {
    problems.warning(n, b + 7, `round ${r}: "0000 - +" (win without opponent) read as a full-point bye F`);
    code = 'F';
  } else if (result === '=') {
    problems.warning(n, b + 7, `round ${r}: "0000 - =" (draw without opponent) read as a half-point bye H`);
    code = 'H';
  } else if (result === '-') {
    problems.warning(n, b + 7, `round ${r}: "0000 - -" (forfeit loss without opponent) read as a zero-point bye Z`);
    code = 'Z';
  } else {
    problems.error(n, b + 7, `round ${r}: result "${result}" needs an opponent`);
    return null;
  }
  if (colour !== null) {
    problems.warning(n, b + 5, `round ${r}: a bye has no colour; "${colour}" ignored`);
  }
  return { opponent: 0, colour: null, result: code };
}

// ---- writing ----

/** One round block, 8 characters; a pending game ('*') leaves the result blank. Null = blank block. */
export function formatRoundBlock(e: RoundEntry | null | undefined): string {
  if (!e) return ' '.repeat(ROUND_BLOCK_WIDTH);
  const opponent = e.opponent === 0 ? '0000' : padLeft(String(e.opponent), 4);
  const colour = e.colour ?? '-';
  const result = e.result === '*' ? ' ' : e.result;
  return `${opponent} ${colour} ${result}`;
}

/** The `001` line in the exact column layout of trf.md §3 (right-trimmed). */
export function formatPlayerRecord(p: Player, points: number): string {
  let line =
    '001 ' +
    padLeft(String(p.id), 4) +
    ' ' +
    (p.sex || ' ') +
    padLeft(p.title, 3) +
    ' ' +
    fitRight(p.name, 33) +
    ' ' +
    (p.rating > 0 ? padLeft(String(p.rating), 4) : '    ') +
    ' ' +
    fitRight(p.federation, 3) +
    ' ' +
    padLeft(p.fideId, 11) +
    ' ' +
    fitRight(p.birthDate, 10) +
    ' ' +
    formatPoints(points) +
    ' ' +
    (p.recordedRank !== undefined ? padLeft(String(p.recordedRank), 4) : '    ');
  p.rounds.forEach((e, i) => {
    line = padToColumn(line, roundBlockColumn(i + 1)) + formatRoundBlock(e);
  });
  return line.trimEnd();
}
