import { z } from '../../src/core/zod';
import { HOUSE_GAMES } from '../../src/core/games/catalog';
import { COIN_CODES, coinDecimals, type Coin } from '../../src/core/currency';
import { DECIMAL_STRING, Decimal } from '../../src/core/money';
import { describeZodError } from '../../src/core/schemas';

/** Kinds an operator can create. */
export const CREATABLE_KINDS = ['first_deposit', 'reload', 'race', 'cashback', 'free_bet'] as const;

/** The games free bets can be placed on: the instant house games (a free bet is one press, one settled bet). */
export const FREE_BET_GAMES = ['dice', 'limbo', 'plinko'];

/** The most wagering an offer may ask: 10x the bonus (the UK's 2026 cap, ours by default). */
export const MAX_WAGER_MULTIPLIER = 10;

const texts = (field: string) =>
  z
    .record(z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, { error: `${field}: keys are languages such as en_US` }), z.string().min(1).max(400), {
      error: `${field} must be an object of texts per language`,
    })
    .refine((t) => typeof t.en_US === 'string', { error: `${field}.en_US is required` });

const decimal = (field: string) =>
  z
    .string({ error: `${field} must be a decimal string` })
    .regex(DECIMAL_STRING, { error: `${field} must be a plain decimal such as "10"` });
const share = (field: string) =>
  decimal(field).refine((v) => Number(v) > 0 && Number(v) <= 10, { error: `${field} must be a share above 0 (1 is 100%) and at most 10` });

/** A promotion file for `promo create` (docs/promotions.md shows one). */
export const promotionInputSchema = z.strictObject({
  kind: z.enum(CREATABLE_KINDS, { error: `kind must be one of ${CREATABLE_KINDS.join(', ')}` }),
  slug: z
    .string({ error: 'slug is required' })
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, { error: 'slug must be 2-63 lower-case letters, digits or dashes' }),
  titles: texts('titles'),
  summaries: texts('summaries'),
  bodies: z
    .record(z.string(), z.array(z.string().min(1).max(1000)).min(1).max(20), { error: 'bodies must be paragraphs per language' })
    .refine((b) => Array.isArray(b.en_US), { error: 'bodies.en_US is required' }),
  faq: z
    .array(z.strictObject({ q: texts('faq.q'), a: texts('faq.a') }))
    .max(30)
    .default([]),
  image: z
    .string({ error: 'image is required' })
    .regex(/^\/[A-Za-z0-9/_.-]{1,200}$/, { error: 'image must be a site path such as /promotions/x.svg' }),
  startsAt: z.iso.datetime({ error: 'startsAt must be an ISO time such as 2026-12-01T00:00:00Z' }),
  endsAt: z.iso.datetime({ error: 'endsAt must be an ISO time' }).nullable().default(null),
  eligibility: z
    .strictObject({
      minDepositUsd: decimal('eligibility.minDepositUsd').optional(),
      weekday: z.number().int().min(0).max(6, { error: 'eligibility.weekday must be 0 (Sunday) to 6 (Saturday)' }).optional(),
    })
    .default({}),
  reward: z.record(z.string(), z.unknown(), { error: 'reward must be an object' }),
  wagering: z
    .strictObject({
      multiplier: decimal('wagering.multiplier').refine((v) => Number(v) <= MAX_WAGER_MULTIPLIER, {
        error: `wagering.multiplier must be at most ${MAX_WAGER_MULTIPLIER}`,
      }),
      referenceEdge: decimal('wagering.referenceEdge').refine((v) => Number(v) > 0 && Number(v) < 1, {
        error: 'wagering.referenceEdge must be a share between 0 and 1',
      }),
      maxBetUsd: decimal('wagering.maxBetUsd').nullable(),
      expiryDays: z.number().int().min(1).max(365, { error: 'wagering.expiryDays must be 1 to 365' }),
      counts: z.enum(['any', 'bonus'], { error: 'wagering.counts must be any or bonus' }),
      claimDays: z.number().int().min(1).max(60, { error: 'wagering.claimDays must be 1 to 60' }),
    })
    .nullable()
    .default(null),
  games: z
    .array(z.enum(HOUSE_GAMES as [string, ...string[]], { error: `games must be house games: ${HOUSE_GAMES.join(', ')}` }))
    .min(1)
    .nullable()
    .default(null),
  popup: z.boolean().default(false),
  sort: z.number().int().min(0).max(10_000).default(100),
});
export type PromotionInput = z.output<typeof promotionInputSchema>;

