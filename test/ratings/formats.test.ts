import { zipSync, strToU8 } from 'fflate';
import { RATING_TYPES, type ListPlayer, type RatingType } from '../../src/formats/rating-list';
import { expected, failure, ratingsFixture, readBytes, readText } from './support';

// rating-lists.md §6: every player of the fixture list is read identically from every published form.
const want = expected();

/** What a single-type list carries of a player: identity and the one rating block. */
function singleView(p: ListPlayer, type: RatingType) {
  const {
    standard: _s,
    standard_games: _sg,
    standard_k: _sk,
    rapid: _r,
    rapid_games: _rg,
    rapid_k: _rk,
    blitz: _b,
    blitz_games: _bg,
    blitz_k: _bk,
    effective_rapid: _er,
    effective_blitz: _eb,
    ...identity
  } = p;
  return { ...identity, rating: p[type], games: p[`${type}_games`], k: p[`${type}_k`] };
}

/** A list line from 1-based columns and values (trailing spaces trimmed, as some older files do). */
function place(fields: [number, string][]): string {
  const out: string[] = [];
  for (const [col, v] of fields) {
    while (out.length < col - 1) out.push(' ');
    out.splice(col - 1, v.length, ...v);
  }
  return out.join('');
}

describe('combined lists', () => {
  it.each([
    ['players_list_foa.txt', 'txt'],
    ['players_list_xml_foa.xml', 'xml'],
    ['players_list.zip', 'zip'],
    ['players_list_xml.zip', 'zip'],
  ])('%s: all 299 players equal players_list.expected.json', (file, format) => {
    const got = readBytes(file, ratingsFixture(file));
    expect(got.problems).toEqual([]);
    expect(got.info.format).toBe(format);
    expect(got.players).toHaveLength(299);
    expect(got.players).toEqual(want.players);
  });

  it.each([1, 7, 161, 163, 4096])(
    'reads the same in chunks of %i bytes (lines, CRLF and zip records cut anywhere)',
    (chunk) => {
      for (const file of ['players_list_foa.txt', 'players_list_xml_foa.xml', 'players_list.zip']) {
        expect(readBytes(file, ratingsFixture(file), chunk).players).toEqual(want.players);
      }
    },
  );

  it('the zip member names the layout and the month is not stated by the combined list (§1.7)', () => {
    const got = readBytes('players_list.zip', ratingsFixture('players_list.zip'));
    expect(got.info).toEqual({
      format: 'zip',
      member: 'players_list_foa.txt',
      listPeriod: null,
      txtLayout: 'combined',
    });
  });
});

describe('single-type lists', () => {
  it.each(RATING_TYPES)(
    '%s_rating_list.txt: the players rated in that type, read as the combined list reads them',
    (type) => {
      const file = `${type}_rating_list.txt`;
      const got = readBytes(file, ratingsFixture(file));
      expect(got.problems).toEqual([]);
      expect(got.info.listPeriod).toBe(want.list_period); // NOV26 in the header
      const rated = want.players.filter((p) => p[type] !== null);
      expect(got.players.map((p) => singleView(p, type))).toEqual(rated.map((p) => singleView(p, type)));
      // the other types are absent from a single-type list
      for (const other of RATING_TYPES.filter((t) => t !== type))
        expect(got.players.every((p) => p[other] === null)).toBe(true);
    },
  );

  it('a single-type list zipped and in XML reads the same as its TXT', () => {
    const txt = readBytes('blitz_rating_list.txt', ratingsFixture('blitz_rating_list.txt')).players;
    const zip = zipSync({ 'blitz_rating_list.txt': ratingsFixture('blitz_rating_list.txt') });
    expect(readBytes('blitz_rating_list.zip', zip).players).toEqual(txt);
    // the single-type XML: identity elements and rating/games/k only (§1.5)
    const xml = [
      '<playerslist>',
      ...txt.map(
        (p) =>
          `<player><fideid>${p.fide_id}</fideid><name>${p.name}</name>` +
          `<country>${p.fed}</country><sex>${p.sex}</sex><title>${p.tit}</title><w_title>${p.wtit}</w_title>` +
          `<o_title>${p.otit.join(',')}</o_title><foa_title>${p.foa}</foa_title><rating>${p.blitz}</rating>` +
          `<games>${p.blitz_games}</games><k>${p.blitz_k}</k><birthday>${p.birth_year ?? 0}</birthday><flag>${p.flag}</flag></player>`,
      ),
      '</playerslist>',
    ].join('\n');
    expect(readText('blitz_rating_list_xml.xml', xml).players).toEqual(txt);
  });

  it('refuses a single-type list whose file name does not say the type', () => {
    const e = failure(() => readBytes('list.txt', ratingsFixture('rapid_rating_list.txt')));
    expect(e.message).toMatch(/^list\.txt:1: a single-type list/);
  });
});

