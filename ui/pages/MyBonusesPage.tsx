import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CircleHelp, Coins, RotateCw } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { CODE } from '../../src/core/api';
import type { BonusView, CollectableReward, FirstChargeInfo } from '../../src/core/promotions/types';
import { coalesce } from '../../src/core/throttle';
import { BONUS_FLAG_MASK } from '../../src/core/vipFlags';
import * as activityApi from '../../src/app/api/activity';
import { readMyPromotions } from '../../src/app/actions/promotions';
import { useStore } from '../../src/app/store';
import { isOpenBonus } from '../../src/app/store/bonusSlice';
import { BonusCard } from '../promotions/BonusCard';
import { BonusHistory } from '../promotions/BonusHistory';
import { CollectableList } from '../promotions/CollectableList';
import { EntriesList } from '../promotions/EntriesList';
import { FirstDepositCard } from '../promotions/FirstDepositCard';
import { RedeemForm } from '../promotions/RedeemForm';
import { ReferralTeaser } from '../promotions/ReferralTeaser';
import { SignInPrompt } from '../promotions/SignInPrompt';
import { useLoad } from '../promotions/useLoad';
import '../promotions/promotions.css';

/** Fewest milliseconds between two bursts of reads of the page. */
const READ_INTERVAL_MS = 1000;

/**
 * My bonuses (/promotions/details/bonus): the first-deposit offer, the open bonuses (live from socket type 209),
 * rewards to collect, Redeem a code, the promotions joined and the bonuses that ended. Read on load (2 requests); then
 * again only when the bonus bits of the flag word change or an open bonus ends, at most once a second.
 */
