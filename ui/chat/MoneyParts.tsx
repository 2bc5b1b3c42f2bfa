import type { ReactNode } from 'react';
import { ArrowLeft, CircleAlert, LoaderCircle } from 'lucide-react';
import { formatCoin } from '../../src/core/format';
import { AmountField } from '../games/kit/AmountField';
import { usePrivateText } from '../streamer/privateText';
import { Private, usePrivate } from '../streamer/Private';
import { CoinPicker } from './CoinPicker';
import type { useCoinAmount } from './useCoinAmount';

type CoinAmount = ReturnType<typeof useCoinAmount>;

/** "1.5 USDT (≈ $1.50)": an amount with its fiat value when the rate is known. */
export function amountWithFiat(form: CoinAmount, amount: string): string {
  const fiat = form.fiatOf(amount);
  return `${formatCoin(amount)} ${form.coin}${fiat ? ` (≈ ${fiat})` : ''}`;
}

/** An amount with its fiat value, masked in streamer mode. */
export function MoneyText({ form, amount }: { form: CoinAmount; amount: string }) {
  return <Private kind="amount">{amountWithFiat(form, amount)}</Private>;
}

/** An amount of a coin: the figure masked in streamer mode, the coin shown. */
export function CoinMoney({ amount, coin }: { amount: string; coin: string }) {
  return (
    <>
      <Private kind="amount">{formatCoin(amount)}</Private> {coin}
    </>
  );
}

/** Coin choice, the deposit balance of that coin and the amount field (with its fiat value). */
export function CoinAmountFields({
  form,
  label,
  testId,
  disabled,
}: {
  form: CoinAmount;
  label: string;
  testId: string;
  disabled?: boolean;
}) {
  const { mask, text } = usePrivate();
  const balanceFiat = form.fiatOf(form.balance);
  const amountFiat = form.fiatOf(form.amount);
  return (
    <div className="chat-money__fields">
      <CoinPicker coin={form.coin} onChange={form.setCoin} disabled={disabled} />
      <p className="chat-money__balance" data-testid={`${testId}-balance`}>
        <span>Deposit balance</span>
        <strong className="num">
          <CoinMoney amount={form.balance} coin={form.coin} />
          {balanceFiat && (
            <small>
              {' '}
              ≈ <Private kind="amount">{balanceFiat}</Private>
            </small>
          )}
        </strong>
      </p>
      <AmountField
        label={label}
        testId={testId}
        amount={form.amount}
        coin={form.coin}
        disabled={!!disabled}
        fiatText={amountFiat === null ? null : mask('amount', amountFiat)}
        // A problem can state the balance ("you have 10 USDT").
        problem={form.shownProblem === null ? null : text(form.shownProblem)}
        onChange={form.setAmount}
        onHalf={form.half}
        onDouble={form.double}
        onMax={form.max}
      />
    </div>
  );
}

/** The server's refusal, shown as it said it (its amounts and known names masked in streamer mode). */
export function ServerError({ message, testId }: { message: string; testId: string }) {
  const masked = usePrivateText();
  if (!message) return null;
  return (
    <div className="alert alert--error" role="alert" data-testid={testId}>
      <CircleAlert size={16} aria-hidden="true" />
      <span>{masked(message)}</span>
    </div>
  );
}

/** A primary button with its busy state. */
export function BusyButton({
  busy,
  children,
  busyLabel,
  testId,
  onClick,
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel: string;
  testId: string;
  onClick(): void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="btn btn--primary btn--lg" data-testid={testId} disabled={busy || disabled} onClick={onClick}>
      {busy && <LoaderCircle size={18} className="spin" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}

/**
 * The confirm step of a money move: the question, the server's refusal if any, Edit (back to the form) and the send
 * button (Retry after a refusal: the same move, the same idempotency key).
 */
export function ConfirmStep({
  testId,
  question,
  serverError,
  busy,
  sendLabel,
  onEdit,
  onSend,
  children,
}: {
  testId: string;
  question: ReactNode;
  /** Fields the confirm step asks for besides the question (the authenticator code of a large tip). */
  children?: ReactNode;
  serverError: string;
  busy: boolean;
  sendLabel: string;
  onEdit(): void;
  onSend(): void;
}) {
  return (
    <div className="chat-money__body">
      <p className="chat-money__confirm" data-testid={`${testId}-confirm-text`}>
        {question}
      </p>
      {children}
      <ServerError message={serverError} testId={`${testId}-error`} />
      <div className="chat-money__actions">
        <button type="button" className="btn btn--ghost btn--lg" data-testid={`${testId}-back`} disabled={busy} onClick={onEdit}>
          <ArrowLeft size={18} aria-hidden="true" /> Edit
        </button>
        <BusyButton busy={busy} busyLabel="Sending…" testId={`${testId}-send`} onClick={onSend}>
          {serverError ? 'Retry' : sendLabel}
        </BusyButton>
      </div>
    </div>
  );
}

/** The done step of a money move: what happened, and Done. */
export function DoneStep({ testId, children, onClose }: { testId: string; children: ReactNode; onClose(): void }) {
  return (
    <div className="chat-money__body">
      <div className="chat-money__done" role="status" data-testid={`${testId}-done`}>
        {children}
      </div>
      <button type="button" className="btn btn--primary btn--lg btn--block" data-autofocus onClick={onClose}>
        Done
      </button>
    </div>
  );
}
