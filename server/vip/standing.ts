import { Decimal, trimZeros } from '../../src/core/money';
import { progressPercent, type LockLevelList, type UnlockedLevelList, type VipSummary } from '../../src/core/vip';
import type { LevelUpdate } from '../../src/core/socket';
import type { Queryable } from '../db/pool';
import { levelById, loadLadder, nextLevel, type LadderLevel } from './ladder';

/** A player's row of vip_accounts (zeros for a player without a wager yet). */
export interface VipAccount {
  xp: string;
  wageredUsd: string;
  levelId: number;
  levelFloor: number | null;
  floorReason: string | null;
  rechargeFrom: Date | null;
  rechargeUsd: string | null;
  rechargeRapid: boolean;
  createdAt: Date;
  /** When the player first held each level (by XP or an operator's floor), by level id. */
  reached: Map<number, Date>;
}

/** Reads a player's standing. */
export async function loadAccount(db: Queryable, userId: number): Promise<VipAccount> {
  const { rows } = await db.query<{
    xp: string | null;
    wagered_usd: string | null;
    level_id: number | null;
    level_floor: number | null;
    floor_reason: string | null;
    recharge_from: Date | null;
    recharge_usd: string | null;
    recharge_rapid: boolean | null;
    created_at: Date;
    reached: [number, string][] | null;
  }>({
    name: 'vip-account',
    text: `SELECT a.xp::text, a.wagered_usd::text, a.level_id, a.level_floor, a.floor_reason, a.recharge_from, a.recharge_usd::text,
                  a.recharge_rapid, u.created_at,
                  (SELECT json_agg(json_build_array(r.level_id, r.reached_at)) FROM vip_levels_reached r WHERE r.user_id = u.id) AS reached
             FROM users u LEFT JOIN vip_accounts a ON a.user_id = u.id WHERE u.id = $1`,
    values: [userId],
  });
  const r = rows[0];
  return {
    xp: r?.xp ?? '0',
    wageredUsd: r?.wagered_usd ?? '0',
    levelId: r?.level_id ?? 1,
    levelFloor: r?.level_floor ?? null,
    floorReason: r?.floor_reason ?? null,
    rechargeFrom: r?.recharge_from ?? null,
    rechargeUsd: r?.recharge_usd ?? null,
    rechargeRapid: r?.recharge_rapid ?? false,
    createdAt: r?.created_at ?? new Date(0),
    reached: new Map((r?.reached ?? []).map(([id, at]) => [id, new Date(at)])),
  };
}

const fig = (v: Decimal.Value) => trimZeros(new Decimal(v).toFixed());

/** Level ids whose level-up reward has been claimed. */
export async function claimedLevels(db: Queryable, userId: number): Promise<Map<number, Date>> {
  const { rows } = await db.query<{ period: string; created_at: Date }>({
    name: 'vip-claimed-levels',
    text: `SELECT period, created_at FROM vip_claims WHERE user_id = $1 AND kind = 'level_up'`,
    values: [userId],
  });
  return new Map(rows.map((r) => [Number(r.period.slice('level:'.length)), r.created_at]));
}

/**
 * Level-up rewards waiting: every level the player's XP has reached (a level held only by an operator's floor pays
 * none) with a reward, not claimed yet.
 */
export function waitingLevels(levels: readonly LadderLevel[], account: VipAccount, claimed: ReadonlyMap<number, Date>): LadderLevel[] {
  const xp = new Decimal(account.xp);
  return levels.filter(
    (l) => l.levelId !== levels[0]?.levelId && xp.gte(l.threshold) && new Decimal(l.upgradeReward).gt(0) && !claimed.has(l.levelId),
  );
}

/** The level fields of the profile and of socket type 204. */
export function levelFields(levels: readonly LadderLevel[], account: VipAccount, waiting: readonly LadderLevel[]): Required<LevelUpdate> {
  const level = levelById(levels, account.levelId);
  const next = nextLevel(levels, level.levelId);
  const progress = fig(new Decimal(account.xp).toDecimalPlaces(2, Decimal.ROUND_DOWN));
  // At the top there is no next threshold: next = progress, which the spec's formula reads as 100%.
  const top = next ? next.threshold : progress;
  const amount = waiting.reduce((sum, l) => sum.plus(l.upgradeReward), new Decimal(0));
  return {
    levelId: level.levelId,
    currentLevelValue: level.threshold,
    progress,
    nextProgress: top,
    currentProgress: progressPercent(account.xp, level.threshold, top),
    canGetUpReward: waiting.length > 0 ? 1 : 0,
    canGetUpRewardAmount: fig(amount),
  };
}