describe('layouts', () => {
  const txt = new TextDecoder().decode(ratingsFixture('players_list_foa.txt'));
  const lines = txt.split('\r\n');

  it('header-located columns equal the table of §1.2 (ID 1-15 ... Flag 159-162)', () => {
    const carlsen =
      '1503014        Carlsen, Magnus                                              NOR M   GM                           2823  0   10 2801  12  10 2860  0   10 1990      ';
    const got = readText('x.txt', `${lines[0]}\n${carlsen}\n`).players[0]!;
    expect(got).toMatchObject({
      fide_id: 1503014,
      name: 'Carlsen, Magnus',
      fed: 'NOR',
      sex: 'M',
      tit: 'GM',
      standard: 2823,
      standard_games: 0,
      standard_k: 10,
      rapid: 2801,
      rapid_games: 12,
      rapid_k: 10,
      blitz: 2860,
      blitz_k: 10,
      birth_year: 1990,
      flag: '',
    });
  });

  it('legacy layout without FOA (§1.3), LF endings and trailing spaces trimmed, blanks for none', () => {
    const header =
      'ID Number      Name                                                         Fed Sex Tit  WTit OTit           SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';
    // 1-based columns of §1.3: SRtng 110, SGm 116, SK 120, RRtng 123 (blank), BRtng 136, BGm 142, BK 146, B-day 149, Flag 155
    const line = place([
      [1, '4100018'],
      [16, 'Doe, Jane'],
      [77, 'ESP'],
      [81, 'F'],
      [85, 'WIM'],
      [90, 'WIM'],
      [110, '2301'],
      [116, '9'],
      [120, '20'],
      [136, '1980'],
      [142, '2'],
      [146, '20'],
      [149, '1977'],
      [155, 'wi'],
    ]);
    const got = readText('players_list.txt', `${header}\n${line}\n`);
    expect(got.problems).toEqual([]);
    expect(got.info.txtLayout).toBe('legacy');
    expect(got.players[0]).toMatchObject({
      fide_id: 4100018,
      tit: 'WIM',
      wtit: 'WIM',
      title_for_ranking: 'WIM',
      standard: 2301,
      standard_games: 9,
      rapid: null,
      rapid_k: null,
      blitz: 1980,
      blitz_games: 2,
      effective_rapid: 2301,
      birth_year: 1977,
      flag: 'wi',
      inactive: true,
    });
  });

  it('a line with a 16-character OTit is read from the right end and warned about (§1.2.4)', () => {
    const base = lines[1]!;
    // OTit SI,FI,LSI,SLI,NA (16 characters) touches the FOA AFM, the numbers move one column right
    const long = `${base.slice(0, 94)}SI,FI,LSI,SLI,NAAFM ${base.slice(113)}`;
    expect(long.length).toBe(163);
    const got = readText('players_list_foa.txt', `${lines[0]}\r\n${long}\r\n`);
    expect(got.players[0]).toEqual({ ...want.players[0], otit: ['SI', 'FI', 'LSI', 'SLI', 'NA'], foa: 'AFM' });
    expect(got.problems).toEqual([expect.objectContaining({ level: 'warning', line: 2 })]);
  });

  it('letter titles of older files are read as words (§1.6)', () => {
    const line = `${lines[1]!.slice(0, 84)}wg   wg   ${lines[1]!.slice(94)}`;
    const got = readText('players_list_foa.txt', `${lines[0]}\n${line}\n`).players[0]!;
    expect([got.tit, got.wtit, got.title_for_ranking]).toEqual(['WGM', 'WGM', 'WGM']);
  });

  it('a Latin-1 list of the user is decoded (§1.2.1 step 1)', () => {
    const line = lines[1]!.replace('Barberala, Bianca', 'Özdemir, Ayse    ');
    const latin1 = Uint8Array.from([...`${lines[0]}\n${line}\n`].map((c) => c.charCodeAt(0)));
    expect(readBytes('players_list_foa.txt', latin1).players[0]!.name).toBe('Özdemir, Ayse');
  });
});

