import { describe, expect, it } from 'vitest';
import { canClaim, inviteUrl, shareCardSrc } from './referrals';

describe('referral helpers', () => {
  it('makes the invite link absolute on the given origin, or this page’s', () => {
    expect(inviteUrl('/?sharCode=ALICE123', 'https://play.example.com')).toBe('https://play.example.com/?sharCode=ALICE123');
    expect(inviteUrl('/?sharCode=ALICE123')).toBe(`${window.location.origin}/?sharCode=ALICE123`);
  });

  it('allows a claim from the smallest claim, never of nothing', () => {
    expect(canClaim({ claimableUsd: '0.01', minClaimUsd: '0.01' })).toBe(true);
    expect(canClaim({ claimableUsd: '0.00', minClaimUsd: '0.01' })).toBe(false);
    expect(canClaim({ claimableUsd: '0.009', minClaimUsd: '0.01' })).toBe(false);
    expect(canClaim({ claimableUsd: '0', minClaimUsd: '0' })).toBe(false);
    expect(canClaim({ claimableUsd: '12.34', minClaimUsd: '0.01' })).toBe(true);
  });

  it('asks for the card anew after an upload with a version suffix', () => {
    expect(shareCardSrc('/media/share-cards/A1B2.png', null)).toBe('/media/share-cards/A1B2.png');
    expect(shareCardSrc('/media/share-cards/A1B2.png', 42)).toBe('/media/share-cards/A1B2.png?v=42');
    expect(shareCardSrc('/card.png?x=1', 42)).toBe('/card.png?x=1&v=42');
  });
});
