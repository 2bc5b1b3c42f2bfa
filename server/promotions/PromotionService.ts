import type pg from 'pg';
import type { Coin } from '../../src/core/currency';
import { Decimal, trimZeros } from '../../src/core/money';
import { periodKey } from '../../src/core/promotions';
import type {
  BonusView,
  CollectableReward,
  EntryState,
  FirstChargeInfo,
  IntroduceInfo,
  MyPromotions,
  PlayerPromotion,
  PromotionCard,
  PromotionDetail,
  PromotionGame,
  PromotionTab,
  RechargeActivityInfo,
  RedemptionResult,
} from '../../src/core/promotions';
import { MSG } from '../../src/core/socket';
import { withTx } from '../db/pool';
import { badRequest } from '../errors';
import type { Hub } from '../live/hub';
import type { AppliedMovement } from '../money/moves';
import type { ReferenceCache, ReferenceData } from '../reference/ReferenceCache';
import { bonusById, cancelBonus, listBonuses, openBonuses } from './bonusMoney';
import {
  cardOf,
  entriesOf,
  loadPromotion,
  loadPromotions,
  rulesOf,
  runningFirstDeposit,
  statusOf,
  textIn,
  type PromotionRow,
} from './catalog';
import { redeemCode } from './codes';
import { claimMatch, matchStanding, type MatchStanding } from './depositMatch';
import { GENERAL_FAQ } from './faq';
import { PERIODIC_KINDS, PeriodicService, type PeriodicStanding } from './PeriodicService';
import { freeBetStanding, openFreeBets, takeFreeBets, type FreeBetStanding } from './freeBets';

/** Flag bit (type 5 word) of a deposit match waiting to be claimed. */
export const FLAG_MATCH = 1 << 5;
/** Flag bit of a promotion reward to collect (a cashback). */
export const FLAG_REWARD = 1 << 6;

/** The promotions' reads and actions for the routes; actions push their balance changes and the open bonuses. */
export class PromotionService {
  /** Races and cashback. */
  readonly periodic: PeriodicService;

  constructor(
    private readonly db: pg.Pool,
    private readonly refs: ReferenceCache,
    private readonly hub: Hub,
    private readonly clock: () => Date = () => new Date(),
    log: (msg: string) => void = () => {},
  ) {
    this.periodic = new PeriodicService(db, refs, hub, clock, (userId, applied) => this.after(userId, applied), log);
  }

  private now(): Date {
    return this.clock();
  }

  private async promotion(id: number): Promise<PromotionRow> {
    const p = await loadPromotion(this.db, id);
    if (!p) throw badRequest('No such promotion');
    return p;
  }

  private titleOf(refs: ReferenceData) {
    return (name: string) => refs.gameByName.get(name)?.title ?? name;
  }

  /** Where a player stands in a promotion (deposit matches; races and cashback are joined). */
  private async standing(p: PromotionRow, userId: number): Promise<MatchStanding | PeriodicStanding | FreeBetStanding> {
    if (PERIODIC_KINDS.has(p.kind)) return this.periodic.standing(p, userId);
    if (p.kind === 'free_bet') return freeBetStanding(this.db, p, userId, this.now());
    return matchStanding(this.db, await this.refs.get(), p, userId, this.now());
  }

  private async player(
    p: PromotionRow,
    userId: number,
    standing?: MatchStanding | PeriodicStanding | FreeBetStanding,
  ): Promise<PlayerPromotion> {
    const s = standing ?? (await this.standing(p, userId));
    const claimed = s.entries.find((e) => e.state === 'claimed' && e.bonus_id !== null);
    const bonus = claimed ? await bonusById(this.db, userId, Number(claimed.bonus_id)) : null;
    const periodic = PERIODIC_KINDS.has(p.kind) ? (s as PeriodicStanding) : null;
    return {
      promotionId: p.id,
      kind: p.kind,
      state: s.state,
      canJoin: s.canJoin,
      cannotJoin: s.cannotJoin,
      offer: s.offer,
      bonus: s.state === 'claimable' ? null : bonus,
      race: p.kind === 'race' && periodic ? await this.periodic.raceMine(p, userId, periodic) : null,
      cashback: periodic?.cashback ?? null,
      freeBets: p.kind === 'free_bet' ? (s as FreeBetStanding).freeBets : null,
    };
  }

