import type { Container, Ticker } from 'pixi.js';
// Pixi generates its uniform and shader sync code with eval unless this polyfill is loaded; the site's CSP forbids eval.
import 'pixi.js/unsafe-eval';
import { HowlerSound, type Sound, type SoundSettings } from '../../src/audio/HowlerSound';
import { SHARED_SOUNDS, type SharedSound, type SoundBook } from '../../src/audio/synth';
import { Clock } from './Clock';
import type { EngineRuntime, FrameListener } from './EngineRuntime';
import { onFontsChanged } from './fonts';
import { onReducedMotionChange, prefersReducedMotion } from './motion';
import { INSTANT_FRAME_MS, FrameLoop, type FrameNeed } from './FrameLoop';
import { WebGLApp } from './WebGLApp';
import { skipTransparent } from './transparent';

/** A game scene the engine hosts: laid out on resize, optionally updated each tick. */
export interface Scene {
  readonly view: Container;
  resize(width: number, height: number): void;
  /**
   * Per-frame work (effects moved frame by frame rather than by a tween). `deltaMS` is clock time (speed-scaled). Must
   * not allocate. Returns `true` while it animates, `'ambient'` for a decorative loop that never settles (drawn at a
   * lower rate when nothing else moves), nothing when at rest: the engine stops drawing once nothing animates.
   */
  update?(deltaMS: number): FrameNeed;
  /** Pointer input on the stage, for a scene that takes it (see StagePointer). */
  readonly pointer?: StagePointer;
  destroy(): void;
}

/**
 * Pointer input on the stage, in the stage's CSS pixels (the scene's own coordinates: scenes sit at the stage's
 * origin), from the canvas's DOM events. The scenes that take input want a whole-stage tap (crash) or a tile found
 * from their own layout (mines), never Pixi's hit testing of display objects, so Pixi's event system (8 KiB gzipped
 * of every such game's download) is not loaded.
 */
export interface StagePointer {
  /** A press and release on the stage (a click, a tap); `touch`: made by a finger. */
  tap?(x: number, y: number, touch: boolean): void;
  /** The pointer is at (x, y) over the stage: it moved there, or something changed under it while it stayed. */
  move?(x: number, y: number): void;
  /** The pointer left the stage. */
  leave?(): void;
}

/**
 * Canvas events after which the next frames are drawn: pointer input (hover states) and a restored WebGL context (its
 * drawing buffer starts blank).
 */
const REDRAW_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointermove',
  'pointerover',
  'pointerleave',
  'pointercancel',
  'webglcontextrestored',
] as const;

/** Pixi renderer options of every engine (WebGL only: see WebGLApp). */
export function applicationOptions(width: number, height: number, devicePixelRatio: number) {
  const resolution = Math.min(devicePixelRatio || 1, 2);
  return {
    // Multisampling below two device pixels per CSS pixel only: at 2 (a phone, a retina laptop) an edge's step is
    // half a CSS pixel already, while 4x samples of a buffer four times the size cost the GPU the most fill of the
    // frame (software WebGL spent 37% less CPU on a crash stage without it, measured).
    antialias: resolution < 2,
    backgroundAlpha: 0,
    resolution,
    autoDensity: true,
    width: Math.max(1, Math.round(width)),
    height: Math.max(1, Math.round(height)),
  };
}

/** What the Engine needs of its host: the sound settings. */
export interface EngineServices {
  getSound(): SoundSettings;
}

/**
 * Owns one Pixi WebGL app (WebGLApp) mounted into a container element: its canvas, its size (the engine is the one owner of
 * resize: a ResizeObserver on the container; the page never calls resize), the ticker (the one clock: it advances
 * `clock`, which drives every gsap tween, then updates the scene and runs the frame listeners), drawing on demand
 * (FrameLoop: nothing renders on every tick), pausing on a hidden tab, the sound service (the
 * shared sounds and the game's own, `N`) and full teardown.
 */
export class Engine<N extends string = SharedSound> implements EngineRuntime<N> {
  readonly clock = new Clock(() => this.loop.invalidate());
  readonly sound: Sound<N>;
  width = 1;
  height = 1;
  private readonly loop: FrameLoop;
  private scene: Scene | null = null;
  /** Where a hovering pointer is over the stage (CSS px), or null; and the type of the last pointer pressed. */
  private pointerAt: { x: number; y: number } | null = null;
  private pointerType = '';
  private cursor = '';
  private observer: ResizeObserver | null = null;
  private readonly unsubscribeFonts: () => void;
  private readonly unsubscribeMotion: () => void;
  private destroyed = false;

