import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../core/socket';
import { fakeBonus } from '../api/promotionFixtures.testing';
import { fakeUser } from '../api/fixtures.testing';
import { handleFrame } from '../network/live';
import { openBonusOf } from './bonusSlice';
import { getState, resetStore } from './index';

beforeEach(() => {
  resetStore();
  getState().setUser(fakeUser());
});

describe('bonus slice', () => {
  it('takes a type 209 frame as the whole list of open bonuses', () => {
    expect(getState().openBonuses).toBeNull();
    handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses: [fakeBonus(), fakeBonus({ id: 8, coin: 'BTC', wagered: '0.001' })] } });
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([7, 8]);
    handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses: [fakeBonus({ wagered: '300', progress: 0.6 })] } });
    expect(getState().openBonuses).toEqual([fakeBonus({ wagered: '300', progress: 0.6 })]);
    handleFrame({ type: MSG.BONUS_PROGRESS, data: { bonuses: [] } });
    expect(getState().openBonuses).toEqual([]);
  });

  it('keeps only open bonuses, and an action answer replaces, adds or removes one', () => {
    getState().setOpenBonuses([fakeBonus(), fakeBonus({ id: 3, status: 'converted' })]);
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([7]);
    getState().applyBonus(fakeBonus({ id: 9, coin: 'ETH' }));
    getState().applyBonus(fakeBonus({ balance: '40' }));
    expect(getState().openBonuses?.map((b) => [b.id, b.balance])).toEqual([
      [9, '48.5'],
      [7, '40'],
    ]);
    getState().applyBonus(fakeBonus({ status: 'cancelled' }));
    expect(getState().openBonuses?.map((b) => b.id)).toEqual([9]);
  });

  it('counts every write, so an older read knows it is older, and clears at logout', () => {
    const seq = getState().openBonusesSeq;
    getState().setOpenBonuses([fakeBonus()]);
    getState().applyBonus(fakeBonus());
    expect(getState().openBonusesSeq).toBe(seq + 2);
    getState().clearBonuses();
    expect(getState().openBonuses).toBeNull();
  });

  it('finds the open bonus of a coin', () => {
    const list = [fakeBonus(), fakeBonus({ id: 8, coin: 'BTC', status: 'completed' })];
    expect(openBonusOf(list, 'USDT')?.id).toBe(7);
    expect(openBonusOf(list, 'BTC')?.id).toBe(8);
    expect(openBonusOf(list, 'ETH')).toBeNull();
    expect(openBonusOf(null, 'USDT')).toBeNull();
  });
});
