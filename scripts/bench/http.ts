import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { closedLoop, type LoadResult } from './load';

/** A logged-in player of the bench: its session cookie. */
export interface BenchPlayer {
  userName: string;
  cookie: string;
}

// The load generator's client: node:http on a keep-alive Agent (one socket per concurrent loop, reused), which costs
// the bench process far less CPU per request than global fetch (undici) and so leaves the shared cores to the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 });

interface Answer {
  body: string;
  setCookie: string[];
}

/** One POST of a JSON body on the bench's keep-alive agent; the whole answer body as text. */
function post(base: string, path: string, body: string, cookie?: string): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ body: text, setCookie: res.headers['set-cookie'] ?? [] }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Registers a player over HTTP (demo funds credit it) and keeps its session cookie. */
export async function registerPlayer(base: string, prefix: string): Promise<BenchPlayer> {
  const userName = `${prefix}_${randomBytes(5).toString('hex')}`;
  const res = await post(base, '/v1/user/register', JSON.stringify({ userName, email: `${userName}@bench.test`, password: 'Bench12345' }));
  const body = JSON.parse(res.body) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`register failed: ${body.msg}`);
  const cookie = res.setCookie.map((c) => c.split(';')[0]).join('; ');
  return { userName, cookie };
}

/** Places one dice bet; true when the server settled it. */
export async function diceBet(base: string, player: BenchPlayer, amount = '0.01'): Promise<boolean> {
  const res = await post(
    base,
    '/api/games/dice/bet',
    JSON.stringify({
      coin: 'USDT',
      amount,
      balanceType: 'DEPOSIT',
      target: '50.50',
      condition: 'over',
      idempotencyKey: randomBytes(12).toString('hex'),
    }),
    player.cookie,
  );
  const body = JSON.parse(res.body) as { code: number };
  return body.code === 200;
}

/** Dice bets per second with `workers` concurrent loops spread over the given players. */
export function betLoad(base: string, players: BenchPlayer[], workers: number, seconds: number): Promise<LoadResult> {
  return closedLoop(workers, seconds, (w) => diceBet(base, players[w % players.length]!));
}

/** Round-trip times of `count` bets placed one after another by one player. */
export async function sequentialBets(base: string, player: BenchPlayer, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    if (!(await diceBet(base, player))) throw new Error('a sequential bet was refused');
    times.push(performance.now() - t0);
  }
  return times;
}

/** Closes the kept-alive sockets (end of the bench). */
export function closeClient(): void {
  agent.destroy();
}
