import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { client, configureHttp, EMPTY_RESPONSE, get, NETWORK_FAILURE, post, requireData } from './http';
import { storage } from './storage';

let calls: InternalAxiosRequestConfig[] = [];
let reply: (config: InternalAxiosRequestConfig) => unknown;

const adapter: AxiosAdapter = async (config) => {
  calls.push(config);
  const data = reply(config);
  if (data instanceof Error) throw data;
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

const onUnauthorized = vi.fn();
const onError = vi.fn();

beforeEach(() => {
  calls = [];
  client.defaults.adapter = adapter;
  onUnauthorized.mockReset();
  onError.mockReset();
  configureHttp({ onUnauthorized, onError });
  localStorage.clear();
});
afterEach(() => {
  client.defaults.adapter = undefined;
});

describe('http client', () => {
  it('sends credentials, no-cache, JSON and the stored language; GET payloads in the query', async () => {
    reply = () => ({ code: 200, msg: 'ok', data: { a: 1 } });
    storage.set('lang', 'en_US');
    const env = await get<{ a: number }>('/v1/x', { t: 5 });
    expect(env).toEqual({ code: 200, msg: 'ok', data: { a: 1 } });
    const c = calls[0]!;
    expect(c.withCredentials).toBe(true);
    expect(c.timeout).toBe(50000);
    expect(c.params).toEqual({ t: 5 });
    expect(c.headers.get('Accept-Language')).toBe('en_US');
    expect(c.headers.get('Cache-Control')).toBe('no-cache');
    expect(c.headers.get('Pragma')).toBe('no-cache');
    expect(String(c.headers.get('Content-Type'))).toContain('application/json');
  });

  it('defaults the language to en_US and posts a JSON body', async () => {
    reply = () => ({ code: 200, msg: '', data: null });
    await post('/v1/y', { b: 2 });
    expect(calls[0]!.headers.get('Accept-Language')).toBe('en_US');
    expect(JSON.parse(String(calls[0]!.data))).toEqual({ b: 2 });
    expect(calls[0]!.params).toBeUndefined();
  });

  it('calls the unauthorized hook on body code 401 and passes other codes through', async () => {
    reply = () => ({ code: 401, msg: 'Not logged in', data: null });
    expect((await get('/v1/user/info')).code).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledWith('/v1/user/info');
    reply = () => ({ code: 400, msg: 'email: taken', data: null });
    expect(await post('/v1/user/register', {})).toEqual({ code: 400, msg: 'email: taken', data: null });
    expect(onError).not.toHaveBeenCalled();
  });

  it('toasts a 500 message only when the caller asks', async () => {
    reply = () => ({ code: 500, msg: 'Boom', data: null });
    await get('/v1/a');
    expect(onError).not.toHaveBeenCalled();
    await get('/v1/a', undefined, { toastServerError: true });
    expect(onError).toHaveBeenCalledWith('Boom');
  });

  it('retries a failed GET once, then reports the failure unless silent', async () => {
    reply = () => new Error('socket hang up');
    const env = await get('/v1/a');
    expect(calls).toHaveLength(2);
    expect(env.code).toBe(NETWORK_FAILURE);
    expect(onError).toHaveBeenCalledWith('request failed');
    onError.mockReset();
    calls = [];
    await post('/v1/b', {}, { silent: true });
    expect(calls).toHaveLength(1); // a POST is never retried
    expect(onError).not.toHaveBeenCalled();
  });

  it('requireData rejects a failed or empty answer', () => {
    expect(requireData({ code: 200, msg: '', data: 3 })).toBe(3);
    expect(() => requireData({ code: 200, msg: '', data: null })).toThrow(EMPTY_RESPONSE);
    expect(() => requireData({ code: 403, msg: 'Forbidden', data: null })).toThrow('Forbidden');
  });
});
