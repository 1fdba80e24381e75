import { nameKey } from './name-key';
import { makeListPlayer, ratingBlock, type ListPlayer, type RatingBlock } from './player';

const NONE16 = 0xffff;
const NONE8 = 0xff;

/** A typed array that grows by doubling (the list's size is not known until its end). */
class Column<T extends Uint8Array | Uint16Array | Uint32Array> {
  constructor(
    public data: T,
    private readonly make: (n: number) => T,
  ) {}
  set(i: number, v: number): void {
    if (i >= this.data.length) {
      const next = this.make(Math.max(1024, this.data.length * 2));
      next.set(this.data);
      this.data = next;
    }
    this.data[i] = v;
  }
  trim(n: number): void {
    this.data = this.data.slice(0, n) as T;
  }
}

const u8 = (n: number) => new Uint8Array(n);
const u16 = (n: number) => new Uint16Array(n);
const u32 = (n: number) => new Uint32Array(n);

/** Bytes appended end to end; strings are stored as UTF-8 and cut out again by offsets. */
class BytePool {
  data = new Uint8Array(1 << 16);
  length = 0;
  private readonly encoder = new TextEncoder();
  add(text: string): void {
    const need = this.length + text.length * 3;
    if (need > this.data.length) {
      const next = new Uint8Array(Math.max(need, this.data.length * 2));
      next.set(this.data.subarray(0, this.length));
      this.data = next;
    }
    let ascii = true;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c > 0x7f) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      for (let i = 0; i < text.length; i++) this.data[this.length + i] = text.charCodeAt(i);
      this.length += text.length;
    } else {
      this.length += this.encoder.encodeInto(text, this.data.subarray(this.length)).written;
    }
  }
  trim(): void {
    this.data = this.data.slice(0, this.length);
  }
}

/** Small repeated strings (federations, titles, flags) stored once, referred to by number. */
class Interner {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  id(s: string): number {
    let i = this.ids.get(s);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(s);
      this.ids.set(s, i);
    }
    return i;
  }
}

/**
 * The players of a list, kept compactly (rating-lists.md §1.1: about 1.9 million players): one typed-array
 * column per field, names and their match keys as UTF-8 in two byte pools, no object per player. Look-ups by
 * FIDE ID go through a sorted array (binary search); by name, a scan of the key pool (tens of milliseconds
 * for two million names).
 */
export class PlayerIndex {
  private n = 0;
  private readonly ids = new Column(u32(1024), u32);
  private readonly rating = [new Column(u16(1024), u16), new Column(u16(1024), u16), new Column(u16(1024), u16)];
  private readonly games = [new Column(u16(1024), u16), new Column(u16(1024), u16), new Column(u16(1024), u16)];
  private readonly k = [new Column(u8(1024), u8), new Column(u8(1024), u8), new Column(u8(1024), u8)];
  private readonly birth = new Column(u16(1024), u16);
  /** fed, tit, wtit, foa, otit, flag, sex: interned. */
  private readonly small = [0, 1, 2, 3, 4, 5, 6].map(() => new Column(u16(1024), u16));
  private readonly strings = new Interner();
  private readonly names = new BytePool();
  private readonly nameEnd = new Column(u32(1024), u32);
  private readonly keys = new BytePool();
  private readonly keyEnd = new Column(u32(1024), u32);
  private byIdSorted: Float64Array | null = null;
  private byIdMap: Map<number, number> | null = null;
  private readonly decoder = new TextDecoder();
  private readonly encoder = new TextEncoder();

  get size(): number {
    return this.n;
  }

  add(p: ListPlayer): void {
    const i = this.n++;
    this.ids.set(i, p.fide_id);
    const blocks: RatingBlock[] = [
      { rating: p.standard, games: p.standard_games, k: p.standard_k },
      { rating: p.rapid, games: p.rapid_games, k: p.rapid_k },
      { rating: p.blitz, games: p.blitz_games, k: p.blitz_k },
    ];
    blocks.forEach((b, t) => {
      this.rating[t]!.set(i, b.rating ?? 0);
      this.games[t]!.set(i, b.games === null ? NONE16 : Math.min(b.games, NONE16 - 1));
      this.k[t]!.set(i, b.k === null ? NONE8 : Math.min(b.k, NONE8 - 1));
    });
    this.birth.set(i, p.birth_year ?? 0);
    [p.fed, p.tit, p.wtit, p.foa, p.otit.join(','), p.flag, p.sex].forEach((s, c) =>
      this.small[c]!.set(i, this.strings.id(s)),
    );
    this.names.add(p.name);
    this.nameEnd.set(i, this.names.length);
    this.keys.add(nameKey(p.name));
    this.keyEnd.set(i, this.keys.length);
    this.byIdSorted = null;
  }