  /** The cards of the list, for a tab; guests see every card with no entry. */
  async list(userId: number | null, tab: PromotionTab, lang: string): Promise<PromotionCard[]> {
    const now = this.now();
    const all = (await loadPromotions(this.db)).filter((p) => statusOf(p, now) !== 'ended' || tab === 'joined');
    const cards: PromotionCard[] = [];
    for (const p of all) {
      if (userId === null) {
        if (tab === 'all') cards.push(cardOf(p, lang, now, null, false));
        continue;
      }
      const s = await this.standing(p, userId);
      const entry = entryOf(s);
      const available =
        statusOf(p, now) === 'live' && (s.canJoin || s.state === 'claimable' || (p.kind === 'first_deposit' && s.firstState === 'deposit'));
      const card = cardOf(p, lang, now, entry, available);
      if (tab === 'all' || (tab === 'joined' && entry !== null && entry !== 'declined') || (tab === 'available' && available))
        cards.push(card);
    }
    return cards;
  }

  /** A promotion in full. */
  async detail(id: number, userId: number | null, lang: string): Promise<PromotionDetail> {
    const p = await this.promotion(id);
    const refs = await this.refs.get();
    const now = this.now();
    const s = userId === null ? null : await this.standing(p, userId);
    const mine = userId === null ? null : await this.player(p, userId, s!);
    const available = s !== null && statusOf(p, now) === 'live' && (s.canJoin || s.state === 'claimable');
    return {
      ...cardOf(p, lang, now, s ? entryOf(s) : null, available),
      body: p.bodies[lang] ?? p.bodies.en_US ?? [],
      rules: rulesOf(p, this.titleOf(refs)),
      faq: p.faq.map((f) => ({ q: textIn(f.q, lang), a: textIn(f.a, lang) })),
      games: p.games,
      mine,
      race: p.kind === 'race' ? await this.periodic.board(p, userId) : null,
    };
  }

  /** One promotion's rules and FAQ, or how bonuses work. */
  async introduce(id: number | undefined, lang: string): Promise<IntroduceInfo> {
    if (id === undefined) return GENERAL_FAQ;
    const p = await this.promotion(id);
    return {
      title: textIn(p.titles, lang),
      body: p.bodies[lang] ?? p.bodies.en_US ?? [],
      rules: rulesOf(p, this.titleOf(await this.refs.get())),
      faq: p.faq.map((f) => ({ q: textIn(f.q, lang), a: textIn(f.a, lang) })),
    };
  }

  async playerPromotion(id: number, userId: number): Promise<PlayerPromotion> {
    return this.player(await this.promotion(id), userId);
  }

  /** The house games a promotion counts on, with how much of a stake counts. */
  async games(id: number): Promise<PromotionGame[]> {
    const p = await this.promotion(id);
    const refs = await this.refs.get();
    const edge = new Decimal(p.wagering?.referenceEdge ?? '0.01');
    return refs.games
      .filter((g) => !p.games || p.games.includes(g.name))
      .map((g) => ({
        name: g.name,
        title: g.title,
        image: g.imgUrl,
        houseEdge: g.houseEdge,
        counts: trimZeros(Decimal.min(1, new Decimal(g.houseEdge).div(edge)).toFixed(4)),
      }));
  }

  /** Joins a promotion that is joined (a reload); first-deposit offers need no joining. */
  async join(id: number, userId: number): Promise<PlayerPromotion> {
    const p = await this.promotion(id);
    const s = await this.standing(p, userId);
    if (!s.canJoin) throw badRequest(s.cannotJoin ?? 'You cannot join this promotion');
    if (p.kind === 'free_bet') {
      // Taking free bets: the entry and the free bets in one transaction, once.
      await withTx(this.db, (client) => takeFreeBets(client, p, userId, this.now()));
      await this.pushBonuses(userId);
      return this.player(p, userId);
    }
    await this.db.query(
      `INSERT INTO promotion_entries (promotion_id, user_id, period, state) VALUES ($1, $2, '', 'joined')
       ON CONFLICT (promotion_id, user_id, period) DO UPDATE SET state = 'joined', joined_at = now(), updated_at = now()
       WHERE promotion_entries.state IN ('cancelled')`,
      [p.id, userId],
    );
    this.periodic.changed(p.id, userId);
    await this.pushFlags(userId);
    return this.player(p, userId);
  }

