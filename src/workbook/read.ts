import { isPlayed, type ByeRequest, type Player, type RoundEntry, type Tournament } from '../engine/model';
import { address, cellInteger, cellNumber, cellText, isBlankRow, labelKey, type SheetValues } from './cells';
import { MAX_WORKBOOK_ROUNDS } from './bounds';
import { findHeaderRow } from './headers';
import { PLAYER_HEADERS, SHEETS, means, roundOfSheet, type SheetId } from './labels';
import { readPlayers, type PlayerRow, type PlayersRead } from './players';
import type { WorkbookPort } from './port';
import { error, warning, type Problem } from './problems';
import { readRoundSheet, type RoundSheetRead, type TypedName } from './round-sheet';
import { initialColourOf, readSettings, type SettingsRead } from './settings';
import { readFideMode, type FideModeRead } from './fide-mode-settings';
import { readRecord, type RecordEntry } from './record-sheet';

/** A result cell left blank on a round sheet. */
export interface MissingResult {
  readonly round: number;
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly sheet: string;
  readonly cell: string;
}

/** Everything read from a workbook: the tournament, where things are, and every problem found. */
export interface WorkbookState {
  readonly tournament: Tournament;
  readonly settings: SettingsRead;
  readonly players: PlayersRead;
  /** Round sheets in round order (index r-1). */
  readonly rounds: readonly RoundSheetRead[];
  /** Actual sheet names found (any language). */
  readonly sheetNames: readonly string[];
  readonly sheetOf: Partial<Record<SheetId, string>>;
  readonly roundSheets: ReadonlyMap<number, string>;
  readonly missingResults: readonly MissingResult[];
  readonly problems: readonly Problem[];
  /** FIDE mode and what round 1 was paired with (fide-mode-settings.ts); absent in states built by hand. */
  readonly fideMode?: FideModeRead;
  /** The Record sheet's rows (record-sheet.ts). */
  readonly record?: readonly RecordEntry[];
}

/** The sheet that plays a role (English, Turkish or Persian name), if present. */
export function findSheet(names: readonly string[], id: SheetId): string | undefined {
  return names.find((n) => means(SHEETS[id], n));
}

/**
 * Read and validate the whole workbook (design.md §2: read collects every problem with its sheet and cell;
 * any error blocks the command before anything is written).
 */
