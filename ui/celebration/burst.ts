/**
 * The celebration's particle burst as plain numbers: one pool of typed arrays made once, stepped in place each frame
 * (no allocation per frame). Positions are relative to the burst's centre, in CSS px; times in ms.
 */
export interface Burst {
  readonly count: number;
  readonly x: Float32Array;
  readonly y: Float32Array;
  readonly vx: Float32Array;
  readonly vy: Float32Array;
  readonly rotation: Float32Array;
  readonly spin: Float32Array;
  /** Remaining life, ms (0 or below: gone). */
  readonly life: Float32Array;
  /** The life each particle started with, ms. */
  readonly span: Float32Array;
}

/** Downward pull on the particles, px/ms². */
export const GRAVITY = 0.0011;
/** Fraction of speed kept per ms (air drag), so the burst opens fast and then floats. */
const DRAG_PER_MS = 0.9985;

/**
 * A burst of `count` particles thrown out from the centre at up to `speed` px/ms, living 1.4 to 2.6 s. `random` is
 * the source of randomness (0..1), replaceable in tests.
 */
export function createBurst(count: number, speed: number, random: () => number = Math.random): Burst {
  const burst: Burst = {
    count,
    x: new Float32Array(count),
    y: new Float32Array(count),
    vx: new Float32Array(count),
    vy: new Float32Array(count),
    rotation: new Float32Array(count),
    spin: new Float32Array(count),
    life: new Float32Array(count),
    span: new Float32Array(count),
  };
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const v = speed * (0.35 + 0.65 * random());
    burst.vx[i] = Math.cos(angle) * v;
    // Thrown a little upwards on average, so the burst fountains before it falls.
    burst.vy[i] = Math.sin(angle) * v - speed * 0.35;
    burst.rotation[i] = random() * Math.PI * 2;
    burst.spin[i] = (random() - 0.5) * 0.02;
    burst.span[i] = 1400 + random() * 1200;
    burst.life[i] = burst.span[i]!;
  }
  return burst;
}

/** Advances every particle by `dtMs` in place. */
export function stepBurst(b: Burst, dtMs: number): void {
  const dt = Math.min(Math.max(dtMs, 0), 100);
  const drag = Math.pow(DRAG_PER_MS, dt);
  for (let i = 0; i < b.count; i++) {
    if (b.life[i]! <= 0) continue;
    b.vx[i] = b.vx[i]! * drag;
    b.vy[i] = b.vy[i]! * drag + GRAVITY * dt;
    b.x[i] = b.x[i]! + b.vx[i]! * dt;
    b.y[i] = b.y[i]! + b.vy[i]! * dt;
    b.rotation[i] = b.rotation[i]! + b.spin[i]! * dt;
    b.life[i] = b.life[i]! - dt;
  }
}

/** A particle's opacity: full for most of its life, fading over its last 40%. */
export function particleAlpha(b: Burst, i: number): number {
  const left = b.life[i]! / b.span[i]!;
  return left <= 0 ? 0 : Math.min(1, left / 0.4);
}

/** An overshooting ease for the multiplier's entrance: 0 at 0, 1 at 1, up to about 1.1 on the way. */
export function easeOutBack(t: number): number {
  const c = 1.70158;
  const p = Math.min(Math.max(t, 0), 1) - 1;
  return 1 + (c + 1) * p * p * p + c * p * p;
}
