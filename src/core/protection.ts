import { z } from './zod';
import { birthSchema } from './paymentDetails';

// Player protection: the limits a player sets, time-outs and self-exclusions, reality checks, and the locks an
// operator sets. The server enforces them in its one money statement; these are the calls' shapes and their rules.

/** Limits counted over a window: USD deposited, lost (stakes less what came back) or staked. */
export const WINDOW_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
/** The windows: 24 hours, 7 days, 30 days, each starting when the limit is set and repeating from there. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** Every limit: the windowed ones, the USD cap of one stake, and the minutes a session may last. */
export const LIMIT_KINDS = [...WINDOW_LIMIT_KINDS, 'stake', 'session'] as const;

export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number] | 'once';

/** Window lengths in milliseconds. */
export const PERIOD_MS: Record<(typeof LIMIT_PERIODS)[number], number> = {
  day: 24 * 3600_000,
  week: 7 * 24 * 3600_000,
  month: 30 * 24 * 3600_000,
};

/** A raise or removal of a limit waits this long; a new or lower limit applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3600_000;

/** Bounds of a session-time limit, in minutes. */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 1440 } as const;
/** Bounds of the reality-check interval, in minutes. */
export const REALITY_CHECK_MINUTES = { min: 15, max: 60 } as const;
/** The largest USD amount of a limit. */
export const LIMIT_MAX_USD = 10_000_000;

/** Time-out lengths and self-exclusion lengths. */
export const TIMEOUT_LENGTHS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_LENGTHS = ['6m', '1y', '3y', '5y', 'permanent'] as const;
export type TimeoutLength = (typeof TIMEOUT_LENGTHS)[number];
export type ExclusionLength = (typeof EXCLUSION_LENGTHS)[number];
export type BreakLength = TimeoutLength | ExclusionLength;

/** After a time-out or self-exclusion ends, play stays closed this long. */
export const COOLING_OFF_MS = 24 * 3600_000;

/** What each length reads as. */
export const BREAK_LENGTH_TEXT: Record<BreakLength, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '6 weeks',
  '6m': '6 months',
  '1y': '1 year',
  '3y': '3 years',
  '5y': '5 years',
  permanent: 'Permanently',
};

/** Capabilities an operator can lock. */
export const LOCK_CAPABILITIES = ['chat', 'tip', 'rain', 'bet', 'deposit', 'withdraw'] as const;
export type LockCapability = (typeof LOCK_CAPABILITIES)[number];

/** A limit as the player sees it. Amounts are USD decimal strings (minutes for a session limit). */
export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force. */
  amount: string;
  /** What is used of it in the current window (windowed limits; a loss can be below 0 after wins). */
  used: string | null;
  /** When the current window ends (epoch ms; windowed limits). */
  resetsAt: number | null;
  /** A raise (an amount) or removal (null) waiting, and when it applies (epoch ms). */
  pending: { amount: string | null; from: number } | null;
}

/** A time-out or self-exclusion in force or cooling off. */
export interface BreakView {
  kind: 'timeout' | 'exclusion';
  length: BreakLength;
  startsAt: number;
  /** null: permanent. */
  endsAt: number | null;
  /** When play opens again (the end and a 24-hour cooling-off; null: never). */
  playFrom: number | null;
}

/** An operator's lock in force. */
export interface LockView {
  capability: LockCapability;
  until: number;
  reason: string;
}

/** GET /v1/protection: everything that protects the player now. */
export interface ProtectionState {
  limits: LimitView[];
  break: BreakView | null;
  locks: LockView[];
  /** Reality-check interval in minutes (null: off). */
  realityCheck: number | null;
  /** When this session started (epoch ms): the reality check and the session limit count from it. */
  sessionStartedAt: number;
  /** The server's clock (epoch ms), for countdowns. */
  now: number;
}

const usdAmount = z
  .string({ error: 'amount must be a decimal string' })
  .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'amount must be a USD amount with at most 2 decimals' })
  .refine((v) => Number(v) > 0 && Number(v) <= LIMIT_MAX_USD, { error: `amount must be above 0 and at most ${LIMIT_MAX_USD} USD` });

