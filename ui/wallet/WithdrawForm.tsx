import { useRef, useState } from 'react';
import { CircleAlert, Gift, LoaderCircle } from 'lucide-react';
import type { Coin } from '../../src/core/currency';
import type { WithdrawResult, WithdrawTerms } from '../../src/core/wallet/api';
import { addressHint } from '../../src/core/wallet/address';
import { requestWithdrawCode, type WithdrawField } from '../../src/app/actions/walletCalls';
import { Field } from '../dialogs/Field';
import { DevMailboxLink, SendCodeButton } from '../dialogs/SendCodeButton';
import { Private, usePrivate } from '../streamer/Private';
import { fiatAmountText } from './buyMath';
import { useWithdrawForm } from './useWithdrawForm';
import { coinAmountText, dailyLimitLeftUsd, maxAmount, withdrawFigures } from './withdrawMath';

/** Fee, what arrives and what leaves the balance for the amount typed; today's limit left; the bonus rule. */
function WithdrawSummary({ coin, amount, terms }: { coin: Coin; amount: string; terms: WithdrawTerms }) {
  const figures = withdrawFigures(amount, terms);
  // The fee is the network's; what arrives and what leaves the balance are the player's money.
  const show = (value: string | undefined, mine: boolean) =>
    value === undefined ? (
      '—'
    ) : (
      <>
        {mine ? <Private kind="amount">{coinAmountText(value, coin)}</Private> : coinAmountText(value, coin)} {coin}
      </>
    );
  return (
    <div className="wallet-summary" data-testid="withdraw-summary">
      <dl>
        <div>
          <dt>Network fee</dt>
          <dd className="num" data-testid="withdraw-fee">
            {show(terms.fee, false)}
          </dd>
        </div>
        <div>
          <dt>You receive</dt>
          <dd className="num" data-testid="withdraw-receive">
            {show(figures?.receive, true)}
          </dd>
        </div>
        <div className="wallet-summary__total">
          <dt>Total debited</dt>
          <dd className="num" data-testid="withdraw-total">
            {show(figures?.total, true)}
          </dd>
        </div>
      </dl>
      <p className="wallet-summary__limit" data-testid="withdraw-daily-left">
        Daily limit left:{' '}
        <strong className="num">
          <Private kind="amount">{fiatAmountText(dailyLimitLeftUsd(terms), 'USD')}</Private>
        </strong>{' '}
        of <span className="num">{fiatAmountText(terms.dailyLimitUsd, 'USD')}</span>
      </p>
      <p className="wallet-summary__bonus">
        <Gift size={14} aria-hidden="true" /> Bonus balance can't be withdrawn: only your deposit balance is.
      </p>
    </div>
  );
}

/** The withdraw form of a coin whose terms are in: address (and tag), amount with MAX, the summary and the codes. */
export function WithdrawForm({ coin, terms, onDone }: { coin: Coin; terms: WithdrawTerms; onDone(result: WithdrawResult): void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useWithdrawForm(coin, terms, formRef, onDone);
  const [codeSent, setCodeSent] = useState<{ email?: string; devMailbox: boolean } | null>(null);
  const max = maxAmount(coin, terms);
  const { on: streamer, mask, text } = usePrivate();
  // Messages can name amounts (the most that can be withdrawn) or echo the address typed.
  const shown = (message: string) => text(message, { secrets: [form.values.address, form.values.tag] });
  // The typed address shows as dots in streamer mode.
  const secretInput = streamer ? ' input--private' : '';
  const errorText = (field: WithdrawField) => {
    const message = form.errorOf(field);
    return message === undefined ? undefined : shown(message);
  };
  const bind = (field: WithdrawField) => ({
    name: field,
    value: form.values[field],
    error: errorText(field),
    onChange: (e: { target: { value: string } }) => form.change(field, e.target.value),
    onBlur: () => form.blur(field),
    'data-testid': `withdraw-${field === 'emailCode' ? 'email-code' : field === 'googleCode' ? 'google-code' : field}`,
  });

  return (
    <form
      ref={formRef}
      className="wallet-form"
      noValidate
      aria-busy={form.busy}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <p className="wallet-network">
        <span>Network</span>
        <strong data-testid="withdraw-network">{terms.networkLabel}</strong>
      </p>
      <Field
        {...bind('address')}
        label={`${coin} address`}
        placeholder={addressHint(coin)}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        className={`num${secretInput}`}
        hint={`Double-check it: a withdrawal to a wrong ${terms.networkLabel} address can't be reversed.`}
      />
      {form.hasTag && (
        <Field
          {...bind('tag')}
          label={terms.tagLabel ?? 'Tag'}
          optional
          inputMode={terms.tagLabel === 'Destination tag' ? 'numeric' : 'text'}
          autoComplete="off"
          spellCheck={false}
          className={secretInput.trim() || undefined}
          hint="Enter it when the receiving exchange or wallet gives you one."
        />
      )}
      <Field
        {...bind('amount')}
        label={`Amount (${coin})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={`Min ${coinAmountText(terms.minWithdraw, coin)}`}
        className="num"
        hint={
          <>
            Available{' '}
            <span className="num">
              <Private kind="amount">{coinAmountText(terms.available, coin)}</Private>
            </span>{' '}
            {coin} · minimum <span className="num">{coinAmountText(terms.minWithdraw, coin)}</span> {coin}
          </>
        }
        action={
          <button
            type="button"
            className="btn btn--outline wallet-max"
            data-testid="withdraw-max"
            disabled={max === '' || form.busy}
            aria-label={max === '' ? 'Max: nothing to withdraw' : `Max: ${mask('amount', coinAmountText(max, coin))} ${coin}`}
            onClick={() => form.change('amount', max)}
          >
            MAX
          </button>
        }
      />
      <WithdrawSummary coin={coin} amount={form.values.amount} terms={terms} />
      <Field
        {...bind('emailCode')}
        label="Email code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={
          codeSent ? (
            <>
              We emailed a 6-digit code
              {codeSent.email ? (
                <>
                  {' '}
                  to <Private kind="email">{codeSent.email}</Private>
                </>
              ) : (
                ''
              )}
              . {codeSent.devMailbox && <DevMailboxLink />}
            </>
          ) : (
            'Send a code to your account email and enter it here.'
          )
        }
        action={
          <SendCodeButton
            testId="withdraw-send-code"
            send={() =>
              requestWithdrawCode().then((r) => {
                if (r.ok) setCodeSent({ devMailbox: r.devMailbox, ...(r.email ? { email: r.email } : {}) });
                return r;
              })
            }
            onError={(message) => form.setServerError('emailCode', message)}
          />
        }
      />
      {form.needsTwoFactor && (
        <Field
          {...bind('googleCode')}
          label="Authenticator code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          hint="The 6 digits your authenticator app shows now."
        />
      )}
      {form.general && (
        <div className="alert alert--error" role="alert" data-testid="withdraw-error">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{shown(form.general)}</span>
        </div>
      )}
      <div className="wallet-action">
        <button type="submit" className="btn btn--primary btn--lg btn--block" data-testid="withdraw-submit" disabled={form.busy}>
          {form.busy && <LoaderCircle size={18} className="spin" aria-hidden="true" />}
          {form.busy ? 'Sending…' : 'Request withdrawal'}
        </button>
      </div>
    </form>
  );
}
