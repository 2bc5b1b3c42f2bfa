import { ArrowUpCircle } from 'lucide-react';
import type { Coin } from '../../src/core/currency';
import type { VipData, VipSnapshot } from '../../src/app/vip/VipData';
import { Private } from '../streamer/Private';
import { ClaimButton } from './ClaimButton';
import { FormulaNote } from './FormulaNote';
import { CardState, VipCard } from './VipCard';
import { positive, usd, xp } from './vipFormat';

/** The level-up rewards waiting (one per level reached, paid once), and what the next level pays. */
export function LevelUpCard({ snap, data, coin }: { snap: VipSnapshot; data: VipData; coin: Coin }) {
  const unlocked = snap.unlocked;
  const waiting = unlocked?.levels.filter((l) => l.status === 'waiting') ?? [];
  const next = snap.locked?.levels.find((l) => positive(l.upgradeReward));
  const ready = waiting.length > 0;
  const bonusOnly = waiting.length > 0 && waiting.every((l) => l.rewardBalance === 'BONUS');
  return (
    <VipCard
      icon={ArrowUpCircle}
      title="Level-up rewards"
      testId="vip-levelup"
      tag={ready ? <span className="badge badge--amber">{waiting.length} waiting</span> : undefined}
    >
      <span id="vip-levelup" className="vip-anchor" aria-hidden="true" />
      {!unlocked ? (
        <CardState failed={snap.failed.has('levels')} onRetry={() => data.request(['levels'])} />
      ) : (
        <>
          <p className="vip-card__big">
            <strong className="num" data-testid="levelup-usd">
              <Private kind="amount">{usd(unlocked.waitingUsd)}</Private>
            </strong>
            <small>{ready ? `waiting${bonusOnly ? ', paid as bonus money' : ''}` : 'nothing waiting'}</small>
          </p>
          {ready && (
            <ul className="vip-list" data-testid="levelup-list">
              {waiting.map((l) => (
                <li key={l.levelId}>
                  <span>{l.name}</span>
                  <span className="num">
                    <Private kind="amount">{usd(l.upgradeReward)}</Private>
                    {l.rewardBalance === 'BONUS' && <small> bonus</small>}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {next && (
            <p className="vip-card__text" data-testid="levelup-next">
              Next reward: <strong>{next.name}</strong> pays {usd(next.upgradeReward)},{' '}
              <span className="num">
                <Private kind="amount">{xp(next.xpNeeded)}</Private>
              </span>{' '}
              XP away.
            </p>
          )}
          <ClaimButton
            ready={ready}
            busy={snap.busy.has('level_up')}
            onClaim={() => data.claim('level_up', { coin })}
            testId="claim-levelup"
          >
            {ready ? (
              <>
                Claim <Private kind="amount">{usd(unlocked.waitingUsd)}</Private> in {coin}
              </>
            ) : (
              'Reach a new level to earn one'
            )}
          </ClaimButton>
          <FormulaNote kinds={['level_up']}>
            <p>
              Each level says whether it pays into your deposit balance or as bonus money. Paid in the coin you pick, at its current price.
            </p>
          </FormulaNote>
        </>
      )}
    </VipCard>
  );
}
