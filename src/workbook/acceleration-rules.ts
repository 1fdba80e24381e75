import { rangeAddress, type SheetValues } from './cells';
import { say, type Language, type Word } from './labels';
import type { WorkbookPort } from './port';
import { HEADER_FILL } from './render';

/**
 * Checklist Q108 (hard fail): for any acceleration other than Baku (C.04.7) the program prints its detailed
 * rules. Our other acceleration is the arbiter's table (Settings "Acceleration: table", the Acceleration sheet, or
 * an imported TRF's 250 records): this printable sheet states how it works and which players get which virtual
 * points in which round, grouped.
 */
export const ACCELERATION_RULES_SHEET: Word = {
  en: 'Acceleration rules',
  tr: 'Hızlandırma kuralları',
  fa: 'قوانین شتاب‌دهی',
};

const TEXT: Record<'title' | 'method' | 'score' | 'only' | 'groups' | 'players' | 'round', Word> = {
  title: { en: 'Acceleration rules', tr: 'Hızlandırma kuralları', fa: 'قوانین شتاب‌دهی' },
  method: {
    en: "Method: the arbiter's table (not the Baku acceleration of C.04.7), fixed before round 1 and not changed during the tournament.",
    tr: 'Yöntem: başhakemin tablosu (C.04.7 Bakü hızlandırması değil); 1. turdan önce belirlenir, turnuva boyunca değişmez.',
    fa: 'روش: جدول سرداور (نه شتاب‌دهی باکو در C.04.7)؛ پیش از دور ۱ تعیین شده و در طول مسابقه تغییر نمی‌کند.',
  },
  score: {
    en: "In each round a player's pairing score is his points plus his virtual points for that round (Acceleration sheet).",
    tr: 'Her turda oyuncunun eşlendirme puanı, puanı ile o turdaki sanal puanının toplamıdır (Hızlandırma sayfası).',
    fa: 'در هر دور، امتیاز جفت‌سازی بازیکن برابر امتیاز او به‌علاوهٔ امتیاز مجازی همان دور است (برگهٔ شتاب‌دهی).',
  },
  only: {
    en: 'Virtual points count for the pairing only (score groups, floats, colours); standings, tie-breaks and prizes use the real points.',
    tr: 'Sanal puanlar yalnızca eşlendirmede sayılır (puan grupları, kaydırmalar, renkler); sıralama, eşitlik bozma ve ödüller gerçek puanı kullanır.',
    fa: 'امتیاز مجازی فقط در جفت‌سازی حساب می‌شود؛ رده‌بندی، تساوی‌شکنی و جوایز با امتیاز واقعی است.',
  },
  groups: {
    en: 'Groups: virtual points per round',
    tr: 'Gruplar: turlara göre sanal puan',
    fa: 'گروه‌ها: امتیاز مجازی در هر دور',
  },
  players: { en: 'Players (No)', tr: 'Oyuncular (Sıra no)', fa: 'بازیکنان (شماره)' },
  round: { en: 'Round', tr: 'Tur', fa: 'دور' },
};

/** `1-8, 10, 12-13`: pairing numbers as ranges. */
function ranges(ids: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    let j = i;
    while (j + 1 < ids.length && ids[j + 1] === ids[j]! + 1) j++;
    out.push(i === j ? `${ids[i]}` : `${ids[i]}-${ids[j]}`);
    i = j;
  }
  return out.join(', ');
}

/** The sheet's values: the rules in words, then one row per group of players with the same virtual points. */
export function renderAccelerationRules(
  acceleration: ReadonlyMap<number, readonly number[]>,
  playerIds: readonly number[],
  rounds: number,
  lang: Language,
): SheetValues {
  const width = Math.max(1, rounds);
  const groups = new Map<string, number[]>();
  for (const id of [...playerIds].sort((a, b) => a - b)) {
    const v = Array.from({ length: width }, (_, i) => acceleration.get(id)?.[i] ?? 0);
    const key = v.join(' ');
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  const header = [
    say(TEXT.players, lang),
    ...Array.from({ length: width }, (_, i) => `${say(TEXT.round, lang)} ${i + 1}`),
  ];
  return [
    [say(TEXT.title, lang)],
    [`1. ${say(TEXT.method, lang)}`],
    [`2. ${say(TEXT.score, lang)}`],
    [`3. ${say(TEXT.only, lang)}`],
    [],
    [say(TEXT.groups, lang)],
    header,
    ...[...groups.entries()].map(([key, ids]) => [ranges(ids), ...key.split(' ').map(Number)]),
  ];
}

/** Write (or rewrite) the printable rules sheet after the other sheets. */
export async function writeAccelerationRules(
  port: WorkbookPort,
  acceleration: ReadonlyMap<number, readonly number[]>,
  playerIds: readonly number[],
  rounds: number,
  lang: Language,
  header?: string,
): Promise<string> {
  const names = await port.listSheets();
  const name =
    names.find((n) =>
      [ACCELERATION_RULES_SHEET.en, ACCELERATION_RULES_SHEET.tr, ACCELERATION_RULES_SHEET.fa].includes(n),
    ) ?? say(ACCELERATION_RULES_SHEET, lang);
  if (names.includes(name)) await port.clearSheet(name);
  else await port.ensureSheet(name);
  const values = renderAccelerationRules(acceleration, playerIds, rounds, lang);
  await port.writeValues(name, 'A1', values);
  await port.formatRange(name, 'A1', { bold: true, fontSize: 13 });
  await port.formatRange(name, rangeAddress(6, 0, 1, Math.max(1, rounds) + 1), { bold: true, fill: HEADER_FILL });
  await port.setColumnWidths(name, [24, ...Array.from({ length: Math.max(1, rounds) }, () => 9)]);
  await port.setView(name, { rightToLeft: lang === 'fa' });
  await port.setPageSetup(name, { orientation: 'portrait', fitToWidth: true, ...(header ? { header } : {}) });
  return name;
}
