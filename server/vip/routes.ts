import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE } from '../../src/core/api';
import {
  calendarClaimQuery,
  levelI18nQuery,
  privilegeClaimQuery,
  rebateClaimQuery,
  rechargeQuery,
  upgradeClaimQuery,
  vipPlainQuery,
  RECHARGE_MIN_WAGER_USD,
  type ProductWeight,
} from '../../src/core/vip';
import { ApiError } from '../errors';
import { Cached } from '../lib/cached';
import { ok, parse } from '../plugins/envelope';
import { refuseCrossSite } from '../plugins/origin';
import { requireAuth } from '../plugins/session';
import { DEFAULT_LANG, levelView, levelNames, privilegeList } from './ladder';

/** Claims (and recharge switches) a player may make per minute, across every server process. */
export const VIP_CLAIM_BUDGET = { max: 30, windowMs: 60_000 };

/**
 * The VIP calls (all GETs, as the spec lists them). The ladder, its privileges and names are public; the rest need a
 * session. The GETs that pay or switch something refuse cross-site requests and share one per-player budget.
 */
export async function vipRoutes(app: FastifyInstance): Promise<void> {
  const vip = app.vip;
  const limiter = app.rateCounts.limiter('vip', VIP_CLAIM_BUDGET);

  const read = <T>(path: string, run: (userId: number) => Promise<T>) =>
    app.get(path, async (request) => {
      const { userId } = await requireAuth(request);
      parse(vipPlainQuery, request.query ?? {});
      return ok(await run(userId));
    });

  /** An acting GET: same-site only, the session, the fields (bad ones cost no budget), then the budget. */
  const act = async (request: FastifyRequest): Promise<number> => {
    refuseCrossSite(request);
    const { userId } = await requireAuth(request);
    return userId;
  };
  const spend = (userId: number) => {
    const key = String(userId);
    const wait = limiter.retryAfterMs(key);
    if (wait > 0) throw new ApiError(CODE.TOO_MANY, `Too many claims, try again in ${Math.ceil(wait / 1000)} s`);
    limiter.hit(key);
  };

  // The products whose stakes are wagers, with their published weights.
  const weights = new Cached<ProductWeight[]>(app.config.feedsCacheMs, async () => {
    const { rows } = await app.db.query<ProductWeight>(
      `SELECT code AS product, title, trim_scale(wager_weight)::text AS weight FROM products WHERE wagers ORDER BY code = 'originals' DESC, code`,
    );
    return rows;
  });

  // Public: the ladder, its privileges and its names, and what each product's stakes count for.
  app.get('/v1/userVip/vipLevelInfoList', async (request) => {
    parse(vipPlainQuery, request.query ?? {});
    return ok({ levels: (await vip.ladder.get()).map(levelView), rechargeMinUsd: RECHARGE_MIN_WAGER_USD, weights: await weights.get() });
  });
  app.get('/v1/home/levelPrivilegeList', async (request) => {
    parse(vipPlainQuery, request.query ?? {});
    return ok(privilegeList(await vip.ladder.get()));
  });
  app.get('/v1/user/levelI18n', async (request) => {
    const q = parse(levelI18nQuery, request.query ?? {});
    const lang = q.lang ?? (typeof request.headers['lang'] === 'string' ? request.headers['lang'] : DEFAULT_LANG);
    return ok(levelNames(await vip.ladder.get(), /^[a-z]{2}_[A-Z]{2}$/.test(lang) ? lang : DEFAULT_LANG));
  });

  // The player's standing and rewards.
  read('/v1/user/queryVipReferInfo', (userId) => vip.summary(userId));
  read('/v1/userVip/getVipRebateInfo', (userId) => vip.rebateInfo(userId));
  read('/v1/userVip/getUserStateBetAmount', (userId) => vip.stateBetAmount(userId));
  read('/v1/user/queryGameStatistics', (userId) => vip.gameStatistics(userId));
  read('/v1/user/queryVipCalendar', (userId) => vip.calendar(userId));
  read('/v1/user/queryTypeReward', (userId) => vip.typeRewards(userId));
  read('/v1/user/queryUnlockedLevelList', (userId) => vip.unlocked(userId));
  read('/v1/user/queryLockLevel', (userId) => vip.locked(userId));
  read('/v1/user/queryVipRewardCount', (userId) => vip.rewardCount(userId));
  read('/v1/user/getPrivilegeBonusList', (userId) => vip.privileges(userId));

  // Claims and the recharge's switches.
  app.get('/v1/userVip/vipReceiveReward', async (request) => {
    const userId = await act(request);
    const q = parse(rebateClaimQuery, request.query ?? {});
    spend(userId);
    const result = q.type === 'recharge' ? await vip.claimRecharge(userId, q.coin) : await vip.claimRakeback(userId);
    return ok(result, 'Claimed');
  });
  app.get('/v1/user/vipReceiveReward', async (request) => {
    const userId = await act(request);
    const q = parse(calendarClaimQuery, request.query ?? {});
    spend(userId);
    return ok(await vip.claimCalendar(userId, q.period, q.coin), 'Claimed');
  });
  app.get('/v1/user/receiveUpgradeReward', async (request) => {
    const userId = await act(request);
    const q = parse(upgradeClaimQuery, request.query ?? {});
    spend(userId);
    return ok(await vip.claimLevelUp(userId, q.levelId, q.coin), 'Claimed');
  });
  app.get('/v1/user/receivePrivilegeBonus', async (request) => {
    const userId = await act(request);
    const q = parse(privilegeClaimQuery, request.query ?? {});
    spend(userId);
    return ok(await vip.claimPrivilege(userId, q.code, q.coin), 'Claimed');
  });
  app.get('/v1/userVip/clickActivate', async (request) => {
    const userId = await act(request);
    parse(rechargeQuery, request.query ?? {});
    spend(userId);
    return ok(await vip.activate(userId), 'Recharge started');
  });
  app.get('/v1/userVip/clickRapid', async (request) => {
    const userId = await act(request);
    parse(rechargeQuery, request.query ?? {});
    spend(userId);
    return ok(await vip.rapid(userId), 'Recharge is rapid now');
  });
}
