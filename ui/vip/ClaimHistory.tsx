import { History } from 'lucide-react';
import { formatCoin } from '../../src/core/format';
import { formatDateTime } from '../../src/core/time';
import type { VipData, VipSnapshot } from '../../src/app/vip/VipData';
import { REWARD_LABELS } from '../../src/app/vip/labels';
import { Private } from '../streamer/Private';
import { CardState, VipCard } from './VipCard';
import { positive, usd } from './vipFormat';

/** A claim's period as the player reads it: a level's name for a level-up reward ("level:8"), else as stored. */
function periodText(period: string, snap: VipSnapshot): string {
  const level = /^level:(\d+)$/.exec(period);
  if (!level) return period;
  return snap.ladder?.levels.find((l) => l.levelId === Number(level[1]))?.name ?? `level ${level[1]}`;
}

/** Totals per reward kind (claimed, claimable, how many claims) and the latest claims. */
export function ClaimHistory({ snap, data }: { snap: VipSnapshot; data: VipData }) {
  const history = snap.history;
  const kinds = history?.types.filter((t) => t.claims > 0 || positive(t.claimableUsd) || positive(t.claimedUsd)) ?? [];
  return (
    <VipCard icon={History} title="Your rewards so far" testId="vip-history">
      {!history ? (
        <CardState failed={snap.failed.has('history')} onRetry={() => data.request(['history'])} />
      ) : kinds.length === 0 && history.recent.length === 0 ? (
        <p className="vip-card__text">No rewards claimed yet: your first rakeback is one bet away.</p>
      ) : (
        <div className="vip-history">
          <ul className="vip-totals" data-testid="reward-totals">
            {kinds.map((t) => (
              <li key={t.kind}>
                <span>{REWARD_LABELS[t.kind]}</span>
                <strong className="num">
                  <Private kind="amount">{usd(t.claimedUsd)}</Private>
                </strong>
                <small className="num">
                  {t.claims} {t.claims === 1 ? 'claim' : 'claims'}
                  {positive(t.claimableUsd) && (
                    <>
                      {' '}
                      · <Private kind="amount">{usd(t.claimableUsd)}</Private> to claim
                    </>
                  )}
                </small>
              </li>
            ))}
          </ul>
          {history.recent.length > 0 && (
            <ol className="vip-recent" data-testid="recent-claims">
              {history.recent.map((r, i) => (
                <li key={`${r.at}:${r.kind}:${r.coin}:${i}`}>
                  <span className="vip-recent__kind">
                    {REWARD_LABELS[r.kind]}
                    {r.period && <small> {periodText(r.period, snap)}</small>}
                  </span>
                  <span className="num">
                    <Private kind="amount">{formatCoin(r.amount)}</Private> {r.coin}
                    {r.balanceType === 'BONUS' && <small> bonus</small>}
                  </span>
                  <small className="num">
                    <Private kind="amount">{usd(r.usd)}</Private>
                  </small>
                  <time className="num" dateTime={new Date(r.at).toISOString()}>
                    {formatDateTime(r.at)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </VipCard>
  );
}
