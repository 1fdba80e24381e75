/** The solver's options and the shapes of what its duals prove. */

export interface MatchingOptions {
  /** Among the maximum-cardinality matchings, find one of maximum weight. Default false. */
  readonly maxCardinality?: boolean;
  /**
   * Starting dual solution: 'greedy' (default; ignored with maxCardinality) or 'uniform' (the textbook start:
   * every vertex dual 2·max weight). Both give an optimum; tests use 'uniform' as a cross-check.
   */
  readonly initialDuals?: 'greedy' | 'uniform';
}

export interface CertificateBlossom {
  readonly vertices: readonly number[];
  readonly dual: string;
}

/** The final dual solution in the solver's units: slack(i, j) = u[i] + u[j] − 4·w + 2·Σ z[B ∋ i, j]. */
export interface DualCertificate {
  readonly vertexDuals: readonly string[];
  readonly blossoms: readonly CertificateBlossom[];
}

/** See BlossomSolver.optimalityConditions. `tight` is indexed by edge id, the others by vertex. */
export interface OptimalityConditions {
  readonly tight: Uint8Array;
  readonly positiveDual: Uint8Array;
  readonly fullBlossoms: readonly Int32Array[];
  /**
   * No edge has a negative slack. Always true right after a solve; false when weights were raised since, in
   * which case the duals prove nothing. (Lowering weights keeps it: the duals stay feasible.)
   */
  readonly feasible: boolean;
  /** The edges with a negative slack, in edge order (with `activate`: inactive edges the optimum may need). */
  readonly violated: readonly number[];
}

/** Positive-dual blossom chains per vertex and the 2·Σz prefix sums (see positiveBlossomChains). */
export interface BlossomChains {
  readonly chains: (Int32Array | null)[];
  readonly above: Float64Array;
}
