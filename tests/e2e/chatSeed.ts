import { request, type APIRequestContext } from '@playwright/test';
import WebSocket from 'ws';
import type { ChatEntry } from '../../src/core/chat/types';
import { uniqueName } from './helpers';
import { api as callApi } from './api';

// Chat set-ups for the browser tests, through the server's own doors: players registered over http, messages sent on
// their sockets (at the flood limit's pace: one a second per player, several players at once), moderators granted
// with the admin command line (./servers).

/** A player driven from the test process: http calls with its session, and its socket. */
export interface ApiChatter {
  userName: string;
  api: APIRequestContext;
  say(text: string): Promise<ChatEntry>;
  close(): Promise<void>;
}

/** Registers a player over http, accepts the chat rules and opens its socket. */
export async function apiChatter(baseURL: string, prefix: string): Promise<ApiChatter> {
  const api = await request.newContext({ baseURL });
  const userName = uniqueName(prefix);
  await callApi(api, '/v1/user/register', { userName, email: `${userName}@example.com`, password: 'Secret123', birth: '1990-01-01' });
  await callApi(api, '/v1/user/updateIsFirstPopUp', {});
  const cookie = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const ws = new WebSocket(`${baseURL.replace(/^http/, 'ws')}/chat`, { headers: { cookie }, origin: baseURL });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let n = 0;
  const say = (text: string) =>
    new Promise<ChatEntry>((resolve, reject) => {
      const clientId = `e2e${Date.now().toString(36)}${n++}`;
      const onMessage = (raw: WebSocket.RawData) => {
        const frame = JSON.parse(raw.toString()) as { type: number; data?: { clientId?: string; msg?: string } };
        if (frame.data?.clientId !== clientId) return;
        ws.off('message', onMessage);
        if (frame.type === 10) resolve(frame.data as ChatEntry);
        else reject(new Error(`refused: ${frame.data.msg}`));
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ type: 10, data: { text, clientId } }));
    });
  return {
    userName,
    api,
    say,
    close: async () => {
      ws.close(1000);
      await api.dispose();
    },
  };
}

/**
 * Sends `texts` in order from `chatters` in turn (text i from chatter i % n), each chatter keeping the flood limits (over
 * a second between two of its messages, five in ten seconds). Returns the entries in order.
 */
export async function sayInTurn(chatters: readonly ApiChatter[], texts: readonly string[]): Promise<ChatEntry[]> {
  const out: ChatEntry[] = [];
  const lastSent = chatters.map(() => 0);
  // In order, so the ids follow it; each chatter waits a little over the flood gap since its own last message.
  for (const [i, text] of texts.entries()) {
    const k = i % chatters.length;
    const wait = lastSent[k]! + 1_150 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    out.push(await chatters[k]!.say(text));
    lastSent[k] = Date.now();
  }
  return out;
}

/** Sends `count` messages `${prefix} <i>` (i from 0, in order) from `players` new players at once (sayInTurn). */
export async function seedMessages(baseURL: string, count: number, prefix: string, players = 12): Promise<ChatEntry[]> {
  const chatters = await Promise.all(Array.from({ length: players }, (_, i) => apiChatter(baseURL, `seed${i}`)));
  try {
    return await sayInTurn(
      chatters,
      Array.from({ length: count }, (_, i) => `${prefix} ${i}`),
    );
  } finally {
    await Promise.all(chatters.map((c) => c.close()));
  }
}
