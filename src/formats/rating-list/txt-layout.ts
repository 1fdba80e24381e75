/**
 * The layout of a TXT list, located from its header line (rating-lists.md §1.2.1 step 2): each field starts
 * where its label starts and ends where the next label starts. Three layouts are known: the combined list
 * with FOA (§1.2), the legacy combined list without FOA (§1.3) and the single-type lists, whose rating column
 * is headed by the list month, e.g. `NOV26` (§1.4).
 */
export type TxtField =
  | 'id'
  | 'name'
  | 'fed'
  | 'sex'
  | 'tit'
  | 'wtit'
  | 'otit'
  | 'foa'
  | 'srtng'
  | 'sgm'
  | 'sk'
  | 'rrtng'
  | 'rgm'
  | 'rk'
  | 'brtng'
  | 'bgm'
  | 'bk'
  | 'rating'
  | 'games'
  | 'k'
  | 'bday'
  | 'flag';

export interface TxtLayout {
  readonly kind: 'combined' | 'legacy' | 'single';
  /** For a single-type list the caller says which type (the header does not); month from its header. */
  readonly listPeriod: string | null;
  readonly fields: readonly { field: TxtField; start: number; end: number }[];
  /** Nominal line width (162, 158, 136). */
  readonly width: number;
}

const IDENTITY = ['ID Number', 'Name', 'Fed', 'Sex', 'Tit', 'WTit', 'OTit'];
const IDENTITY_FIELDS: TxtField[] = ['id', 'name', 'fed', 'sex', 'tit', 'wtit', 'otit'];
const COMBINED_TAIL = ['SRtng', 'SGm', 'SK', 'RRtng', 'RGm', 'Rk', 'BRtng', 'BGm', 'BK', 'B-day', 'Flag'];
const COMBINED_TAIL_FIELDS: TxtField[] = [
  'srtng',
  'sgm',
  'sk',
  'rrtng',
  'rgm',
  'rk',
  'brtng',
  'bgm',
  'bk',
  'bday',
  'flag',
];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export const COMBINED_HEADER =
  'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';

/** Labels with their start columns (0-based); `ID Number` is one label. */
function labels(header: string): { label: string; start: number }[] {
  const out: { label: string; start: number }[] = [];
  const re = /\S+/g;
  for (let m = re.exec(header); m; m = re.exec(header)) out.push({ label: m[0], start: m.index });
  if (out.length >= 2 && out[0]!.label.toLowerCase() === 'id' && out[1]!.label.toLowerCase() === 'number') {
    out.splice(0, 2, { label: 'ID Number', start: out[0]!.start });
  }
  return out;
}

/** `NOV26` -> `2026-11`. */
export function monthToken(label: string): string | null {
  const m = /^([A-Za-z]{3})(\d{2})$/.exec(label);
  if (!m) return null;
  const month = MONTHS.indexOf(m[1]!.toUpperCase());
  return month < 0 ? null : `20${m[2]}-${String(month + 1).padStart(2, '0')}`;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The layout of a header line, or why it is none of the known ones. */
export function txtLayout(header: string): TxtLayout | string {
  const ls = labels(header.replace(/\s+$/, ''));
  const names = ls.map((l) => l.label);
  const found = names.join(' ');
  const bad = `the header is not one of FIDE's TXT layouts (combined, legacy or single-type); found "${found.slice(0, 120)}"`;
  if (ls.length < IDENTITY.length || !IDENTITY.every((l, i) => same(l, names[i]!))) return bad;
  let fields: TxtField[];
  let kind: TxtLayout['kind'];
  let listPeriod: string | null = null;
  const rest = names.slice(IDENTITY.length);
  if (rest.length === 12 && same(rest[0]!, 'FOA') && rest.slice(1).every((l, i) => same(l, COMBINED_TAIL[i]!))) {
    kind = 'combined';
    fields = [...IDENTITY_FIELDS, 'foa', ...COMBINED_TAIL_FIELDS];
  } else if (rest.length === 11 && rest.every((l, i) => same(l, COMBINED_TAIL[i]!))) {
    kind = 'legacy';
    fields = [...IDENTITY_FIELDS, ...COMBINED_TAIL_FIELDS];
  } else if (
    rest.length === 6 &&
    same(rest[0]!, 'FOA') &&
    monthToken(rest[1]!) !== null &&
    same(rest[2]!, 'Gms') &&
    same(rest[3]!, 'K') &&
    (same(rest[4]!, 'B-day') || same(rest[4]!, 'Birthday')) &&
    same(rest[5]!, 'Flag')
  ) {
    kind = 'single';
    listPeriod = monthToken(rest[1]!);
    fields = [...IDENTITY_FIELDS, 'foa', 'rating', 'games', 'k', 'bday', 'flag'];
  } else return bad;
  const last = ls[ls.length - 1]!;
  const width = Math.max(header.replace(/\s+$/, '').length, last.start + 4);
  return {
    kind,
    listPeriod,
    width,
    fields: fields.map((field, i) => ({
      field,
      start: ls[i]!.start,
      end: i + 1 < ls.length ? ls[i + 1]!.start : width,
    })),
  };
}
