import type { FastifyInstance } from 'fastify';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { Decimal, toFixedDown } from '../../src/core/money';
import type { SportsToken } from '../../src/core/sportsbook';
import { register, type Client } from './helpers';

// A sportsbook as the wallet's tests play it: its own ES256 key (the public half given to the server), calls signed
// as the book signs them, and players with a live sportsbook token.

/** The book's key pair and the server setting that names its public half. */
export async function bookKeys(): Promise<{ privateKey: CryptoKey; env: NodeJS.ProcessEnv }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKey, env: { SPORTSBOOK_URL: 'http://127.0.0.1:3200/', SPORTSBOOK_BOOK_PUBLIC_KEY: await exportSPKI(publicKey) } };
}

export interface SignOptions {
  key?: CryptoKey;
  /** The call the payload is signed for (default: the path's). */
  signedFor?: string;
  issuer?: string;
  audience?: string;
  iat?: number;
  lifeSec?: number;
}

/** A call's body: its fields in a JWT signed as the book signs it. */
export async function signed(
  key: CryptoKey,
  call: string,
  fields: Record<string, unknown>,
  o: SignOptions = {},
): Promise<{ payload: string }> {
  const iat = o.iat ?? Math.floor(Date.now() / 1000);
  const payload = await new SignJWT({ ...fields, call: o.signedFor ?? call })
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer(o.issuer ?? 'demo-book')
    .setAudience(o.audience ?? 'highstakes')
    .setIssuedAt(iat)
    .setExpirationTime(iat + (o.lifeSec ?? 60))
    .sign(o.key ?? key);
  return { payload };
}

export interface WalletReply {
  status: number;
  body: {
    ok: boolean;
    code?: string;
    message?: string;
    tx?: string;
    bet?: string | null;
    state?: string | null;
    balance?: string | null;
    currency?: string | null;
    repeat?: boolean;
  };
}

/** Sends a wallet call as the book does. */
export async function walletCall(
  app: FastifyInstance,
  key: CryptoKey,
  call: string,
  fields: Record<string, unknown>,
  o: SignOptions = {},
): Promise<WalletReply> {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/sportsbook/wallet/${call}`,
    payload: await signed(key, call, fields, o),
  });
  return { status: res.statusCode, body: res.json() };
}

let seq = 0;
/** A fresh transaction or bet id. */
export const ref = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

/** A leg at a price. */
export function leg(price: string, n = 1): Record<string, unknown> {
  return {
    selectionId: `soccer-${n}:1x2:home`,
    eventId: `soccer-${n}`,
    eventName: `Harbour Town v Mill Rovers ${n}`,
    sport: 'soccer',
    league: 'premier-isles',
    kickoff: 1_800_000_000_000,
    market: 'Match result',
    label: 'Harbour Town',
    price,
    live: false,
  };
}

/** A make's fields: a single at `price` (or a combo of the prices), `amount` staked. */
export function make(token: string, amount: string, prices: string[] = ['2.50'], ids = { tx: ref('m'), bet: ref('b') }) {
  const odds = prices.reduce((a, p) => a.mul(p), new Decimal(1));
  return {
    tx: ids.tx,
    token,
    currency: 'USDT',
    amount,
    bet: {
      id: ids.bet,
      type: prices.length === 1 ? 'single' : 'combo',
      odds: odds.toFixed(),
      potentialWin: toFixedDown(odds.mul(amount).toFixed(), 2),
      legs: prices.map((p, i) => leg(p, i + 1)),
    },
  };
}

/** A new player (1000 demo USDT) with a live sportsbook token in USDT. */
export async function sportsPlayer(app: FastifyInstance, prefix = 'sp'): Promise<{ client: Client; userId: number; token: string }> {
  const { client, user } = await register(app, prefix);
  const res = await client.post<SportsToken>('/v1/token/genToken', { currency: 'USDT' });
  return { client, userId: user.id, token: res.body.data!.token };
}
