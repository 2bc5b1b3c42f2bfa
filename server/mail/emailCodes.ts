import { createHmac, randomInt } from 'node:crypto';
import { EMAIL_CODE, type CodeSentData, type EmailCodePurpose } from '../../src/core/emailCodes';
import type { Queryable } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import type { LoginGuard } from '../auth/loginGuard';
import type { Mailer } from './mailer';

/** What the player reads in each mail. */
const SUBJECTS: Record<EmailCodePurpose, { subject: string; line: string }> = {
  register: { subject: 'Your HighStakes sign-up code', line: 'Use this code to finish creating your HighStakes account' },
  verify: { subject: 'Verify your HighStakes email', line: 'Use this code to verify the email address of your HighStakes account' },
  change_old: {
    subject: 'Confirm your HighStakes email change',
    line: 'Someone asked to move your HighStakes account to a new email address. Use this code to confirm it was you',
  },
  change_new: {
    subject: 'Confirm your new HighStakes email',
    line: 'Use this code to confirm this address as the new email of your HighStakes account',
  },
  withdraw: {
    subject: 'Your HighStakes withdrawal code',
    line: 'Use this code to confirm a withdrawal from your HighStakes account. If you did not ask for one, change your password now',
  },
};

/**
 * Emailed codes: 6 digits, 10 minutes, 5 tries, used once; one live code per purpose and address (a new one replaces
 * it), one mail per minute per purpose and address, and the send budgets of LoginGuard (per account or address, per
 * IP). Only an HMAC of the code is stored, keyed by a secret of the database (table server_keys).
 */
export class EmailCodes {
  private key: Promise<string> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly mailer: Mailer,
    private readonly guard: LoginGuard,
    /** Demo mode: a mail kept in the outbox can be read on the dev mailbox page. */
    private readonly demoMode: boolean,
  ) {}

  /** Mails a fresh code for `purpose` to `email`; 429 within a minute of the last one or over a send budget. */
  async send(purpose: EmailCodePurpose, email: string, userId: number | null, ip: string): Promise<CodeSentData> {
    const address = email.trim().toLowerCase();
    await this.refuseWithinResend(purpose, address);
    await this.guard.beginMailSend(userId === null ? `mail:${address}` : `user:${userId}`, ip);
    const code = String(randomInt(0, 10 ** EMAIL_CODE.digits)).padStart(EMAIL_CODE.digits, '0');
    const { rowCount } = await this.db.query(
      `INSERT INTO email_codes (purpose, email, user_id, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
       ON CONFLICT (purpose, email) WHERE used_at IS NULL DO UPDATE
          SET user_id = EXCLUDED.user_id, code_hash = EXCLUDED.code_hash, tries = 0, created_at = now(), expires_at = EXCLUDED.expires_at
        WHERE email_codes.created_at <= now() - make_interval(secs => $6)`,
      [purpose, address, userId, await this.hash(purpose, address, code), EMAIL_CODE.ttlMs / 1000, EMAIL_CODE.resendMs / 1000],
    );
    // A concurrent send of the same purpose and address got there first.
    if (rowCount === 0) await this.refuseWithinResend(purpose, address);
    const { subject, line } = SUBJECTS[purpose];
    const minutes = EMAIL_CODE.ttlMs / 60_000;
    try {
      await this.mailer.send({
        to: email.trim(),
        subject,
        text: `${line}:\n\n    ${code}\n\nThe code works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email; nobody can use it without access to your mailbox.\n`,
      });
    } catch (error) {
      // Nobody received this code: it goes, so the player may ask again at once.
      await this.db.query('UPDATE email_codes SET used_at = now() WHERE purpose = $1 AND email = $2 AND used_at IS NULL', [
        purpose,
        address,
      ]);
      throw error;
    }
    return {
      expiresInSec: EMAIL_CODE.ttlMs / 1000,
      resendInSec: EMAIL_CODE.resendMs / 1000,
      devMailbox: this.demoMode && !this.mailer.delivers,
    };
  }

  /**
   * Checks a code. A wrong code uses one of the code's tries; a right one is used up when `consume` (default), or
   * left live for a later consume (a change that needs two codes checks both first). Throws 400 when wrong, expired,
   * used up or never sent.
   */
  async check(purpose: EmailCodePurpose, email: string, code: string, db: Queryable = this.db, consume = true): Promise<void> {
    const address = email.trim().toLowerCase();
    const { rows } = await db.query<{ ok: boolean; tries: number }>(
      `UPDATE email_codes SET tries = tries + (code_hash <> $3)::int,
              used_at = CASE WHEN code_hash = $3 AND $4 THEN now() END
        WHERE purpose = $1 AND email = $2 AND used_at IS NULL AND expires_at > now() AND tries < $5
       RETURNING code_hash = $3 AS ok, tries`,
      [purpose, address, await this.hash(purpose, address, code), consume, EMAIL_CODE.tries],
    );
    const row = rows[0];
    if (!row) throw badRequest('No valid code for this email: ask for a new one');
    if (!row.ok) {
      const left = EMAIL_CODE.tries - row.tries;
      throw badRequest(
        left > 0 ? `The code is incorrect (${left} ${left === 1 ? 'try' : 'tries'} left)` : 'The code is incorrect; ask for a new one',
      );
    }
  }

  private async refuseWithinResend(purpose: EmailCodePurpose, address: string): Promise<void> {
    const { rows } = await this.db.query<{ wait: number }>(
      `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $3) - now()))::int AS wait FROM email_codes
        WHERE purpose = $1 AND email = $2 AND used_at IS NULL AND created_at > now() - make_interval(secs => $3)`,
      [purpose, address, EMAIL_CODE.resendMs / 1000],
    );
    const wait = rows[0]?.wait;
    if (wait !== undefined) throw new ApiError(429, `A code was just sent; ask for another in ${Math.max(1, wait)} s`);
  }

  private async hash(purpose: EmailCodePurpose, address: string, code: string): Promise<string> {
    this.key ??= this.db
      .query<{ value: string }>(`SELECT value FROM server_keys WHERE name = 'email_code'`)
      .then((r) => r.rows[0]!.value)
      .catch((error: unknown) => {
        this.key = null;
        throw error;
      });
    return createHmac('sha256', await this.key)
      .update(`${purpose}:${address}:${code}`)
      .digest('hex');
  }
}
