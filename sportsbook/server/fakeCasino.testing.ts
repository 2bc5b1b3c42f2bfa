import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { fromUnits, toUnits } from './money';

// A stand-in for the casino in the book's tests: its key set (it signs players' tokens and operator orders) and a
// small sports wallet on a real port that speaks the protocol (signed calls, one record per transaction, repeats
// answered alike, a rollback before its make leaving a tombstone), with switches to fail or drop calls.

const DECIMALS = 8;

/** One call as the fake wallet received it. */
export interface ReceivedCall {
  call: string;
  claims: JWTPayload & Record<string, unknown>;
}

interface WalletBet {
  player: string;
  currency: string;
  amount: bigint;
  state: string;
}

/** The fake casino. */
export class FakeCasino {
  readonly calls: ReceivedCall[] = [];
  /** Answer the next N calls of a kind with HTTP 500 before doing anything. */
  readonly failNext: Record<string, number> = {};
  /** Do the next N calls of a kind, then hang up without answering. */
  readonly dropNext: Record<string, number> = {};
  /** Refuse every call of a kind with this code and status. */
  readonly refuse: Record<string, { code: string; status: number }> = {};
  readonly bets = new Map<string, WalletBet>();
  private readonly balances = new Map<string, bigint>();
  private readonly txs = new Map<string, { content: string; answer: Record<string, unknown> }>();
  private readonly tombstones = new Set<string>();
  private server: http.Server | null = null;
  private serial = 0;
  url = '';

  private constructor(
    private readonly casinoKey: CryptoKey,
    /** The casino's public key set, as the book reads it. */
    readonly keys: JWTVerifyGetKey,
    /** The book's key pair: the book signs with the private half, the wallet checks with the public one. */
    readonly bookPrivatePem: string,
    private readonly bookPublicKey: CryptoKey,
    private readonly now: () => number,
    readonly brand = 'highstakes',
    readonly bookId = 'demo-book',
    private readonly jwk: Record<string, unknown> = {},
  ) {}

  /** Where the casino publishes its key set. */
  get jwksUrl(): string {
    return this.url.replace(/\/wallet$/, '/jwks.json');
  }

