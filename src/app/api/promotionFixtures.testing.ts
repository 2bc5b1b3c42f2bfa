import { vi } from 'vitest';
import { BONUS_VIEW } from '../../core/socketFrames.testing';
import type {
  BonusView,
  CashbackMine,
  CashbackPeriod,
  CollectableReward,
  DepositMatch,
  FirstChargeInfo,
  FreeBetsMine,
  FreeBetView,
  IntroduceInfo,
  MyPromotions,
  PlayerPromotion,
  PromotionCard,
  PromotionDetail,
  PromotionGame,
  RaceBoard,
  RaceLeader,
  RaceMine,
  RechargeActivityInfo,
} from '../../core/promotions/types';

// Answers of the promotions calls for tests: the seeded offers (a 100% welcome match and a Friday reload), a player
// with a USDT bonus wagering and something of every kind to show.

export { failEnv, okEnv } from './vipFixtures.testing';

/** An open USDT bonus, a quarter wagered (the bet panel's bar: "120.25 / 500 USDT · max bet 10 USD"). */
export function fakeBonus(patch: Partial<BonusView> = {}): BonusView {
  return { ...BONUS_VIEW, games: null, ...patch };
}

/** An ended bonus (converted by default). */
export function fakeEndedBonus(patch: Partial<BonusView> = {}): BonusView {
  return fakeBonus({
    id: 3,
    source: 'code',
    title: 'Code WELCOME5',
    status: 'converted',
    granted: '5',
    balance: '0',
    wagered: '50',
    wagerRequired: '50',
    remaining: '0',
    progress: 1,
    endedAt: '2026-11-20T10:00:00.000Z',
    converted: '6.2',
    forfeited: null,
    endNote: 'Wagering done: the bonus balance became withdrawable',
    ...patch,
  });
}

/** A promotion's card (the welcome match, live). */
export function fakeCard(patch: Partial<PromotionCard> = {}): PromotionCard {
  return {
    id: 1,
    kind: 'first_deposit',
    slug: 'welcome-match',
    title: '100% welcome match up to 500 USD',
    summary: 'Your first deposit doubled, with wagering of 10x the bonus.',
    image: '/promotions/welcome-match.svg',
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    status: 'live',
    entry: null,
    available: false,
    ...patch,
  };
}

/** The Friday reload's card. */
export const fakeReloadCard = (patch: Partial<PromotionCard> = {}): PromotionCard =>
  fakeCard({
    id: 2,
    kind: 'reload',
    slug: 'friday-reload',
    title: 'Friday reload: 50% up to 100 USD',
    summary: 'Deposit on a Friday (UTC) and get half of it again as bonus money.',
    image: '/promotions/friday-reload.svg',
    ...patch,
  });

/** A deposit match waiting to be claimed. */
export function fakeMatch(patch: Partial<DepositMatch> = {}): DepositMatch {
  return {
    depositId: 11,
    coin: 'USDT',
    deposit: '40',
    depositUsd: '40',
    bonus: '20',
    bonusUsd: '20',
    claimBy: '2026-12-08T23:59:59.000Z',
    ...patch,
  };
}

/** The player's standing in the reload (not joined, may join). */
export function fakeMine(patch: Partial<PlayerPromotion> = {}): PlayerPromotion {
  return {
    promotionId: 2,
    kind: 'reload',
    state: 'none',
    canJoin: true,
    cannotJoin: null,
    offer: null,
    bonus: null,
    race: null,
    cashback: null,
    freeBets: null,
    ...patch,
  };
}

/** The reload in full. */
export function fakeDetail(patch: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...fakeReloadCard(),
    body: ['Join, then deposit at least 20 USD on a Friday (UTC).', 'Wager 10 times the bonus in the same coin.'],
    rules: [
      { label: 'Match', value: '50% of the deposit, up to 100 USD' },
      { label: 'Minimum deposit', value: '20 USD' },
      { label: 'Wagering', value: '10× the bonus' },
      { label: 'Max bet', value: '10 USD while the bonus wagers' },
    ],
    faq: [{ q: 'Which deposit counts?', a: 'The first deposit credited on the Friday after you joined.' }],
    games: null,
    mine: null,
    race: null,
    ...patch,
  };
}

/** The house games a promotion counts on. */
export function fakeGames(): PromotionGame[] {
  return [
    { name: 'dice', title: 'Dice', image: '/games/dice.svg', houseEdge: '0.01', counts: '1' },
    { name: 'crash', title: 'Crash', image: '/games/crash.svg', houseEdge: '0.01', counts: '1' },
  ];
}

/** How bonuses work. */
export function fakeIntro(): IntroduceInfo {
  return {
    title: 'How bonuses and wagering work',
    body: ['Bonus money is credited to your bonus balance.'],
    rules: [{ label: 'Wagering', value: 'Stake × house edge ÷ 1%' }],
    faq: [{ q: 'Can I withdraw my deposit?', a: 'Yes, any time.' }],
  };
}