export default function MyBonusesPage() {
  const { loggedIn, checked } = useStore(useShallow((s) => ({ loggedIn: s.loggedIn, checked: s.sessionChecked })));
  const my = useLoad(readMyPromotions, loggedIn ? 'my' : null);
  const first = useLoad(activityApi.queryFirstChargeInfo, loggedIn ? 'first' : null);
  const storeOpen = useStore((s) => s.openBonuses);

  // Later reads, coalesced: an ended bonus and a flag push arriving together cost one burst, at most one a second.
  const reloads = useRef({ my: my.reload, first: first.reload });
  useEffect(() => {
    reloads.current = { my: my.reload, first: first.reload };
  });
  const readerRef = useRef<ReturnType<typeof coalesce> | null>(null);
  useEffect(() => {
    const r = coalesce(async () => {
      reloads.current.my();
      reloads.current.first();
    }, READ_INTERVAL_MS);
    readerRef.current = r;
    return () => r.cancel();
  }, []);
  const reader = useCallback(() => readerRef.current?.(), []);

  const bonusFlags = useStore((s) => s.vipFlags & BONUS_FLAG_MASK);
  const flagsSeen = useRef(bonusFlags);
  useEffect(() => {
    if (flagsSeen.current === bonusFlags) return;
    flagsSeen.current = bonusFlags;
    if (loggedIn) reader();
  }, [bonusFlags, loggedIn, reader]);

  // An open bonus left the list (wagered through, used up, expired, cancelled): the history and the offer moved on.
  const openIds = useRef<Set<number> | null>(null);
  useEffect(() => {
    const ids = new Set((storeOpen ?? []).map((b) => b.id));
    const before = openIds.current;
    openIds.current = storeOpen === null ? null : ids;
    if (loggedIn && before && [...before].some((id) => !ids.has(id))) reader();
  }, [storeOpen, loggedIn, reader]);

  const { update: updateMy } = my;
  const ended = useCallback(
    (bonus: BonusView) => updateMy((d) => ({ ...d, bonuses: [bonus, ...d.bonuses.filter((b) => b.id !== bonus.id)] })),
    [updateMy],
  );
  const collected = useCallback(
    async (reward: CollectableReward, ok: boolean) => {
      if (ok)
        updateMy((d) => ({
          ...d,
          collectable: d.collectable.filter((r) => r.promotionId !== reward.promotionId || r.period !== reward.period),
        }));
      const env = await activityApi.selectUserAvailableCollection();
      if (env.code === CODE.OK && env.data) {
        const list = env.data.list;
        updateMy((d) => ({ ...d, collectable: list }));
      }
    },
    [updateMy],
  );

  if (!loggedIn) {
    return (
      <div className="promo-page" data-testid="my-bonuses" data-player="false">
        <BonusesHero open={null} collectable={0} />
        {checked ? (
          <SignInPrompt title="Sign in to see your bonuses" testId="bonus-signin">
            Your welcome offer, open bonuses with their wagering, rewards to collect and bonus codes live here.
          </SignInPrompt>
        ) : (
          <div className="skeleton promo-skel-block" aria-hidden="true" />
        )}
      </div>
    );
  }

  const myData = my.state.status === 'ok' ? my.state.data : null;
  const firstData: FirstChargeInfo | null = first.state.status === 'ok' ? first.state.data : null;
  const open = storeOpen ?? myData?.bonuses.filter(isOpenBonus) ?? null;
  // The welcome bonus shows in its offer's card; the list holds the others.
  const firstBonusId = firstData?.bonus && (firstData.state === 'active' || firstData.state === 'done') ? firstData.bonus.id : null;
  const openShown = open?.filter((b) => b.id !== firstBonusId) ?? null;
  const history = myData?.bonuses.filter((b) => !isOpenBonus(b)) ?? [];
  // A first-deposit match waiting to be claimed is the offer card's own (with its choices and Decline): not listed twice.
  const offerWaiting = firstData?.state === 'claim' ? firstData.promotionId : null;
  const firstPending = first.state.status === 'loading';
  const collectable =
    myData?.collectable.filter((r) => !(r.kind === 'first_deposit' && (firstPending || r.promotionId === offerWaiting))) ?? [];

  return (
    <div className="promo-page" data-testid="my-bonuses" data-player="true">
      <BonusesHero open={open?.length ?? null} collectable={collectable.length + (offerWaiting !== null ? 1 : 0)} />
      <div className="promo-bonuses">
        <div className="promo-bonuses__main">
          {firstData ? (
            firstData.state !== 'unavailable' && (
              <FirstDepositCard info={firstData} onInfo={(info) => first.update(() => info)} onStale={reader} />
            )
          ) : first.state.status === 'error' ? null : (
            <div className="skeleton promo-skel-block" aria-hidden="true" />
          )}

          <section className="promo-section" data-testid="open-bonuses" aria-labelledby="promo-open-title">
            <h2 id="promo-open-title" className="promo-section__title">
              <Coins size={18} aria-hidden="true" /> Open bonuses
            </h2>
            {openShown === null ? (
              my.state.status !== 'error' && <div className="skeleton promo-skel-block" aria-hidden="true" />
            ) : openShown.length === 0 ? (
              <p className="promo-empty-line" data-testid="open-empty">
                No open bonus{firstBonusId !== null ? ' besides your welcome bonus' : ''}.{' '}
                <Link to="/promotions?tab=available">See what you can claim</Link>
              </p>
            ) : (
              <div className="promo-bonus-list">
                {openShown.map((b) => (
                  <BonusCard key={b.id} bonus={b} onCancelled={ended} />
                ))}
              </div>
            )}
          </section>

          {myData && <CollectableList rewards={collectable} onCollected={(r, ok) => void collected(r, ok)} />}

          {my.state.status === 'error' ? (
            <div className="promo-empty card" role="alert" data-testid="my-error">
              <p>{my.state.message}</p>
              <button type="button" className="btn btn--outline" onClick={my.reload}>
                <RotateCw size={16} aria-hidden="true" /> Try again
              </button>
            </div>
          ) : (
            myData && <BonusHistory bonuses={history} />
          )}
        </div>
        <aside className="promo-bonuses__side">
          <RedeemForm />
          {myData && <EntriesList entries={myData.entries} />}
          <Link to="/promotions/details/Faq" className="promo-help card">
            <CircleHelp size={20} aria-hidden="true" />
            <span>
              <strong>How bonuses work</strong>
              <small>Wagering, max bet, cancelling and what happens to your deposit.</small>
            </span>
          </Link>
          <ReferralTeaser />
        </aside>
      </div>
    </div>
  );
}

/** The page's head: its title, and what is open and waiting at a glance. */
function BonusesHero({ open, collectable }: { open: number | null; collectable: number }) {
  return (
    <section className="promo-hero promo-hero--bonuses" aria-labelledby="promo-bonuses-title">
      <div className="promo-hero__text">
        <Link to="/promotions" className="promo-back">
          <ArrowLeft size={16} aria-hidden="true" /> All promotions
        </Link>
        <h1 id="promo-bonuses-title">My bonuses</h1>
        <p>
          Bonus money turns into withdrawable money once its wagering is done. Your deposit balance is never part of a bonus: cancel one any
          time and only its bonus balance goes.
        </p>
      </div>
      {open !== null && (
        <dl className="promo-hero__stats">
          <div>
            <dt>Open bonuses</dt>
            <dd className="num" data-testid="stat-open">
              {open}
            </dd>
          </div>
          <div>
            <dt>To claim</dt>
            <dd className="num">{collectable}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
