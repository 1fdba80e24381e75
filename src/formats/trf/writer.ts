import {
  isStandardScoring,
  nextRoundToPair,
  pointsFor,
  roundScore,
  type Player,
  type SourceRecord,
  type Tournament,
  type TournamentSource,
} from '../../engine/model';
import { formatPlayerRecord } from './player-record';
import { TRF26_CODES, formatPoints, isEngineCode, padLeft, padToColumn, roundBlockColumn } from './records';
import type { TrfFormat } from './reader';
import { trfRoundDate } from './round-dates';
import { isBbScoringCode, write162, writeBb, writeXxs } from './scoring-records';
import { LIM_COMMENT, codeForSystem, typeCodeToWrite } from './system-codes';
import { trfSafeText } from './text-safety';
import { toTrfTiebreakCode } from './tiebreak-codes';

export interface TrfWriteOptions {
  /** Default TRF26 (trf.md §0). TRF16 omits records >= 142 and `###` comments. */
  readonly format?: TrfFormat;
  /** Also write the JaVaFo/bbpPairings lines XXR, XXC, XXS, XXA, XXP, XXZ (trf.md §5.5). */
  readonly engineDialect?: boolean;
  /** Default CRLF (trf.md §1). */
  readonly lineEnding?: '\n' | '\r\n';
}

interface WriteContext {
  readonly format: TrfFormat;
  readonly engine: boolean;
}

/** Standard record order when the tournament has no source layout of the requested format. */
const HEADER_16 = ['012', '022', '032', '042', '052', '062', '072', '092', '102', '112', '122', '132'];
const HEADER_26 = ['142', '152', '162', '192', '202', '240', '250', '260'];
const ENGINE = ['XXR', 'XXC', 'XXS', 'XXA', 'XXP', 'XXZ'];

function defaultLayout(ctx: WriteContext): string[] {
  return [...HEADER_16, ...(ctx.format === 'trf26' ? HEADER_26 : []), ...(ctx.engine ? ENGINE : []), '001'];
}

/** Records that say the same thing: a source holding one of them does not get another one added. */
function family(code: string): string {
  if (code === '142' || code === 'XXR') return 'rounds';
  if (code === '152' || code === 'XXC') return 'colour';
  if (code === '162' || code === 'XXS' || isBbScoringCode(code)) return 'scoring';
  if (code === '250' || code === 'XXA') return 'acceleration';
  if (code === '260' || code === 'XXP') return 'forbidden';
  if (code === '240' || code === 'XXZ') return 'byes';
  if (code === '202' || code === '212') return 'tiebreaks';
  return code;
}

/** Always written where the layout has them; never added to a source layout that lacks them. */
const STRUCTURAL: ReadonlySet<string> = new Set(['012', '062', '072', '192']);

/**
 * Write a tournament as TRF. When the tournament was read from a file of the requested format and dialect,
 * its records come out in the source's order with the unrepresented lines kept (`Tournament.source`), so an
 * unmodified file is reproduced record for record; data the source had no record for is added before the
 * player records.
 */
export function writeTrf(tournament: Tournament, options: TrfWriteOptions = {}): string {
  // no line break or control character reaches a record (text-safety.ts); commands list the changes themselves
  const t = trfSafeText(tournament).tournament;
  const format = options.format ?? 'trf26';
  const source = t.source;
  const sameFormat = !!source && source.format === format;
  const engine = options.engineDialect ?? (sameFormat && source?.dialect === 'engine');
  const ctx: WriteContext = { format, engine };
  const useSource = !!source && sameFormat && (source.dialect === 'engine') === engine;
  const layout: SourceRecord[] = useSource && source ? sourceLayout(source, t, ctx) : convertedLayout(t, ctx);
  const lines: string[] = [];
  for (const record of layout) {
    if (record.raw !== undefined) {
      if (format === 'trf16' && record.code === '###') continue;
      lines.push(record.raw);
    } else {
      lines.push(...section(record.code, t, ctx));
    }
  }
  const eol = options.lineEnding ?? '\r\n';
  return lines.map((l) => l.trimEnd()).join(eol) + eol;
}

/**
 * Standard order; lines of another source format that the model does not represent but the target format
 * allows (082, 013 team records, national-rating records, unknown codes) go before the player records.
 */
function convertedLayout(t: Tournament, ctx: WriteContext): SourceRecord[] {
  const kept = (t.source?.records ?? []).filter((r) => r.raw !== undefined && allowedIn(r.code, ctx));
  const layout: SourceRecord[] = defaultLayout(ctx).map((code) => ({ code }));
  layout.splice(layout.length - 1, 0, ...kept);
  return layout;
}

