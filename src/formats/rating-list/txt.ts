import { emptyRaw, toPlayer, type RawFields } from './fields';
import type { ListPlayer, RatingType } from './player';
import { RatingListError, type ListProblem } from './problems';
import { txtLayout, type TxtLayout } from './txt-layout';
import { fastColumns, fastLine, type FastColumns } from './txt-fast';

/** Where parsed players and line problems go; players are handed over one at a time and not kept. */
export interface ListSink {
  player(p: ListPlayer, line: number): void;
  problem(p: ListProblem): void;
}

const FOA_TOKEN = /A[GIFC]M$/;

/**
 * A streaming reader of FIDE's TXT lists (rating-lists.md §1.2-1.4): text is pushed in chunks of any size,
 * complete lines are parsed as they arrive, nothing but the unfinished last line is kept.
 */
export class TxtListParser {
  private rest = '';
  private lineNo = 0;
  private layout: TxtLayout | null = null;
  private rightStart = 0;
  private otitStart = 0;
  private fast: FastColumns | null = null;

  constructor(
    private readonly file: string,
    private readonly sink: ListSink,
    private readonly singleType: RatingType | null,
  ) {}

  /** The month the header names (single-type lists), once the header is read. */
  get listPeriod(): string | null {
    return this.layout?.listPeriod ?? null;
  }

  get kind(): TxtLayout['kind'] | null {
    return this.layout?.kind ?? null;
  }

  push(text: string): void {
    let data = this.rest + text;
    // a CR at the end may be the first half of a CRLF split between chunks
    let keep = '';
    if (data.endsWith('\r')) {
      keep = '\r';
      data = data.slice(0, -1);
    }
    const lines = data.split(/\r\n|\r|\n/);
    this.rest = lines.pop()! + keep;
    for (const line of lines) this.line(line);
  }

  end(): void {
    const last = this.rest.replace(/\r$/, '');
    this.rest = '';
    if (last !== '') this.line(last);
    if (!this.layout) throw new RatingListError(this.file, 'the file is empty: no header line');
  }

  private line(text: string): void {
    this.lineNo++;
    if (!this.layout) {
      const layout = txtLayout(text.replace(/^\uFEFF/, ''));
      if (typeof layout === 'string') throw new RatingListError(this.file, layout, this.lineNo);
      if (layout.kind === 'single' && this.singleType === null) {
        throw new RatingListError(
          this.file,
          'a single-type list (standard, rapid or blitz): the file name does not say which; name the type',
          this.lineNo,
        );
      }
      this.layout = layout;
      this.fast = fastColumns(layout);
      const f = (k: string) => layout.fields.find((x) => x.field === k)!;
      this.otitStart = f('otit').start;
      this.rightStart = f(layout.kind === 'legacy' ? 'otit' : 'foa').end;
      return;
    }
    const layout = this.layout;
    // FIDE pads every line to the header's width; a longer one (padded or not) has an OTit overflow
    const long = text.length > layout.width && text.replace(/\s+$/, '').length > this.otitStart;
    if (!long) {
      const quick = fastLine(text, this.fast!, this.singleType);
      if (quick) {
        this.sink.player(quick, this.lineNo);
        return;
      }
    }
    if (text.trim() === '') return;
    const raw = emptyRaw();
    if (long) {
      this.overflow(text, raw, layout);
    } else {
      for (const { field, start, end } of layout.fields) assign(raw, field, text.slice(start, end), this.singleType);
    }
    const p = toPlayer(raw);
    if (typeof p === 'string') {
      this.sink.problem({ level: 'error', file: this.file, line: this.lineNo, message: `${p}; line skipped` });
      return;
    }
    this.sink.player(p, this.lineNo);
  }

  /**
   * A line longer than the header (rating-lists.md §1.2.4): a long OTit pushed the rest right. Identity fields
   * are cut from the left, the numeric block from the right end, and what lies between is OTit (and FOA).
   */
  private overflow(line: string, raw: RawFields, layout: TxtLayout): void {
    const shift = line.length - layout.width;
    for (const { field, start, end } of layout.fields) {
      if (start < this.otitStart) assign(raw, field, line.slice(start, end), this.singleType);
      else if (start >= this.rightStart) assign(raw, field, line.slice(start + shift, end + shift), this.singleType);
    }
    let middle = line.slice(this.otitStart, this.rightStart + shift).trim();
    if (layout.kind !== 'legacy') {
      const foa = FOA_TOKEN.exec(middle);
      if (foa) {
        raw.foa = foa[0];
        middle = middle.slice(0, foa.index).trim();
      }
    }
    raw.otit = middle;
    this.sink.problem({
      level: 'warning',
      file: this.file,
      line: this.lineNo,
      message: `the line is ${line.length} characters, longer than the header's ${layout.width} (a long OTit); read from the right end`,
    });
  }
}

function block(raw: RawFields, type: RatingType): { rating: string; games: string; k: string } {
  return (raw.blocks[type] ??= { rating: '', games: '', k: '' });
}

function assign(raw: RawFields, field: string, value: string, single: RatingType | null): void {
  switch (field) {
    case 'id':
      raw.id = value;
      break;
    case 'name':
      raw.name = value;
      break;
    case 'fed':
      raw.fed = value;
      break;
    case 'sex':
      raw.sex = value;
      break;
    case 'tit':
      raw.tit = value;
      break;
    case 'wtit':
      raw.wtit = value;
      break;
    case 'otit':
      raw.otit = value;
      break;
    case 'foa':
      raw.foa = value;
      break;
    case 'srtng':
      block(raw, 'standard').rating = value;
      break;
    case 'sgm':
      block(raw, 'standard').games = value;
      break;
    case 'sk':
      block(raw, 'standard').k = value;
      break;
    case 'rrtng':
      block(raw, 'rapid').rating = value;
      break;
    case 'rgm':
      block(raw, 'rapid').games = value;
      break;
    case 'rk':
      block(raw, 'rapid').k = value;
      break;
    case 'brtng':
      block(raw, 'blitz').rating = value;
      break;
    case 'bgm':
      block(raw, 'blitz').games = value;
      break;
    case 'bk':
      block(raw, 'blitz').k = value;
      break;
    case 'rating':
      block(raw, single!).rating = value;
      break;
    case 'games':
      block(raw, single!).games = value;
      break;
    case 'k':
      block(raw, single!).k = value;
      break;
    case 'bday':
      raw.bday = value;
      break;
    case 'flag':
      raw.flag = value;
      break;
  }
}
