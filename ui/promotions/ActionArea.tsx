import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowDownToLine, ArrowRight, CircleCheck, Clock, LogOut, Sparkles, Undo2 } from 'lucide-react';
import type { PlayerPromotion, PromotionDetail } from '../../src/core/promotions/types';
import { claimAward, joinPromotion, leavePromotion, type PromoOutcome } from '../../src/app/actions/promotions';
import { openWallet } from '../../src/app/actions/walletDialog';
import { joinWords, PERIODIC_KINDS, TAKE_ONCE_KINDS } from '../../src/app/promotions/joinWords';
import { msUntil, shortDuration } from '../../src/app/promotions/timing';
import { formatDateTime } from '../../src/core/time';
import { useNow } from '../vip/useNow';
import { ActionButton } from './ActionButton';
import { BonusCard } from './BonusCard';
import { ConfirmDialog } from './ConfirmDialog';
import { FreeBetAction } from './FreeBetAction';
import { SignInPrompt } from './SignInPrompt';
import { Private } from '../streamer/Private';
import { CoinText } from './PrivateAmount';
import { usdText } from './promoFormat';

/** Props of ActionArea. */
export interface ActionAreaProps {
  promotion: PromotionDetail;
  /** The player's standing (null for a guest). */
  mine: PlayerPromotion | null;
  loggedIn: boolean;
  /** The session check answered: a guest is a guest. */
  checked: boolean;
  /** The standing an action answered with. */
  onMine(mine: PlayerPromotion): void;
  /** Read the standing again (an action got no answer, or its bonus ended). */
  onStale(): void;
  /** Free bets were taken: the page reads the promotion again (its entry, the standing). */
  onTaken?(): void;
}

type Busy = 'join' | 'claim' | 'leave' | null;

/** The claim-by time of a waiting match: a countdown and the moment. */
function ClaimBy({ at }: { at: string }) {
  const now = useNow();
  const left = msUntil(at, now);
  return (
    <p className="promo-claimby" data-testid="promo-claim-by">
      <Clock size={16} aria-hidden="true" /> Claim within{' '}
      <strong className="num">{left !== null && left > 0 ? shortDuration(left) : '0s'}</strong> <small>(by {formatDateTime(at)})</small>
    </p>
  );
}

/**
 * The detail page's action area, driven by the player's standing: a guest signs in; a player joins (or reads why not),
 * deposits once joined, claims a waiting deposit match (deposit → bonus, claim-by time), declines it or leaves (after a
 * confirm), and once claimed follows the bonus (its card, with Cancel bonus). A race or a cashback is joined and left
 * in its own words (src/app/promotions/joinWords.ts), with no deposit to make; its board or panel shows the rest.
 * Free bets are taken once and never left (FreeBetAction).
 */
