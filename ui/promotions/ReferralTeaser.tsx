import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { REFERRAL_RATE } from '../../src/core/promotions/referrals';
import { sharePercent } from './promoFormat';

/** The way to the referral page from the other promotion pages: a card with what it pays. */
export function ReferralTeaser({ testId = 'referral-teaser' }: { testId?: string }) {
  return (
    <Link to="/promotions/details/referral" className="promo-help card ref-teaser" data-testid={testId}>
      <Users size={20} aria-hidden="true" />
      <span>
        <strong>Refer friends</strong>
        <small>Earn {sharePercent(REFERRAL_RATE)} of the house edge on your friends’ bets, forever.</small>
      </span>
    </Link>
  );
}
