import { randomInt } from 'node:crypto';
import type pg from 'pg';
import type { BalanceType, Coin, CurrencyType, Fiat } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import type { Config } from '../config';
import { withTx, type Queryable } from '../db/pool';
import { badRequest, isUniqueViolation } from '../errors';
import { recordReferral, type Origin } from '../promotions/referrals';
import { applyMovements, openBalances, type AppliedMovement } from '../money/moves';
import type { LoginGuard } from './loginGuard';
import { createNotification } from '../feeds/notifications';
import { createPairs } from '../games/fairness/seeds';
import type { NewsNotify } from '../../src/core/feeds';

/** Kind of the notification telling a new account why it has no demo credit. */
export const NO_DEMO_CREDIT_KIND = 'demo_credit_refused';

/**
 * Why a new account of demo mode starts without the demo credit: the address it signed up from had its share for the
 * day (DEMO_FUNDS_IP_DAILY_MAX accounts per address per 24 hours).
 */
export function noDemoCreditReason(perDay: number): string {
  const share =
    perDay === 0
      ? 'no account from your address gets it'
      : `${perDay === 1 ? 'one account' : `${perDay} accounts`} from your address already got it in the last 24 hours`;
  return `Your account is ready, without the demo credit: ${share}. Deposit to play.`;
}

/** A users row as the services use it. */
export interface UserRow {
  id: number;
  userName: string;
  email: string;
  nickName: string;
  imgUrl: string;
  shareCode: string;
  privacy: number;
  chatStatus: number;
  twoAuth: number;
  emailAuth: number;
  selectedCoin: Coin;
  selectedBonusCoin: Coin;
  amountType: BalanceType;
  currencyType: CurrencyType;
  fiat: Fiat;
  /** False for an account made by a third-party sign-in until a password is set. */
  hasPassword: boolean;
  /** True when a third-party sign-in is linked to the account. */
  thirdLogin: boolean;
}

const USER_COLUMNS = `id, user_name AS "userName", email, nick_name AS "nickName", img_url AS "imgUrl",
  share_code AS "shareCode", privacy,
  CASE WHEN protection_refusal(id, 'chat') IS NOT NULL THEN 0 ELSE chat_status END AS "chatStatus", two_auth AS "twoAuth", email_auth AS "emailAuth",
  selected_coin AS "selectedCoin", selected_bonus_coin AS "selectedBonusCoin", amount_type AS "amountType",
  currency_type AS "currencyType", fiat,
  password_hash <> '' AS "hasPassword",
  EXISTS (SELECT 1 FROM third_party_accounts t WHERE t.user_id = users.id) AS "thirdLogin"`;

// No 0/O or 1/I: share codes get read aloud and typed from screenshots.
const SHARE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 8-character share code (40 bits). */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += SHARE_ALPHABET[randomInt(SHARE_ALPHABET.length)];
  return code;
}

/** Loads a user by id. */
export async function getUser(db: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Finds a user by user name (case-insensitive). */
export async function findUserByName(db: Queryable, userName: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(user_name) = lower($1)`, [userName]);
  return rows[0] ?? null;
}

/** Finds the id and password hash for a login given as a user name or an email. */
export async function findLogin(db: Queryable, login: string): Promise<{ id: number; passwordHash: string } | null> {
  const column = login.includes('@') ? 'email' : 'user_name';
  const { rows } = await db.query<{ id: number; passwordHash: string }>(
    `SELECT id, password_hash AS "passwordHash" FROM users WHERE lower(${column}) = lower($1)`,
    [login],
  );
  return rows[0] ?? null;
}

/** The password hash of a user. */
export async function passwordHashOf(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ h: string }>('SELECT password_hash AS h FROM users WHERE id = $1', [id]);
  return rows[0]?.h ?? null;
}

/** True when an email belongs to an account. */
export async function emailExists(db: Queryable, email: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  return (rowCount ?? 0) > 0;
}

/** Refuses a name or email already in use, with a message saying which. */
export async function assertAvailable(db: Queryable, userName: string, email: string): Promise<void> {
  const { rows } = await db.query<{ name_taken: boolean; email_taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE lower(user_name) = lower($1)) AS name_taken,
            EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($2)) AS email_taken`,
    [userName, email],
  );
  if (rows[0]?.name_taken) throw badRequest('userName is already taken');
  if (rows[0]?.email_taken) throw badRequest('email is already registered');
}

