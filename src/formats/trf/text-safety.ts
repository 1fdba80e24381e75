import type { Player, Tournament, TournamentInfo } from '../../engine/model';

/**
 * What a TRF cannot hold in its text fields (trf.md §1: one record per line, fixed columns): a line break (typed
 * in Excel with Alt+Enter) would end the record and start another one, so a name could inject an `XXR` line or a
 * fake `001` player, or split a player record; other control characters are not text. They are written as one
 * blank each, and every change is listed so the command can say so.
 */

export interface TrfTextChange {
  /** `info.name`, `info.deputyArbiters[1]`, or `player 12 name`. */
  readonly field: string;
  /** Key of the field (`name`, `city`, ... for the tournament; `name`, `club`, ... for a player). */
  readonly key: string;
  readonly playerId?: number;
  readonly message: string;
}

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu;

function describe(text: string): string {
  const found = new Set<string>();
  for (const ch of text.match(UNSAFE) ?? []) {
    const code = ch.codePointAt(0)!;
    found.add(
      code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029
        ? 'line break'
        : code === 0x09
          ? 'tab'
          : `control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
    );
  }
  return [...found].join(', ');
}

/** The text with each unsafe character as a blank; null when it has none. */
export function safeTrfText(text: string): string | null {
  UNSAFE.lastIndex = 0;
  if (!UNSAFE.test(text)) return null;
  return text.replace(/\r\n/g, ' ').replace(UNSAFE, ' ');
}

function cleanText(text: string, field: string, key: string, changes: TrfTextChange[], playerId?: number): string {
  const safe = safeTrfText(text);
  if (safe === null) return text;
  changes.push({
    field,
    key,
    ...(playerId !== undefined ? { playerId } : {}),
    message: `${describe(text)} in ${field} written as a blank (a TRF record is one line of text)`,
  });
  return safe;
}

/** The tournament with every text field safe for a TRF, and the list of changes made. */
export function trfSafeText(t: Tournament): { tournament: Tournament; changes: TrfTextChange[] } {
  const changes: TrfTextChange[] = [];
  const info: Record<string, unknown> = { ...t.info };
  for (const [key, value] of Object.entries(t.info)) {
    if (typeof value === 'string') info[key] = cleanText(value, `the tournament's ${key}`, key, changes);
    else if (Array.isArray(value)) {
      info[key] = value.map((v, i) =>
        typeof v === 'string' ? cleanText(v, `the tournament's ${key} (${i + 1})`, key, changes) : v,
      );
    }
  }
  const players = t.players.map((p) => {
    const out: Record<string, unknown> = { ...p };
    for (const [key, value] of Object.entries(p)) {
      if (typeof value === 'string') out[key] = cleanText(value, `player ${p.id}'s ${key}`, key, changes, p.id);
    }
    return out as unknown as Player;
  });
  if (changes.length === 0) return { tournament: t, changes };
  return { tournament: { ...t, info: info as unknown as TournamentInfo, players }, changes };
}
