import type { BalanceType, Coin } from '../currency';

/** What a promotion is (docs/promotions.md). */
export const PROMOTION_KINDS = ['first_deposit', 'reload', 'race', 'cashback', 'free_bet'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Where a bonus came from. */
export const BONUS_SOURCES = ['first_deposit', 'reload', 'code', 'vip', 'free_bet', 'cashback', 'race', 'grant'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

/**
 * A bonus's state: active (wagering), completed (wagering reached, its conversion is due), converted (its bonus
 * balance became withdrawable), cancelled (by the player: the bonus balance was removed), expired (not wagered in
 * time: removed), spent (its bonus balance was used up).
 */
export const BONUS_STATUSES = ['active', 'completed', 'converted', 'cancelled', 'expired', 'spent'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** The list tabs of /promotions. */
export const PROMOTION_TABS = ['all', 'joined', 'available'] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];

/** One rule of an offer as shown before joining: "Max bet" / "10 USD while the bonus wagers". */
export interface PromotionRule {
  label: string;
  value: string;
}

/** A promotion's card (POST /v1/home/selectPromotion, the home banners). Times are ISO strings. */
export interface PromotionCard {
  id: number;
  kind: PromotionKind;
  slug: string;
  title: string;
  summary: string;
  image: string;
  startsAt: string;
  endsAt: string | null;
  /** upcoming (not started), live, ended. */
  status: 'upcoming' | 'live' | 'ended';
  /** The signed-in player's entry state, null when none (or a guest). */
  entry: EntryState | null;
  /** Whether the signed-in player can join or claim now (false for guests). */
  available: boolean;
}

/** A player's state in one promotion. */
export type EntryState = 'joined' | 'claimable' | 'claimed' | 'declined' | 'cancelled';

/** A promotion in full (GET /v1/activity/selectPromotionBySourceId?id=). */
export interface PromotionDetail extends PromotionCard {
  body: string[];
  rules: PromotionRule[];
  faq: { q: string; a: string }[];
  /** The house games it counts on (names); null when all. */
  games: string[] | null;
  /** The player's state in it (null for guests). */
  mine: PlayerPromotion | null;
  /** A race's leaderboard (null for other kinds). */
  race: RaceBoard | null;
}

/** The player's standing in a promotion (GET /v1/user/selectByActivityAndUser?id=). */
export interface PlayerPromotion {
  promotionId: number;
  kind: PromotionKind;
  /** none: not joined; the rest as EntryState. */
  state: EntryState | 'none';
  /** Whether "join" would succeed now, and why not when it would not. */
  canJoin: boolean;
  cannotJoin: string | null;
  /** A deposit match waiting to be claimed: the deposit and the bonus it gives. */
  offer: DepositMatch | null;
  /** The bonus it gave, when claimed. */
  bonus: BonusView | null;
  /** A race: the player's place in the running period. */
  race: RaceMine | null;
  /** A cashback: the net loss so far and the cashback due. */
  cashback: CashbackMine | null;
  /** Free bets: those the player holds from it, and what the used ones did. */
  freeBets: FreeBetsMine | null;
}

/** A free bet the player holds: a bet of `amount` on the house, on one of `games`, until `expiresAt`. */
export interface FreeBetView {
  id: number;
  promotionId: number | null;
  title: string;
  coin: Coin;
  amount: string;
  games: string[];
  expiresAt: string;
}

/** The player in a free-bet promotion. */
export interface FreeBetsMine {
  available: FreeBetView[];
  used: number;
  expired: number;
  /** What the used ones paid (winnings beyond their stakes), in the promotion's coin. */
  won: string;
}

/** How a free-bet promotion pays: `bets` free bets of `amount` `coin` each, usable for `expiryDays`. */
export interface FreeBetRewardRule {
  bets: number;
  amount: string;
  coin: Coin;
  expiryDays: number;
}

/** A place on a race's leaderboard. */
export interface RaceLeader {
  rank: number;
  /** Nick name, or 'Hidden' for a private profile (the player sees their own). */
  name: string;
  /** USD wagered in the period (stakes at their USD value, times their product's weight). */
  wageredUsd: string;
  /** The prize of this rank, null past the prizes or below the minimum wager. */
  prizeUsd: string | null;
  /** The signed-in player's own row. */
  me: boolean;
}

/** A race's board (the detail page, for everyone). Times are ISO strings. */
export interface RaceBoard {
  /** The running period, null when none runs (not started, or over). */
  period: { start: string; end: string } | null;
  /** Prizes in USD by rank (first place first). */
  prizesUsd: string[];
  /** The least a player must wager in a period to win a prize. */
  minWagerUsd: string;
  /** Days per period. */
  periodDays: number;
  /** The running period's leaders (top 25). */
  leaders: RaceLeader[];
  /** How many players race in it. */
  players: number;
  /** The last period that ended: its winners, and whether they have been paid (paid within a minute of its end). */
  last: { start: string; end: string; winners: RaceLeader[]; paid: boolean } | null;
}

/** The player in a race's running period. */
export interface RaceMine {
  rank: number | null;
  wageredUsd: string;
  /** The prize of the place held now, if the period ended now. */
  prizeUsd: string | null;
  /** USD still to wager to reach the last paid place (null when holding a prize). */
  toPrizeUsd: string | null;
}

/** Cashback of one period. */
export interface CashbackPeriod {
  start: string;
  end: string;
  /** Stakes minus payouts of deposit money in the period, USD (negative: a profit). */
  netLossUsd: string;
  /** The cashback: rate x net loss, at most the cap, 0 under the minimum. */
  cashbackUsd: string;
  /** For an ended period: claim before this time; null for the running one. */
  claimBy: string | null;
}

/** The player in a cashback promotion. */
export interface CashbackMine {
  /** The running period so far (null when none runs). */
  current: CashbackPeriod | null;
  /** Ended periods whose cashback can be claimed now, oldest first. */
  due: CashbackPeriod[];
  /** Cashback paid so far, newest first (at most 10). */
  paid: { period: string; coin: Coin; amount: string; usd: string }[];
}

/** How a race pays: prizes in USD by rank for each period, to players who wagered at least the minimum. */
export interface RaceRewardRule {
  periodDays: number;
  prizesUsd: string[];
  minWagerUsd: string;
}

/** How a cashback pays: rate x the period's net loss of deposit money, at most maxUsd, from minLossUsd of loss. */
export interface CashbackRewardRule {
  periodDays: number;
  rate: string;
  maxUsd: string;
  minLossUsd: string;
}

/** A deposit that qualifies for a match, and the match. */
export interface DepositMatch {
  depositId: number;
  coin: Coin;
  deposit: string;
  depositUsd: string;
  bonus: string;
  bonusUsd: string;
  /** Claim before this time (ISO). */
  claimBy: string;
}

/** A bonus with its rollover (the bet panel's bar, the bonus page). Amounts are decimal strings in the coin. */
export interface BonusView {
  id: number;
  coin: Coin;
  source: BonusSource;
  title: string;
  status: BonusStatus;
  /** Bonus money credited. */
  granted: string;
  /** The coin's bonus balance now (open bonuses). */
  balance: string;
  /** Edge-weighted wager needed, done, and left (coin units). */
  wagerRequired: string;
  wagered: string;
  remaining: string;
  /** 0..1, for the bar. */
  progress: number;
  maxBetUsd: string | null;
  /** Games it is played and counted on (null: all house games). */
  games: string[] | null;
  /** Only bonus-funded stakes count (otherwise every stake in the coin). */
  bonusStakesOnly: boolean;
  referenceEdge: string;
  createdAt: string;
  expiresAt: string | null;
  endedAt: string | null;
  /** What its end moved: converted to the deposit balance, or forfeited. */
  converted: string | null;
  forfeited: string | null;
  /** Why it ended, in words. */
  endNote: string | null;
  /** Why it cannot be cancelled now (an open round staked from it), null when it can. */
  cannotCancel: string | null;
}

/** The first-deposit offer (GET /v1/bonus/queryFirstChargeInfo). */
export interface FirstChargeInfo {
  promotionId: number | null;
  title: string;
  /**
   * unavailable (no running offer, or the player had deposited before it), deposit (make a first deposit), claim (the
   * first deposit qualifies: claim it), active (claimed, wagering), done (converted, spent), declined, expired (not
   * claimed in time), too_small (the first deposit was below the minimum).
   */
  state: 'unavailable' | 'deposit' | 'claim' | 'active' | 'done' | 'declined' | 'expired' | 'too_small';
  matchRate: string;
  maxBonusUsd: string;
  minDepositUsd: string;
  wagerMultiplier: string;
  maxBetUsd: string | null;
  expiryDays: number;
  claimDays: number;
  rules: PromotionRule[];
  /** Where the bonus may be played: products to choose from, and the one chosen. */
  choices: { code: string; title: string }[];
  chosen: string;
  offer: DepositMatch | null;
  bonus: BonusView | null;
}

/** The deposit dialog's offers for a coin (GET /v1/activity/getUserRechargeActivityInfo?coin=). */
export interface RechargeActivityInfo {
  offers: {
    promotionId: number;
    kind: 'first_deposit' | 'reload';
    title: string;
    /** e.g. "100% up to 500 USD, wagering 10x". */
    headline: string;
    minDepositUsd: string;
    /** Whether a deposit now would qualify (joined, right day, no open bonus in the coin). */
    qualifies: boolean;
    note: string | null;
  }[];
}

/** A reward waiting to be collected (GET /v1/activity/selectUserAvailableCollection). */
export interface CollectableReward {
  promotionId: number;
  kind: PromotionKind;
  title: string;
  period: string;
  coin: Coin;
  amount: string;
  usd: string;
}

/** The player's promotions and bonuses (GET /v1/activity/selectPromotionByUserId). */
export interface MyPromotions {
  entries: (PromotionCard & { period: string; joinedAt: string })[];
  /** Open bonuses first, then ended ones, newest first (at most 50). */
  bonuses: BonusView[];
  collectable: CollectableReward[];
}

/** A redeemed code (POST /v1/bonus/bonusRedemptionCode/redemption). */
export interface RedemptionResult {
  coin: Coin;
  amount: string;
  balanceType: BalanceType;
  bonus: BonusView | null;
}

/** Socket type 209: the player's open bonuses, after stakes moved them or one ended. */
export interface BonusProgressFrame {
  bonuses: BonusView[];
  /** The free bets the player holds (unused, not expired), soonest to expire first. */
  freeBets: FreeBetView[];
}

/** How bonuses work, or one promotion's rules (POST /v1/activity/getActivityIntroduceInfo). */
export interface IntroduceInfo {
  title: string;
  body: string[];
  rules: PromotionRule[];
  faq: { q: string; a: string }[];
}

/** A game a promotion counts on (POST /v1/activity/selectGames). */
export interface PromotionGame {
  name: string;
  title: string;
  image: string;
  houseEdge: string;
  /** Share of each stake that counts toward wagering, e.g. "1" (all of it). */
  counts: string;
}

/** Ledger reasons of promotions (Transactions, "bonuses"). */
export const PROMOTION_LEDGER_REASONS = [
  'bonus_credit',
  'bonus_convert',
  'bonus_forfeit',
  'code_redeem',
  'referral_commission',
  'race_prize',
  'cashback',
] as const;
