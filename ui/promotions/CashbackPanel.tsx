import { useState } from 'react';
import { History, TriangleAlert, Undo2 } from 'lucide-react';
import type { CashbackMine, PlayerPromotion, PromotionDetail } from '../../src/core/promotions/types';
import { daysBetween, periodKeyLabel } from '../../src/app/promotions/timing';
import { CoinIcon } from '../wallet/CoinIcon';
import { CashbackCurrent } from './CashbackCurrent';
import { CashbackDue } from './CashbackDue';
import { Private } from '../streamer/Private';
import { CoinText } from './PrivateAmount';
import { usdCentsText } from './promoFormat';
import './race.css';
import './cashback.css';

/** The rule in words, from the promotion's rules: "10% of your net loss, up to 200 USD per period, from 10 USD of loss." */
export function cashbackRuleText(rules: PromotionDetail['rules']): { text: string | null; minLoss: string | null } {
  const rate = rules.find((r) => r.label === 'Cashback')?.value ?? null;
  const minLoss = rules.find((r) => r.label === 'Minimum loss')?.value ?? null;
  if (!rate) return { text: null, minLoss };
  return { text: minLoss ? `${rate}, from a net loss of ${minLoss}.` : `${rate}.`, minLoss };
}

/** Cashback paid so far, newest first. */
function CashbackPaid({ paid, days }: { paid: CashbackMine['paid']; days: number | null }) {
  return (
    <div className="cb-paid" data-testid="cashback-paid">
      <h3 className="race-ladder__title">
        <History size={16} aria-hidden="true" /> Paid
      </h3>
      <ul className="cb-paid__list">
        {paid.map((p) => (
          <li key={p.period} className="cb-paid__row" data-testid="cashback-paid-row">
            <CoinIcon coin={p.coin} size={20} />
            <span className="cb-paid__when">{periodKeyLabel(p.period, days)}</span>
            <span className="cb-paid__amount num">
              <CoinText amount={p.amount} coin={p.coin} />{' '}
              <small>
                ≈ <Private kind="amount">{usdCentsText(p.usd)}</Private>
              </small>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A cashback's panel on its page: the rule in words; for a player who joined, the running period so far (net loss,
 * the cashback it would give, the time left), the cashback due with the coin to take it in and Claim, and what was
 * paid; a player who has not joined is told how it counts (Join is in the action area); a guest, to log in.
 */
export function CashbackPanel({
  promotion,
  mine,
  loggedIn,
  checked,
  onMine,
  onStale,
}: {
  promotion: PromotionDetail;
  mine: PlayerPromotion | null;
  loggedIn: boolean;
  checked: boolean;
  onMine(mine: PlayerPromotion): void;
  onStale(): void;
}) {
  const rule = cashbackRuleText(promotion.rules);
  const [claimError, setClaimError] = useState<string | null>(null);
  const joined = mine?.state === 'joined' || mine?.state === 'claimable';
  const cb = mine?.cashback ?? null;
  const known = cb?.current ?? cb?.due[0] ?? null;
  const days = known ? daysBetween(known.start, known.end) : null;

  let body;
  if (!loggedIn) {
    body = checked ? (
      <p className="race-empty" data-testid="cashback-guest">
        Log in to see your net loss and the cashback it gives as you play.
      </p>
    ) : null;
  } else if (!mine) {
    body = <span className="skeleton promo-skel-block" aria-hidden="true" />;
  } else if (!joined) {
    body = (
      <p className="race-empty" data-testid="cashback-out">
        Cashback counts your net loss from the moment you join, so join before you play. Nothing counts while you are out
        {cb && cb.paid.length > 0 ? '; what you were paid stays yours' : ''}.
      </p>
    );
  } else {
    body = (
      <>
        {cb?.current ? (
          <CashbackCurrent period={cb.current} minLoss={rule.minLoss} onEnd={onStale} />
        ) : (
          <p className="race-empty" data-testid="cashback-idle">
            No cashback period is running right now.
          </p>
        )}
        {cb && cb.due.length > 0 && (
          <CashbackDue promotionId={promotion.id} due={cb.due} onMine={onMine} onStale={onStale} onError={setClaimError} />
        )}
        {claimError && (
          <p className="promo-note" role="alert" data-testid="cashback-error">
            <TriangleAlert size={16} aria-hidden="true" /> {claimError}
          </p>
        )}
      </>
    );
  }

  return (
    <section className="cb card promo-detail__board" data-testid="cashback-panel" aria-labelledby="cashback-title">
      <header className="race__head">
        <h2 id="cashback-title" className="promo-section__title">
          <Undo2 size={18} aria-hidden="true" /> Your cashback
        </h2>
      </header>
      {rule.text && (
        <p className="promo-section__lead" data-testid="cashback-rule">
          {rule.text}
        </p>
      )}
      {body}
      {loggedIn && cb && cb.paid.length > 0 && <CashbackPaid paid={cb.paid} days={days} />}
    </section>
  );
}
