import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE } from '../../src/core/api';
import { COIN_CODES, type Coin } from '../../src/core/currency';
import {
  cancelBonusSchema,
  chooseGameSchema,
  introduceSchema,
  promoPlainSchema,
  promotionIdSchema,
  receiveAwardSchema,
  rechargeInfoSchema,
  redemptionSchema,
  selectAllActivitySchema,
  selectPromotionSchema,
} from '../../src/core/promotions';
import { z } from '../../src/core/zod';
import { ApiError, badRequest } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { refuseCrossSite } from '../plugins/origin';
import { getAuth, requireAuth } from '../plugins/session';
import { assertMay, protectionRefusal } from '../protection/refusal';

/** Joins, claims and cancels a player may make per minute, across every server process. */
export const PROMO_ACTION_BUDGET = { max: 30, windowMs: 60_000 };
/** Code redemptions a player may try per 10 minutes (guessing codes is the attack). */
export const REDEEM_BUDGET = { max: 10, windowMs: 600_000 };

const DEFAULT_LANG = 'en_US';

/** The language of a request: the lang field, else the lang header, else English. */
function langOf(request: FastifyRequest, asked?: string): string {
  const header = request.headers['lang'];
  const lang = asked ?? (typeof header === 'string' ? header : DEFAULT_LANG);
  return /^[a-z]{2}_[A-Z]{2}$/.test(lang) ? lang : DEFAULT_LANG;
}

/**
 * The promotion, bonus and redemption calls (docs/promotions.md). The list, details, FAQ, banners and pop-up are
 * public (a guest sees every offer; the player's state comes with a session); the rest need a session. Actions refuse
 * cross-site requests and share one per-player budget; redemptions have their own, smaller one.
 */
