import * as fs from 'fs';
import * as path from 'path';
import { directionOf, languageOfLocale, text, WORDS } from './i18n';

describe('pane words', () => {
  it('every word exists in English, Turkish and Persian with the same placeholders', () => {
    for (const [key, word] of Object.entries(WORDS)) {
      const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      for (const lang of ['en', 'tr', 'fa'] as const)
        expect([key, lang, word[lang].trim() !== '']).toEqual([key, lang, true]);
      expect([key, holes(word.tr)]).toEqual([key, holes(word.en)]);
      expect([key, holes(word.fa)]).toEqual([key, holes(word.en)]);
    }
  });

  it('fills placeholders with the values as text', () => {
    expect(text('pairDone', 'en', { r: 3, b: 12, s: 'Round 3' })).toBe('Round 3 paired: 12 boards on sheet "Round 3".');
    expect(text('pairDone', 'fa', { r: 3, b: 12, s: 'دور ۳' })).toBe('دور 3 قرعه‌کشی شد: 12 میز در برگه «دور ۳».');
    expect(text('resultDone', 'en', { v: '<b>', s: 'R', c: 'F3' })).toBe('Result <b> entered in R!F3.');
  });

  it("the ribbon words are the manifest's translations", () => {
    const manifest = fs.readFileSync(path.join(__dirname, '..', '..', 'manifest.xml'), 'utf8');
    for (const [id, key] of [
      ['Pair.Label', 'pair'],
      ['Standings.Label', 'standings'],
      ['Check.Label', 'check'],
      ['Export.Label', 'exportTrf'],
    ] as const) {
      const block = manifest.slice(manifest.indexOf(`<bt:String id="${id}"`));
      expect(block).toContain(`DefaultValue="${WORDS[key].en}"`);
      expect(block).toContain(`Locale="tr-TR" Value="${WORDS[key].tr}"`);
      expect(block).toContain(`Locale="fa-IR" Value="${WORDS[key].fa}"`);
    }
  });

  it("Persian reads right to left; the pane follows Office's display language", () => {
    expect([directionOf('fa'), directionOf('tr'), directionOf('en')]).toEqual(['rtl', 'ltr', 'ltr']);
    expect([
      languageOfLocale('tr-TR'),
      languageOfLocale('fa-IR'),
      languageOfLocale('de-DE'),
      languageOfLocale(undefined),
    ]).toEqual(['tr', 'fa', 'en', 'en']);
  });

  it('no pane code sets innerHTML or outerHTML or writes HTML: workbook text is always a text node', () => {
    const dir = __dirname;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      expect([
        file,
        /\.(innerHTML|outerHTML)\s*[+]?=|insertAdjacentHTML\(|document\.write\(|DOMParser|createContextualFragment/.test(
          source,
        ),
      ]).toEqual([file, false]);
    }
  });
});
