import type { AuthResult } from './session';

/**
 * A login waiting for its authenticator code (memory only: never stored, gone on reload): who is logging in, as the
 * code step shows it, and how to send the login again with the code (the password login's credentials, or a
 * third-party sign-in's state, live inside `finish`).
 */
export interface HeldLogin {
  who: string;
  finish(googleCode: string): Promise<AuthResult>;
}

// How long the second step may take before the player must start the login again.
const HOLD_MS = 5 * 60_000;

let held: { login: HeldLogin; until: number } | null = null;

/** Keeps a login for its second step (the dialog's code step or the mobile twoFa page). */
export function holdTwoFactorLogin(login: HeldLogin, now = Date.now()): void {
  held = { login, until: now + HOLD_MS };
}

/** The login waiting for its code, or null when there is none or it waited more than 5 minutes. */
export function heldTwoFactorLogin(now = Date.now()): HeldLogin | null {
  if (held && now > held.until) held = null;
  return held?.login ?? null;
}

/** Forgets the held login (done, cancelled or logged in). */
export function clearTwoFactorLogin(): void {
  held = null;
}
