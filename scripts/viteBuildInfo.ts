import { execSync } from 'node:child_process';
import type { Plugin } from 'vite';

/** File the client polls to learn about newer builds (the latest-build file). */
export const LATEST_FILE = 'latest.json';

/** Body of latest.json. */
export interface LatestBuild {
  buildId: string;
  builtAt: string;
}

function gitHash(): string {
  try {
    return execSync('git rev-parse --short=8 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'nogit';
  }
}

/** A build id: BUILD_ID from the environment, else the build time in base 36 plus the commit hash. */
export function makeBuildId(now = Date.now()): string {
  return process.env.BUILD_ID || `${now.toString(36)}-${gitHash()}`;
}

/**
 * Build housekeeping: gives the app its build id as import.meta.env.VITE_BUILD_ID and writes the same id into
 * dist/client/latest.json (the dev server answers /latest.json from memory), so a running tab can see a newer deploy.
 */
export function buildInfo(buildId = makeBuildId()): Plugin {
  const latest = (): string => JSON.stringify({ buildId, builtAt: new Date().toISOString() } satisfies LatestBuild);
  return {
    name: 'hs-build-info',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${LATEST_FILE}`) return next();
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-cache');
        res.end(latest());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: LATEST_FILE, source: latest() });
    },
  };
}
