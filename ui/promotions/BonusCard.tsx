import { useState } from 'react';
import { Ban, Gift, Hourglass, Info } from 'lucide-react';
import type { BonusView } from '../../src/core/promotions/types';
import { cancelBonus } from '../../src/app/actions/promotions';
import { isOpenBonus } from '../../src/app/store/bonusSlice';
import { useStore } from '../../src/app/store';
import { SOURCE_LABELS } from '../../src/app/promotions/labels';
import { msUntil, shortDuration } from '../../src/app/promotions/timing';
import { formatDateTime } from '../../src/core/time';
import { CoinIcon } from '../wallet/CoinIcon';
import { useNow } from '../vip/useNow';
import { BonusStatusChip } from './chips';
import { ConfirmDialog } from './ConfirmDialog';
import { CoinText, usePrivateCoinText } from './PrivateAmount';
import { gamesText, percentText, usdText } from './promoFormat';

/** The bonus as the store has it now (socket type 209 keeps its wagering live), else as it was given. */
export function useLiveBonus(bonus: BonusView): BonusView {
  const live = useStore((s) => s.openBonuses?.find((b) => b.id === bonus.id) ?? null);
  return live ?? bonus;
}

/** The rollover bar of a bonus: wagered of required, what is left, the share done. */
export function RolloverMeter({ bonus, compact = false }: { bonus: BonusView; compact?: boolean }) {
  const pct = percentText(bonus.progress);
  const coins = usePrivateCoinText();
  return (
    <div className={`promo-meter${compact ? ' promo-meter--compact' : ''}`}>
      <div
        className="promo-meter__track"
        role="progressbar"
        aria-label="Wagering progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(Math.min(1, Math.max(0, bonus.progress)) * 100)}
        aria-valuetext={`${coins(bonus.wagered, bonus.coin)} of ${coins(bonus.wagerRequired, bonus.coin)} wagered`}
      >
        <span className="promo-meter__bar" style={{ width: pct }} />
      </div>
      {!compact && (
        <p className="promo-meter__legend">
          <span className="num" data-testid="bonus-wagered">
            <CoinText amount={bonus.wagered} coin={bonus.coin} /> <small>of</small>{' '}
            <CoinText amount={bonus.wagerRequired} coin={bonus.coin} />
          </span>
          <span className="promo-meter__pct num">{pct}</span>
        </p>
      )}
    </div>
  );
}

/** When a bonus expires: a countdown while it runs, the date beside it. */
function ExpiryText({ at }: { at: string }) {
  const now = useNow();
  const left = msUntil(at, now);
  return (
    <span data-testid="bonus-expiry">
      {left !== null && left > 0 ? `in ${shortDuration(left)}` : 'now'} <small>({formatDateTime(at)})</small>
    </span>
  );
}

/**
 * An open bonus: its coin and bonus balance, the rollover bar (wagered of required, what is left), the rules it plays
 * under (max bet, games, what counts, expiry) and Cancel bonus, which asks first and says exactly what goes: the
 * bonus balance as it is now; the deposit balance stays. It is inactive, with the reason, while it cannot be
 * cancelled (a round staked from it is still open).
 */
export function BonusCard({
  bonus: given,
  onCancelled,
  cancel,
}: {
  bonus: BonusView;
  /** The bonus as its cancellation answered it. */
  onCancelled?(bonus: BonusView): void;
  /** Cancels it another way (the first-deposit bonus, through its own call); resolves whether it was cancelled. */
  cancel?(): Promise<boolean>;
}) {
  const bonus = useLiveBonus(given);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = isOpenBonus(bonus);
  const confirm = async () => {
    setBusy(true);
    if (cancel) {
      await cancel();
    } else {
      const outcome = await cancelBonus(bonus.id);
      if (outcome.ok) onCancelled?.(outcome.data);
    }
    setBusy(false);
    setConfirming(false);
  };
  return (
    <article className="promo-bonus card" data-testid={`bonus-card-${bonus.id}`} data-status={bonus.status} aria-label={bonus.title}>
      <header className="promo-bonus__head">
        <CoinIcon coin={bonus.coin} size={36} />
        <div className="promo-bonus__title">
          <span className="eyebrow">{SOURCE_LABELS[bonus.source]}</span>
          <h3>{bonus.title}</h3>
        </div>
        <BonusStatusChip status={bonus.status} />
      </header>
      <div className="promo-bonus__balance">
        <span>Bonus balance</span>
        <strong className="num" data-testid="bonus-balance">
          <CoinText amount={bonus.balance} coin={bonus.coin} />
        </strong>
        <small>
          of <CoinText amount={bonus.granted} coin={bonus.coin} /> credited
        </small>
      </div>
      <RolloverMeter bonus={bonus} />
      {bonus.status === 'completed' ? (
        <p className="promo-note promo-note--ok" data-testid="bonus-completed">
          <Gift size={16} aria-hidden="true" /> Wagering complete: the bonus balance is becoming withdrawable money.
        </p>
      ) : (
        <p className="promo-bonus__left" data-testid="bonus-remaining">
          <Hourglass size={16} aria-hidden="true" />{' '}
          <strong className="num">
            <CoinText amount={bonus.remaining} coin={bonus.coin} />
          </strong>{' '}
          left to wager
        </p>
      )}
      <dl className="promo-facts">
        <div>
          <dt>Max bet</dt>
          <dd data-testid="bonus-max-bet">{bonus.maxBetUsd ? `${usdText(bonus.maxBetUsd)} per stake in ${bonus.coin}` : 'No limit'}</dd>
        </div>
        <div>
          <dt>Games</dt>
          <dd data-testid="bonus-games">{gamesText(bonus.games)}</dd>
        </div>
        <div>
          <dt>What counts</dt>
          <dd>{bonus.bonusStakesOnly ? `Stakes paid from the bonus balance` : `Every stake in ${bonus.coin}`}, weighted by house edge</dd>
        </div>
        {bonus.expiresAt && open && (
          <div>
            <dt>Expires</dt>
            <dd>
              <ExpiryText at={bonus.expiresAt} />
            </dd>
          </div>
        )}
      </dl>
      {bonus.status === 'active' && (
        <div className="promo-bonus__actions">
          <button
            type="button"
            className="btn btn--ghost promo-bonus__cancel"
            data-testid="bonus-cancel"
            disabled={bonus.cannotCancel !== null}
            aria-describedby={bonus.cannotCancel ? `bonus-cannot-${bonus.id}` : undefined}
            onClick={() => setConfirming(true)}
          >
            <Ban size={16} aria-hidden="true" /> Cancel bonus
          </button>
          {bonus.cannotCancel && (
            <p className="promo-note" id={`bonus-cannot-${bonus.id}`} data-testid="bonus-cannot-cancel">
              <Info size={16} aria-hidden="true" /> {bonus.cannotCancel}
            </p>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title="Cancel this bonus?"
          confirmLabel="Cancel bonus"
          cancelLabel="Keep my bonus"
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => !busy && setConfirming(false)}
          testId="bonus-cancel-dialog"
        >
          <p data-testid="bonus-cancel-removed">
            Your bonus balance of{' '}
            <strong className="num">
              <CoinText amount={bonus.balance} coin={bonus.coin} />
            </strong>{' '}
            will be removed, and the wagering done so far is lost.
          </p>
          <p data-testid="bonus-cancel-kept">Your {bonus.coin} deposit balance stays exactly as it is: nothing of it is touched.</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
