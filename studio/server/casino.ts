import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

// The studio's side of the softswiss-style wallet: signed POSTs of /play and /rollback to the casino's wallet URL.
// Amounts are integer subunits; every action has an id of its own that a retry repeats unchanged.

/** One action sent to the casino. */
export type CasinoAction =
  { action: 'bet' | 'win'; amount: number; action_id: string } | { action: 'rollback'; action_id: string; original_action_id: string };

/** What a /play or /rollback body carries. */
export interface CasinoCall {
  user_id: string;
  currency: string;
  game: string;
  game_id?: string;
  finished?: boolean;
  actions?: CasinoAction[];
}

/** The casino's answer: its balance in subunits, or a refusal. */
export type CasinoAnswer =
  | { ok: true; balance: number; transactions: { action_id: string; tx_id: string }[] }
  | { ok: false; status: number; code: number; message: string; balance?: number };

/** Ways the studio can be told to misbehave towards the casino, to prove the wallet survives them. */
export type Misbehaviour =
  /** Every call sent twice in a row (a duplicate delivery). */
  | 'duplicate'
  /** Every call sent ten times at once. */
  | 'burst'
  /** A round's bet is rolled back before the bet is sent; the bet then follows (and must do nothing). */
  | 'rollback_first'
  /** The first sending of a call hangs up before the answer (the casino still processes it), then it is retried. */
  | 'timeout_retry';

/** How the studio reaches the casino. */
export interface CasinoLink {
  walletUrl: string;
  secret: string;
  /** Sends X-Request-Timestamp and signs "<timestamp>.<body>" (the casino's timestamp window). */
  timestamped: boolean;
}

function signedRequest(link: CasinoLink, call: CasinoCall): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(call);
  const timestamp = String(Date.now());
  const signed = link.timestamped ? `${timestamp}.${body}` : body;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-request-sign': createHmac('sha256', link.secret).update(signed).digest('hex'),
  };
  if (link.timestamped) headers['x-request-timestamp'] = timestamp;
  return { body, headers };
}

/**
 * Sends a call in full and hangs up without waiting for the answer, as a client whose time-out fired does: the casino
 * has the whole request and processes it.
 */
export function sendAndHangUp(link: CasinoLink, path: '/play' | '/rollback', call: CasinoCall): Promise<void> {
  const { body, headers } = signedRequest(link, call);
  const url = new URL(`${link.walletUrl}${path}`);
  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    });
    request.on('error', () => resolve());
    request.on('finish', () => {
      request.destroy();
      resolve();
    });
    request.end(body);
  });
}

/** Signs and sends one call; answers the casino's answer (a time-out or network error is thrown). */
export async function send(link: CasinoLink, path: '/play' | '/rollback', call: CasinoCall, timeoutMs = 10_000): Promise<CasinoAnswer> {
  const { body, headers } = signedRequest(link, call);
  const response = await fetch(`${link.walletUrl}${path}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.ok) {
    return {
      ok: true,
      balance: Number(answer.balance),
      transactions: (answer.transactions as { action_id: string; tx_id: string }[] | undefined) ?? [],
    };
  }
  return {
    ok: false,
    status: response.status,
    code: Number(answer.code),
    message: String(answer.message ?? 'Refused'),
    ...(typeof answer.balance === 'number' ? { balance: answer.balance } : {}),
  };
}

/**
 * Sends a call the way the studio is told to: normally once (retried on a network error or time-out, with the same
 * action ids, up to three times), or misbehaving. Answers the casino's answer to the call.
 */
export async function deliver(
  link: CasinoLink,
  path: '/play' | '/rollback',
  call: CasinoCall,
  mode: Misbehaviour | null,
): Promise<CasinoAnswer> {
  if (mode === 'duplicate') {
    await send(link, path, call);
    return send(link, path, call);
  }
  if (mode === 'burst') {
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(link, path, call)));
    return answers[answers.length - 1]!;
  }
  if (mode === 'timeout_retry') {
    // Gives up before the casino answers; the casino finishes the call anyway, and the retry must find it done.
    await sendAndHangUp(link, path, call);
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await send(link, path, call);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