export async function readWorkbook(port: WorkbookPort): Promise<WorkbookState> {
  const sheetNames = await port.listSheets();
  const problems: Problem[] = [];
  const sheetOf: Partial<Record<SheetId, string>> = {};
  for (const id of Object.keys(SHEETS) as SheetId[]) {
    const n = findSheet(sheetNames, id);
    if (n) sheetOf[id] = n;
  }
  const settingsSheet = sheetOf.settings ?? 'Settings';
  const settingsValues = sheetOf.settings ? await port.readSheet(settingsSheet) : [];
  const settings = readSettings(settingsValues, settingsSheet);
  if (!sheetOf.settings) problems.push(error(settingsSheet, undefined, 'the workbook has no Settings sheet'));
  else pushAll(problems, settings.problems);
  // FIDE mode: its rows, the Record sheet's "FIDE mode left", and the choices refused in FIDE mode
  const record = sheetOf.record ? readRecord(await port.readSheet(sheetOf.record)) : [];
  const fideMode = readFideMode(settingsValues, settingsSheet, settings, record);
  if (sheetOf.settings) pushAll(problems, fideMode.problems);
  const s = settings.settings;

  const playersSheet = sheetOf.players ?? 'Players';
  const players = readPlayers(sheetOf.players ? await port.readSheet(playersSheet) : [], playersSheet, s.totalRounds);
  if (!sheetOf.players) problems.push(error(playersSheet, undefined, 'the workbook has no Players sheet'));
  else pushAll(problems, players.problems);

  // round sheets: "Round 1" .. "Round k", contiguous
  const roundSheets = new Map<number, string>();
  for (const n of sheetNames) {
    const r = roundOfSheet(n);
    if (r === null) continue;
    if (r > MAX_WORKBOOK_ROUNDS) {
      problems.push(
        error(
          n,
          undefined,
          `round ${r} is beyond the ${MAX_WORKBOOK_ROUNDS} rounds a workbook holds; rename or delete this sheet`,
        ),
      );
      continue;
    }
    if (roundSheets.has(r))
      problems.push(error(n, undefined, `two sheets for round ${r} ("${roundSheets.get(r)}" and "${n}")`));
    else roundSheets.set(r, n);
  }
  const lastRound = Math.max(0, ...roundSheets.keys());
  for (let r = 1; r <= lastRound; r++) {
    if (!roundSheets.has(r))
      problems.push(error(roundSheets.get(lastRound), undefined, `there is no sheet for round ${r}`));
  }
  if (s.totalRounds !== null && lastRound > s.totalRounds) {
    problems.push(
      error(
        roundSheets.get(lastRound),
        undefined,
        `round ${lastRound} is beyond the ${s.totalRounds} rounds set in Settings`,
      ),
    );
  }

  const byId = new Map(players.players.map((p) => [p.player.id, p] as const));
  const entries = new Map<number, (RoundEntry | null)[]>(players.players.map((p) => [p.player.id, []]));
  const rounds: RoundSheetRead[] = [];
  const missingResults: MissingResult[] = [];
  for (let r = 1; r <= lastRound; r++) {
    const name = roundSheets.get(r);
    if (!name) {
      rounds.push({ round: r, date: '', boards: [], byes: [], problems: [] });
      continue;
    }
    const read = readRoundSheet(await port.readSheet(name), name, r);
    rounds.push(read);
    pushAll(problems, read.problems);
    const where = new Map<number, string>();
    const place = (id: number, cell: string, entry: RoundEntry): void => {
      const list = entries.get(id);
      if (!byId.has(id) || !list) {
        problems.push(error(name, cell, `player ${id} is not on the ${playersSheet} sheet`));
        return;
      }
      const prev = where.get(id);
      if (prev) {
        problems.push(error(name, cell, `player ${id} is listed twice in round ${r} (also at ${prev})`));
        return;
      }
      where.set(id, cell);
      list[r - 1] = entry;
      const p = byId.get(id)!.player;
      if (p.withdrawnAfter !== undefined && r > p.withdrawnAfter && entry.opponent !== 0) {
        // C.04.2 3.2: a withdrawn player is not paired; a round paired before he withdrew ends in a forfeit
        if (isPlayed(entry)) {
          problems.push(
            error(
              playersSheet,
              statusCell(players, byId.get(id)!),
              `player ${id} is "withdrawn after round ${p.withdrawnAfter}" but played in round ${r} (${name}!${cell}): ` +
                `correct the status (withdrawn after round ${r}) or record the game as a forfeit`,
            ),
          );
        } else {
          problems.push(
            warning(name, cell, `player ${id} withdrew after round ${p.withdrawnAfter} but is paired in round ${r}`),
          );
        }
      }
    };
    for (const b of read.boards) {
      const cellW = address(b.row, 1);
      const cellB = address(b.row, 9);
      // `+/- nc`: forfeited before colours were known; neither player had a colour (TRF `-`, trf.md §4)
      const noColour = b.result?.noColour === true;
      place(b.white, cellW, { opponent: b.black, colour: noColour ? null : 'w', result: b.result?.white ?? '*' });
      place(b.black, cellB, { opponent: b.white, colour: noColour ? null : 'b', result: b.result?.black ?? '*' });
      if (!b.result)
        missingResults.push({
          round: r,
          board: b.board,
          white: b.white,
          black: b.black,
          sheet: name,
          cell: b.resultCell,
        });
    }
    pushAll(problems, namesThatDisagree(read, name, byId));
    const pabs = read.byes.filter((b) => b.kind === 'U');
    if (pabs.length > 1)
      problems.push(error(name, pabs[1]!.cell, `round ${r} has more than one pairing-allocated bye`));
    for (const b of read.byes) place(b.id, b.cell, { opponent: 0, colour: null, result: b.kind });
  }

  const acceleration = sheetOf.acceleration
    ? readAcceleration(await port.readSheet(sheetOf.acceleration), sheetOf.acceleration, byId, problems)
    : new Map<number, number[]>();

  // requested byes count only for rounds not yet paired: a paired round's sheet is the record, and a request
  // the sheet contradicts (he played that round) is pointed out: the arbiter may have let him play
  const byeRequests: ByeRequest[] = players.players.flatMap((p) => p.byes.filter((b) => b.round > lastRound));
  for (const p of players.players) {
    for (const b of p.byes.filter((x) => x.round <= lastRound)) {
      const e = entries.get(p.player.id)?.[b.round - 1];
      if (e && e.opponent !== 0) {
        problems.push(
          warning(
            playersSheet,
            byesCell(players, p),
            `player ${p.player.id} asked for a bye (${b.round}${b.kind}) in round ${b.round} but is paired in it (${roundSheets.get(b.round)}): ` +
              'the round sheet is the record; remove the request if he chose to play',
          ),
        );
      }
    }
  }
  const roundDates = rounds.map((r) => r.date);
  const info = { ...s.info, ...(roundDates.some((d) => d) ? { roundDates } : {}) };
  const tournamentPlayers: Player[] = players.players.map((p) => {
    const list = entries.get(p.player.id) ?? [];
    return { ...p.player, rounds: missedRoundsAsAbsent(p, list, lastRound, roundSheets, problems) };
  });
  const tournament: Tournament = {
    info,
    totalRounds: s.totalRounds,
    initialColour: initialColourOf(s),
    scoring: s.scoring,
    system: s.system,
    players: tournamentPlayers,
    acceleration,
    forbiddenPairs: s.forbiddenPairs,
    byeRequests,
    tiebreaks: s.tiebreaks,
  };
  return {
    tournament,
    settings,
    players,
    rounds,
    sheetNames,
    sheetOf,
    roundSheets,
    missingResults,
    problems,
    fideMode,
    record,
  };
}

function columnCell(players: PlayersRead, p: PlayerRow, column: 'status' | 'byes'): string | undefined {
  const c = players.columns.get(column)?.[0];
  return c === undefined ? undefined : address(p.row, c);
}

