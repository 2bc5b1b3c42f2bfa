import { Crown, LogIn, UserPlus } from 'lucide-react';
import { getState } from '../../src/app/store';
import { VIP_FORMULAS } from '../../src/core/vip/formulas';
import { VIP_REWARD_KINDS } from '../../src/core/vip/types';
import { REWARD_LABELS } from '../../src/app/vip/labels';

/** What a guest sees first: what the VIP Club pays, how each reward is counted, and the way in (register or log in). */
export function GuestHero({ checked }: { checked: boolean }) {
  return (
    <section className="vip-hero vip-hero--guest card" data-testid="vip-guest" aria-label="Join the VIP Club">
      <div className="vip-hero__badge" aria-hidden="true">
        <Crown size={36} />
      </div>
      <div className="vip-hero__text">
        <span className="eyebrow">VIP Club</span>
        <h1 className="vip-hero__level">Every bet takes you further</h1>
        <p className="vip-hero__next">
          Climb the levels as you play and collect rakeback on every bet, a reward at each new level, daily, weekly and monthly rewards,
          recharges, a birthday bonus and a monthly gift. Nothing expires and nothing is halved.
        </p>
        {checked ? (
          <div className="vip-hero__actions">
            <button
              type="button"
              className="btn btn--primary btn--lg"
              data-testid="vip-register"
              onClick={() => getState().openDialog('register')}
            >
              <UserPlus size={18} aria-hidden="true" /> Register and start earning
            </button>
            <button type="button" className="btn btn--ghost btn--lg" data-testid="vip-login" onClick={() => getState().openDialog('login')}>
              <LogIn size={18} aria-hidden="true" /> Log in
            </button>
          </div>
        ) : (
          <p className="vip-hero__next">Loading…</p>
        )}
      </div>
      <details className="vip-guide" open>
        <summary>How each reward is counted</summary>
        <dl>
          {VIP_REWARD_KINDS.map((kind) => (
            <div key={kind} className="vip-guide__row" data-testid={`guide-${kind}`}>
              <dt>{REWARD_LABELS[kind]}</dt>
              <dd>{VIP_FORMULAS[kind]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
