import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ArrowDownToLine, ArrowRight, Ban, Gift, LoaderCircle, Sparkles } from 'lucide-react';
import type { FirstChargeInfo } from '../../src/core/promotions/types';
import { chooseFirstChargeGame, claimFirstCharge, declineFirstCharge } from '../../src/app/actions/promotions';
import { openWallet } from '../../src/app/actions/walletDialog';
import { msUntil, shortDuration } from '../../src/app/promotions/timing';
import { formatDateTime } from '../../src/core/time';
import { SteadyButton } from '../common/SteadyButton';
import { useNow } from '../vip/useNow';
import { BonusCard } from './BonusCard';
import { ConfirmDialog } from './ConfirmDialog';
import { RulesTable } from './RulesTable';
import { CoinText, usePrivateCoinText } from './PrivateAmount';
import { sharePercent, usdText } from './promoFormat';

/** What each state of the offer says in a line. */
const STATE_TEXT: Record<FirstChargeInfo['state'], string> = {
  unavailable: 'There is no welcome offer for your account right now.',
  deposit: 'Make your first deposit and claim the match here.',
  claim: 'Your first deposit qualifies: claim your bonus.',
  active: 'Your welcome bonus is wagering.',
  done: 'Your welcome bonus is finished.',
  declined: 'You declined the welcome offer.',
  expired: 'The claim time of your welcome offer has passed.',
  too_small: 'Your first deposit was below the minimum for the welcome offer.',
};

function ClaimWithin({ at }: { at: string }) {
  const now = useNow();
  const left = msUntil(at, now);
  return (
    <p className="promo-claimby" data-testid="first-claim-by">
      Claim within <strong className="num">{left !== null && left > 0 ? shortDuration(left) : '0s'}</strong>{' '}
      <small>(by {formatDateTime(at)})</small>
    </p>
  );
}

/**
 * The first-deposit offer on My bonuses: its rules in every state; deposit → a button opening the deposit dialog;
 * claim → where the bonus is played (when there is a choice), Claim and Decline; active and done → the bonus.
 */
