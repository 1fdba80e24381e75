import { CANONICAL_RESULTS, formatGameResult, formatPoints, parseResultCell } from './results';

function codes(input: string | number | boolean | null): [string, string, string] | string | null {
  const r = parseResultCell(input);
  if (r === null) return null;
  if (!r.ok) return r.message;
  return [r.result.white, r.result.black, r.result.text];
}

describe('result cells: accepted notations', () => {
  const accepted: [string, string, string, string][] = [
    // typed, white code, black code, canonical text
    ['1-0', '1', '0', '1-0'],
    ['1 - 0', '1', '0', '1-0'],
    ['1–0', '1', '0', '1-0'],
    ['1—0', '1', '0', '1-0'],
    ['1−0', '1', '0', '1-0'],
    ['1:0', '1', '0', '1-0'],
    ['0-1', '0', '1', '0-1'],
    ['0 – 1', '0', '1', '0-1'],
    ['0:1', '0', '1', '0-1'],
    ['½-½', '=', '=', '½-½'],
    ['½ - ½', '=', '=', '½-½'],
    ['1/2-1/2', '=', '=', '½-½'],
    ['0.5-0.5', '=', '=', '½-½'],
    ['0,5-0,5', '=', '=', '½-½'],
    ['.5-.5', '=', '=', '½-½'],
    ['½:½', '=', '=', '½-½'],
    ['=', '=', '=', '½-½'],
    ['½', '=', '=', '½-½'],
    ['1/2', '=', '=', '½-½'],
    ['+/-', '+', '-', '+/-'],
    ['+:-', '+', '-', '+/-'],
    ['+-', '+', '-', '+/-'],
    ['+ -', '+', '-', '+/-'],
    ['1F-0F', '+', '-', '+/-'],
    ['1f-0f', '+', '-', '+/-'],
    ['1H-0H', '+', '-', '+/-'],
    ['-/+', '-', '+', '-/+'],
    ['-:+', '-', '+', '-/+'],
    ['0F-1F', '-', '+', '-/+'],
    ['0H-1H', '-', '+', '-/+'],
    ['-/-', '-', '-', '-/-'],
    ['--', '-', '-', '-/-'],
    ['- -', '-', '-', '-/-'],
    ['-:-', '-', '-', '-/-'],
    ['0F-0F', '-', '-', '-/-'],
    ['0H-0H', '-', '-', '-/-'],
    ['0-0', '0', '0', '0-0'],
    ['½-0', '=', '0', '½-0'],
    ['0-½', '0', '=', '0-½'],
    ['0-1/2', '0', '=', '0-½'],
    ['1-0 u', 'W', 'L', '1-0 u'],
    ['1-0 (u)', 'W', 'L', '1-0 u'],
    ['0-1 unrated', 'L', 'W', '0-1 u'],
    ['½-½ u', 'D', 'D', '½-½ u'],
    ['*', '*', '*', '*'],
    ['adj', '*', '*', '*'],
    ['۱-۰', '1', '0', '1-0'], // Persian digits
    ['٠-١', '0', '1', '0-1'], // Arabic-Indic digits
    ['۰٫۵-۰٫۵', '=', '=', '½-½'],
    ['  1-0  ', '1', '0', '1-0'],
  ];
  it.each(accepted)('%s -> %s %s (%s)', (typed, w, b, text) => {
    expect(codes(typed)).toEqual([w, b, text]);
  });

  it('every canonical text reads back as itself', () => {
    for (const text of CANONICAL_RESULTS) {
      const r = parseResultCell(text);
      expect(r && r.ok && r.result.text).toBe(text);
    }
  });

  it('formatGameResult is the inverse of parsing', () => {
    for (const text of CANONICAL_RESULTS) {
      const r = parseResultCell(text);
      if (!r || !r.ok) throw new Error(text);
      expect(formatGameResult(r.result.white, r.result.black)).toBe(text);
    }
    expect(formatGameResult('1', '1')).toBeNull();
    expect(formatGameResult('+', '0')).toBeNull();
  });

  it('blank cells are "not entered", not an error', () => {
    expect(parseResultCell(null)).toBeNull();
    expect(parseResultCell('')).toBeNull();
    expect(parseResultCell('   ')).toBeNull();
  });
});

describe('result cells: rejected notations are reported, never guessed', () => {
  const rejected: (string | number | boolean)[] = [
    '1-1',
    '2-0',
    '1-½',
    '½-1',
    '1½-0',
    '10',
    '01',
    '++',
    '+',
    '-',
    '+-0',
    '1-+',
    '½F-½F',
    'draw',
    'w',
    'x',
    '1-0 uu',
    '0-0 u',
    '1-',
    '-1',
    'abc',
    45293,
    1,
    0.5,
    true,
  ];
  it.each(rejected)('%s', (typed) => {
    const r = parseResultCell(typed);
    expect(r).not.toBeNull();
    expect(r!.ok).toBe(false);
    if (r && !r.ok) expect(r.message).toMatch(/is not a result/);
  });

  it('quotes the typed text in the message', () => {
    const r = parseResultCell('1-1');
    expect(r && !r.ok && r.message.startsWith('"1-1" is not a result')).toBe(true);
  });

  it('explains a number (Excel converted the text)', () => {
    const r = parseResultCell(45293);
    expect(r && !r.ok && r.message).toMatch(/format the result column as text/);
  });
});

describe('formatPoints', () => {
  it.each([
    [0, '0'],
    [0.5, '½'],
    [1, '1'],
    [2.5, '2½'],
    [10, '10'],
    [1.25, '1.25'],
  ])('%d -> %s', (p, s) => {
    expect(formatPoints(p)).toBe(s);
  });
});
