import { EMPTY_CRASH_ROUND, type CrashRoundView } from './crashView';
import type { SliceCreator } from '../../store/types';

/**
 * The shared crash round and the server clock as the browser estimates it. Data only: the rules that move the round
 * (crashRound.ts) run in crashActions.ts, which loads with the crash page, so the shell's first paint
 * carries none of the crash code.
 */
export interface CrashSlice {
  crash: CrashRoundView;
  /** Server clock minus the local epoch clock (ms), estimated by crashActions.ts (null until a first sample). */
  crashOffsetMs: number | null;
  /** Shows a new view of the round (the same object: nothing changes). */
  setCrash(view: CrashRoundView): void;
  /** A new clock offset estimate. */
  setCrashOffset(offsetMs: number): void;
  /** Forgets the round (the page is gone: frames are not followed meanwhile). */
  resetCrash(): void;
}

/** The engine's live feed of the round (stable per view: the engine reads it every frame). */
const feeds = new WeakMap<CrashRoundView, { roundId: number; phase: string; anchorElapsedMs: number; anchorLocalMs: number } | null>();
export function selectCrashFeed(s: Pick<CrashSlice, 'crash'>) {
  const view = s.crash;
  let feed = feeds.get(view);
  if (feed === undefined) {
    const a = view.anchor;
    feed =
      a && view.roundId !== null
        ? { roundId: view.roundId, phase: view.phase, anchorElapsedMs: a.elapsedMs, anchorLocalMs: a.localMs }
        : null;
    feeds.set(view, feed);
  }
  return feed;
}

export const createCrashSlice: SliceCreator<CrashSlice> = (set, get) => ({
  crash: EMPTY_CRASH_ROUND,
  crashOffsetMs: null,
  setCrash: (view) => {
    if (view !== get().crash) set({ crash: view });
  },
  setCrashOffset: (crashOffsetMs) => set({ crashOffsetMs }),
  resetCrash: () => set({ crash: EMPTY_CRASH_ROUND }),
});
