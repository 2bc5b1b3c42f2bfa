import { useId, useState } from 'react';
import { ChartColumn, HandCoins, LoaderCircle } from 'lucide-react';
import { CODE } from '../../src/core/api';
import { COINS, type Coin } from '../../src/core/currency';
import type { InviteInfo } from '../../src/core/promotions/referrals';
import { canClaim, claimCommission } from '../../src/app/actions/referrals';
import { useStore } from '../../src/app/store';
import { SteadyButton } from '../common/SteadyButton';
import { Private } from '../streamer/Private';
import { CoinIcon } from '../wallet/CoinIcon';
import { usdCentsText } from './promoFormat';

/**
 * The referral figures (invited, active, wagered, commission earned, claimed) and the claim: what is claimable, the
 * coin it is paid in (the selected coin unless another is picked here, as the VIP rewards do) and Claim, which acts
 * only from the smallest claim. After a claim, paid or refused or unanswered, `onStale` reads the summary again: what
 * rounding to the coin left claimable, or what changed since it was read.
 */
export function ReferralStats({ info, onStale }: { info: InviteInfo; onStale(): void }) {
  const id = useId();
  const selectedCoin = useStore((s) => s.selectedCoin);
  const [payIn, setPayIn] = useState<Coin | null>(null);
  const coin = payIn ?? selectedCoin;
  const [busy, setBusy] = useState(false);
  const ready = canClaim(info);
  const claim = async () => {
    if (busy || !ready) return;
    setBusy(true);
    const outcome = await claimCommission(coin);
    setBusy(false);
    // A 401 ended the session: the page is a guest's now.
    if (outcome.ok || outcome.code !== CODE.UNAUTHORIZED) onStale();
  };
  return (
    <section className="card ref-stats" data-testid="invite-stats" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="promo-section__title">
        <ChartColumn size={18} aria-hidden="true" /> Your referrals
      </h2>
      <div className="ref-stats__body">
        <dl className="ref-stats__grid">
          <div>
            <dt>Invited</dt>
            <dd className="num" data-testid="invite-stat-invited">
              {info.invited.toLocaleString('en')}
            </dd>
          </div>
          <div>
            <dt>Active</dt>
            <dd className="num" data-testid="invite-stat-active">
              {info.active.toLocaleString('en')}
            </dd>
            {info.blocked > 0 && <small data-testid="invite-stat-blocked">{info.blocked.toLocaleString('en')} not eligible</small>}
          </div>
          <div>
            <dt>Wagered</dt>
            <dd className="num" data-testid="invite-stat-wagered">
              <Private kind="amount">{usdCentsText(info.wageredUsd)}</Private>
            </dd>
            <small>by active invitees</small>
          </div>
          <div>
            <dt>Commission earned</dt>
            <dd className="num ref-stats__earned" data-testid="invite-stat-commission">
              <Private kind="amount">{usdCentsText(info.commissionUsd)}</Private>
            </dd>
          </div>
          <div>
            <dt>Claimed</dt>
            <dd className="num" data-testid="invite-stat-claimed">
              <Private kind="amount">{usdCentsText(info.claimedUsd)}</Private>
            </dd>
          </div>
        </dl>
        <div className={`ref-claim${ready ? ' is-ready' : ''}`}>
          <dl className="ref-claim__amount">
            <dt>
              <HandCoins size={16} aria-hidden="true" /> Claimable
            </dt>
            <dd className="num" data-testid="invite-claimable">
              <Private kind="amount">{usdCentsText(info.claimableUsd)}</Private>
            </dd>
          </dl>
          <label className="ref-claim__coin">
            <CoinIcon coin={coin} size={20} />
            <span>Pay in</span>
            <select className="select" data-testid="invite-claim-coin" value={coin} onChange={(e) => setPayIn(e.target.value as Coin)}>
              {COINS.map((c) => (
                <option key={c.coin} value={c.coin}>
                  {c.coin}
                </option>
              ))}
            </select>
          </label>
          <SteadyButton
            className="btn btn--primary btn--lg ref-claim__btn"
            inactive={busy || !ready}
            aria-busy={busy || undefined}
            aria-describedby={`${id}-note`}
            data-testid="invite-claim"
            onClick={() => void claim()}
          >
            {busy && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
            Claim
          </SteadyButton>
          <p className="ref-claim__note" id={`${id}-note`} data-testid="invite-claim-note">
            {ready
              ? `Paid to your balance in ${coin} at its current price.`
              : `Nothing to claim yet: claims start at ${usdCentsText(info.minClaimUsd)}.`}
          </p>
        </div>
      </div>
    </section>
  );
}
