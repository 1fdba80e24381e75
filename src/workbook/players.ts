import { TITLE_ORDER, type ByeRequest, type Player } from '../engine/model';
import { asciiDigits } from '../formats/digits';
import {
  address,
  cellDate,
  cellInteger,
  cellText,
  isBlankRow,
  labelKey,
  type CellValue,
  type SheetValues,
} from './cells';
import { findHeaderRow, firstColumn } from './headers';
import { PLAYER_HEADERS, say, type Language, type PlayerColumn, type Word } from './labels';
import { error, warning, type Problem } from './problems';

/** A row of the Players sheet: the player (without rounds) and the byes requested for later rounds. */
export interface PlayerRow {
  readonly player: Omit<Player, 'rounds'>;
  readonly byes: readonly ByeRequest[];
  /** 0-based sheet row, for messages. */
  readonly row: number;
}

export interface PlayersRead {
  readonly players: PlayerRow[];
  readonly problems: Problem[];
  readonly headerRow: number;
  readonly columns: ReadonlyMap<PlayerColumn, readonly number[]>;
}

/** Column order written by us (the arbiter may reorder; reading goes by header). */
export const PLAYER_COLUMNS: readonly PlayerColumn[] = [
  'no',
  'title',
  'name',
  'federation',
  'fideId',
  'rating',
  'nationalRating',
  'birth',
  'sex',
  'club',
  'status',
  'byes',
];

const STATUS_WORDS = {
  active: { en: 'active', tr: 'aktif', fa: 'فعال' },
  withdrawn: { en: 'withdrawn after round', tr: 'turdan sonra çekildi', fa: 'انصراف پس از دور' },
} satisfies Record<string, Word>;

const WITHDRAWN_MARK = /(withdr|çekil|cekil|انصراف)/i;

/** `withdrawn after round 3` / `3. turdan sonra çekildi` / `انصراف پس از دور ۳`; '' or `active` = active. */
export function parseStatus(text: string): { withdrawnAfter: number | null } | null {
  const t = labelKey(text);
  if (t === '' || Object.values(STATUS_WORDS.active).some((w) => labelKey(w) === t) || t === '-')
    return { withdrawnAfter: null };
  if (!WITHDRAWN_MARK.test(t)) return null;
  const n = /(\d+)/.exec(t);
  return n ? { withdrawnAfter: Number(n[1]) } : null;
}

export function formatStatus(p: Omit<Player, 'rounds'>, lang: Language): string {
  if (p.status !== 'withdrawn' || p.withdrawnAfter === undefined) return say(STATUS_WORDS.active, lang);
  if (lang === 'tr') return `${p.withdrawnAfter}. turdan sonra çekildi`;
  return `${say(STATUS_WORDS.withdrawn, lang)} ${p.withdrawnAfter}`;
}

/**
 * A list drop-down's values, written into the validation itself, are at most 255 characters with their commas
 * (Excel's limit: https://docs.devexpress.com/CoreLibraries/DevExpress.Export.Xl.XlDataValidation.ListValues; a
 * longer list makes Excel repair the file and drop the validation).
 */
export const LIST_VALIDATION_CHARS = 255;

/**
 * The Status drop-down: active, then "withdrawn after round N" for the rounds after which a player can withdraw
 * (1 to the total less one; 9 while the total is not set), as many as the drop-down holds (other N may be typed).
 */
export function statusChoices(lang: Language, totalRounds: number | null = null): string[] {
  const player = { id: 0, name: '', sex: '' as const, title: '', rating: 0, federation: '', fideId: '', birthDate: '' };
  const rounds = totalRounds === null ? 9 : Math.max(0, totalRounds - 1);
  const out = [formatStatus(player, lang)];
  for (let r = 1; r <= rounds; r++) {
    const next = formatStatus({ ...player, status: 'withdrawn', withdrawnAfter: r }, lang);
    if ([...out, next].join(',').length > LIST_VALIDATION_CHARS) break;
    out.push(next);
  }
  return out;
}

/** Requested byes `3H 5Z 7F` (round and kind; `½` and `0` accepted for H and Z). */
export function parseRequestedByes(text: string): { round: number; kind: 'H' | 'F' | 'Z' }[] | string {
  const out: { round: number; kind: 'H' | 'F' | 'Z' }[] = [];
  for (const tok of asciiDigits(text)
    .split(/[\s,;]+/)
    .filter(Boolean)) {
    const m = /^(\d+)\s*([hfz½01])?$/i.exec(tok);
    if (!m) return `"${tok}" is not a requested bye (write round and kind, e.g. 3H 5Z)`;
    const k = (m[2] ?? 'H').toUpperCase();
    const kind = k === '½' ? 'H' : k === '0' ? 'Z' : k === '1' ? 'F' : (k as 'H' | 'F' | 'Z');
    out.push({ round: Number(m[1]), kind });
  }
  return out;
}

