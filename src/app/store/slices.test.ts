import { beforeEach, describe, expect, it } from 'vitest';
import type { RatesData } from '../../core/api';
import type { LiveBet } from '../../core/socket';
import { fakeUser } from '../api/fixtures.testing';
import { LIVE_BETS_LIMIT } from './liveSlice';
import { getState, resetStore } from './index';
import {
  selectBalanceList,
  selectCoinsDogeFirst,
  selectFiatValue,
  selectLevelPercent,
  selectShowBonusWallet,
  selectUnreadTotal,
} from './selectors';

beforeEach(() => resetStore());

const bet = (id: number): LiveBet => ({
  id,
  userName: 'u',
  gameCode: 10001,
  gameName: 'Crash',
  coin: 'USDT',
  amount: '1',
  multiplier: '2',
  payout: '2',
  time: id,
});

describe('vip slice', () => {
  it('splits the flag word into VIP and bonus unread counts', () => {
    getState().setUnreadFlags(0b1100011);
    expect([getState().vipUnread, getState().bonusUnread]).toEqual([2, 2]);
    expect(selectUnreadTotal(getState())).toBe(4);
    getState().clearVip();
    expect(selectUnreadTotal(getState())).toBe(0);
  });

  it('keeps the word itself and counts the words taken (a read sent before a push knows it is older)', () => {
    const seq = getState().vipFlagsSeq;
    getState().setUnreadFlags(0b101);
    expect(getState()).toMatchObject({ vipFlags: 0b101, vipFlagsSeq: seq + 1 });
    getState().setUnreadFlags('0b101');
    expect(getState()).toMatchObject({ vipFlags: 0, vipUnread: 0, vipFlagsSeq: seq + 2 });
    getState().setUnreadFlags(0xffffffff);
    expect(getState().vipFlags).toBe(0xffffffff);
    getState().clearVip();
    expect(getState()).toMatchObject({ vipFlags: 0, vipFlagsSeq: seq + 4 });
  });
});

describe('notifications slice', () => {
  it('counts news notifies and refresh-button pushes, keeps the drag info', () => {
    getState().notifyNews();
    getState().notifyNews();
    getState().showRefreshButton();
    getState().setDragInfo({ x: 1 });
    expect([getState().newsNotify, getState().refreshButton, getState().dragInfo]).toEqual([2, 1, { x: 1 }]);
    getState().clearNotifications();
    expect(getState().dragInfo).toBeNull();
  });
});

describe('games slice', () => {
  it('keys the config by type code and parses the content', () => {
    getState().setGameConfig([
      { typeCode: 10001, name: 'Crash', imgUrl: '/c.png', content: '{"maxBetAmount":"1000"}', inter: 0, maintainState: 0 },
      { typeCode: 10002, name: 'Plinko', imgUrl: '/p.png', content: 'not json', inter: 1, maintainState: 1 },
    ]);
    expect(getState().gameConfig?.[10001]).toEqual({
      typeCode: 10001,
      name: 'Crash',
      icon: '/c.png',
      content: { maxBetAmount: '1000' },
      inter: 0,
      maintainState: 0,
    });
    expect(getState().gameConfig?.[10002]?.content).toEqual({});
  });
});

describe('live slice', () => {
  it('keeps the newest LIVE_BETS_LIMIT bets, newest first', () => {
    getState().addLiveBets([bet(1), bet(2)]);
    expect(getState().liveBets.map((b) => b.id)).toEqual([2, 1]);
    getState().addLiveBets(Array.from({ length: LIVE_BETS_LIMIT }, (_, i) => bet(i + 3)));
    expect(getState().liveBets).toHaveLength(LIVE_BETS_LIMIT);
    expect(getState().liveBets[0]!.id).toBe(LIVE_BETS_LIMIT + 2);
  });

  it('tracks the offline flag', () => {
    getState().setOffline(true);
    expect(getState().offline).toBe(true);
    getState().setOffline(false);
    expect(getState().offline).toBe(false);
  });
});

describe('selectors', () => {
  beforeEach(() => {
    getState().setBalanceData({
      amountType: 'DEPOSIT',
      selectedCoinType: 'BTC',
      list: [
        { coin: 'USDT', amount: '10', bonusAmount: '0' },
        { coin: 'BTC', amount: '0.01', bonusAmount: '0' },
        { coin: 'DOGE', amount: '5', bonusAmount: '0' },
        { coin: 'ETH', amount: '20', bonusAmount: '0' },
      ],
    });
  });

  it('orders the balance list: selected first, then by amount descending', () => {
    expect(selectBalanceList(getState()).map((r) => r.coin)).toEqual(['BTC', 'ETH', 'USDT', 'DOGE']);
  });

  it('orders the coins DOGE first, then by amount descending', () => {
    expect(selectCoinsDogeFirst(getState()).map((r) => r.coin)).toEqual(['DOGE', 'ETH', 'USDT', 'BTC']);
  });

  it('computes the level percent of the user', () => {
    expect(selectLevelPercent(getState())).toBe(0);
    getState().setUser(fakeUser({ currentLevelValue: '1000', progress: '1250', nextProgress: '2000' }));
    expect(selectLevelPercent(getState())).toBe(25);
    getState().patchUser({ progress: '2000' });
    expect(selectLevelPercent(getState())).toBe(100);
  });

  it('converts through the rates of the selected fiat', () => {
    getState().setRates({ rates: { BTC: { EUR: { price: '50000', inversePrice: '0.00002' } } }, legalRate: {} } as unknown as RatesData);
    getState().setFiat('EUR');
    expect(selectFiatValue(getState(), 'BTC', '0.01')?.toString()).toBe('500');
    getState().setFiat('USD');
    expect(selectFiatValue(getState(), 'BTC', '0.01')).toBeNull();
  });

  it('shows the bonus wallet from the user flag', () => {
    expect(selectShowBonusWallet(getState())).toBe(false);
    getState().setUser(fakeUser({ showBonusWallet: 1 }));
    expect(selectShowBonusWallet(getState())).toBe(true);
  });
});