describe('bad input', () => {
  const txt = new TextDecoder().decode(ratingsFixture('players_list_foa.txt'));
  const lines = txt.split('\r\n');

  it('an unknown layout is refused with the file, line and what was found', () => {
    const e = failure(() => readText('list.txt', 'ID number Name TitlFed Mar11 GamesBorn  Flag\n'));
    expect(e.message).toMatch(
      /^list\.txt:1: the header is not one of FIDE's TXT layouts .* found "ID Number Name TitlFed/i,
    );
  });

  it('a line that does not parse is reported at its line and skipped; the others are read', () => {
    const bad = lines.slice();
    bad[3] = `99x${bad[3]!.slice(3)}`;
    bad[5] = bad[5]!.slice(0, 113) + 'abcd' + bad[5]!.slice(117);
    const got = readText('players_list_foa.txt', bad.join('\r\n'));
    expect(got.players).toHaveLength(297);
    expect(got.problems.map((p) => [p.line, p.level])).toEqual([
      [4, 'error'],
      [6, 'error'],
    ]);
    expect(got.problems[0]!.message).toMatch(/FIDE ID "99x\d+" is not a number/);
    expect(got.problems[1]!.message).toMatch(/standard rating "abcd" is not a number/);
  });

  it('a truncated zip is refused, naming the member and where it stops', () => {
    const zip = ratingsFixture('players_list.zip');
    for (const cut of [20, 600, zip.length - 200, zip.length - 20]) {
      const e = failure(() => readBytes('players_list.zip', zip.subarray(0, cut), 1000));
      expect(e.message).toMatch(/^players_list\.zip: the zip is truncated/);
    }
  });

  it('a zip with no list inside, an empty file and XML that is not a list are refused', () => {
    expect(failure(() => readBytes('a.zip', zipSync({ 'readme.md': strToU8('hello') }))).message).toMatch(
      /holds no \.txt or \.xml/,
    );
    expect(failure(() => readBytes('a.txt', new Uint8Array(0))).message).toBe('a.txt: the file is empty');
    expect(failure(() => readText('a.xml', '<html><body/></html>')).message).toMatch(
      /^a\.xml:1: not a FIDE XML list: the root element is <html>/,
    );
    expect(failure(() => readText('a.xml', '<playerslist>\n<player><fideid>1</fideid>\n')).message).toMatch(
      /^a\.xml:\d+: not well-formed XML/,
    );
  });

  it('a bad line inside a zip is reported with the zip, its member and the line', () => {
    const bad = lines.slice();
    bad[2] = bad[2]!.slice(0, 76) + 'xx ' + bad[2]!.slice(79);
    const zip = zipSync({ 'players_list_foa.txt': strToU8(bad.join('\r\n')) });
    const got = readBytes('players_list.zip', zip);
    expect(got.problems).toEqual([
      expect.objectContaining({ file: 'players_list.zip (players_list_foa.txt)', line: 3 }),
    ]);
    expect(got.problems[0]!.message).toMatch(/federation "xx" is not three capital letters/);
  });
});

describe('the fast path of the TXT reader', () => {
  it('accepts every line of the fixture lists (so they are read by it, and equal the expected JSON above)', async () => {
    const { fastColumns, fastLine } = await import('../../src/formats/rating-list/txt-fast');
    const { txtLayout } = await import('../../src/formats/rating-list/txt-layout');
    for (const [file, type] of [
      ['players_list_foa.txt', null],
      ['standard_rating_list.txt', 'standard'],
      ['rapid_rating_list.txt', 'rapid'],
      ['blitz_rating_list.txt', 'blitz'],
    ] as const) {
      const lines = new TextDecoder().decode(ratingsFixture(file)).split('\r\n').filter(Boolean);
      const layout = txtLayout(lines[0]!);
      if (typeof layout === 'string') throw new Error(layout);
      const fast = lines.slice(1).map((l) => fastLine(l, fastColumns(layout), type));
      expect(fast.every((p) => p !== null)).toBe(true);
      expect(fast).toEqual(readBytes(file, ratingsFixture(file)).players);
    }
  });
});
