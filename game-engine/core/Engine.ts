import { Application, Container, type Ticker } from 'pixi.js';
// Pixi generates its uniform and shader sync code with eval unless this polyfill is loaded; the site's CSP forbids eval.
import 'pixi.js/unsafe-eval';
import { HowlerSound, type Sound, type SoundSettings } from '../../src/audio/HowlerSound';
import { SHARED_SOUNDS, type SharedSound, type SoundBook } from '../../src/audio/synth';
import { Clock } from './Clock';
import type { EngineRuntime, FrameListener } from './EngineRuntime';

/** A game scene the engine hosts: laid out on resize, optionally updated each tick. */
export interface Scene {
  readonly view: Container;
  resize(width: number, height: number): void;
  /** Per-frame work (idle effects). `deltaMS` is clock time (speed-scaled). Must not allocate. */
  update?(deltaMS: number): void;
  destroy(): void;
}

/** Pixi init options of every engine (STACK.md: WebGPU draws blank under SwiftShader, so WebGL is forced). */
export function applicationOptions(width: number, height: number, devicePixelRatio: number) {
  return {
    preference: 'webgl' as const,
    antialias: true,
    backgroundAlpha: 0,
    resolution: Math.min(devicePixelRatio || 1, 2),
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
 * Owns one Pixi Application mounted into a container element: its canvas, its size (the engine is the one owner of
 * resize: a ResizeObserver on the container; the page never calls resize), the ticker (the one clock: it advances
 * `clock`, which drives every gsap tween, then runs the frame listeners), pausing on a hidden tab, the sound service
 * (the shared sounds and the game's own, `N`) and full teardown.
 */
export class Engine<N extends string = SharedSound> implements EngineRuntime<N> {
  readonly clock = new Clock();
  readonly sound: Sound<N>;
  width = 1;
  height = 1;
  private scene: Scene | null = null;
  private observer: ResizeObserver | null = null;
  private readonly frameListeners: FrameListener[] = [];
  private destroyed = false;

  private constructor(
    readonly app: Application,
    readonly container: HTMLElement,
    host: EngineServices,
    sounds: SoundBook<N>,
  ) {
    this.sound = new HowlerSound(sounds, () => host.getSound());
  }

  /**
   * Creates the Application (async init) and mounts its canvas into `container`. `sounds`: the game's own recipes
   * (its folder's book), played beside the shared ones.
   */
  static async create<S extends string = never>(
    container: HTMLElement,
    host: EngineServices,
    sounds?: SoundBook<S>,
  ): Promise<Engine<SharedSound | S>> {
    const rect = container.getBoundingClientRect();
    const app = new Application();
    await app.init(applicationOptions(rect.width, rect.height, globalThis.devicePixelRatio ?? 1));
    const book: SoundBook<SharedSound | S> = { ...SHARED_SOUNDS, ...sounds } as SoundBook<SharedSound | S>;
    const engine = new Engine(app, container, host, book);
    engine.mount(rect.width, rect.height);
    return engine;
  }

  /** Whether `destroy()` has run. */
  get isDestroyed(): boolean {
    return this.destroyed;
  }

  addFrameListener(listener: FrameListener): void {
    this.frameListeners.push(listener);
  }

  /** Replaces the hosted scene. */
  setScene(scene: Scene): void {
    if (this.scene) {
      this.app.stage.removeChild(this.scene.view);
      this.scene.destroy();
    }
    this.scene = scene;
    this.app.stage.addChild(scene.view);
    scene.resize(this.width, this.height);
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
    this.scene?.resize(w, h);
    this.app.render();
  }

  /** Stops the ticker, frees the scene, tweens, sounds, textures and the canvas. Safe to call twice. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.observer?.disconnect();
    this.observer = null;
    this.app.ticker.remove(this.onTick, this);
    this.app.ticker.stop();
    this.frameListeners.length = 0;
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
    this.app.ticker.add(this.onTick, this);
    document.addEventListener('visibilitychange', this.onVisibility);
    if (typeof ResizeObserver !== 'undefined') {
      this.observer = new ResizeObserver((entries) => {
        const box = entries[entries.length - 1]?.contentRect;
        if (box) this.resize(box.width, box.height);
      });
      this.observer.observe(this.container);
    }
    if (document.visibilityState === 'hidden') this.app.ticker.stop();
  }

  private onTick(ticker: Ticker): void {
    const delta = ticker.deltaMS;
    this.clock.advance(delta);
    this.scene?.update?.(delta * this.clock.speed);
    for (let i = 0; i < this.frameListeners.length; i++) this.frameListeners[i]!(delta);
  }

  private readonly onVisibility = (): void => {
    if (this.destroyed) return;
    if (document.visibilityState === 'hidden') this.app.ticker.stop();
    else this.app.ticker.start();
  };
}
