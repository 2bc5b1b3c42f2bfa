import { Percent } from 'lucide-react';
import { formatCoin } from '../../src/core/format';
import type { VipData, VipSnapshot } from '../../src/app/vip/VipData';
import { Private } from '../streamer/Private';
import { CoinIcon } from '../wallet/CoinIcon';
import { ClaimButton } from './ClaimButton';
import { FormulaNote } from './FormulaNote';
import { CardState, VipCard } from './VipCard';
import { pct, positive, usd } from './vipFormat';

/** Rakeback accrued now, per coin, with one tap to claim all of it (each coin is paid in itself). */
export function RakebackCard({ snap, data }: { snap: VipSnapshot; data: VipData }) {
  const rakeback = snap.rebate?.rakeback;
  // A reversed stake takes its share back, so a coin's accrued rakeback may sit below zero for a while: shown as none.
  const coins = (rakeback?.coins ?? []).filter((c) => positive(c.accrued));
  const ready = coins.some((c) => positive(c.claimable));
  return (
    <VipCard
      icon={Percent}
      title="Rakeback"
      testId="vip-rakeback"

      tag={rakeback && <span className="badge badge--accent">{pct(rakeback.rate)} of the edge</span>}
    >
      {!rakeback ? (
        <CardState failed={snap.failed.has('rebate')} onRetry={() => data.request(['rebate'])} />
      ) : (
        <>
          <p className="vip-card__big">
            <strong className="num" data-testid="rakeback-usd">
              <Private kind="amount">{usd(rakeback.claimableUsd)}</Private>
            </strong>
            <small>ready to claim</small>
          </p>
          {coins.length === 0 ? (
            <p className="vip-card__text">Every settled bet adds to it, in the coin you bet. Play a round and watch it grow.</p>
          ) : (
            <ul className="vip-coins" data-testid="rakeback-coins">
              {coins.map((c) => (
                <li key={c.coin} className="vip-coins__row">
                  <CoinIcon coin={c.coin} size={22} />
                  <span className="vip-coins__coin">{c.coin}</span>
                  <span className="vip-coins__amount">
                    <span className="num">
                      <Private kind="amount">{formatCoin(c.claimable)}</Private>
                    </span>
                    {/* What has accrued below the coin's smallest unit waits for the next bets. */}
                    <small className="num" title="Accrued, exactly">
                      {positive(c.claimable) ? (
                        <Private kind="amount">{usd(c.usd)}</Private>
                      ) : (
                        <>
                          accruing: <Private kind="amount">{c.accrued}</Private>
                        </>
                      )}
                    </small>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <ClaimButton ready={ready} busy={snap.busy.has('rakeback')} onClaim={() => data.claim('rakeback')} testId="claim-rakeback">
            {ready ? 'Claim all' : 'Nothing to claim yet'}
          </ClaimButton>
          <FormulaNote kinds={['rakeback']}>
            <p>Each coin is paid in itself, rounded down to the coin’s smallest unit; the rest keeps accruing.</p>
          </FormulaNote>
        </>
      )}
    </VipCard>
  );
}
