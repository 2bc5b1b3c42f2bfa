import { useId } from 'react';
import { CloudRain } from 'lucide-react';
import { RAIN } from '../../src/core/chat';
import { rainOnChat } from '../../src/app/actions/chatCalls';
import { Modal } from '../dialogs/Modal';
import { CoinAmountFields, CoinMoney, ConfirmStep, DoneStep, MoneyText } from './MoneyParts';
import { useCoinAmount } from './useCoinAmount';
import { useConfirmedMove } from './useConfirmedMove';

const WINDOW_MINUTES = RAIN.activeWindowMs / 60_000;

/** The rain's rule as players read it (src/core/chat RAIN). */
export const RAIN_RULE =
  `The amount is split equally among the players who chatted in the last ${WINDOW_MINUTES} minutes (you excluded), ` +
  `the ${RAIN.maxRecipients} most recently active at most. Each share is rounded down to the coin's decimals and ` +
  `must be worth at least ${RAIN.minShareUsd} USD; the remainder comes back to you.`;

/**
 * Rain: an amount from the deposit balance split among the chat's active players. Coin and amount, the rule, a
 * confirm step, then POST /v1/user/userChat/rain; the answer (share × recipients, refund) or the server's refusal
 * ("Nobody to rain on: ...") is shown as it came. A retry of the confirmed rain reuses its idempotency key.
 */
export function RainDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const form = useCoinAmount({});
  const {
    step,
    busy,
    serverError,
    answer: result,
    review,
    edit,
    send,
  } = useConfirmedMove({
    form,
    confirmFirst: false,
    signature: () => `${form.coin}|${form.amount}`,
    call: (move) => rainOnChat({ coin: form.coin, amount: form.amount }, move),
  });

  return (
    <Modal open onClose={onClose} labelledBy={titleId} testId="rain-dialog" className="chat-money">
      <div className="chat-money__head">
        <span className="chat-money__icon chat-money__icon--rain" aria-hidden="true">
          <CloudRain size={22} />
        </span>
        <h2 id={titleId}>Make it rain</h2>
        <p className="chat-money__rule" data-testid="rain-rule">
          {RAIN_RULE}
        </p>
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
          <CoinAmountFields form={form} label="Rain amount" testId="rain" />
          <button type="submit" className="btn btn--primary btn--lg btn--block" data-testid="rain-continue">
            Continue
          </button>
        </form>
      )}

      {step === 'confirm' && (
        <ConfirmStep
          testId="rain"
          question={
            <>
              Rain{' '}
              <strong className="num">
                <MoneyText form={form} amount={form.amount} />
              </strong>{' '}
              on up to {RAIN.maxRecipients} players who chatted in the last {WINDOW_MINUTES} minutes?
            </>
          }
          serverError={serverError}
          busy={busy}
          sendLabel="Make it rain"
          onEdit={edit}
          onSend={() => void send()}
        />
      )}

      {step === 'done' && result && (
        <DoneStep testId="rain" onClose={onClose}>
          <p>
            <strong className="num">
              <CoinMoney amount={result.share} coin={result.coin} />
            </strong>{' '}
            each to <strong className="num">{result.recipients}</strong> {result.recipients === 1 ? 'player' : 'players'}:{' '}
            <span className="num">
              <MoneyText form={form} amount={result.amount} />
            </span>{' '}
            in all.
          </p>
          {result.refund !== '' && !/^0(\.0+)?$/.test(result.refund) && (
            <p className="chat-money__refund" data-testid="rain-refund">
              <span className="num">
                <CoinMoney amount={result.refund} coin={result.coin} />
              </span>{' '}
              (the rounding remainder) came back to you.
            </p>
          )}
        </DoneStep>
      )}
    </Modal>
  );
}
