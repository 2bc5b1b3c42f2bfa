import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium's headless shell when the machine has it (Debian's `chromium-headless-shell`, which `.ci/run` installs),
 * else Debian's Chromium; CHROMIUM_PATH names another binary. The same engine (Blink, V8, SwiftShader) without the
 * browser's windowing layers: on the rendering-heavy specs it used 22% less CPU than the full browser in headless
 * mode, measured (engine, crash-engine and app-shell specs: 268 against 343 CPU-seconds), and the suite is CPU-bound.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Chromium with software WebGL (SwiftShader): the launch of every e2e browser (playwright.config.ts).
 * `--enable-unsafe-swiftshader` lets WebGL run on SwiftShader. The page compositor is left on its software path:
 * forcing it onto SwiftShader too (`--use-angle=swiftshader`) made every composited frame a Vulkan finish plus a
 * CPU read-back, and the lobby drew one frame in two seconds at 1440x900, so each click waited seconds for a
 * stable frame and the desktop specs ran out of time.
 */
export const LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM,
  args: ['--enable-unsafe-swiftshader', '--disable-background-networking', '--no-sandbox'],
};

/**
 * The same launch, marked with a spec's name (a switch Chromium ignores). Worker options that differ make Playwright
 * start a new worker, so a spec file that uses this gets a browser of its own: the WebGL-heavy specs then do not
 * inherit the GPU process of the ones before them, which was seen slowing 3-4x partway through the suite.
 */
export function freshBrowser(spec: string, { drawing = true }: { drawing?: boolean } = {}): { launchOptions: LaunchOptions } {
  const args = [...(LAUNCH.args ?? []), `--highstakes-e2e-spec=${spec}`];
  // Without drawing, WebGL's draw calls do nothing (the page, its layout and the engine's state run as ever; a stage
  // reads blank in a screenshot): for a spec that checks a flow or the DOM's geometry over live crash rounds, where
  // software WebGL drew two visible stages at 0.85 of a core for minutes (170 against 43 CPU-seconds, measured).
  if (!drawing) args.push('--disable-gl-drawing-for-tests');
  return { launchOptions: { ...LAUNCH, args } };
}

/**
 * No service worker: the suite's default (playwright.config.ts), named by the specs that depend on it, those that
 * intercept the site's own built files (a chunk a deploy removed, a baked data file): requests the worker answers never
 * reach Playwright's routes.
 */
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;
