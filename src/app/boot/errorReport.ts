/** Receives errors worth reporting (an error-reporting service plugs in here). */
export type ErrorReporter = (message: string, error: unknown) => void;

let reporter: ErrorReporter | null = null;

/** Installs the error-reporting hook (null removes it). */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

/** Logs an error to the console and hands it to the error-reporting hook. */
export function reportError(message: string, error: unknown): void {
  console.error(message, error);
  try {
    reporter?.(message, error);
  } catch {
    // A failing reporter must not break the page that reports.
  }
}
