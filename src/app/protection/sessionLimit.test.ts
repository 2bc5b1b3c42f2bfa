import { describe, expect, it } from 'vitest';
import type { LimitView, ProtectionState } from '../../core/protection';
import { sessionLimitEndsAt } from './sessionLimit';

const START = Date.UTC(2026, 11, 2, 9, 0);
const state = (limits: LimitView[]): ProtectionState => ({
  limits,
  break: null,
  locks: [],
  realityCheck: null,
  sessionStartedAt: START,
  now: START + 60_000,
});
const session = (amount: string, pending: LimitView['pending'] = null): LimitView => ({
  kind: 'session',
  period: 'once',
  amount,
  used: null,
  resetsAt: null,
  pending,
});

describe('the end of a session under a session-time limit', () => {
  it('is the start plus the limit, and none without one', () => {
    expect(sessionLimitEndsAt(state([]))).toBeNull();
    expect(sessionLimitEndsAt(state([session('60')]))).toBe(START + 3_600_000);
  });

  it('follows a raise or removal that applies before the end, and ignores one that applies after it', () => {
    const raisedAt = START + 30 * 60_000;
    expect(sessionLimitEndsAt(state([session('60', { amount: '90', from: raisedAt })]))).toBe(START + 90 * 60_000);
    expect(sessionLimitEndsAt(state([session('60', { amount: null, from: raisedAt })]))).toBeNull();
    expect(sessionLimitEndsAt(state([session('60', { amount: '90', from: START + 2 * 3_600_000 })]))).toBe(START + 3_600_000);
    // Applied before the session began: the new limit is the one.
    expect(sessionLimitEndsAt(state([session('60', { amount: '30', from: START - 1 })]))).toBe(START + 30 * 60_000);
  });
});
