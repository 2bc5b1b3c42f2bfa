import { Container, Ticker, WebGLRenderer, type DestroyOptions, type RendererDestroyOptions, type WebGLOptions } from 'pixi.js';

/**
 * The part of Pixi's Application the engine uses (stage, ticker, canvas, render, destroy) on a WebGL renderer made
 * directly. Application.init picks its renderer with autoDetectRenderer, whose lazy imports of the WebGPU and canvas
 * renderers the bundler folds into the shared Pixi chunk every game fetches; the engine draws with WebGL only (WebGPU
 * draws blank under SwiftShader). `manageImports: false`: Pixi does not fetch its bundle of every browser extension
 * (accessibility, DOM, filters, events); pointer input comes from the canvas's DOM events (the Engine's StagePointer).
 * The ticker is never started here and nothing renders from it: drawing is the engine's decision.
 */
export class WebGLApp {
  readonly stage = new Container();
  readonly ticker = new Ticker();

  private constructor(readonly renderer: WebGLRenderer) {}

  /** A WebGL renderer initialised with `options`; rejects where WebGL is unavailable. */
  static async create(options: Partial<WebGLOptions>): Promise<WebGLApp> {
    const renderer = new WebGLRenderer();
    await renderer.init({ ...options, manageImports: false });
    return new WebGLApp(renderer);
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas;
  }

  get screen() {
    return this.renderer.screen;
  }

  /** Draws the stage once. */
  render(): void {
    this.renderer.render({ container: this.stage });
  }

  /** Stops and frees the ticker, then the stage (per `options`), then the renderer (and its canvas, per `rendererOptions`). */
  destroy(rendererOptions: RendererDestroyOptions = false, options: DestroyOptions = false): void {
    this.ticker.destroy();
    this.stage.destroy(options);
    this.renderer.destroy(rendererOptions);
  }
}
