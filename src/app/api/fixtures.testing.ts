import type { UserInfo } from '../../core/api';
import type { SettledBetOf } from '../../core/games';

/** A complete UserInfo for tests. */
export function fakeUser(patch: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    userName: 'alice',
    nickName: 'alice',
    imgUrl: '',
    email: 'alice@example.com',
    realName: '',
    tell: '',
    birth: '1990-01-01',
    country: '',
    address: '',
    hasPwd: 1,
    twoAuth: 1,
    emailAuth: 0,
    thirdLogin: 0,
    chatStatus: 1,
    privacy: 0,
    sharCode: '',
    levelId: 0,
    currentLevelValue: '0',
    progress: '0',
    nextProgress: '0',
    currentProgress: '0',
    amountType: 'BONUS',
    currencyType: 'FAIT',
    fiatType: 'EUR',
    selectedBalanceType: 'BONUS',
    selectedCoinType: 'BTC',
    selectedBonusCoinType: 'BTC',
    balance: {} as UserInfo['balance'],
    bonusBalance: {} as UserInfo['bonusBalance'],
    coinRate: {} as UserInfo['coinRate'],
    showBonusWallet: 1,
    canGetUpReward: 0,
    canGetUpRewardAmount: '0',
    ...patch,
  };
}

/** A settled dice bet as the server answers it (a win: roll 87.12 over 50.50 at 1.98×), for tests. */
export function fakeDiceBet(patch: Partial<SettledBetOf<'dice'>> = {}): SettledBetOf<'dice'> {
  return {
    id: 41,
    game: 'dice',
    userName: 'alice',
    coin: 'USDT',
    balanceType: 'DEPOSIT',
    amount: '5',
    multiplier: '1.9800',
    payout: '9.9',
    win: true,
    params: { target: '50.50', condition: 'over' },
    outcome: { roll: '87.12' },
    nonce: 7,
    clientSeed: 'c',
    serverSeedHash: 'h',
    createdAt: '2026-11-21T08:00:00Z',
    ...patch,
  };
}
