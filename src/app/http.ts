import axios, { type AxiosInstance } from 'axios';
import { ApiError, CODE, type Envelope } from '../core/api';
import { getLanguage } from './storage';

/** Request time-out (spec section 9). */
export const REQUEST_TIMEOUT_MS = 50000;
/** Envelope code used locally when the call never got an answer (network failure, time-out, non-JSON body). */
export const NETWORK_FAILURE = 0;
/** Generic message of a failed call (spec section 8). */
export const REQUEST_FAILED = 'request failed';
/** Message when a caller needs data and the result is empty (spec section 7). */
export const EMPTY_RESPONSE = 'Empty response';

/** Per-call options. */
export interface CallOptions {
  /** Do not toast a network failure (spec section 8: "unless the caller turns it off"). */
  silent?: boolean;
  /** Toast the server message of a 500/501 answer. */
  toastServerError?: boolean;
  /** Retries after a network failure; GET only, as a POST may have reached the server. Default 1. */
  retries?: number;
}

/** Hooks the app installs at start; http.ts stays free of store and UI imports. */
export interface HttpHooks {
  /** Body code 401 on any call: the stored session is cleared (spec section 4). */
  onUnauthorized(url: string): void;
  /** An error message to show in a toast. */
  onError(message: string): void;
}

const hooks: HttpHooks = { onUnauthorized: () => {}, onError: () => {} };

/** Installs the hooks (called once by boot, and by tests). */
export function configureHttp(next: Partial<HttpHooks>): void {
  Object.assign(hooks, next);
}

/** The axios instance: same origin, cookie session, no caching, JSON. */
export const client: AxiosInstance = axios.create({
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  headers: {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  },
});

client.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', getLanguage());
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

/** Sends one call and returns its envelope; never throws. GET payloads go in the query string, POST in the body. */
export async function request<T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const retries = method === 'GET' ? (options.retries ?? 1) : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await client.request<unknown>({
        method,
        url,
        params: method === 'GET' ? payload : undefined,
        data: method === 'POST' ? (payload ?? {}) : undefined,
      });
      if (!isEnvelope(res.data)) throw new Error(REQUEST_FAILED);
      return handle<T>(url, normalize<T>(res.data), options);
    } catch (error) {
      // A non-2xx answer that still carries an envelope is handled like any other envelope.
      const body = axios.isAxiosError(error) ? error.response?.data : undefined;
      if (isEnvelope(body)) return handle<T>(url, normalize<T>(body), options);
      if (attempt < retries) continue;
      const message = axios.isAxiosError(error) && error.code === 'ECONNABORTED' ? 'Request timed out' : REQUEST_FAILED;
      if (!options.silent) hooks.onError(message);
      return { code: NETWORK_FAILURE, msg: message, data: null };
    }
  }
}

function handle<T>(url: string, env: Envelope<T>, options: CallOptions): Envelope<T> {
  if (env.code === CODE.UNAUTHORIZED) hooks.onUnauthorized(url);
  else if ((env.code === CODE.ERROR || env.code === CODE.NOT_IMPLEMENTED) && options.toastServerError && env.msg) {
    hooks.onError(env.msg);
  }
  return env;
}

/** GET with query parameters. */
export function get<T>(url: string, params?: object, options?: CallOptions): Promise<Envelope<T>> {
  return request<T>('GET', url, params, options);
}

/** POST with a JSON body. */
export function post<T>(url: string, body?: object, options?: CallOptions): Promise<Envelope<T>> {
  return request<T>('POST', url, body, options);
}

/** The data of a successful envelope; rejects with the server message, or 'Empty response' when there is no data. */
export function requireData<T>(env: Envelope<T>): T {
  if (env.code !== CODE.OK) throw new ApiError(env.code, env.msg || REQUEST_FAILED);
  if (env.data === null || env.data === undefined) throw new ApiError(env.code, EMPTY_RESPONSE);
  return env.data;
}
