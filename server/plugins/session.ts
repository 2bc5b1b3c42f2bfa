import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import { SESSION_COOKIE, resolveSession, sessionIdOf, type Auth } from '../auth/sessions';

const resolved = new WeakMap<FastifyRequest, Promise<Auth | null>>();

/** The session of a request (memoised per request), or null for a guest. */
export function getAuth(request: FastifyRequest): Promise<Auth | null> {
  let auth = resolved.get(request);
  if (!auth) {
    const token = request.cookies[SESSION_COOKIE];
    auth = token ? resolveSession(request.server.db, token, request.server.config.sessionIdleMs) : Promise.resolve(null);
    resolved.set(request, auth);
  }
  return auth;
}

/** The session of a request; 401 for guests. */
export async function requireAuth(request: FastifyRequest): Promise<Auth> {
  const auth = await getAuth(request);
  if (!auth) throw unauthorized();
  return auth;
}

/** A session whose liveness may be left to the caller's own SQL (deferred), see betAuth. */
export interface DeferredAuth extends Auth {
  /** True when the session was not looked up for this request: the caller's statement must check it is live. */
  deferred: boolean;
}

// A session looked up in full at most this long ago is not looked up again by betAuth; a full lookup also keeps
// last_seen fresh (it is written once the session has been idle a minute).
const FULL_CHECK_MS = 30_000;
const MEMO_MAX = 50_000;
const memos = new WeakMap<FastifyInstance, Map<string, { userId: number; checkedAt: number }>>();

/**
 * The session of a bet request. A session id always belongs to the same user, so the user of a session resolved in
 * the last 30 s is taken from memory without a query, marked deferred: the bet statement then checks in the same SQL
 * that the session is still live (not revoked, not idle too long), so a logout or a revocation by another process
 * takes effect at once. Otherwise the session is resolved in full (401 for guests).
 */
export async function betAuth(request: FastifyRequest): Promise<DeferredAuth> {
  let memo = memos.get(request.server);
  if (!memo) memos.set(request.server, (memo = new Map()));
  const token = request.cookies[SESSION_COOKIE];
  const sessionId = token ? sessionIdOf(token) : null;
  const hit = sessionId ? memo.get(sessionId) : undefined;
  if (sessionId && hit && Date.now() - hit.checkedAt < FULL_CHECK_MS) return { userId: hit.userId, sessionId, deferred: true };
  if (sessionId) memo.delete(sessionId);
  const auth = await requireAuth(request);
  // A bound, not an LRU: at worst everyone pays one full lookup again.
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(auth.sessionId, { userId: auth.userId, checkedAt: Date.now() });
  return { ...auth, deferred: false };
}

/** Forgets a session betAuth remembered (it was found dead). */
export function forgetBetAuth(request: FastifyRequest, sessionId: string): void {
  memos.get(request.server)?.delete(sessionId);
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, whole site, Secure when configured. */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  const { cookieSecure, sessionIdleMs } = reply.server.config;
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: cookieSecure,
    maxAge: Math.floor(sessionIdleMs / 1000),
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply): void {
  const { cookieSecure } = reply.server.config;
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: cookieSecure });
}
