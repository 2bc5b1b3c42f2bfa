import { expect, type BrowserContext } from '@playwright/test';
import { uniqueName } from './helpers';

/**
 * Registers a new player over http inside `context` (its cookie jar then holds the session, so the context's pages
 * are logged in) and accepts the chat rules; returns the player's name. The browser tests of a screen use this
 * instead of clicking through the Register dialog.
 */
export async function registerThroughApi(context: BrowserContext, prefix: string): Promise<string> {
  const userName = uniqueName(prefix);
  for (const [url, data] of [
    ['/v1/user/register', { userName, email: `${userName}@example.com`, password: 'Secret123' }],
    ['/v1/user/updateIsFirstPopUp', {}],
  ] as const) {
    const res = await context.request.post(url, { data });
    const body = (await res.json()) as { code: number; msg: string };
    expect(body, `${url}: ${body.msg}`).toMatchObject({ code: 200 });
  }
  return userName;
}