function allowedIn(code: string, ctx: WriteContext): boolean {
  if (isEngineCode(code)) return ctx.engine;
  return ctx.format === 'trf26' || !TRF26_CODES.has(code);
}

function sourceLayout(source: TournamentSource, t: Tournament, ctx: WriteContext): SourceRecord[] {
  const records = source.records;
  const present = new Set(records.map((r) => family(r.code)));
  // an initial colour inferred from round 1 is read back the same way: no need to add a record for it
  if (t.initialColour !== null && t.initialColour === source.inferredInitialColour) present.add('colour');
  const added = defaultLayout(ctx)
    .filter((code) => !STRUCTURAL.has(code) && !present.has(family(code)) && section(code, t, ctx).length > 0)
    .map((code) => ({ code }));
  const playersAt = records.findIndex((r) => r.code === '001' && r.raw === undefined);
  const addedHeaders = added.filter((r) => r.code !== '001');
  const out = [...records];
  out.splice(playersAt >= 0 ? playersAt : out.length, 0, ...addedHeaders);
  if (added.some((r) => r.code === '001')) out.push({ code: '001' });
  return out;
}

function headerLine(code: string, value: string | undefined): string[] {
  return value === undefined || value === '' ? [] : [`${code} ${value}`];
}

function zeroPad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function ids(list: readonly number[]): string {
  return list.map((id) => padLeft(String(id), 4)).join(' ');
}

/** Points as the results give them (trf.md §3: the field must equal the sum of the rounds). */
export function pointsOf(p: Player, t: Tournament): number {
  return roundScore(p.rounds.reduce((s, e) => s + (e ? pointsFor(e.result, t.scoring) : 0), 0));
}

function section(code: string, t: Tournament, ctx: WriteContext): string[] {
  const info = t.info;
  switch (code) {
    case '012':
      return [`012 ${info.name}`];
    case '022':
      return headerLine(code, info.city);
    case '032':
      return headerLine(code, info.federation);
    case '042':
      return headerLine(code, info.startDate);
    case '052':
      return headerLine(code, info.endDate);
    case '062':
      return [`062 ${t.players.length}`];
    case '072':
      return [`072 ${t.players.filter((p) => p.rating > 0).length}`];
    case '092':
      // TRF16 has no 192: name the system in 092 so that it survives the trip (our fixtures do the same)
      if (info.typeText === undefined && ctx.format === 'trf16' && t.system !== 'dutch')
        return [`092 ${codeForSystem(t.system)}`];
      return headerLine(code, info.typeText);
    case '102':
      return headerLine(code, info.chiefArbiter);
    case '112':
      return (info.deputyArbiters ?? []).filter((d) => d !== '').map((d) => `112 ${d}`);
    case '122':
      return headerLine(code, info.timeControl);
    case '132':
      return roundDates(t);
    case '142':
      return t.totalRounds === null ? [] : [`142 ${t.totalRounds}`];
    case '152':
      return t.initialColour === null ? [] : [`152 ${t.initialColour === 'w' ? 'W' : 'B'}`];
    case '162': {
      const line = write162(t.scoring);
      return line ? [line] : [];
    }
    case '192':
      return [`192 ${typeCodeToWrite(t.system, info.typeCode)}`, ...(t.system === 'lim' ? [LIM_COMMENT] : [])];
    // TRF-2026 spelling of the codes: BH/C1, not the prose BH-C1 (tiebreak-codes.ts)
    case '202':
      return t.tiebreaks.length > 0 ? [`202 ${t.tiebreaks.map(toTrfTiebreakCode).join(',')}`] : [];
    case '212':
      return t.tiebreaks.length > 0 ? [`212 ${['PTS', ...t.tiebreaks].map(toTrfTiebreakCode).join(',')}`] : [];
    case '240':
      return byeRecords(t);
    case '250':
      return accelerationRecords(t);
    case '260':
      return forbiddenRecords(t, ctx);
    case 'XXR':
      return t.totalRounds === null ? [] : [`XXR ${t.totalRounds}`];
    case 'XXC':
      return t.initialColour === null ? [] : [`XXC ${t.initialColour === 'w' ? 'white1' : 'black1'}`];
    case 'XXS':
      return isStandardScoring(t.scoring) ? [] : [writeXxs(t.scoring)];
    case 'XXA':
      return xxaRecords(t);
    case 'XXP':
      return t.forbiddenPairs
        .filter((f) => f.firstRound === undefined && f.lastRound === undefined)
        .map((f) => `XXP ${f.ids.join(' ')}`);
    case 'XXZ': {
      const next = nextRoundToPair(t);
      const absent = t.byeRequests.filter((q) => q.round === next && q.kind === 'Z').map((q) => q.id);
      return absent.length > 0 ? [`XXZ ${absent.join(' ')}`] : [];
    }
    case '001':
      return [...t.players].sort((a, b) => a.id - b.id).map((p) => formatPlayerRecord(p, pointsOf(p, t)));
    default:
      if (isBbScoringCode(code)) return [writeBb(code, t.scoring)];
      return [];
  }
}