/** The first-deposit offer in a state. */
export function fakeFirstCharge(patch: Partial<FirstChargeInfo> = {}): FirstChargeInfo {
  return {
    promotionId: 1,
    title: '100% welcome match up to 500 USD',
    state: 'deposit',
    matchRate: '1',
    maxBonusUsd: '500',
    minDepositUsd: '10',
    wagerMultiplier: '10',
    maxBetUsd: '10',
    expiryDays: 30,
    claimDays: 7,
    rules: [
      { label: 'Match', value: '100% up to 500 USD' },
      { label: 'Wagering', value: '10× the bonus' },
    ],
    choices: [{ code: 'originals', title: 'HighStakes Originals' }],
    chosen: 'originals',
    offer: null,
    bonus: null,
    ...patch,
  };
}

/** A reward waiting to be collected. */
export function fakeCollectable(patch: Partial<CollectableReward> = {}): CollectableReward {
  return { promotionId: 5, kind: 'race', title: 'Weekly race', period: '2026-W48', coin: 'USDT', amount: '25', usd: '25', ...patch };
}

/** The player's promotions: the reload joined, the open bonus, one ended bonus, one reward to collect. */
export function fakeMyPromotions(patch: Partial<MyPromotions> = {}): MyPromotions {
  return {
    entries: [{ ...fakeReloadCard({ entry: 'joined' }), period: '2026-12-04', joinedAt: '2026-12-01T10:00:00.000Z' }],
    bonuses: [fakeBonus(), fakeEndedBonus()],
    collectable: [fakeCollectable()],
    ...patch,
  };
}

/** The deposit dialog's offers for USDT: the reload qualifies, the welcome match does not. */
export function fakeRechargeInfo(): RechargeActivityInfo {
  return {
    offers: [
      {
        promotionId: 2,
        kind: 'reload',
        title: 'Friday reload',
        headline: '50% up to 100 USD, wagering 10x',
        minDepositUsd: '20',
        qualifies: true,
        note: null,
      },
      {
        promotionId: 1,
        kind: 'first_deposit',
        title: 'Welcome match',
        headline: '100% up to 500 USD, wagering 10x',
        minDepositUsd: '10',
        qualifies: false,
        note: 'Only your first deposit qualifies',
      },
    ],
  };
}

/** A place on a race's board (rank 1 by default, someone else). */
export function fakeLeader(patch: Partial<RaceLeader> = {}): RaceLeader {
  return { rank: 1, name: 'Racer1', wageredUsd: '1520.40', prizeUsd: '60', me: false, ...patch };
}

/** The daily race's prizes (USD by rank). */
export const RACE_PRIZES = ['60', '40', '30', '20', '15', '10', '10', '5', '5', '5'];

/**
 * The daily race's board: the period of 2026-12-04 (UTC), three leaders (the player third), 12 players, and the day
 * before's two winners, paid.
 */
export function fakeRaceBoard(patch: Partial<RaceBoard> = {}): RaceBoard {
  return {
    period: { start: '2026-12-04T00:00:00.000Z', end: '2026-12-05T00:00:00.000Z' },
    prizesUsd: RACE_PRIZES,
    minWagerUsd: '100',
    periodDays: 1,
    leaders: [
      fakeLeader(),
      fakeLeader({ rank: 2, name: 'Hidden', wageredUsd: '880', prizeUsd: '40' }),
      fakeLeader({ rank: 3, name: 'tester', wageredUsd: '152.30', prizeUsd: '30', me: true }),
    ],
    players: 12,
    last: {
      start: '2026-12-03T00:00:00.000Z',
      end: '2026-12-04T00:00:00.000Z',
      winners: [
        fakeLeader({ name: 'Winner1', wageredUsd: '2400' }),
        fakeLeader({ rank: 2, name: 'Winner2', wageredUsd: '900', prizeUsd: '40' }),
      ],
      paid: true,
    },
    ...patch,
  };
}

/** The player's place in the running race (third, holding 30 USD). */
export function fakeRaceMine(patch: Partial<RaceMine> = {}): RaceMine {
  return { rank: 3, wageredUsd: '152.30', prizeUsd: '30', toPrizeUsd: null, ...patch };
}

/** The daily race in full (id 3), with its board; `mine` as given. */
export function fakeRaceDetail(patch: Partial<PromotionDetail> = {}): PromotionDetail {
  return fakeDetail({
    id: 3,
    kind: 'race',
    slug: 'daily-race',
    title: 'Daily wager race: 200 USD every day',
    summary: 'Join once and every day’s wagering puts you on the board.',
    image: '/promotions/daily-race.svg',
    rules: [
      { label: 'Prizes', value: '1st 60 USD, 2nd 40 USD: 200 USD in all, each period' },
      { label: 'To win a prize', value: 'Wager at least 100 USD in the period' },
    ],
    race: fakeRaceBoard(),
    ...patch,
  });
}

