import type { ChildProcess } from 'node:child_process';

/** Whether this environment runs in demo mode (the server's own rule: on by default with the embedded database). */
export function isDemoMode(env: NodeJS.ProcessEnv): boolean;
/** Whether the demo studio runs here: demo mode, and AGGREGATORS unset or naming it without a URL of its own. */
export function studioWanted(env: NodeJS.ProcessEnv): boolean;
/** The environment with STUDIO_SECRET set (made once, kept in DATA_DIR/studio.secret) when the demo studio runs. */
export function withStudioSecret(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** Builds the studio's game client (dist/studio) when its sources are newer than the build. */
export function buildStudioIfStale(root: string, log?: (message: string) => void): void;
/** Starts the studio process for a server on HOST:PORT; it stops with this process. */
export function startStudio(root: string, env: NodeJS.ProcessEnv): ChildProcess;
/** Runs a demo party's server (a TypeScript entry under root) as a child process; it stops with this process. */
export function runBeside(root: string, entry: string, label: string, env: NodeJS.ProcessEnv): ChildProcess;
