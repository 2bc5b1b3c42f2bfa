import { getState } from '../store';

// Overlapping pieces of work share the one overlay: it hides when the last one ends.
let pending = 0;

/** Shows the global loading spinner overlay; pair every call with hideLoading. */
export function showLoading(): void {
  pending += 1;
  getState().setLoading(true);
}

/** Ends one showLoading; the overlay hides when none is left. */
export function hideLoading(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) getState().setLoading(false);
}

/** Runs async work under the loading overlay. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  showLoading();
  try {
    return await work();
  } finally {
    hideLoading();
  }
}

/** Forgets pending work (tests). */
export function resetLoading(): void {
  pending = 0;
  getState().setLoading(false);
}
