import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { RatingType } from './player';
import { RatingListError } from './problems';
import { TxtListParser, type ListSink } from './txt';
import { XmlListParser } from './xml';

/** Room for the end-of-central-directory record (22 bytes) and a short archive comment. */
const TAIL = 1024;

export type ListFormat = 'txt' | 'xml' | 'zip';

export interface ListReadInfo {
  readonly format: ListFormat;
  /** The member read from a zip. */
  readonly member: string | null;
  /** `YYYY-MM` when the file states it (single-type TXT header, §1.7); else null. */
  readonly listPeriod: string | null;
  readonly txtLayout: 'combined' | 'legacy' | 'single' | null;
}

/** standard/rapid/blitz from a file name (`rapid_rating_list.txt`, `blitz_sep26frl.zip`), null for the combined list. */
export function typeFromFileName(name: string): RatingType | null {
  const base = name.split(/[\\/]/).pop()!.toLowerCase();
  if (/^standard|[^a-z]standard/.test(base)) return 'standard';
  if (/^rapid|[^a-z]rapid/.test(base)) return 'rapid';
  if (/^blitz|[^a-z]blitz/.test(base)) return 'blitz';
  return null;
}

interface TextParser {
  push(text: string): void;
  end(): void;
  readonly listPeriod?: string | null;
  readonly kind?: 'combined' | 'legacy' | 'single' | null;
}

/**
 * Reads one list file of any of FIDE's forms (rating-lists.md §1): bytes are pushed in chunks as they come
 * from the disk or the browser's File, the form is told from the first bytes (a zip's `PK`, XML's `<`, else
 * TXT), zips are inflated as a stream with fflate and their member read the same way. Text is decoded as UTF-8,
 * falling back to Latin-1 when a byte sequence is not UTF-8 (§1.2.1 step 1). No Node imports: the pane's
 * Worker uses it as it is.
 */
export class RatingListReader {
  private head: Uint8Array | null = new Uint8Array(0);
  private format: ListFormat | null = null;
  private text: TextParser | null = null;
  private decoder: TextDecoder = new TextDecoder('utf-8', { fatal: true });
  private latin1 = false;
  private unzip: Unzip | null = null;
  private member: string | null = null;
  private inner: RatingListReader | null = null;
  private memberDone = false;
  private memberBytes = 0;
  private failure: unknown = null;
  /** The last bytes of a zip, where its end-of-central-directory record must be. */
  private tail = new Uint8Array(0);

  constructor(
    private readonly file: string,
    private readonly sink: ListSink,
    private readonly type: RatingType | null = typeFromFileName(file),
  ) {}

  info(): ListReadInfo {
    if (this.inner) return { ...this.inner.info(), format: 'zip', member: this.member };
    return {
      format: this.format ?? 'txt',
      member: null,
      listPeriod: this.text?.listPeriod ?? null,
      txtLayout: this.text?.kind ?? null,
    };
  }

  push(bytes: Uint8Array): void {
    if (this.head) {
      const joined = new Uint8Array(this.head.length + bytes.length);
      joined.set(this.head);
      joined.set(bytes, this.head.length);
      if (joined.length < 4) {
        this.head = joined;
        return;
      }
      this.head = null;
      this.start(joined);
      return;
    }
    this.feed(bytes, false);
  }

  end(): void {
    if (this.head) {
      const rest = this.head;
      this.head = null;
      if (rest.length === 0) throw new RatingListError(this.file, 'the file is empty');
      this.start(rest);
    }
    this.feed(new Uint8Array(0), true);
  }