/** Input of createUser. */
export interface NewUser {
  userName: string;
  email: string;
  /** '' for an account made by a third-party sign-in (no password until the player sets one). */
  passwordHash: string;
  /** The date of birth (YYYY-MM-DD, already checked for age); none from a third-party sign-in until the player gives it. */
  birth?: string | undefined;
  /** The nickname when it is not the user name. */
  nickName?: string | undefined;
  sharCode?: string | undefined;
  /** Where the registration came from (address, browser, affiliate tag and partner), kept with the account. */
  origin?: Origin | undefined;
  /** Uses up the sign-up code inside the creating transaction (already checked); the address counts as verified. */
  useEmailCode?: ((db: Queryable) => Promise<void>) | undefined;
  /** A third-party sign-in making the account: its provider, whether it vouched for the address, and its link. */
  thirdParty?: { provider: string; emailVerified: boolean; link(db: Queryable, userId: number): Promise<void> } | undefined;
}

/** Creates the user and its balances, crediting demo funds when the config says so. */
export async function createUser(
  pool: pg.Pool,
  config: Config,
  input: NewUser,
  /** Where to record the demo credit (null: no credit for this account, e.g. its address had its share today). */
  credit: { ip: string; guard: LoginGuard } | null = null,
): Promise<{ userId: number; applied: AppliedMovement[]; notice: NewsNotify | null }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withTx(pool, async (client) => {
        const referrer = input.sharCode
          ? (await client.query<{ id: number }>('SELECT id FROM users WHERE share_code = upper($1)', [input.sharCode])).rows[0]
          : undefined;
        if (input.useEmailCode) await input.useEmailCode(client);
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO users (user_name, email, password_hash, nick_name, share_code, referred_by, email_auth, created_via, birth)
           VALUES ($1, $2, $3, COALESCE($8, $1), $4, $5, $6, $7, $9::date) RETURNING id`,
          [
            input.userName,
            input.email,
            input.passwordHash,
            newShareCode(),
            referrer?.id ?? null,
            input.useEmailCode || (input.thirdParty?.emailVerified && input.email) ? 1 : 0,
            input.thirdParty?.provider ?? 'password',
            input.nickName ?? null,
            input.birth ?? null,
          ],
        );
        const userId = rows[0]!.id;
        if (input.origin) {
          await client.query('UPDATE users SET register_ip = $2, register_device = $3, stag = $4, partner = $5 WHERE id = $1', [
            userId,
            input.origin.ip,
            input.origin.device,
            input.origin.stag,
            input.origin.partner,
          ]);
        }
        if (referrer)
          await recordReferral(client, userId, referrer.id, input.origin ?? { ip: '', device: null, stag: null, partner: null });
        await input.thirdParty?.link(client, userId);
        await openBalances(client, userId);
        // The bet path never creates pairs: every user has them from the start.
        await createPairs(client, userId);
        const applied =
          config.demoMode && credit
            ? await applyMovements(
                client,
                Object.entries(config.demoFunds).map(([coin, amount]) => ({
                  userId,
                  coin: coin as Coin,
                  kind: 'DEPOSIT' as const,
                  delta: new Decimal(amount),
                  reason: 'demo_credit',
                  product: 'wallet' as const,
                })),
              )
            : [];
        if (applied.length > 0) await credit!.guard.demoCredited(client, credit!.ip);
        // A player who expected the demo credit is told why there is none, in the bell as well as the answer.
        const notice =
          config.demoMode && !credit
            ? await createNotification(client, userId, {
                kind: NO_DEMO_CREDIT_KIND,
                title: 'No demo credit on this account',
                body: noDemoCreditReason(config.demoFundsIpDaily),
              })
            : null;
        return { userId, applied, notice };
      });
    } catch (error) {
      // Two sign-ups racing for a name: the unique index decides, the message stays the same as the pre-check's.
      if (isUniqueViolation(error, 'users_user_name_lower_key')) throw badRequest('userName is already taken');
      if (isUniqueViolation(error, 'users_email_lower_key')) throw badRequest('email is already registered');
      if (isUniqueViolation(error, 'users_share_code_key') && attempt < 3) continue;
      throw error;
    }
  }
}