const days = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number of days` })
    .int({ error: `${field} must be a whole number of days` })
    .min(1, { error: `${field} must be 1 to ${max}` })
    .max(max, { error: `${field} must be 1 to ${max}` });
const periodDays = days('reward.periodDays', 31);

/** The reward of each kind. */
const REWARDS = {
  first_deposit: z.strictObject({
    matchRate: share('reward.matchRate'),
    maxBonusUsd: decimal('reward.maxBonusUsd'),
    choices: z
      .array(z.enum(['originals', 'slots', 'live', 'sports']))
      .min(1)
      .optional(),
  }),
  reload: z.strictObject({ matchRate: share('reward.matchRate'), maxBonusUsd: decimal('reward.maxBonusUsd') }),
  race: z.strictObject({
    periodDays,
    prizesUsd: z
      .array(decimal('reward.prizesUsd[]'), { error: 'reward.prizesUsd must be a list of prizes in USD, first place first' })
      .min(1, { error: 'reward.prizesUsd needs at least one prize' })
      .max(100, { error: 'reward.prizesUsd has at most 100 prizes' })
      .refine((list) => list.every((v, i) => Number(v) > 0 && (i === 0 || Number(v) <= Number(list[i - 1]))), {
        error: 'reward.prizesUsd must be above 0 and never rise with the rank',
      }),
    minWagerUsd: decimal('reward.minWagerUsd'),
  }),
  cashback: z.strictObject({
    periodDays,
    rate: decimal('reward.rate').refine((v) => Number(v) > 0 && Number(v) <= 0.5, {
      error: 'reward.rate must be a share above 0 and at most 0.5',
    }),
    maxUsd: decimal('reward.maxUsd').refine((v) => Number(v) > 0, { error: 'reward.maxUsd must be above 0' }),
    minLossUsd: decimal('reward.minLossUsd'),
    claimDays: days('reward.claimDays', 60),
  }),
  free_bet: z.strictObject({
    bets: z
      .number({ error: 'reward.bets must be a whole number' })
      .int({ error: 'reward.bets must be a whole number' })
      .min(1, { error: 'reward.bets must be 1 to 100' })
      .max(100, { error: 'reward.bets must be 1 to 100' }),
    amount: decimal('reward.amount').refine((v) => Number(v) > 0, { error: 'reward.amount must be above 0' }),
    coin: z.enum(COIN_CODES as readonly [string, ...string[]], { error: `reward.coin must be one of ${COIN_CODES.join(', ')}` }),
    expiryDays: days('reward.expiryDays', 90),
  }),
} as const;

/** Parses a promotion file; the first problem in words, or the input. */
export function parsePromotion(json: unknown): PromotionInput | string {
  const r = promotionInputSchema.safeParse(json);
  if (!r.success) return describeZodError(r.error);
  const p = r.data;
  if (p.endsAt && new Date(p.endsAt) <= new Date(p.startsAt)) return 'endsAt must be after startsAt';
  if (p.kind === 'reload' && p.eligibility.weekday === undefined) return 'a reload needs eligibility.weekday';
  const reward = z.object({ reward: REWARDS[p.kind] }).safeParse({ reward: p.reward });
  if (!reward.success) return describeZodError(reward.error);
  const match = p.kind === 'first_deposit' || p.kind === 'reload';
  if (match && !p.wagering) return `a ${p.kind} needs its wagering`;
  // Race prizes and cashback are withdrawable money: nothing to wager.
  if (!match && p.wagering) return `a ${p.kind} pays withdrawable money: wagering must be null`;
  if (p.kind === 'free_bet') {
    if (!p.games || p.games.some((g) => !FREE_BET_GAMES.includes(g)))
      return `a free_bet names its games, from ${FREE_BET_GAMES.join(', ')}`;
    const r = reward.data.reward as { amount: string; coin: string };
    if (new Decimal(r.amount).decimalPlaces() > coinDecimals(r.coin as Coin))
      return `reward.amount has more decimals than ${r.coin} allows (${coinDecimals(r.coin as Coin)})`;
  }
  if (!match && (p.eligibility.minDepositUsd !== undefined || p.eligibility.weekday !== undefined))
    return `a ${p.kind} takes no eligibility.minDepositUsd or weekday`;
  return { ...p, reward: reward.data.reward };
}
