// The motion of a slot reel, as pure math: travel in cells over time (seconds). A reel winds up, accelerates to full
// speed and runs until the answer is known; then each reel is told when to brake (left to right) and lands exactly on a
// whole cell that holds the answer's symbols, overshooting a little and settling back.

/** How reels move. */
export interface ReelTiming {
  /** Full speed, cells per second. */
  speed: number;
  /** Seconds of the wind-up (the strip lifts before it falls), and its height in cells. */
  windup: number;
  lift: number;
  /** Seconds from rest to full speed, and the least seconds of braking. */
  accel: number;
  decel: number;
  /** Cells past the landing before settling back, and the seconds of settling. */
  overshoot: number;
  settle: number;
  /** Least seconds at full speed before the first reel brakes, and the seconds between the reels' stops. */
  minSpin: number;
  stagger: number;
  /** Seconds between the reels' starts. */
  startStagger: number;
}

/** The normal motion. */
export const REEL_TIMING: ReelTiming = {
  speed: 24,
  windup: 0.16,
  lift: 0.24,
  accel: 0.22,
  decel: 0.42,
  overshoot: 0.3,
  settle: 0.24,
  minSpin: 0.55,
  stagger: 0.24,
  startStagger: 0.06,
};

/** For players who ask for reduced motion: slower, shorter, no wind-up, no bounce (and no blur, see the view). */
export const REDUCED_TIMING: ReelTiming = {
  speed: 9,
  windup: 0,
  lift: 0,
  accel: 0.12,
  decel: 0.3,
  overshoot: 0,
  settle: 0,
  minSpin: 0.15,
  stagger: 0.12,
  startStagger: 0,
};

/**
 * When each reel starts braking: left to right, `stagger` apart, the first once every reel has spun `minSpin` at full
 * speed and not before the answer came (`answerAt`), all in seconds of the spin's clock.
 */
export function brakeTimes(spinStart: number, answerAt: number, reels: number, timing: ReelTiming): number[] {
  const lastStart = spinStart + (reels - 1) * timing.startStagger;
  const first = Math.max(answerAt, lastStart + timing.windup + timing.accel + timing.minSpin);
  return Array.from({ length: reels }, (_, i) => first + i * timing.stagger);
}

/**
 * A reel's travel in cells. Cell n (an integer; larger is further up the strip) is in row r (0 top .. 2 bottom) when
 * the travel is n - (2 - r): travel grows as the symbols move down.
 */
export class ReelMotion {
  private start = 0;
  private brakeAt = Infinity;
  private fromCell = 0;
  private brakeFor = 0;
  private landing = 0;
  private base = 0;

  constructor(readonly timing: ReelTiming) {}

  /** Starts spinning at `t` from travel `from` (the cell in the bottom row). */
  spin(t: number, from = 0): void {
    this.start = t;
    this.base = from;
    this.brakeAt = Infinity;
  }

  /**
   * Plans the stop: braking starts no sooner than `at` (and at full speed) and lands on a whole cell that is out of
   * sight at `now`, so its symbols can be set before they show; the reel comes to its stop at least half a stagger
   * after `after` (the reel to its left). Answers that cell: it ends in the bottom row.
   */
  brake(at: number, now: number, after = -Infinity): number {
    const { speed, decel, overshoot, windup, accel, stagger } = this.timing;
    const earliest = Math.max(at, now, this.start + windup + accel, after + stagger * 0.5 - decel);
    const x = this.free(earliest);
    const landing = Math.max(Math.ceil(x + (speed * decel) / 2 - overshoot), Math.ceil(this.free(now)) + 4);
    // Run on at full speed until braking at a constant rate for `decel` ends exactly past the landing by `overshoot`.
    this.brakeAt = earliest + (landing + overshoot - (speed * decel) / 2 - x) / speed;
    this.fromCell = this.free(this.brakeAt);
    this.landing = landing;
    this.brakeFor = decel;
    return landing;
  }

  /** Travel at time `t`. */
  travel(t: number): number {
    if (t < this.brakeAt) return this.free(t);
    const { speed, overshoot, settle } = this.timing;
    const u = t - this.brakeAt;
    if (u < this.brakeFor) return this.fromCell + speed * u - (speed * u * u) / (2 * this.brakeFor);
    const s = u - this.brakeFor;
    if (settle <= 0 || s >= settle) return this.landing;
    return this.landing + overshoot * (1 + Math.cos(Math.PI * (s / settle))) * 0.5;
  }

  /** Speed at time `t`, cells per second (negative while lifting or settling back). */
  velocity(t: number): number {
    const h = 1 / 240;
    return (this.travel(t + h) - this.travel(t - h)) / (2 * h);
  }

  /** When the reel first reaches its landing (the thud), or Infinity before braking is planned. */
  get stopsAt(): number {
    return this.brakeAt + this.brakeFor;
  }

  /** When the reel is at rest on its landing, or Infinity before braking is planned. */
  get restsAt(): number {
    return this.stopsAt + this.timing.settle;
  }

  private free(t: number): number {
    const { windup, lift, accel, speed } = this.timing;
    const tau = t - this.start;
    if (tau <= 0) return this.base;
    if (tau < windup) return this.base - lift * Math.sin((Math.PI * tau) / windup);
    const a = tau - windup;
    if (a < accel) return this.base + (speed * a * a) / (2 * accel);
    return this.base + (speed * accel) / 2 + speed * (a - accel);
  }
}

/** The cells of a reel's strip: the grid it rests on, filler while it spins, and the answer's symbols at the landing. */
export class ReelStrip<S> {
  private readonly cells = new Map<number, S>();

  constructor(private readonly filler: () => S) {}

  /** The symbol of cell n (filler drawn once and kept). */
  at(n: number): S {
    let symbol = this.cells.get(n);
    if (symbol === undefined) {
      symbol = this.filler();
      this.cells.set(n, symbol);
    }
    return symbol;
  }

  /** Puts a column (top to bottom) so it shows when the travel is `landing`. */
  land(landing: number, column: readonly S[]): void {
    column.forEach((symbol, row) => this.cells.set(landing + (column.length - 1 - row), symbol));
  }

  /** The column (top to bottom) shown at a whole travel. */
  column(travel: number, rows = 3): S[] {
    return Array.from({ length: rows }, (_, row) => this.at(travel + (rows - 1 - row)));
  }

  /** Forgets cells below `cell` (long gone off the bottom). */
  forgetBelow(cell: number): void {
    for (const n of this.cells.keys()) if (n < cell) this.cells.delete(n);
  }
}

/** Which cells are (partly) in view at a travel, and each one's top in cells from the window's top (row units). */
export function visibleCells(travel: number, rows = 3): { cell: number; top: number }[] {
  const out: { cell: number; top: number }[] = [];
  for (let cell = Math.floor(travel) - 1; cell <= Math.ceil(travel) + rows; cell++) {
    const top = rows - 1 - (cell - travel);
    if (top > -1 && top < rows) out.push({ cell, top });
  }
  return out;
}
