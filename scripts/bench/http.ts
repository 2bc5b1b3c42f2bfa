import { randomBytes } from 'node:crypto';
import { closedLoop, type LoadResult } from './load';

/** A logged-in player of the bench: its session cookie. */
export interface BenchPlayer {
  userName: string;
  cookie: string;
}

/** Registers a player over HTTP (demo funds credit it) and keeps its session cookie. */
export async function registerPlayer(base: string, prefix: string): Promise<BenchPlayer> {
  const userName = `${prefix}_${randomBytes(5).toString('hex')}`;
  const res = await fetch(`${base}/v1/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, email: `${userName}@bench.test`, password: 'Bench12345' }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`register failed: ${body.msg}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { userName, cookie };
}

/** Places one dice bet; true when the server settled it. */
export async function diceBet(base: string, player: BenchPlayer, amount = '0.01'): Promise<boolean> {
  const res = await fetch(`${base}/api/games/dice/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: player.cookie },
    body: JSON.stringify({
      coin: 'USDT',
      amount,
      balanceType: 'DEPOSIT',
      target: '50.50',
      condition: 'over',
      idempotencyKey: randomBytes(12).toString('hex'),
    }),
  });
  const body = (await res.json()) as { code: number };
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