  private constructor(
    readonly app: WebGLApp,
    readonly container: HTMLElement,
    host: EngineServices,
    sounds: SoundBook<N>,
  ) {
    this.sound = new HowlerSound(sounds, () => host.getSound());
    // Drawing is the engine's decision: the ticker (started by the FrameLoop) draws only when something changes.
    // Instant play: at most a frame per INSTANT_FRAME_MS, so rapid bets do not flicker.
    const gap = () => (this.clock.instant ? INSTANT_FRAME_MS : 0);
    this.loop = new FrameLoop(
      app.ticker,
      this.clock,
      () => {
        skipTransparent(app.stage);
        app.render();
      },
      gap,
    );
    // Scenes switch their texts to the web fonts when these arrive: draw that.
    this.unsubscribeFonts = onFontsChanged(() => this.invalidate());
    // A scene at rest under calm effects draws nothing: when the setting changes, draw, so its loop (limbo's) resumes.
    this.unsubscribeMotion = onReducedMotionChange(() => this.invalidate());
  }

  calm(): boolean {
    return prefersReducedMotion();
  }

  /**
   * Creates the WebGL app (async init) and mounts its canvas into `container`. `sounds`: the game's own recipes
   * (its folder's book), played beside the shared ones.
   */
  static async create<S extends string = never>(
    container: HTMLElement,
    host: EngineServices,
    sounds?: SoundBook<S>,
  ): Promise<Engine<SharedSound | S>> {
    const rect = container.getBoundingClientRect();
    const app = await WebGLApp.create(applicationOptions(rect.width, rect.height, globalThis.devicePixelRatio ?? 1));
    const book: SoundBook<SharedSound | S> = { ...SHARED_SOUNDS, ...sounds } as SoundBook<SharedSound | S>;
    const engine = new Engine(app, container, host, book);
    engine.mount(rect.width, rect.height);
    return engine;
  }

  /** Whether `destroy()` has run. */
  get isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Frames drawn so far (the fixture page and tests read it). */
  get draws(): number {
    return this.loop.draws;
  }

  /** Whether the ticker runs (it stops while nothing needs frames). */
  get ticking(): boolean {
    return this.loop.ticking;
  }

  addFrameListener(listener: FrameListener, keepTicking = false): void {
    this.loop.addFrameListener(listener, keepTicking);
  }

  /** Something shown changed outside a tween and outside a tick: the next frames are drawn. */
  invalidate(): void {
    if (!this.destroyed) this.loop.invalidate();
  }

  /**
   * The pointer's cursor over the stage ('' for the page's own). Written only when it changes: a still pointer is
   * tested again on every frame drawn, and with it the cursor it asks for.
   */
  setCursor(cursor: string): void {
    if (this.destroyed || this.cursor === cursor) return;
    this.cursor = cursor;
    this.app.canvas.style.cursor = cursor;
  }

  /** Replaces the hosted scene. */
  setScene(scene: Scene): void {
    if (this.scene) {
      this.app.stage.removeChild(this.scene.view);
      this.scene.destroy();
    }
    this.scene = scene;
    this.setCursor('');
    this.app.stage.addChild(scene.view);
    scene.resize(this.width, this.height);
    this.loop.update = scene.update ? (deltaMS) => scene.update!(deltaMS) : null;
    this.invalidate();
  }

  /** Fits the canvas to `width` x `height` CSS pixels and lays the scene out again (from the ResizeObserver). */
  resize(width: number, height: number): void {
    if (this.destroyed) return;
    const w = Math.max(1, Math.round(width));
    const h = Math.max(1, Math.round(height));
    if (w === this.width && h === this.height) return;
    this.width = w;
    this.height = h;
    this.app.renderer.resize(w, h);
    this.fitBox();
    this.scene?.resize(w, h);
    // A resized canvas is cleared: draw it now (before the browser paints), then the grace frames.
    this.app.render();
    this.loop.invalidate();
  }

