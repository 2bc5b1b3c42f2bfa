import { Container, Graphics, type Texture } from 'pixi.js';
import type { PlinkoRound } from '../../src/core/games/plinko/round';
import type { PlinkoRisk } from '../../src/core/games/plinko/rules';
import type { Engine, Scene } from '../core/Engine';
import type { FrameNeed } from '../core/FrameLoop';
import type { PlinkoSound } from './sounds';
import { engineFonts, onFontsChanged, type EngineFonts } from '../core/fonts';
import type { RoundKey } from '../types';
import { BallLayer } from './BallLayer';
import { bucketAt } from './board';
import { BoardView } from './BoardView';
import { plinkoLayout, type PlinkoLayout } from './layout';
import { hopTrajectory, pathFor } from './hops';
import { variantFor, type BallPose, type TrajectoryBank } from './playback';
import { bucketLabel } from './presentation';
import { ResultColumn, type ResultEntry } from './ResultColumn';
import { WindowedBatch } from '../core/WindowedBatch';
import type { Trajectory } from './trajectoryFormat';
import { loadTrajectories } from './trajectories';

/** Where a ball was drawn when it entered its bucket: the bucket under its sprite (the e2e spec reads these). */
export interface Landing {
  key: RoundKey;
  rows: number;
  bucket: number;
}

/** Landings kept for inspection (the newest). */
const LANDINGS_KEPT = 500;
/** Sounds closer together than this (clock ms) are dropped: 100 balls must not make a wall of noise. */
const PEG_SOUND_GAP_MS = 45;
const LAND_SOUND_GAP_MS = 30;
/**
 * With calm effects, the results column takes the landings of this long (real time) at once: every landing moves every chip down
 * a slot (each changes colour), and balls landing 16 a second would flicker the column as often. Two updates a second
 * stay under the limit of three flashes a second.
 */
export const CALM_COLUMN_MS = 500;
/**
 * With calm effects, a ball released sooner than this (real time) after the last one that fell lands at once instead of falling:
 * a stream of balls through the drop point (16 a second at the fastest auto-bet) flickers there. At most two and a
 * half balls a second fall, under the limit of three flashes a second.
 */
export const CALM_DROP_MS = 400;
/** How long a drop waits for the baked trajectories before it hops instead (the file is still loading). */
export const FALLBACK_WAIT_MS = 1500;
/** After a failed load, how long balls hop before the file is fetched again. */
const RETRY_MS = 30_000;

/**
 * The plinko scene: the peg triangle fitted to the container, buckets coloured by multiplier, the balls replaying
 * baked trajectories (playback.ts) on the engine clock, pegs flashing on contact, buckets bouncing, and the last
 * results in a column. Textures are made once; a frame moves, turns and tints sprites only.
 */
export class PlinkoScene implements Scene {
  readonly view = new Container();
  /** Each ball's landing as drawn (newest last). */
  readonly landings: Landing[] = [];
  private readonly board: BoardView;
  private readonly balls: BallLayer;
  private readonly column: ResultColumn;
  /** The column's updates under calm effects: at most one per CALM_COLUMN_MS, without a slide. */
  private readonly calmColumn: WindowedBatch<ResultEntry>;
  private readonly textures: Texture[] = [];
  private readonly bank: () => Promise<TrajectoryBank>;
  private readonly unsubscribeFonts: () => void;
  private readonly pose: BallPose = { x: 0, y: 0, angle: 0 };
  private layoutBox: PlinkoLayout;
  private rows = 16;
  private risk: PlinkoRisk = 'medium';
  private width = 1;
  private height = 1;
  private lastPegSound = -Infinity;
  private lastLandSound = -Infinity;
  /** Clock time of the last ball released to fall (see CALM_DROP_MS). */
  private lastFall = -Infinity;
  private destroyed = false;
  private loaded: TrajectoryBank | null = null;
  private failedAt = -Infinity;

