import {
  PLAYER_COLUMNS,
  field,
  formatPoints,
  normaliseTitle,
  parseDecimal,
  roundBlockColumn,
  splitLines,
} from './records';

describe('TRF column layout (trf.md §3)', () => {
  // the spec's annotated example and its column ruler
  const example =
    '001    3 mIM  Yilmaz, Ayse                      2431 TUR    34512345 1995/04/12  3.0    4    12 w 1  0000 - H     7 b =     9 w +';
  const chars = Array.from(example);

  it('finds each static field of the spec example at its columns', () => {
    expect(field(chars, PLAYER_COLUMNS.id)).toBe('   3');
    expect(field(chars, PLAYER_COLUMNS.sex)).toBe('m');
    expect(field(chars, PLAYER_COLUMNS.title).trim()).toBe('IM');
    expect(field(chars, PLAYER_COLUMNS.name).trim()).toBe('Yilmaz, Ayse');
    expect(field(chars, PLAYER_COLUMNS.rating)).toBe('2431');
    expect(field(chars, PLAYER_COLUMNS.federation)).toBe('TUR');
    expect(field(chars, PLAYER_COLUMNS.fideId).trim()).toBe('34512345');
    expect(field(chars, PLAYER_COLUMNS.birthDate)).toBe('1995/04/12');
    expect(field(chars, PLAYER_COLUMNS.points)).toBe(' 3.0');
    expect(field(chars, PLAYER_COLUMNS.rank)).toBe('   4');
  });

  it('puts round r at 92 + 10(r-1): opponent b..b+3, colour b+5, result b+7', () => {
    expect([1, 2, 3, 4].map(roundBlockColumn)).toEqual([92, 102, 112, 122]);
    expect([1, 2, 3, 4].map((r) => field(chars, [roundBlockColumn(r), roundBlockColumn(r) + 7]))).toEqual([
      '  12 w 1',
      '0000 - H',
      '   7 b =',
      '   9 w +',
    ]);
  });

  it('counts columns in code points: an astral character takes one column', () => {
    const line = Array.from('001    1      𝄞bc');
    expect(field(line, [15, 17])).toBe('𝄞bc');
  });
});

describe('text helpers', () => {
  it('splits on CR, LF and CRLF, without an extra final line', () => {
    expect(splitLines('a\rb\nc\r\nd\n').map((l) => l.text)).toEqual(['a', 'b', 'c', 'd']);
    expect(splitLines('a\n\nb').map((l) => [l.number, l.text])).toEqual([
      [1, 'a'],
      [2, ''],
      [3, 'b'],
    ]);
  });

  it('formats points as %4.1f', () => {
    expect([0, 0.5, 3, 11.5, 100].map(formatPoints)).toEqual([' 0.0', ' 0.5', ' 3.0', '11.5', '100.0']);
  });

  it('parses TRF decimals and rejects other text', () => {
    expect(['1.0', ' 3', '.5', '-1.5', '11.'].map(parseDecimal)).toEqual([1, 3, 0.5, -1.5, 11]);
    expect(['', 'x', '1,5', '1.2.3'].map(parseDecimal)).toEqual([null, null, null, null]);
  });

  it('normalises full and one-letter titles', () => {
    expect(['gm', ' wg', 'WFM', 'c', '', 'XM'].map(normaliseTitle)).toEqual(['GM', 'WGM', 'WFM', 'CM', '', null]);
  });
});