/** Body of POST /v1/protection/limit: a limit to set (amount) or remove (null). */
export const setLimitSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.enum(WINDOW_LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS, { error: `period must be one of ${LIMIT_PERIODS.join(', ')}` }),
      amount: usdAmount.nullable(),
    }),
    z.strictObject({ kind: z.literal('stake'), amount: usdAmount.nullable() }),
    z.strictObject({
      kind: z.literal('session'),
      amount: z
        .string({ error: 'amount must be a number of minutes' })
        .regex(/^\d{1,4}$/, { error: 'amount must be a whole number of minutes' })
        .refine((v) => Number(v) >= SESSION_LIMIT_MINUTES.min && Number(v) <= SESSION_LIMIT_MINUTES.max, {
          error: `a session limit is from ${SESSION_LIMIT_MINUTES.min} to ${SESSION_LIMIT_MINUTES.max} minutes`,
        })
        .nullable(),
    }),
  ],
  { error: `kind must be one of ${LIMIT_KINDS.join(', ')}` },
);
export type SetLimit = z.infer<typeof setLimitSchema>;

/** Body of POST /v1/protection/break: a time-out or self-exclusion, confirmed with the password. */
export const takeBreakSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('timeout'),
      length: z.enum(TIMEOUT_LENGTHS, { error: `a time-out lasts ${TIMEOUT_LENGTHS.join(', ')}` }),
      password: z.string().min(1, { error: 'password is required' }).max(128),
    }),
    z.strictObject({
      kind: z.literal('exclusion'),
      length: z.enum(EXCLUSION_LENGTHS, { error: `a self-exclusion lasts ${EXCLUSION_LENGTHS.join(', ')}` }),
      password: z.string().min(1, { error: 'password is required' }).max(128),
    }),
  ],
  { error: 'kind must be timeout or exclusion' },
);
export type TakeBreak = z.infer<typeof takeBreakSchema>;

/** Body of POST /v1/protection/reality: the reality-check interval in minutes, or null to turn it off. */
export const realityCheckSchema = z.strictObject({
  minutes: z
    .number({ error: 'minutes must be a number' })
    .int({ error: 'minutes must be a whole number' })
    .min(REALITY_CHECK_MINUTES.min, {
      error: `a reality check comes every ${REALITY_CHECK_MINUTES.min} to ${REALITY_CHECK_MINUTES.max} minutes`,
    })
    .max(REALITY_CHECK_MINUTES.max, {
      error: `a reality check comes every ${REALITY_CHECK_MINUTES.min} to ${REALITY_CHECK_MINUTES.max} minutes`,
    })
    .nullable(),
});

/** GET /v1/protection/reality-check: the session so far. USD decimal strings. */
export interface RealityCheck {
  startedAt: number;
  now: number;
  /** Staked this session. */
  wagered: string;
  /** What came back less what was staked this session (below 0: a loss). */
  net: string;
  bets: number;
}

/** One month of one coin in the activity statement. Decimal strings in the coin. */
export interface StatementMonth {
  /** YYYY-MM, UTC. */
  month: string;
  coin: string;
  deposited: string;
  /** Withdrawn, less withdrawals refunded. */
  withdrawn: string;
  /** Staked on every product. */
  wagered: string;
  /** What came back less what was staked (below 0: a loss). */
  net: string;
  /** Everything else: tips, rain, rewards, bonuses. */
  other: string;
}

/** GET /v1/protection/statement: the last 24 months, newest first. */
export interface ActivityStatement {
  months: StatementMonth[];
}

/** How many months the activity statement covers. */
export const STATEMENT_MONTHS = 24;

/**
 * The refusal of play, deposits and promotions to an account without a date of birth (made by a third-party sign-in,
 * or before birth dates were asked): the money statement's own wording.
 */
export const BIRTH_NEEDED = 'Tell us your date of birth before you play or deposit: add it in your profile (Account)';

/** POST /v1/protection/birth: the date of birth of an account that has none (given once; an operator corrects it). */
export const setBirthSchema = z.strictObject({ birth: birthSchema });
