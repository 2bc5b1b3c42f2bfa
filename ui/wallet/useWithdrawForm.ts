import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Coin } from '../../src/core/currency';
import type { WithdrawResult, WithdrawTerms } from '../../src/core/wallet/api';
import { addressError } from '../../src/core/wallet/address';
import { attemptFor, sendWithdrawal, type WithdrawAttempt, type WithdrawField } from '../../src/app/actions/walletCalls';
import { cleanAmount, codeError, withdrawAmountError } from './withdrawMath';

/** The withdraw form's values, one per field. */
export type WithdrawValues = Record<WithdrawField, string>;

const EMPTY: WithdrawValues = { address: '', tag: '', amount: '', emailCode: '', googleCode: '' };
const ORDER: readonly WithdrawField[] = ['address', 'tag', 'amount', 'emailCode', 'googleCode'];

/**
 * The withdraw form: values, what is wrong with each (shown once the field was left or a send was tried, then live),
 * the server's refusals under their fields, and the send. One idempotency key per attempt until its answer is known:
 * no answer or a 428 (the authenticator code) re-sends the same key; a refusal or a changed withdrawal gets a new one.
 */
export function useWithdrawForm(
  coin: Coin,
  terms: WithdrawTerms,
  formRef: RefObject<HTMLFormElement | null>,
  onDone: (result: WithdrawResult) => void,
) {
  const [values, setValues] = useState<WithdrawValues>(EMPTY);
  const [visited, setVisited] = useState<Partial<Record<WithdrawField, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<WithdrawField, string>>>({});
  const [general, setGeneral] = useState('');
  const [askedTwoFactor, setAskedTwoFactor] = useState(false);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<WithdrawAttempt | null>(null);

  const hasTag = terms.tagLabel !== null;
  const needsTwoFactor = terms.twoFactor || askedTwoFactor;

  const problems: Partial<Record<WithdrawField, string>> = {};
  const addressProblem = addressError(coin, values.address, null);
  if (addressProblem) problems.address = addressProblem;
  // The tag is checked once the address is right (addressError checks the pair).
  else if (hasTag && values.tag !== '') {
    const tagProblem = addressError(coin, values.address, values.tag);
    if (tagProblem) problems.tag = tagProblem;
  }
  const amountProblem = withdrawAmountError(values.amount, coin, terms);
  if (amountProblem) problems.amount = amountProblem;
  const emailProblem = codeError(values.emailCode, 'email');
  if (emailProblem) problems.emailCode = emailProblem;
  const googleProblem = needsTwoFactor ? codeError(values.googleCode, 'authenticator') : null;
  if (googleProblem) problems.googleCode = googleProblem;

  /** The message under a field: the server's refusal, else the form's own problem once it is shown. */
  const errorOf = (field: WithdrawField): string | undefined =>
    serverErrors[field] ?? (tried || visited[field] ? problems[field] : undefined);

  const change = (field: WithdrawField, raw: string) => {
    const value = field === 'amount' ? cleanAmount(raw) : raw;
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  };
  const blur = (field: WithdrawField) => setVisited((v) => (v[field] || values[field] === '' ? v : { ...v, [field]: true }));

  // A field to focus once the answer that asks for it has rendered (the authenticator field appears with a 428).
  const [focusAsk, setFocusAsk] = useState<{ field: WithdrawField } | null>(null);
  useEffect(() => {
    if (focusAsk) formRef.current?.querySelector<HTMLElement>(`[name="${focusAsk.field}"]`)?.focus();
  }, [focusAsk, formRef]);

  const submit = async () => {
    if (busy) return;
    setTried(true);
    const first = ORDER.find((f) => problems[f] || serverErrors[f]);
    if (first) {
      setFocusAsk({ field: first });
      return;
    }
    const tag = hasTag && values.tag !== '' ? values.tag : undefined;
    attempt.current = attemptFor(attempt.current, [coin, values.address, tag ?? '', values.amount].join('|'));
    const googleCode = needsTwoFactor ? values.googleCode.replace(/\s+/g, '') : undefined;
    setBusy(true);
    setGeneral('');
    const outcome = await sendWithdrawal(
      {
        coin,
        network: terms.network,
        address: values.address,
        ...(tag !== undefined ? { tag } : {}),
        amount: values.amount,
        emailCode: values.emailCode.trim(),
        ...(googleCode ? { googleCode } : {}),
      },
      attempt.current.key,
    );
    setBusy(false);
    switch (outcome.kind) {
      case 'done':
        attempt.current = null;
        onDone(outcome.result);
        return;
      case 'unknown':
        setGeneral(outcome.message);
        return;
      case 'twoFactor':
        setAskedTwoFactor(true);
        // A code was sent and still refused: say so under the field. Otherwise the new field asks for it, without an
        // error of its own until the next try.
        if (googleCode) setServerErrors((e) => ({ ...e, googleCode: outcome.message }));
        else {
          setGeneral(outcome.message);
          setTried(false);
        }
        setFocusAsk({ field: 'googleCode' });
        return;
      case 'field':
        attempt.current = null;
        if (outcome.field === 'googleCode') setAskedTwoFactor(true);
        setServerErrors((e) => ({ ...e, [outcome.field]: outcome.message }));
        setFocusAsk({ field: outcome.field });
        return;
      case 'refused':
        attempt.current = null;
        setGeneral(outcome.message);
        return;
    }
  };

  return {
    values,
    change,
    blur,
    errorOf,
    busy,
    general,
    needsTwoFactor,
    hasTag,
    submit,
    setServerError: (field: WithdrawField, message: string) => setServerErrors((e) => ({ ...e, [field]: message })),
  };
}