function statusCell(players: PlayersRead, p: PlayerRow): string | undefined {
  return columnCell(players, p, 'status');
}

function byesCell(players: PlayersRead, p: PlayerRow): string | undefined {
  return columnCell(players, p, 'byes');
}

/** Names compare as the arbiter reads them: case, spacing and digit script aside. */
function sameName(a: string, b: string): boolean {
  return labelKey(a) === labelKey(b);
}

/**
 * The pairing is read from the No columns; the names beside them are printed from the numbers. A typed name
 * that is another player's (two Black names swapped by hand, a number changed without its name) would post one
 * pairing and record another, so it is an error at the name's cell. A name that is nobody's is most often a
 * name corrected on the Players sheet after the round was paired: a warning, and the Players sheet's name is
 * the one every report uses.
 */
function namesThatDisagree(read: RoundSheetRead, sheet: string, byId: ReadonlyMap<number, PlayerRow>): Problem[] {
  const out: Problem[] = [];
  const check = (id: number, typed: TypedName | undefined): void => {
    const p = byId.get(id)?.player;
    if (!typed || !p || sameName(typed.text, p.name)) return;
    const owner = [...byId.values()].find((x) => sameName(x.player.name, typed.text));
    if (owner) {
      out.push(
        error(
          sheet,
          typed.cell,
          `"${typed.text}" is not player ${id} (${p.name}); "${typed.text}" is player ` +
            `${owner.player.id}: correct the number or the name`,
        ),
      );
    } else {
      out.push(
        warning(
          sheet,
          typed.cell,
          `"${typed.text}" is not the name of player ${id} (${p.name}) on the Players ` +
            "sheet: the reports use the Players sheet's name; retype it here if the number is wrong",
        ),
      );
    }
  };
  for (const b of read.boards) {
    check(b.white, b.whiteName);
    check(b.black, b.blackName);
  }
  for (const b of read.byes) check(b.id, b.name);
  return out;
}

/**
 * A player on no board and in no bye row of a paired round was absent: a zero-point bye (C.04.2 2.4, a late
 * entry's missed rounds; trf.md §4 `Z`), so the reports, the TRF and a re-check all read the same round. A
 * player missing from a round after he has played is more likely an omission: that gets a warning.
 */
function missedRoundsAsAbsent(
  p: PlayerRow,
  list: readonly (RoundEntry | null | undefined)[],
  lastRound: number,
  roundSheets: ReadonlyMap<number, string>,
  problems: Problem[],
): RoundEntry[] {
  const own: RoundEntry[] = [];
  let seen = false;
  for (let r = 1; r <= lastRound; r++) {
    const e = list[r - 1];
    if (e) {
      own.push(e);
      seen = true;
      continue;
    }
    own.push({ opponent: 0, colour: null, result: 'Z' });
    const withdrawn = p.player.withdrawnAfter !== undefined && r > p.player.withdrawnAfter;
    if (seen && !withdrawn) {
      problems.push(
        warning(
          roundSheets.get(r),
          undefined,
          `player ${p.player.id} is not on the sheet of round ${r}: read as absent (zero-point bye)`,
        ),
      );
    }
  }
  return own;
}

/** Append without spreading: a sheet with a million bad rows has a million problems (push(...x) overflows the stack). */
function pushAll(to: Problem[], from: readonly Problem[]): void {
  for (const p of from) to.push(p);
}

/** Acceleration sheet: header `No | 1 | 2 | ...` (round numbers), one row of virtual points per player. */
function readAcceleration(
  values: SheetValues,
  sheet: string,
  byId: ReadonlyMap<number, unknown>,
  problems: Problem[],
): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const header = findHeaderRow(values, { no: PLAYER_HEADERS.no }, ['no']);
  if (!header) {
    problems.push(error(sheet, 'A1', 'no header row with "No" and round numbers'));
    return out;
  }
  const noCol = header.columns.get('no')![0]!;
  const roundCols: { round: number; col: number }[] = [];
  (values[header.row] ?? []).forEach((v, c) => {
    const n = cellInteger(v);
    if (c !== noCol && n !== null && n >= 1) roundCols.push({ round: n, col: c });
  });
  for (let r = header.row + 1; r < values.length; r++) {
    const line = values[r] ?? [];
    if (isBlankRow(line)) continue;
    const id = cellInteger(line[noCol] ?? null);
    if (id === null || !byId.has(id)) {
      problems.push(
        error(sheet, address(r, noCol), `"${cellText(line[noCol] ?? null)}" is not a player's pairing number`),
      );
      continue;
    }
    const points: number[] = [];
    for (const { round, col } of roundCols) {
      const v = line[col] ?? null;
      const n = cellText(v) === '' ? 0 : cellNumber(v);
      if (n === null || n < 0)
        problems.push(error(sheet, address(r, col), `"${cellText(v)}" is not a number of virtual points`));
      points[round - 1] = n ?? 0;
    }
    for (let i = 0; i < points.length; i++) points[i] ??= 0;
    out.set(id, points);
  }
  return out;
}
