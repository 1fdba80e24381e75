import { roundIsPaired, type ByeRequest, type Tournament } from '../../engine/model';
import { formatGameResult } from '../../formats/results';
import { settledForfeitColours, type SettledForfeitColour } from '../forfeit-colours';
import { PLAYER_HEADERS, SHEETS, roundSheetName, say, type Language } from '../labels';
import type { PlayerRow } from '../players';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems, type Problem } from '../problems';
import { writeAccelerationSheet, writePlayersSheet, writeRoundSheet, writeSettingsSheet } from '../render';
import { roundRenderOf } from '../round-view';
import { defaultSettings, defaultTiebreaks, type Settings } from '../settings';
import { checkRoundsHere, recheckImportedRoundsWith, type ImportRecheck, type RoundsCheck } from '../import-recheck';
import { defaultFideMode, lockTexts } from '../fide-mode-settings';
import { markEverySheet, writeFideModeRows } from '../fide-mode-sheet';
import { RECORD_EVENTS, sayYesNo } from '../labels/fide-mode';
import { appendRecord, recordTrfLine, type RecordEntry } from '../record-sheet';

export interface ImportOptions {
  readonly language?: Language;
  /** How the imported rounds are re-paired (Q54): here by default; the command line spreads them over threads. */
  readonly checkRounds?: RoundsCheck;
}

/** Settings that describe an imported tournament. */
export function settingsOf(t: Tournament, language: Language): Settings {
  const { roundDates: _dates, ...info } = t.info;
  return defaultSettings({
    info,
    totalRounds: t.totalRounds,
    system: t.system,
    colourChoice: t.initialColour === 'w' ? 'white' : t.initialColour === 'b' ? 'black' : 'lot',
    scoring: t.scoring,
    acceleration: t.acceleration.size > 0 ? 'table' : 'none',
    tiebreaks: t.tiebreaks.length ? t.tiebreaks : defaultTiebreaks(t.system),
    forbiddenPairs: t.forbiddenPairs,
    language,
  });
}

/** Number of rounds that have a pairing (later rounds may only hold requested byes). */
export function pairedRounds(t: Tournament): number {
  let n = 0;
  while (roundIsPaired(t, n + 1)) n++;
  return n;
}

/**
 * Every game of a tournament must be writable as one result cell; a pair of codes that is not one game
 * (e.g. 1 against 1) is reported before anything is written.
 */
export function unwritableGames(t: Tournament, rounds: number): Problem[] {
  const problems: Problem[] = [];
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  for (const p of t.players) {
    for (let r = 1; r <= rounds; r++) {
      const e = p.rounds[r - 1];
      if (!e || e.opponent === 0 || e.colour === 'b') continue;
      const o = byId.get(e.opponent)?.rounds[r - 1];
      if (!o || o.opponent !== p.id) {
        problems.push(
          error(
            undefined,
            undefined,
            `round ${r}: player ${p.id} is paired with ${e.opponent}, who is not paired with him`,
          ),
        );
      } else if (formatGameResult(e.result, o.result) === null && formatGameResult(e.result, o.result, true) === null) {
        problems.push(
          error(
            undefined,
            undefined,
            `round ${r}: results "${e.result}" (player ${p.id}) and "${o.result}" (player ${e.opponent}) are not the two sides of one game`,
          ),
        );
      }
    }
  }
  return problems;
}

/**
 * A player absent (Z) in every round after some round k >= 1 up to the last, at least one of them not yet
 * paired, withdrew after round k: that is how the export writes a withdrawal (export-trf.ts), and how C.04.2 3.2
 * treats one. Null when he is not.
 */
function withdrawalOf(
  p: Tournament['players'][number],
  paired: number,
  byes: readonly ByeRequest[],
  totalRounds: number | null,
): number | undefined {
  if (totalRounds === null || paired >= totalRounds) return undefined;
  const absent = (r: number): boolean => {
    const e = p.rounds[r - 1];
    if (r <= paired) return !!e && e.opponent === 0 && e.result === 'Z';
    return byes.some((b) => b.id === p.id && b.round === r && b.kind === 'Z');
  };
  let k = totalRounds;
  while (k > 0 && absent(k)) k--;
  return k >= 1 && k < paired + 1 && k < totalRounds ? k : undefined;
}

/**
 * Write a whole tournament into an empty workbook: Settings, Players, one sheet per paired round, and the
 * Acceleration sheet when virtual points exist. Byes and absences known for later rounds go to the Players
 * sheet's "Requested byes" column. `settledColours`: forfeits coloured on one side only, which the round sheets
 * record with both colours (forfeit-colours.ts); the caller says so.
 */