/** A cashback period (the week of 2026-11-23, ended, 12.50 USD to claim by 2026-12-07). */
export function fakeCashbackPeriod(patch: Partial<CashbackPeriod> = {}): CashbackPeriod {
  return {
    start: '2026-11-23T00:00:00.000Z',
    end: '2026-11-30T00:00:00.000Z',
    netLossUsd: '125.00',
    cashbackUsd: '12.50',
    claimBy: '2026-12-07T00:00:00.000Z',
    ...patch,
  };
}

/** The player in the weekly cashback: this week so far (42.80 USD lost), one week due, one paid. */
export function fakeCashbackMine(patch: Partial<CashbackMine> = {}): CashbackMine {
  return {
    current: fakeCashbackPeriod({
      start: '2026-11-30T00:00:00.000Z',
      end: '2026-12-07T00:00:00.000Z',
      netLossUsd: '42.80',
      cashbackUsd: '4.28',
      claimBy: null,
    }),
    due: [fakeCashbackPeriod()],
    paid: [{ period: '2026-11-16T00:00Z', coin: 'USDT', amount: '8', usd: '8.00' }],
    ...patch,
  };
}

/** The weekly cashback in full (id 4); `mine` as given. */
export function fakeCashbackDetail(patch: Partial<PromotionDetail> = {}): PromotionDetail {
  return fakeDetail({
    id: 4,
    kind: 'cashback',
    slug: 'weekly-cashback',
    title: 'Weekly cashback: 10% of your net loss',
    summary: 'Lost more than you won this week? Get 10% of the difference back.',
    image: '/promotions/weekly-cashback.svg',
    rules: [
      { label: 'Cashback', value: '10% of your net loss, up to 200 USD per period' },
      { label: 'Minimum loss', value: '10 USD' },
    ],
    ...patch,
  });
}

/** The free bets' expiry in the fixtures: 7 days after 2026-12-01T12:00Z, when they were taken. */
export const FREE_BET_EXPIRY = '2026-12-08T12:00:00.000Z';

/** A free bet of the seeded offer (id 5): 0.1 USDT on dice or limbo, until FREE_BET_EXPIRY. */
export function fakeFreeBet(patch: Partial<FreeBetView> = {}): FreeBetView {
  return {
    id: 101,
    promotionId: 5,
    title: '10 free bets on dice and limbo',
    coin: 'USDT',
    amount: '0.1',
    games: ['dice', 'limbo'],
    expiresAt: FREE_BET_EXPIRY,
    ...patch,
  };
}

/** The player's free bets of the offer: 7 of 10 left (ids 104-110), 3 used that won 0.45 USDT, none expired. */
export function fakeFreeBetsMine(patch: Partial<FreeBetsMine> = {}): FreeBetsMine {
  return {
    available: Array.from({ length: 7 }, (_, i) => fakeFreeBet({ id: 104 + i })),
    used: 3,
    expired: 0,
    won: '0.45',
    ...patch,
  };
}

/** The player's standing in the free-bet offer: not taken (may take it) by default. */
export const fakeFreeBetStanding = (patch: Partial<PlayerPromotion> = {}): PlayerPromotion =>
  fakeMine({ promotionId: 5, kind: 'free_bet', ...patch });

/** The seeded free-bet offer in full (id 5), its rules as the server words them; `mine` as given. */
export function fakeFreeBetDetail(patch: Partial<PromotionDetail> = {}): PromotionDetail {
  return fakeDetail({
    id: 5,
    kind: 'free_bet',
    slug: 'free-bets',
    title: '10 free bets on dice and limbo',
    summary: 'Take ten 0.10 USDT bets on the house. Keep everything they win beyond the stake, with no wagering.',
    image: '/promotions/free-bets.svg',
    body: ['Take the offer once and ten free bets of 0.10 USDT each are yours for 7 days.'],
    rules: [
      { label: 'Free bets', value: '10 bets of 0.1 USDT each, on the house' },
      { label: 'Games', value: 'Dice, Limbo' },
      { label: 'Taking it', value: 'Once per player; the free bets are yours at once' },
      { label: 'Use within', value: '7 days of taking them' },
    ],
    faq: [],
    games: ['dice', 'limbo'],
    ...patch,
  });
}

/** Every promotions call as a mock, for `vi.mock('…/api/activity', () => activityApiMock())`. */
export function activityApiMock() {
  return {
    selectPromotion: vi.fn(),
    selectPromotionBySourceId: vi.fn(),
    getActivityIntroduceInfo: vi.fn(),
    selectByActivityAndUser: vi.fn(),
    activityJoin: vi.fn(),
    cancelActivity: vi.fn(),
    receiveAward: vi.fn(),
    cancelActivityReward: vi.fn(),
    selectActivityGames: vi.fn(),
    getUserRechargeActivityInfo: vi.fn(),
    selectUserAvailableCollection: vi.fn(),
    selectPromotionByUserId: vi.fn(),
    selectAllActivityConfig: vi.fn(),
    selectAllActivity: vi.fn(),
    queryFirstChargeInfo: vi.fn(),
    chooseBonusGame: vi.fn(),
    cancelFirstChargeBonus: vi.fn(),
    receiveFirstChargeBonus: vi.fn(),
    redeemBonusCode: vi.fn(),
  };
}
