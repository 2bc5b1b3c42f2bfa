import { reachesThreshold, type CelebrationThresholds } from '../../core/overlay';
import { onSettled, type SettledWin } from './bigWins';

/** What a celebration is asked to show. */
export interface CelebrationRequest {
  /** A new number for each celebration (its React key). */
  id: number;
  win: SettledWin;
}

/**
 * The page's celebration trigger: a landed win at or above either threshold starts a celebration, one at a time. A
 * big win that lands while one is on screen (an auto-bet run) is dropped, not queued: a queue would replay wins long
 * after they landed.
 */
export interface CelebrationTrigger {
  /** Offers a landed result; true when it starts a celebration. */
  offer(win: SettledWin): boolean;
  /** The celebration on screen has ended: the next big win may start one. */
  done(): void;
  /** Whether a celebration is on screen. */
  busy(): boolean;
}

let seq = 0;

export function createCelebrationTrigger(
  thresholds: () => CelebrationThresholds,
  show: (request: CelebrationRequest) => void,
): CelebrationTrigger {
  let busy = false;
  return {
    offer(win) {
      if (busy || !reachesThreshold(win, thresholds())) return false;
      busy = true;
      show({ id: ++seq, win });
      return true;
    },
    done() {
      busy = false;
    },
    busy: () => busy,
  };
}

/** Follows the landed results with a trigger; returns the function that stops following. */
export function followSettled(trigger: CelebrationTrigger): () => void {
  return onSettled((win) => void trigger.offer(win));
}