export function formatRequestedByes(byes: readonly { round: number; kind: string }[]): string {
  return [...byes]
    .sort((a, b) => a.round - b.round)
    .map((b) => `${b.round}${b.kind}`)
    .join(' ');
}

const SEX: Record<string, '' | 'm' | 'w'> = {
  '': '',
  m: 'm',
  w: 'w',
  f: 'w',
  e: 'm',
  k: 'w',
  male: 'm',
  female: 'w',
  erkek: 'm',
  kadın: 'w',
  kadin: 'w',
  مرد: 'm',
  زن: 'w',
};

const ONE_LETTER_TITLES: Record<string, string> = {
  g: 'GM',
  m: 'IM',
  f: 'FM',
  c: 'CM',
  wg: 'WGM',
  wm: 'WIM',
  wf: 'WFM',
  wc: 'WCM',
};

function readTitle(text: string): string | null {
  if (text === '') return '';
  const up = text.toUpperCase();
  if ((TITLE_ORDER as readonly string[]).includes(up)) return up;
  const one = ONE_LETTER_TITLES[text.toLowerCase()];
  if (one) return one;
  // honorary and arbiter titles are kept as typed; they do not change the initial order
  if (/^(H?GM|IA|FA|NA|IO|FI|FT|DI|AGM|AIM|AFM|ACM|IM-|WH?GM)$/i.test(text)) return up;
  return null;
}

/** The one message for the players typed without a number (C.04.2 2.3: numbers come from the initial order). */
export function missingNumbersMessage(names: readonly string[]): string {
  const list =
    names
      .slice(0, 5)
      .map((n) => `"${n}"`)
      .join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');
  return (
    `${names.length === 1 ? 'a player has' : `${names.length} players have`} no pairing number (${list}): ` +
    'number them by C.04.2 with "arbiter players number BOOK.xlsx", or type the numbers in the No column'
  );
}

