import { useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, MailWarning } from 'lucide-react';
import type { Coin } from '../../src/core/currency';
import type { WithdrawResult, WithdrawTerms } from '../../src/core/wallet/api';
import { loadWithdrawTerms } from '../../src/app/actions/walletCalls';
import { Private } from '../streamer/Private';
import { LoadError, LoadingLines } from './DepositTab';
import { useCachedLoad, type LoadCache } from './useCachedLoad';
import { WithdrawForm } from './WithdrawForm';
import { coinAmountText } from './withdrawMath';

/** The answer of a withdrawal: pending review, what was sent where, and where to follow it. */
function WithdrawSuccess({ result, onClose }: { result: WithdrawResult; onClose(): void }) {
  const w = result.withdrawal;
  return (
    <div className="wallet-success" role="status" data-testid="withdraw-success">
      <CircleCheck size={40} className="wallet-success__icon" aria-hidden="true" />
      <h3>Withdrawal requested — pending review</h3>
      <dl className="wallet-success__facts">
        <div>
          <dt>Amount</dt>
          <dd className="num">
            <Private kind="amount">{coinAmountText(w.amount, w.coin)}</Private> {w.coin}
          </dd>
        </div>
        <div>
          <dt>Network fee</dt>
          <dd className="num">
            {coinAmountText(w.fee, w.coin)} {w.coin}
          </dd>
        </div>
        <div>
          <dt>To</dt>
          <dd className="wallet-success__address num">
            <Private kind="address">{w.address}</Private>
          </dd>
        </div>
        {w.tag !== null && (
          <div>
            <dt>Tag</dt>
            <dd className="num">
              <Private kind="address">{w.tag}</Private>
            </dd>
          </div>
        )}
      </dl>
      <p>We'll send it once it's approved. Its status is in your transactions.</p>
      <div className="wallet-action wallet-success__actions">
        <Link className="btn btn--outline btn--lg" to="/profile/Transactions" onClick={onClose} data-testid="withdraw-transactions">
          View transactions
        </Link>
        <button type="button" className="btn btn--primary btn--lg" onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  );
}

/** An account without a verified email can't get the withdrawal code: where to add one. */
function EmailNeeded({ onClose }: { onClose(): void }) {
  return (
    <div className="wallet-empty" data-testid="withdraw-email-needed">
      <MailWarning size={32} aria-hidden="true" />
      <p>Withdrawals are confirmed with a code we email you. Add and verify an email address first.</p>
      <Link className="btn btn--primary btn--lg btn--block" to="/profile/Account" onClick={onClose}>
        Add an email in your profile
      </Link>
    </div>
  );
}

/** The withdraw tab: the coin's terms (read once per coin while the dialog is open), the form, then its answer. */
export function WithdrawTab({ coin, cache, onClose }: { coin: Coin; cache: LoadCache<WithdrawTerms>; onClose(): void }) {
  const [state, retry] = useCachedLoad(cache, coin, () => loadWithdrawTerms(coin));
  const [done, setDone] = useState<WithdrawResult | null>(null);
  // Another coin picked after a withdrawal shows that coin's form.
  if (done && done.withdrawal.coin === coin) return <WithdrawSuccess result={done} onClose={onClose} />;
  if (state.status === 'loading') return <LoadingLines label={`Loading the ${coin} withdrawal terms`} />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} testId="withdraw-load-error" />;
  if (!state.data.emailReady) return <EmailNeeded onClose={onClose} />;
  return (
    <WithdrawForm
      key={coin}
      coin={coin}
      terms={state.data}
      onDone={(result) => {
        // The balance, today's limit and the maximum have moved: the next view of this coin reads them again.
        cache.delete(coin);
        setDone(result);
      }}
    />
  );
}