  /** Stops the ticker, frees the scene, tweens, sounds, textures and the canvas. Safe to call twice. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    document.removeEventListener('visibilitychange', this.onVisibility);
    for (const type of REDRAW_EVENTS) this.app.canvas.removeEventListener(type, this.onCanvasEvent);
    for (const [type, listener] of this.pointerListeners) this.app.canvas.removeEventListener(type, listener);
    this.unsubscribeFonts();
    this.unsubscribeMotion();
    this.observer?.disconnect();
    this.observer = null;
    this.app.ticker.remove(this.onTick, this);
    this.loop.destroy();
    this.clock.destroy();
    this.sound.destroy();
    this.scene?.destroy();
    this.scene = null;
    this.app.destroy({ removeView: true }, { children: true, texture: true, textureSource: true, context: true });
  }

  private mount(width: number, height: number): void {
    const canvas = this.app.canvas;
    canvas.style.display = 'block';
    canvas.style.touchAction = 'manipulation';
    canvas.dataset.engineCanvas = '';
    this.container.appendChild(canvas);
    this.width = Math.max(1, Math.round(width));
    this.height = Math.max(1, Math.round(height));
    this.fitBox();
    this.app.ticker.add(this.onTick, this);
    for (const type of REDRAW_EVENTS) canvas.addEventListener(type, this.onCanvasEvent, { passive: true });
    for (const [type, listener] of this.pointerListeners) canvas.addEventListener(type, listener, { passive: true });
    document.addEventListener('visibilitychange', this.onVisibility);
    if (typeof ResizeObserver !== 'undefined') {
      this.observer = new ResizeObserver((entries) => {
        const box = entries[entries.length - 1]?.contentRect;
        if (box) this.resize(box.width, box.height);
      });
      this.observer.observe(this.container);
    }
    this.loop.setVisible(document.visibilityState !== 'hidden');
  }

  /**
   * The canvas's CSS box is the size asked for. Pixi's autoDensity sets it from the drawing buffer, whose whole pixels
   * round `size x resolution`: below a resolution of 1 (a page zoomed out) that box came out up to 1/resolution px
   * larger than its stage (947 px asked, 948 given at 0.5), so the scene's layout and the taps on it disagreed.
   */
  private fitBox(): void {
    const style = this.app.canvas.style;
    style.width = `${this.width}px`;
    style.height = `${this.height}px`;
  }

  private onTick(ticker: Ticker): void {
    // A still pointer over a stage that changes under it (a tile turning) is tested again on each frame.
    const at = this.pointerAt;
    if (at) this.scene?.pointer?.move?.(at.x, at.y);
    this.loop.tick(ticker.deltaMS);
  }

  /**
   * A DOM pointer or mouse event's position on the stage, in its CSS pixels (the canvas's box may be transformed), or
   * null for an event without one.
   */
  private stagePoint(e: MouseEvent): { x: number; y: number } | null {
    const box = this.app.canvas.getBoundingClientRect();
    const x = ((e.clientX - box.left) * this.width) / Math.max(1, box.width);
    const y = ((e.clientY - box.top) * this.height) / Math.max(1, box.height);
    return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
  }

  private readonly pointerListeners: [string, (e: Event) => void][] = [
    [
      'pointerdown',
      (e) => {
        this.pointerType = (e as PointerEvent).pointerType;
      },
    ],
    [
      'click',
      (e) => {
        const p = this.stagePoint(e as MouseEvent);
        if (p) this.scene?.pointer?.tap?.(p.x, p.y, this.pointerType === 'touch');
      },
    ],
    [
      'pointermove',
      (e) => {
        const event = e as PointerEvent;
        // A finger has no hover: only a mouse or a pen leaves the pointer over the stage between presses.
        const p = this.stagePoint(event);
        this.pointerAt = event.pointerType === 'touch' ? null : p;
        if (p) this.scene?.pointer?.move?.(p.x, p.y);
      },
    ],
    [
      'pointerleave',
      () => {
        this.pointerAt = null;
        this.scene?.pointer?.leave?.();
      },
    ],
  ];

  private readonly onCanvasEvent = (): void => this.invalidate();

  private readonly onVisibility = (): void => {
    if (this.destroyed) return;
    this.loop.setVisible(document.visibilityState !== 'hidden');
  };
}