export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const promos = app.promotions;
  const actions = app.rateCounts.limiter('promo', PROMO_ACTION_BUDGET);
  const redeems = app.rateCounts.limiter('redeem', REDEEM_BUDGET);

  const budget = (limiter: typeof actions, userId: number, what: string) => {
    const key = String(userId);
    const wait = limiter.retryAfterMs(key);
    if (wait > 0) throw new ApiError(CODE.TOO_MANY, `Too many ${what}, try again in ${Math.ceil(wait / 1000)} s`);
    limiter.hit(key);
  };
  /** An action: same-site only, the session, the fields (bad ones cost no budget), then the budget. */
  const act = async <S extends z.ZodType>(request: FastifyRequest, schema: S, fields: unknown) => {
    refuseCrossSite(request);
    const { userId } = await requireAuth(request);
    const input = parse(schema, fields ?? {});
    budget(actions, userId, 'promotion actions');
    return { userId, input };
  };
  /** An action that takes an offer: also refused while the player is on a break. */
  const take = async <S extends z.ZodType>(request: FastifyRequest, schema: S, fields: unknown) => {
    const acted = await act(request, schema, fields);
    await assertMay(app.db, acted.userId, 'promotions');
    return acted;
  };
  const viewer = async (request: FastifyRequest) => (await getAuth(request))?.userId ?? null;

  // Public reads (the player's state when signed in).
  app.post('/v1/home/selectPromotion', async (request) => {
    const q = parse(selectPromotionSchema, request.body ?? {});
    return ok({ list: await promos.list(await viewer(request), q.tab ?? 'all', langOf(request, q.lang)) });
  });
  app.get('/v1/activity/selectPromotionBySourceId', async (request) => {
    const q = parse(promotionIdSchema, request.query ?? {});
    return ok(await promos.detail(q.id, await viewer(request), langOf(request, q.lang)));
  });
  app.post('/v1/activity/getActivityIntroduceInfo', async (request) => {
    const q = parse(introduceSchema, request.body ?? {});
    return ok(await promos.introduce(q.id, langOf(request, q.lang)));
  });
  app.post('/v1/activity/selectGames', async (request) => {
    const q = parse(promotionIdSchema, request.body ?? {});
    return ok({ games: await promos.games(q.id) });
  });
  app.post('/v1/home/selectAllActivityConfig', async (request) => {
    parse(promoPlainSchema, request.body ?? {});
    return ok({ banners: await promos.banners(langOf(request)) });
  });
  app.get('/v1/home/selectAllActivity', async (request) => {
    const q = parse(selectAllActivitySchema, request.query ?? {});
    const userId = await viewer(request);
    // No pop-up of offers for a player on a break (marketing is suppressed).
    if (userId !== null && (q.type ?? 'popup') === 'popup' && (await protectionRefusal(app.db, userId, 'promotions')) !== null) {
      return ok({ list: [] });
    }
    return ok({ list: await promos.popup(userId, q.type ?? 'popup', q.size ?? 3, langOf(request)) });
  });

  // The player's reads.
  app.get('/v1/user/selectByActivityAndUser', async (request) => {
    const { userId } = await requireAuth(request);
    const q = parse(promotionIdSchema, request.query ?? {});
    return ok(await promos.playerPromotion(q.id, userId));
  });
  app.get('/v1/activity/selectPromotionByUserId', async (request) => {
    const { userId } = await requireAuth(request);
    parse(promoPlainSchema, request.query ?? {});
    return ok(await promos.mine(userId, langOf(request)));
  });
  app.get('/v1/activity/selectUserAvailableCollection', async (request) => {
    const { userId } = await requireAuth(request);
    parse(promoPlainSchema, request.query ?? {});
    return ok({ list: await promos.collectable(userId) });
  });
  app.get('/v1/activity/getUserRechargeActivityInfo', async (request) => {
    const { userId } = await requireAuth(request);
    const q = parse(rechargeInfoSchema, request.query ?? {});
    if (q.coin !== undefined && !(COIN_CODES as readonly string[]).includes(q.coin))
      throw badRequest(`coin must be one of ${COIN_CODES.join(', ')}`);
    return ok(await promos.rechargeInfo(userId, q.coin as Coin | undefined));
  });
  app.get('/v1/bonus/queryFirstChargeInfo', async (request) => {
    const { userId } = await requireAuth(request);
    parse(promoPlainSchema, request.query ?? {});
    return ok(await promos.firstCharge(userId));
  });

  // Actions.
  app.post('/v1/activity/activityJoinThe', async (request) => {
    const { userId, input } = await take(request, promotionIdSchema, request.body);
    return ok(await promos.join(input.id, userId), 'Joined');
  });
  app.post('/v1/activity/cancel', async (request) => {
    const { userId, input } = await act(request, promotionIdSchema, request.body);
    return ok(await promos.leave(input.id, userId), 'Done');
  });
  app.post('/v1/activity/receiveAward', async (request) => {
    const { userId, input } = await take(request, receiveAwardSchema, request.body);
    return ok(await promos.claim(input.id, userId, { coin: input.coin, period: input.period }), 'Claimed');
  });
  app.post('/v1/activity/cancelActivityReward', async (request) => {
    const { userId, input } = await act(request, cancelBonusSchema, request.body);
    return ok(await promos.cancelBonus(input.bonusId, userId), 'Bonus cancelled');
  });
  app.post('/v1/bonus/chooseGame', async (request) => {
    const { userId, input } = await take(request, chooseGameSchema, request.body);
    return ok(await promos.chooseGame(userId, input.code), 'Saved');
  });
  app.post('/v1/bonus/receiveFirstChargeBonus', async (request) => {
    const { userId } = await take(request, promoPlainSchema, request.body);
    return ok(await promos.receiveFirstCharge(userId), 'Claimed');
  });
  app.post('/v1/bonus/cancelFirstChargeBonus', async (request) => {
    const { userId } = await act(request, promoPlainSchema, request.body);
    return ok(await promos.cancelFirstCharge(userId), 'Done');
  });
  app.post('/v1/bonus/bonusRedemptionCode/redemption', async (request) => {
    refuseCrossSite(request);
    const { userId } = await requireAuth(request);
    const q = parse(redemptionSchema, request.body ?? {});
    budget(redeems, userId, 'code attempts');
    await assertMay(app.db, userId, 'promotions');
    return ok(await promos.redeem(userId, q.code), 'Code redeemed');
  });
}
