import type { Distribution, PrizeSetup, Sharing, Category, CategoryRule } from '../engine/prizes';
import { formatAmount, parseAmount, unitDecimals } from '../engine/prizes';
import { address, cellText, type SheetValues } from './cells';
import { means, say, type Language } from './labels';
import { error, type Problem } from './problems';
import { PRIZE_WORDS as W, prizeNoteText } from './report-labels';

/**
 * The Prizes sheet: the arbiter types the sharing rule, the rounding unit, the currency and one row per prize
 * (Place, or a category with its rule) with the amounts across; everything from the Distribution row down is
 * ours and rebuilt. Rules: `rating>=1600`, `rating<=1799`, `sex=w`, `born>=2008`, `born<=1966`, `unrated`,
 * `fed=TUR`, `club=NAME`, separated by `;`.
 */

export interface PrizeInput {
  readonly setup: PrizeSetup;
  readonly currency: string;
  readonly decimals: number;
  /** 0-based row of the Distribution marker, or where it goes. */
  readonly distributionRow: number;
}

export function prizesTemplate(lang: Language): SheetValues {
  return [
    [say(W.title, lang), null, null],
    [say(W.sharing, lang), say(W.none, lang), null],
    [say(W.rounding, lang), '1', null],
    [say(W.currency, lang), '', null],
    [say(W.onePrize, lang), say(W.yes, lang), null],
    [say(W.prize, lang), say(W.rule, lang), say(W.amounts, lang)],
    [say(W.place, lang), null, null],
  ];
}

export function parseRule(text: string): CategoryRule | string {
  const rule: Record<string, number | string | boolean> = {};
  for (const part of text
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^(rating|born|sex|fed|federation|club|unrated)\s*(>=|<=|=)?\s*(.*)$/i.exec(part);
    if (!m) return `"${part}" is not a rule (write e.g. rating<=1799; sex=w; born>=2008; unrated; fed=TUR; club=NAME)`;
    const key = m[1].toLowerCase();
    const op = m[2] ?? '';
    const v = m[3].trim();
    const n = Number(v);
    if (key === 'unrated' && op === '' && v === '') rule.unrated = true;
    else if ((key === 'rating' || key === 'born') && (op === '>=' || op === '<=') && Number.isInteger(n)) {
      rule[`${key === 'rating' ? 'rating' : 'birth_year'}_${op === '>=' ? 'min' : 'max'}`] = n;
    } else if (key === 'sex' && op === '=' && /^[mwf]$/i.test(v)) rule.sex = v.toLowerCase() === 'm' ? 'm' : 'w';
    else if ((key === 'fed' || key === 'federation') && op === '=' && v) rule.federation = v;
    else if (key === 'club' && op === '=' && v) rule.club = v;
    else return `"${part}" is not a rule (write e.g. rating<=1799; sex=w; born>=2008; unrated; fed=TUR; club=NAME)`;
  }
  return rule as CategoryRule;
}

function sharingOf(text: string): Sharing | null {
  for (const s of ['none', 'split', 'hort'] as const) if (means(W[s], text) || text.toLowerCase() === s) return s;
  return null;
}

export function readPrizes(values: SheetValues, sheet: string): PrizeInput | { problems: Problem[] } {
  const problems: Problem[] = [];
  let sharing: Sharing = 'none';
  let roundingText = '1';
  let currency = '';
  let onePrize = true;
  const categories: Category[] = [];
  let placePrizes: number[] = [];
  let inTable = false;
  // room for a dozen prize rows under the template before the computed block
  let distributionRow = Math.max(values.length + 1, 20);
  for (let r = 0; r < values.length; r++) {
    const row = values[r] ?? [];
    const first = cellText(row[0] ?? null);
    if (means(W.distribution, first)) {
      distributionRow = r;
      break;
    }
    if (first === '') continue;
    const second = cellText(row[1] ?? null);
    if (!inTable) {
      if (means(W.sharing, first)) {
        const s = sharingOf(second);
        if (!s) problems.push(error(sheet, address(r, 1), `"${second}" is not a sharing rule (none, split or Hort)`));
        else sharing = s;
      } else if (means(W.rounding, first)) {
        const u = parseAmount(second);
        if (u === null || u === 0)
          problems.push(error(sheet, address(r, 1), `"${second}" is not a rounding unit (e.g. 1 or 0.01)`));
        else roundingText = second;
      } else if (means(W.currency, first)) currency = second;
      else if (means(W.onePrize, first)) {
        if (means(W.yes, second)) onePrize = true;
        else if (means(W.no_, second)) onePrize = false;
        else problems.push(error(sheet, address(r, 1), `"${second}" is neither yes nor no`));
      } else if (means(W.prize, first)) inTable = true;
      continue;
    }
    const amounts: number[] = [];
    for (let c = 2; c < row.length; c++) {
      const t = cellText(row[c] ?? null);
      if (t === '') continue;
      const a = parseAmount(t);
      if (a === null) problems.push(error(sheet, address(r, c), `"${t}" is not an amount`));
      else amounts.push(a);
    }
    if (means(W.place, first)) {
      placePrizes = amounts;
      continue;
    }
    const rule = parseRule(second);
    if (typeof rule === 'string') {
      problems.push(error(sheet, address(r, 1), rule));
      continue;
    }
    categories.push({ id: first, label: first, rule, prizes: amounts });
  }
  if (problems.length) return { problems };
  return {
    setup: { sharing, unit: parseAmount(roundingText)!, placePrizes, categories, onePrizePerPlayer: onePrize },
    currency,
    decimals: unitDecimals(roundingText),
    distributionRow,
  };
}

/** The computed block: marker row, then one row per player of the standings with his award and why. */
export function renderDistribution(
  d: Distribution,
  standings: readonly { tpn: number; rank: number; points: number }[],
  names: ReadonlyMap<number, string>,
  input: PrizeInput,
  lang: Language,
): SheetValues {
  const money = (b: number): string =>
    `${formatAmount(b, input.decimals)}${input.currency ? ` ${input.currency}` : ''}`;
  const out: SheetValues = [[say(W.distribution, lang), null, null, null, null, null]];
  out.push([
    say(W.rank, lang),
    say(W.no, lang),
    say(W.name, lang),
    say(W.points, lang),
    say(W.award, lang),
    say(W.amount, lang),
  ]);
  for (const s of standings) {
    const a = d.awards.find((x) => x.tpn === s.tpn);
    if (!a) continue;
    const what =
      a.kind === 'place'
        ? a.share.last > a.share.first
          ? `${say(W.place, lang)} ${a.share.first}-${a.share.last}`
          : `${say(W.place, lang)} ${a.share.place}`
        : `${a.category.label} ${a.place}`;
    out.push([s.rank, s.tpn, names.get(s.tpn) ?? '', s.points, what, Number(formatAmount(a.amount, input.decimals))]);
  }
  out.push([null, null, null, null, null, null]);
  out.push([say(W.why, lang), null, null, null, null, null]);
  for (const n of d.notes)
    out.push([prizeNoteText(n, lang, (t) => names.get(t) ?? `#${t}`, money), null, null, null, null, null]);
  if (d.difference !== 0)
    out.push([
      `${say(W.difference, lang)}: ${d.difference > 0 ? '+' : '-'}${money(Math.abs(d.difference))}`,
      null,
      null,
      null,
      null,
      null,
    ]);
  return out;
}
