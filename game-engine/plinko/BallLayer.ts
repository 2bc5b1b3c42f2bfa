import { Container, Sprite, type Texture } from 'pixi.js';
import { BALL_RADIUS } from './board';
import { toScreenX, toScreenY, type PlinkoLayout } from './layout';
import { keyframeAt, poseAt, type BallPose } from './playback';
import type { Trajectory } from './trajectoryFormat';

interface Ball {
  /** The ball (its mark turns with the spin) and its shine (fixed: the light does not turn). */
  body: Sprite;
  shine: Sprite;
  trajectory: Trajectory | null;
  rows: number;
  /** Clock ms at release. */
  start: number;
  /** Next peg contact to light (index into the trajectory's contact pairs). */
  contact: number;
}

/**
 * The balls in flight, one slot per presentation lane, created on first use and reused (a pool: nothing is allocated
 * per frame or per drop once a slot exists). Each frame samples every ball's trajectory at the clock time.
 */
export class BallLayer {
  readonly view = new Container();
  private readonly balls: Ball[] = [];
  private readonly pose: BallPose = { x: 0, y: 0, angle: 0 };
  private size = 1;
  private rows = 0;

  constructor(
    private readonly bodyTexture: Texture,
    private readonly shineTexture: Texture,
  ) {
    // Balls move every frame: their own render group, so only this group's instructions are rebuilt when a ball is
    // added to the pool, never the board's. A drop or a landing shows or hides a ball by alpha; the engine skips a ball
    // at alpha 0 (core/transparent.ts), so each drop and landing rebuilds this small group only, never the board's.
    this.view.isRenderGroup = true;
  }

  /** Balls in flight. */
  get inFlight(): number {
    let n = 0;
    for (const ball of this.balls) if (ball.trajectory) n++;
    return n;
  }

  /** Sizes the balls for a layout; balls of another board than `l.rows` are hidden until they land. */
  layout(l: PlinkoLayout): void {
    this.size = BALL_RADIUS * 2 * l.scale;
    this.rows = l.rows;
    for (const ball of this.balls) {
      ball.body.width = ball.body.height = this.size;
      ball.shine.width = ball.shine.height = this.size;
      show(ball, !!ball.trajectory && ball.rows === this.rows);
    }
  }

  /**
   * Releases the ball of `slot` along `trajectory` at clock time `now`; `landed`: it is already at the end of its
   * flight (entering its bucket now, touching no peg on the way).
   */
  start(slot: number, trajectory: Trajectory, rows: number, now: number, landed = false): void {
    const ball = this.slot(slot);
    ball.trajectory = trajectory;
    ball.rows = rows;
    ball.start = landed ? now - trajectory.landingMs : now;
    ball.contact = landed ? trajectory.contacts.length / 2 : 0;
    show(ball, rows === this.rows);
  }

  /** Clock ms until the ball of `slot` enters its bucket (0 when landed or empty). */
  remaining(slot: number, now: number): number {
    const ball = this.balls[slot];
    if (!ball?.trajectory) return 0;
    return Math.max(0, ball.start + ball.trajectory.landingMs - now);
  }

  /** The row count of the board the ball of `slot` drops on (0 when the slot is empty). */
  rowsOf(slot: number): number {
    return this.balls[slot]?.trajectory ? this.balls[slot].rows : 0;
  }

  /** The ball's landing pose in board units (its trajectory's last keyframe), written into `out`. */
  landingPose(slot: number, out: BallPose): BallPose | null {
    const ball = this.balls[slot];
    if (!ball?.trajectory) return null;
    return poseAt(ball.trajectory, ball.trajectory.landingMs, out);
  }

  /**
   * Draws the ball of `slot` at its landing pose (instant mode lands before any frame has drawn it) and returns its
   * sprite's centre x on the canvas, or null when the slot is empty or its ball is hidden (another board).
   */
  drawLanding(slot: number, l: PlinkoLayout): number | null {
    const ball = this.balls[slot];
    if (!ball?.trajectory || ball.rows !== this.rows) return null;
    this.place(ball, ball.trajectory.landingMs, l);
    return ball.body.x;
  }

  /** Takes the ball of `slot` off the board (it has landed). */
  stop(slot: number): void {
    const ball = this.balls[slot];
    if (!ball) return;
    ball.trajectory = null;
    show(ball, false);
  }

  /** Moves every ball to its pose at clock time `now`; calls `onContact(peg)` for each peg reached since last frame. */
  update(now: number, l: PlinkoLayout, onContact: (peg: number) => void): void {
    for (let i = 0; i < this.balls.length; i++) {
      const ball = this.balls[i]!;
      const trajectory = ball.trajectory;
      if (!trajectory || ball.rows !== this.rows) continue;
      const t = Math.min(now - ball.start, trajectory.landingMs);
      this.place(ball, t, l);
      const contacts = trajectory.contacts;
      const frame = keyframeAt(trajectory, t);
      while (ball.contact * 2 < contacts.length && contacts[ball.contact * 2]! <= frame) {
        onContact(contacts[ball.contact * 2 + 1]!);
        ball.contact++;
      }
    }
  }

  private place(ball: Ball, ms: number, l: PlinkoLayout): void {
    const pose = poseAt(ball.trajectory!, ms, this.pose);
    const x = toScreenX(l, pose.x);
    const y = toScreenY(l, pose.y);
    ball.body.position.set(x, y);
    ball.body.rotation = pose.angle;
    ball.shine.position.set(x, y);
  }

  private slot(index: number): Ball {
    while (this.balls.length <= index) {
      const body = new Sprite({ texture: this.bodyTexture, anchor: 0.5 });
      const shine = new Sprite({ texture: this.shineTexture, anchor: 0.5 });
      body.width = body.height = shine.width = shine.height = this.size;
      body.alpha = shine.alpha = 0;
      this.view.addChild(body, shine);
      this.balls.push({ body, shine, trajectory: null, rows: 0, start: 0, contact: 0 });
    }
    return this.balls[index]!;
  }
}

/** Shows or hides a ball (alpha: see the constructor). */
function show(ball: Ball, shown: boolean): void {
  ball.body.alpha = ball.shine.alpha = shown ? 1 : 0;
}