  /** Leaves a promotion, or declines the first-deposit match waiting to be claimed. */
  async leave(id: number, userId: number): Promise<PlayerPromotion> {
    const p = await this.promotion(id);
    if (p.kind === 'free_bet') throw badRequest('Free bets are yours until they expire: there is nothing to leave');
    const s = await this.standing(p, userId);
    if (p.kind === 'first_deposit') {
      if (s.state === 'claimed') throw badRequest('The bonus is claimed: cancel it from your bonuses instead');
      if (s.state === 'declined') throw badRequest('You have already declined this offer');
      await this.db.query(
        `INSERT INTO promotion_entries (promotion_id, user_id, period, state) VALUES ($1, $2, '', 'declined')
         ON CONFLICT (promotion_id, user_id, period) DO UPDATE SET state = 'declined', updated_at = now()
         WHERE promotion_entries.state = 'joined'`,
        [p.id, userId],
      );
    } else {
      if (p.kind === 'cashback' && ((s as PeriodicStanding).cashback?.due.length ?? 0) > 0)
        throw badRequest('Claim your cashback before leaving: it is paid to players in the promotion');
      const res = await this.db.query(
        `UPDATE promotion_entries SET state = 'cancelled', updated_at = now()
          WHERE promotion_id = $1 AND user_id = $2 AND period = '' AND state = 'joined'`,
        [p.id, userId],
      );
      if (!res.rowCount) throw badRequest('You have not joined this promotion');
      this.periodic.changed(p.id, userId);
    }
    await this.pushFlags(userId);
    return this.player(p, userId);
  }

  /** Claims what a promotion owes the player now: a deposit match, or the cashback due (in `coin`, else their selected one). */
  async claim(
    id: number,
    userId: number,
    opts: { coin?: string; period?: string } = {},
  ): Promise<{ promotion: PlayerPromotion; bonus: BonusView | null }> {
    const p = await this.promotion(id);
    if (PERIODIC_KINDS.has(p.kind)) {
      await this.after(userId, await this.periodic.claim(p, userId, opts));
      return { promotion: await this.player(p, userId), bonus: null };
    }
    if (p.kind !== 'first_deposit' && p.kind !== 'reload') throw badRequest('Nothing to claim in this promotion');
    const refs = await this.refs.get();
    const claimed = await withTx(this.db, (client) => claimMatch(client, refs, p, userId, this.now()));
    await this.after(userId, claimed.applied);
    const promotion = await this.player(p, userId);
    return { promotion, bonus: promotion.bonus };
  }

  /** Cancels an open bonus of the player: its bonus balance is removed. */
  async cancelBonus(bonusId: number, userId: number): Promise<BonusView> {
    const done = await withTx(this.db, (client) => cancelBonus(client, userId, bonusId));
    await this.after(userId, done.applied);
    return (await bonusById(this.db, userId, bonusId))!;
  }

  /** The first-deposit offer as the bonus page shows it. */
  async firstCharge(userId: number): Promise<FirstChargeInfo> {
    const now = this.now();
    const p = await runningFirstDeposit(this.db, now);
    if (!p) {
      return {
        promotionId: null,
        title: '',
        state: 'unavailable',
        matchRate: '0',
        maxBonusUsd: '0',
        minDepositUsd: '0',
        wagerMultiplier: '0',
        maxBetUsd: null,
        expiryDays: 0,
        claimDays: 0,
        rules: [],
        choices: [],
        chosen: 'originals',
        offer: null,
        bonus: null,
      };
    }
    const refs = await this.refs.get();
    const s = await this.standing(p, userId);
    const main = s.entries.find((e) => e.period === '');
    let state = s.firstState ?? 'unavailable';
    let bonus: BonusView | null = null;
    if (main?.state === 'claimed' && main.bonus_id) {
      bonus = await bonusById(this.db, userId, Number(main.bonus_id));
      state = bonus && (bonus.status === 'active' || bonus.status === 'completed') ? 'active' : 'done';
    }
    const w = p.wagering!;
    const choices = (p.reward.choices ?? ['originals']).map((code) => ({ code, title: PRODUCT_TITLES[code] ?? code }));
    return {
      promotionId: p.id,
      title: textIn(p.titles, 'en_US'),
      state,
      matchRate: p.reward.matchRate,
      maxBonusUsd: p.reward.maxBonusUsd,
      minDepositUsd: p.eligibility.minDepositUsd ?? '0',
      wagerMultiplier: w.multiplier,
      maxBetUsd: w.maxBetUsd,
      expiryDays: w.expiryDays,
      claimDays: w.claimDays,
      rules: rulesOf(p, this.titleOf(refs)),
      choices,
      chosen: main?.chosen ?? choices[0]?.code ?? 'originals',
      offer: s.offer,
      bonus,
    };
  }

