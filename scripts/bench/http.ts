import { randomBytes } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import { pooled, type LoadResult } from './load';

/** A logged-in player of the bench: its session cookie. */
export interface BenchPlayer {
  userName: string;
  cookie: string;
}

// The bench's own requests (sign-ups, mines games, sequential round trips): node:http on a keep-alive Agent (one
// socket per concurrent loop, reused), which costs far less CPU per request than global fetch (undici). The bet
// throughput loads run on autocannon (instantLoad), cheaper still.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 });

/** A whole answer of one of the bench's own requests. */
export interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

/** One request on a keep-alive agent (the bench's own, or a load's with its socket count); the whole answer. */
export function request(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string | number>,
  body?: string,
  via: http.Agent = agent,
): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent: via, host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (res) => {
        res.setEncoding('utf8');
        let text = '';
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, setCookie: res.headers['set-cookie'] ?? [] }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One POST of a JSON body on the bench's keep-alive agent. */
function post(base: string, path: string, body: string, cookie?: string): Promise<Answer> {
  return request(
    base,
    'POST',
    path,
    {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      ...(cookie ? { cookie } : {}),
    },
    body,
  );
}

/** Registers a player over HTTP (demo funds credit it) and keeps its session cookie. */
export async function registerPlayer(base: string, prefix: string): Promise<BenchPlayer> {
  const userName = `${prefix}_${randomBytes(5).toString('hex')}`;
  const res = await post(
    base,
    '/v1/user/register',
    JSON.stringify({ userName, email: `${userName}@bench.test`, password: 'Bench12345', birth: '1990-01-01' }),
  );
  const body = JSON.parse(res.body) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`register failed: ${body.msg}`);
  const cookie = res.setCookie.map((c) => c.split(';')[0]).join('; ');
  return { userName, cookie };
}

/** A player's session cookies (`a=1; b=2`) as a browser context takes them, for `base`. */
export function browserCookies(base: string, cookie: string): { name: string; value: string; url: string }[] {
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
}

/** Posts a JSON body with the player's cookie; the envelope's code and data. */
async function call<T>(base: string, path: string, body: object, player: BenchPlayer): Promise<{ code: number; data: T }> {
  const res = await post(base, path, JSON.stringify(body), player.cookie);
  return JSON.parse(res.body) as { code: number; data: T };
}

/** The body of one instant-game bet with its own params and a fresh idempotency key. */
function betBody(params: object, amount = '0.01'): string {
  return JSON.stringify({ coin: 'USDT', amount, balanceType: 'DEPOSIT', ...params, idempotencyKey: randomBytes(12).toString('hex') });
}

/** Places one bet of an instant game with its own params; true when the server settled it. */
export async function gameBet(base: string, player: BenchPlayer, game: string, params: object, amount = '0.01'): Promise<boolean> {
  const res = await post(base, `/api/games/${game}/bet`, betBody(params, amount), player.cookie);
  return (JSON.parse(res.body) as { code: number }).code === 200;
}

const DICE = { target: '50.50', condition: 'over' } as const;

/** Places one dice bet; true when the server settled it. */
export function diceBet(base: string, player: BenchPlayer, amount = '0.01'): Promise<boolean> {
  return gameBet(base, player, 'dice', DICE, amount);
}

/** One closed loop of bets on one keep-alive connection for `seconds` (an autocannon instance of one connection). */
function betLoop(base: string, player: BenchPlayer, game: string, params: object, seconds: number): Promise<LoadResult> {
  let ops = 0;
  let errors = 0;
  const latenciesMs: number[] = [];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: 1,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: `/api/games/${game}/bet`,
            headers: { 'content-type': 'application/json', cookie: player.cookie },
            // Every bet its own key, as a player's would be.
            setupRequest: (request) => ({ ...request, body: betBody(params) }),
            // Settled only when the envelope says so (the server answers refusals with HTTP 200 and a code).
            onResponse: (status, body) => {
              if (status === 200 && body.startsWith('{"code":200,')) ops++;
              else errors++;
            },
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve({ ops, errors: errors + result.errors + result.timeouts, seconds: (performance.now() - started) / 1000, latenciesMs });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latenciesMs.push(responseTime));
  });
}

/**
 * Bets of an instant game per second with `workers` concurrent closed loops spread over the given players (loop w
 * bets as player w mod n). The load generator is autocannon, made for this job: its client costs the shared 2 cores
 * about a quarter less CPU per request than node:http's, CPU left to the server and PostgreSQL being measured.
 */
export async function instantLoad(
  base: string,
  players: BenchPlayer[],
  workers: number,
  seconds: number,
  game: string,
  params: object,
): Promise<LoadResult> {
  const loops = await Promise.all(
    Array.from({ length: workers }, (_, w) => betLoop(base, players[w % players.length]!, game, params, seconds)),
  );
  return { ...pooled(loops), seconds: Math.max(...loops.map((l) => l.seconds)) };
}

/** Plinko bets per second (16 rows, high risk) with `workers` concurrent loops spread over the given players. */
export function plinkoLoad(base: string, players: BenchPlayer[], workers: number, seconds: number): Promise<LoadResult> {
  return instantLoad(base, players, workers, seconds, 'plinko', { rows: 16, risk: 'high' });
}

/**
 * Mines reveals per second: one loop per player (a player has one game in play per coin), each starting a 3-mine game,
 * revealing random tiles until a mine or five safe tiles, then cashing out, and again. Only reveals are counted and
 * timed; a refused move counts as an error.
 */
export async function minesRevealLoad(base: string, players: BenchPlayer[], seconds: number): Promise<LoadResult> {
  const deadline = performance.now() + seconds * 1000;
  const latenciesMs: number[] = [];
  let ops = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < deadline) {
        const start = await call<{ gameId: number }>(
          base,
          '/api/games/mines/start',
          { coin: 'USDT', amount: '0.01', balanceType: 'DEPOSIT', mines: 3 },
          player,
        );
        if (start.code !== 200) {
          errors++;
          continue;
        }
        const tiles = Array.from({ length: 25 }, (_, i) => i).sort(() => Math.random() - 0.5);
        let safe = 0;
        for (const tile of tiles) {
          const t0 = performance.now();
          const reveal = await call<{ state: string }>(base, '/api/games/mines/reveal', { gameId: start.data.gameId, tile }, player);
          latenciesMs.push(performance.now() - t0);
          if (reveal.code !== 200) {
            errors++;
            break;
          }
          ops++;
          if (reveal.data.state === 'settled') break;
          if (++safe === 5) {
            if ((await call(base, '/api/games/mines/cashout', { gameId: start.data.gameId }, player)).code !== 200) errors++;
            break;
          }
        }
      }
    }),
  );
  return { ops, errors, seconds: (performance.now() - started) / 1000, latenciesMs };
}

/** Dice bets per second with `workers` concurrent loops spread over the given players. */
export function betLoad(base: string, players: BenchPlayer[], workers: number, seconds: number): Promise<LoadResult> {
  return instantLoad(base, players, workers, seconds, 'dice', DICE);
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
