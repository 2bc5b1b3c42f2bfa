import type { UserInfo } from '../../core/api';

/** A complete UserInfo for tests. */
export function fakeUser(patch: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1, userName: 'alice', nickName: 'alice', imgUrl: '', email: 'alice@example.com', tell: '', birth: '', country: '',
    province: '', region: '', address: '', gent: 0, identityCard: '', identityType: 0, payPwd: 0, hasPwd: 1, twoAuth: 1,
    emailAuth: 0, googleSecret: '', googleUrl: '', thirdLogin: 0, chatStatus: 1, privacy: 0, isShareCode: 0, sharCode: '',
    levelId: 0, currentLevelValue: '0', progress: '0', nextProgress: '0', currentProgress: '0', canGetUpReward: 0,
    canGetUpRewardAmount: '0', amountType: 'BONUS', currencyType: 'FAIT', fiatType: 'EUR', selectedBalanceType: 'BONUS',
    selectedCoinType: 'BTC', selectedBonusCoinType: 'BTC', balance: {} as UserInfo['balance'],
    bonusBalance: {} as UserInfo['bonusBalance'], coinRate: {} as UserInfo['coinRate'], showBonusWallet: 1,
    ...patch,
  };
}
