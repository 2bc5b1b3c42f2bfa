/** Mean and p99 of the frame times of one scene, in ms. */
export interface FrameStats {
  mean: number;
  p99: number;
}

/**
 * The bound every scene must meet at 4x CPU throttling: its JS per frame at most 1.3x the plain Pixi scene of the same
 * size measured in the same run, and its p99 at most 2x the plain scene's p99.
 */
export const FRAME_BOUND = { throttle: 4, mean: 1.3, p99: 2 } as const;

/** How long one run of the frame bench samples frames. */
export const FRAME_SAMPLE_MS = Number(process.env.BENCH_FRAME_SECONDS ?? 4) * 1000;

/** A scene's figures against its plain row: both ratios and whether they are within FRAME_BOUND. */
export interface FrameVerdict {
  meanRatio: number;
  p99Ratio: number;
  pass: boolean;
}

/** The ratio of a scene's figure to its plain row's; a plain figure of 0 (or missing frames) makes it infinite. */
function ratio(scene: number, plain: number): number {
  if (!Number.isFinite(scene) || !Number.isFinite(plain)) return Number.POSITIVE_INFINITY;
  if (plain <= 0) return scene <= 0 ? 1 : Number.POSITIVE_INFINITY;
  return scene / plain;
}

/** Judges a scene against its plain row: within the bound when both ratios are at most FRAME_BOUND's. */
export function frameVerdict(scene: FrameStats, plain: FrameStats): FrameVerdict {
  const meanRatio = ratio(scene.mean, plain.mean);
  const p99Ratio = ratio(scene.p99, plain.p99);
  return { meanRatio, p99Ratio, pass: meanRatio <= FRAME_BOUND.mean && p99Ratio <= FRAME_BOUND.p99 };
}

/** The bound column of a scene row: the verdict with both ratios at the bound's throttle, empty otherwise. */
export function boundCell(throttle: number, scene: FrameStats, plain: FrameStats | undefined): string {
  if (throttle !== FRAME_BOUND.throttle || !plain) return '';
  const v = frameVerdict(scene, plain);
  const x = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}x` : 'n/a');
  return `${v.pass ? 'pass' : '**fail**'} (mean ${x(v.meanRatio)}, p99 ${x(v.p99Ratio)})`;
}
