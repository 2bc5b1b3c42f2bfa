import { CODE } from '../../../core/api';
import { Decimal } from '../../../core/money';
import type { CrashBetView, CrashState } from '../../../core/games/crash';
import { MSG } from '../../../core/socket';
import type { ServerFrame } from '../../../core/socketFrames';
import { coalesce, type Coalesced } from '../../../core/throttle';
import { crashState } from './crashApi';
import { applyPlayerFrame, applyRoundFrame, applyTick, roundFromState, withMyBet, type Applied } from './crashRound';
import { followFrames } from '../../network/live';
import { announceSettled } from '../../streamer/bigWins';
import { getState, useStore } from '../../store';

/** The socket frame types of the shared crash round (400-403). */
const CRASH_FRAMES = [MSG.CRASH_ROUND, MSG.CRASH_TICK, MSG.CRASH_BET, MSG.CRASH_CASHOUT] as const;

/** A crash socket frame (types 400-403), as decoded by the live socket. */
type CrashFrame = Extract<ServerFrame, { type: (typeof CRASH_FRAMES)[number] }>;

/**
 * Following the shared crash round while a crash page is open. GET /api/games/crash/state is read when the page
 * mounts and after every socket (re)connect, and REPLACES what the store holds; socket frames (400-403) are hints
 * applied on top. A frame the rules cannot place asks for one more read (coalesced: one in flight, at most one a
 * second, one trailing). Nothing polls: between those reads only frames move the round. Frames that arrive while a
 * read is on its way are kept and applied over its answer. Without a page watching, frames are ignored (no store
 * writes 12 times a second on pages that do not show the round).
 */

/** Fewest milliseconds between two state reads asked for by frames. */
export const CRASH_REFETCH_MS = 1000;
/** Frames kept while a read is on its way (a minute of ticks is far more than any read takes). */
const PENDING_MAX = 800;
/** Local clocks: the page clock the engine reads (`host.now`) and the epoch clock `serverTime` compares with. */
export const crashClock = {
  now: (): number => performance.now(),
  epoch: (): number => Date.now(),
};

/** Server-time samples kept for the clock offset (the best of the last few: the one that travelled fastest). */
export const CRASH_CLOCK_SAMPLES = 16;

let watchers = 0;
let clockSamples: number[] = [];

/**
 * A `serverTime` read at local epoch time `epochMs`: the offset is the largest recent `serverTime - arrival` (the
 * least delayed sample). Written to the store only when it moved by 5 ms or more (ticks come 12 times a second).
 */
export function noteServerTime(serverTime: number, epochMs: number): void {
  if (!Number.isFinite(serverTime)) return;
  clockSamples = [...clockSamples, serverTime - epochMs].slice(-CRASH_CLOCK_SAMPLES);
  const offset = Math.max(...clockSamples);
  const shown = getState().crashOffsetMs;
  if (shown === null || Math.abs(offset - shown) >= 5) getState().setCrashOffset(offset);
}
let pending: { frame: CrashFrame; localMs: number }[] | null = null;
let unsubscribeSocket: (() => void) | null = null;

async function read(): Promise<void> {
  pending = [];
  let answered = false;
  try {
    const env = await crashState();
    if (watchers === 0 || env.code !== CODE.OK) return;
    answered = true;
    setCrashState(env.data, crashClock.now());
    if (env.data) noteServerTime(env.data.serverTime, crashClock.epoch());
  } finally {
    const kept = pending ?? [];
    pending = null;
    // Over a fresh answer the kept frames may repeat what it already has (dedupe); without one they go on the old view,
    // and do not ask again (the next frame that cannot be placed, or the next reconnect, will).
    let again = false;
    if (watchers > 0) for (const { frame, localMs } of kept) again = apply(frame, localMs, answered) || again;
    if (again && answered) reload();
  }
}

let reader: Coalesced = coalesce(read, CRASH_REFETCH_MS);

/** Asks for a state read (coalesced). */
export function reload(): void {
  reader();
}

/** Replaces the round with a state answer that arrived at local time `localMs` (page clock). */
export function setCrashState(state: CrashState | null, localMs: number): void {
  getState().setCrash(roundFromState(state, localMs));
}

/** My bet from a bet or cash-out answer. */
export function setCrashMyBet(bet: CrashBetView): void {
  getState().setCrash(withMyBet(getState().crash, bet));
}

/**
 * The result to announce when my bet went from active to cashed out between two views of the round (a state read
 * that finds it already cashed, after a reload, is no new landing), else null.
 */
export function cashedOut(prev: CrashBetView | null, next: CrashBetView | null) {
  if (!prev || !next || prev.id !== next.id || prev.state !== 'active' || next.state !== 'cashed') return null;
  const multiplier = next.cashoutAt ?? '0';
  return { multiplier, payout: next.payout, coin: next.coin, win: new Decimal(next.payout).gt(next.amount) };
}

/** Applies a frame that arrived at `localMs`; true when it asks for a refetch of the state. */
function apply(frame: CrashFrame, localMs: number, dedupe = false): boolean {
  const view = getState().crash;
  let applied: Applied;
  if (frame.type === MSG.CRASH_ROUND) applied = applyRoundFrame(view, frame.data, localMs);
  else if (frame.type === MSG.CRASH_TICK) applied = applyTick(view, frame.data, localMs);
  else applied = applyPlayerFrame(view, frame.data, frame.type === MSG.CRASH_BET ? 'bet' : 'cashout', { dedupe });
  getState().setCrash(applied.next);
  return applied.refetch;
}

function isCrashFrame(frame: ServerFrame): frame is CrashFrame {
  return (CRASH_FRAMES as readonly number[]).includes(frame.type);
}

/** A crash socket frame (types 400-403), from the live socket's dispatcher. */
export function crashFrame(frame: ServerFrame): void {
  if (watchers === 0 || !isCrashFrame(frame)) return;
  const localMs = crashClock.now();
  if (frame.type === MSG.CRASH_ROUND || frame.type === MSG.CRASH_TICK) noteServerTime(frame.data.serverTime, crashClock.epoch());
  if (pending) {
    if (pending.length < PENDING_MAX) pending.push({ frame, localMs });
    return;
  }
  if (apply(frame, localMs)) reload();
}

/**
 * A crash page follows the round from now on: the state is read now and after each socket reconnect. Returns the
 * function that stops following (the round is then forgotten).
 */
export function watchCrash(): () => void {
  watchers += 1;
  if (watchers === 1) {
    // The live socket hands crash frames here only while a page watches (no crash code in the shell before that).
    followFrames(CRASH_FRAMES, crashFrame);
    unsubscribeSocket = useStore.subscribe((s, prev) => {
      // A (re)connect: whatever was missed while the socket was down is read again.
      if (s.socketStatus === 'open' && prev.socketStatus !== 'open') reload();
      // My bet cashed out (by my click or its auto target): the cash-out is crash's landing.
      const cashed = cashedOut(prev.crash.myBet, s.crash.myBet);
      if (cashed) announceSettled(cashed);
    });
    reload();
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    watchers -= 1;
    if (watchers > 0) return;
    unsubscribeSocket?.();
    unsubscribeSocket = null;
    followFrames(CRASH_FRAMES, null);
    reader.cancel();
    getState().resetCrash();
  };
}

/** Puts the module back to its start (tests). */
export function resetCrashWatch(): void {
  followFrames(CRASH_FRAMES, null);
  unsubscribeSocket?.();
  unsubscribeSocket = null;
  watchers = 0;
  pending = null;
  clockSamples = [];
  reader.cancel();
  reader = coalesce(read, CRASH_REFETCH_MS);
}
