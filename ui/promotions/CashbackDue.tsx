import { useId, useState } from 'react';
import { HandCoins, LoaderCircle } from 'lucide-react';
import { CODE } from '../../src/core/api';
import { COINS, type Coin } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import { periodKey } from '../../src/core/promotions/periods';
import type { CashbackPeriod, PlayerPromotion } from '../../src/core/promotions/types';
import { formatDateTime } from '../../src/core/time';
import { claimCashback } from '../../src/app/actions/promotions';
import { periodLabel } from '../../src/app/promotions/timing';
import { useStore } from '../../src/app/store';
import { SteadyButton } from '../common/SteadyButton';
import { Private } from '../streamer/Private';
import { CoinIcon } from '../wallet/CoinIcon';
import { usdCentsText } from './promoFormat';

/**
 * The cashback of ended periods, waiting to be claimed: each period with its cashback and its claim-by time; the coin
 * it is paid in (the selected coin unless another is picked here) and Claim, which claims them all into the deposit
 * balance of that coin. A claim's answer is the new standing; a refusal's message goes to `onError` (the panel shows
 * it, also when the re-read standing has nothing due any more), and the standing is read again (it may have gone
 * through, or something changed).
 */
export function CashbackDue({
  promotionId,
  due,
  onMine,
  onStale,
  onError,
}: {
  promotionId: number;
  due: readonly CashbackPeriod[];
  onMine(mine: PlayerPromotion): void;
  onStale(): void;
  /** A refused claim's message; null when a claim starts. */
  onError(message: string | null): void;
}) {
  const id = useId();
  const selectedCoin = useStore((s) => s.selectedCoin);
  const [payIn, setPayIn] = useState<Coin | null>(null);
  const coin = payIn ?? selectedCoin;
  const [busy, setBusy] = useState(false);
  const total = due.reduce((sum, d) => sum.plus(d.cashbackUsd), new Decimal(0));

  const claim = async () => {
    if (busy) return;
    setBusy(true);
    onError(null);
    const outcome = await claimCashback(promotionId, { coin, expect: due.map((d) => periodKey(new Date(d.start))) }, false);
    setBusy(false);
    if (outcome.ok) onMine(outcome.data.promotion);
    else {
      // A 401 ended the session: the page is a guest's now.
      if (outcome.code !== CODE.UNAUTHORIZED) onError(outcome.message);
      onStale();
    }
  };

  return (
    <div className="cb-due" data-testid="cashback-due">
      <h3 className="race-ladder__title">
        <HandCoins size={16} aria-hidden="true" /> Ready to claim
      </h3>
      <ul className="cb-due__list">
        {due.map((d) => (
          <li key={d.start} className="cb-due__row" data-testid="cashback-due-row">
            <span className="cb-due__when">
              <strong>{periodLabel(d.start, d.end)}</strong>
              <small>
                Net loss <Private kind="amount">{usdCentsText(d.netLossUsd)}</Private> · claim by{' '}
                {d.claimBy ? formatDateTime(d.claimBy) : '–'}
              </small>
            </span>
            <strong className="cb-due__amount num">
              <Private kind="amount">{usdCentsText(d.cashbackUsd)}</Private>
            </strong>
          </li>
        ))}
      </ul>
      <div className="cb-claim">
        <label className="select-label">
          <CoinIcon coin={coin} size={20} />
          <span>Pay in</span>
          <select className="select" data-testid="cashback-coin" value={coin} onChange={(e) => setPayIn(e.target.value as Coin)}>
            {COINS.map((c) => (
              <option key={c.coin} value={c.coin}>
                {c.coin}
              </option>
            ))}
          </select>
        </label>
        <SteadyButton
          className="btn btn--primary btn--lg cb-claim__btn"
          inactive={busy}
          aria-busy={busy || undefined}
          aria-describedby={`${id}-note`}
          data-testid="cashback-claim"
          onClick={() => void claim()}
        >
          {busy && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
          Claim <Private kind="amount">{usdCentsText(total)}</Private>
        </SteadyButton>
      </div>
      <p className="cb-claim__note" id={`${id}-note`}>
        Paid to your balance in {coin} at its current price: no wagering.
      </p>
    </div>
  );
}
