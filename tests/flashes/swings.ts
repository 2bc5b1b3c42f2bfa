/**
 * The per-block part of the flash rule: transitions of a block's relative luminance (or of its red) counted with
 * hysteresis. A transition is a swing of at least the threshold from the last extremum, in the direction opposite
 * to the previous transition; a flash is a pair of opposing transitions.
 */

/** A luminance swing of at least this much (relative luminance, 0..1) is a transition... */
export const LUMINANCE_STEP = 0.1;
/** ...when its darker state is below this: swings between two bright states do not count. */
export const DARK_LIMIT = 0.8;
/** A red transition is a change of more than this in (R − G − B) × 320 (linear channels, negatives as 0)... */
export const RED_STEP = 20;
/** ...with saturated red at its redder end: R / (R + G + B) at least this. */
export const RED_SATURATION = 0.8;

/** sRGB channel 0..255 to linear light 0..1 (the relative luminance formula's transfer). */
export function linearChannel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of linear R, G, B. */
export function luminance(r: number, g: number, b: number): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The red-flash measure of linear R, G, B: (R − G − B) × 320, negative values as 0. */
export function redness(r: number, g: number, b: number): number {
  return Math.max(0, (r - g - b) * 320);
}

/** Whether linear R, G, B are a saturated red. */
export function saturatedRed(r: number, g: number, b: number): boolean {
  const sum = r + g + b;
  return sum > 0 && r / sum >= RED_SATURATION;
}

/** Which rule a tracker applies. */
export type SwingKind = 'luminance' | 'red';

/**
 * Transitions of one value per block, fed frame by frame. Per block: the direction of the last transition (none
 * yet, up, down) and the extremum reached since it (before the first, both the lowest and the highest), with a flag
 * per extremum (red: whether that state was a saturated red). Allocates nothing per frame.
 */
export class SwingTracker {
  private readonly mode: Int8Array;
  private readonly lo: Float64Array;
  private readonly hi: Float64Array;
  private readonly loFlag: Uint8Array;
  private readonly hiFlag: Uint8Array;
  private started = false;

  constructor(
    readonly kind: SwingKind,
    blocks: number,
  ) {
    this.mode = new Int8Array(blocks);
    this.lo = new Float64Array(blocks);
    this.hi = new Float64Array(blocks);
    this.loFlag = new Uint8Array(blocks);
    this.hiFlag = new Uint8Array(blocks);
  }

  /** Starts every block at its first value. */
  begin(values: ArrayLike<number>, flags?: ArrayLike<number>): void {
    for (let i = 0; i < this.mode.length; i++) {
      this.lo[i] = this.hi[i] = values[i]!;
      this.loFlag[i] = this.hiFlag[i] = flags?.[i] ?? 0;
    }
    this.started = true;
  }

  /**
   * Block `i` now shows `v` (`flag`: it is a saturated red). Returns 1 for a transition up, -1 for one down, 0 for
   * none.
   */
  step(i: number, v: number, flag: number): -1 | 0 | 1 {
    const mode = this.mode[i]!;
    if (mode >= 0 && v > this.hi[i]!) {
      this.hi[i] = v;
      this.hiFlag[i] = flag;
    }
    if (mode <= 0 && v < this.lo[i]!) {
      this.lo[i] = v;
      this.loFlag[i] = flag;
    }
    // Up from the lowest point since the last transition down (or since the start).
    if (mode <= 0 && this.counts(v - this.lo[i]!, this.lo[i]!, flag)) {
      this.mode[i] = 1;
      this.hi[i] = v;
      this.hiFlag[i] = flag;
      return 1;
    }
    // Down from the highest point since the last transition up (or since the start).
    if (mode >= 0 && this.counts(this.hi[i]! - v, v, this.hiFlag[i]!)) {
      this.mode[i] = -1;
      this.lo[i] = v;
      this.loFlag[i] = flag;
      return -1;
    }
    return 0;
  }

  get ready(): boolean {
    return this.started;
  }

  /** Whether a swing of `change` counts: `darker` is its lower end, `redderFlag` whether its higher end is a saturated red. */
  private counts(change: number, darker: number, redderFlag: number): boolean {
    if (this.kind === 'luminance') return change >= LUMINANCE_STEP - 1e-9 && darker < DARK_LIMIT;
    return change > RED_STEP && redderFlag === 1;
  }
}
