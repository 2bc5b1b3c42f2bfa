import { CODE, type Envelope } from '../../core/api';
import type { ProtectionState, RealityCheck, SetLimit, TakeBreak } from '../../core/protection';
import * as protectionApi from '../api/protection';
import { getState, useStore } from '../store';
import { endSession, logout, whileEndingSession } from './session';
import { toastSuccess } from './toast';

/** Outcome of a protection change: done (with the server's word), or its refusal to show in the form. */
export type ProtectionResult = { ok: true; message: string } | { ok: false; code: number; message: string };

const FAILED = 'Something went wrong, please try again';

// Every change answers the state after it, and counts here: a read sent before a change answers older news and is
// dropped, so it never puts back a limit the player just changed.
let changes = 0;
let reading: Promise<ProtectionState | null> | null = null;

/** Takes a state read at `sentAt`..now: the server's clock is taken as read halfway through the call. */
function take(state: ProtectionState, sentAt: number): void {
  const at = Date.now();
  getState().setProtection(state, state.now - Math.round((sentAt + at) / 2));
}

/**
 * GET /v1/protection: read once after each login, when the Responsible gambling section opens and when one of its
 * countdowns ends; never on a timer. Calls made while one is on its way share it.
 */
export function loadProtection(): Promise<ProtectionState | null> {
  if (reading) return reading;
  const seen = changes;
  const sentAt = Date.now();
  reading = protectionApi
    .getProtection({ silent: true })
    .then((env) => {
      if (env.code !== CODE.OK || !env.data) return null;
      // A change answered meanwhile, or the session ended: this answer is older than what the store holds.
      if (seen === changes && getState().loggedIn) take(env.data, sentAt);
      return env.data;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** Reads the protection state after every sign-in (and now, when a session is already held). Returns the unsubscribe. */
export function watchProtectionSession(): () => void {
  if (getState().loggedIn) void loadProtection();
  return useStore.subscribe((s, prev) => {
    if (s.loggedIn && !prev.loggedIn) void loadProtection();
  });
}

async function change(call: Promise<Envelope<ProtectionState>>, done: string): Promise<ProtectionResult> {
  const sentAt = Date.now();
  changes++;
  const env = await call;
  if (env.code === CODE.OK && env.data) {
    if (getState().loggedIn) take(env.data, sentAt);
    const message = env.msg || done;
    toastSuccess(message);
    return { ok: true, message };
  }
  return { ok: false, code: env.code, message: env.msg || FAILED };
}

/**
 * POST /v1/protection/limit: a new or lower limit applies at once; a raise or removal waits 24 hours (the answer's
 * message says which). Setting the amount in force again cancels what waits.
 */
export const saveLimit = (body: SetLimit) => change(protectionApi.setLimit(body), body.amount === null ? 'Limit removed' : 'Limit saved');

/** POST /v1/protection/reality: the reality-check interval in minutes, or null for off. */
export const saveRealityCheck = (minutes: number | null) =>
  change(protectionApi.setRealityCheck(minutes), minutes === null ? 'Reality checks are off' : `A reality check every ${minutes} minutes`);

/**
 * POST /v1/protection/break: starts a time-out or self-exclusion. The server ends every session of the player, this
 * one too: the session ends here and the notice of what was taken (and until when) is kept for the page to show.
 */
export async function startBreak(body: TakeBreak): Promise<ProtectionResult> {
  const env = await whileEndingSession(() => protectionApi.takeBreak(body));
  if (env.code === CODE.OK && env.data) {
    endSession();
    getState().setBreakTaken(env.data);
    return { ok: true, message: env.msg || 'Your break has started' };
  }
  return { ok: false, code: env.code, message: env.msg || FAILED };
}

/** The session-time limit ended this session: logged out, and the notice says why. */
export async function endForSessionLimit(minutes: number): Promise<void> {
  getState().setSessionLimitEnded(minutes);
  await logout();
}

/** GET /v1/protection/reality: the session so far, read when a reality check opens; null when it could not be read. */
export async function loadRealityCheck(): Promise<RealityCheck | null> {
  const env = await protectionApi.getRealityCheck({ silent: true });
  return env.code === CODE.OK && env.data ? env.data : null;
}

/** Forgets a read on its way (tests). */
export function resetProtectionReads(): void {
  reading = null;
  changes = 0;
}