export function ActionArea({ promotion, mine, loggedIn, checked, onMine, onStale, onTaken }: ActionAreaProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const ended = promotion.status === 'ended';
  // Races and cashback are joined and left in their own words, with no deposit to make and no match to decline.
  const words = joinWords(promotion.kind);
  const periodic = PERIODIC_KINDS.has(promotion.kind);

  const run = async <T,>(kind: Exclude<Busy, null>, call: () => Promise<PromoOutcome<T>>, take: (data: T) => PlayerPromotion) => {
    setBusy(kind);
    const outcome = await call();
    setBusy(null);
    if (outcome.ok) onMine(take(outcome.data));
    else onStale();
    return outcome.ok;
  };

  let body: ReactNode;
  if (!loggedIn || !mine) {
    body = checked ? (
      <SignInPrompt title={ended ? 'This promotion has ended' : words.signIn} testId="promo-signin">
        {ended ? 'Sign in to see your bonuses.' : words.signInBody}
      </SignInPrompt>
    ) : (
      <span className="skeleton promo-action__skeleton" aria-hidden="true" />
    );
  } else if (TAKE_ONCE_KINDS.has(promotion.kind)) {
    body = <FreeBetAction promotion={promotion} mine={mine} onMine={onMine} onStale={onStale} onTaken={onTaken} />;
  } else {
    const offer = mine.offer;
    const claimed = mine.state === 'claimed';
    body = (
      <>
        {mine.state === 'none' && (
          <>
            <p className="promo-action__lead">
              {ended ? 'This promotion has ended.' : promotion.status === 'upcoming' ? 'This promotion has not started yet.' : words.lead}
            </p>
            <ActionButton
              busy={busy === 'join'}
              inactive={!mine.canJoin}
              onClick={() =>
                void run(
                  'join',
                  () => joinPromotion(promotion.id),
                  (p) => p,
                )
              }
              testId="promo-join"
            >
              <Sparkles size={18} aria-hidden="true" /> {words.join}
            </ActionButton>
            {!mine.canJoin && mine.cannotJoin && (
              <p className="promo-note" data-testid="promo-cannot-join">
                {mine.cannotJoin}
              </p>
            )}
          </>
        )}
        {mine.state === 'joined' && (
          <>
            <p className="promo-action__state" data-testid="promo-joined">
              <CircleCheck size={18} aria-hidden="true" /> {words.joined}
            </p>
            {!periodic && (
              <button
                type="button"
                className="btn btn--primary btn--lg btn--block"
                data-testid="promo-deposit"
                onClick={() => openWallet('deposit')}
              >
                <ArrowDownToLine size={18} aria-hidden="true" /> Deposit
              </button>
            )}
          </>
        )}
        {mine.state === 'claimable' && periodic && words.claimable && (
          <p className="promo-action__state" data-testid="promo-claimable">
            <CircleCheck size={18} aria-hidden="true" /> {words.claimable}
          </p>
        )}
        {mine.state === 'claimable' && offer && (
          <div className="promo-offer" data-testid="promo-offer">
            <span className="eyebrow">Your deposit match is ready</span>
            <div className="promo-offer__flow">
              <div>
                <small>Deposit</small>
                <strong className="num" data-testid="promo-offer-deposit">
                  <CoinText amount={offer.deposit} coin={offer.coin} />
                </strong>
                <small className="num">
                  ≈ <Private kind="amount">{usdText(offer.depositUsd)}</Private>
                </small>
              </div>
              <ArrowRight size={22} className="promo-offer__arrow" aria-hidden="true" />
              <div className="promo-offer__bonus">
                <small>Bonus</small>
                <strong className="num" data-testid="promo-offer-bonus">
                  +<CoinText amount={offer.bonus} coin={offer.coin} />
                </strong>
                <small className="num">
                  ≈ <Private kind="amount">{usdText(offer.bonusUsd)}</Private>
                </small>
              </div>
            </div>
            <ClaimBy at={offer.claimBy} />
            <ActionButton
              busy={busy === 'claim'}
              inactive={busy !== null}
              onClick={() =>
                void run(
                  'claim',
                  () => claimAward(promotion.id),
                  (r) => r.promotion,
                )
              }
              testId="promo-claim"
            >
              <Sparkles size={18} aria-hidden="true" /> Claim <CoinText amount={offer.bonus} coin={offer.coin} />
            </ActionButton>
          </div>
        )}
        {claimed && mine.bonus && <BonusCard bonus={mine.bonus} onCancelled={onStale} />}
        {claimed && !mine.bonus && (
          <p className="promo-action__state" data-testid="promo-claimed">
            <CircleCheck size={18} aria-hidden="true" /> Claimed. Follow it in <Link to="/promotions/details/bonus">My bonuses</Link>.
          </p>
        )}
        {(mine.state === 'declined' || mine.state === 'cancelled') && (
          <>
            <p className="promo-action__state" data-testid={`promo-${mine.state}`}>
              <Undo2 size={18} aria-hidden="true" /> {mine.state === 'declined' ? 'You declined this deposit match.' : words.left}
            </p>
            {mine.canJoin && (
              <ActionButton
                busy={busy === 'join'}
                inactive={false}
                onClick={() =>
                  void run(
                    'join',
                    () => joinPromotion(promotion.id),
                    (p) => p,
                  )
                }
                testId="promo-join"
              >
                <Sparkles size={18} aria-hidden="true" /> {words.joinAgain}
              </ActionButton>
            )}
            {!mine.canJoin && mine.cannotJoin && <p className="promo-note">{mine.cannotJoin}</p>}
          </>
        )}
        {(mine.state === 'joined' || mine.state === 'claimable') && (
          <button
            type="button"
            className="btn btn--ghost btn--block promo-action__leave"
            data-testid="promo-leave"
            disabled={busy !== null}
            onClick={() => setConfirmLeave(true)}
          >
            <LogOut size={16} aria-hidden="true" /> {mine.state === 'claimable' && !periodic ? 'Decline this match' : words.leave}
          </button>
        )}
        {promotion.kind === 'first_deposit' && (
          <Link to="/promotions/details/bonus" className="promo-action__link" data-testid="promo-my-bonuses">
            Your welcome offer and every bonus in My bonuses <ArrowRight size={14} aria-hidden="true" />
          </Link>
        )}
      </>
    );
  }

  const declining = mine?.state === 'claimable' && !periodic;
  return (
    <section className="promo-action card" data-testid="promo-action" data-state={mine?.state ?? 'guest'} aria-label="Take part">
      {body}
      {confirmLeave && mine && (
        <ConfirmDialog
          title={declining ? 'Decline this deposit match?' : words.leaveTitle}
          confirmLabel={declining ? 'Decline match' : words.leaveConfirm}
          cancelLabel="Stay"
          busy={busy === 'leave'}
          onClose={() => busy !== 'leave' && setConfirmLeave(false)}
          onConfirm={() =>
            void run(
              'leave',
              () => leavePromotion(promotion.id, declining),
              (p) => p,
            ).then(() => setConfirmLeave(false))
          }
          testId="promo-leave-dialog"
        >
          {declining && mine.offer ? (
            <p>
              The <CoinText amount={mine.offer.bonus} coin={mine.offer.coin} /> bonus waiting for your deposit will not be credited. Your
              deposit of <CoinText amount={mine.offer.deposit} coin={mine.offer.coin} /> stays yours.
            </p>
          ) : (
            <p>{words.leaveBody}</p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
