import { useState } from 'react';
import { LoaderCircle, PartyPopper } from 'lucide-react';
import type { CollectableReward, PromotionKind } from '../../src/core/promotions/types';
import { claimAward } from '../../src/app/actions/promotions';
import { KIND_LABELS } from '../../src/app/promotions/labels';
import { SteadyButton } from '../common/SteadyButton';
import { CoinIcon } from '../wallet/CoinIcon';
import { coinText, usdText } from './promoFormat';

// A deposit match is claimed (it opens a bonus with its wagering); a prize or cashback is collected.
const MATCH_KINDS: ReadonlySet<PromotionKind> = new Set<PromotionKind>(['first_deposit', 'reload']);

/** What waits to be claimed or collected (a deposit match, a race prize, cashback): each with its button. */
export function CollectableList({
  rewards,
  onCollected,
}: {
  rewards: readonly CollectableReward[];
  onCollected(reward: CollectableReward, ok: boolean): void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (rewards.length === 0) return null;
  const keyOf = (r: CollectableReward) => `${r.promotionId}:${r.period}`;
  const collect = async (r: CollectableReward) => {
    setBusy(keyOf(r));
    const outcome = await claimAward(r.promotionId, r.period);
    setBusy(null);
    onCollected(r, outcome.ok);
  };
  return (
    <section className="promo-section" data-testid="collectable" aria-labelledby="promo-collect-title">
      <h2 id="promo-collect-title" className="promo-section__title">
        <PartyPopper size={18} aria-hidden="true" /> Waiting for you
      </h2>
      <ul className="promo-collect">
        {rewards.map((r) => (
          <li key={keyOf(r)} className="promo-collect__row card" data-testid={`collect-${r.promotionId}-${r.period}`}>
            <CoinIcon coin={r.coin} size={28} />
            <span className="promo-collect__text">
              <strong>{r.title}</strong>
              <small>
                {KIND_LABELS[r.kind]}
                {r.period ? ` · ${r.period}` : ''}
              </small>
            </span>
            <span className="promo-collect__amount num">
              {coinText(r.amount, r.coin)}
              <small>≈ {usdText(r.usd)}</small>
            </span>
            <SteadyButton
              className="btn btn--primary"
              inactive={busy !== null}
              aria-busy={busy === keyOf(r) || undefined}
              onClick={() => void collect(r)}
              data-testid="collect-btn"
            >
              {busy === keyOf(r) && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
              {MATCH_KINDS.has(r.kind) ? 'Claim' : 'Collect'}
            </SteadyButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