  /** A fake casino listening on a free port, on the test's clock. */
  static async start(now: () => number = Date.now): Promise<FakeCasino> {
    const casino = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(casino.publicKey)), kid: 'hs-1', alg: 'ES256', use: 'sig' };
    const book = await generateKeyPair('ES256', { extractable: true });
    const fake = new FakeCasino(
      casino.privateKey,
      createLocalJWKSet({ keys: [jwk] }),
      await exportPKCS8(book.privateKey),
      book.publicKey,
      now,
      'highstakes',
      'demo-book',
      jwk,
    );
    fake.server = http.createServer((request, response) => void fake.handle(request, response));
    await new Promise<void>((resolve) => fake.server!.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/wallet`;
    return fake;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Sets a player's balance. */
  fund(player: string, amount: string): void {
    this.balances.set(player, toUnits(amount, DECIMALS)!);
  }

  /** A player's balance. */
  balance(player: string): string {
    return fromUnits(this.balances.get(player) ?? 0n, DECIMALS);
  }

  /** The calls of a kind received. */
  received(call: string): ReceivedCall[] {
    return this.calls.filter((c) => c.call === call);
  }

  /** A player's token (or a guest's, sub `guest`), as the casino signs them. */
  token(sub: string, claims: { currency?: string | null; name?: string | null; ttlSec?: number; key?: CryptoKey } = {}): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({
      name: claims.name ?? (sub === 'guest' ? null : `Player ${sub}`),
      currency: claims.currency ?? 'USDT',
      lang: 'en_US',
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'hs-1', typ: 'JWT' })
      .setIssuer(this.brand)
      .setAudience('sportsbook')
      .setSubject(sub)
      .setJti(`jti-${++this.serial}`)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (claims.ttlSec ?? 300))
      .sign(claims.key ?? this.casinoKey);
  }

  /** An operator's order to the book. */
  order(claims: Record<string, unknown>, options: { audience?: string; lifeSec?: number; key?: CryptoKey } = {}): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'hs-1' })
      .setIssuer(this.brand)
      .setAudience(options.audience ?? 'sportsbook-control')
      .setIssuedAt(iat)
      .setExpirationTime(iat + (options.lifeSec ?? 60))
      .sign(options.key ?? this.casinoKey);
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    if (request.method === 'GET' && request.url === '/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [this.jwk] }));
      return;
    }
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const call = (request.url ?? '').split('/').pop() ?? '';
    const send = (status: number, body: Record<string, unknown>) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    let claims: ReceivedCall['claims'];
    try {
      const payload = (JSON.parse(text) as { payload: string }).payload;
      const head = await jwtVerify(payload, this.bookPublicKey, {
        issuer: this.bookId,
        audience: this.brand,
        currentDate: new Date(this.now()),
      });
      claims = head.payload as ReceivedCall['claims'];
      if (claims.call !== call || Number(claims.exp) - Number(claims.iat) > 300) throw new Error('wrong call or too long a life');
    } catch (error) {
      return send(401, { ok: false, code: 'bad_signature', message: String(error) });
    }
    this.calls.push({ call, claims });
    if ((this.failNext[call] ?? 0) > 0) {
      this.failNext[call]!--;
      return send(500, { ok: false, code: 'server_error', message: 'down' });
    }
    const refusal = this.refuse[call];
    if (refusal) return send(refusal.status, { ok: false, code: refusal.code, message: `refused: ${refusal.code}` });
    const [status, answer] = await this.apply(call, claims);
    if ((this.dropNext[call] ?? 0) > 0) {
      this.dropNext[call]!--;
      request.socket.destroy();
      return;
    }
    send(status, answer);
  }

  /** The wallet's rules for one call. */
  private async apply(call: string, claims: ReceivedCall['claims']): Promise<[number, Record<string, unknown>]> {
    const tx = String(claims.tx);
    const { iat: _iat, exp: _exp, ...fields } = claims;
    const content = JSON.stringify(fields);
    const seen = this.txs.get(tx);
    if (seen) {
      if (seen.content !== content) return [409, { ok: false, code: 'duplicate_mismatch', message: 'other content' }];
      return [200, { ...seen.answer, repeat: true }];
    }
    let player: string;
    if (call === 'make') {
      try {
        const verified = await jwtVerify(String(claims.token), this.keys, {
          issuer: this.brand,
          audience: 'sportsbook',
          currentDate: new Date(this.now()),
        });
        player = String(verified.payload.sub);
      } catch {
        return [401, { ok: false, code: 'token_invalid', message: 'bad token' }];
      }
      if (this.tombstones.has(tx)) return [409, { ok: false, code: 'rolled_back', message: 'rolled back first' }];
      if (this.txs.has(tx)) return [200, { ...this.txs.get(tx)!.answer, repeat: true }];
      const amount = toUnits(String(claims.amount), DECIMALS)!;
      const balance = this.balances.get(player) ?? 0n;
      if (amount > balance)
        return [402, { ok: false, code: 'insufficient_funds', message: 'no money', balance: fromUnits(balance, DECIMALS) }];
      this.balances.set(player, balance - amount);
      this.bets.set(tx, { player, currency: String(claims.currency), amount, state: 'made' });
    } else {
      const parent = String(claims.parent);
      const bet = this.bets.get(parent);
      if (!bet && call === 'rollback') {
        this.tombstones.add(parent);
        return this.record(tx, content, { state: 'rolled_back', bet: parent, currency: '', balance: '0' });
      }
      if (!bet) return [404, { ok: false, code: 'parent_not_found', message: parent }];
      player = bet.player;
      const settle = ['win', 'lost', 'refund'].includes(call);
      if ((settle || call === 'commit' || call === 'discard') && !['made', 'open'].includes(bet.state)) {
        return [409, { ok: false, code: 'bad_state', message: `${call} of a ${bet.state} bet` }];
      }
      const credit =
        call === 'win' ? toUnits(String(claims.amount), DECIMALS)! : ['discard', 'refund', 'rollback'].includes(call) ? bet.amount : 0n;
      this.balances.set(player, (this.balances.get(player) ?? 0n) + credit);
      bet.state = {
        commit: 'open',
        discard: 'discarded',
        win: claims.cashOut ? 'cashed_out' : 'won',
        lost: 'lost',
        refund: 'refunded',
        rollback: 'rolled_back',
      }[call]!;
    }
    const bet = call === 'make' ? this.bets.get(tx)! : this.bets.get(String(claims.parent))!;
    return this.record(tx, content, {
      state: bet.state,
      bet: `w-${claims.parent ?? tx}`,
      currency: bet.currency,
      balance: this.balance(player),
    });
  }

  private record(tx: string, content: string, result: Record<string, unknown>): [number, Record<string, unknown>] {
    const answer = { ok: true, tx: `c-${++this.serial}`, ...result, repeat: false };
    this.txs.set(tx, { content, answer });
    return [200, answer];
  }
}
