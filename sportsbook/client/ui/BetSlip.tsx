import { useId, type ReactNode } from 'react';
import { useBook, useBookState } from '../hooks';
import { currencyDecimals } from '../money';
import { comboProblem, slipBlock, slipTotals, type SlipMode } from '../slip';
import { AlertIcon, CloseIcon, TicketIcon } from './icons';
import { Receipt } from './Receipt';
import { AcceptSetting, PickRow, StakeField, Totals } from './SlipParts';
import { cls } from './useFlash';

const COMBO_HINTS = {
  too_few: 'A combo needs two or more selections.',
  same_event: 'A combo takes one selection per match: remove the extra ones.',
  too_many: 'A combo takes at most 12 selections.',
} as const;

/** The refusal the last placement got, with what the player can do about it. */
function SlipError() {
  const book = useBook();
  const placing = useBookState((s) => s.placing);
  const framed = useBookState((s) => s.framed);
  if (placing.status !== 'error') return null;
  let action: ReactNode = null;
  if (placing.code === 'insufficient_funds' && framed)
    action = (
      <button type="button" className="btn btn--small btn--primary" onClick={book.deposit}>
        Deposit
      </button>
    );
  if (placing.code === 'login_required' && framed)
    action = (
      <button type="button" className="btn btn--small btn--primary" onClick={book.login}>
        Log in
      </button>
    );
  return (
    <div className="alert" role="alert" data-code={placing.code}>
      <AlertIcon />
      <p className="alert__text">{placing.message}</p>
      {action}
    </div>
  );
}

/** The main button: place, accept changed prices, or log in. */
function PlaceButton() {
  const book = useBook();
  const slip = useBookState((st) => st.slip);
  const currency = useBookState((st) => st.currency);
  const busy = useBookState((st) => st.placing.status === 'placing');
  const player = useBookState((st) => st.player !== null);
  const framed = useBookState((st) => st.framed);
  const block = slipBlock(slip, currencyDecimals(currency));
  if (block === 'changes')
    return (
      <button type="button" className="btn btn--primary btn--block" onClick={book.acceptChanges}>
        Accept changes
      </button>
    );
  if (!player)
    return framed ? (
      <button type="button" className="btn btn--primary btn--block" onClick={book.login}>
        Log in to place bet
      </button>
    ) : (
      <button type="button" className="btn btn--primary btn--block" disabled>
        Log in at the casino to bet
      </button>
    );
  const count = slip.mode === 'singles' ? slip.picks.length : 1;
  return (
    <button type="button" className="btn btn--primary btn--block" disabled={block !== null || busy} onClick={() => void book.place()}>
      {busy ? 'Placing…' : count > 1 ? `Place ${count} bets` : 'Place bet'}
    </button>
  );
}

/** The bet slip: its picks, Singles or Combo, the stake, totals, setting and the place button (or the receipt). */
export function BetSlip({ onClose }: { onClose?: () => void }) {
  const book = useBook();
  const slip = useBookState((s) => s.slip);
  const placing = useBookState((s) => s.placing);
  const currency = useBookState((s) => s.currency);
  const tabs = useId();
  const decimals = currencyDecimals(currency);
  const count = slip.picks.length;
  const combo = comboProblem(slip);
  const suspended = slip.picks.some((p) => p.now === null);
  const setMode = (mode: SlipMode) => book.setMode(mode);

  return (
    <div className="slip">
      <header className="slip__head">
        <h2 className="slip__title">
          <TicketIcon /> Bet slip {count > 0 && <span className="count">{count}</span>}
        </h2>
        {count > 0 && placing.status !== 'done' && (
          <button type="button" className="link-btn" onClick={book.clearSlip}>
            Clear all
          </button>
        )}
        {onClose && (
          <button type="button" className="icon-btn" aria-label="Close bet slip" onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </header>
      {placing.status === 'done' ? (
        <Receipt bets={placing.bets} />
      ) : count === 0 ? (
        <div className="slip__empty">
          <TicketIcon size={28} />
          <p>Your bet slip is empty.</p>
          <p className="muted">Tap a price to add a selection.</p>
        </div>
      ) : (
        <>
          <div
            className="tabs"
            role="tablist"
            aria-label="Bet type"
            onKeyDown={(e) => {
              if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
              const next = slip.mode === 'singles' ? 'combo' : 'singles';
              setMode(next);
              document.getElementById(`${tabs}-${next}`)?.focus();
            }}
          >
            {(['singles', 'combo'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                role="tab"
                id={`${tabs}-${mode}`}
                aria-selected={slip.mode === mode}
                aria-controls={`${tabs}-panel`}
                tabIndex={slip.mode === mode ? 0 : -1}
                className={cls('tabs__tab', slip.mode === mode && 'is-on')}
                onClick={() => setMode(mode)}
              >
                {mode === 'singles' ? 'Singles' : 'Combo'}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${tabs}-panel`} aria-labelledby={`${tabs}-${slip.mode}`} className="slip__panel">
            <ul className="list-stack">
              {slip.picks.map((p) => (
                <PickRow key={p.id} pick={p} />
              ))}
            </ul>
            {slip.mode === 'combo' && combo && <p className="note note--warn">{COMBO_HINTS[combo]}</p>}
            {suspended && <p className="note note--warn">Remove the suspended selections to place your bet.</p>}
            <StakeField label={slip.mode === 'singles' && count > 1 ? 'Stake per bet' : 'Stake'} />
            <Totals totals={slipTotals(slip, decimals)} combo={slip.mode === 'combo'} />
            <AcceptSetting />
            <SlipError />
            <PlaceButton />
          </div>
        </>
      )}
    </div>
  );
}
