import { useEffect, useId, useState } from 'react';
import { CircleAlert, ExternalLink, LoaderCircle } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { FIATS, fiatSymbol, type Coin, type Fiat } from '../../src/core/currency';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import { loadRates } from '../../src/app/actions/wallet';
import { assignLocation, startPayment } from '../../src/app/actions/walletCalls';
import { useStore } from '../../src/app/store';
import { buyAmountError, coinEstimate, fiatAmountText, quickAmounts, ratesNote } from './buyMath';
import { coinAmountText } from './withdrawMath';

/** Props of BuyTab. */
export interface BuyTabProps {
  coin: Coin;
  /** Sends the tab to the payment page (tests pass a spy). */
  goTo?: (url: string) => void;
}

/**
 * The buy-crypto tab: a fiat amount (quick chips, 10 to 10,000 USD worth), a live estimate of the coin it buys, then
 * Continue: the order is made (POST /v1/account/pay) and this tab goes to the provider's payment page, which brings
 * the player back with the params query that opens the order's dialog.
 */
export function BuyTab({ coin, goTo = assignLocation }: BuyTabProps) {
  const { storeFiat, rates } = useStore(useShallow((s) => ({ storeFiat: s.fiat, rates: s.rates })));
  const [fiat, setFiat] = useState<Fiat>(storeFiat);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const fiatId = useId();
  const amountId = useId();
  useEffect(() => {
    if (!rates) void loadRates();
  }, [rates]);

  const problem = buyAmountError(amount, fiat, rates);
  const shownProblem = tried || amount !== '' ? problem : null;
  const estimate = coinEstimate(amount, coin, fiat, rates);
  const chips = quickAmounts(fiat, rates);
  const symbol = fiatSymbol(fiat);

  const submit = async () => {
    if (busy) return;
    setTried(true);
    if (problem) {
      document.getElementById(amountId)?.focus();
      return;
    }
    setBusy(true);
    setFailure('');
    const started = await startPayment({ coin, fiat, fiatAmount: amount });
    if (started.ok) {
      // The page unloads; busy stays on so a second press can't make a second order meanwhile.
      goTo(started.order.payUrl);
      return;
    }
    setBusy(false);
    setFailure(started.message);
  };

  return (
    <form
      className="wallet-form"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="wallet-buy__row">
        <div className="field wallet-buy__fiat">
          <label className="field__label" htmlFor={fiatId}>
            Pay with
          </label>
          <select
            id={fiatId}
            className="select input"
            value={fiat}
            data-testid="buy-fiat"
            onChange={(e) => setFiat(e.target.value as Fiat)}
          >
            {FIATS.map((f) => (
              <option key={f.fiat} value={f.fiat}>
                {f.fiat} {f.symbol}
              </option>
            ))}
          </select>
        </div>
        <div className="field wallet-buy__amount">
          <label className="field__label" htmlFor={amountId}>
            Amount ({fiat})
          </label>
          <div className="wallet-affix">
            <span className="wallet-affix__symbol" aria-hidden="true">
              {symbol}
            </span>
            <input
              id={amountId}
              className="input num"
              inputMode="decimal"
              autoComplete="off"
              placeholder="100"
              value={amount}
              data-testid="buy-amount"
              aria-invalid={shownProblem ? true : undefined}
              aria-describedby={shownProblem ? `${amountId}-err` : undefined}
              onChange={(e) => setAmount(e.target.value.replace(',', '.').replace(/[^\d.]/g, ''))}
            />
          </div>
        </div>
      </div>
      {shownProblem && (
        <p className="field__error" id={`${amountId}-err`} role="alert" data-testid="buy-amount-error">
          <CircleAlert size={14} aria-hidden="true" /> {shownProblem}
        </p>
      )}
      <div className="wallet-chips" role="group" aria-label="Quick amounts">
        {chips.map((chip) => (
          <button
            key={chip}
            type="button"
            className={`chip${amount === chip ? ' is-on' : ''}`}
            aria-pressed={amount === chip}
            data-testid={`buy-chip-${chip}`}
            onClick={() => setAmount(chip)}
          >
            {fiatAmountText(chip, fiat).replace(/\.00$/, '')}
          </button>
        ))}
      </div>
      <div className="wallet-estimate" aria-live="polite" data-testid="buy-estimate">
        <span>You get about</span>
        <strong className="num">{estimate !== null && !problem ? `${coinAmountText(estimate, coin)} ${coin}` : `— ${coin}`}</strong>
        <small>
          An estimate {ratesNote(rates)} on {COIN_CHAINS[coin].networkLabel}; the payment page quotes the final amount
          {amount && !problem ? ` for ${fiatAmountText(amount, fiat)}` : ''}.
        </small>
      </div>
      {failure && (
        <div className="alert alert--error" role="alert" data-testid="buy-error">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{failure}</span>
        </div>
      )}
      <div className="wallet-action">
        <button type="submit" className="btn btn--primary btn--lg btn--block" data-testid="buy-continue" disabled={busy}>
          {busy ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : <ExternalLink size={18} aria-hidden="true" />}
          {busy ? 'Opening the payment page…' : 'Continue to payment'}
        </button>
        <p className="wallet-action__note">You pay on our payment partner's page, then come back here.</p>
      </div>
    </form>
  );
}
