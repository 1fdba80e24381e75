import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runCli } from '../support/cli';
import { readTrf } from '../../src/formats/trf';
import { fixturePath } from '../support/shared';

/** `arbiter trf validate|convert` through the real command line entry point (argv as node passes it). */
const arbiter = runCli;

const DUTCH = fixturePath('dutch', 'dutch-0131-p16-r10.trf');
const TIEBREAK = fixturePath('tiebreaks', 'swiss12-withdrawals.trf');
const MALFORMED = path.join(__dirname, 'malformed', 'several-problems.trf');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-trf-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('arbiter trf validate', () => {
  it('prints ok and exits 0 for a clean file', async () => {
    const r = await arbiter('trf', 'validate', DUTCH);
    expect(r).toEqual({ code: 0, stdout: 'ok\n', stderr: '' });
  });

  it('prints warnings as FILE:LINE:COL warning: ... and still exits 0', async () => {
    const r = await arbiter('trf', 'validate', TIEBREAK);
    const lines = r.stdout.trimEnd().split('\n');
    expect(r.code).toBe(0);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(`^${TIEBREAK.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:14:97 warning: initial colour not given`),
    );
    expect(lines[1]).toBe('1 problem');
  });

  it('prints every error at its place and exits 1', async () => {
    const r = await arbiter('trf', 'validate', MALFORMED);
    expect(r.code).toBe(1);
    const f = MALFORMED;
    expect(r.stdout.split('\n')).toEqual([
      `${f}:4:81 points 2.0 do not equal the sum of the results (1.5) under the scoring system`,
      `${f}:5:81 points 0.0 do not equal the sum of the results (1.0) under the scoring system`,
      `${f}:6:81 points 0.5 do not equal the sum of the results (1.5) under the scoring system`,
      `${f}:7:81 points 0.0 do not equal the sum of the results (1.0) under the scoring system`,
      `${f}:7:92 round 1: opponent 5 does not exist (no 001 record with that pairing number)`,
      `${f}:8:5 pairing number 4 is already used on line 7`,
      '6 problems',
      '',
    ]);
  });

  it('exits 1 for a file that is not a TRF at all', async () => {
    const file = path.join(dir, 'notes.txt');
    fs.writeFileSync(file, 'just some notes\n');
    const r = await arbiter('trf', 'validate', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${file}:1:1 not a TRF file`);
  });

  it('names a missing file without a stack trace', async () => {
    const missing = path.join(dir, 'missing.trf');
    const r = await arbiter('trf', 'validate', missing);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe(`arbiter: ${missing}: no such file\n`);
  });

  it('names a directory given as the file', async () => {
    const r = await arbiter('trf', 'validate', dir);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${dir}: is a directory`);
  });

  it('reads a Windows-1252 file with a warning', async () => {
    const file = path.join(dir, 'latin.trf');
    const text = fs.readFileSync(DUTCH, 'utf8').replace('Test0001 Player0001', 'M\u00fcller, J\u00fcrgen'.padEnd(19));
    fs.writeFileSync(file, Buffer.from(text, 'latin1'));
    const r = await arbiter('trf', 'validate', file);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${file}:1:1 warning: the file is not valid UTF-8; read as Windows-1252\n1 problem\n`);
    const converted = await arbiter('trf', 'convert', file, '--to', 'trf16');
    expect(converted.stdout).toContain('M\u00fcller, J\u00fcrgen'); // written back as UTF-8 text
  });
});

describe('arbiter trf convert', () => {
  it('writes TRF26 to standard output', async () => {
    const r = await arbiter('trf', 'convert', DUTCH, '--to', 'trf26');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['142 10', '152 W', '192 FIDE_DUTCH_2026']));
    expect(lines.some((l) => l.startsWith('250 '))).toBe(true);
    expect(lines.some((l) => l.startsWith('XX'))).toBe(false);
    const back = readTrf(r.stdout);
    const original = readTrf(fs.readFileSync(DUTCH, 'utf8'));
    expect(back.tournament!.players).toEqual(original.tournament!.players);
    expect(back.format).toBe('trf26');
  });

  it('keeps the engine lines with --engine-dialect', async () => {
    const r = await arbiter('trf', 'convert', DUTCH, '--to', 'trf26', '--engine-dialect');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('XXR 10\n');
    expect(r.stdout).toContain('XXA    1  1.0');
  });

  it('writes to -o and leaves the input untouched', async () => {
    const input = path.join(dir, 'in.trf');
    const output = path.join(dir, 'out.trf');
    fs.copyFileSync(TIEBREAK, input);
    const before = fs.readFileSync(input);
    const r = await arbiter('trf', 'convert', input, '--to', 'trf26', '-o', output);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(fs.readFileSync(input)).toEqual(before);
    const written = fs.readFileSync(output, 'utf8');
    expect(written).toMatch(/^012 Reference fixture swiss12-withdrawals\n/); // LF in, LF out
    expect(readTrf(written).format).toBe('trf26');
  });

  it('never replaces the input, even when -o names it with --force (issue #19)', async () => {
    const input = path.join(dir, 'in.trf');
    fs.copyFileSync(TIEBREAK, input);
    const before = fs.readFileSync(input);
    const r = await arbiter('trf', 'convert', input, '--to', 'trf26', '-o', input, '--force');
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('is the input file');
    expect(fs.readFileSync(input)).toEqual(before);
  });

  it('refuses a file with errors: exit 3, problems on stderr, nothing written', async () => {
    const output = path.join(dir, 'out.trf');
    const r = await arbiter('trf', 'convert', MALFORMED, '--to', 'trf16', '-o', output);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${MALFORMED}:8:5 pairing number 4 is already used on line 7`);
    expect(r.stderr).toContain('6 problems');
    expect(r.stdout).toBe('');
    expect(fs.existsSync(output)).toBe(false);
  });

  it('rejects an unknown target format', async () => {
    const r = await arbiter('trf', 'convert', DUTCH, '--to', 'trf99');
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('--to must be trf16 or trf26');
  });

  it('needs --to', async () => {
    const r = await arbiter('trf', 'convert', DUTCH);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('--to');
  });
});
