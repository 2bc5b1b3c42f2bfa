/** Result of a closed-loop load run: operations done, their latencies and the wall time. */
export interface LoadResult {
  ops: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

/**
 * Runs `workers` closed loops of `op` for `seconds`: each loop starts its next operation when the previous one ends,
 * so the figure is the sustained throughput at that concurrency.
 */
export async function closedLoop(workers: number, seconds: number, op: (worker: number) => Promise<boolean>): Promise<LoadResult> {
  const deadline = performance.now() + seconds * 1000;
  const latenciesMs: number[] = [];
  let ops = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await op(w).catch(() => false);
        latenciesMs.push(performance.now() - t0);
        if (ok) ops++;
        else errors++;
      }
    }),
  );
  return { ops, errors, seconds: (performance.now() - started) / 1000, latenciesMs };
}

/** Several runs of one load as one: their operations, errors, wall times and latencies added up. */
export function pooled(runs: readonly LoadResult[]): LoadResult {
  return {
    ops: runs.reduce((a, r) => a + r.ops, 0),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    seconds: runs.reduce((a, r) => a + r.seconds, 0),
    latenciesMs: runs.flatMap((r) => r.latenciesMs),
  };
}

/** The p-th percentile (0-100) of a list of numbers, nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Operations per second of a run. */
export const perSecond = (r: LoadResult): number => r.ops / r.seconds;
