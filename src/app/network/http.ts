import axios, { type AxiosInstance } from 'axios';
import { ApiError, CODE, type Envelope } from '../../core/api';
import { getLanguage } from '../storage/storage';
import { requestReached } from './network';

/** Every call times out after 50000 ms. */
export const REQUEST_TIMEOUT_MS = 50000;
/** Envelope code used locally when the call never got an answer (network failure, time-out, non-JSON body). */
export const NETWORK_FAILURE = 0;
/** Message of a failed call when the server gives none. */
export const REQUEST_FAILED = 'request failed';
/** Toast text of a call that ran out of time. */
export const REQUEST_TIMED_OUT = 'Request timed out';
/** Message when a caller needs data and the result is empty. */
export const EMPTY_RESPONSE = 'Empty response';

/** The login call: a body code 403 on it opens the prohibition notice. */
export const LOGIN_PATH = '/v1/user/login';
/** The withdraw call: its answer skips the code handling and reaches the caller unchanged. */
export const WITHDRAW_PATH = '/v1/account/withdraw';
/** The calls served under the game-API base path instead of the site's own origin. */
export const GAME_API_PATHS: readonly string[] = ['/api/fairness', '/api/fairness/change', '/api/fairness/history', '/api/web-lobby/login'];

/**
 * Base of the game-API calls: VITE_GAME_API_BASE (an origin and/or path prefix, no trailing slash needed), default ''
 * so they go to the same origin as everything else. Read per call so tests can stub the variable.
 */
export function gameApiBase(): string {
  const configured = import.meta.env.VITE_GAME_API_BASE as string | undefined;
  return (configured ?? '').replace(/\/+$/, '');
}

/** Where a call goes: the game-API base for the four game-API paths, the site's own origin for the rest. */
export function resolveUrl(path: string): string {
  return GAME_API_PATHS.includes(path) ? gameApiBase() + path : path;
}

/** Per-call options. */
export interface CallOptions {
  /** Show the server message of a 500/501 answer as an error toast ("when the caller wants it"). */
  toastError?: boolean;
  /** Do not toast a network or time-out failure ("unless the caller turns it off"). */
  silent?: boolean;
  /** A GET that acts (collects a reward, changes a setting) sets false: it is not retried (see RETRIES). */
  retry?: boolean;
}

/** Hooks the app installs at start (boot's wireHttp); http.ts stays free of store and UI imports. */
export interface HttpHooks {
  /** Whether this tab holds a session now (read as each call is sent). */
  sessionHeld(): boolean;
  /** Body code 401 on a call sent while a session was held: the stored session is cleared. */
  onUnauthorized(url: string): void;
  /** Body code 403 on the login call: Login and Register close, the prohibition notice opens. */
  onLoginForbidden(): void;
  /** An error message to show in a toast. */
  onError(message: string): void;
}

const noHooks: HttpHooks = { sessionHeld: () => false, onUnauthorized: () => {}, onLoginForbidden: () => {}, onError: () => {} };
const hooks: HttpHooks = { ...noHooks };

/** Installs the hooks (called once by boot, and by tests); omitted hooks keep their current value. */
export function configureHttp(next: Partial<HttpHooks>): void {
  Object.assign(hooks, next);
}

/** Puts the do-nothing hooks back (tests). */
export function resetHttpHooks(): void {
  Object.assign(hooks, noHooks);
}

/** The axios instance: relative URLs (same origin), cookie session, no caching, 50 s time-out. */
export const client: AxiosInstance = axios.create({
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  headers: {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    Expires: '0',
  },
});

client.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', getLanguage());
  // Uploads let the browser write the multipart boundary; a JSON content type would also make axios turn the
  // FormData into JSON.
  if (config.data instanceof FormData) config.headers.delete('Content-Type');
  else config.headers.set('Content-Type', 'application/json');
  return config;
});

/** An error carrying an envelope code; thrown by requireData. */
export { ApiError };

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

function normalize<T>(body: Envelope): Envelope<T> {
  return { code: body.code, msg: typeof body.msg === 'string' ? body.msg : '', data: (body.data ?? null) as T | null };
}

/** Fields of a payload the spec does not show (endpoints whose server is not built yet). */
export type Fields = Record<string, unknown>;

/** A call's payload: query parameters of a GET, JSON object or FormData upload of a POST. */
export type Payload = object | FormData;

type Method = 'GET' | 'POST';

/** One answer: an envelope read from the server, or a local failure (network, time-out, not an envelope). */
type Outcome = { ok: true; env: Envelope } | { ok: false; message: string };

// One retry, for idempotent GETs only: the project's reading of "one retry". Sending a read
// again is safe; a POST that failed in flight may already have reached the server (a bet, a withdrawal, a tip), and
// sending it twice could act twice. The spec's few GETs that act (reward collection) opt out with { retry: false }.
const RETRIES = { GET: 1, POST: 0 } as const;