  constructor(
    private readonly engine: Engine<PlinkoSound>,
    bank: () => Promise<TrajectoryBank> = loadTrajectories,
  ) {
    const fonts = engineFonts();
    this.bank = bank;
    const [peg, body, shine] = [pegGraphic(), ballGraphic(), shineGraphic()].map((g) => {
      const texture = engine.app.renderer.generateTexture({ target: g, resolution: 2, antialias: true });
      g.destroy();
      this.textures.push(texture);
      return texture;
    }) as [Texture, Texture, Texture];
    this.board = new BoardView(peg, fonts.small);
    this.balls = new BallLayer(body, shine);
    this.column = new ResultColumn(fonts.small);
    this.calmColumn = new WindowedBatch(this.engine.clock, CALM_COLUMN_MS, (entries) => {
      for (const entry of entries) this.column.push(entry, this.engine.clock, false);
    });
    this.board.setBoard(this.rows, this.risk);
    this.layoutBox = plinkoLayout(1, 1, this.rows);
    this.view.addChild(this.board.view, this.balls.view, this.column.view);
    this.unsubscribeFonts = onFontsChanged((next) => this.useFonts(next));
    // Start fetching the trajectories now, so the first drop rarely waits.
    void bank().catch(() => undefined);
  }

  /** Shows the board of `rows` and `risk` (balls of another row count in flight are hidden until they land). */
  setBoard(rows: number, risk: PlinkoRisk): void {
    if (this.destroyed || (rows === this.rows && risk === this.risk)) return;
    this.rows = rows;
    this.risk = risk;
    this.board.setBoard(rows, risk);
    this.layout();
    this.engine.invalidate();
  }

  /** Releases the ball of `lane` for `round` (its variant chosen from the round key). */
  async drop(lane: number, round: PlinkoRound, key: RoundKey): Promise<void> {
    const trajectory = await this.trajectoryFor(round, key);
    if (this.destroyed) return;
    const now = this.engine.clock.now;
    const landed = this.engine.calm() && now - this.lastFall < this.engine.clock.fromRealMs(CALM_DROP_MS);
    if (!landed) this.lastFall = now;
    this.balls.start(lane, trajectory, round.rows, now, landed);
    // The trajectory may have come from the network, outside any frame: tick and draw from now on.
    this.engine.invalidate();
  }

  /**
   * A baked trajectory into the round's bucket; hops along its path instead when the file has not loaded within
   * FALLBACK_WAIT_MS or failed (then it is fetched again at most every RETRY_MS, never once per ball).
   */
  private async trajectoryFor(round: PlinkoRound, key: RoundKey): Promise<Trajectory> {
    const hops = () => {
      const path = round.path?.length === round.rows ? round.path : pathFor(round.rows, round.bucket, key);
      return hopTrajectory(round.rows, path, variantFor(key));
    };
    try {
      if (!this.loaded) {
        const clock = this.engine.clock;
        if (clock.now - this.failedAt < RETRY_MS) return hops();
        const bank = await Promise.race([this.bank(), clock.delay(FALLBACK_WAIT_MS).then(() => null)]);
        if (!bank) return hops();
        this.loaded = bank;
      }
      return this.loaded.trajectory(round.rows, round.bucket, variantFor(key));
    } catch (error) {
      this.failedAt = this.engine.clock.now;
      console.warn('plinko: baked trajectories unavailable, balls hop peg to peg', error);
      return hops();
    }
  }

  /** Resolves when the ball of `lane` enters its bucket; bounces the bucket and records where the ball was drawn. */
  async land(lane: number, key: RoundKey): Promise<void> {
    await this.engine.clock.delay(this.balls.remaining(lane, this.engine.clock.now));
    if (this.destroyed) return;
    const pose = this.balls.landingPose(lane, this.pose);
    if (!pose) return;
    const rows = this.balls.rowsOf(lane);
    // The bucket under the ball's sprite as drawn entering it (from the pose itself when its board is not shown).
    const l = this.layoutBox;
    const spriteX = this.balls.drawLanding(lane, l);
    const bucket = bucketAt(rows, spriteX === null ? pose.x : (spriteX - l.originX) / l.scale);
    this.landings.push({ key, rows, bucket });
    if (this.landings.length > LANDINGS_KEPT) this.landings.splice(0, this.landings.length - LANDINGS_KEPT);
    this.balls.stop(lane);
    if (rows === this.rows) this.board.bounce(bucket);
    const now = this.engine.clock.now;
    if (now - this.lastLandSound >= LAND_SOUND_GAP_MS) {
      this.lastLandSound = now;
      this.engine.sound.play('land', 0.5);
    }
  }

