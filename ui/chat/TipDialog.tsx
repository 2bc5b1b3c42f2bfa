import { useId, useState } from 'react';
import { TWO_FACTOR_REQUIRED } from '../../src/core/twoFactor';
import { HandCoins } from 'lucide-react';
import type { Coin } from '../../src/core/currency';
import { tipPlayer } from '../../src/app/actions/chatCalls';
import { useStore } from '../../src/app/store';
import { Modal } from '../dialogs/Modal';
import { Private } from '../streamer/Private';
import { CoinAmountFields, ConfirmStep, DoneStep, MoneyText, ServerError } from './MoneyParts';
import { useCoinAmount } from './useCoinAmount';
import { useConfirmedMove } from './useConfirmedMove';

/** Props of TipDialog. */
export interface TipDialogProps {
  /** The receiver's handle (what sendTip takes). */
  toUserName: string;
  /** The receiver's display name. */
  toName: string;
  coin?: Coin;
  amount?: string;
  onClose(): void;
}

/**
 * A tip to a player from the deposit balance: coin and amount (with its fiat value), then a confirm step that states
 * exactly what is sent, then POST /v1/account/sendTip. A retry of the confirmed tip reuses its idempotency key, so a
 * tip whose answer was lost is never sent twice. Opened prefilled (a /tip command) it starts at the confirm step.
 */
export function TipDialog({ toUserName, toName, coin, amount, onClose }: TipDialogProps) {
  const titleId = useId();
  const form = useCoinAmount({ coin, amount });
  const self = useStore((s) => (s.user?.userName ?? '').toLowerCase() === toUserName.toLowerCase());
  // A large tip with two-factor login on: the server asks (428) for the authenticator code, typed in the confirm step.
  const [twoFa, setTwoFa] = useState({ needed: false, code: '' });
  const codeId = useId();
  const {
    step,
    busy,
    serverError,
    answer: sent,
    review,
    edit,
    send,
  } = useConfirmedMove({
    form,
    confirmFirst: Boolean(coin && amount),
    blocked: self,
    signature: () => `${toUserName.toLowerCase()}|${form.coin}|${form.amount}`,
    call: async (move) => {
      const googleCode = twoFa.code.replace(/\s+/g, '');
      const result = await tipPlayer({ toUserName, coin: form.coin, amount: form.amount, ...(googleCode ? { googleCode } : {}) }, move);
      if (!result.ok && result.code === TWO_FACTOR_REQUIRED) setTwoFa((t) => ({ ...t, needed: true }));
      return result;
    },
  });

  return (
    <Modal open onClose={onClose} labelledBy={titleId} testId="tip-dialog" className="chat-money">
      <div className="chat-money__head">
        <span className="chat-money__icon" aria-hidden="true">
          <HandCoins size={22} />
        </span>
        <h2 id={titleId}>
          Tip{' '}
          <span className="chat-money__name">
            <Private kind="name">{toName}</Private>
          </span>
        </h2>
        <p>Sent from your deposit balance. Tips are final.</p>
      </div>

      {step === 'form' && (
        <form
          className="chat-money__body"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            review();
          }}
        >
          <CoinAmountFields form={form} label="Tip amount" testId="tip" />
          {self && <ServerError message="You cannot tip yourself" testId="tip-self" />}
          <button type="submit" className="btn btn--primary btn--lg btn--block" data-testid="tip-continue" disabled={self}>
            Continue
          </button>
        </form>
      )}

      {step === 'confirm' && (
        <ConfirmStep
          testId="tip"
          question={
            <>
              Tip{' '}
              <strong className="num">
                <MoneyText form={form} amount={form.amount} />
              </strong>{' '}
              to{' '}
              <strong>
                <Private kind="name">{toName}</Private>
              </strong>
              ?
            </>
          }
          serverError={serverError}
          busy={busy}
          sendLabel="Send tip"
          onEdit={edit}
          onSend={() => void send()}
        >
          {twoFa.needed && (
            <div className="field">
              <label className="field__label" htmlFor={codeId}>
                Authenticator code
              </label>
              <input
                id={codeId}
                className="input"
                name="googleCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={twoFa.code}
                data-testid="tip-2fa-code"
                onChange={(e) => setTwoFa({ needed: true, code: e.target.value })}
              />
            </div>
          )}
        </ConfirmStep>
      )}

      {step === 'done' && sent && (
        <DoneStep testId="tip" onClose={onClose}>
          <p>
            You tipped{' '}
            <strong>
              <Private kind="name">{toName}</Private>
            </strong>{' '}
            <strong className="num">
              <MoneyText form={form} amount={sent.amount} />
            </strong>
            .
          </p>
        </DoneStep>
      )}
    </Modal>
  );
}