async function send(method: Method, url: string, payload: Payload | undefined, retry: boolean): Promise<Outcome> {
  const retries = retry ? RETRIES[method] : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await client.request<unknown>({
        method,
        url: resolveUrl(url),
        params: method === 'GET' ? payload : undefined,
        data: method === 'POST' ? (payload ?? {}) : undefined,
      });
      requestReached(true);
      if (isEnvelope(res.data)) return { ok: true, env: res.data };
      if (attempt >= retries) return { ok: false, message: REQUEST_FAILED };
    } catch (error) {
      // A non-2xx answer that still carries an envelope is handled like any other envelope.
      const body = axios.isAxiosError(error) ? error.response?.data : undefined;
      // An answer of any status came over the network; a request that got none found no network (a time-out or a
      // cancel says nothing of the network).
      if (axios.isAxiosError(error)) {
        if (error.response !== undefined) requestReached(true);
        else if (error.code === 'ERR_NETWORK') requestReached(false);
      }
      if (isEnvelope(body)) return { ok: true, env: body };
      if (attempt >= retries) {
        const timedOut = axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
        return { ok: false, message: timedOut ? REQUEST_TIMED_OUT : REQUEST_FAILED };
      }
    }
  }
}

/** Codes after which the result is empty (data null) because the http layer handled them. */
const EMPTY_RESULT_CODES: ReadonlySet<number> = new Set([
  NETWORK_FAILURE,
  CODE.UNAUTHORIZED,
  CODE.FORBIDDEN,
  CODE.NOT_FOUND,
  CODE.ERROR,
  CODE.NOT_IMPLEMENTED,
]);

/**
 * Body codes: 401 logs out, 403 on login opens the prohibition notice, 500/501 toast on request; withdraw skips it. A 401
 * answering a call sent while no session was held ends nothing: a session started while it was on its way (a sign-in
 * in this tab or, through the shared login flag, in another: a sign-in popup's own session check) is not its business.
 */
function handle<T>(url: string, body: Envelope, options: CallOptions, heldAtSend: boolean): Envelope<T> {
  const env = normalize<T>(body);
  // The withdraw flow reads every code itself.
  if (url === WITHDRAW_PATH) return body as Envelope<T>;
  if (env.code === CODE.UNAUTHORIZED) {
    if (heldAtSend) hooks.onUnauthorized(url);
  } else if (env.code === CODE.FORBIDDEN && url === LOGIN_PATH) hooks.onLoginForbidden();
  else if ((env.code === CODE.ERROR || env.code === CODE.NOT_IMPLEMENTED) && options.toastError && env.msg) hooks.onError(env.msg);
  // 403 and 404 elsewhere: no message. Other codes (400, 429...) go to the caller with their message.
  return EMPTY_RESULT_CODES.has(env.code) ? { code: env.code, msg: env.msg, data: null } : env;
}

/**
 * Sends one call and returns its envelope; never throws. GET payloads go in the query string, POST payloads in the
 * body (FormData as an upload). A network or time-out failure toasts unless `silent` and returns an empty result
 * with code NETWORK_FAILURE.
 */
export async function request<T>(method: Method, url: string, payload?: Payload, options: CallOptions = {}): Promise<Envelope<T>> {
  const heldAtSend = hooks.sessionHeld();
  const outcome = await send(method, url, payload, options.retry ?? true);
  if (outcome.ok) return handle<T>(url, outcome.env, options, heldAtSend);
  if (!options.silent) hooks.onError(outcome.message);
  return { code: NETWORK_FAILURE, msg: outcome.message, data: null };
}

/** GET with query parameters. */
export function get<T>(url: string, params?: object, options?: CallOptions): Promise<Envelope<T>> {
  return request<T>('GET', url, params, options);
}

/** POST with a JSON body, or a FormData upload (sent without a JSON content type). */
export function post<T>(url: string, body?: Payload, options?: CallOptions): Promise<Envelope<T>> {
  return request<T>('POST', url, body, options);
}

/**
 * The data of an answer, for callers that need it. Rejects with 'Empty response' when the result is empty (codes the
 * http layer already handled, or success without data), and with the server message for the other codes.
 */
export function requireData<T>(env: Envelope<T>): T {
  if (env.code !== CODE.OK && !EMPTY_RESULT_CODES.has(env.code)) throw new ApiError(env.code, env.msg || REQUEST_FAILED);
  if (env.code !== CODE.OK || env.data === null || env.data === undefined) throw new ApiError(env.code, EMPTY_RESPONSE);
  return env.data;
}

/** Awaits a call and returns its data; rejects like requireData. */
export async function needData<T>(call: Promise<Envelope<T>>): Promise<T> {
  return requireData(await call);
}

/**
 * The lower-level helper: the data of a successful answer, or null. Any failure shows the server
 * message, or the generic 'request failed', as an error toast, except the codes whose catalogue rule is "no message"
 * (401, 403, 404). Retries like request: a GET once.
 */
export async function fetchData<T>(method: Method, url: string, payload?: Payload): Promise<T | null> {
  const env = await request<T>(method, url, payload, { silent: true });
  if (env.code === CODE.OK) return env.data;
  if (env.code !== CODE.UNAUTHORIZED && env.code !== CODE.FORBIDDEN && env.code !== CODE.NOT_FOUND) {
    hooks.onError(env.code === NETWORK_FAILURE ? REQUEST_FAILED : env.msg || REQUEST_FAILED);
  }
  return null;
}
