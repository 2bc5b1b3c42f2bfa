import { Link } from 'react-router';
import { BadgeCheck, ChevronRight, Gift, Info } from 'lucide-react';
import type { Coin } from '../../src/core/currency';
import type { RechargeActivityInfo } from '../../src/core/promotions/types';
import { closeWallet } from '../../src/app/actions/walletDialog';
import { usdText } from './promoFormat';
import './depositOffers.css';

/**
 * The deposit tab's offers for the coin: each one's headline, minimum deposit, whether a deposit now qualifies and its
 * note, linking to the promotion (which closes the dialog). Nothing shows while they load, when there are none, or
 * when the read failed: the deposit itself never waits for them.
 */
export function DepositOffers({ coin, info }: { coin: Coin; info: RechargeActivityInfo | null }) {
  if (!info || info.offers.length === 0) return null;
  return (
    <section className="deposit-offers" data-testid="deposit-offers" aria-label={`Bonus offers for a ${coin} deposit`}>
      {info.offers.map((offer) => (
        <Link
          key={offer.promotionId}
          to={`/promotions/details/${offer.promotionId}`}
          className={`deposit-offer${offer.qualifies ? ' is-on' : ''}`}
          data-testid={`deposit-offer-${offer.promotionId}`}
          data-qualifies={offer.qualifies}
          onClick={() => closeWallet()}
        >
          <span className="deposit-offer__icon" aria-hidden="true">
            <Gift size={18} />
          </span>
          <span className="deposit-offer__text">
            <strong>{offer.title}</strong>
            <span className="deposit-offer__headline">{offer.headline}</span>
            <span className="deposit-offer__facts">
              <span>Min. deposit {usdText(offer.minDepositUsd)}</span>
              <span className={`deposit-offer__qualifies${offer.qualifies ? ' is-yes' : ''}`} data-testid="deposit-offer-qualifies">
                {offer.qualifies ? (
                  <>
                    <BadgeCheck size={14} aria-hidden="true" /> This deposit qualifies
                  </>
                ) : (
                  'A deposit now does not qualify'
                )}
              </span>
            </span>
            {offer.note && (
              <span className="deposit-offer__note" data-testid="deposit-offer-note">
                <Info size={14} aria-hidden="true" /> {offer.note}
              </span>
            )}
          </span>
          <ChevronRight size={16} className="deposit-offer__go" aria-hidden="true" />
        </Link>
      ))}
    </section>
  );
}
