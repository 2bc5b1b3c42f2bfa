import { CODE } from '../../core/api';
import { getState, useStore } from '../store';
import { STORE_DEFAULT_CELEBRATE } from '../store/uiSlice';

/*
 * The celebration thresholds of the signed-in player: read once after each sign-in (their streamer settings, loaded
 * with the call's module on first need, so nothing of it is in the first paint), back to the defaults at sign-out.
 * Guests keep the defaults and ask nothing.
 */

let seq = 0;

/** Reads the player's saved thresholds into the store; a failed read keeps what the store holds. */
export async function loadCelebrate(): Promise<void> {
  const mine = ++seq;
  try {
    const { getStreamer } = await import('../api/streamer');
    const env = await getStreamer({ silent: true });
    // A later sign-out or sign-in made this answer stale.
    if (mine !== seq || !getState().loggedIn) return;
    if (env.code === CODE.OK && env.data?.celebrate) getState().setCelebrate(env.data.celebrate);
  } catch (error) {
    console.warn('the celebration thresholds failed to load', error);
  }
}

/** Reads the thresholds after each sign-in and resets them at sign-out; returns the function that stops watching. */
export function watchCelebrateSession(): () => void {
  if (getState().loggedIn) void loadCelebrate();
  return useStore.subscribe((s, prev) => {
    if (s.loggedIn && !prev.loggedIn) void loadCelebrate();
    if (!s.loggedIn && prev.loggedIn) {
      seq += 1;
      getState().setCelebrate(STORE_DEFAULT_CELEBRATE);
    }
  });
}
