import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import { SESSION_COOKIE, resolveSession, type Auth } from '../services/sessions';

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