/** GET /v1/user/queryVipReferInfo (flags filled in by the caller). */
export function summaryOf(levels: readonly LadderLevel[], account: VipAccount): Omit<VipSummary, 'flags' | 'rewardCount'> {
  const level = levelById(levels, account.levelId);
  const next = nextLevel(levels, level.levelId);
  const xp = new Decimal(account.xp);
  return {
    levelId: level.levelId,
    levelName: level.name,
    xp: xp.toFixed(2, Decimal.ROUND_DOWN),
    wageredUsd: new Decimal(account.wageredUsd).toFixed(2, Decimal.ROUND_DOWN),
    currentLevelValue: level.threshold,
    nextProgress: next ? next.threshold : fig(xp.toDecimalPlaces(2, Decimal.ROUND_DOWN)),
    percent: next ? progressPercent(xp, level.threshold, next.threshold) : '100.00',
    next: next
      ? {
          levelId: next.levelId,
          name: next.name,
          xpNeeded: Decimal.max(0, new Decimal(next.threshold).minus(xp)).toFixed(2, Decimal.ROUND_UP),
        }
      : null,
    floor: floorOf(levels, account),
    rakebackRate: level.rakebackRate,
  };
}

function floorOf(levels: readonly LadderLevel[], account: VipAccount): VipSummary['floor'] {
  if (account.levelFloor === null) return null;
  return { levelId: account.levelFloor, name: levelById(levels, account.levelFloor).name, reason: account.floorReason ?? '' };
}

/** GET /v1/user/queryUnlockedLevelList: the levels held, with their level-up reward's state. */
export function unlockedLevels(levels: readonly LadderLevel[], account: VipAccount, claimed: ReadonlyMap<number, Date>): UnlockedLevelList {
  const waiting = new Set(waitingLevels(levels, account, claimed).map((l) => l.levelId));
  const held = levels.filter((l) => l.levelId <= account.levelId);
  const list = held.map((l) => {
    const at = claimed.get(l.levelId);
    const status: UnlockedLevelList['levels'][number]['status'] = at ? 'claimed' : waiting.has(l.levelId) ? 'waiting' : 'none';
    return {
      levelId: l.levelId,
      name: l.name,
      threshold: l.threshold,
      upgradeReward: l.upgradeReward,
      rewardBalance: l.rewardBalance,
      status,
      claimedAt: at ? at.getTime() : null,
    };
  });
  const waitingUsd = held.filter((l) => waiting.has(l.levelId)).reduce((s, l) => s.plus(l.upgradeReward), new Decimal(0));
  return { levels: list, waitingUsd: fig(waitingUsd) };
}

/** GET /v1/user/queryLockLevel: the levels ahead and the XP each still needs, and an operator's floor. */
export function lockedLevels(levels: readonly LadderLevel[], account: VipAccount): LockLevelList {
  const xp = new Decimal(account.xp);
  return {
    floor: floorOf(levels, account),
    levels: levels
      .filter((l) => l.levelId > account.levelId)
      .map((l) => ({
        levelId: l.levelId,
        name: l.name,
        threshold: l.threshold,
        xpNeeded: Decimal.max(0, new Decimal(l.threshold).minus(xp)).toFixed(2, Decimal.ROUND_UP),
        upgradeReward: l.upgradeReward,
      })),
  };
}

/** The profile's level fields of a player, read now (the ladder from the table). */
export async function vipLevelFields(db: Queryable, userId: number, ladder?: readonly LadderLevel[]): Promise<Required<LevelUpdate>> {
  const [levels, account, claimed] = await Promise.all([ladder ?? loadLadder(db), loadAccount(db, userId), claimedLevels(db, userId)]);
  return levelFields(levels, account, waitingLevels(levels, account, claimed));
}
