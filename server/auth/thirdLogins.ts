import { createHash, randomBytes, randomInt } from 'node:crypto';
import type pg from 'pg';
import { THIRD_LOGIN_TTL_MS, type LinkedSignIn, type ThirdProvider } from '../../src/core/thirdLogin';
import { isReservedName } from '../../src/core/safeText';
import { withTx, type Queryable } from '../db/pool';
import { badRequest, isUniqueViolation } from '../errors';
import { emailExists } from './users';
import type { ProviderIdentity, SignInSecrets } from './oauthClients';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const random = () => randomBytes(32).toString('base64url');

/** A sign-in whose code was exchanged: who it is, once resolved. */
export interface ExchangedSignIn {
  origin: string;
  secrets: SignInSecrets;
}

/** A user name for an account made by a sign-in: the provider's name as letters, digits and underscores. */
export function baseUserName(name: string, provider: ThirdProvider): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 14);
  return ascii.length >= 3 && !isReservedName(ascii) ? ascii : `${provider}_player`;
}

/** A nickname from the provider's name (2-24 characters), or the user name. */
export function nickFrom(name: string, userName: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 24);
  return cleaned.length >= 2 ? cleaned : userName;
}

/**
 * Third-party sign-ins in PostgreSQL, so any server process can finish what another started: the started sign-in
 * (state, PKCE verifier, nonce, the browser's binding) used once, the linked provider accounts, and the attaching of
 * a sign-in's fresh account to an older one.
 */
export class ThirdLogins {
  constructor(private readonly db: pg.Pool) {}

  /** Starts a sign-in: new state, verifier and nonce, bound to the browser's binding token. */
  async start(provider: ThirdProvider, origin: string, binding: string): Promise<SignInSecrets> {
    const secrets: SignInSecrets = { state: random(), codeVerifier: random(), nonce: random() };
    await this.db.query(
      `INSERT INTO third_login_states (state_hash, provider, binding_hash, origin, code_verifier, nonce, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + $7 * interval '1 millisecond')`,
      [sha256(secrets.state), provider, sha256(binding), origin, secrets.codeVerifier, secrets.nonce, THIRD_LOGIN_TTL_MS],
    );
    return secrets;
  }

  /** Takes a started sign-in for its code's exchange: once only, from the browser that started it, before it expires. */
  async exchange(provider: ThirdProvider, state: string, binding: string): Promise<ExchangedSignIn> {
    const { rows } = await this.db.query<{ origin: string; codeVerifier: string; nonce: string }>(
      `UPDATE third_login_states SET exchanged_at = now()
       WHERE state_hash = $1 AND provider = $2 AND binding_hash = $3 AND exchanged_at IS NULL AND expires_at > now()
       RETURNING origin, code_verifier AS "codeVerifier", nonce`,
      [sha256(state), provider, sha256(binding)],
    );
    const row = rows[0];
    if (!row) throw badRequest('This sign-in has expired or was already used: start it again');
    return { origin: row.origin, secrets: { state, codeVerifier: row.codeVerifier, nonce: row.nonce } };
  }

  /** Records who an exchanged sign-in is (kept for the authenticator code step). */
  async resolve(state: string, subject: string, userId: number): Promise<void> {
    await this.db.query('UPDATE third_login_states SET subject = $2, user_id = $3 WHERE state_hash = $1', [sha256(state), subject, userId]);
  }

  /** The user of an exchanged sign-in still waiting for its authenticator code. */
  async waiting(provider: ThirdProvider, state: string, binding: string): Promise<{ userId: number; subject: string }> {
    const { rows } = await this.db.query<{ userId: number; subject: string }>(
      `SELECT user_id AS "userId", subject FROM third_login_states
       WHERE state_hash = $1 AND provider = $2 AND binding_hash = $3 AND user_id IS NOT NULL AND finished_at IS NULL
         AND expires_at > now()`,
      [sha256(state), provider, sha256(binding)],
    );
    if (!rows[0]) throw badRequest('This sign-in has expired or was already used: start it again');
    return rows[0];
  }

