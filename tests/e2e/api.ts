import type { APIRequestContext, APIResponse, BrowserContext, Page } from '@playwright/test';
import { expect } from './test';
import type { Envelope } from '../../src/core/api';

/** Whose cookie jar a call goes out with: a page's, a context's, or a request client of its own. */
export type Caller = Page | BrowserContext | APIRequestContext;

function client(caller: Caller): APIRequestContext {
  return 'request' in caller ? caller.request : caller;
}

/**
 * A GET, sent again after a connection reset. The server closes a keep-alive connection idle for HTTP_KEEPALIVE_SEC;
 * a request written onto it at that instant never reaches the server and comes back as a reset. Reading twice is
 * harmless, so a GET is retried; a POST is not, since a reset cannot tell whether it was carried out.
 */
export function get(caller: Caller, url: string): Promise<APIResponse> {
  return client(caller).get(url, { maxRetries: 2 });
}

async function envelopeData<T>(url: string, res: APIResponse): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${url}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/** The house API's answer to a GET (without `data`) or a POST of `data`; any code but 200 fails the test with its message. */
export async function api<T>(caller: Caller, url: string, data?: object): Promise<T> {
  const res = data === undefined ? await get(caller, url) : await client(caller).post(url, { data });
  return envelopeData<T>(url, res);
}