  /** Release the spare room of the growing columns and build the ID order; call once all players are in. */
  finish(): void {
    for (const c of [
      this.ids,
      ...this.rating,
      ...this.games,
      ...this.k,
      this.birth,
      ...this.small,
      this.nameEnd,
      this.keyEnd,
    ]) {
      (c as Column<Uint8Array | Uint16Array | Uint32Array>).trim(this.n);
    }
    this.names.trim();
    this.keys.trim();
    this.buildIdOrder();
  }

  private buildIdOrder(): void {
    const ids = this.ids.data;
    let max = 0;
    for (let i = 0; i < this.n; i++) if (ids[i]! > max) max = ids[i]!;
    // id x 2^23 + position stays an exact double while ids < 2^30 and positions < 2^23: one native numeric sort
    if (max < 2 ** 30 && this.n < 2 ** 23) {
      const keys = new Float64Array(this.n);
      for (let i = 0; i < this.n; i++) keys[i] = ids[i]! * 8388608 + i;
      keys.sort();
      this.byIdSorted = keys;
    } else {
      const map = new Map<number, number>();
      for (let i = this.n - 1; i >= 0; i--) map.set(ids[i]!, i);
      this.byIdMap = map;
    }
  }

  /** Position of the first player with this FIDE ID, or -1. */
  positionOfId(id: number): number {
    if (!this.byIdSorted && !this.byIdMap) this.buildIdOrder();
    if (this.byIdMap) return this.byIdMap.get(id) ?? -1;
    const keys = this.byIdSorted!;
    const target = id * 8388608;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    if (lo < keys.length && Math.floor(keys[lo]! / 8388608) === id) return keys[lo]! % 8388608;
    return -1;
  }

  byId(id: number): ListPlayer | null {
    const i = this.positionOfId(id);
    return i < 0 ? null : this.get(i);
  }

  /**
   * Players whose name matches (§2.1): the folded query is a prefix of the folded `Surname Given` (so a
   * surname alone, or a surname and the start of the given name, finds them). `exact` first: when some names
   * equal the query exactly, only those are returned.
   */
  searchName(query: string, limit = 50): { players: ListPlayer[]; exact: boolean; more: boolean } {
    const key = nameKey(query);
    if (key === '') return { players: [], exact: false, more: false };
    const q = this.encoder.encode(key);
    const pool = this.keys.data;
    const ends = this.keyEnd.data;
    const exact: number[] = [];
    const prefix: number[] = [];
    let start = 0;
    const first = q[0]!;
    for (let i = 0; i < this.n; i++) {
      const end = ends[i]!;
      if (pool[start] === first && end - start >= q.length) {
        let j = 1;
        while (j < q.length && pool[start + j] === q[j]) j++;
        // a prefix ends at a word boundary or inside a word: both are matches while typing
        if (j === q.length) (end - start === q.length ? exact : prefix).push(i);
      }
      start = end;
    }
    const chosen = exact.length > 0 ? exact : prefix;
    return {
      players: chosen.slice(0, limit).map((i) => this.get(i)),
      exact: exact.length > 0,
      more: chosen.length > limit,
    };
  }

  get(i: number): ListPlayer {
    const s = (c: number) => this.strings.values[this.small[c]!.data[i]!]!;
    const block = (t: number): RatingBlock => {
      const r = this.rating[t]!.data[i]!;
      const g = this.games[t]!.data[i]!;
      const k = this.k[t]!.data[i]!;
      return r === 0
        ? ratingBlock(null, null, null)
        : { rating: r, games: g === NONE16 ? null : g, k: k === NONE8 ? null : k };
    };
    const otit = s(4);
    const b = this.birth.data[i]!;
    return makeListPlayer({
      fide_id: this.ids.data[i]!,
      name: this.text(this.names.data, this.nameEnd.data, i),
      fed: s(0),
      tit: s(1),
      wtit: s(2),
      foa: s(3),
      otit: otit === '' ? [] : otit.split(','),
      flag: s(5),
      sex: s(6),
      standard: block(0),
      rapid: block(1),
      blitz: block(2),
      birth_year: b === 0 ? null : b,
    });
  }

  private text(pool: Uint8Array, ends: Uint32Array, i: number): string {
    const from = i === 0 ? 0 : ends[i - 1]!;
    return this.decoder.decode(pool.subarray(from, ends[i]!));
  }
}