  /** Marks a sign-in finished; false when another request finished it first. */
  async finish(state: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE third_login_states SET finished_at = now() WHERE state_hash = $1 AND finished_at IS NULL',
      [sha256(state)],
    );
    return rowCount === 1;
  }

  /** The account linked to a provider account, noting the sign-in. */
  async linkedUser(provider: ThirdProvider, identity: ProviderIdentity): Promise<number | null> {
    const { rows } = await this.db.query<{ userId: number }>(
      `UPDATE third_party_accounts SET last_login_at = now(), name = $3, email = $4
       WHERE provider = $1 AND subject = $2 RETURNING user_id AS "userId"`,
      [provider, identity.subject, identity.name.slice(0, 100), identity.email.slice(0, 254)],
    );
    return rows[0]?.userId ?? null;
  }

  /** Links a provider account to a user just made (inside its creating transaction). */
  async link(db: Queryable, provider: ThirdProvider, identity: ProviderIdentity, userId: number): Promise<void> {
    await db.query('INSERT INTO third_party_accounts (provider, subject, user_id, name, email) VALUES ($1, $2, $3, $4, $5)', [
      provider,
      identity.subject,
      userId,
      identity.name.slice(0, 100),
      identity.email.slice(0, 254),
    ]);
  }

  /** A free user name near the provider's name, and the address if it is free. */
  async namesFor(provider: ThirdProvider, identity: ProviderIdentity): Promise<{ userName: string; email: string }> {
    const base = baseUserName(identity.name, provider);
    const candidates = [base, ...Array.from({ length: 5 }, () => `${base}_${randomInt(1000, 100000)}`)];
    const { rows } = await this.db.query<{ name: string }>(
      `SELECT c AS name FROM unnest($1::text[]) WITH ORDINALITY AS u (c, n)
       WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(user_name) = lower(c)) ORDER BY n LIMIT 1`,
      [candidates],
    );
    const userName = rows[0]?.name ?? `${provider}_${randomBytes(5).toString('hex')}`;
    const email = identity.email && !(await emailExists(this.db, identity.email)) ? identity.email : '';
    return { userName, email };
  }

  /** The sign-ins linked to an account. */
  async linked(userId: number): Promise<LinkedSignIn[]> {
    const { rows } = await this.db.query<LinkedSignIn>(
      `SELECT provider, name, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "linkedAt"
       FROM third_party_accounts WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    return rows;
  }

  /**
   * Moves the sign-in that made `fromUser` to `toUser` and closes `fromUser`. Only an account a sign-in made that is
   * still untouched (nothing in its ledger but the demo credit, no password) can be given up this way.
   */
  async attach(fromUser: number, toUser: number): Promise<{ provider: ThirdProvider; subject: string }> {
    if (fromUser === toUser) throw badRequest('This sign-in already belongs to that account');
    try {
      return await withTx(this.db, async (client) => {
        const { rows } = await client.query<{ via: string; fresh: boolean; merged: boolean }>(
          `SELECT created_via AS via, merged_into IS NOT NULL AS merged, password_hash = '' AND NOT EXISTS (
             SELECT 1 FROM ledger WHERE user_id = users.id AND reason <> 'demo_credit') AS fresh
           FROM users WHERE id = $1 FOR UPDATE`,
          [fromUser],
        );
        const me = rows[0];
        if (!me || me.via === 'password' || me.merged)
          throw badRequest('Only an account made by a third-party sign-in can be linked to another');
        if (!me.fresh) throw badRequest('This account has been played with: its sign-in can no longer move to another account');
        const target = await client.query<{ merged: boolean }>(
          'SELECT merged_into IS NOT NULL AS merged FROM users WHERE id = $1 FOR UPDATE',
          [toUser],
        );
        if (!target.rows[0] || target.rows[0].merged) throw badRequest('That account cannot be used');
        const moved = await client.query<{ provider: ThirdProvider; subject: string }>(
          'UPDATE third_party_accounts SET user_id = $2 WHERE user_id = $1 AND provider = $3 RETURNING provider, subject',
          [fromUser, toUser, me.via],
        );
        if (!moved.rows[0]) throw badRequest('This account has no sign-in to link');
        await client.query('UPDATE users SET merged_into = $2 WHERE id = $1', [fromUser, toUser]);
        return moved.rows[0];
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('That account already has a sign-in with this provider');
      throw error;
    }
  }

  /** Drops sign-ins that expired a day ago. */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM third_login_states WHERE expires_at < now() - interval '1 day'`);
  }
}