export function FirstDepositCard({
  info,
  onInfo,
  onStale,
  embedded = false,
}: {
  info: FirstChargeInfo;
  onInfo(info: FirstChargeInfo): void;
  onStale(): void;
  /** Inside the offer's own page (its action area): the page shows the title and the rules already. */
  embedded?: boolean;
}) {
  const [busy, setBusy] = useState<'claim' | 'decline' | 'choose' | null>(null);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const groupId = useId();
  const coins = usePrivateCoinText();
  const act = async (kind: 'claim' | 'decline' | 'choose', call: () => ReturnType<typeof claimFirstCharge>) => {
    setBusy(kind);
    const outcome = await call();
    setBusy(null);
    if (outcome.ok) onInfo(outcome.data);
    else onStale();
  };
  // The welcome bonus is cancelled through the offer's own call, which answers the offer's new state.
  const cancelBonus = async (): Promise<boolean> => {
    const outcome = await declineFirstCharge(true);
    if (outcome.ok) onInfo(outcome.data);
    else onStale();
    return outcome.ok;
  };
  const showRules = info.state !== 'unavailable' && !embedded;
  return (
    <section
      className={`promo-first card${embedded ? ' promo-first--embedded' : ''}`}
      data-testid="first-deposit"
      data-state={info.state}
      aria-labelledby={`${groupId}-title`}
    >
      <div className={`promo-first__head${embedded ? ' sr-only' : ''}`}>
        <span className="promo-first__icon" aria-hidden="true">
          <Gift size={22} />
        </span>
        <div>
          <span className="eyebrow">Welcome offer</span>
          <h2 id={`${groupId}-title`}>{info.title}</h2>
        </div>
      </div>
      {info.state !== 'unavailable' && !embedded && (
        <ul className="promo-first__facts" aria-label="The offer at a glance">
          <li>
            <strong className="num">{sharePercent(info.matchRate)}</strong> match
          </li>
          <li>
            up to <strong className="num">{usdText(info.maxBonusUsd)}</strong>
          </li>
          <li>
            wager <strong className="num">{info.wagerMultiplier}×</strong>
          </li>
          <li>
            from <strong className="num">{usdText(info.minDepositUsd)}</strong>
          </li>
        </ul>
      )}
      <p className="promo-first__state" data-testid="first-state-text">
        {STATE_TEXT[info.state]}
      </p>

      {info.state === 'deposit' && (
        <button type="button" className="btn btn--primary btn--lg" data-testid="first-deposit-open" onClick={() => openWallet('deposit')}>
          <ArrowDownToLine size={18} aria-hidden="true" /> Deposit now
        </button>
      )}

      {info.state === 'claim' && (
        <div className="promo-first__claim">
          {info.offer && (
            <div className="promo-offer__flow" data-testid="first-offer">
              <div>
                <small>Deposit</small>
                <strong className="num">
                  <CoinText amount={info.offer.deposit} coin={info.offer.coin} />
                </strong>
              </div>
              <ArrowRight size={22} className="promo-offer__arrow" aria-hidden="true" />
              <div className="promo-offer__bonus">
                <small>Bonus</small>
                <strong className="num">
                  +<CoinText amount={info.offer.bonus} coin={info.offer.coin} />
                </strong>
              </div>
            </div>
          )}
          {info.offer && <ClaimWithin at={info.offer.claimBy} />}
          {info.choices.length > 1 && (
            <fieldset className="promo-choices" data-testid="first-choices" disabled={busy !== null}>
              <legend>Play the bonus on</legend>
              {info.choices.map((choice) => (
                <label key={choice.code} className={`promo-choice${info.chosen === choice.code ? ' is-on' : ''}`}>
                  <input
                    type="radio"
                    name={`${groupId}-choice`}
                    value={choice.code}
                    checked={info.chosen === choice.code}
                    data-testid={`first-choice-${choice.code}`}
                    onChange={() => void act('choose', () => chooseFirstChargeGame(choice.code))}
                  />
                  <span>{choice.title}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="promo-first__actions">
            <SteadyButton
              className="btn btn--primary btn--lg"
              data-testid="first-claim"
              inactive={busy !== null}
              aria-busy={busy === 'claim' || undefined}
              onClick={() => void act('claim', claimFirstCharge)}
            >
              {busy === 'claim' ? (
                <LoaderCircle size={16} className="spin" aria-hidden="true" />
              ) : (
                <Sparkles size={18} aria-hidden="true" />
              )}
              Claim bonus
            </SteadyButton>
            <button
              type="button"
              className="btn btn--ghost"
              data-testid="first-decline"
              disabled={busy !== null}
              onClick={() => setConfirmDecline(true)}
            >
              <Ban size={16} aria-hidden="true" /> Decline
            </button>
          </div>
        </div>
      )}

      {(info.state === 'active' || info.state === 'done') && info.bonus && <BonusCard bonus={info.bonus} cancel={cancelBonus} />}

      {showRules && (
        <details className="promo-first__rules" open={info.state === 'deposit' || info.state === 'claim'}>
          <summary>All the rules</summary>
          <RulesTable rules={info.rules} caption="Welcome offer rules" testId="first-rules" />
        </details>
      )}
      {info.promotionId !== null && !embedded && (
        <Link to={`/promotions/details/${info.promotionId}`} className="promo-action__link">
          About this offer <ArrowRight size={14} aria-hidden="true" />
        </Link>
      )}

      {confirmDecline && (
        <ConfirmDialog
          title="Decline the welcome offer?"
          confirmLabel="Decline offer"
          cancelLabel="Keep the offer"
          busy={busy === 'decline'}
          onClose={() => busy !== 'decline' && setConfirmDecline(false)}
          onConfirm={() => void act('decline', () => declineFirstCharge(false)).then(() => setConfirmDecline(false))}
          testId="first-decline-dialog"
        >
          <p>
            {info.offer
              ? `The ${coins(info.offer.bonus, info.offer.coin)} bonus will not be credited, and the offer cannot be claimed later.`
              : 'The welcome bonus will not be credited, and the offer cannot be claimed later.'}{' '}
            Your deposit stays yours.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
