import { createHash } from 'node:crypto';
import { importSPKI, jwtVerify } from 'jose';
import { COIN_CODES, type Coin } from '../../src/core/currency';
import { z } from '../../src/core/zod';

// The sports wallet's calls as the book sends them: a JWT signed with the book's ES256 key, whose claims are the call's
// fields (docs/sportsbook.md). This module checks the signature and the shape; the wallet applies them.

/** The calls of the sports wallet. */
export const SPORTS_CALLS = ['make', 'commit', 'discard', 'win', 'lost', 'refund', 'rollback'] as const;
export type SportsCall = (typeof SPORTS_CALLS)[number];

/** A refusal of a wallet call: its code, HTTP status and message. */
export type SportsWalletCode =
  | 'bad_request'
  | 'bad_signature'
  | 'token_invalid'
  | 'insufficient_funds'
  | 'player_blocked'
  | 'limit_exceeded'
  | 'unavailable'
  | 'parent_not_found'
  | 'duplicate_mismatch'
  | 'bad_state'
  | 'rolled_back';

export const SPORTS_WALLET_STATUS: Record<SportsWalletCode, number> = {
  bad_request: 400,
  bad_signature: 401,
  token_invalid: 401,
  insufficient_funds: 402,
  player_blocked: 403,
  limit_exceeded: 403,
  unavailable: 403,
  parent_not_found: 404,
  duplicate_mismatch: 409,
  bad_state: 409,
  rolled_back: 409,
};

export class SportsWalletError extends Error {
  constructor(
    readonly code: SportsWalletCode,
    message: string,
    /** The player's balance, answered with a refused stake. */
    readonly balance?: string,
  ) {
    super(message);
  }
}

/** The longest a signed call may live (its `exp` after its `iat`). */
export const CALL_MAX_LIFE_SEC = 300;
const ALG = 'ES256';

const txRef = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: 'must be 1 to 64 letters, digits or _ . : -' });
const amount = z.string().regex(/^\d{1,24}(\.\d{1,18})?$/, { error: 'must be a decimal string' });
const price = z.string().regex(/^\d{1,6}\.\d{2}$/, { error: 'must be a price with two decimals' });
const text = (max: number) => z.string().min(1).max(max);

const leg = z.strictObject({
  selectionId: text(128),
  eventId: text(64),
  eventName: text(160),
  sport: text(40),
  league: text(80),
  kickoff: z.number().int().nonnegative(),
  market: text(80),
  label: text(120),
  price,
  live: z.boolean(),
});

const bet = z.strictObject({
  id: txRef,
  type: z.enum(['single', 'combo']),
  // The exact product of up to 20 legs' prices: two decimals a leg.
  odds: z.string().regex(/^\d{1,40}(\.\d{1,40})?$/, { error: 'must be a decimal string' }),
  potentialWin: amount,
  legs: z.array(leg).min(1).max(20),
});

const settledLegs = z.array(z.strictObject({ selectionId: text(128), result: z.enum(['won', 'lost', 'void']) })).max(20);

const base = { tx: txRef };
const withParent = { ...base, parent: txRef };

/** Each call's fields (the claims beside iss, aud, iat, exp and call). */
export const CALL_SCHEMAS = {
  make: z.object({
    ...base,
    token: z.string().min(1).max(4096),
    currency: z.enum(COIN_CODES, { error: `must be one of ${COIN_CODES.join(', ')}` }),
    amount,
    bet,
  }),
  commit: z.object(withParent),
  discard: z.object({ ...withParent, reason: text(200) }),
  win: z.object({ ...withParent, amount, cashOut: z.boolean(), legs: settledLegs.optional() }),
  lost: z.object({ ...withParent, legs: settledLegs.optional() }),
  refund: z.object({ ...withParent, reason: text(200) }),
  rollback: z.object(withParent),
} satisfies Record<SportsCall, z.ZodType>;

export type MakeCall = z.output<(typeof CALL_SCHEMAS)['make']> & { call: 'make' };
export type SettleCall =
  | (z.output<(typeof CALL_SCHEMAS)['win']> & { call: 'win' })
  | (z.output<(typeof CALL_SCHEMAS)['lost']> & { call: 'lost' })
  | (z.output<(typeof CALL_SCHEMAS)['refund']> & { call: 'refund' });
export type ParentCall =
  | (z.output<(typeof CALL_SCHEMAS)['commit']> & { call: 'commit' })
  | (z.output<(typeof CALL_SCHEMAS)['discard']> & { call: 'discard' })
  | (z.output<(typeof CALL_SCHEMAS)['rollback']> & { call: 'rollback' });
/** A checked call of the book. */
export type BookCall = MakeCall | SettleCall | ParentCall;

/** The book's public key, imported once. */
export class BookKey {
  private key: Promise<CryptoKey> | null = null;

  constructor(
    private readonly pem: string | undefined,
    /** The book's id (`iss`) and our brand (`aud`). */
    private readonly bookId: string,
    private readonly brand: string,
  ) {}

  /** Whether calls can be checked at all (a key is configured). */
  get configured(): boolean {
    return this.pem !== undefined;
  }

  /** The call's fields from its signed payload: checked signature, issuer, audience, life, call and shape. */
  async read(call: SportsCall, payload: unknown): Promise<BookCall> {
    if (!this.pem) throw new SportsWalletError('bad_signature', 'No sportsbook is configured to call this wallet');
    if (typeof payload !== 'string' || payload.length > 16_384) {
      throw new SportsWalletError('bad_request', 'payload: must be the signed call (a JWT)');
    }
    this.key ??= importSPKI(this.pem, ALG);
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(payload, await this.key, {
        algorithms: [ALG],
        issuer: this.bookId,
        audience: this.brand,
        requiredClaims: ['iat', 'exp'],
      }));
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw new SportsWalletError('bad_signature', expired ? 'The signed call has expired' : 'The call is not signed by the sportsbook');
    }
    if ((claims.exp as number) - (claims.iat as number) > CALL_MAX_LIFE_SEC) {
      throw new SportsWalletError('bad_signature', `A signed call may live at most ${CALL_MAX_LIFE_SEC} seconds`);
    }
    if (claims.call !== call) throw new SportsWalletError('bad_signature', `The payload is signed for another call than ${call}`);
    const { iss: _iss, aud: _aud, iat: _iat, exp: _exp, nbf: _nbf, jti: _jti, call: _call, ...fields } = claims;
    const parsed = CALL_SCHEMAS[call].safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new SportsWalletError('bad_request', `${issue.path.join('.') || 'payload'}: ${issue.message}`);
    }
    return { ...parsed.data, call } as BookCall;
  }
}

/** A call's content, to tell a repeat from a different call under the same id: a hash of its canonical fields. */
export function contentOf(call: BookCall): string {
  return createHash('sha256').update(canonical(call)).digest('hex');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The answer of an applied call. */
export interface SportsAnswer {
  ok: true;
  /** Our transaction's id. */
  tx: string;
  /** Our bet's id. */
  bet: string;
  state: SportsBetState;
  balance: string;
  currency: Coin;
  repeat: boolean;
}

export type SportsBetState = 'made' | 'open' | 'discarded' | 'rolled_back' | 'won' | 'cashed_out' | 'lost' | 'refunded';