/** Read the Players sheet: one player per row under the header row. */
export function readPlayers(values: SheetValues, sheet: string, totalRounds: number | null): PlayersRead {
  const problems: Problem[] = [];
  const header = findHeaderRow(values, PLAYER_HEADERS, ['no', 'name']);
  if (!header) {
    problems.push(error(sheet, 'A1', 'no header row with "No" and "Name" columns'));
    return { players: [], problems, headerRow: 0, columns: new Map() };
  }
  // a Rating column deleted by accident would drop every rating from the sheets, the pairing and the TRF
  if (!(header.columns as ReadonlyMap<string, readonly number[]>).has('rating')) {
    problems.push(
      error(
        sheet,
        address(header.row, Math.max(...[...header.columns.values()].flat()) + 1),
        'no "Rating" column: ratings decide the initial order and go to the TRF; add the column back (header "Rating"; blank cells for unrated players)',
      ),
    );
  }
  const col = (k: PlayerColumn) => firstColumn(header, k);
  const get = (line: readonly CellValue[], k: PlayerColumn): CellValue => {
    const c = col(k);
    return c === undefined ? null : (line[c] ?? null);
  };
  const players: PlayerRow[] = [];
  const seen = new Map<number, number>();
  const unnumbered: { name: string; cell: string }[] = [];
  for (let r = header.row + 1; r < values.length; r++) {
    const line = values[r] ?? [];
    if (isBlankRow(line)) continue;
    const at = (k: PlayerColumn) => address(r, col(k) ?? 0);
    const noCell = get(line, 'no');
    const name = cellText(get(line, 'name'));
    if (cellText(noCell) === '' && name === '') continue; // only the arbiter's own columns are filled
    const id = cellInteger(noCell);
    if (cellText(noCell) === '') {
      unnumbered.push({ name, cell: at('no') });
      continue;
    }
    if (id === null || id < 1 || id > 9999) {
      problems.push(error(sheet, at('no'), `"${cellText(noCell)}" is not a pairing number (1-9999)`));
      continue;
    }
    const prev = seen.get(id);
    if (prev !== undefined) {
      problems.push(error(sheet, at('no'), `pairing number ${id} is used twice (also on row ${prev + 1})`));
      continue;
    }
    seen.set(id, r);
    if (name === '') problems.push(error(sheet, at('name'), `player ${id} has no name`));
    const titleText = cellText(get(line, 'title'));
    const title = readTitle(titleText);
    if (title === null)
      problems.push(error(sheet, at('title'), `"${titleText}" is not a title (GM, IM, WGM, FM, WIM, CM, WFM, WCM)`));
    const rating = readRating(get(line, 'rating'), sheet, at('rating'), problems);
    const national = readRating(get(line, 'nationalRating'), sheet, at('nationalRating'), problems);
    const sexText = labelKey(cellText(get(line, 'sex')));
    const sex = SEX[sexText];
    if (sex === undefined) problems.push(error(sheet, at('sex'), `"${cellText(get(line, 'sex'))}" is not m or w`));
    const statusText = cellText(get(line, 'status'));
    const status = parseStatus(statusText);
    if (status === null)
      problems.push(error(sheet, at('status'), `"${statusText}" is not a status (active, or withdrawn after round N)`));
    const byesText = cellText(get(line, 'byes'));
    const byes = byesText ? parseRequestedByes(byesText) : [];
    const byeRequests: ByeRequest[] = [];
    if (typeof byes === 'string') problems.push(error(sheet, at('byes'), byes));
    else {
      for (const b of byes) {
        if (totalRounds !== null && (b.round < 1 || b.round > totalRounds)) {
          problems.push(
            error(
              sheet,
              at('byes'),
              `requested bye for round ${b.round}, but the tournament has ${totalRounds} rounds`,
            ),
          );
        } else if (byeRequests.some((x) => x.round === b.round)) {
          problems.push(error(sheet, at('byes'), `two requested byes for round ${b.round}`));
        } else byeRequests.push({ id, round: b.round, kind: b.kind });
      }
    }
    const fideIdCell = get(line, 'fideId');
    const fed = cellText(get(line, 'federation')).toUpperCase();
    if (fed !== '' && !/^[A-Z]{3}$/.test(fed))
      problems.push(warning(sheet, at('federation'), `"${fed}" is not a 3-letter federation code`));
    const club = cellText(get(line, 'club'));
    const player: Omit<Player, 'rounds'> = {
      id,
      name,
      sex: sex ?? '',
      title: title ?? '',
      rating: rating ?? 0,
      federation: fed,
      fideId: typeof fideIdCell === 'number' ? String(fideIdCell) : cellText(fideIdCell),
      birthDate: cellDate(get(line, 'birth')),
      ...(national !== null && national > 0 ? { nationalRating: national } : {}),
      ...(club ? { club } : {}),
      ...(status?.withdrawnAfter != null
        ? { status: 'withdrawn' as const, withdrawnAfter: status.withdrawnAfter }
        : {}),
    };
    players.push({ player, byes: byeRequests, row: r });
  }
  if (unnumbered.length > 0)
    problems.push(error(sheet, unnumbered[0]!.cell, missingNumbersMessage(unnumbered.map((u) => u.name))));
  players.sort((a, b) => a.player.id - b.player.id);
  return { players, problems, headerRow: header.row, columns: header.columns };
}

function readRating(v: CellValue, sheet: string, at: string, problems: Problem[]): number | null {
  if (cellText(v) === '') return null;
  const n = cellInteger(v);
  if (n === null || n < 0 || n > 3500) {
    problems.push(error(sheet, at, `"${cellText(v)}" is not a rating (0-3500)`));
    return null;
  }
  return n;
}

/** The Players sheet: header row, then one row per player in pairing-number order. */
export function renderPlayers(players: readonly PlayerRow[], lang: Language): SheetValues {
  const out: SheetValues = [PLAYER_COLUMNS.map((k) => say(PLAYER_HEADERS[k], lang))];
  for (const { player: p, byes } of players) {
    const cells: Record<PlayerColumn, CellValue> = {
      no: p.id,
      title: p.title || null,
      name: p.name,
      federation: p.federation || null,
      // a number only when it reads back the same (FIDE ID 0000 stays text, not 0)
      fideId: p.fideId && /^[1-9]\d{0,14}$/.test(p.fideId) ? Number(p.fideId) : p.fideId || null,
      rating: p.rating || null,
      nationalRating: p.nationalRating ?? null,
      birth: p.birthDate || null,
      sex: p.sex || null,
      club: p.club ?? null,
      status: formatStatus(p, lang),
      byes: byes.length ? formatRequestedByes(byes) : null,
    };
    out.push(PLAYER_COLUMNS.map((k) => cells[k]));
  }
  return out;
}
