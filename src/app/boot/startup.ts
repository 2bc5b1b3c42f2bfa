import { reportError } from './errorReport';

let failure: { error: unknown } | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

/** Runs the startup work; an error is kept so the router shows the startup error page instead of a blank screen. */
export function runStartup(start: () => void): void {
  try {
    start();
  } catch (error) {
    failure = { error };
    changed();
    // A startup error shows the error page with the marketing title only; the cause is only logged.
    reportError('Startup error:', error);
  }
}

/** The error startup failed with, or null. */
export function startupFailure(): { error: unknown } | null {
  return failure;
}

/** Forgets a recorded startup failure (tests). */
export function resetStartupFailure(): void {
  failure = null;
  changed();
}

/** Calls `listener` whenever the recorded failure changes (the router shows the error page); returns the unsubscribe. */
export function onStartupFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
