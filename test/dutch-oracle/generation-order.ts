/**
 * The order in which the FIDE (Dutch) system generates candidates (C.04.3 Articles 3.5–3.7 and 4), written
 * straight from the rule text for the brute-force oracle. Everything here works on BSNs (4.1): the
 * in-bracket sequence numbers 1, 2, 3 … of the players in 1.2 order. Callers map BSNs to players.
 *
 * Test-only code: exponential by design, meant for brackets of at most a dozen players.
 */

/** One resident exchange (4.3): the BSNs that leave S1 for S2 and those that leave S2 for S1. */
export interface Exchange {
  /** Moved S1 → S2, sorted descending (the order rule 3 compares them in). */
  readonly out: readonly number[];
  /** Moved S2 → S1, sorted ascending (the order rule 4 compares them in). */
  readonly in: readonly number[];
}

/** Σ(BSNs moved S2→S1) − Σ(BSNs moved S1→S2): rule 2 of 4.3. */
export function exchangeDifference(e: Exchange): number {
  return sum(e.in) - sum(e.out);
}

/**
 * 4.3: which of two exchanges comes first. Rules applied in turn until one discriminates:
 * 1. fewest BSNs exchanged; 2. smallest difference; 3. highest differing BSN moved S1→S2;
 * 4. lowest differing BSN moved S2→S1. Negative when `a` comes first.
 */
export function compareExchanges(a: Exchange, b: Exchange): number {
  if (a.out.length !== b.out.length) return a.out.length - b.out.length; // rule 1
  const diff = exchangeDifference(a) - exchangeDifference(b); // rule 2
  if (diff !== 0) return diff;
  for (let i = 0; i < a.out.length; i++) {
    if (a.out[i] !== b.out[i]) return b.out[i] - a.out[i]; // rule 3: the larger element wins
  }
  for (let i = 0; i < a.in.length; i++) {
    if (a.in[i] !== b.in[i]) return a.in[i] - b.in[i]; // rule 4: the smaller element wins
  }
  return 0;
}

const exchangeCache = new Map<string, readonly Exchange[]>();

/**
 * 4.3: every exchange between S1 = BSN 1..s1Size and S2 = BSN s1Size+1 .. s1Size+s2Size, in the order the
 * rule prescribes. (11 players, S1 = 1–5: 461 exchanges; 8 players, S1 = 1–4: 69.)
 */
export function exchanges(s1Size: number, s2Size: number): readonly Exchange[] {
  const key = `${s1Size}/${s2Size}`;
  const cached = exchangeCache.get(key);
  if (cached) return cached;
  const s1 = range(1, s1Size);
  const s2 = range(s1Size + 1, s2Size);
  const all: Exchange[] = [];
  for (let k = 1; k <= Math.min(s1Size, s2Size); k++) {
    for (const out of combinations(s1, k)) {
      for (const inn of combinations(s2, k)) all.push({ out: [...out].reverse(), in: inn });
    }
  }
  all.sort(compareExchanges);
  exchangeCache.set(key, all);
  return all;
}

/** A split of a homogeneous bracket (or remainder) into S1 and S2, both in BSN order. */
export interface Split {
  readonly s1: readonly number[];
  readonly s2: readonly number[];
  /** The exchange that produced it; null for the original split. */
  readonly exchange: Exchange | null;
}

/**
 * 3.6: the original split (S1 = the first `s1Size` BSNs, S2 = the rest) and then, in 4.3 order, every split
 * obtained by one exchange between the *original* S1 and S2, both re-sorted (1.2 order = BSN order).
 */
export function* splits(size: number, s1Size: number): Generator<Split> {
  yield { s1: range(1, s1Size), s2: range(s1Size + 1, size - s1Size), exchange: null };
  for (const e of exchanges(s1Size, size - s1Size)) {
    const s1 = range(1, s1Size)
      .filter((b) => !e.out.includes(b))
      .concat(e.in)
      .sort(byNumber);
    const s2 = range(s1Size + 1, size - s1Size)
      .filter((b) => !e.in.includes(b))
      .concat(e.out)
      .sort(byNumber);
    yield { s1, s2, exchange: e };
  }
}

/**
 * 4.2: the transpositions of S2, i.e. the sequences of `n1` distinct elements of `s2` in lexicographic
 * order (the rest of S2 does not count, so orders differing only there are one transposition).
 * `allowed(position, element)` may prune: a refused element skips every sequence with that prefix, which
 * removes candidates without changing the order of the others.
 */
export function* transpositions(
  s2: readonly number[],
  n1: number,
  allowed: (position: number, element: number) => boolean = () => true,
): Generator<number[]> {
  const chosen: number[] = [];
  const used = new Array<boolean>(s2.length).fill(false);
  function* extend(position: number): Generator<number[]> {
    if (position === n1) {
      yield chosen.slice();
      return;
    }
    for (let i = 0; i < s2.length; i++) {
      if (used[i] || !allowed(position, s2[i])) continue;
      used[i] = true;
      chosen.push(s2[i]);
      yield* extend(position + 1);
      chosen.pop();
      used[i] = false;
    }
  }
  yield* extend(0);
}

/** 4.4.2: the sets of `k` MDPs in ascending lexicographic order of their sorted BSN lists. */
export function* mdpSets(mdps: readonly number[], k: number): Generator<number[]> {
  yield* combinations(mdps, k);
}

