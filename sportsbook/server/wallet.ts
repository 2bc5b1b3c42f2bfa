import http from 'node:http';
import https from 'node:https';
import { SignJWT } from 'jose';
import type { Misbehaviour, WalletCallName } from './types';

// The book's side of the casino's sports wallet: each call a POST of {"payload": JWT} to `<wallet URL>/<call>`, the JWT
// signed with the book's ES256 key (iss the book, aud the casino's brand, a short life, the call's name and fields).
// A call the casino did not answer (network error, 5xx, time-out, an answer out of shape) is sent again with the same
// transaction: the casino records each transaction once, so a retry never moves money twice.

/** How long a signed call stays valid: well under the casino's five-minute ceiling. */
const PAYLOAD_LIFE_SEC = 120;

/** The casino took the call (or had taken it before: `repeat`). */
export interface WalletOk {
  ok: true;
  tx: string;
  bet: string;
  state: string;
  balance: string;
  currency: string;
  repeat: boolean;
}

/** The casino refused the call: its HTTP status, code and message. */
export interface WalletRefusal {
  ok: false;
  status: number;
  code: string;
  message: string;
  balance?: string;
}

export type WalletAnswer = WalletOk | WalletRefusal;

/** No answer from the casino after every try: whether it took the call is unknown. */
export class NoAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoAnswer';
  }
}

/** How the wallet client reaches the casino. */
export interface WalletOptions {
  /** The casino's sports wallet base: calls go to `${url}/${call}`. */
  url: string;
  /** Our id (the payload's `iss`). */
  bookId: string;
  /** The casino's brand (the payload's `aud`). */
  brand: string;
  /** The book's ES256 private key. */
  key: CryptoKey;
  now: () => number;
  /** The misbehaviour in force (read at each call). */
  mode: () => Misbehaviour;
  /** The waits before each retry: three of them, three retries. */
  retryDelaysMs: readonly number[];
  /** How long one sending waits for the answer. */
  timeoutMs: number;
  /** A `timeout` misbehaviour hangs up this long after sending (or as the answer starts, if sooner). */
  dropAfterMs?: number;
  log?: (message: string) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The client of the casino's sports wallet. */
export class WalletClient {
  constructor(private readonly options: WalletOptions) {}

  /** Sends a call as the misbehaviour in force says (normally once, retried without an answer). Throws NoAnswer. */
  async call(call: WalletCallName, fields: Record<string, unknown>): Promise<WalletAnswer> {
    const mode = this.options.mode();
    if (mode === 'duplicate') {
      const answers = await Promise.allSettled([this.retrying(call, fields), this.retrying(call, fields)]);
      const got = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
      const chosen = got.find((a) => a.ok) ?? got[0];
      if (chosen) return chosen;
      throw (answers[0] as PromiseRejectedResult).reason;
    }
    if (mode === 'timeout') await this.sendAndDrop(call, fields);
    return this.retrying(call, fields);
  }

  /**
   * Sends a make. Told to roll makes back first, it sends the make's rollback (transaction `rollbackTx`) before the
   * make itself, which the casino must then answer `rolled_back`.
   */
  async make(fields: Record<string, unknown> & { tx: string }, rollbackTx: string): Promise<WalletAnswer> {
    if (this.options.mode() === 'rollback_first') {
      await this.retrying('rollback', { tx: rollbackTx, parent: fields.tx });
      return this.retrying('make', fields);
    }
    return this.call('make', fields);
  }

  /** The signed body of a call. */
  async body(call: WalletCallName, fields: Record<string, unknown>): Promise<string> {
    const iat = Math.floor(this.options.now() / 1000);
    const payload = await new SignJWT({ ...fields, call })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
      .setIssuer(this.options.bookId)
      .setAudience(this.options.brand)
      .setIssuedAt(iat)
      .setExpirationTime(iat + PAYLOAD_LIFE_SEC)
      .sign(this.options.key);
    return JSON.stringify({ payload });
  }

  private async retrying(call: WalletCallName, fields: Record<string, unknown>): Promise<WalletAnswer> {
    const delays = this.options.retryDelaysMs;
    let last: unknown;
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0) await wait(delays[attempt - 1]!);
      try {
        return await this.sendOnce(call, fields);
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        last = error;
        this.options.log?.(`wallet ${call} ${String(fields.tx)}: ${error.message} (try ${attempt + 1})`);
      }
    }
    throw last;
  }

  /** One sending. Throws NoAnswer when the casino did not answer in shape. */
  private async sendOnce(call: WalletCallName, fields: Record<string, unknown>): Promise<WalletAnswer> {
    const body = await this.body(call, fields);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.options.url}/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new NoAnswer(`no answer: ${(error as Error).message}`);
    }
    if (response.status >= 500) throw new NoAnswer(`HTTP ${response.status}`);
    let answer: Record<string, unknown>;
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new NoAnswer(`HTTP ${response.status} without a JSON answer`);
    }
    if (response.status === 200 && answer.ok === true && typeof answer.tx === 'string') {
      return {
        ok: true,
        tx: answer.tx,
        bet: String(answer.bet ?? ''),
        state: String(answer.state ?? ''),
        balance: String(answer.balance ?? ''),
        currency: String(answer.currency ?? ''),
        repeat: answer.repeat === true,
      };
    }
    if (response.status >= 400 && answer.ok === false && typeof answer.code === 'string') {
      return {
        ok: false,
        status: response.status,
        code: answer.code,
        message: typeof answer.message === 'string' ? answer.message : answer.code,
        ...(answer.balance !== undefined ? { balance: String(answer.balance) } : {}),
      };
    }
    throw new NoAnswer(`HTTP ${response.status} with an answer out of shape`);
  }

  /** Sends a call in full and hangs up before reading the answer, as a client whose time-out fired does. */
  private async sendAndDrop(call: WalletCallName, fields: Record<string, unknown>): Promise<void> {
    const body = await this.body(call, fields);
    const url = new URL(`${this.options.url}/${call}`);
    const dropAfter = this.options.dropAfterMs ?? 150;
    await new Promise<void>((resolve) => {
      const request = (url.protocol === 'https:' ? https : http).request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      let timer: NodeJS.Timeout | undefined;
      const hangUp = () => {
        clearTimeout(timer);
        request.destroy();
        resolve();
      };
      request.on('error', hangUp);
      // The casino has the whole call; the answer is never read.
      request.on('response', hangUp);
      request.on('finish', () => {
        timer = setTimeout(hangUp, dropAfter);
      });
      request.end(body);
    });
  }
}
