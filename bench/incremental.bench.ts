/**
 * Micro-benchmark: IncrementalMatching (src/engine/matching/incremental.ts) on dense random graphs with
 * ~300-bit weights — the first solve, then re-solves after changing the edges of one vertex — against a
 * from-scratch maxWeightMatching (blossom.ts).
 *
 * Not a jest test. Run it compiled:
 *   npx tsc --outDir /tmp/arbiter-bench --rootDir . --module commonjs --target ES2020 --strict --skipLibCheck \
 *     --types node bench/incremental.bench.ts && node /tmp/arbiter-bench/bench/incremental.bench.js [n ...] [--updates=K]
 *
 * Weight styles as in matching.bench.ts: "random" (every field random) and "dutch" (high fields from {0, 1, 2}:
 * many ties). Update kinds: see the legend printed by main().
 * Times are CPU milliseconds (the machine may be shared; wall time would mostly measure the neighbours).
 */
import { MatchingGraph, maxWeightMatching } from '../src/engine/matching/blossom';
import { IncrementalMatching } from '../src/engine/matching/incremental';
import { FieldLayout, limbsForBits } from '../src/engine/matching/wide-int';

const LAYOUT = new FieldLayout([1, 3, 8, 16, 40, 52, 52, 52, 52, 24]); // 300 bits
const LIMBS = limbsForBits(LAYOUT.bits);

function rng(seed: number): () => number {
  let x = Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

type Style = 'random' | 'dutch';

function drawWeight(next: () => number, style: Style, values: number[], dst: Float64Array, off: number): void {
  for (let f = 0; f < values.length; f++) {
    const range = style === 'random' || f >= 6 ? Math.pow(2, LAYOUT.widths[f]) : Math.min(Math.pow(2, LAYOUT.widths[f]), 3);
    values[f] = Math.floor(next() * range);
  }
  if (!values.some((x) => x !== 0)) values[values.length - 1] = 1;
  LAYOUT.pack(values, dst, off, LIMBS);
}

function cpuMs(f: () => void): number {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

function fromScratch(n: number, table: Float64Array): number {
  const g = new MatchingGraph(n, LAYOUT.bits, (n * (n - 1)) / 2 + 16);
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) g.addEdgeWide(u, v, table, (u * n + v) * LIMBS, LIMBS);
  return cpuMs(() => maxWeightMatching(g));
}

function run(n: number, style: Style, updates: number, quiet = false): void {
  const next = rng(1000 + n);
  const table = new Float64Array(n * n * LIMBS); // symmetric copy of the weights, for the updates and the baseline
  const values = new Array<number>(LAYOUT.widths.length).fill(0);
  const m = new IncrementalMatching(n, LAYOUT.bits);
  const setEdge = (u: number, v: number): void => {
    table.copyWithin(v * n * LIMBS + u * LIMBS, (u * n + v) * LIMBS, (u * n + v + 1) * LIMBS);
    m.setWeight(u, v, table, (u * n + v) * LIMBS);
  };
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) drawWeight(next, style, values, table, (u * n + v) * LIMBS);
  const load = cpuMs(() => {
    for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) setEdge(u, v);
  });
  const first = cpuMs(() => m.solve());
  const scratch = fromScratch(n, table);
  const alive = new Uint8Array(n).fill(1);
  let mate = m.solve();
  for (const kind of ['nudge', 'reweigh', 'drop', 'decide'] as const) {
    const before = { ...m.stats };
    let setMs = 0;
    let solveMs = 0;
    let solves = 0;
    let worst = 0;
    const timedSolve = (): void => {
      const t = cpuMs(() => {
        mate = m.solve();
      });
      solveMs += t;
      solves++;
      worst = Math.max(worst, t);
    };
    for (let k = 0; k < updates; k++) {
      let v = Math.floor(next() * n);
      while (!alive[v]) v = (v + 1) % n;
      let rank = 0;
      setMs += cpuMs(() => {
        for (let x = 0; x < n; x++) {
          if (x === v || !alive[x]) continue;
          const u0 = Math.min(v, x);
          const u1 = Math.max(v, x);
          const off = (u0 * n + u1) * LIMBS;
          if (kind === 'drop') {
            if (next() < 0.3) m.setWeight(u0, u1, null);
            continue;
          }
          if (kind === 'reweigh') {
            drawWeight(next, style, values, table, off);
          } else {
            // nudge: a random addend; decide: addends by preference order (the Dutch 4.2 loop)
            const add = kind === 'nudge' ? Math.floor(next() * 64) : rank++;
            if (table[off + LIMBS - 1] + add < 281474976710656) table[off + LIMBS - 1] += add;
          }
          setEdge(u0, u1);
        }
      });
      timedSolve();
      if (kind === 'decide' && mate[v] >= 0) {
        // the decided pair leaves the problem
        const w = mate[v];
        alive[v] = alive[w] = 0;
        setMs += cpuMs(() => {
          m.removeVertex(v);
          m.removeVertex(w);
        });
        timedSolve();
      }
    }
    if (quiet) continue;
    const per = (key: keyof typeof before): string => ((m.stats[key] - before[key]) / solves).toFixed(1);
    console.log(
      [
        String(n).padEnd(5),
        style.padEnd(7),
        kind.padEnd(8),
        load.toFixed(0).padStart(7),
        first.toFixed(0).padStart(8),
        scratch.toFixed(0).padStart(9),
        (setMs / updates).toFixed(2).padStart(8),
        (solveMs / solves).toFixed(2).padStart(9),
        worst.toFixed(1).padStart(8),
        per('coverVertices').padStart(6),
        per('searches').padStart(6),
        per('scans').padStart(7),
        per('deltaSteps').padStart(7),
      ].join(' '),
    );
  }
}

function main(): void {
  const args = process.argv.slice(2);
  const updatesArg = args.find((a) => a.startsWith('--updates='));
  const updates = updatesArg ? Math.max(1, Number(updatesArg.slice(10))) : 100;
  const sizes = args.map(Number).filter((x) => x > 0);
  const ns = sizes.length > 0 ? sizes : [200, 500, 1000];
  run(60, 'dutch', 20, true); // warm the JIT
  console.log('CPU ms. load = setWeight for every edge; first = first solve; scratch = maxWeightMatching from scratch on the same graph;');
  console.log('set = mean CPU of the setWeight/removeVertex calls per update; solve = mean per re-solve; worst = slowest re-solve;');
  console.log('then per re-solve: cover vertices, trees grown, S-vertex scans, dual changes.');
  console.log('Updates: nudge = random small addend on every edge of one vertex; reweigh = every edge of one vertex redrawn;');
  console.log('drop = 30% of the edges of one vertex removed; decide = addends by preference order, solve, then the vertex');
  console.log('and its partner removed and solve again (the Dutch 4.2 loop).');
  console.log('n     style   update      load    first   scratch      set     solve    worst  cover  trees   scans  deltas');
  for (const n of ns) for (const style of ['random', 'dutch'] as const) run(n, style, updates);
}

main();
