import { say, type Language, type Word } from '../../workbook/labels';

/** A pane word in a language with its `{name}` places filled in (a place without a value stays as written). */
export function sayWith(word: Word, lang: Language, vars: Record<string, string | number> = {}): string {
  return say(word, lang).replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