/**
 * 4.4.1 with only scores known: the sets of `k` MDPs whose Limbo has the lowest scores achievable (the Limbo's
 * scores sorted descending, lexicographically smallest), in 4.4.2 order. `score(bsn)` gives an MDP's score.
 */
export function validMdpSets(mdps: readonly number[], k: number, score: (bsn: number) => number): number[][] {
  const sets = [...mdpSets(mdps, k)];
  const limboKey = (set: readonly number[]) =>
    mdps
      .filter((m) => !set.includes(m))
      .map(score)
      .sort((a, b) => b - a);
  let best: number[] | null = null;
  for (const s of sets) {
    const key = limboKey(s);
    if (!best || compareLists(key, best) < 0) best = key;
  }
  return sets.filter((s) => compareLists(limboKey(s), best!) === 0);
}

/** One candidate of a bracket, as BSN pairs (higher-ranked member first) and the BSNs left unpaired. */
export interface CandidateShape {
  /** The MDP-Pairing (3.3): MDP BSN first. */
  readonly mdpPairs: readonly (readonly [number, number])[];
  /** Pairs of the remainder (or of the homogeneous bracket): S1 member first. */
  readonly remainderPairs: readonly (readonly [number, number])[];
  readonly downfloaters: readonly number[];
}

/** Hooks that let the oracle prune the enumeration without changing the order of what is left. */
export interface GenerationPlan {
  /** M1: how many MDPs are paired (3.1). */
  readonly m1: number;
  /** May this pair (higher BSN first) be formed at all (C1, C3)? Refused pairs prune their subtrees. */
  pairAllowed(a: number, b: number): boolean;
  /** Is the MDP set worth generating, given the Limbo it leaves (4.4.1)? */
  mdpSetAllowed(limbo: readonly number[]): boolean;
  /**
   * Number of pairs of the remainder (its MaxPairs, the size of S1R) after this MDP-Pairing, or null to skip
   * every candidate of this MDP-Pairing.
   */
  remainderPairs(limbo: readonly number[], remainder: readonly number[]): number | null;
}

/** A plan that generates everything: remainders pair as many players as the BSN count allows. */
export function fullPlan(m1: number): GenerationPlan {
  return {
    m1,
    pairAllowed: () => true,
    mdpSetAllowed: () => true,
    remainderPairs: (_limbo, remainder) => Math.floor(remainder.length / 2),
  };
}

/**
 * Every candidate of a bracket whose BSNs 1..mdpCount are MDPs and mdpCount+1..size residents, in the
 * nested order of 3.5–3.7 (dutch.md §3.5): MDP set (4.4) → S2 transposition for the MDP-Pairing (4.2) →
 * remainder exchange (4.3, original split first) → remainder transposition (4.2). A homogeneous bracket
 * (mdpCount = 0, m1 = 0) has only the last two levels. The remainder gets fresh BSNs (4.1), so its exchanges
 * are ordered by its own numbering.
 */
export function* bracketCandidates(size: number, mdpCount: number, plan: GenerationPlan): Generator<CandidateShape> {
  const mdps = range(1, mdpCount);
  const residents = range(mdpCount + 1, size - mdpCount);
  for (const set of mdpSets(mdps, plan.m1)) {
    const limbo = mdps.filter((m) => !set.includes(m));
    if (!plan.mdpSetAllowed(limbo)) continue;
    // 3.7 step 2: S2 = all residents; its transpositions give the MDP-Pairings
    for (const opponents of transpositions(residents, set.length, (i, r) => plan.pairAllowed(set[i], r))) {
      const remainder = residents.filter((r) => !opponents.includes(r));
      const pairsInRemainder = plan.remainderPairs(limbo, remainder);
      if (pairsInRemainder === null) continue;
      const mdpPairs = set.map((m, i) => [m, opponents[i]] as const);
      for (const rest of homogeneousPairings(remainder, pairsInRemainder, plan)) {
        yield { mdpPairs, remainderPairs: rest.pairs, downfloaters: limbo.concat(rest.unpaired) };
      }
    }
  }
}

/**
 * 3.6 for a homogeneous bracket or remainder whose players are `members` (fresh BSNs 1..n in this order):
 * S1 = the first `n1` of them; then each split of 4.3 order with each transposition of its S2.
 */
function* homogeneousPairings(
  members: readonly number[],
  n1: number,
  plan: GenerationPlan,
): Generator<{ pairs: (readonly [number, number])[]; unpaired: number[] }> {
  const player = (bsn: number) => members[bsn - 1];
  for (const split of splits(members.length, n1)) {
    const s1 = split.s1.map(player);
    const s2 = split.s2.map(player);
    for (const t of transpositions(s2, n1, (i, x) => plan.pairAllowed(s1[i], x))) {
      yield { pairs: s1.map((a, i) => [a, t[i]] as const), unpaired: s2.filter((x) => !t.includes(x)) };
    }
  }
}

/** Subsets of size k of `items`, in lexicographic order of positions. */
export function* combinations<T>(items: readonly T[], k: number): Generator<T[]> {
  const chosen: T[] = [];
  function* extend(start: number): Generator<T[]> {
    if (chosen.length === k) {
      yield chosen.slice();
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i]);
      yield* extend(i + 1);
      chosen.pop();
    }
  }
  yield* extend(0);
}

/** Lexicographic comparison of two number lists; a proper prefix comes first. */
export function compareLists(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

function range(first: number, count: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => first + i);
}

function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

function byNumber(a: number, b: number): number {
  return a - b;
}
