// The studio's game page: reads the session from #studio-root, loads its state, and mounts its game on one Pixi
// application (WebGL, the window's size, at most 2 device pixels per CSS pixel) under the shared HTML HUD.
// Pixi generates its shader sync code with eval unless this polyfill is loaded; the page's CSP forbids eval.
import 'pixi.js/unsafe-eval';
import './style.css';
import './controls.css';
import './panels.css';
import { Application } from 'pixi.js';
import { Animator } from './anim';
import { StudioApi } from './api';
import { el } from './dom';
import { errorText, type MountGame } from './game';
import { Hud } from './hud';
import { Sound } from './sound';
import type { GameKind } from './types';

// Each game is its own chunk, fetched when its page opens.
const GAMES: Record<GameKind, () => Promise<MountGame>> = {
  slot: () => import('./slot/SlotGame').then((m) => m.mountSlot),
  keno: () => import('./keno/KenoGame').then((m) => m.mountKeno),
  blackjack: () => import('./blackjack/BlackjackGame').then((m) => m.mountBlackjack),
};

function status(root: HTMLElement, text: string, busy: boolean): HTMLElement {
  const box = el('div', 'studio-status');
  box.setAttribute('role', busy ? 'status' : 'alert');
  if (busy) box.append(el('div', 'studio-spinner'));
  box.append(el('p', '', text));
  root.append(box);
  return box;
}

async function boot(root: HTMLElement): Promise<void> {
  const session = root.dataset.session ?? '';
  const loading = status(root, 'Loading the game…', true);
  const api = new StudioApi(session);
  const sound = new Sound();
  // Audio starts only after the player's first gesture.
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, () => sound.unlock(), { capture: true });
  try {
    const state = await api.state();
    // The game's chunk first: its Pixi classes (Graphics, Text) register their render pipes when they load, and a
    // renderer knows only the pipes registered before it was made.
    const mount = await GAMES[state.game.kind]();
    const app = new Application();
    await app.init({
      preference: 'webgl',
      resizeTo: window,
      resolution: Math.min(window.devicePixelRatio || 1, 2),
      autoDensity: true,
      antialias: true,
      backgroundColor: 0x07081a,
    });
    app.canvas.setAttribute('role', 'img');
    app.canvas.setAttribute('aria-label', `${state.game.name} game table`);
    root.prepend(app.canvas);
    const hud = new Hud(root, state, sound);
    const anim = new Animator();
    // Slow devices keep real time down to 4 frames a second (Pixi's default slows the clock below 10).
    app.ticker.minFPS = 4;
    app.ticker.add((ticker) => anim.tick(ticker.deltaMS));
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const scene = await mount({ app, api, hud, sound, anim, state, root, reducedMotion: () => motion.matches });
    app.stage.addChild(scene.view);
    loading.remove();

    // Layout follows the window and the HUD's bars, checked once a frame before drawing.
    let dirty = true;
    let width = 0;
    let height = 0;
    hud.observe(() => (dirty = true));
    window.addEventListener('resize', () => (dirty = true));
    app.ticker.add(() => {
      const w = app.screen.width;
      const h = app.screen.height;
      if (!dirty && w === width && h === height) return;
      dirty = false;
      width = w;
      height = h;
      const insets = hud.insets();
      scene.layout(w, h, { x: 0, y: insets.top, width: w, height: Math.max(160, h - insets.top - insets.bottom) });
    });
  } catch (error) {
    loading.remove();
    status(root, errorText(error), false);
  }
}

const root = document.getElementById('studio-root');
if (root) void boot(root);
