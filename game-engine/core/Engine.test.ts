import { Container } from 'pixi.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHARED_SOUNDS } from '../../src/audio/synth';
import { applicationOptions, Engine, type Scene } from './Engine';
import type { WebGLApp } from './WebGLApp';
import { GRACE_FRAMES, type FrameNeed } from './FrameLoop';

const FRAME = 1000 / 60;

/**
 * The part of the WebGL app the Engine uses, without WebGL (jsdom has none): a ticker that ticks when the test says so
 * (while started), a render counter, a canvas.
 */
function fakeApp() {
  const listeners: { fn: (t: { deltaMS: number }) => void; context: unknown }[] = [];
  const app = {
    renders: 0,
    canvas: document.createElement('canvas'),
    stage: new Container(),
    renderer: { resize: () => undefined },
    render() {
      app.renders++;
    },
    ticker: {
      started: false,
      deltaMS: FRAME,
      add(fn: (t: unknown) => void, context: unknown) {
        listeners.push({ fn, context });
      },
      remove(fn: unknown, context: unknown) {
        const i = listeners.findIndex((l) => l.fn === fn && l.context === context);
        if (i >= 0) listeners.splice(i, 1);
      },
      start() {
        app.ticker.started = true;
      },
      stop() {
        app.ticker.started = false;
      },
    },
    destroy: () => undefined,
  };
  /** Runs `n` frames (each only while the ticker is started); returns the renders meanwhile. */
  const run = (n: number): number => {
    const before = app.renders;
    for (let i = 0; i < n; i++) {
      if (!app.ticker.started) continue;
      for (const l of [...listeners]) l.fn.call(l.context, app.ticker);
    }
    return app.renders - before;
  };
  return { app, run };
}

/** The engine over a fake app, built and mounted as Engine.create does once the WebGL app is made. */
function mountEngine() {
  const { app, run } = fakeApp();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const EngineClass = Engine as unknown as new (...args: unknown[]) => Engine;
  const engine = new EngineClass(app as unknown as WebGLApp, container, { getSound: () => ({ volume: 1, muted: true }) }, SHARED_SOUNDS);
  (engine as unknown as { mount(w: number, h: number): void }).mount(400, 300);
  engines.push(engine);
  return { engine, app, run, container };
}

class TestScene implements Scene {
  readonly view = new Container();
  animating = 0;
  resizes = 0;
  resize(): void {
    this.resizes++;
  }
  update(): FrameNeed {
    return this.animating-- > 0;
  }
  destroy(): void {}
}

const engines: Engine[] = [];
let observed: ((entries: { contentRect: { width: number; height: number } }[]) => void) | null = null;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  observed = null;
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  globalThis.ResizeObserver = class {
    constructor(callback: typeof observed) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  for (const engine of engines.splice(0)) engine.destroy();
  document.body.replaceChildren();
});

/** A mounted engine with a scene, settled: its first frames drawn and the ticker stopped. */
function settledEngine() {
  const mounted = mountEngine();
  const scene = new TestScene();
  mounted.engine.setScene(scene);
  mounted.run(10);
  expect(mounted.app.ticker.started).toBe(false);
  return { ...mounted, scene };
}

describe('applicationOptions', () => {
  it('multisamples below two device pixels per CSS pixel only, and caps the resolution at 2', () => {
    expect(applicationOptions(10, 10, 1)).toMatchObject({ width: 10, height: 10, resolution: 1, antialias: true });
    expect(applicationOptions(10, 10, 0.5)).toMatchObject({ resolution: 0.5, antialias: true });
    expect(applicationOptions(10, 10, 1.5)).toMatchObject({ resolution: 1.5, antialias: true });
    expect(applicationOptions(10, 10, 2)).toMatchObject({ resolution: 2, antialias: false });
    expect(applicationOptions(10, 10, 3)).toMatchObject({ resolution: 2, antialias: false });
  });
});

