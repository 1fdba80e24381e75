import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { unzipSync, zipSync } from 'fflate';
import { main } from '../cli';
import { EXIT } from '../exit';
import { seededRandom } from '../../engine/seeded-random';

/**
 * The hostile-input fuzzer of issue #19 (`npm run fuzz -- --count N [--books M] [--seed S] [--seconds T]`):
 * mutated TRF files through validate, pair-trf, standings-trf and import-trf, and corrupted workbooks through
 * pair, undo, standings, check and export-trf, all in this process. Every case is made from the seed alone
 * (same seed, same cases). A case fails when a command crashes (exit 2, an internal error, a stack trace, an
 * exception out of `main`), or a failed command changed its input file, or an exit code is not a documented one.
 */

export interface FuzzOptions {
  readonly trfCases: number;
  readonly bookCases: number;
  readonly seed: number;
  /** Stop starting new cases after this long (the counts say how many ran). */
  readonly seconds: number;
  readonly fixturesDir: string;
  readonly log?: (line: string) => void;
}

export interface FuzzFailure {
  readonly kind: 'trf' | 'book';
  readonly caseNo: number;
  readonly command: string;
  readonly reason: string;
  /** The mutated input, to reproduce (kept in the work folder). */
  readonly input: string;
}

export interface FuzzReport {
  trfCases: number;
  bookCases: number;
  commands: number;
  /** Exit codes seen, by code. */
  exitCodes: Record<number, number>;
  failures: FuzzFailure[];
  /** TRF files `trf validate` accepted that `import-trf` refused, with the first message (reported, not failed). */
  importRefusals: { caseNo: number; message: string }[];
  slowest: { command: string; ms: number };
  seconds: number;
}

const DOCUMENTED = new Set<number>([EXIT.ok, EXIT.problems, EXIT.invalidInput, EXIT.busy]);

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

const NASTY_NUMBERS = [
  '0',
  '-1',
  '999',
  '1000',
  '99999',
  '2147483648',
  '300000000',
  '1e9',
  '0x3',
  '4294967296',
  '9999',
  '1.5',
  '',
  ' ',
];
const NASTY_TEXT = [
  '\n',
  '\r\n',
  '\r',
  '\u0000',
  '\u0007',
  '\t',
  '\u2028',
  '=1+1',
  '+',
  '"',
  '<x>',
  '&amp;',
  'ı',
  'ش',
  '💥',
  ' '.repeat(200),
];
const RECORDS = [
  'XXR',
  '142',
  '250',
  '240',
  '260',
  'XXA',
  'XXP',
  'XXZ',
  'XXC',
  '162',
  'XXS',
  '192',
  '202',
  '132',
  '001',
];

/** One random edit of a TRF text. */
function mutateTrf(text: string, r: Rand): string {
  const lines = text.split('\n');
  const i = int(r, 0, Math.max(0, lines.length - 1));
  const line = lines[i] ?? '';
  switch (int(r, 0, 9)) {
    case 0: {
      // replace a character
      const c = int(r, 0, Math.max(0, line.length));
      lines[i] = line.slice(0, c) + pick(r, [...'0123456789 -+=wbWBHFUZ', ...NASTY_TEXT]) + line.slice(c + 1);
      break;
    }
    case 1:
      lines.splice(i, 1);
      break;
    case 2:
      lines.splice(i, 0, line);
      break;
    case 3: {
      // a number where a number is read
      const m = [...line.matchAll(/\d+/g)];
      if (m.length) {
        const x = pick(r, m);
        lines[i] = line.slice(0, x.index) + pick(r, NASTY_NUMBERS) + line.slice(x.index! + x[0].length);
      }
      break;
    }
    case 4:
      lines[i] = line.slice(0, int(r, 0, line.length));
      break;
    case 5: {
      // an extra record with odd numbers
      const code = pick(r, RECORDS);
      const nums = Array.from({ length: int(r, 1, 6) }, () =>
        pick(r, [...NASTY_NUMBERS, String(int(r, 1, 12)), String(int(r, 1, 12))]),
      );
      lines.splice(i, 0, `${code} ${nums.join(' ')}`);
      break;
    }
    case 6:
      lines[i] = line.padEnd(int(r, 90, 400), pick(r, [' ', '1', '0', 'w']));
      break;
    case 7: {
      const j = int(r, 0, lines.length - 1);
      [lines[i], lines[j]] = [lines[j]!, line];
      break;
    }
    case 8:
      lines[i] = line.replace(/ [wb] /, pick(r, [' - ', ' x ', ' w ', ' b ']));
      break;
    default:
      lines[i] = line.replace(
        /[10=+\-HFUZ](\s|$)/,
        `${pick(r, ['1', '0', '=', '+', '-', 'H', 'F', 'U', 'Z', 'X', 'W', 'D', 'L'])}$1`,
      );
  }
  return lines.join('\n');
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  threw: unknown;
  ms: number;
}

