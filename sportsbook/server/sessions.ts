import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SessionResponse } from '../shared/api';
import { badRequest, BookError, loginRequired } from './errors';
import { coinRule } from './money';
import type { BookStore } from './store';
import type { StoredSession } from './types';

// Players' sessions at the book: opened with the casino's token (an ES256 JWT checked against the casino's key set),
// kept under the hash of their id only, ended when idle. A fresh token for the same player keeps the session and
// replaces the token its bets will carry to the casino.

/** The audience of the casino's player tokens. */
export const TOKEN_AUDIENCE = 'sportsbook';
/** A player keeps at most this many sessions (tabs, devices): the oldest goes first. */
const MAX_SESSIONS_PER_PLAYER = 10;

/** How sessions are checked and kept. */
export interface SessionOptions {
  /** The casino's public keys (its JWKS). */
  keys: JWTVerifyGetKey;
  /** The casino's brand: the tokens' issuer. */
  brand: string;
  now: () => number;
  /** A session unused this long is over. */
  idleMs: number;
}

/** A session found for a request. */
export interface ActiveSession {
  hash: string;
  session: StoredSession;
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

/** The book's player sessions. */
export class Sessions {
  constructor(
    private readonly store: BookStore,
    private readonly options: SessionOptions,
  ) {}

  /** Opens (or, for the same player's session, refreshes) a session from the casino's token. */
  async open(token: string, authorization: string | undefined): Promise<SessionResponse> {
    const now = this.options.now();
    let claims: Record<string, unknown>;
    try {
      const verified = await jwtVerify(token, this.options.keys, {
        algorithms: ['ES256'],
        issuer: this.options.brand,
        audience: TOKEN_AUDIENCE,
        currentDate: new Date(now),
        requiredClaims: ['sub', 'exp'],
      });
      claims = verified.payload as Record<string, unknown>;
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (code === 'ERR_JWT_EXPIRED') throw loginRequired('token: the casino token has expired');
      if (/^ERR_(JWT|JWS|JOSE_ALG|JWKS_NO_MATCHING|JWKS_MULTIPLE)/.test(code)) throw loginRequired('token: the casino token is not valid');
      // The key set could not be read (network, time-out, an answer out of shape): the token may well be good.
      throw new BookError(503, 'casino_unavailable', 'The casino’s keys could not be read: try again');
    }
    const tokenExpiresAt = Number(claims.exp) * 1000;
    const player = String(claims.sub);
    if (player === 'guest') return { session: null, player: null, tokenExpiresAt };
    const currency = typeof claims.currency === 'string' ? claims.currency : '';
    if (!coinRule(currency)) throw badRequest(`token: the currency ${currency || '(none)'} is not one the book takes`);
    const name = typeof claims.name === 'string' && claims.name ? claims.name : `Player ${player}`;
    const lang = typeof claims.lang === 'string' ? claims.lang : 'en_US';
    const fields = { player, name, currency, lang, token, tokenExpiresAt, lastSeen: now };

    const current = this.find(authorization, now);
    let id: string | null = null;
    if (current && current.session.player === player) {
      this.store.sessions.set(current.hash, { ...current.session, ...fields });
    } else {
      id = randomBytes(32).toString('base64url');
      this.store.sessions.set(hashOf(id), { ...fields, createdAt: now });
      this.trim(player);
    }
    this.store.changed();
    return { session: id ?? bearer(authorization)!, player: { name, currency }, tokenExpiresAt };
  }

  /** The live session of a request's `Authorization: Bearer <session>`, touched; else login_required. */
  require(authorization: string | undefined): ActiveSession {
    const now = this.options.now();
    const found = this.find(authorization, now);
    if (!found) throw loginRequired(authorization ? 'Your book session has ended: log in again' : 'Log in at the casino to bet');
    found.session.lastSeen = now;
    this.store.changed();
    return found;
  }

  /** Sessions idle past the limit are dropped. */
  idleBefore(): number {
    return this.options.now() - this.options.idleMs;
  }

  private find(authorization: string | undefined, now: number): ActiveSession | null {
    const id = bearer(authorization);
    if (!id) return null;
    const hash = hashOf(id);
    const session = this.store.sessions.get(hash);
    if (!session) return null;
    if (session.lastSeen < now - this.options.idleMs) {
      this.store.sessions.delete(hash);
      this.store.changed();
      return null;
    }
    return { hash, session };
  }

  private trim(player: string): void {
    const mine = [...this.store.sessions].filter(([, s]) => s.player === player).sort(([, a], [, b]) => a.lastSeen - b.lastSeen);
    for (const [hash] of mine.slice(0, Math.max(0, mine.length - MAX_SESSIONS_PER_PLAYER))) this.store.sessions.delete(hash);
  }
}

/** The session id of an `Authorization: Bearer <id>` header, or null. */
function bearer(authorization: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '');
  return match ? match[1]! : null;
}
