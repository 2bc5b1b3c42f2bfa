import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import { importPKCS8, SignJWT } from 'jose';
import { request, type BenchPlayer } from './http';
import { closedLoop, type LoadResult } from './load';

// A sportsbook's wallet calls (POST /v1/sportsbook/wallet/{call}, each an ES256 JWT signed by the book): every bet made,
// committed and settled as a win, the three calls a settled single costs, beside the database's raw credits.

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const signingKey = importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'ES256');

/** The server environment of a sportsbook whose key is the bench's (its frame address is never opened). */
export const BENCH_SPORTS_ENV: Record<string, string> = {
  SPORTSBOOK_URL: 'http://127.0.0.1:9/',
  SPORTSBOOK_BOOK_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 16, maxFreeSockets: 16 });

/** Each player's sportsbook token in USDT (genToken with their session), as the host page would get it. */
export async function sportsTokens(base: string, players: readonly BenchPlayer[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const p of players) {
    const body = JSON.stringify({ currency: 'USDT' });
    const res = await request(
      base,
      'POST',
      '/v1/token/genToken',
      {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        cookie: p.cookie,
      },
      body,
    );
    const answer = JSON.parse(res.body) as { code: number; msg: string; data?: { token: string } };
    if (answer.code !== 200 || !answer.data) throw new Error(`genToken: ${answer.msg}`);
    tokens.push(answer.data.token);
  }
  return tokens;
}

let seq = Date.now();

async function call(base: string, name: string, fields: Record<string, unknown>): Promise<boolean> {
  const payload = await new SignJWT({ ...fields, call: name })
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer('demo-book')
    .setAudience('highstakes')
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(await signingKey);
  const body = JSON.stringify({ payload });
  const res = await request(
    base,
    'POST',
    `/v1/sportsbook/wallet/${name}`,
    { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    body,
    agent,
  );
  return res.status === 200;
}

/**
 * `workers` closed loops, each placing a single of 1 USDT at 2.50 for one of the players and settling it as a win of
 * 2.50: make, commit, win. An operation counts when all three were answered 200 (the bet settled: two ledger rows, its
 * bets row and wager).
 */
export async function sportsSettles(base: string, tokens: readonly string[], workers: number, seconds: number): Promise<LoadResult> {
  return closedLoop(workers, seconds, async (w) => {
    const id = `bench-${++seq}`;
    const make = {
      tx: `${id}-m`,
      token: tokens[w % tokens.length],
      currency: 'USDT',
      amount: '1',
      bet: {
        id,
        type: 'single',
        odds: '2.5',
        potentialWin: '2.5',
        legs: [
          {
            selectionId: `${id}:1x2:home`,
            eventId: id,
            eventName: 'Bench Town v Load Rovers',
            sport: 'soccer',
            league: 'bench',
            kickoff: Date.now(),
            market: 'Match result',
            label: 'Bench Town',
            price: '2.50',
            live: false,
          },
        ],
      },
    };
    return (
      (await call(base, 'make', make)) &&
      (await call(base, 'commit', { tx: `${id}-c`, parent: make.tx })) &&
      (await call(base, 'win', { tx: `${id}-w`, parent: make.tx, amount: '2.5', cashOut: false }))
    );
  });
}

/** Closes the bench's keep-alive sockets. */
export function closeSportsClient(): void {
  agent.destroy();
}
