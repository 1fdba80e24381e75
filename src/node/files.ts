import * as fs from 'fs';
import * as path from 'path';
import { randomBytes } from 'crypto';
import { EXIT, UserError } from './exit';

/**
 * File handling of every command: reading inputs, checking output paths, and saving so that a failure or a kill
 * leaves the old file or the new one, never a mix. A save keeps what the user set up around the file: it writes
 * through a symbolic link to its target, keeps the file's permissions, writes a file with several hard links in
 * place (so the links stay one file), and refuses a read-only file instead of replacing it. A lock file stops two
 * commands from working on one workbook at once; temporary and lock files carry the writing process's id so a
 * later command recognises and removes those a killed process left behind.
 */

const TEMP_MARK = '.arbiter-tmp-';
const LOCK_MARK = '.arbiter-lock';

function errno(err: unknown): string {
  return (err as NodeJS.ErrnoException).code ?? (err as Error).message;
}

/** A reason for an I/O error in words, with the system's code for the curious. */
export function ioReason(err: unknown): string {
  const code = errno(err);
  const words: Record<string, string> = {
    ENOENT: 'no such file or folder',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'is a folder',
    ENOTDIR: 'a part of the path is not a folder',
    ENOSPC: 'the disk is full',
    EROFS: 'the disk is read-only',
    EEXIST: 'already exists',
    ELOOP: 'too many symbolic links',
    ENAMETOOLONG: 'the name is too long',
    EBUSY: 'the file is busy',
  };
  return words[code] ? `${words[code]} (${code})` : code;
}

/** Read an input file; every failure is a message naming the file. */
export function readInput(file: string, what = 'file', maxBytes = Infinity): Buffer {
  try {
    const st = fs.statSync(file);
    if (st.isDirectory()) throw new UserError(`${file}: is a directory, not a ${what}`);
    if (st.size > maxBytes) {
      throw new UserError(
        `${file}: ${(st.size / 1024 / 1024).toFixed(0)} MB is more than a ${what} can be (at most ${(maxBytes / 1024 / 1024).toFixed(0)} MB)`,
      );
    }
    return fs.readFileSync(file);
  } catch (err) {
    if (err instanceof UserError) throw err;
    if (errno(err) === 'ENOENT') throw new UserError(`${file}: no such file`);
    throw new UserError(`${file}: cannot read the ${what}: ${ioReason(err)}`);
  }
}

function sameFile(a: string, b: string): boolean {
  try {
    const sa = fs.statSync(a);
    const sb = fs.statSync(b);
    return sa.dev === sb.dev && sa.ino === sb.ino;
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
}

/**
 * Check an output path before any work: its folder exists, it is not one of the inputs (not even with --force,
 * not even through a link), and an existing file is replaced only with --force.
 */
export function checkOutput(file: string, options: { force?: boolean; inputs?: readonly string[] } = {}): void {
  for (const input of options.inputs ?? []) {
    if (sameFile(file, input)) throw new UserError(`${file}: is the input file; write the output to another file`);
  }
  const dir = path.dirname(path.resolve(file));
  let dirStat: fs.Stats;
  try {
    dirStat = fs.statSync(dir);
  } catch (err) {
    throw new UserError(`${file}: the folder ${path.dirname(file)} does not exist (${errno(err)})`);
  }
  if (!dirStat.isDirectory()) throw new UserError(`${file}: ${path.dirname(file)} is not a folder`);
  let st: fs.Stats | null = null;
  try {
    st = fs.statSync(file);
  } catch {
    st = null;
  }
  if (st?.isDirectory()) throw new UserError(`${file}: is a folder`);
  if (st && !options.force) throw new UserError(`${file} already exists (use --force to replace it)`);
}

/** The file a save really writes: the target of a symbolic link (followed to the end), else the path itself. */
function resolveTarget(file: string): string {
  let lst: fs.Stats;
  try {
    lst = fs.lstatSync(file);
  } catch {
    return file; // a new file
  }
  if (!lst.isSymbolicLink()) return file;
  try {
    return fs.realpathSync(file);
  } catch (err) {
    throw new UserError(
      `${file}: is a symbolic link to a file that cannot be reached (${ioReason(err)}); nothing was written`,
    );
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errno(err) === 'EPERM';
  }
}

/** Temporary files being written by this process, removed on SIGINT/SIGTERM (see `installSignalCleanup`). */
const pending = new Set<string>();
const heldLocks = new Set<string>();

function tempName(target: string): string {
  return path.join(
    path.dirname(target),
    `.${path.basename(target)}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`,
  );
}

/** Remove temporary files of `target` left by processes that no longer run (a kill during a save). */
export function removeStaleTemps(target: string): void {
  const dir = path.dirname(path.resolve(target));
  const prefix = `.${path.basename(target)}${TEMP_MARK}`;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (isAlive(pid)) continue;
    try {
      fs.rmSync(path.join(dir, name), { force: true });
    } catch {
      /* another process removed it */
    }
  }
}

