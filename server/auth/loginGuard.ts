import type { Config, WindowLimit } from '../config';
import type { Queryable } from '../db/pool';
import { ApiError } from '../errors';

/** How long an address that signed into an account stays trusted for it. */
const TRUSTED_IP_DAYS = 90;
/** Events older than this are pruned (the longest window is the demo credit's day). */
const KEEP_MS = 24 * 60 * 60_000;

type Kind = 'login_attempt' | 'login_fail' | 'register' | 'demo_credit' | 'mail_send' | 'totp_fail';

/** A login in progress: its failure is already counted, and forgiven by succeeded(). */
export interface LoginTicket {
  /** The password was right: forget this address's failures on the account. */
  succeeded(): Promise<void>;
}

function tooMany(what: string, waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new ApiError(429, `Too many ${what}, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
}

/**
 * Login throttling that a stranger cannot turn into a lockout, and the sign-up limits; counts live in PostgreSQL
 * (table auth_events) so every server process agrees.
 *
 * A login is refused (429) when
 * - its IP made `loginIpLimit` attempts in the window (whatever the accounts), or
 * - this account failed `loginPairLimit` times from this IP (the pair budget: guessing from one address), or
 * - the IP never signed into this account and the account failed `loginAccountLimit` times from such unknown
 *   addresses (the slower global budget: guessing from many addresses).
 * The owner, from an address that has signed into the account within 90 days, is only ever held by the first two,
 * which a stranger elsewhere cannot fill. A failure is counted before the password is checked, so concurrent guesses
 * cannot slip past the limit; a right password removes this address's failures.
 */
export class LoginGuard {
  constructor(
    private readonly db: Queryable,
    private readonly limits: Pick<
      Config,
      | 'loginPairLimit'
      | 'loginAccountLimit'
      | 'loginIpLimit'
      | 'registerIpLimit'
      | 'demoFundsIpDaily'
      | 'mailAccountLimit'
      | 'mailIpLimit'
      | 'totpLimit'
    >,
  ) {}

  /** Counts a login attempt of `account` (see accountKey) from `ip`; throws 429 when a budget is used up. */
  async beginLogin(account: string, userId: number | undefined, ip: string): Promise<LoginTicket> {
    const attempt = await this.record('login_attempt', null, ip, false);
    await this.refuseOver(attempt, 'login_attempt', 'ip = $2', [ip], this.limits.loginIpLimit, 'login attempts');
    const trusted = userId !== undefined && (await this.isKnownAddress(userId, ip));
    const failure = await this.record('login_fail', account, ip, trusted);
    await this.refuseOver(failure, 'login_fail', 'account = $2 AND ip = $3', [account, ip], this.limits.loginPairLimit, 'login attempts');
    if (!trusted) {
      await this.refuseOver(
        failure,
        'login_fail',
        'account = $2 AND NOT trusted',
        [account],
        this.limits.loginAccountLimit,
        'login attempts',
      );
    }
    return {
      succeeded: async () => {
        await this.db.query(`DELETE FROM auth_events WHERE kind = 'login_fail' AND account = $1 AND ip = $2`, [account, ip]);
      },
    };
  }

  /** Counts a sign-up from `ip` (429 over the limit); says whether this account may still get the demo credit. */
  async beginRegistration(ip: string): Promise<{ demoCredit: boolean }> {
    const event = await this.record('register', null, ip, false);
    await this.refuseOver(event, 'register', 'ip = $2', [ip], this.limits.registerIpLimit, 'sign-ups from this address');
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auth_events WHERE kind = 'demo_credit' AND ip = $1 AND at > now() - interval '1 day'`,
      [ip],
    );
    return { demoCredit: rows[0]!.n < this.limits.demoFundsIpDaily };
  }

  /** Counts a code mail for `account` ("user:<id>", or "mail:<address>" for a guest) from `ip`; 429 over a budget. */
  async beginMailSend(account: string, ip: string): Promise<void> {
    const event = await this.record('mail_send', account, ip, false);
    await this.refuseOver(event, 'mail_send', 'ip = $2', [ip], this.limits.mailIpLimit, 'emails requested from this address');
    await this.refuseOver(event, 'mail_send', 'account = $2', [account], this.limits.mailAccountLimit, 'emails requested for this account');
  }

  /**
   * Counts an authenticator code check of a player before it runs (as a failure, forgiven by succeeded()); 429 once
   * the account's wrong codes fill `totpLimit`, whichever the address: a code is the second factor, so its budget is
   * the account's.
   */
  async beginTotp(userId: number, ip: string): Promise<LoginTicket> {
    const account = `user:${userId}`;
    const failure = await this.record('totp_fail', account, ip, false);
    await this.refuseOver(failure, 'totp_fail', 'account = $2', [account], this.limits.totpLimit, 'wrong authenticator codes');
    return {
      succeeded: async () => {
        await this.db.query('DELETE FROM auth_events WHERE id = $1', [failure]);
      },
    };
  }

  /** Records that an account created from `ip` got the demo credit (call in the creating transaction). */
  async demoCredited(db: Queryable, ip: string): Promise<void> {
    await db.query(`INSERT INTO auth_events (kind, ip) VALUES ('demo_credit', $1)`, [ip]);
  }

  /** Deletes events older than any window. */
  async prune(): Promise<void> {
    await this.db.query('DELETE FROM auth_events WHERE at < now() - make_interval(secs => $1)', [KEEP_MS / 1000]);
  }

  private async isKnownAddress(userId: number, ip: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `SELECT 1 FROM sessions WHERE user_id = $1 AND ip = $2 AND created_at > now() - make_interval(days => $3) LIMIT 1`,
      [userId, ip, TRUSTED_IP_DAYS],
    );
    return (rowCount ?? 0) > 0;
  }

  private async record(kind: Kind, account: string | null, ip: string, trusted: boolean): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      'INSERT INTO auth_events (kind, account, ip, trusted) VALUES ($1, $2, $3, $4) RETURNING id',
      [kind, account, ip, trusted],
    );
    return rows[0]!.id;
  }

  /**
   * Throws 429 when, counting events of `kind` matching `where` in the window up to and including event `id`, there
   * are more than `limit.max`. Concurrent requests each count only the events inserted before theirs, so the first
   * `max` win. A refused event is deleted: the window holds accepted events only, and the wait ends when the oldest
   * of the latest `max` leaves it.
   */
  private async refuseOver(id: string, kind: Kind, where: string, params: unknown[], limit: WindowLimit, what: string): Promise<void> {
    const args = [kind, ...params];
    const n = args.length;
    const { rows } = await this.db.query<{ at: Date }>(
      `SELECT at FROM auth_events
        WHERE kind = $1 AND ${where} AND id < $${n + 1} AND at > clock_timestamp() - make_interval(secs => $${n + 2})
        ORDER BY id DESC OFFSET $${n + 3} - 1 LIMIT 1`,
      [...args, id, limit.windowMs / 1000, limit.max],
    );
    const oldest = rows[0];
    if (!oldest) return;
    await this.db.query('DELETE FROM auth_events WHERE id = $1', [id]);
    throw tooMany(what, oldest.at.getTime() + limit.windowMs - Date.now());
  }
}

/**
 * The key failures count under: the user id when the login names an account (so its name and email share one
 * budget), otherwise the lower-cased login itself.
 */
export function accountKey(login: string, userId: number | undefined): string {
  return userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`;
}
