import type pg from 'pg';
import type { Coin } from '../../src/core/currency';
import {
  VIP_REWARD_KINDS,
  type CalendarPeriod,
  type PrivilegeBonusCode,
  type TypeRewardList,
  type VipRebateInfo,
  type VipRewardKind as Kind,
  type VipSummary,
} from '../../src/core/vip';
import { Decimal } from '../../src/core/money';
import { MSG } from '../../src/core/socket';
import { withTx } from '../db/pool';
import type { Hub } from '../live/hub';
import type { ReferenceCache } from '../reference/ReferenceCache';
import { claimCalendar, claimLevelUp, claimPrivilege, claimRakeback, claimRecharge, type Claimed, type ClaimDeps } from './claims';
import { levelById, type VipLadder } from './ladder';
import { calendarOf, claimedPeriods, gameStatistics, loadDays, stateBetAmount } from './periods';
import { privilegeBonuses } from './privileges';
import { activateRecharge, rapidRecharge, rechargeState } from './recharge';
import { claimableKinds, claimableUsd, loadFacts, rakebackCoins, rewardCount, type RewardFacts } from './rewards';
import { claimedLevels, loadAccount, lockedLevels, summaryOf, unlockedLevels } from './standing';

/** The VIP programme's reads and claims for the routes; claims push their balance changes and the new flags. */
export class VipService {
  constructor(
    private readonly db: pg.Pool,
    readonly ladder: VipLadder,
    private readonly refs: ReferenceCache,
    private readonly hub: Hub,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The facts of a player's rewards, now. */
  async facts(userId: number): Promise<RewardFacts> {
    return loadFacts(this.db, await this.ladder.get(), userId, this.clock());
  }

  /** The type-5 flag word and counts. */
  async rewardCount(userId: number, facts?: RewardFacts) {
    const f = facts ?? (await this.facts(userId));
    return rewardCount(claimableKinds(f, (await this.refs.get()).coinUsd));
  }

  async summary(userId: number): Promise<VipSummary> {
    const facts = await this.facts(userId);
    const count = await this.rewardCount(userId, facts);
    return { ...summaryOf(facts.levels, facts.account), flags: count.flags, rewardCount: count.kinds.length };
  }

  async rebateInfo(userId: number): Promise<VipRebateInfo> {
    const facts = await this.facts(userId);
    const refs = await this.refs.get();
    const coins = rakebackCoins(facts, refs.coinUsd);
    const level = levelById(facts.levels, facts.account.levelId);
    return {
      rakeback: { rate: level.rakebackRate, coins, claimableUsd: coins.reduce((s, c) => s.plus(c.usd), new Decimal(0)).toFixed(2) },
      recharge: rechargeState(facts.levels, facts.account, facts.days, facts.rechargePaid, facts.now),
    };
  }

  async calendar(userId: number) {
    const [levels, account, days, claimed] = await Promise.all([
      this.ladder.get(),
      loadAccount(this.db, userId),
      loadDays(this.db, userId),
      claimedPeriods(this.db, userId),
    ]);
    return calendarOf(days, levelById(levels, account.levelId), claimed, this.clock());
  }

  async stateBetAmount(userId: number) {
    return stateBetAmount(await loadDays(this.db, userId), this.clock());
  }

  async gameStatistics(userId: number) {
    return gameStatistics(this.db, userId);
  }

  async unlocked(userId: number) {
    const [levels, account, claimed] = await Promise.all([this.ladder.get(), loadAccount(this.db, userId), claimedLevels(this.db, userId)]);
    return unlockedLevels(levels, account, claimed);
  }

  async locked(userId: number) {
    const [levels, account] = await Promise.all([this.ladder.get(), loadAccount(this.db, userId)]);
    return lockedLevels(levels, account);
  }

  async privileges(userId: number) {
    const f = await this.facts(userId);
    return { bonuses: privilegeBonuses(f.levels, f.account, f.birth, f.bonusClaimed, f.now) };
  }

  /** GET /v1/user/queryTypeReward: per kind what is claimable now and what has been paid; the latest claims. */
  async typeRewards(userId: number): Promise<TypeRewardList> {
    const f = await this.facts(userId);
    const claimable = claimableUsd(f, (await this.refs.get()).coinUsd);
    const [{ rows: sums }, { rows: recent }] = await Promise.all([
      this.db.query<{ kind: Kind; usd: string; n: number; last: Date }>(
        `SELECT kind, sum(usd)::text AS usd, count(*)::int AS n, max(created_at) AS last FROM vip_claims WHERE user_id = $1 GROUP BY kind`,
        [userId],
      ),
      this.db.query<{
        kind: Kind;
        period: string | null;
        coin: Coin;
        amount: string;
        usd: string;
        balance_kind: 'DEPOSIT' | 'BONUS';
        created_at: Date;
      }>(
        `SELECT kind, period, coin, amount::text, usd::text, balance_kind, created_at FROM vip_claims WHERE user_id = $1 ORDER BY id DESC LIMIT 20`,
        [userId],
      ),
    ]);
    const byKind = new Map(sums.map((s) => [s.kind, s]));
    return {
      types: VIP_REWARD_KINDS.map((kind) => {
        const s = byKind.get(kind);
        return {
          kind,
          claimableUsd: claimable[kind].toFixed(2, Decimal.ROUND_DOWN),
          claimedUsd: new Decimal(s?.usd ?? 0).toFixed(2, Decimal.ROUND_DOWN),
          claims: s?.n ?? 0,
          lastClaimedAt: s ? s.last.getTime() : null,
        };
      }),
      recent: recent.map((r) => ({
        kind: r.kind,
        period: r.period,
        coin: r.coin,
        amount: new Decimal(r.amount).toFixed(),
        usd: new Decimal(r.usd).toFixed(2),
        balanceType: r.balance_kind,
        at: r.created_at.getTime(),
      })),
    };
  }

  private async deps(): Promise<ClaimDeps> {
    return { levels: await this.ladder.get(), refs: await this.refs.get(), now: this.clock() };
  }

  /** After a claim commits: the balance pushes, the bonus wallet shown when bonus money came in, the new flags. */
  private async after(userId: number, claimed: Claimed): Promise<Claimed> {
    this.hub.amountChanged(claimed.applied);
    if (claimed.result.paid.some((p) => p.balanceType === 'BONUS'))
      this.hub.sendToUser(userId, { type: MSG.BONUS_WALLET, data: { status: 1 } });
    await this.pushFlags(userId);
    return claimed;
  }

  /** Sends the player's current flag word (type 5) to their sockets in every process. */
  async pushFlags(userId: number): Promise<void> {
    const count = await this.rewardCount(userId);
    this.hub.sendToUser(userId, { type: MSG.VIP_UNREAD, data: count.flags });
  }

  async claimRakeback(userId: number) {
    return (await this.after(userId, await claimRakeback(this.db, await this.deps(), userId))).result;
  }

  async claimRecharge(userId: number, coin?: Coin) {
    return (await this.after(userId, await claimRecharge(this.db, await this.deps(), userId, coin))).result;
  }

  async claimLevelUp(userId: number, levelId?: number, coin?: Coin) {
    const claimed = await this.after(userId, await claimLevelUp(this.db, await this.deps(), userId, levelId, coin));
    return claimed.result;
  }

  async claimCalendar(userId: number, period: CalendarPeriod, coin?: Coin) {
    return (await this.after(userId, await claimCalendar(this.db, await this.deps(), userId, period, coin))).result;
  }

  async claimPrivilege(userId: number, code: PrivilegeBonusCode, coin?: Coin) {
    return (await this.after(userId, await claimPrivilege(this.db, await this.deps(), userId, code, coin))).result;
  }

  /** Starts a recharge; answers the new state. */
  async activate(userId: number) {
    const levels = await this.ladder.get();
    await withTx(this.db, (client) => activateRecharge(client, levels, userId, this.clock()));
    await this.pushFlags(userId);
    return (await this.rebateInfo(userId)).recharge;
  }

  /** Makes the running recharge rapid; answers the new state. */
  async rapid(userId: number) {
    const levels = await this.ladder.get();
    await withTx(this.db, (client) => rapidRecharge(client, levels, userId, this.clock()));
    return (await this.rebateInfo(userId)).recharge;
  }
}
