import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import type { Envelope, UserInfo } from '../../src/core/api';
import type { SocketFrame } from '../../src/core/socket';
import { isReservedName } from '../../src/core/safeText';
import { TOTP } from '../../src/core/twoFactor';
import { build, type BuildOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';

/** An app on a fresh database of its own. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Connection string of this test database. */
  url: string;
  /** Direct queries for assertions. */
  db: pg.Pool;
  close(): Promise<void>;
}

/**
 * Creates database test_<random> and returns its connection string: empty, or with `migrated` a copy of the run's
 * template (every migration and the seed applied; no crash chain, which each build makes from its own configuration).
 */
export async function createDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<string> {
  const adminUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(migrated ? `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What a test may give build() besides the config: the game registry. */
export type TestBuildOptions = Pick<BuildOptions, 'games'>;

/** Creates database test_<random> from the migrated template, builds the app on it and returns both. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: TestBuildOptions = {}): Promise<TestApp> {
  return buildOn(await createDatabase({ migrated: true }), env, options);
}

/** Builds another app instance on an existing test database (fresh in-memory limits). */
export async function buildOn(url: string, env: NodeJS.ProcessEnv = {}, options: TestBuildOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    DATABASE_URL: url,
    DEMO_MODE: '1',
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT_MAX: '100000',
    // Every test client signs up and in from loopback: the per-IP sign-up and login budgets are tested on their own.
    REGISTER_IP_LIMIT_MAX: '100000',
    DEMO_FUNDS_IP_DAILY_MAX: '100000',
    LOGIN_IP_LIMIT_MAX: '100000',
    // No crash round loop unless a test asks for it; a short chain (made at the first build on a database).
    CRASH_LOOP: '0',
    CRASH_CHAIN_LENGTH: '5000',
    ...env,
  });
  // A push that breaks its frame schema fails the test that made it.
  const app = await build({ ...options, config, logger: false, strictFrames: true });
  const db = new pg.Pool({ connectionString: url, max: 3 });
  return {
    app,
    config,
    url,
    db,
    async close() {
      await app.close();
      await db.end();
    },
  };
}

/** A parsed inject answer. */
export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  setCookie: string[];
}

/** A browser-like client over app.inject that keeps cookies. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly opts: { ip?: string; origin?: string } = {},
  ) {}

  /** The Cookie header this client sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Sends a request; body objects go as JSON, strings as given. */
  async request<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = this.cookieHeader();
    if (this.opts.origin) h.origin = this.opts.origin;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await this.app.inject({ method, url, payload, headers: h, remoteAddress: this.opts.ip ?? '127.0.0.1' });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    return { status: res.statusCode, body: res.json() as Envelope<T>, setCookie };
  }

  get<T = unknown>(url: string): Promise<Answer<T>> {
    return this.request<T>('GET', url);
  }

  post<T = unknown>(url: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>> {
    return this.request<T>('POST', url, body, headers);
  }
}

/** A password that satisfies the rule. */
export const PASSWORD = 'correct-horse-9';
/** The date of birth every test player registers with (of age everywhere). */
export const BIRTH = '1990-01-01';

let counter = 0;
/** A unique user name for this run, never one reserved for the site ("mo" + "d4417" + "2" would be "mod44172"). */
export function uniqueName(prefix = 'u'): string {
  for (;;) {
    counter += 1;
    const name = `${prefix}${randomBytes(3).toString('hex')}${counter}`.slice(0, 20);
    if (!isReservedName(name)) return name;
  }
}

/** Registers a new user and returns a logged-in client. */
export async function register(
  app: FastifyInstance,
  prefix = 'u',
  opts: { ip?: string } = {},
): Promise<{ client: Client; user: UserInfo; password: string }> {
  const userName = uniqueName(prefix);
  const client = new Client(app, opts);
  const res = await client.post<UserInfo>('/v1/user/register', {
    userName,
    email: `${userName}@example.test`,
    password: PASSWORD,
    birth: BIRTH,
  });
  if (res.body.code !== 200) throw new Error(`register failed: ${res.body.msg}`);
  return { client, user: res.body.data!, password: PASSWORD };
}

/** Starts the app listening on an ephemeral loopback port and returns its base http URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A real WebSocket with a queue of received frames. */
export class TestSocket {
  readonly frames: SocketFrame[] = [];
  private waiters: (() => void)[] = [];
  closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as SocketFrame);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Opens a socket to baseUrl/chat with optional cookie and origin; resolves once open. */
  static async open(baseUrl: string, opts: { cookie?: string; origin?: string } = {}): Promise<TestSocket> {
    const headers: Record<string, string> = {};
    if (opts.cookie) headers.cookie = opts.cookie;
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/chat`, { headers, origin: opts.origin });
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  send(value: unknown): void {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  /** Waits for (and removes) the first frame matching the predicate. */
  async next(match: (f: SocketFrame) => boolean, timeoutMs = 5000): Promise<SocketFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.frames.findIndex(match);
      if (i >= 0) return this.frames.splice(i, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}

/** Balances and ledger row count of the whole database, to prove a request moved nothing. */
export async function moneySnapshot(db: pg.Pool): Promise<string> {
  const balances = await db.query('SELECT user_id, coin, kind, amount FROM balances ORDER BY 1, 2, 3');
  const ledger = await db.query('SELECT count(*)::int AS n FROM ledger');
  const tips = await db.query('SELECT count(*)::int AS n FROM tips');
  return JSON.stringify({ balances: balances.rows, ledger: ledger.rows[0], tips: tips.rows[0] });
}

/** Rows where the ledger sum of a (user, coin, kind) differs from its balance; empty when consistent. */
export async function ledgerMismatches(db: pg.Pool): Promise<unknown[]> {
  const { rows } = await db.query(`
    SELECT b.user_id, b.coin, b.kind, b.amount, COALESCE(l.total, 0) AS total
      FROM balances b
      LEFT JOIN (SELECT user_id, coin, kind, sum(delta) AS total FROM ledger GROUP BY 1, 2, 3) l USING (user_id, coin, kind)
     WHERE b.amount <> COALESCE(l.total, 0)`);
  return rows;
}

/** A dice bet body in USDT from the deposit balance (target 50.50 over unless `extra` says otherwise). */
export function diceBody(amount: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { coin: 'USDT', amount, balanceType: 'DEPOSIT', target: '50.50', condition: 'over', ...extra };
}

/**
 * Waits until the current TOTP step has at least `minLeftSec` seconds left, so that a sequence of codes computed
 * here stays inside the server's one-step window (a step that ends mid-sequence turns an earlier step's code from
 * "already used" into "incorrect").
 */
export async function awaitTotpStep(minLeftSec: number): Promise<void> {
  const periodMs = TOTP.periodSec * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < minLeftSec * 1000) await new Promise((r) => setTimeout(r, left + 50));
}

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
export const codeAt = (secret: string, steps = 0): Promise<string> =>
  generate({ secret, digits: TOTP.digits, period: TOTP.periodSec, epoch: Math.floor(Date.now() / 1000) + steps * TOTP.periodSec });
