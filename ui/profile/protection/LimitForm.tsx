import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitView } from '../../../src/core/protection';
import { saveLimit } from '../../../src/app/actions/protection';
import {
  CHANGE_TEXT,
  LIMIT_KIND_HINT,
  LIMIT_KIND_TEXT,
  PERIOD_TEXT,
  amountError,
  changeOf,
  findLimit,
  isWindowed,
  limitBody,
  type LimitSlot,
} from '../../../src/app/protection/limits';
import { Field } from '../../dialogs/Field';
import { FormFooter } from '../../dialogs/FormFooter';
import { usePrivate } from '../../streamer/Private';
import { Choices, LimitAmount } from './parts';

const WINDOWS = LIMIT_PERIODS.map((p) => [p, PERIOD_TEXT[p]] as const);

/** The slot a kind moves to: a windowed kind keeps the window chosen (24 hours when there was none). */
export function slotOfKind(kind: LimitKind, from: LimitSlot): LimitSlot {
  if (!isWindowed(kind)) return { kind, period: 'once' };
  return { kind, period: from.period === 'once' ? 'day' : from.period };
}

/**
 * Sets a limit, lowers or raises it: the limit, its window, the amount (USD, or minutes for a session). The amount is
 * checked before it is sent, and what saving it will do (at once, or in 24 hours) is said under the field.
 */
export function LimitForm({
  limits,
  slot,
  onSlot,
  focusSeq,
  title = 'Set or change a limit',
  fixedKind = false,
}: {
  limits: readonly LimitView[];
  slot: LimitSlot;
  onSlot(slot: LimitSlot): void;
  /** Grows when a row's Change asks for the amount field. */
  focusSeq: number;
  title?: string;
  /** Only the slot's kind is offered (the deposit dialog's deposit limit): no choice of limit. */
  fixedKind?: boolean;
}) {
  const kindId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const { text } = usePrivate();

  useEffect(() => {
    if (focusSeq > 0) form.current?.querySelector<HTMLInputElement>('input[name="limitAmount"]')?.focus();
  }, [focusSeq]);

  const current = findLimit(limits, slot);
  const minutes = slot.kind === 'session';
  const valid = amount.trim() !== '' && amountError(slot.kind, amount) === null;

  const pick = (next: LimitSlot) => {
    onSlot(next);
    setServerError('');
    // The same amount may be wrong for the other unit (minutes against USD).
    if (error) setError(amountError(next.kind, amount) ?? '');
  };
  const change = (value: string) => {
    setAmount(value);
    if (error) setError(amountError(slot.kind, value) ?? '');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError('');
    const problem = amountError(slot.kind, amount);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await saveLimit(limitBody(slot, amount));
      if (result.ok) setAmount('');
      else setServerError(result.message);
    } finally {
      setBusy(false);
    }
  };

  const hint = (
    <>
      {current && (
        <>
          Now <LimitAmount kind={current.kind} amount={current.amount} />.{' '}
        </>
      )}
      <span data-testid="limit-effect">{valid ? CHANGE_TEXT[changeOf(current, amount)] : LIMIT_KIND_HINT[slot.kind]}</span>
    </>
  );

  return (
    <form ref={form} className="rg-form" onSubmit={submit} noValidate aria-busy={busy} data-testid="limit-form">
      <h3 className="rg-subhead">{title}</h3>
      {!fixedKind && (
        <div className="field">
          <label className="field__label" htmlFor={kindId}>
            Limit
          </label>
          <div className="field__control">
            <select
              id={kindId}
              name="limitKind"
              className="input select-input"
              value={slot.kind}
              data-testid="limit-kind"
              onChange={(e) => pick(slotOfKind(e.target.value as LimitKind, slot))}
            >
              {LIMIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {LIMIT_KIND_TEXT[kind]}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {slot.period !== 'once' && (
        <Choices
          legend="Window"
          options={WINDOWS}
          value={slot.period}
          onChange={(period) => pick({ kind: slot.kind, period })}
          testId="limit-window"
        />
      )}
      <Field
        label={minutes ? 'Minutes' : 'Amount (USD)'}
        name="limitAmount"
        inputMode={minutes ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder={minutes ? '60' : '100.00'}
        value={amount}
        error={error || undefined}
        hint={hint}
        data-testid="limit-amount"
        onChange={(e) => change(e.target.value)}
        onBlur={() => {
          if (amount.trim() !== '') setError(amountError(slot.kind, amount) ?? '');
        }}
      />
      <FormFooter error={text(serverError)} busy={busy} label="Save limit" busyLabel="Saving…" testId="limit-save" />
    </form>
  );
}
