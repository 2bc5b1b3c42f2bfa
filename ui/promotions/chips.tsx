import { Clock } from 'lucide-react';
import type { BonusStatus, EntryState, PromotionCard, PromotionKind } from '../../src/core/promotions/types';
import { BONUS_STATUS_LABELS, entryLabel } from '../../src/app/promotions/labels';
import { timingText } from '../../src/app/promotions/timing';
import { useNow } from '../vip/useNow';
import './chips.css';

/** A promotion's status chip: upcoming, live or ended, with the time left (a live countdown). */
export function StatusChip({ card, testId }: { card: Pick<PromotionCard, 'status' | 'startsAt' | 'endsAt'>; testId?: string }) {
  const now = useNow();
  return (
    <span className={`promo-chip promo-chip--${card.status}`} data-testid={testId} data-status={card.status}>
      <span className="promo-chip__dot" aria-hidden="true" />
      {card.status === 'live' ? 'Live' : card.status === 'upcoming' ? 'Upcoming' : 'Ended'}
      {card.status !== 'ended' && (
        <span className="promo-chip__time">
          <Clock size={12} aria-hidden="true" /> {timingText(card, now)}
        </span>
      )}
    </span>
  );
}

/**
 * The player's entry state in a promotion (worded for its kind: a cashback waiting is not a bonus), with what is left
 * of it when known (`left`: "Taken · 3 free bets left").
 */
export function EntryChip({
  entry,
  kind,
  left,
  testId,
}: {
  entry: EntryState;
  kind?: PromotionKind;
  left?: string | null;
  testId?: string;
}) {
  return (
    <span className={`promo-chip promo-chip--entry promo-chip--${entry}`} data-testid={testId} data-entry={entry}>
      {entryLabel(entry, kind)}
      {left && ` · ${left}`}
    </span>
  );
}

/** A bonus's state. */
export function BonusStatusChip({ status }: { status: BonusStatus }) {
  return (
    <span className={`promo-chip promo-chip--bonus-${status}`} data-testid="bonus-status" data-status={status}>
      {BONUS_STATUS_LABELS[status]}
    </span>
  );
}
