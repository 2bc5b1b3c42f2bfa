import { useState } from 'react';
import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import { loadProtection } from '../../../src/app/actions/protection';
import { useStore } from '../../../src/app/store';
import { PERIOD_TEXT, type LimitSlot } from '../../../src/app/protection/limits';
import { LimitForm } from './LimitForm';
import { LimitAmount } from './parts';

/**
 * The deposit tab's offer of a deposit limit: a player without one can set it right here, before the first deposit
 * (the form of the Responsible gambling section, for the deposit limit only); a player with one sees it, with what
 * is used, and where to change it.
 */
export function DepositLimitOffer({ onLeave }: { onLeave(): void }) {
  const limits = useStore((s) => s.protection?.limits ?? null);
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<LimitSlot>({ kind: 'deposit', period: 'day' });
  const deposit = limits?.filter((l) => l.kind === 'deposit') ?? [];
  const manage = (
    <Link to="/profile/Responsible" className="wallet-limit-link" onClick={onLeave} data-testid="deposit-limit-link">
      <HeartHandshake size={16} aria-hidden="true" /> {deposit.length > 0 ? 'Change in Responsible gambling' : 'All limits and tools'}
    </Link>
  );
  if (deposit.length > 0) {
    return (
      <div className="deposit-limit" data-testid="deposit-limit">
        <p className="deposit-limit__text">
          Your deposit limit:{' '}
          {deposit.map((l, i) => (
            <span key={l.period}>
              {i > 0 && ', '}
              <strong className="num">
                <LimitAmount kind={l.kind} amount={l.amount} />
              </strong>{' '}
              per {PERIOD_TEXT[l.period]}
              {l.used !== null && (
                <>
                  {' '}
                  (<LimitAmount kind={l.kind} amount={l.used} /> used)
                </>
              )}
            </span>
          ))}
        </p>
        {manage}
      </div>
    );
  }
  return (
    <div className="deposit-limit" data-testid="deposit-limit">
      {open && limits ? (
        <LimitForm limits={limits} slot={slot} onSlot={setSlot} focusSeq={1} title="Set a deposit limit" fixedKind />
      ) : (
        <button
          type="button"
          className="wallet-limit-link link-btn"
          onClick={() => {
            setOpen(true);
            if (!limits) void loadProtection();
          }}
          data-testid="deposit-limit-open"
        >
          <HeartHandshake size={16} aria-hidden="true" /> Set a deposit limit before you deposit
        </button>
      )}
      {manage}
    </div>
  );
}
