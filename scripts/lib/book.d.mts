import type { ChildProcess } from 'node:child_process';

/** Whether the demo sportsbook runs here: demo mode, and no sportsbook of its own configured. */
export function bookWanted(env: NodeJS.ProcessEnv): boolean;
/** The environment with the demo book wired in (its address, its key pair made once in DATA_DIR/book). */
export function withBook(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** Builds the book's page (dist/sportsbook) when its sources are newer than the build. */
export function buildBookIfStale(root: string, log?: (message: string) => void): void;
/** Starts the book's process for a server on HOST:PORT; it stops with this process. */
export function startBook(root: string, env: NodeJS.ProcessEnv): ChildProcess;
