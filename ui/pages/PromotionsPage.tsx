import { Link, useSearchParams } from 'react-router';
import { CircleHelp, Gift, RotateCw, Users, Wallet } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { PROMOTION_TABS, type PromotionTab } from '../../src/core/promotions/types';
import * as activityApi from '../../src/app/api/activity';
import { useStore } from '../../src/app/store';
import { TAB_LABELS } from '../../src/app/promotions/labels';
import { PLAYER_TABS, tabOf } from '../../src/app/promotions/tabs';
import { SegTabs } from '../common/SegTabs';
import { UnreadBadge } from '../layout/UnreadBadge';
import { PromoCard, PromoCardSkeleton } from '../promotions/PromoCard';
import { SignInPrompt } from '../promotions/SignInPrompt';
import { useLoad } from '../promotions/useLoad';
import '../promotions/promotions.css';

const TAB_OPTIONS = PROMOTION_TABS.map((tab) => [tab, TAB_LABELS[tab]] as const);

/** What an empty tab says. */
const EMPTY_TEXT: Record<PromotionTab, string> = {
  all: 'No promotions are running right now. New offers appear here first.',
  joined: 'You haven’t joined a promotion yet. Pick one under All and join in one tap.',
  available: 'Nothing to join or claim right now. Check back soon.',
};

/**
 * Promotions (/promotions): every offer as a card with its status, time left and the player's entry; tabs All,
 * Joined and Available (kept in the query string, so a reload stays on the tab). A guest sees All; the player tabs
 * ask a guest to sign in, with no request.
 */
export default function PromotionsPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const { loggedIn, checked, bonusUnread } = useStore(
    useShallow((s) => ({ loggedIn: s.loggedIn, checked: s.sessionChecked, bonusUnread: s.bonusUnread })),
  );
  const needsPlayer = PLAYER_TABS.has(tab) && !loggedIn;
  // Read once the session check has answered, so a player's cards carry their entries from the first read.
  const key = checked && !needsPlayer ? `${tab}:${loggedIn ? 'player' : 'guest'}` : null;
  const list = useLoad(() => activityApi.selectPromotion({ tab }), key);
  const setTab = (next: PromotionTab) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next === 'all') q.delete('tab');
        else q.set('tab', next);
        return q;
      },
      { replace: true },
    );

  return (
    <div className="promo-page" data-testid="promotions-page" data-tab={tab}>
      <section className="promo-hero" aria-labelledby="promo-title">
        <div className="promo-hero__text">
          <span className="eyebrow">Promotions</span>
          <h1 id="promo-title">Bonuses that play fair</h1>
          <p>
            Deposit matches, reloads, wager races, cashback, free bets and codes with every rule on the table before you join. Wagering
            counts by house edge, and your deposit always stays yours.
          </p>
        </div>
        <div className="promo-hero__links">
          <Link to="/promotions/details/bonus" className="btn btn--outline" data-testid="promo-link-bonus">
            <Wallet size={16} aria-hidden="true" /> My bonuses
            <UnreadBadge count={loggedIn ? bonusUnread : 0} testId="promo-bonus-badge" />
          </Link>
          <Link to="/promotions/details/Faq" className="btn btn--ghost" data-testid="promo-link-faq">
            <CircleHelp size={16} aria-hidden="true" /> How bonuses work
          </Link>
          <Link to="/promotions/details/referral" className="btn btn--ghost" data-testid="promo-link-referral">
            <Users size={16} aria-hidden="true" /> Refer friends
          </Link>
        </div>
      </section>

      <SegTabs options={TAB_OPTIONS} value={tab} onChange={setTab} label="Promotions" className="promo-tabs" />

      {needsPlayer ? (
        checked ? (
          <SignInPrompt
            title={tab === 'joined' ? 'Sign in to see the promotions you joined' : 'Sign in to see what you can join'}
            testId="promo-tab-signin"
          >
            Your entries, deposit matches waiting to be claimed and offers open to you show here once you are signed in.
          </SignInPrompt>
        ) : (
          <div className="promo-grid" aria-busy="true">
            <PromoCardSkeleton />
          </div>
        )
      ) : list.state.status === 'ok' ? (
        list.state.data.list.length > 0 ? (
          <ul className="promo-grid" data-testid="promo-grid">
            {list.state.data.list.map((card) => (
              <li key={card.id}>
                <PromoCard card={card} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="promo-empty card" data-testid="promo-empty">
            <Gift size={28} aria-hidden="true" />
            <p>{EMPTY_TEXT[tab]}</p>
            {tab !== 'all' && (
              <button type="button" className="btn btn--outline" onClick={() => setTab('all')}>
                See all promotions
              </button>
            )}
          </div>
        )
      ) : list.state.status === 'error' ? (
        <div className="promo-empty card" role="alert" data-testid="promo-error">
          <p>{list.state.message}</p>
          <button type="button" className="btn btn--outline" onClick={list.reload}>
            <RotateCw size={16} aria-hidden="true" /> Try again
          </button>
        </div>
      ) : (
        <ul className="promo-grid" aria-busy="true" aria-label="Loading promotions">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <PromoCardSkeleton />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
