import { useId, useState, type FormEvent } from 'react';
import { CircleCheck, LoaderCircle, Ticket } from 'lucide-react';
import type { RedemptionResult } from '../../src/core/promotions/types';
import { redeemCode } from '../../src/app/actions/promotions';
import { usePrivateCoinText } from './PrivateAmount';

/** What a redeemed code paid, in words (`coins` writes the amounts). */
function paidText(r: RedemptionResult, coins: (amount: unknown, coin: string) => string): string {
  const where = r.balanceType === 'BONUS' ? 'to your bonus balance' : 'to your balance';
  return `${coins(r.amount, r.coin)} added ${where}${r.bonus ? `: wager ${coins(r.bonus.wagerRequired, r.coin)} to make it withdrawable` : ''}`;
}

/**
 * "Redeem a code": one field and its button. The server's refusal is shown under the field (the call is silent: no
 * toast), and so is what a redeemed code paid.
 */
export function RedeemForm({ onRedeemed }: { onRedeemed?(result: RedemptionResult): void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<RedemptionResult | null>(null);
  const coins = usePrivateCoinText();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(null);
    const outcome = await redeemCode(code);
    setBusy(false);
    if (outcome.ok) {
      setDone(outcome.data);
      setCode('');
      onRedeemed?.(outcome.data);
    } else setError(outcome.message);
  };
  return (
    <section className="promo-redeem card" data-testid="redeem" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="promo-section__title">
        <Ticket size={18} aria-hidden="true" /> Redeem a code
      </h2>
      <form className="promo-redeem__form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="sr-only" htmlFor={`${id}-code`}>
          Bonus code
        </label>
        <input
          id={`${id}-code`}
          className="input promo-redeem__input"
          placeholder="Enter your code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : done ? `${id}-done` : undefined}
          data-testid="redeem-input"
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(null);
          }}
        />
        <button
          type="submit"
          className="btn btn--primary promo-redeem__btn"
          data-testid="redeem-submit"
          aria-busy={busy || undefined}
          disabled={busy}
        >
          {busy && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
          Redeem
        </button>
      </form>
      {error && (
        <p className="field__error promo-redeem__error" id={`${id}-error`} role="alert" data-testid="redeem-error">
          {error}
        </p>
      )}
      {done && (
        <p className="promo-note promo-note--ok" id={`${id}-done`} role="status" data-testid="redeem-done">
          <CircleCheck size={16} aria-hidden="true" /> {paidText(done, coins)}
        </p>
      )}
    </section>
  );
}
