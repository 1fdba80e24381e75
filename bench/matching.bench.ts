/**
 * Micro-benchmark: maximum-weight matching on dense random graphs with ~300-bit weights.
 *
 * Not a jest test. Run it compiled:
 *   npx tsc --outDir /tmp/arbiter-bench --rootDir . --module commonjs --target ES2020 --strict --skipLibCheck \
 *     --types node bench/matching.bench.ts && node /tmp/arbiter-bench/bench/matching.bench.js [n ...] [--repeat=3] [--warm]
 *
 * Two weight styles: "random" (every field random: ties are rare, comparisons end in the top limb) and
 * "dutch" (high fields from tiny sets, as the Dutch engine's compatibility/completion/score fields: many ties,
 * comparisons reach the low limbs).
 */
import { BlossomSolver, MatchingGraph, matchingWeight, maxWeightMatching } from '../src/engine/matching/blossom';
import { FieldLayout, wideToHex } from '../src/engine/matching/wide-int';
import { seededRandom } from '../src/engine/seeded-random';

const LAYOUT = new FieldLayout([1, 3, 8, 16, 40, 52, 52, 52, 52, 24]); // 300 bits

const rng = seededRandom;

function build(n: number, style: 'random' | 'dutch', density: number, seed: number): MatchingGraph {
  const next = rng(seed);
  const g = new MatchingGraph(n, LAYOUT.bits, Math.ceil(((n * (n - 1)) / 2) * density) + 16);
  const values = new Array<number>(LAYOUT.widths.length).fill(0);
  // Range of each field: all values, or (dutch, high fields) just {0, 1, 2}.
  const ranges = LAYOUT.widths.map((w, f) =>
    style === 'random' || f >= 6 ? Math.pow(2, w) : Math.min(Math.pow(2, w), 3),
  );
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (density < 1 && next() >= density) continue;
      for (let f = 0; f < values.length; f++) values[f] = Math.floor(next() * ranges[f]);
      g.addEdge(u, v, LAYOUT, values);
    }
  }
  return g;
}

function main(): void {
  const args = process.argv.slice(2);
  const repeatArg = args.find((a) => a.startsWith('--repeat='));
  const repeats = repeatArg ? Math.max(1, Number(repeatArg.slice(9))) : 3;
  const sizes = args.map(Number).filter((x) => x > 0);
  const ns = sizes.length > 0 ? sizes : [100, 500, 1000, 2000];
  if (args.includes('--warm')) {
    warmResolves(ns);
    return;
  }
  // Warm the JIT on a small instance so the first row is not penalised.
  maxWeightMatching(build(60, 'dutch', 1, 1));
  console.log('n      style   density  edges      limbs  build ms  solve ms   cpu ms  matched  weight (hex prefix)');
  for (const n of ns) {
    for (const style of ['random', 'dutch'] as const) {
      for (const density of [1, 0.1]) {
        const t0 = process.hrtime.bigint();
        const g = build(n, style, density, 12345 + n);
        const t1 = process.hrtime.bigint();
        // Best of `repeats` runs: the machine may be shared, and the minimum is the least disturbed figure.
        let mate: Int32Array = new Int32Array(0);
        let bestWall = Infinity;
        let bestCpu = Infinity;
        for (let r = 0; r < repeats; r++) {
          const c0 = process.cpuUsage();
          const w0 = process.hrtime.bigint();
          mate = maxWeightMatching(g);
          const wall = Number(process.hrtime.bigint() - w0) / 1e6;
          const cpu = process.cpuUsage(c0);
          bestWall = Math.min(bestWall, wall);
          bestCpu = Math.min(bestCpu, (cpu.user + cpu.system) / 1000);
        }
        let matched = 0;
        for (let v = 0; v < n; v++) if (mate[v] >= 0) matched++;
        const total = new Float64Array(g.limbs);
        matchingWeight(g, mate, total);
        console.log(
          [
            String(n).padEnd(6),
            style.padEnd(7),
            String(density).padEnd(8),
            String(g.edgeCount).padEnd(10),
            String(g.limbs).padEnd(6),
            (Number(t1 - t0) / 1e6).toFixed(0).padStart(8),
            bestWall.toFixed(0).padStart(9),
            bestCpu.toFixed(0).padStart(8),
            String(matched).padStart(8),
            ' ' + wideToHex(total, 0, g.limbs).slice(0, 18),
          ].join(' '),
        );
      }
    }
  }
}

/**
 * Warm re-solves: change the weights of `changes` random edges (fresh Dutch-style values) and call resolve();
 * reports the mean CPU time per resolve next to a cold solve of the same graph.
 */
function warmResolves(ns: number[]): void {
  console.log('\nwarm re-solve (dutch weights, dense): mean cpu ms per resolve after changing c edges');
  console.log('n      cold ms  c=1      c=10     c=100');
  for (const n of ns) {
    const g = build(n, 'dutch', 1, 777 + n);
    const next = rng(99 + n);
    const values = new Array<number>(LAYOUT.widths.length).fill(0);
    const c0 = process.cpuUsage();
    const solver = new BlossomSolver(g);
    solver.solve();
    const cold = process.cpuUsage(c0);
    const cells = [String(n).padEnd(6), ((cold.user + cold.system) / 1000).toFixed(1).padStart(7)];
    for (const changes of [1, 10, 100]) {
      const rounds = 20;
      let total = 0;
      for (let r = 0; r < rounds; r++) {
        const changed: number[] = [];
        for (let i = 0; i < changes; i++) {
          const k = Math.floor(next() * g.edgeCount);
          for (let f = 0; f < values.length; f++) {
            values[f] = Math.floor(
              next() * (f >= 6 ? Math.pow(2, LAYOUT.widths[f]) : Math.min(Math.pow(2, LAYOUT.widths[f]), 3)),
            );
          }
          g.setEdgeWeight(k, LAYOUT, values);
          changed.push(k);
        }
        const t0 = process.cpuUsage();
        solver.resolve(changed);
        const t = process.cpuUsage(t0);
        total += (t.user + t.system) / 1000;
      }
      cells.push((total / rounds).toFixed(2).padStart(8));
    }
    console.log(cells.join(' '));
  }
}

main();
