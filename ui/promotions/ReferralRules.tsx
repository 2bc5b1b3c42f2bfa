import { ListChecks } from 'lucide-react';
import { toDecimal } from '../../src/core/format';
import type { PromotionRule } from '../../src/core/promotions/types';
import { sharePercent, usdText } from './promoFormat';
import { RulesTable } from './RulesTable';

/** The published rules of the referral programme, in plain words, for a rate and a smallest claim. */
export function referralRules(rate: string, minClaimUsd: string): PromotionRule[] {
  const pct = sharePercent(rate);
  return [
    { label: 'You earn', value: `${pct} of the house edge of every bet your friends place, for as long as they play` },
    { label: 'Commission', value: `Their wager × the game’s house edge × ${pct}` },
    { label: 'Counts on', value: 'Bets with deposit money; bets with bonus money earn nothing' },
    {
      label: 'Not eligible',
      value: 'Your own second accounts: one opened in a browser or from a network address you use earns nothing and shows as Not eligible',
    },
    { label: 'Claims', value: `Any time from ${usdText(minClaimUsd)}, paid to your balance in the coin you choose` },
    { label: 'Your code', value: '4 to 16 letters or digits, chosen once' },
  ];
}

/**
 * How the programme works: three steps, a worked example and the rules table. Guests see it too, before signing in.
 */
export function ReferralRules({ rate, minClaimUsd }: { rate: string; minClaimUsd: string }) {
  const pct = sharePercent(rate);
  return (
    <section className="card ref-rules" data-testid="referral-rules" aria-labelledby="ref-rules-title">
      <h2 id="ref-rules-title" className="promo-section__title">
        <ListChecks size={18} aria-hidden="true" /> How it works
      </h2>
      <div className="ref-rules__body">
        <div className="ref-rules__how">
          <ol className="ref-steps">
            <li>
              <span className="ref-steps__n" aria-hidden="true">
                1
              </span>
              <span>
                <strong>Share your link or code</strong>
                <small>Post your link or share card anywhere, or give friends your code to enter when they register.</small>
              </span>
            </li>
            <li>
              <span className="ref-steps__n" aria-hidden="true">
                2
              </span>
              <span>
                <strong>Friends sign up and play</strong>
                <small>Everyone who registers with your code is yours for good.</small>
              </span>
            </li>
            <li>
              <span className="ref-steps__n" aria-hidden="true">
                3
              </span>
              <span>
                <strong>You earn {pct} of the house edge, forever</strong>
                <small>On every bet they place with deposit money. Claim it to your balance whenever you like.</small>
              </span>
            </li>
          </ol>
          <p className="ref-example" data-testid="referral-example">
            <span className="eyebrow">Example</span>
            <span>
              A friend wagers 1,000 USD on a game with a 1% house edge: you earn 1,000 × 1% × {pct} ={' '}
              <strong>{usdText(toDecimal(rate).times(10))}</strong>.
            </span>
          </p>
        </div>
        <RulesTable rules={referralRules(rate, minClaimUsd)} caption="Rules of the referral programme" testId="referral-rules-table" />
      </div>
    </section>
  );
}