/** Run the command line in this process, capturing its output. */
async function run(args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  const start = process.hrtime.bigint();
  let code = -1;
  let threw: unknown = null;
  try {
    code = await main(['node', 'arbiter', ...args]);
  } catch (e) {
    threw = e;
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
  return { code, stdout, stderr, threw, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

const STACK = /\n\s+at .+:\d+:\d+\)?/;

function crashReason(x: Run): string | null {
  if (x.threw) return `threw out of main: ${(x.threw as Error).message ?? String(x.threw)}`;
  if (x.code === EXIT.unexpected || /internal error/.test(x.stderr))
    return `internal error: ${x.stderr.split('\n')[0]}`;
  if (STACK.test(x.stderr) || STACK.test(x.stdout)) return 'a stack trace reached the output';
  if (!DOCUMENTED.has(x.code)) return `undocumented exit code ${x.code}`;
  return null;
}

const bytesOf = (file: string): Buffer | null => (fs.existsSync(file) ? fs.readFileSync(file) : null);

/** Random edit of a workbook: bytes of the zip, or a part of it (cell values, sheet names, merges, rows). */
function corruptBook(bytes: Uint8Array, r: Rand): Uint8Array {
  const mode = int(r, 0, 9);
  if (mode === 0) {
    // flip bytes of the zip
    const b = Buffer.from(bytes);
    for (let k = int(r, 1, 8); k > 0; k--) b[int(r, 0, b.length - 1)] = int(r, 0, 255);
    return b;
  }
  if (mode === 1) return Buffer.from(bytes).subarray(0, int(r, 0, bytes.length - 1)); // truncated
  const files = unzipSync(bytes);
  const sheets = Object.keys(files).filter((k) => /^xl\/worksheets\/sheet\d+\.xml$/.test(k));
  const part = pick(r, sheets);
  let xml = Buffer.from(files[part]!).toString('utf8');
  const wbXml = Buffer.from(files['xl/workbook.xml']!).toString('utf8');
  const strings = files['xl/sharedStrings.xml'] ? Buffer.from(files['xl/sharedStrings.xml']).toString('utf8') : null;
  switch (mode) {
    case 2: {
      // a cell's number
      const m = [...xml.matchAll(/<v>(-?[\d.]+)<\/v>/g)];
      if (m.length) {
        const x = pick(r, m);
        xml =
          xml.slice(0, x.index) +
          `<v>${pick(r, ['-1', '0', '1e300', '2147483648', '99999999', '0.5', '20260404', 'NaN'])}</v>` +
          xml.slice(x.index! + x[0].length);
      }
      break;
    }
    case 3: {
      // a sheet's name
      const names = [...wbXml.matchAll(/<sheet [^>]*name="([^"]*)"/g)];
      if (names.length) {
        const x = pick(r, names);
        const name = pick(r, [
          'Round 20260404',
          'Round 0',
          'Round 2',
          'Round 100',
          'Players',
          'Settings',
          'Round 99',
          'Standings',
          'Round 1 ',
        ]);
        files['xl/workbook.xml'] = Buffer.from(wbXml.replace(`name="${x[1]}"`, `name="${name}"`));
      }
      break;
    }
    case 4: // a merge
      xml = xml.replace(
        '</sheetData>',
        `</sheetData><mergeCells count="1"><mergeCell ref="${pick(r, ['A1:XFD1048576', 'A1:B2', 'A1:A1048576', 'B2:D9', 'A1:XFD1', 'ZZZZ1:A1'])}"/></mergeCells>`,
      );
      break;
    case 5: {
      // a row number
      const m = [...xml.matchAll(/<row r="(\d+)"/g)];
      if (m.length) {
        const x = pick(r, m);
        xml = xml.replace(x[0], `<row r="${pick(r, ['1048577', '2000000000', '0', '3', '1048576'])}"`);
      }
      break;
    }
    case 6: {
      // a shared string
      if (strings) {
        const m = [...strings.matchAll(/<t(?: [^>]*)?>([^<]*)<\/t>/g)];
        if (m.length) {
          const x = pick(r, m);
          const text = pick(r, [
            '',
            '9999',
            'white',
            'black',
            'withdrawn after round 99',
            '1-0',
            '½-½',
            '+ -',
            '0x3',
            'Dutch',
            'Knockout',
            'Round robin',
            '&#10;XXR 1',
            'by lot',
            'BH, SB, XX',
            'a'.repeat(300),
          ]);
          files['xl/sharedStrings.xml'] = Buffer.from(
            strings.slice(0, x.index) + x[0].replace(`>${x[1]}<`, `>${text}<`) + strings.slice(x.index! + x[0].length),
          );
        }
      }
      break;
    }
    case 7:
      delete files[pick(r, Object.keys(files))];
      break; // a missing part
    case 8: {
      // a cell removed
      const m = [...xml.matchAll(/<c [^>]*>.*?<\/c>/g)];
      if (m.length) {
        const x = pick(r, m);
        xml = xml.slice(0, x.index) + xml.slice(x.index! + x[0].length);
      }
      break;
    }
    default:
      xml = xml.slice(0, int(r, 0, xml.length)); // a cut part
  }
  if (files[part]) files[part] = Buffer.from(xml);
  return zipSync(files);
}

/** The text of a TRF case: a base file and one to four edits, all drawn from `r`. */
export function trfCase(r: Rand, bases: readonly string[]): string {
  let text = pick(r, bases);
  for (let k = int(r, 1, 4); k > 0; k--) text = mutateTrf(text, r);
  return text;
}

/** TRF case `c` of a run with `seed` (to reproduce a case the report names). */
export function trfCaseOf(seed: number, c: number, bases: readonly string[]): string {
  return trfCase(seededRandom(seed * 1_000_003 + c), bases);
}

export const FUZZ_BASES = [
  'dutch/dutch-0001-p7-r5.trf',
  'tiebreaks/rr07-booklet-koya.trf',
  'dutch/dutch-0002-p8-r5.trf',
];

export async function fuzz(options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? (() => undefined);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-fuzz-'));
  const report: FuzzReport = {
    trfCases: 0,
    bookCases: 0,
    commands: 0,
    exitCodes: {},
    failures: [],
    importRefusals: [],
    slowest: { command: '', ms: 0 },
    seconds: 0,
  };
  const started = Date.now();
  const timeLeft = () => (Date.now() - started) / 1000 < options.seconds;
  const bases = FUZZ_BASES.map((f) => path.join(options.fixturesDir, f))
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.readFileSync(f, 'utf8'));
  const note = (
    kind: 'trf' | 'book',
    caseNo: number,
    command: string,
    x: Run,
    input: string,
    before: Buffer | null,
    file: string,
  ): void => {
    report.commands++;
    report.exitCodes[x.code] = (report.exitCodes[x.code] ?? 0) + 1;
    if (x.ms > report.slowest.ms) report.slowest = { command: `${kind} case ${caseNo}: ${command}`, ms: x.ms };
    let reason = crashReason(x);
    const after = bytesOf(file);
    if (!reason && x.code !== EXIT.ok && before && (!after || !before.equals(after)))
      reason = 'a failed command changed its file';
    if (reason) {
      report.failures.push({ kind, caseNo, command, reason, input });
      log(`FAIL ${kind} case ${caseNo}: ${command}: ${reason} (input kept: ${input})`);
    }
  };

  for (let c = 1; c <= options.trfCases && timeLeft(); c++) {
    const r = seededRandom(options.seed * 1_000_003 + c);
    const text = trfCase(r, bases);
    const file = path.join(work, `t${c}.trf`);
    fs.writeFileSync(file, text);
    const before = fs.readFileSync(file);
    const v = await run(['trf', 'validate', file]);
    note('trf', c, 'trf validate', v, file, before, file);
    for (const args of [
      ['pair-trf', file],
      ['standings-trf', file, '--tiebreaks', pick(r, ['BH,SB', 'BH-C1,DE,WIN', 'ARO,TPR', 'KS'])],
    ]) {
      note('trf', c, args.join(' '), await run(args), file, before, file);
    }
    if (c % 25 === 0) {
      // import-trf builds a workbook: a sample of the cases, to bound the time
      const book = path.join(work, `t${c}.xlsx`);
      const i = await run(['import-trf', file, '-o', book]);
      note('trf', c, 'import-trf', i, file, before, file);
      // (validate's warning that a workbook cannot hold the file's rounds says what import-trf will do)
      if (v.code === EXIT.ok && i.code !== EXIT.ok && !/import-trf refuses this file/.test(v.stdout))
        report.importRefusals.push({
          caseNo: c,
          message: i.stderr.split('\n').find((l) => !/ warning: /.test(l)) ?? '',
        });
      fs.rmSync(book, { force: true });
    }
    if (!report.failures.some((f) => f.input === file)) fs.rmSync(file, { force: true });
    report.trfCases++;
    if (c % 1000 === 0)
      log(`${c} TRF cases, ${report.failures.length} failures, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  // the workbooks to corrupt: an imported 7-player Swiss with 5 rounds (one round left to pair), and a round robin
  const seedBooks: Buffer[] = [];
  for (const [i, text] of bases.slice(0, 2).entries()) {
    const trf = path.join(work, `base${i}.trf`);
    fs.writeFileSync(trf, text.replace(/^XXR 5$/m, 'XXR 7'));
    const book = path.join(work, `base${i}.xlsx`);
    if ((await run(['import-trf', trf, '-o', book])).code === EXIT.ok) seedBooks.push(fs.readFileSync(book));
  }
  for (let c = 1; c <= options.bookCases && timeLeft() && seedBooks.length; c++) {
    const r = seededRandom(options.seed * 7_000_003 + c);
    let bytes: Uint8Array = pick(r, seedBooks);
    try {
      for (let k = int(r, 1, 2); k > 0; k--) bytes = corruptBook(bytes, r);
    } catch {
      bytes = Buffer.from(bytes).subarray(0, 100); // a corruption the zip library itself refused: keep a broken file
    }
    const file = path.join(work, `b${c}.xlsx`);
    fs.writeFileSync(file, bytes);
    const commands = [
      [pick(r, ['standings', 'pair', 'undo']), file],
      pick(r, [
        ['check', file, '--round', String(int(r, 1, 6))],
        ['export-trf', file, '--format', pick(r, ['trf26', 'trf16'])],
      ]),
    ];
    for (const args of commands) {
      const before = fs.readFileSync(file);
      note('book', c, args.join(' ').replace(file, path.basename(file)), await run(args), file, before, file);
    }
    if (!report.failures.some((f) => f.input === file)) fs.rmSync(file, { force: true });
    report.bookCases++;
    if (c % 100 === 0)
      log(`${c} workbook cases, ${report.failures.length} failures, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  report.seconds = (Date.now() - started) / 1000;
  if (report.failures.length === 0) fs.rmSync(work, { recursive: true, force: true });
  return report;
}

export function formatReport(r: FuzzReport): string {
  const codes = Object.entries(r.exitCodes)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return [
    `fuzz: ${r.trfCases} TRF cases, ${r.bookCases} workbook cases, ${r.commands} commands in ${r.seconds.toFixed(0)} s`,
    `exit codes: ${codes}`,
    `slowest command: ${r.slowest.command} (${(r.slowest.ms / 1000).toFixed(2)} s)`,
    `import-trf refused ${r.importRefusals.length} file(s) trf validate accepted${r.importRefusals.map((x) => `\n  case ${x.caseNo}: ${x.message}`).join('')}`,
    `failures: ${r.failures.length}`,
    ...r.failures.slice(0, 20).map((f) => `  ${f.kind} case ${f.caseNo}: ${f.command}: ${f.reason} (${f.input})`),
  ].join('\n');
}