  /** Chooses where the first-deposit bonus is played, before claiming it. */
  async chooseGame(userId: number, code: string): Promise<FirstChargeInfo> {
    const p = await runningFirstDeposit(this.db, this.now());
    if (!p) throw badRequest('There is no first-deposit offer running');
    const choices = p.reward.choices ?? ['originals'];
    if (!choices.includes(code)) throw badRequest(`code must be one of ${choices.join(', ')}`);
    const res = await this.db.query(
      `INSERT INTO promotion_entries (promotion_id, user_id, period, state, chosen) VALUES ($1, $2, '', 'joined', $3)
       ON CONFLICT (promotion_id, user_id, period) DO UPDATE SET chosen = EXCLUDED.chosen, updated_at = now()
       WHERE promotion_entries.state = 'joined'`,
      [p.id, userId, code],
    );
    if (!res.rowCount) throw badRequest('The bonus is already claimed or declined: its choice cannot change');
    return this.firstCharge(userId);
  }

  async receiveFirstCharge(userId: number): Promise<FirstChargeInfo> {
    const p = await runningFirstDeposit(this.db, this.now());
    if (!p) throw badRequest('There is no first-deposit offer running');
    await this.claim(p.id, userId);
    return this.firstCharge(userId);
  }

  /** Declines the waiting first-deposit match, or cancels the claimed bonus while it wagers. */
  async cancelFirstCharge(userId: number): Promise<FirstChargeInfo> {
    const info = await this.firstCharge(userId);
    if (info.promotionId === null) throw badRequest('There is no first-deposit offer running');
    if (info.state === 'active' && info.bonus) await this.cancelBonus(info.bonus.id, userId);
    else await this.leave(info.promotionId, userId);
    return this.firstCharge(userId);
  }

  /** The deposit dialog's offers for a coin. */
  async rechargeInfo(userId: number, coin: Coin | undefined): Promise<RechargeActivityInfo> {
    const now = this.now();
    const open = coin ? (await openBonuses(this.db, userId)).find((b) => b.coin === coin) : undefined;
    const offers: RechargeActivityInfo['offers'] = [];
    for (const p of await loadPromotions(this.db)) {
      if ((p.kind !== 'first_deposit' && p.kind !== 'reload') || statusOf(p, now) !== 'live') continue;
      const s = await this.standing(p, userId);
      const headline = `${trimZeros(new Decimal(p.reward.matchRate).times(100).toFixed(2))}% up to ${trimZeros(p.reward.maxBonusUsd)} USD, wagering ${trimZeros(p.wagering!.multiplier)}x`;
      let qualifies = false;
      let note: string | null = null;
      if (p.kind === 'first_deposit') {
        if (s.firstState !== 'deposit') continue;
        qualifies = true;
      } else if (s.state === 'none' || s.state === 'cancelled') note = 'Join the promotion first';
      else if (now.getUTCDay() !== (p.eligibility.weekday ?? 5))
        note = `Deposits qualify on ${WEEKDAY_NAMES[p.eligibility.weekday ?? 5]}s (UTC)`;
      else if (s.state === 'claimable') note = 'A qualifying deposit is already waiting to be claimed';
      else qualifies = true;
      if (qualifies && open) {
        qualifies = false;
        note = `You have an open ${coin} bonus: finish or cancel it before claiming another in ${coin}`;
      }
      offers.push({
        promotionId: p.id,
        kind: p.kind,
        title: textIn(p.titles, 'en_US'),
        headline,
        minDepositUsd: p.eligibility.minDepositUsd ?? '0',
        qualifies,
        note,
      });
    }
    return { offers };
  }

  /** Rewards waiting to be collected: deposit matches and cashback to claim. */
  async collectable(userId: number): Promise<CollectableReward[]> {
    const now = this.now();
    const list: CollectableReward[] = [];
    for (const p of await loadPromotions(this.db)) {
      if (p.kind === 'cashback') {
        const s = await this.periodic.standing(p, userId);
        for (const d of s.cashback?.due ?? [])
          list.push({
            ...(await this.periodic.payout(userId, d.cashbackUsd)),
            promotionId: p.id,
            kind: p.kind,
            title: textIn(p.titles, 'en_US'),
            period: periodKey(new Date(d.start)),
          });
        continue;
      }
      if ((p.kind !== 'first_deposit' && p.kind !== 'reload') || statusOf(p, now) !== 'live') continue;
      const s = await this.standing(p, userId);
      if (s.state !== 'claimable' || !s.offer) continue;
      list.push({
        promotionId: p.id,
        kind: p.kind,
        title: textIn(p.titles, 'en_US'),
        period: p.kind === 'first_deposit' ? '' : s.deposit!.credited_at.toISOString().slice(0, 10),
        coin: s.offer.coin,
        amount: s.offer.bonus,
        usd: s.offer.bonusUsd,
      });
    }
    return list;
  }

