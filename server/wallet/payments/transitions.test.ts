import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../../../src/core/wallet/api';
import { confirmedEnough, creditDue, reviewStep, statusAdvances, transition, type PaymentState } from './transitions';

const state = (status: PaymentStatus, paid = '0', confirmations = 0): PaymentState => ({ status, paid, confirmations });

describe('payment status transitions', () => {
  it('moves forward through the lifecycle', () => {
    expect(transition(state('waiting'), { status: 'confirming', paid: '1', confirmations: 0 })).toEqual({
      apply: true,
      next: state('confirming', '1', 0),
    });
    expect(transition(state('confirming', '1', 3), { status: 'confirming', paid: '1', confirmations: 4 })).toMatchObject({ apply: true });
    expect(transition(state('confirming', '1', 3), { status: 'finished', paid: '1', confirmations: null })).toEqual({
      apply: true,
      next: state('finished', '1', 3),
    });
    expect(transition(state('confirmed', '1', 3), { status: 'partially_paid', paid: '1', confirmations: 3 })).toMatchObject({
      apply: true,
    });
    expect(transition(state('partially_paid', '1', 3), { status: 'finished', paid: '1', confirmations: 3 })).toMatchObject({ apply: true });
    expect(transition(state('waiting'), { status: 'expired', paid: '0', confirmations: null })).toMatchObject({ apply: true });
  });

  it('ignores older statuses and fewer confirmations', () => {
    expect(transition(state('confirmed', '1', 2), { status: 'confirming', paid: '1', confirmations: 5 })).toEqual({
      apply: false,
      reason: 'older',
    });
    expect(transition(state('confirming', '1', 3), { status: 'waiting', paid: '0', confirmations: 0 })).toEqual({
      apply: false,
      reason: 'older',
    });
    expect(transition(state('confirming', '1', 3), { status: 'confirming', paid: '1', confirmations: 2 })).toEqual({
      apply: false,
      reason: 'older',
    });
    expect(transition(state('partially_paid', '1', 3), { status: 'confirmed', paid: '1', confirmations: 3 })).toEqual({
      apply: false,
      reason: 'older',
    });
  });

  it('never changes a final status', () => {
    for (const final of ['finished', 'failed', 'expired'] as const) {
      for (const next of ['waiting', 'confirming', 'confirmed', 'partially_paid', 'finished', 'failed', 'expired'] as const) {
        expect(transition(state(final, '1', 3), { status: next, paid: '9', confirmations: 99 })).toEqual({ apply: false, reason: 'final' });
      }
    }
  });

  it('never lowers the amount or the confirmations', () => {
    expect(transition(state('confirming', '2', 3), { status: 'confirmed', paid: '1', confirmations: 1 })).toEqual({
      apply: true,
      next: state('confirmed', '2', 3),
    });
  });

  it('an order follows the same order of statuses', () => {
    expect(statusAdvances('waiting', 'confirming')).toBe(true);
    expect(statusAdvances('confirming', 'confirming')).toBe(false);
    expect(statusAdvances('finished', 'failed')).toBe(false);
    expect(statusAdvances('confirmed', 'waiting')).toBe(false);
    expect(statusAdvances('partially_paid', 'finished')).toBe(true);
  });
});

describe('crediting', () => {
  const terms = { needed: 2, minDeposit: '0.0001', decimals: 8 };

  it('credits at the confirmation threshold, or when the provider says the funds arrived', () => {
    expect(confirmedEnough(state('confirming', '1', 1), 2)).toBe(false);
    expect(confirmedEnough(state('confirming', '1', 2), 2)).toBe(true);
    expect(confirmedEnough(state('confirmed', '1', 0), 2)).toBe(true);
    expect(confirmedEnough(state('partially_paid', '1', 0), 2)).toBe(true);
    expect(confirmedEnough(state('waiting', '1', 9), 2)).toBe(false);
    expect(confirmedEnough(state('failed', '1', 9), 2)).toBe(false);
    expect(confirmedEnough(state('expired', '1', 9), 2)).toBe(false);
    expect(creditDue(state('confirming', '0.5', 1), '0', terms).toFixed()).toBe('0');
    expect(creditDue(state('confirming', '0.5', 2), '0', terms).toFixed()).toBe('0.5');
  });

  it('credits once: what was credited already is not due again; more that arrived later is', () => {
    expect(creditDue(state('finished', '0.5', 2), '0.5', terms).toFixed()).toBe('0');
    expect(creditDue(state('finished', '0.75', 2), '0.5', terms).toFixed()).toBe('0.25');
  });

  it('rounds down to the coin and never credits below the minimum deposit', () => {
    expect(creditDue(state('finished', '0.123456789123', 2), '0', terms).toFixed()).toBe('0.12345678');
    expect(creditDue(state('finished', '0.00009999', 2), '0', terms).toFixed()).toBe('0');
    expect(creditDue(state('finished', '0.0001', 2), '0', terms).toFixed()).toBe('0.0001');
  });
});

describe('the operator review of a credit', () => {
  it('credits up to the threshold, holds above it, and never credits a held or rejected payment', () => {
    expect(reviewStep(null, '100000', '100000')).toBe('credit');
    expect(reviewStep(null, '100000.000001', '100000')).toBe('hold');
    expect(reviewStep(null, '100000000000000000', '100000')).toBe('hold');
    expect(reviewStep('held', '1', '100000')).toBe('held');
    expect(reviewStep('rejected', '1', '100000')).toBe('rejected');
    // An approved payment that goes on to credit more in all than the threshold is held again.
    expect(reviewStep('approved', '2', '1')).toBe('hold');
    expect(reviewStep('approved', '0.5', '1')).toBe('credit');
  });
});
