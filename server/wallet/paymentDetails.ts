import type { PaymentDetails } from '../../src/core/paymentDetails';
import type { Queryable } from '../db/pool';
import { badRequest, unauthorized, wrongPassword } from '../errors';
import { accountKey, type LoginGuard } from '../auth/loginGuard';
import { verifyPassword } from '../auth/passwords';
import { passwordHashOf } from '../auth/users';

// A separate read from getUser's row: the payout identity is read only where its owner is answered (UserInfo), so no
// other use of a user row (tips, chat, feeds, player cards) ever holds it.

/** The saved payment details of a user (each '' until saved). */
export async function loadPaymentDetails(db: Queryable, userId: number): Promise<PaymentDetails> {
  const { rows } = await db.query<PaymentDetails>(
    `SELECT real_name AS "realName", COALESCE(to_char(birth, 'YYYY-MM-DD'), '') AS birth, country, address, tell
       FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0] ?? { realName: '', birth: '', country: '', address: '', tell: '' };
}

/** Saves every payment field of a user (already validated); a date of birth on record is never replaced. */
export async function savePaymentDetails(db: Queryable, userId: number, d: PaymentDetails): Promise<void> {
  await db.query(
    `UPDATE users SET real_name = $2, birth = COALESCE(birth, $3::date), country = $4, address = $5, tell = $6, payment_updated_at = now()
      WHERE id = $1`,
    [userId, d.realName, d.birth, d.country, d.address, d.tell],
  );
}

/** The refusal for an account without a login password. */
export const NO_PASSWORD = 'Set a login password first: it protects your payment details';

/**
 * Checks the logged-in player's login password within the login guard's budgets: the check counts as a failed login of
 * the account from this address until the password proves right, so a stolen session cannot guess the password any
 * faster than the login form could (429 once the budget is spent, even for the right password).
 */
export async function confirmPassword(db: Queryable, guard: LoginGuard, userId: number, password: string, ip: string): Promise<void> {
  const stored = await passwordHashOf(db, userId);
  if (stored === null) throw unauthorized();
  // An account made by a third-party sign-in has no password ('') until the player sets one.
  if (stored === '') throw badRequest(NO_PASSWORD);
  const ticket = await guard.beginLogin(accountKey('', userId), userId, ip);
  if (!(await verifyPassword(stored, password))) throw wrongPassword();
  await ticket.succeeded();
}
