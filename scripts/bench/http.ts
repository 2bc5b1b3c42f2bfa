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

/** Posts a JSON body with the player's cookie; the envelope's code and data. */
async function call<T>(base: string, path: string, body: object, player: BenchPlayer): Promise<{ code: number; data: T }> {
  const res = await post(base, path, JSON.stringify(body), player.cookie);
  return JSON.parse(res.body) as { code: number; data: T };
}

/** Places one bet of an instant game with its own params; true when the server settled it. */
export async function gameBet(base: string, player: BenchPlayer, game: string, params: object, amount = '0.01'): Promise<boolean> {
  const body = { coin: 'USDT', amount, balanceType: 'DEPOSIT', ...params, idempotencyKey: randomBytes(12).toString('hex') };
  return (await call(base, `/api/games/${game}/bet`, body, player)).code === 200;
}

/** Places one dice bet; true when the server settled it. */
export function diceBet(base: string, player: BenchPlayer, amount = '0.01'): Promise<boolean> {
  return gameBet(base, player, 'dice', { target: '50.50', condition: 'over' }, amount);
}

/** Plinko bets per second (16 rows, high risk) with `workers` concurrent loops spread over the given players. */
export function plinkoLoad(base: string, players: BenchPlayer[], workers: number, seconds: number): Promise<LoadResult> {
  return closedLoop(workers, seconds, (w) => gameBet(base, players[w % players.length]!, 'plinko', { rows: 16, risk: 'high' }));
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