describe('Engine: renders only when something changes', () => {
  it('starts the ticker itself and draws only what it needs', () => {
    expect(applicationOptions(10, 10, 1)).toMatchObject({ width: 10, height: 10, resolution: 1 });
    const { app, run, engine } = mountEngine();
    engine.setScene(new TestScene());
    expect(app.ticker.started).toBe(true);
    // Only the engine's own draws: the grace frames, not one per tick.
    expect(run(60)).toBe(GRACE_FRAMES);
    expect(engine.draws).toBe(GRACE_FRAMES);
    expect(app.ticker.started).toBe(false);
  });

  it('an idle engine renders nothing, however long it stays open', () => {
    const { run, app } = settledEngine();
    expect(run(600)).toBe(0);
    expect(app.ticker.started).toBe(false);
  });

  it('renders while a tween on its clock runs', async () => {
    const { run, engine, app } = settledEngine();
    const done = engine.clock.tween({ x: 0 }, { x: 1 }, 500);
    expect(app.ticker.started).toBe(true);
    expect(run(30)).toBe(30);
    await done;
    expect(run(100)).toBe(GRACE_FRAMES);
  });

  it('renders while the scene says it animates', () => {
    const { run, engine, scene } = settledEngine();
    scene.animating = 40;
    engine.invalidate();
    expect(run(200)).toBe(40 + GRACE_FRAMES);
  });

  it('renders at once and for the grace frames after a resize, and lays the scene out', () => {
    const { run, app, scene } = settledEngine();
    const renders = app.renders;
    observed!([{ contentRect: { width: 640, height: 480 } }]);
    // Drawn straight away (a resized canvas is blank until drawn), then the grace frames.
    expect(app.renders).toBe(renders + 1);
    expect(scene.resizes).toBe(2);
    expect(run(100)).toBe(GRACE_FRAMES);
    // The same size again changes nothing.
    observed!([{ contentRect: { width: 640, height: 480 } }]);
    expect(run(100)).toBe(0);
  });

  it("keeps the canvas's CSS box at the size asked for, whatever the drawing buffer rounds to", () => {
    const { app } = settledEngine();
    // Pixi's autoDensity at a resolution of 0.5 would size the box from a 474-pixel buffer: 948 px.
    app.renderer.resize = () => {
      app.canvas.style.height = '948px';
    };
    observed!([{ contentRect: { width: 531, height: 947 } }]);
    expect(app.canvas.style.width).toBe('531px');
    expect(app.canvas.style.height).toBe('947px');
  });

  it('renders after pointer input on the canvas (hover effects) and a restored WebGL context', () => {
    const { run, app } = settledEngine();
    for (const type of ['pointermove', 'pointerdown', 'pointerup', 'pointerleave', 'webglcontextrestored']) {
      app.canvas.dispatchEvent(new Event(type));
      expect(app.ticker.started).toBe(true);
      expect(run(100)).toBe(GRACE_FRAMES);
    }
  });

  it('renders after invalidate() (a change made outside a tween)', () => {
    const { run, engine } = settledEngine();
    engine.invalidate();
    expect(run(100)).toBe(GRACE_FRAMES);
  });

  it('a frame listener that animates gets frames; a live one (keepTicking) is ticked without renders', () => {
    const { run, engine, app } = settledEngine();
    let ticks = 0;
    let animating = true;
    engine.addFrameListener(() => {
      ticks++;
      return animating;
    }, true);
    expect(run(20)).toBe(20);
    animating = false;
    expect(run(100)).toBe(GRACE_FRAMES);
    expect(app.ticker.started).toBe(true);
    expect(ticks).toBe(120);
  });

  it('a hidden tab stops everything; showing it again renders and resumes', async () => {
    const { run, engine, app } = settledEngine();
    const target = { x: 0 };
    const done = engine.clock.tween(target, { x: 1, ease: 'none' }, 400);
    run(5);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(app.ticker.started).toBe(false);
    engine.invalidate();
    app.canvas.dispatchEvent(new Event('pointermove'));
    expect(app.ticker.started).toBe(false);
    expect(run(100)).toBe(0);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(app.ticker.started).toBe(true);
    run(30);
    await done;
    expect(target.x).toBe(1);
    run(100);
    expect(app.ticker.started).toBe(false);
  });

  it('passes the canvas’s pointer events to the scene in stage pixels, and tests a still pointer again each frame', () => {
    const { engine, app, run } = mountEngine();
    const seen: string[] = [];
    class PointerScene extends TestScene {
      readonly pointer = {
        tap: (x: number, y: number, touch: boolean) => seen.push(`tap ${x},${y}${touch ? ' touch' : ''}`),
        move: (x: number, y: number) => seen.push(`move ${x},${y}`),
        leave: () => seen.push('leave'),
      };
    }
    engine.setScene(new PointerScene());
    run(100);
    const canvas = app.canvas as HTMLCanvasElement;
    // The canvas's box on the page: 10 px from the left, 20 from the top, the stage's 400 x 300.
    canvas.getBoundingClientRect = () => ({ left: 10, top: 20, width: 400, height: 300 }) as DOMRect;
    const event = (type: string, x: number, y: number, pointerType = 'mouse') => {
      const e = new MouseEvent(type, { clientX: x, clientY: y });
      Object.defineProperty(e, 'pointerType', { value: pointerType });
      canvas.dispatchEvent(e);
    };
    event('pointermove', 110, 70);
    expect(seen).toEqual(['move 100,50']);
    // The pointer stays: each frame drawn tests it again (a tile may turn under it).
    engine.invalidate();
    run(1);
    expect(seen.at(-1)).toBe('move 100,50');
    event('pointerdown', 110, 70);
    event('click', 110, 70);
    expect(seen.at(-1)).toBe('tap 100,50');
    canvas.dispatchEvent(new MouseEvent('pointerleave'));
    expect(seen.at(-1)).toBe('leave');
    const count = seen.length;
    engine.invalidate();
    run(5);
    expect(seen.length).toBe(count);
    // A finger: its tap says so, and it leaves no hover to test again.
    event('pointerdown', 30, 40, 'touch');
    event('pointermove', 30, 40, 'touch');
    event('click', 30, 40, 'touch');
    expect(seen.slice(count)).toEqual(['move 20,20', 'tap 20,20 touch']);
    engine.invalidate();
    run(5);
    expect(seen.length).toBe(count + 2);
    // The cursor is the scene's to set; a new scene starts from the page's own.
    engine.setCursor('pointer');
    expect(canvas.style.cursor).toBe('pointer');
    // Asked again on every frame of a still pointer: the style is written only when the cursor changes.
    canvas.style.cursor = 'wait';
    engine.setCursor('pointer');
    expect(canvas.style.cursor).toBe('wait');
    canvas.style.cursor = 'pointer';
    engine.setScene(new TestScene());
    expect(canvas.style.cursor).toBe('');
    // Events without a position (a synthetic event) reach nothing.
    canvas.dispatchEvent(new Event('click'));
    expect(seen.length).toBe(count + 2);
  });

  it('destroy stops the ticker and nothing wakes it', () => {
    const { run, engine, app } = settledEngine();
    engine.destroy();
    engine.invalidate();
    app.canvas.dispatchEvent(new Event('pointermove'));
    expect(app.ticker.started).toBe(false);
    expect(run(10)).toBe(0);
  });
});
