/** Letters NFD does not split into a base letter and a mark. */
const FOLD: Readonly<Record<string, string>> = {
  ø: 'o',
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
};

/**
 * The key names are matched on (rating-lists.md §2.1, §4.1): case, accents and punctuation ignored, so
 * `Özdemir, Ayşe` = `ozdemir ayse` = `OZDEMIR, Ayse`. Surname first as the list writes it; the comma is dropped
 * so a typed `Carlsen Magnus` matches too. Letters of other scripts are kept (lower-cased).
 */
export function nameKey(name: string): string {
  let s = name.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (!/^[\x00-\x7f]*$/.test(s)) {
    s = s
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[øœæßłđðıþħ]/g, (c) => FOLD[c] ?? c);
  }
  return s.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Accent- and case-folded comparison, then exact, so the order does not depend on the locale (§4.1 [decision]). */
export function compareNames(a: string, b: string): number {
  const ka = nameKey(a);
  const kb = nameKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}
