import { Maximize, MonitorPlay, Wallet } from 'lucide-react';
import type { LaunchMode } from '../../src/app/actions/casinoLaunch';
import { openWallet } from '../../src/app/actions/walletDialog';
import { useStore } from '../../src/app/store';
import { rowAmount } from '../../src/core/balanceRow';
import { CoinIcon } from '../wallet/CoinIcon';
import './stage.css';

/** True when a decimal amount string is zero (or empty). */
const isZero = (amount: string): boolean => !/[1-9]/.test(amount);

/**
 * The game's play controls: real money (the player's selected coin, from its deposit balance, with a Deposit button
 * when that balance is empty) or demo, and on a computer the theatre and full-screen buttons.
 */
export function ModeBar({
  mode,
  onMode,
  hasDemo,
  theatre,
  onTheatre,
  onFullscreen,
}: {
  mode: LaunchMode;
  onMode(mode: LaunchMode): void;
  hasDemo: boolean;
  theatre?: boolean;
  onTheatre?(on: boolean): void;
  onFullscreen?(): void;
}) {
  const loggedIn = useStore((s) => s.loggedIn);
  const coin = useStore((s) => s.selectedCoin);
  // Known only once the balances are in: no Deposit button flashes while they load.
  const empty = useStore(
    (s) =>
      s.balances.length > 0 &&
      isZero(
        rowAmount(
          s.balances.find((r) => r.coin === s.selectedCoin),
          'DEPOSIT',
        ),
      ),
  );
  return (
    <div className="modebar" data-testid="mode-bar">
      <div className="modebar__modes" role="group" aria-label="Play mode">
        <button
          type="button"
          className={`modebar__mode${mode === 'real' ? ' is-on' : ''}`}
          aria-pressed={mode === 'real'}
          onClick={() => onMode('real')}
          data-testid="mode-real"
        >
          Play for real
          {loggedIn && (
            <span className="modebar__coin" data-testid="play-coin">
              <CoinIcon coin={coin} size={16} /> {coin}
            </span>
          )}
        </button>
        {hasDemo && (
          <button
            type="button"
            className={`modebar__mode${mode === 'demo' ? ' is-on' : ''}`}
            aria-pressed={mode === 'demo'}
            onClick={() => onMode('demo')}
            data-testid="mode-demo"
          >
            Demo
          </button>
        )}
      </div>
      {loggedIn && mode === 'real' && empty && (
        <button type="button" className="btn btn--primary modebar__deposit" onClick={() => openWallet('deposit')} data-testid="deposit">
          <Wallet size={16} aria-hidden="true" /> Deposit {coin}
        </button>
      )}
      <span className="modebar__spacer" />
      {onTheatre && (
        <button
          type="button"
          className="btn btn--ghost btn--icon modebar__tool"
          aria-pressed={theatre}
          aria-label="Theatre mode"
          title="Theatre mode"
          onClick={() => onTheatre(!theatre)}
          data-testid="theatre"
        >
          <MonitorPlay size={18} aria-hidden="true" />
        </button>
      )}
      {onFullscreen && (
        <button
          type="button"
          className="btn btn--ghost btn--icon modebar__tool"
          aria-label="Full screen"
          title="Full screen"
          onClick={onFullscreen}
        >
          <Maximize size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