  /** The flag bits of the bonus area (type 5): bit 5 when a deposit match waits, bit 6 when a cashback does. */
  async flags(userId: number): Promise<number> {
    return (await this.matchFlag(userId)) | ((await this.periodic.cashbackDue(userId)) ? FLAG_REWARD : 0);
  }

  private async matchFlag(userId: number): Promise<number> {
    // Read on every flag push (a betting player's, each second): most players have no recent deposit that took no
    // offer, and one query says so.
    const { rows } = await this.db.query<{ some: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = $1 AND d.credited_at > now() - interval '60 days'
                         AND NOT EXISTS (SELECT 1 FROM promotion_entries e WHERE e.deposit_id = d.id)) AS some`,
      [userId],
    );
    if (!rows[0]?.some) return 0;
    return (await this.collectable(userId)).some((c) => c.kind === 'first_deposit' || c.kind === 'reload') ? FLAG_MATCH : 0;
  }

  /** The player's promotions, bonuses and collectable rewards. */
  async mine(userId: number, lang: string): Promise<MyPromotions> {
    const now = this.now();
    const entries = await entriesOf(this.db, userId);
    const cards: MyPromotions['entries'] = [];
    for (const p of await loadPromotions(this.db)) {
      const e = entries.get(p.id);
      if (!e) continue;
      const s = await this.standing(p, userId);
      cards.push({
        ...cardOf(p, lang, now, entryOf(s), s.canJoin || s.state === 'claimable'),
        period: '',
        joinedAt: e.joinedAt.toISOString(),
      });
    }
    return { entries: cards, bonuses: await listBonuses(this.db, userId, 50), collectable: await this.collectable(userId) };
  }

  /** The home page's banners: live promotions in display order. */
  async banners(lang: string): Promise<PromotionCard[]> {
    const now = this.now();
    return (await loadPromotions(this.db)).filter((p) => statusOf(p, now) === 'live').map((p) => cardOf(p, lang, now, null, false));
  }

  /** The activity pop-up's promotions (popup), live ones (banner) or every running one (all). */
  async popup(userId: number | null, type: 'popup' | 'banner' | 'all', size: number, lang: string): Promise<PromotionCard[]> {
    const now = this.now();
    const list = (await loadPromotions(this.db)).filter((p) => {
      const st = statusOf(p, now);
      if (type === 'all') return st !== 'ended';
      return st === 'live' && (type === 'banner' || p.popup);
    });
    const cards: PromotionCard[] = [];
    for (const p of list.slice(0, size)) {
      const s = userId === null ? null : await this.standing(p, userId);
      cards.push(cardOf(p, lang, now, s ? entryOf(s) : null, s !== null && (s.canJoin || s.state === 'claimable')));
    }
    return cards;
  }

  /** Redeems a code. */
  async redeem(userId: number, code: string): Promise<RedemptionResult> {
    const done = await withTx(this.db, (client) => redeemCode(client, userId, code, this.now()));
    await this.after(userId, done.applied);
    const credited = done.applied.find((a) => a.reason === 'code_redeem')!;
    const bonus = done.bonusId === null ? null : await bonusById(this.db, userId, done.bonusId);
    return { coin: done.row.coin, amount: credited.delta, balanceType: done.row.balance_kind, bonus };
  }

  /** After a money move commits: its balance pushes, the bonus wallet shown, the open bonuses, the flags. */
  async after(userId: number, applied: readonly AppliedMovement[]): Promise<void> {
    this.hub.amountChanged(applied);
    if (applied.some((a) => a.balanceType === 'BONUS' && new Decimal(a.delta).gt(0)))
      this.hub.sendToUser(userId, { type: MSG.BONUS_WALLET, data: { status: 1 } });
    await this.pushBonuses(userId);
    await this.pushFlags(userId);
  }

  /** The player's open bonuses and free bets (type 209) to their sockets in every process. */
  async pushBonuses(userId: number): Promise<void> {
    const [bonuses, freeBets] = await Promise.all([openBonuses(this.db, userId), openFreeBets(this.db, userId)]);
    this.hub.sendToUser(userId, { type: MSG.BONUS_PROGRESS, data: { bonuses, freeBets } });
  }

  /** Set by the app: pushes the player's whole flag word (VIP and bonus bits). */
  pushFlags: (userId: number) => Promise<void> = async () => undefined;
}

/** What the card shows of a player's state. */
function entryOf(s: MatchStanding): EntryState | null {
  if (s.state === 'none') return null;
  return s.state;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Names of the products a bonus may be chosen for. */
const PRODUCT_TITLES: Record<string, string> = {
  originals: 'House games',
  slots: 'Slots',
  live: 'Live casino',
  sports: 'Sportsbook',
};
