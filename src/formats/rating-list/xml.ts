import { SaxesParser } from 'saxes';
import { emptyRaw, toPlayer, type RawFields } from './fields';
import type { RatingType } from './player';
import { RatingListError } from './problems';
import type { ListSink } from './txt';

type Slot = { rating: string; games: string; k: string };

/** Element -> field (rating-lists.md §1.5). `rating/games/k` are standard in the combined list, else the list's type. */
const IDENTITY: Readonly<Record<string, keyof Omit<RawFields, 'blocks'>>> = {
  fideid: 'id',
  name: 'name',
  country: 'fed',
  sex: 'sex',
  title: 'tit',
  w_title: 'wtit',
  o_title: 'otit',
  foa_title: 'foa',
  birthday: 'bday',
  flag: 'flag',
};
const TYPED: Readonly<Record<string, [RatingType, keyof Slot]>> = {
  rapid_rating: ['rapid', 'rating'],
  rapid_games: ['rapid', 'games'],
  rapid_k: ['rapid', 'k'],
  blitz_rating: ['blitz', 'rating'],
  blitz_games: ['blitz', 'games'],
  blitz_k: ['blitz', 'k'],
};
const PLAIN: Readonly<Record<string, keyof Slot>> = { rating: 'rating', games: 'games', k: 'k' };

/**
 * A streaming reader of FIDE's XML lists (`<playerslist><player>…`, §1.5) on saxes: one player's texts at a
 * time, whatever the file's size.
 */
export class XmlListParser {
  private readonly sax = new SaxesParser();
  private depth = 0;
  private raw: RawFields | null = null;
  private plain: Slot = { rating: '', games: '', k: '' };
  private typedSeen = false;
  private element: string | null = null;
  private text = '';
  private playerLine = 0;
  private rootSeen = false;

  constructor(
    private readonly file: string,
    private readonly sink: ListSink,
    private readonly singleType: RatingType | null,
  ) {
    this.sax.on('error', (e) => {
      throw new RatingListError(
        this.file,
        `not well-formed XML: ${e.message.replace(/^[^:]*:\d+:\d+: /, '')}`,
        this.sax.line,
      );
    });
    this.sax.on('opentag', (node) => {
      this.depth++;
      const name = node.name;
      if (this.depth === 1) {
        if (name !== 'playerslist')
          throw new RatingListError(
            this.file,
            `not a FIDE XML list: the root element is <${name}>, not <playerslist>`,
            this.sax.line,
          );
        this.rootSeen = true;
      } else if (this.depth === 2) {
        if (name !== 'player')
          throw new RatingListError(
            this.file,
            `<${name}> inside <playerslist>: only <player> elements are expected`,
            this.sax.line,
          );
        this.raw = emptyRaw();
        this.plain = { rating: '', games: '', k: '' };
        this.typedSeen = false;
        this.playerLine = this.sax.line;
      } else if (this.depth === 3) {
        this.element = name;
        this.text = '';
      }
    });
    this.sax.on('text', (t) => {
      if (this.depth === 3) this.text += t;
    });
    this.sax.on('cdata', (t) => {
      if (this.depth === 3) this.text += t;
    });
    this.sax.on('closetag', () => {
      if (this.depth === 3 && this.raw && this.element !== null) this.field(this.raw, this.element, this.text);
      else if (this.depth === 2 && this.raw) this.endPlayer(this.raw);
      this.depth--;
    });
  }

  push(text: string): void {
    this.sax.write(text);
  }

  end(): void {
    this.sax.close();
    if (!this.rootSeen) throw new RatingListError(this.file, 'the file is empty: no <playerslist> element');
  }

  private field(raw: RawFields, element: string, text: string): void {
    const id = IDENTITY[element];
    if (id) {
      raw[id] = text;
      return;
    }
    const typed = TYPED[element];
    if (typed) {
      this.typedSeen = true;
      (raw.blocks[typed[0]] ??= { rating: '', games: '', k: '' })[typed[1]] = text;
      return;
    }
    const plain = PLAIN[element];
    if (plain) this.plain[plain] = text;
    // other elements (a newer list's additions) are ignored, as whitespace between elements is
  }

  private endPlayer(raw: RawFields): void {
    // the combined list has rapid_*/blitz_* beside rating/games/k; a single-type list has only the latter
    const type: RatingType | null = this.typedSeen ? 'standard' : this.singleType;
    if (type === null) {
      throw new RatingListError(
        this.file,
        'a single-type XML list (no rapid_rating or blitz_rating elements): the file name does not say which type; name the type',
        this.playerLine,
      );
    }
    raw.blocks[type] = this.plain;
    this.raw = null;
    const p = toPlayer(raw);
    if (typeof p === 'string')
      this.sink.problem({ level: 'error', file: this.file, line: this.playerLine, message: `${p}; player skipped` });
    else this.sink.player(p, this.playerLine);
  }
}
