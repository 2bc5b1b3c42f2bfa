import { randomUUID } from 'node:crypto';
import { exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, jwtVerify, SignJWT, type JWK } from 'jose';
import { ApiError, CODE } from '../../src/core/api';
import type { Coin } from '../../src/core/currency';
import type { SportsToken, SportsTokenClaims } from '../../src/core/sportsbook';
import type { Queryable } from '../db/pool';
import type { SportsbookConfig } from './config';

/** The audience of every sportsbook token. */
export const SPORTSBOOK_AUDIENCE = 'sportsbook';
/** The audience of the operator's orders to the book. */
export const SPORTSBOOK_CONTROL_AUDIENCE = 'sportsbook-control';
const ALG = 'ES256';

interface SigningKey {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as the key set publishes it. */
  jwk: JWK;
}

/** Who a token is for: a player (its id, log-in session, display name, coin) or a guest. */
export type TokenHolder = { userId: number; sessionId: string; name: string; coin: Coin } | { guest: true; coin: Coin | null };

/**
 * The sportsbook's tokens: ES256 JWTs with their own id, signed with the configured key (in demo mode one made once
 * per database and kept in server_keys, so every process signs alike). A player's token is recorded, so the operator
 * can kill it (`revoke`) and the book's wallet calls can check it is alive (`verify`).
 */
export class SportsTokens {
  private key: Promise<SigningKey> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly config: SportsbookConfig,
    private readonly demoMode: boolean,
    /** A log-in session idle this long is over, and its tokens with it. */
    private readonly sessionIdleMs: number,
  ) {}

  /** Signs a fresh token for the holder. */
  async issue(holder: TokenHolder, lang: string, now = new Date()): Promise<Omit<SportsToken, 'url'>> {
    const { privateKey } = await this.signingKey();
    const jti = randomUUID();
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.config.tokenTtlSec;
    const guest = 'guest' in holder;
    const claims: Omit<SportsTokenClaims, 'iss' | 'aud' | 'sub' | 'jti' | 'iat' | 'exp'> = {
      name: guest ? null : holder.name,
      currency: holder.coin,
      lang,
    };
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALG, kid: this.config.keyId, typ: 'JWT' })
      .setIssuer(this.config.brand)
      .setAudience(SPORTSBOOK_AUDIENCE)
      .setSubject(guest ? 'guest' : String(holder.userId))
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(privateKey);
    if (!guest) {
      // The player's tokens dead for a day are dropped as a new one is made: the table stays the live ones.
      await this.db.query(
        `WITH old AS (DELETE FROM sports_tokens WHERE user_id = $2 AND expires_at < now() - interval '1 day')
         INSERT INTO sports_tokens (jti, user_id, session_id, coin, issued_at, expires_at)
         VALUES ($1, $2, $3, $4, to_timestamp($5), to_timestamp($6))`,
        [jti, holder.userId, holder.sessionId, holder.coin, iat, exp],
      );
    }
    return { token, expiresAt: exp * 1000, guest };
  }

  /**
   * A player's token as the sportsbook presents it back (its wallet calls): signed by us for the book, not expired,
   * recorded, not killed, and its log-in session still live. Throws an ApiError saying which.
   */
  async verify(token: string): Promise<SportsTokenClaims & { userId: number }> {
    const { publicKey } = await this.signingKey();
    let claims: SportsTokenClaims;
    try {
      const { payload } = await jwtVerify(token, publicKey, {
        algorithms: [ALG],
        issuer: this.config.brand,
        audience: SPORTSBOOK_AUDIENCE,
      });
      claims = payload as unknown as SportsTokenClaims;
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw new ApiError(CODE.UNAUTHORIZED, expired ? 'The sportsbook token has expired' : 'The sportsbook token is not valid');
    }
    if (claims.sub === 'guest') throw new ApiError(CODE.UNAUTHORIZED, "A guest's sportsbook token cannot bet: log in first");
    const { rows } = await this.db.query<{ user_id: number; revoked: boolean; live: boolean }>(
      `SELECT t.user_id, t.revoked_at IS NOT NULL AS revoked,
              s.revoked_at IS NULL AND s.last_seen > now() - $2 * interval '1 millisecond' AS live
         FROM sports_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.jti = $1`,
      [claims.jti, this.sessionIdleMs],
    );
    const row = rows[0];
    if (!row || String(row.user_id) !== claims.sub) throw new ApiError(CODE.UNAUTHORIZED, 'The sportsbook token is not valid');
    if (row.revoked) throw new ApiError(CODE.UNAUTHORIZED, 'The sportsbook token was ended: open the sportsbook again');
    if (!row.live) throw new ApiError(CODE.UNAUTHORIZED, 'The player has logged out: the sportsbook token ended with the session');
    return { ...claims, userId: row.user_id };
  }

  /** Kills every live token of the player (a log-out, a lock): the book's next call with one is refused. */
  async revoke(userId: number): Promise<number> {
    const { rowCount } = await this.db.query(
      `UPDATE sports_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [userId],
    );
    return rowCount ?? 0;
  }

  /**
   * An operator's order to the book (`npm run -s admin -- sports …`), signed with the tokens' key for the book's
   * control endpoint: audience `sportsbook-control`, our brand as issuer, one minute of life.
   */
  async signOrder(order: Record<string, unknown>): Promise<string> {
    const { privateKey } = await this.signingKey();
    return new SignJWT(order)
      .setProtectedHeader({ alg: ALG, kid: this.config.keyId, typ: 'JWT' })
      .setIssuer(this.config.brand)
      .setAudience(SPORTSBOOK_CONTROL_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(privateKey);
  }

  /** The public key set the sportsbook verifies our tokens with. */
  async keySet(): Promise<{ keys: JWK[] }> {
    return { keys: [(await this.signingKey()).jwk] };
  }

  private signingKey(): Promise<SigningKey> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  private async loadKey(): Promise<SigningKey> {
    let pem = this.config.privateKey;
    if (!pem) {
      if (!this.demoMode) throw new ApiError(CODE.ERROR, 'The sportsbook is not available right now');
      const made = await generateKeyPair(ALG, { extractable: true });
      await this.db.query(`INSERT INTO server_keys (name, value) VALUES ('sportsbook_jwt', $1) ON CONFLICT (name) DO NOTHING`, [
        await exportPKCS8(made.privateKey),
      ]);
      const { rows } = await this.db.query<{ value: string }>(`SELECT value FROM server_keys WHERE name = 'sportsbook_jwt'`);
      pem = rows[0]!.value;
    }
    const privateKey = await importPKCS8(pem, ALG, { extractable: true });
    // The public half: the private JWK without its secret scalar.
    const { d: _secret, ...pub } = await exportJWK(privateKey);
    const jwk: JWK = { ...pub, kid: this.config.keyId, alg: ALG, use: 'sig' };
    const publicKey = (await importJWK(jwk, ALG)) as CryptoKey;
    return { privateKey, publicKey, jwk };
  }
}
