import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP, TWO_AUTH, type TwoFactorSecret } from '../../src/core/twoFactor';
import type { Queryable } from '../db/pool';
import { badRequest } from '../errors';
import type { LoginGuard } from './loginGuard';

/** How long an enrolment's secret stays on offer before GET /v1/user/secret draws a new one. */
const PENDING_MS = 10 * 60_000;
/** Codes of one step before or after the server's are accepted (clock drift of the phone). */
const TOLERANCE_SEC = TOTP.periodSec;

interface TotpRow {
  two_auth: number;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_pending_at: Date | null;
  totp_last_step: string | null;
}

/**
 * TOTP two-factor login (RFC 6238 through otplib): enrolment with a secret shown once, enabling by a valid code,
 * checking codes once each (the step of the last accepted code is kept; a code of that step or an earlier one is
 * refused as a replay), closing with a code and the password. Wrong codes count in LoginGuard's budget per account.
 */
export class TwoFactor {
  constructor(
    private readonly db: Queryable,
    private readonly guard: LoginGuard,
  ) {}

  /** A secret to enrol (the same one for 10 minutes, then a new one); 400 when 2FA is already on. */
  async enrol(userId: number, label: string): Promise<TwoFactorSecret> {
    const row = await this.row(userId);
    if (row.two_auth === TWO_AUTH.on) throw badRequest('Two-factor login is already on');
    let secret = row.totp_pending_secret;
    if (!secret || !row.totp_pending_at || Date.now() - row.totp_pending_at.getTime() > PENDING_MS) {
      secret = generateSecret();
      await this.db.query('UPDATE users SET totp_pending_secret = $2, totp_pending_at = now() WHERE id = $1', [userId, secret]);
    }
    return { secret, otpauthUrl: generateURI({ issuer: TOTP.issuer, label, secret, digits: TOTP.digits, period: TOTP.periodSec }) };
  }

  /** Turns 2FA on with a code of the secret being enrolled. */
  async enable(userId: number, code: string, ip: string): Promise<void> {
    const row = await this.row(userId);
    if (row.two_auth === TWO_AUTH.on) throw badRequest('Two-factor login is already on');
    const secret = row.totp_pending_secret;
    if (!secret) throw badRequest('Start by getting a secret for your authenticator app');
    const step = await this.matchingStep(userId, secret, code, ip);
    const { rowCount } = await this.db.query(
      `UPDATE users SET two_auth = $4, totp_secret = $2, totp_pending_secret = NULL, totp_pending_at = NULL, totp_last_step = $3
        WHERE id = $1 AND two_auth = $5 AND totp_pending_secret = $2`,
      [userId, secret, step, TWO_AUTH.on, TWO_AUTH.off],
    );
    if (rowCount !== 1) throw badRequest('Two-factor login changed meanwhile, please start again');
  }

  /** Turns 2FA off; the caller has checked the password. */
  async disable(userId: number, code: string, ip: string): Promise<void> {
    await this.use(userId, code, ip);
    await this.db.query(
      'UPDATE users SET two_auth = $2, totp_secret = NULL, totp_last_step = NULL, totp_pending_secret = NULL WHERE id = $1',
      [userId, TWO_AUTH.off],
    );
  }

  /** True when the player has 2FA on. */
  async enabled(userId: number): Promise<boolean> {
    return (await this.row(userId)).two_auth === TWO_AUTH.on;
  }

  /**
   * Accepts a code of the player's enabled 2FA once: 400 when 2FA is off, the code is wrong, or its step (or a later
   * one) was already used; 429 after too many wrong codes.
   */
  async use(userId: number, code: string, ip: string): Promise<void> {
    const row = await this.row(userId);
    if (row.two_auth !== TWO_AUTH.on || !row.totp_secret) throw badRequest('Two-factor login is off for this account');
    const step = await this.matchingStep(userId, row.totp_secret, code, ip);
    const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
    // The conditional update decides between two requests racing with the same code: one of them wins.
    const { rowCount } =
      last !== null && step <= last
        ? { rowCount: 0 }
        : await this.db.query(
            'UPDATE users SET totp_last_step = $2 WHERE id = $1 AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < $2)',
            [userId, step],
          );
    if (rowCount !== 1) throw badRequest('This code was already used; wait for the next one');
  }

  // The time step the code matches (one step of drift either way), counted against the account's wrong-code budget.
  private async matchingStep(userId: number, secret: string, code: string, ip: string): Promise<number> {
    const ticket = await this.guard.beginTotp(userId, ip);
    const result = await verify({ secret, token: code, digits: TOTP.digits, period: TOTP.periodSec, epochTolerance: TOLERANCE_SEC });
    // A TOTP result carries its time step (the union also covers HOTP's, which has none).
    if (!result.valid || !('timeStep' in result)) throw badRequest('The authenticator code is incorrect');
    await ticket.succeeded();
    return result.timeStep;
  }

  private async row(userId: number): Promise<TotpRow> {
    const { rows } = await this.db.query<TotpRow>(
      'SELECT two_auth, totp_secret, totp_pending_secret, totp_pending_at, totp_last_step FROM users WHERE id = $1',
      [userId],
    );
    if (!rows[0]) throw badRequest('No such account');
    return rows[0];
  }
}
