import { roundToUnit } from './money';
import { placeShares, type PlaceShare, type Ranked, type Sharing } from './place-sharing';
import { matchesRule, type CategoryRule, type PrizePlayer } from './prize-rules';

export interface Category {
  readonly id: string;
  readonly label: string;
  readonly rule: CategoryRule;
  /** Amounts of its places (1st, 2nd …), base units. */
  readonly prizes: readonly number[];
}

export interface PrizeSetup {
  readonly sharing: Sharing;
  /** Rounding unit in base units (e.g. 0.01 of the currency = 100 base units). */
  readonly unit: number;
  readonly placePrizes: readonly number[];
  readonly categories: readonly Category[];
  readonly onePrizePerPlayer: boolean;
}

export type Award =
  | { readonly kind: 'place'; readonly tpn: number; readonly amount: number; readonly share: PlaceShare }
  | {
      readonly kind: 'category';
      readonly tpn: number;
      readonly amount: number;
      readonly category: Category;
      readonly place: number;
    };

/** Why the distribution is as it is, one sentence per rule applied (the sheet and the CLI put it in words). */
export type PrizeNote =
  | {
      readonly kind: 'shared';
      readonly tpns: readonly number[];
      readonly first: number;
      readonly last: number;
      readonly sharing: Sharing;
      readonly boundary: boolean;
    }
  | {
      readonly kind: 'took-category';
      readonly tpn: number;
      readonly category: Category;
      readonly place: number;
      readonly gaveUp: number;
    }
  | {
      readonly kind: 'kept-place';
      readonly tpn: number;
      readonly category: Category;
      readonly place: number;
      readonly placeAmount: number;
    }
  | { readonly kind: 'unawarded'; readonly category: Category; readonly place: number }
  | { readonly kind: 'not-better'; readonly tpn: number; readonly gaveUp: number; readonly got: number };

export interface Distribution {
  readonly awards: Award[];
  readonly notes: PrizeNote[];
  /** Sum of the amounts paid minus the fund (rounding difference), base units. */
  readonly difference: number;
}

interface CategorySlot {
  readonly category: Category;
  readonly order: number;
  readonly place: number;
  readonly amount: number;
}

function slotsOf(categories: readonly Category[]): CategorySlot[] {
  const slots = categories.flatMap((category, order) =>
    category.prizes.map((amount, i) => ({ category, order, place: i + 1, amount })),
  );
  // in order of amount (desc), then category order, then place (§5.4)
  return slots.sort((a, b) => b.amount - a.amount || a.order - b.order || a.place - b.place);
}

/**
 * The distribution of §5.3-5.4: one prize per player, the higher one (at equal value the place prize, then the
 * category listed first); a player who takes a category prize leaves the place prizes, which are recomputed
 * without him (one player at a time). Category prizes are not shared: the standings' order decides.
 */
export function distributePrizes(
  standings: readonly Ranked[],
  players: ReadonlyMap<number, PrizePlayer>,
  setup: PrizeSetup,
): Distribution {
  const slots = slotsOf(setup.categories);
  const value = (s: PlaceShare | undefined): number => (s ? roundToUnit(s.num, s.den, setup.unit) : 0);
  const excluded: number[] = [];
  const gaveUp = new Map<number, number>();
  let shares: PlaceShare[];
  let holders: Map<CategorySlot, number>;
  const unawarded: CategorySlot[] = [];
  for (;;) {
    shares = placeShares(
      standings.filter((r) => !excluded.includes(r.tpn)),
      setup.placePrizes,
      setup.sharing,
    );
    const m = new Map(shares.map((s) => [s.tpn, value(s)]));
    holders = new Map();
    const holding = new Set<number>();
    unawarded.length = 0;
    for (const slot of slots) {
      const winner = standings.find((r) => {
        const p = players.get(r.tpn);
        if (!p || !matchesRule(p, slot.category.rule)) return false;
        if (!setup.onePrizePerPlayer)
          return ![...holders].some(([s, t]) => t === r.tpn && s.category === slot.category);
        return !holding.has(r.tpn) && (m.get(r.tpn) ?? 0) < slot.amount;
      });
      if (winner === undefined) {
        unawarded.push(slot);
        continue;
      }
      holders.set(slot, winner.tpn);
      holding.add(winner.tpn);
    }
    if (!setup.onePrizePerPlayer) break;
    const both = standings.find((r) => holding.has(r.tpn) && (m.get(r.tpn) ?? 0) > 0);
    if (!both) break;
    gaveUp.set(both.tpn, m.get(both.tpn)!);
    excluded.push(both.tpn);
  }
  const awards: Award[] = [];
  const notes: PrizeNote[] = [];
  const categoryOf = new Map<number, CategorySlot>();
  for (const [slot, tpn] of holders) categoryOf.set(tpn, slot);
  for (const r of standings) {
    const share = shares.find((s) => s.tpn === r.tpn);
    const placeAmount = value(share);
    const slot = categoryOf.get(r.tpn);
    if (share && placeAmount > 0 && (!slot || !setup.onePrizePerPlayer))
      awards.push({ kind: 'place', tpn: r.tpn, amount: placeAmount, share });
    if (slot)
      awards.push({ kind: 'category', tpn: r.tpn, amount: slot.amount, category: slot.category, place: slot.place });
  }
  // the sentences: tie groups that shared money, who took a category prize instead of a place, who kept a place
  const groups = new Map<string, PlaceShare[]>();
  for (const s of shares)
    if (s.last > s.first) groups.set(`${s.first}-${s.last}`, [...(groups.get(`${s.first}-${s.last}`) ?? []), s]);
  for (const g of groups.values()) {
    const { first, last } = g[0];
    const paid = setup.placePrizes.length;
    if (first > paid) continue;
    notes.push({
      kind: 'shared',
      tpns: g.map((s) => s.tpn),
      first,
      last,
      sharing: setup.sharing,
      boundary: last > paid,
    });
  }
  for (const [tpn, amount] of gaveUp) {
    const slot = categoryOf.get(tpn);
    if (slot) notes.push({ kind: 'took-category', tpn, category: slot.category, place: slot.place, gaveUp: amount });
    if (!slot || slot.amount <= amount) notes.push({ kind: 'not-better', tpn, gaveUp: amount, got: slot?.amount ?? 0 });
  }
  if (setup.onePrizePerPlayer) {
    for (const slot of slots) {
      // a player placed above the winner (or anyone, when nobody won it) keeps his higher place prize instead
      const holder = holders.get(slot);
      const limit = holder === undefined ? standings.length : standings.findIndex((r) => r.tpn === holder);
      const keeper = standings.slice(0, limit).find((r) => {
        const p = players.get(r.tpn);
        return (
          p &&
          matchesRule(p, slot.category.rule) &&
          !categoryOf.has(r.tpn) &&
          value(shares.find((s) => s.tpn === r.tpn)) >= slot.amount
        );
      });
      if (keeper)
        notes.push({
          kind: 'kept-place',
          tpn: keeper.tpn,
          category: slot.category,
          place: slot.place,
          placeAmount: value(shares.find((s) => s.tpn === keeper.tpn)),
        });
    }
  }
  for (const slot of unawarded) notes.push({ kind: 'unawarded', category: slot.category, place: slot.place });
  const fund =
    setup.placePrizes.slice(0, standings.length).reduce((a, b) => a + b, 0) +
    slots.filter((s) => holders.has(s)).reduce((a, s) => a + s.amount, 0);
  const paid = awards.reduce((a, w) => a + w.amount, 0);
  return { awards, notes, difference: paid - fund };
}
