/**
 * Maximum-weight matching on a general graph with exact wide-integer weights (dutch.md §7.1–7.2: the Dutch
 * criteria are packed into one integer weight per edge and optimised all at once by Edmonds' blossom algorithm).
 *
 * API
 * ---
 *   const layout = new FieldLayout([2, 10, 10, 52, 52]);      // field widths (≤ 52 each), most significant first
 *   const g = new MatchingGraph(vertexCount, layout.bits);    // every weight is an integer in [0, 2^bits)
 *   const k = g.addEdge(u, v, layout, [1, 4, 0, 7, 123]);     // or addEdgeNumber / addEdgeWide; returns edge id
 *   const mate = maxWeightMatching(g);                        // Int32Array: mate[v] = partner or −1
 *   const mateMc = maxWeightMatching(g, { maxCardinality: true });
 *
 *   const solver = new BlossomSolver(g);                      // the same computation, keeping its state:
 *   solver.solve();
 *   g.setEdgeWeight(k, layout, [...]);                        // change some weights (never the edge set) …
 *   solver.resolve([k]);                                      // … and re-optimise from the previous optimum
 *   solver.dualCertificate();                                 // duals and blossoms proving optimality (tests)
 *   solver.verifyOptimum();                                   // throws unless the duals prove the matching optimal
 *
 * Guarantees: exact (no rounding anywhere), deterministic (the result depends only on the vertex count and the
 * edge list in insertion order, plus the sequence of resolve calls), no BigInt, no allocation per operation in
 * the inner loops. Self-loops are rejected; parallel edges are allowed (the heaviest one counts). Edges of weight
 * 0 never add weight, so without maxCardinality they may or may not be used: callers that mean "forbidden"
 * should not add the edge.
 *
 * Cost: memory ≈ (8·limbs + 40) bytes per edge (weights, endpoints, adjacency copies) — 96 B at 300-bit weights
 * (7 limbs); a dense graph of n vertices needs ≈ 48·n² bytes. Time: O(n·m) worst case; see bench/matching.bench.ts.
 *
 * Algorithm
 * ---------
 * The primal-dual formulation of Edmonds' algorithm (Galil 1986) in the structure of J. van Rantwijk's
 * mwmatching.py, re-implemented over struct-of-arrays storage. Units: the slack of edge k = (i, j) is
 * u[i] + u[j] − 4·w[k] (+ 2·z[B] for every blossom B holding both ends, never needed explicitly). Weights are thus
 * taken four times — "double the weights" on top of the usual factor two — so that every dual stays an integer;
 * see `initGreedyDuals` for the parity argument.
 *
 * Differences from the textbook version, all for speed:
 *  1. Greedy start: u[v] set heaviest vertex first to what its edges still ask (at most 2·(heaviest edge at v)),
 *     lowered where possible, plus a greedy matching on tight edges,
 *     instead of u[v] = 2·max weight everywhere. Exposed vertices then no longer share one dual value, so the
 *     "δ1 = min dual ends the algorithm" rule becomes local: when an S-vertex's dual drops to 0, the alternating
 *     path from its tree root to it is flipped, leaving it exposed with dual 0 (as optimality allows) and its
 *     root matched (the "unmatch" step of LEMON's implementation). Only exposed vertices with a positive dual root
 *     trees; an exposed vertex with dual 0 ends an augmenting path when an S-vertex reaches it. maxCardinality
 *     needs the textbook uniform start (every exposed vertex must keep the same dual).
 *  2. Persistent trees: the textbook restarts every alternating tree after each augmentation, rescanning every
 *     root's edges each time (the n³ term on dense graphs). Here only the trees an augmentation touches are
 *     dissolved; what the other trees cached about them is repaired (`dissolveTrees`), and least-slack edges that
 *     lost their far end are kept as lower bounds and rescanned only when δ reaches them (`markStaleVertex`).
 *  3. Slacks are never materialised in the scan loops: `slack(k) == 0` and `slack(a) < slack(b)` are evaluated
 *     limb by limb from the most significant limb with an early exit (limbs are not carried, which is exact in
 *     float64 because each limb term stays below 2^52), and the top limb of each weight is copied into the
 *     adjacency arrays so that most checks read memory sequentially.
 *  4. Warm restarts (`resolve`): after weight changes, only endpoints of edges that now violate optimality are
 *     released from the old solution (their blossoms expanded with the blossom dual moved into the vertex duals,
 *     then unmatched, then given the least feasible even dual); they are the only roots of the new run.
 *  5. A subset of the edges (`activeEdges`, `activate`): the run sees only those; `optimalityConditions` checks
 *     every edge against the duals and lists the violated ones, which the caller activates and passes to
 *     `resolve` (a newly seen edge is a changed edge) until none is left — the dense graph's optimum at the cost
 *     of a sparse one when the subset was well chosen.
 *  6. Slotted graphs (`MatchingGraph.completeSlotted`): edges share a table of weights, read through a per-edge
 *     offset; `optimalityConditions` then computes one slack sign per (vertex class, vertex class, slot), a class
 *     being the vertices with the same dual inside the same positive-dual blossoms.
 *
 * Layout: the solver is one object, BlossomSolver (solver.ts), whose state (state.ts) is extended by one layer of
 * behaviour per file: slack.ts, initial-duals.ts, blossom-structure.ts, tree-repair.ts, search.ts, optimality.ts,
 * warm-start.ts, each the next one's base class. docs/blossom.md explains the departures and their invariants.
 */

export { MatchingGraph, completeEdgeIndex, spareLowBits } from './graph';
export { BlossomSolver, matchingWeight, maxWeightMatching } from './solver';
export { MatchingOptimalityError } from './optimality';
export { isOptimalityVerified, setOptimalityVerification } from './verification';
export type { CertificateBlossom, DualCertificate, MatchingOptions, OptimalityConditions } from './types';
