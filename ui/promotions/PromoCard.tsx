import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { PromotionCard } from '../../src/core/promotions/types';
import { cardActionText, KIND_LABELS } from '../../src/app/promotions/labels';
import { freeBetsLeftText } from '../../src/app/promotions/freeBets';
import { EntryChip, StatusChip } from './chips';
import { useFreeBetsLeft } from './useFreeBetsLeft';

/** A promotion's card: its art, kind, title and summary, its status with the time left and the player's entry. */
export function PromoCard({ card, headingLevel = 3 }: { card: PromotionCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Taken free bets say how many are left, when the socket has listed the ones held.
  const left = useFreeBetsLeft(card.id, card.kind === 'free_bet' && card.entry === 'claimed');
  return (
    <Link
      to={`/promotions/details/${card.id}`}
      className={`promo-card promo-card--${card.kind}${card.status === 'ended' ? ' is-ended' : ''}`}
      data-testid={`promo-card-${card.id}`}
    >
      <span className="promo-card__art">
        <img src={card.image} alt="" loading="lazy" decoding="async" width={1200} height={400} />
        <span className="promo-card__chips">
          <StatusChip card={card} testId={`promo-status-${card.id}`} />
          {card.entry && (
            <EntryChip
              entry={card.entry}
              kind={card.kind}
              left={left === null ? null : freeBetsLeftText(left)}
              testId={`promo-entry-${card.id}`}
            />
          )}
        </span>
      </span>
      <span className="promo-card__body">
        <span className="eyebrow">{KIND_LABELS[card.kind]}</span>
        <Heading className="promo-card__title">{card.title}</Heading>
        <span className="promo-card__summary">{card.summary}</span>
        <span className={`promo-card__go${card.entry === 'claimable' ? ' is-hot' : ''}`}>
          {cardActionText(card)} <ArrowRight size={16} aria-hidden="true" />
        </span>
      </span>
    </Link>
  );
}

/** A card's place while the list loads. */
export function PromoCardSkeleton() {
  return (
    <div className="promo-card promo-card--skeleton" aria-hidden="true">
      <span className="promo-card__art skeleton" />
      <span className="promo-card__body">
        <span className="skeleton promo-skel-line promo-skel-line--short" />
        <span className="skeleton promo-skel-line" />
        <span className="skeleton promo-skel-line" />
      </span>
    </div>
  );
}
