import type { WindowLimit } from '../config';
import { ApiError } from '../errors';
import { WindowLimiter } from '../lib/WindowLimiter';

/** Login throttling: failures per account, attempts per client IP. */
export class LoginGuard {
  private readonly perAccount: WindowLimiter;
  private readonly perIp: WindowLimiter;

  constructor(account: WindowLimit, ip: WindowLimit, now: () => number = Date.now) {
    this.perAccount = new WindowLimiter(account.max, account.windowMs, now);
    this.perIp = new WindowLimiter(ip.max, ip.windowMs, now);
  }

  /** Throws 429 when either limit is used up; otherwise counts the attempt against the IP. */
  check(account: string, ip: string): void {
    const wait = Math.max(this.perAccount.retryAfterMs(account), this.perIp.retryAfterMs(ip));
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw new ApiError(429, `Too many login attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
    }
    this.perIp.hit(ip);
  }

  /** Counts a failed password against the account. */
  failed(account: string): void {
    this.perAccount.hit(account);
  }

  /** Clears the account's failures after a successful login. */
  succeeded(account: string): void {
    this.perAccount.reset(account);
  }
}

/**
 * The key failures count under: the user id when the login names an account (so its name and email share one
 * budget), otherwise the lower-cased login itself.
 */
export function accountKey(login: string, userId: number | undefined): string {
  return userId === undefined ? `login:${login.trim().toLowerCase()}` : `user:${userId}`;
}