/** 132: round r's date as YY/MM/DD at the columns of round r's block of 001 (trf.md §2). */
function roundDates(t: Tournament): string[] {
  const dates = (t.info.roundDates ?? []).map((d) => trfRoundDate(d) ?? '');
  if (!dates.some((d) => d !== '')) return [];
  let line = '132';
  dates.forEach((d, i) => {
    if (d !== '') line = padToColumn(line, roundBlockColumn(i + 1)) + d;
  });
  return [line];
}

/** 240 T RRR IIII ...: one record per round and type (trf.md §5.2). */
function byeRecords(t: Tournament): string[] {
  const groups = new Map<string, number[]>();
  const sorted = [...t.byeRequests].sort(
    (a, b) => a.round - b.round || 'FHZ'.indexOf(a.kind) - 'FHZ'.indexOf(b.kind) || a.id - b.id,
  );
  for (const q of sorted) {
    const key = `${q.kind} ${zeroPad(q.round, 3)}`;
    const list = groups.get(key) ?? [];
    list.push(q.id);
    groups.set(key, list);
  }
  return [...groups.entries()].map(([key, list]) => `240 ${key} ${ids(list)}`);
}

/**
 * 250 ranges from the per-player, per-round values: in each round, runs of consecutive players with the same
 * non-zero value become one range, and a range repeated in consecutive rounds becomes one record.
 */
function accelerationRecords(t: Tournament): string[] {
  const players = [...t.players].sort((a, b) => a.id - b.id);
  const rounds = [...t.acceleration.values()].reduce((m, v) => Math.max(m, v.length), 0);
  interface Range {
    points: number;
    first: number;
    last: number;
    firstId: number;
    lastId: number;
  }
  const ranges: Range[] = [];
  const open = new Map<string, Range>();
  for (let r = 1; r <= rounds; r++) {
    const runs: Omit<Range, 'first' | 'last'>[] = [];
    let run: Omit<Range, 'first' | 'last'> | null = null;
    for (const p of players) {
      const v = t.acceleration.get(p.id)?.[r - 1] ?? 0;
      if (run && v !== 0 && v === run.points) {
        run.lastId = p.id;
        continue;
      }
      run = v === 0 ? null : { points: v, firstId: p.id, lastId: p.id };
      if (run) runs.push(run);
    }
    const stillOpen = new Map<string, Range>();
    for (const x of runs) {
      const key = `${x.points}:${x.firstId}:${x.lastId}`;
      const prev = open.get(key);
      if (prev && prev.last === r - 1) {
        prev.last = r;
        stillOpen.set(key, prev);
        continue;
      }
      const range = { ...x, first: r, last: r };
      ranges.push(range);
      stillOpen.set(key, range);
    }
    open.clear();
    for (const [k, v] of stillOpen) open.set(k, v);
  }
  return ranges
    .sort((a, b) => a.first - b.first || a.firstId - b.firstId)
    .map(
      (x) =>
        `250      ${formatPoints(x.points)} ${zeroPad(x.first, 3)} ${zeroPad(x.last, 3)} ${zeroPad(x.firstId, 4)} ${zeroPad(x.lastId, 4)}`,
    );
}

/** 260 RRF RRL ids; in the engine dialect pairs forbidden in every round go to XXP instead. */
function forbiddenRecords(t: Tournament, ctx: WriteContext): string[] {
  const out: string[] = [];
  for (const f of t.forbiddenPairs) {
    const always = f.firstRound === undefined && f.lastRound === undefined;
    if (always && ctx.engine) continue;
    const first = f.firstRound ?? 1;
    const last = f.lastRound ?? t.totalRounds ?? 999;
    out.push(`260 ${zeroPad(first, 3)} ${zeroPad(last, 3)} ${ids(f.ids)}`);
  }
  return out;
}

/** XXA NNNN pp.p ...: id at 5-8, round k at 10+5(k-1) (trf.md §5.5). */
function xxaRecords(t: Tournament): string[] {
  return [...t.acceleration.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, values]) => `XXA ${padLeft(String(id), 4)}` + values.map((v) => ` ${formatPoints(v)}`).join(''));
}