  /** Adds the round's multiplier to the results column in its bucket's colour. */
  result(round: PlinkoRound): void {
    if (this.destroyed) return;
    const color = this.board.bucketColors[round.bucket] ?? 0xffffff;
    const entry = { text: bucketLabel(round.multiplier, false), color };
    if (this.engine.calm() && !this.engine.clock.instant) this.calmColumn.add(entry);
    else this.column.push(entry, this.engine.clock);
    if (round.win && Number(round.multiplier) >= 10) this.engine.sound.play('win', 0.8);
  }

  /** The results column, newest first. */
  get results() {
    return this.column.shown;
  }

  /** Balls in flight. */
  get inFlight(): number {
    return this.balls.inFlight;
  }

  resize(width: number, height: number): void {
    if (this.destroyed) return;
    this.width = width;
    this.height = height;
    this.layout();
  }

  /** Moves the balls and decays the peg flashes and bucket bounces: animating while any of them is under way. */
  update(deltaMS: number): FrameNeed {
    if (this.destroyed) return false;
    this.balls.update(this.engine.clock.now, this.layoutBox, this.onContact);
    this.board.update(deltaMS);
    return this.balls.inFlight > 0 || this.board.animating;
  }

  destroy(): void {
    this.destroyed = true;
    this.calmColumn.stop();
    this.unsubscribeFonts();
    this.view.destroy({ children: true });
    for (const texture of this.textures) texture.destroy(true);
  }

  private readonly onContact = (peg: number): void => {
    // Calm effects: the pegs a ball touches do not blink (a hundred balls would blink them many times a second).
    if (!this.engine.calm()) this.board.flashPeg(peg);
    const now = this.engine.clock.now;
    if (now - this.lastPegSound >= PEG_SOUND_GAP_MS) {
      this.lastPegSound = now;
      this.engine.sound.play('peg', 0.25);
    }
  };

  private layout(): void {
    const l = (this.layoutBox = plinkoLayout(this.width, this.height, this.rows));
    this.board.layout(l);
    this.balls.layout(l);
    this.column.layout(l.columnX, l.columnTop, l.chipWidth, l.chipHeight, l.chipGap, l.chips);
  }

  private useFonts(fonts: EngineFonts): void {
    this.board.setFont(fonts.small);
    this.column.setFont(fonts.small);
  }
}

/** A peg: a white disc with a soft rim (tinted per state). */
function pegGraphic(): Graphics {
  return new Graphics().circle(0, 0, 16).fill({ color: 0xffffff, alpha: 0.35 }).circle(0, 0, 12).fill(0xffffff);
}

/** The ball: a warm pink sphere with a darker seam that shows its spin. */
function ballGraphic(): Graphics {
  return new Graphics()
    .circle(0, 0, 32)
    .fill(0xff4f7e)
    .circle(-3, -3, 26)
    .fill(0xff7499)
    .circle(-6, -6, 17)
    .fill(0xff9ab5)
    .rect(-30, -3, 60, 6)
    .fill({ color: 0xb3214a, alpha: 0.55 });
}

/** The shine on top of the ball (fixed: the light does not turn with the ball). */
function shineGraphic(): Graphics {
  return new Graphics()
    .circle(0, 0, 32)
    .fill({ color: 0xffffff, alpha: 0 })
    .ellipse(-11, -13, 9, 6)
    .fill({ color: 0xffffff, alpha: 0.75 })
    .circle(-14, -16, 3)
    .fill({ color: 0xffffff, alpha: 0.95 });
}
