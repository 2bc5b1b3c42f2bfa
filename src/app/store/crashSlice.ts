import type { CrashBetView, CrashPlayerFrame, CrashRoundFrame, CrashState, CrashTickFrame } from '../../core/games/crash';
import {
  applyPlayerFrame,
  applyRoundFrame,
  applyTick,
  EMPTY_CRASH_ROUND,
  roundFromState,
  withMyBet,
  type Applied,
  type CrashRoundView,
} from '../games/crashRound';
import type { SliceCreator } from './types';

/** A crash socket frame as the slice applies it. */
export type CrashFrame =
  | { kind: 'round'; data: CrashRoundFrame }
  | { kind: 'tick'; data: CrashTickFrame }
  | { kind: 'bet'; data: CrashPlayerFrame }
  | { kind: 'cashout'; data: CrashPlayerFrame };

/** The shared crash round (rules in src/app/games/crashRound.ts) and the server clock as the browser estimates it. */
export interface CrashSlice {
  crash: CrashRoundView;
  /** Server clock minus the local epoch clock (ms), estimated by actions/crash (null until a first sample). */
  crashOffsetMs: number | null;
  /** Replaces the round with a state answer that arrived at local time `localMs` (page clock). */
  setCrashState(state: CrashState | null, localMs: number): void;
  /** Applies a frame that arrived at `localMs`; true when it asks for a refetch of the state. */
  applyCrashFrame(frame: CrashFrame, localMs: number, options?: { dedupe?: boolean }): boolean;
  /** My bet from a bet or cash-out answer. */
  setCrashMyBet(bet: CrashBetView): void;
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
  setCrashState: (state, localMs) => set({ crash: roundFromState(state, localMs) }),
  applyCrashFrame: (frame, localMs, options) => {
    const view = get().crash;
    let applied: Applied;
    if (frame.kind === 'round') applied = applyRoundFrame(view, frame.data, localMs);
    else if (frame.kind === 'tick') applied = applyTick(view, frame.data, localMs);
    else applied = applyPlayerFrame(view, frame.data, frame.kind, options);
    if (applied.next !== view) set({ crash: applied.next });
    return applied.refetch;
  },
  setCrashMyBet: (bet) => {
    const view = get().crash;
    const next = withMyBet(view, bet);
    if (next !== view) set({ crash: next });
  },
  setCrashOffset: (crashOffsetMs) => set({ crashOffsetMs }),
  resetCrash: () => set({ crash: EMPTY_CRASH_ROUND }),
});
