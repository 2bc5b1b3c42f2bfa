import { describe, expect, it } from 'vitest';
import type { LimitView } from '../../core/protection';
import { breakBody, breakEndsAt, breakPhrase, playOpensAt } from './breaks';
import {
  amountError,
  changeOf,
  findLimit,
  limitAmountText,
  limitBody,
  limitReached,
  limitTitle,
  normalizeAmount,
  usedPercent,
} from './limits';

const limit = (over: Partial<LimitView> = {}): LimitView => ({
  kind: 'deposit',
  period: 'day',
  amount: '100',
  used: '40.00',
  resetsAt: 1,
  pending: null,
  ...over,
});

describe('limit amounts', () => {
  it('a USD amount: above 0, at most 2 decimals, at most 10,000,000', () => {
    expect(amountError('deposit', '25')).toBeNull();
    expect(amountError('loss', ' 25.50 ')).toBeNull();
    expect(amountError('stake', '0.01')).toBeNull();
    expect(amountError('wager', '10000000')).toBeNull();
    expect(amountError('deposit', '')).toBe('Enter an amount');
    expect(amountError('deposit', 'abc')).toBe('Enter an amount in USD, like 25 or 25.50');
    expect(amountError('deposit', '-5')).toBe('Enter an amount in USD, like 25 or 25.50');
    expect(amountError('deposit', '1e3')).toBe('Enter an amount in USD, like 25 or 25.50');
    expect(amountError('deposit', '25.505')).toBe('Use at most 2 decimals');
    expect(amountError('deposit', '0')).toBe('The amount must be above 0');
    expect(amountError('deposit', '0.00')).toBe('The amount must be above 0');
    expect(amountError('deposit', '10000000.01')).toBe('The amount can be at most 10,000,000 USD');
  });

  it('a session limit: whole minutes from 5 to 1,440', () => {
    expect(amountError('session', '60')).toBeNull();
    expect(amountError('session', '5')).toBeNull();
    expect(amountError('session', '1440')).toBeNull();
    expect(amountError('session', '')).toBe('Enter a number of minutes');
    expect(amountError('session', '30.5')).toBe('Enter whole minutes, like 60');
    expect(amountError('session', '4')).toBe('A session limit is from 5 to 1,440 minutes');
    expect(amountError('session', '1441')).toBe('A session limit is from 5 to 1,440 minutes');
  });

  it('are sent without leading zeros, in the shape of their slot', () => {
    expect(normalizeAmount('025.50')).toBe('25.5');
    expect(limitBody({ kind: 'loss', period: 'week' }, '50')).toEqual({ kind: 'loss', period: 'week', amount: '50' });
    expect(limitBody({ kind: 'stake', period: 'once' }, '2.5')).toEqual({ kind: 'stake', amount: '2.5' });
    expect(limitBody({ kind: 'session', period: 'once' }, null)).toEqual({ kind: 'session', amount: null });
  });

  it('read as USD or minutes', () => {
    expect(limitAmountText('deposit', '1234.5')).toBe('1,234.50 USD');
    expect(limitAmountText('session', '90')).toBe('90 minutes');
    expect(limitTitle({ kind: 'wager', period: 'month' })).toBe('Wager limit · 30 days');
    expect(limitTitle({ kind: 'stake', period: 'once' })).toBe('Stake cap');
  });
});

describe('what a change does', () => {
  it('new, lower and the same amount apply at once; higher waits; the amount in force cancels a waiting change', () => {
    expect(changeOf(undefined, '50')).toBe('new');
    expect(changeOf(limit(), '99.99')).toBe('lower');
    expect(changeOf(limit(), '100.01')).toBe('raise');
    expect(changeOf(limit(), '100.00')).toBe('same');
    expect(changeOf(limit({ pending: { amount: '200', from: 5 } }), '100')).toBe('cancel');
    expect(changeOf(limit({ pending: { amount: null, from: 5 } }), '100.0')).toBe('cancel');
  });

  it('finds the limit of a slot', () => {
    const list = [limit(), limit({ period: 'week' }), limit({ kind: 'session', period: 'once', used: null, resetsAt: null })];
    expect(findLimit(list, { kind: 'deposit', period: 'week' })).toBe(list[1]);
    expect(findLimit(list, { kind: 'session', period: 'once' })).toBe(list[2]);
    expect(findLimit(list, { kind: 'loss', period: 'day' })).toBeUndefined();
  });
});

describe('how much is used', () => {
  it('as a percent, within 0 and 100', () => {
    expect(usedPercent('40.00', '100')).toBe(40);
    expect(usedPercent('-12.00', '100')).toBe(0);
    expect(usedPercent('150', '100')).toBe(100);
    expect(usedPercent('1', '3')).toBe(33.3);
    expect(usedPercent(null, '100')).toBe(0);
  });

  it('reached at or above the limit', () => {
    expect(limitReached(limit({ used: '100.00' }))).toBe(true);
    expect(limitReached(limit({ used: '99.99' }))).toBe(false);
    expect(limitReached(limit({ used: null }))).toBe(false);
  });
});

describe('breaks', () => {
  const from = Date.UTC(2026, 7, 31, 12, 0, 0);
  it('end after their length (calendar months and years), or never', () => {
    expect(breakEndsAt('24h', from)).toBe(from + 24 * 3600_000);
    expect(breakEndsAt('6w', from)).toBe(from + 42 * 24 * 3600_000);
    expect(breakEndsAt('6m', from)).toBe(Date.UTC(2027, 1, 28, 12, 0, 0));
    expect(breakEndsAt('1y', from)).toBe(Date.UTC(2027, 7, 31, 12, 0, 0));
    expect(breakEndsAt('5y', Date.UTC(2028, 1, 29))).toBe(Date.UTC(2033, 1, 28));
    expect(breakEndsAt('permanent', from)).toBeNull();
  });

  it('play opens 24 hours after the end', () => {
    expect(playOpensAt(from)).toBe(from + 24 * 3600_000);
    expect(playOpensAt(null)).toBeNull();
  });

  it('are sent with a length of their kind only', () => {
    expect(breakBody('timeout', '6w', 'pw')).toEqual({ kind: 'timeout', length: '6w', password: 'pw' });
    expect(breakBody('exclusion', 'permanent', 'pw')).toEqual({ kind: 'exclusion', length: 'permanent', password: 'pw' });
    expect(breakBody('timeout', '1y', 'pw')).toBeNull();
    expect(breakBody('exclusion', '24h', 'pw')).toBeNull();
  });

  it('read as a phrase', () => {
    expect(breakPhrase('timeout', '7d')).toBe('a time-out of 7 days');
    expect(breakPhrase('exclusion', 'permanent')).toBe('a permanent self-exclusion');
  });
});
