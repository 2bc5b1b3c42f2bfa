import { vi } from 'vitest';
import type { InvitedPage, InvitedPlayer, InviteInfo, ReferralPayment } from '../../core/promotions/referrals';

// Answers of the referral calls for tests: a player with the code made at sign-up (not chosen yet), three invitees
// (one of them blocked as a self-referral) and 1.25 USD to claim.

export { failEnv, okEnv } from './vipFixtures.testing';

/** The invite summary: code ALICE123 (not chosen yet), 3 invited, 2 active, 1.25 USD claimable. */
export function fakeInviteInfo(patch: Partial<InviteInfo> = {}): InviteInfo {
  const shareCode = patch.shareCode ?? 'ALICE123';
  return {
    shareCode,
    custom: false,
    link: `/?sharCode=${shareCode}`,
    rate: '0.10',
    invited: 3,
    active: 2,
    blocked: 1,
    wageredUsd: '2500.00',
    commissionUsd: '2.50',
    claimedUsd: '1.25',
    claimableUsd: '1.25',
    minClaimUsd: '0.01',
    shareImg: null,
    card: `/media/share-cards/${shareCode}.png`,
    ...patch,
  };
}

/** The n-th invitee (active, unless patched). */
export function fakeInvitee(n: number, patch: Partial<InvitedPlayer> = {}): InvitedPlayer {
  return {
    name: `Friend${n}`,
    joinedAt: `2026-11-${String(1 + (n % 28)).padStart(2, '0')}T12:00:00.000Z`,
    bets: 10 * n,
    wageredUsd: '1250.00',
    commissionUsd: '1.25',
    status: 'active',
    blockedReason: null,
    ...patch,
  };
}

/** An invitee blocked as a self-referral. */
export const fakeBlockedInvitee = (n: number): InvitedPlayer =>
  fakeInvitee(n, {
    name: 'Hidden',
    wageredUsd: '0.00',
    commissionUsd: '0',
    status: 'blocked',
    blockedReason: 'Registered in a browser the inviter uses',
  });

/** Page `page` of `total` invitees, `size` a page (the rows numbered from the first of the page). */
export function fakeInvitedPage(page = 1, total = 3, size = 20): InvitedPage {
  const first = (page - 1) * size;
  const count = Math.max(0, Math.min(size, total - first));
  return { list: Array.from({ length: count }, (_, i) => fakeInvitee(first + i + 1)), total, page, size };
}

/** A claim's payment: 1.25 USD as 1.25 USDT. */
export const fakePayment = (patch: Partial<ReferralPayment> = {}): ReferralPayment => ({
  usd: '1.25',
  coin: 'USDT',
  amount: '1.25',
  ...patch,
});

/** Every referral call as a mock, for `vi.mock('…/api/referrals', () => referralApiMock())`. */
export function referralApiMock() {
  return {
    getMyInviteUserInfo: vi.fn(),
    getMyInviteUserRefer: vi.fn(),
    updateShareCode: vi.fn(),
    userReferralReward: vi.fn(),
    updateShareImg: vi.fn(),
  };
}