  private start(bytes: Uint8Array): void {
    if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
      this.format = 'zip';
      if (bytes[2] === 5 && bytes[3] === 6)
        throw new RatingListError(this.file, 'the zip is empty: it holds no list file');
      if (!(bytes[2] === 3 && bytes[3] === 4))
        throw new RatingListError(this.file, 'not a zip FIDE packs: no local file header at the start');
      this.unzip = new Unzip((f) => this.onMember(f));
      this.unzip.register(UnzipInflate);
    } else {
      let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
      while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09))
        i++;
      this.format = bytes[i] === 0x3c ? 'xml' : 'txt';
      this.text =
        this.format === 'xml'
          ? new XmlListParser(this.file, this.sink, this.type)
          : new TxtListParser(this.file, this.sink, this.type);
    }
    this.feed(bytes, false);
  }

  private feed(bytes: Uint8Array, final: boolean): void {
    if (this.unzip) {
      this.keepTail(bytes);
      try {
        this.unzip.push(bytes, final);
      } catch (err) {
        throw this.zipError(err, final);
      }
      if (this.failure) throw this.failure;
      if (final) this.endZip();
      return;
    }
    const text = this.text!;
    text.push(this.decode(bytes, final));
    if (final) text.end();
  }

  private decode(bytes: Uint8Array, final: boolean): string {
    if (!this.latin1) {
      try {
        return this.decoder.decode(bytes, { stream: !final });
      } catch {
        // not UTF-8: FIDE's files are ASCII, a user's own list may be Latin-1 (§1.2.1 step 1)
        this.latin1 = true;
        this.decoder = new TextDecoder('latin1');
      }
    }
    return this.decoder.decode(bytes, { stream: !final });
  }

  private onMember(f: UnzipFile): void {
    if (this.member !== null || !/\.(txt|xml)$/i.test(f.name)) return; // FIDE's zips hold one list file
    this.member = f.name;
    const label = `${this.file} (${f.name})`;
    this.inner = new RatingListReader(label, this.sink, this.type ?? typeFromFileName(f.name));
    f.ondata = (err, data, final) => {
      if (this.failure) return;
      try {
        if (err) throw new RatingListError(this.file, `the zip is damaged: ${err.message}`);
        this.memberBytes += data.length;
        this.inner!.push(data);
        if (final) {
          this.memberDone = true;
          this.inner!.end();
        }
      } catch (e) {
        this.failure = e;
      }
    };
    f.start();
  }

  private keepTail(bytes: Uint8Array): void {
    const keep = Math.min(TAIL, this.tail.length + bytes.length);
    const next = new Uint8Array(keep);
    const fromBytes = Math.min(keep, bytes.length);
    next.set(this.tail.subarray(this.tail.length - (keep - fromBytes)), 0);
    next.set(bytes.subarray(bytes.length - fromBytes), keep - fromBytes);
    this.tail = next;
  }

  private endZip(): void {
    if (this.member === null)
      throw new RatingListError(this.file, 'the zip is truncated or holds no .txt or .xml list file');
    if (!this.memberDone) throw this.truncated();
    // the member's data may be whole while the directory at the end is cut off: still an unfinished download
    const t = this.tail;
    let eocd = false;
    for (let i = t.length - 22; i >= 0 && !eocd; i--)
      eocd = t[i] === 0x50 && t[i + 1] === 0x4b && t[i + 2] === 5 && t[i + 3] === 6;
    if (!eocd)
      throw new RatingListError(
        this.file,
        'the zip is truncated: its central directory at the end is missing (download it again)',
      );
  }

  private truncated(): RatingListError {
    return new RatingListError(
      this.file,
      `the zip is truncated${this.member ? `: ${this.member} stops after ${this.memberBytes} bytes` : ''} (download it again)`,
    );
  }

  private zipError(err: unknown, final: boolean): unknown {
    if (err instanceof RatingListError) return err;
    if (this.failure) return this.failure;
    const message = err instanceof Error ? err.message : String(err);
    // fflate says "invalid zip data" or "unexpected EOF" when the stream ends inside a record
    if (final && (this.member === null || !this.memberDone)) return this.truncated();
    if (/unexpected EOF|truncat/i.test(message)) return this.truncated();
    return new RatingListError(this.file, `the zip is damaged: ${message}`);
  }
}
