import type { Browser } from '@playwright/test';
import { HOUSE_GAMES, type HouseGame } from '../../src/core/games/catalog';
import { launch } from './browser';
import { scriptsFetchedBy, type ScriptFile } from './firstPaint';
import { browserCookies, registerPlayer } from './http';

/** The control that places a bet on each game's page: the game is playable once it is enabled and the engine is ready. */
export const PLAY_CONTROL: Record<HouseGame, string> = {
  dice: 'bet-submit',
  limbo: 'bet-submit',
  plinko: 'bet-submit',
  mines: 'bet-submit',
  crash: 'crash-main',
};

/** What one game route fetched in a real browser until the game could be played. */
export interface PlayableJs {
  game: HouseGame;
  /** ms since navigation start at which the engine was ready and the bet control enabled. */
  playableMs: number;
  files: ScriptFile[];
  gzipBytes: number;
}

/** Longest wait for a game to become playable. */
const PLAYABLE_TIMEOUT_MS = 90_000;

// Runs in the page: resolves with the time, checked every animation frame, once the engine host reports its engine
// ready (created, its canvas mounted and its scene set) and the bet control is enabled (the session and wallet are in).
// A string evaluated as a whole (the page's CSP forbids the eval a polled predicate needs), because the bench runs
// under tsx, whose name-keeping helper would not exist in the page.
const WAIT_FOR_PLAYABLE = (control: string) => `new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('not playable within ${PLAYABLE_TIMEOUT_MS} ms')), ${PLAYABLE_TIMEOUT_MS});
  const check = () => {
    const ready = document.querySelector('.engine-host[data-engine="ready"] canvas');
    const button = document.querySelector('[data-testid="${control}"]');
    if (ready && button && !button.disabled) {
      clearTimeout(timer);
      resolve(performance.now());
    } else requestAnimationFrame(check);
  };
  check();
})`;

/**
 * Opens `/game/{game}` as a signed-in player (the bench's own sign-up, its session cookies in the context) in a fresh
 * context and returns every script whose fetch started before the game was playable. The engine must have mounted its
 * canvas and the bet control must be enabled: a page still loading its engine or its session is not playable.
 */
export async function measurePlayableJs(browser: Browser, base: string, game: HouseGame): Promise<PlayableJs> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const { cookie } = await registerPlayer(base, 'js');
    await context.addCookies(browserCookies(base, cookie));
    const page = await context.newPage();
    await page.goto(`${base}/game/${game}`, { waitUntil: 'load' });
    const playableMs = (await page.evaluate(WAIT_FOR_PLAYABLE(PLAY_CONTROL[game]))) as number;
    const files = await scriptsFetchedBy(page, playableMs);
    return { game, playableMs, files, gzipBytes: files.reduce((t, f) => t + f.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}

/** Every game route measured once in a real browser (fresh context each, one browser for all). */
export async function playableFigures(base: string): Promise<PlayableJs[]> {
  const browser = await launch();
  try {
    const rows: PlayableJs[] = [];
    for (const game of HOUSE_GAMES) rows.push(await measurePlayableJs(browser, base, game));
    return rows;
  } finally {
    await browser.close();
  }
}
