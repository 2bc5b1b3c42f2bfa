import { CircleAlert, ExternalLink, EyeOff, Info, RotateCw, TriangleAlert } from 'lucide-react';
import type { Coin } from '../../src/core/currency';
import type { DepositAddress } from '../../src/core/wallet/api';
import type { RechargeActivityInfo } from '../../src/core/promotions/types';
import { loadDepositAddress, loadRechargeOffers } from '../../src/app/actions/walletCalls';
import { DepositOffers } from '../promotions/DepositOffers';
import { QrCode } from '../profile/QrCode';
import { Private, useStreamerMode } from '../streamer/Private';
import { CopyButton } from './CopyButton';
import { demoPayUrl } from './demoPay';
import { useCachedLoad, type LoadCache, type LoadState } from './useCachedLoad';
import { coinAmountText } from './withdrawMath';

/** A read that failed: its message and a Retry. */
export function LoadError({ message, onRetry, testId }: { message: string; onRetry(): void; testId: string }) {
  return (
    <div className="wallet-load-error" role="alert" data-testid={testId}>
      <p>
        <CircleAlert size={18} aria-hidden="true" /> {message}
      </p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        <RotateCw size={16} aria-hidden="true" /> Retry
      </button>
    </div>
  );
}

/** Placeholder lines while a read is under way. */
export function LoadingLines({ label }: { label: string }) {
  return (
    <div className="wallet-loading" role="status" aria-label={label}>
      <span className="skeleton" />
      <span className="skeleton" />
      <span className="skeleton skeleton--short" />
    </div>
  );
}

/**
 * The deposit tab: the bonus offers for the coin (with `offers`, the dialog's cache of them), the coin's network, the
 * player's address (and tag or memo), its QR code and the deposit terms.
 */
export function DepositTab({
  coin,
  cache,
  offers,
}: {
  coin: Coin;
  cache: LoadCache<DepositAddress>;
  offers?: LoadCache<RechargeActivityInfo>;
}) {
  const [state, retry] = useCachedLoad(cache, coin, () => loadDepositAddress(coin));
  return (
    <>
      {offers && <CoinOffers coin={coin} cache={offers} />}
      <DepositView coin={coin} state={state} onRetry={retry} />
    </>
  );
}

/** The offers of a coin, read once per coin while the dialog is open; a failed read shows nothing (no Retry). */
function CoinOffers({ coin, cache }: { coin: Coin; cache: LoadCache<RechargeActivityInfo> }) {
  const [state] = useCachedLoad(cache, coin, () => loadRechargeOffers(coin));
  return <DepositOffers coin={coin} info={state.status === 'ok' ? state.data : null} />;
}

function DepositView({ coin, state, onRetry }: { coin: Coin; state: LoadState<DepositAddress>; onRetry(): void }) {
  if (state.status === 'loading') return <LoadingLines label={`Loading your ${coin} deposit address`} />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={onRetry} testId="deposit-error" />;
  return <DepositDetails coin={coin} d={state.data} />;
}

function DepositDetails({ coin, d }: { coin: Coin; d: DepositAddress }) {
  const tagName = d.tagLabel ?? 'Tag';
  const streamer = useStreamerMode();
  return (
    <div className="wallet-deposit">
      <p className="wallet-network">
        <span>Network</span>
        <strong data-testid="deposit-network">{d.networkLabel}</strong>
      </p>
      <p className="wallet-note">
        <Info size={16} aria-hidden="true" /> Send only {coin} on the {d.networkLabel} network to this address.
      </p>
      {d.tag !== null && (
        <div className="wallet-warning" role="note" data-testid="deposit-tag-warning">
          <TriangleAlert size={20} aria-hidden="true" />
          <p>
            <strong>
              Include the {tagName.toLowerCase()} <Private kind="address">{d.tag}</Private>.
            </strong>{' '}
            Deposits without the {tagName.toLowerCase()} can't be matched to your account and are lost.
          </p>
        </div>
      )}
      <div className="wallet-qr" data-testid="deposit-qr">
        {/* Streamer mode draws no QR code: a code on stream is the address. */}
        {streamer ? (
          <p className="wallet-qr__hidden" data-testid="deposit-qr-hidden">
            <EyeOff size={24} aria-hidden="true" />
            Address hidden in streamer mode
          </p>
        ) : (
          <QrCode text={d.address} size={176} label={`QR code of your ${coin} deposit address`} />
        )}
      </div>
      <div className="wallet-copyable">
        <span className="field__label">Your {coin} deposit address</span>
        <div className="wallet-copyable__row">
          <code className="wallet-copyable__value" data-testid="deposit-address">
            <Private kind="address">{d.address}</Private>
          </code>
          <CopyButton text={d.address} what="address" testId="deposit-copy" />
        </div>
      </div>
      {d.tag !== null && (
        <div className="wallet-copyable wallet-copyable--tag">
          <span className="field__label">{tagName} (required)</span>
          <div className="wallet-copyable__row">
            <code className="wallet-copyable__value" data-testid="deposit-tag">
              <Private kind="address">{d.tag}</Private>
            </code>
            <CopyButton text={d.tag} what={tagName.toLowerCase()} testId="deposit-tag-copy" />
          </div>
        </div>
      )}
      <ul className="wallet-facts">
        <li data-testid="deposit-minimum">
          Minimum deposit{' '}
          <strong className="num">
            {coinAmountText(d.minDeposit, coin)} {coin}
          </strong>{' '}
          — smaller deposits are not credited
        </li>
        <li data-testid="deposit-confirmations">
          Credited after <strong className="num">{d.confirmations}</strong> network confirmation{d.confirmations === 1 ? '' : 's'}
        </li>
      </ul>
      {/* The simulator's link names the address: streamer mode opens it on press instead. */}
      {d.simulate && streamer && (
        <button
          type="button"
          className="btn btn--outline btn--block wallet-simulate"
          data-testid="deposit-simulate"
          onClick={() => void window.open(demoPayUrl(coin, d.address, d.tag), '_blank', 'noopener')}
        >
          <ExternalLink size={16} aria-hidden="true" /> Simulate a deposit (demo)
        </button>
      )}
      {d.simulate && !streamer && (
        <a
          className="btn btn--outline btn--block wallet-simulate"
          href={demoPayUrl(coin, d.address, d.tag)}
          target="_blank"
          rel="noopener"
          data-testid="deposit-simulate"
        >
          <ExternalLink size={16} aria-hidden="true" /> Simulate a deposit (demo)
        </a>
      )}
    </div>
  );
}
