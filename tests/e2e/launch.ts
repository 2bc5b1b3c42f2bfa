import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium with software WebGL (SwiftShader): the launch of every e2e browser (playwright.config.ts). */
export const LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-sandbox'],
};

/**
 * The same launch, marked with a spec's name (a switch Chromium ignores). Worker options that differ make Playwright
 * start a new worker, so a spec file that uses this gets a browser of its own: the WebGL-heavy specs then do not
 * inherit the GPU process of the ones before them, which was seen slowing 3-4x partway through the suite.
 */
export function freshBrowser(spec: string): { launchOptions: LaunchOptions } {
  return { launchOptions: { ...LAUNCH, args: [...(LAUNCH.args ?? []), `--highstakes-e2e-spec=${spec}`] } };
}
