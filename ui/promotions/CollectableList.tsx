import { useState } from 'react';
import { LoaderCircle, PartyPopper } from 'lucide-react';
import type { CollectableReward, PromotionKind } from '../../src/core/promotions/types';
import { claimAward, claimCashback } from '../../src/app/actions/promotions';
import { KIND_LABELS } from '../../src/app/promotions/labels';
import { periodKeyLabel } from '../../src/app/promotions/timing';
import { SteadyButton } from '../common/SteadyButton';
import { CoinIcon } from '../wallet/CoinIcon';
import { Private } from '../streamer/Private';
import { CoinText } from './PrivateAmount';
import { usdText } from './promoFormat';

// A deposit match (it opens a bonus with its wagering) and a cashback (to the deposit balance) are claimed; a prize is
// collected.
const CLAIM_KINDS: ReadonlySet<PromotionKind> = new Set<PromotionKind>(['first_deposit', 'reload', 'cashback']);

/** A reward's period as players read it: a cashback's key is its period's start ("Period from Mon 30 Nov"). */
const periodText = (r: CollectableReward) => (r.kind === 'cashback' ? periodKeyLabel(r.period, null) : r.period);

/** What waits to be claimed or collected (a deposit match, cashback due, a prize): each with its button. */
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
    // A cashback is claimed for its period, in the coin it is shown in (the player's selected coin, the default).
    const outcome =
      r.kind === 'cashback'
        ? await claimCashback(r.promotionId, { period: r.period, expect: [r.period] })
        : await claimAward(r.promotionId, r.period);
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
                {r.period ? ` · ${periodText(r)}` : ''}
              </small>
            </span>
            <span className="promo-collect__amount num">
              <CoinText amount={r.amount} coin={r.coin} />
              <small>
                ≈ <Private kind="amount">{usdText(r.usd)}</Private>
              </small>
            </span>
            <SteadyButton
              className="btn btn--primary"
              inactive={busy !== null}
              aria-busy={busy === keyOf(r) || undefined}
              onClick={() => void collect(r)}
              data-testid="collect-btn"
            >
              {busy === keyOf(r) && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
              {CLAIM_KINDS.has(r.kind) ? 'Claim' : 'Collect'}
            </SteadyButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
