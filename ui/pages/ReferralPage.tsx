import { Link } from 'react-router';
import { ArrowLeft, History, RotateCw } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { REFERRAL_MIN_CLAIM_USD, REFERRAL_RATE, type InviteInfo } from '../../src/core/promotions/referrals';
import * as referralApi from '../../src/app/api/referrals';
import { useStore } from '../../src/app/store';
import { InviteesTable } from '../promotions/InviteesTable';
import { InviteLinkCard } from '../promotions/InviteLinkCard';
import { ReferralRules } from '../promotions/ReferralRules';
import { ReferralStats } from '../promotions/ReferralStats';
import { ShareCardPanel } from '../promotions/ShareCardPanel';
import { SignInPrompt } from '../promotions/SignInPrompt';
import { sharePercent } from '../promotions/promoFormat';
import { useLoad } from '../promotions/useLoad';
import '../promotions/promotions.css';
import '../promotions/referrals.css';

/**
 * Refer friends (/promotions/details/referral): the programme in plain words; for a player, the invite link and code
 * (with the one-time choice of a code), the share card (download, change its picture), the figures with the claim, and
 * the invitees page by page. Read on load: the summary and the first page of invitees (2 requests); again after a claim.
 * A guest sees the programme and the way in, with no request.
 */
export default function ReferralPage() {
  const { loggedIn, checked } = useStore(useShallow((s) => ({ loggedIn: s.loggedIn, checked: s.sessionChecked })));
  const info = useLoad(() => referralApi.getMyInviteUserInfo(), loggedIn ? 'info' : null);
  const data = info.state.status === 'ok' ? info.state.data : null;
  const rate = data?.rate ?? REFERRAL_RATE;
  const minClaim = data?.minClaimUsd ?? REFERRAL_MIN_CLAIM_USD;

  if (!loggedIn) {
    return (
      <div className="promo-page" data-testid="referral-page" data-player="false">
        <ReferralHero rate={rate} />
        {checked ? (
          <SignInPrompt title="Sign in to get your invite link" testId="referral-signin">
            Your link, your code, a share card to post and the commission your friends earn you live here.
          </SignInPrompt>
        ) : (
          <div className="skeleton promo-skel-block" aria-hidden="true" />
        )}
        <ReferralRules rate={rate} minClaimUsd={minClaim} />
      </div>
    );
  }

  const replace = (next: InviteInfo) => info.update(() => next);
  return (
    <div className="promo-page" data-testid="referral-page" data-player="true">
      <ReferralHero rate={rate} />
      {info.state.status === 'error' ? (
        <div className="promo-empty card" role="alert" data-testid="referral-error">
          <p>{info.state.message}</p>
          <button type="button" className="btn btn--outline" onClick={info.reload}>
            <RotateCw size={16} aria-hidden="true" /> Try again
          </button>
        </div>
      ) : data ? (
        <>
          <div className="ref-top">
            <InviteLinkCard info={data} onInfo={replace} />
            <ShareCardPanel info={data} onInfo={replace} />
          </div>
          <ReferralStats info={data} onStale={info.reload} />
        </>
      ) : (
        <div className="ref-top" aria-busy="true">
          <span className="skeleton promo-skel-block promo-skel-block--tall" aria-hidden="true" />
          <span className="skeleton promo-skel-block promo-skel-block--tall" aria-hidden="true" />
        </div>
      )}
      <InviteesTable />
      <ReferralRules rate={rate} minClaimUsd={minClaim} />
      <Link to="/profile/Transactions" className="promo-help card" data-testid="referral-transactions">
        <History size={20} aria-hidden="true" />
        <span>
          <strong>Your claims in Transactions</strong>
          <small>Every claim shows there as Referral commission, with the coin and amount paid.</small>
        </span>
      </Link>
    </div>
  );
}

/** The page's head: the offer in one line, and the rule behind it in plain words. */
function ReferralHero({ rate }: { rate: string }) {
  const pct = sharePercent(rate);
  return (
    <section className="promo-hero ref-hero" aria-labelledby="ref-title" data-testid="referral-hero">
      <div className="promo-hero__text">
        <Link to="/promotions" className="promo-back">
          <ArrowLeft size={16} aria-hidden="true" /> All promotions
        </Link>
        <span className="eyebrow">Refer friends</span>
        <h1 id="ref-title">Invite friends, earn {pct} of the house edge on their bets, forever</h1>
        <p data-testid="referral-rule">
          Your commission on each bet is their wager × the game’s house edge × {pct}, on every bet they place with deposit money, for as
          long as they play. No commission is paid on your own second accounts: an invitee who registers in a browser or from a network
          address you use shows as <strong>Not eligible</strong>, with the reason.
        </p>
      </div>
      {/* The rule as a sum, for the eye: the paragraph beside it says the same in words. */}
      <div className="ref-formula" aria-hidden="true">
        <span className="ref-formula__term">Their wager</span>
        <span className="ref-formula__op">×</span>
        <span className="ref-formula__term">House edge</span>
        <span className="ref-formula__op">×</span>
        <span className="ref-formula__term ref-formula__term--rate num">{pct}</span>
        <span className="ref-formula__result">
          <span className="ref-formula__op">=</span>
          <span className="ref-formula__term ref-formula__term--you">Your commission</span>
        </span>
      </div>
    </section>
  );
}
