import Matter from 'matter-js';
import {
  BALL_RADIUS,
  PEG_RADIUS,
  PEG_SPACING as PEG_SPACING_UNITS,
  START_Y,
  bucketAt,
  bucketCenterX,
  landingY,
  pegPositions,
} from '../../game-engine/plinko/board';

/** Physics step of the bake (fixed): 120 Hz. */
export const STEP_MS = 1000 / 120;
/** A keyframe every KEY_EVERY steps: 60 Hz, interpolated at playback. */
export const KEY_EVERY = 2;
/** Milliseconds between keyframes. */
export const KEY_MS = STEP_MS * KEY_EVERY;
/** Longest drop kept (a ball that dawdles on a peg looks stuck). */
const MAX_MS = 5000;
/** A landed ball's centre must be this far inside its bucket's x-range (no knife-edge landings). */
const LANDING_MARGIN = BALL_RADIUS * 0.5;

/** How one drop starts: the ball's x, its velocity (board units per 1000/60 ms, matter-js's base step) and spin. */
export interface DropStart {
  x: number;
  vx: number;
  vy: number;
  spin: number;
  /**
   * The Galton path the ball is guided along (one 0 = left / 1 = right per row) and the guide's strength: each step
   * nudges the ball's sideways velocity towards the gap it should pass next. Pegs still bounce and spin it; the guide
   * only makes neighbouring starts converge (chaotic bounces otherwise make every landing knife-edge) and reaches the
   * rare edge buckets as easily as the middle ones.
   */
  path: readonly number[];
  guide: number;
}

/** Where the guide aims at height y: the gaps of the path, linearly between rows. */
export function guideX(path: readonly number[], y: number): number {
  // Waypoint 0 is the start (x 0 above the top row); waypoint i + 1 is the gap passed after row i, half a row below it.
  const f = Math.max(0, (y - START_Y) / PEG_SPACING_UNITS);
  const i = Math.min(Math.floor(f), path.length);
  const at = (n: number) => {
    let rights = 0;
    for (let j = 0; j < Math.min(n, path.length); j++) rights += path[j]!;
    return n === 0 ? 0 : (rights - n / 2) * PEG_SPACING_UNITS;
  };
  if (i >= path.length) return at(path.length);
  return at(i) + (at(i + 1) - at(i)) * (f - i);
}

/** A simulated drop: the bucket it landed in (-1: out of the board, stuck or on a divider's edge) and its path. */
export interface Drop {
  bucket: number;
  /** Keyframes: x, y, angle triples. */
  frames: number[];
  /** Peg contacts: keyframe index, peg index pairs. */
  contacts: number[];
}

// Bounce and grip: a lively but not pinball-like ball; friction against the pegs makes it spin.
const BALL = { restitution: 0.12, friction: 0.2, frictionAir: 0.006, frictionStatic: 0.2, density: 0.002 };
const PEG = { isStatic: true, restitution: 0.12, friction: 0.2 };

/**
 * Drops one ball on a board of `rows` with matter-js at a fixed step and records it. Deterministic: the same start
 * gives the same drop in the same JS engine (Node's; browsers differ, which is why this runs offline only).
 */
export function simulateDrop(rows: number, start: DropStart): Drop {
  const engine = Matter.Engine.create({ gravity: { x: 0, y: 1, scale: 0.0018 }, positionIterations: 8, velocityIterations: 6 });
  const pegs = pegPositions(rows);
  const pegIndex = new Map<number, number>();
  const bodies: Matter.Body[] = [];
  for (let i = 0; i < pegs.length / 2; i++) {
    const peg = Matter.Bodies.circle(pegs[i * 2]!, pegs[i * 2 + 1]!, PEG_RADIUS, PEG, 16);
    pegIndex.set(peg.id, i);
    bodies.push(peg);
  }
  const ball = Matter.Bodies.circle(start.x, START_Y, BALL_RADIUS, BALL, 24);
  Matter.Body.setVelocity(ball, { x: start.vx, y: start.vy });
  Matter.Body.setAngularVelocity(ball, start.spin);
  Matter.Composite.add(engine.world, [...bodies, ball]);

  const frames: number[] = [];
  const contacts: number[] = [];
  let step = 0;
  Matter.Events.on(engine, 'collisionStart', (event) => {
    for (const pair of event.pairs) {
      const peg = pegIndex.get(pair.bodyA.id) ?? pegIndex.get(pair.bodyB.id);
      if (peg !== undefined) contacts.push(Math.round(step / KEY_EVERY), peg);
    }
  });
  const record = () => frames.push(ball.position.x, ball.position.y, ball.angle);
  const landY = landingY(rows);
  const halfWidth = ((rows + 2) / 2) * 40;
  record();
  for (step = 1; step * STEP_MS <= MAX_MS; step++) {
    if (start.guide > 0) {
      // A spring-damper on the sideways velocity towards the path (velocities are per 1000/60 ms in matter-js).
      const pull = guideX(start.path, ball.position.y) - ball.position.x;
      const vx = ball.velocity.x + start.guide * (pull * 0.02 - ball.velocity.x * 0.08);
      Matter.Body.setVelocity(ball, { x: vx, y: ball.velocity.y });
    }
    Matter.Engine.update(engine, STEP_MS);
    const { x, y } = ball.position;
    if (Math.abs(x) > halfWidth || y < START_Y - 60) break;
    if (step % KEY_EVERY !== 0) continue;
    record();
    if (y >= landY) {
      const bucket = bucketAt(rows, x);
      const inside = bucket >= 0 && Math.abs(x - bucketCenterX(rows, bucket)) <= 20 - LANDING_MARGIN;
      Matter.Engine.clear(engine);
      return { bucket: inside ? bucket : -1, frames, contacts };
    }
  }
  Matter.Engine.clear(engine);
  return { bucket: -1, frames, contacts };
}

/** Start offsets of the robustness check: a start this close to a kept one must land in the same bucket. */
export const NEIGHBOURHOOD = [-0.2, 0.2, -0.1, 0.1];

/** True when every start within ±0.2 units of `start`'s x lands in `bucket` too (not a knife-edge trajectory). */
export function isRobust(rows: number, start: DropStart, bucket: number): boolean {
  return NEIGHBOURHOOD.every((dx) => simulateDrop(rows, { ...start, x: start.x + dx }).bucket === bucket);
}