/**
 * Write `data` to `file` so that a failure leaves the old content: a temporary file in the same folder, flushed,
 * given the old file's permissions, then renamed over the target. A file with more than one hard link is
 * rewritten in place after the new content is safely on disk beside it (a rename would split the links).
 */
export function writeFileSafely(file: string, data: Uint8Array | string): void {
  const target = resolveTarget(file);
  let old: fs.Stats | null = null;
  try {
    old = fs.statSync(target);
  } catch {
    old = null;
  }
  if (old?.isDirectory()) throw new UserError(`${file}: is a folder; nothing was written`);
  if (old && !writable(target, old)) {
    throw new UserError(
      `${file}: the file is read-only; nothing was written (make it writable, or write to another file)`,
    );
  }
  removeStaleTemps(target);
  const tmp = tempName(target);
  pending.add(tmp);
  try {
    const fd = fs.openSync(tmp, 'wx', old ? old.mode & 0o7777 : 0o666);
    try {
      fs.writeFileSync(fd, data);
      if (old) fs.fchmodSync(fd, old.mode & 0o7777);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (old && old.nlink > 1) {
      fs.copyFileSync(tmp, target);
      fs.rmSync(tmp, { force: true });
    } else {
      fs.renameSync(tmp, target);
    }
  } catch (err) {
    try {
      fs.rmSync(tmp, { force: true });
    } catch {
      /* nothing to clean */
    }
    if (err instanceof UserError) throw err;
    throw new UserError(`${file}: could not be saved: ${ioReason(err)}; the file is as it was`);
  } finally {
    pending.delete(tmp);
  }
}

/**
 * Read-only for us, or marked read-only for everyone (no write bit: the administrator, who may write anything,
 * still means the file to stay as it is).
 */
function writable(target: string, st: fs.Stats): boolean {
  if ((st.mode & 0o222) === 0) return false;
  try {
    fs.accessSync(target, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Refuse before any work a file a save could not replace: read-only, or a link to nowhere. */
export function checkWritable(file: string): void {
  const target = resolveTarget(file);
  let st: fs.Stats;
  try {
    st = fs.statSync(target);
  } catch {
    return;
  } // a missing file is reported by the reading
  if (!writable(target, st))
    throw new UserError(`${file}: the file is read-only; nothing was written (make it writable, or work on a copy)`);
}

/** The lock file of a workbook: in its folder, named after it, holding the owner's process id. */
function lockPath(file: string): string {
  const target = resolveTarget(file);
  return path.join(path.dirname(target), `.${path.basename(target)}${LOCK_MARK}`);
}

/**
 * Run `work` holding the workbook's lock. A second command on the same workbook refuses while the first runs;
 * a lock left by a process that no longer runs (killed) is taken over.
 */
export async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  checkWritable(file);
  const lock = lockPath(file);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(lock, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      break;
    } catch (err) {
      if (errno(err) !== 'EEXIST') {
        if (errno(err) === 'ENOENT') throw new UserError(`${file}: no such file`);
        // a folder we may read but not write: the save would fail too; say so before any work
        throw new UserError(`${file}: cannot lock the workbook: ${ioReason(err)}`);
      }
      let owner = NaN;
      try {
        owner = Number(fs.readFileSync(lock, 'utf8').trim());
      } catch {
        /* removed meanwhile */
      }
      if (attempt < 2 && !isAlive(owner)) {
        try {
          fs.rmSync(lock, { force: true });
        } catch {
          /* retry */
        }
        continue;
      }
      throw new UserError(
        `${file}: another arbiter command (process ${Number.isNaN(owner) ? '?' : owner}) is working on this workbook; try again when it has finished`,
        EXIT.busy,
      );
    }
  }
  heldLocks.add(lock);
  try {
    return await work();
  } finally {
    heldLocks.delete(lock);
    try {
      fs.rmSync(lock, { force: true });
    } catch {
      /* already gone */
    }
  }
}

/** Remove this process's temporary and lock files (on SIGINT/SIGTERM; a SIGKILL leaves them to removeStaleTemps). */
export function cleanUpNow(): void {
  for (const f of [...pending, ...heldLocks]) {
    try {
      fs.rmSync(f, { force: true });
    } catch {
      /* best effort */
    }
  }
  pending.clear();
  heldLocks.clear();
}