export async function importTournament(
  port: WorkbookPort,
  t: Tournament,
  options: ImportOptions = {},
): Promise<{ rounds: number; recheck: ImportRecheck; settledColours: SettledForfeitColour[] }> {
  const lang = options.language ?? 'en';
  const rounds = pairedRounds(t);
  const problems = unwritableGames(t, rounds);
  if (problems.length) throw new WorkbookProblems(problems);
  // Q54-Q55: every imported round re-paired and compared; a round that does not comply is kept as it is (the file
  // is the record of what was played) with a Record row, which the TRF carries as `### Import @ Round n: ...`.
  // Started before the sheets are written and awaited after them: on threads (the command line) the rounds are
  // re-paired while this thread writes; the result is needed only for the Record rows at the end.
  const pending = recheckImportedRoundsWith(t, options.checkRounds ?? checkRoundsHere);
  pending.catch(() => undefined); // a failure is thrown where it is awaited, not reported as unhandled before
  const settings = settingsOf(t, lang);
  const later = t.players.flatMap((p) =>
    p.rounds
      .slice(rounds)
      .flatMap((e, i) =>
        e && e.opponent === 0 && (e.result === 'H' || e.result === 'F' || e.result === 'Z')
          ? [{ id: p.id, round: rounds + i + 1, kind: e.result }]
          : [],
      ),
  );
  const byes = [...t.byeRequests.filter((b) => b.round > rounds), ...later];
  const rows: PlayerRow[] = t.players.map((p) => {
    const { rounds: _r, recordedPoints: _p, recordedRank: _k, ...read } = p;
    const withdrawnAfter = read.withdrawnAfter ?? withdrawalOf(p, rounds, byes, t.totalRounds);
    const player = withdrawnAfter === undefined ? read : { ...read, status: 'withdrawn' as const, withdrawnAfter };
    const own = byes.filter(
      (b) => b.id === p.id && (withdrawnAfter === undefined || b.round <= withdrawnAfter || b.kind !== 'Z'),
    );
    const unique = own.filter((b, i) => own.findIndex((x) => x.round === b.round) === i);
    return { player, byes: unique, row: 0 };
  });
  await writeSettingsSheet(port, say(SHEETS.settings, lang), settings);
  await writePlayersSheet(port, say(SHEETS.players, lang), rows, lang, t.info.name, t.totalRounds);
  for (let r = 1; r <= rounds; r++) {
    await writeRoundSheet(port, roundSheetName(r, lang), roundRenderOf(t, r), lang, { header: t.info.name });
  }
  if (t.acceleration.size > 0) {
    await writeAccelerationSheet(
      port,
      say(SHEETS.acceleration, lang),
      t.acceleration,
      t.totalRounds ?? rounds,
      say(PLAYER_HEADERS.no, lang),
      lang,
    );
  }
  const recheck = await pending;
  await importFideMode(
    port,
    t,
    settings,
    rounds,
    lang,
    recheck.rounds.map((r) => r.record),
  );
  await port.flush();
  return { rounds, recheck, settledColours: settledForfeitColours(t, rounds) };
}

/** `### <Event> @ Round n: <text>` lines of the file (record-sheet.ts writes them so). */
export function recordEntriesOf(t: Tournament): RecordEntry[] {
  const out: RecordEntry[] = [];
  for (const r of t.source?.records ?? []) {
    if (r.code !== '###' || r.raw === undefined) continue;
    const m = /^###\s*(.+?)\s+@\s+Round\s+(\d+):\s*(.*)$/.exec(r.raw.trimEnd());
    if (m) out.push({ event: m[1]!, round: Number(m[2]), text: m[3]! });
  }
  return out;
}

/**
 * An imported tournament starts in FIDE mode (checklist Q56), unless its file says FIDE mode was left
 * (`### FIDE mode left @ Round n: ...`, Q44): then Settings and the Record sheet say so again, for good. Its
 * `###` events, then the re-check's (Q55), go to the Record sheet; with rounds paired, what round 1 was paired with is the file's.
 */
async function importFideMode(
  port: WorkbookPort,
  t: Tournament,
  settings: Settings,
  rounds: number,
  lang: Language,
  rechecked: readonly RecordEntry[],
): Promise<void> {
  const sheet = say(SHEETS.settings, lang);
  const carried = recordEntriesOf(t);
  // a file we exported already carries its `### Import` lines: the re-check adds only what the file does not say
  const said = new Set(carried.map(recordTrfLine));
  const record = [...carried, ...rechecked.filter((e) => !said.has(recordTrfLine(e)))];
  const left = record.find((e) => e.event.toLowerCase() === RECORD_EVENTS.fideModeLeft.toLowerCase());
  const on = !left && defaultFideMode(t.system);
  await writeFideModeRows(
    port,
    sheet,
    {
      fideMode: sayYesNo(on, lang),
      ...(left ? { fideModeLeft: left.round } : {}),
      ...(rounds >= 1 ? lockTexts(settings) : {}),
    },
    lang,
  );
  if (record.length) await appendRecord(port, undefined, record, lang);
  if (!on) await markEverySheet(port, lang);
}
