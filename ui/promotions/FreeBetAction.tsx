import { useRef, useState } from 'react';
import { CircleCheck, Gift } from 'lucide-react';
import type { PlayerPromotion, PromotionDetail } from '../../src/core/promotions/types';
import { takeFreeBets } from '../../src/app/actions/promotions';
import {
  freeBetCount,
  freeBetEachText,
  freeBetGames,
  freeBetOffer,
  freeBetsTotal,
  takeFreeBetsText,
} from '../../src/app/promotions/freeBets';
import { ActionButton } from './ActionButton';
import { gamesText } from './promoFormat';

/** Props of FreeBetAction. */
export interface FreeBetActionProps {
  promotion: PromotionDetail;
  /** The player's standing (a player's: guests are asked to log in by the action area). */
  mine: PlayerPromotion;
  /** The standing the take answered with. */
  onMine(mine: PlayerPromotion): void;
  /** Read the standing again (the take was refused, or got no answer). */
  onStale(): void;
  /** The free bets were taken: the page reads the promotion again. */
  onTaken?(): void;
}

/**
 * The action area of a free-bet promotion for a player: before taking, what taking gives and Take (sent once, busy
 * while on its way; inactive with the reason when it cannot be taken); once taken, how many are left and where they
 * are used. There is no Leave: free bets are the player's until they expire.
 */
export function FreeBetAction({ promotion, mine, onMine, onStale, onTaken }: FreeBetActionProps) {
  const [busy, setBusy] = useState(false);
  // A second press before the first one's re-render must not send a second take.
  const sending = useRef(false);
  const offer = freeBetOffer(promotion.rules);

  const take = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const outcome = await takeFreeBets(promotion.id);
    sending.current = false;
    setBusy(false);
    if (outcome.ok) {
      onMine(outcome.data);
      onTaken?.();
    } else onStale();
  };

  if (mine.state === 'none') {
    const lead =
      promotion.status === 'ended'
        ? 'This promotion has ended.'
        : promotion.status === 'upcoming'
          ? 'This promotion has not started yet.'
          : offer
            ? `${freeBetCount(offer.bets)} of ${freeBetEachText(offer.amount, offer.coin)} on ${gamesText(promotion.games)}${
                offer.days !== null ? `, yours for ${offer.days} day${offer.days === 1 ? '' : 's'}` : ''
              }. A win pays what it won beyond the stake; a loss costs nothing.`
            : 'Take them once: they are yours at once, for bets on the house.';
    return (
      <>
        <p className="promo-action__lead" data-testid="free-bets-offer">
          {lead}
        </p>
        <ActionButton busy={busy} inactive={!mine.canJoin} onClick={() => void take()} testId="promo-take-free-bets">
          <Gift size={18} aria-hidden="true" /> {takeFreeBetsText(offer)}
        </ActionButton>
        {!mine.canJoin && mine.cannotJoin && (
          <p className="promo-note" data-testid="promo-cannot-join">
            {mine.cannotJoin}
          </p>
        )}
      </>
    );
  }

  const fb = mine.freeBets;
  const left = fb?.available.length ?? null;
  const games = gamesText(freeBetGames(fb?.available ?? [], promotion.games));
  return (
    <p className="promo-action__state" data-testid="promo-free-bets-taken">
      <CircleCheck size={18} aria-hidden="true" />
      <span>
        <strong>Taken.</strong>{' '}
        {fb === null || left === null
          ? 'Your free bets wait in the bet panel of their games.'
          : left > 0
            ? `${left} of ${freeBetCount(freeBetsTotal(fb))} left: use them from the bet panel of ${games}.`
            : 'No free bets left: they are all used or expired.'}
      </span>
    </p>
  );
}
