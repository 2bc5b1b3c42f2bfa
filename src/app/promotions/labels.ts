import type { BonusSource, BonusStatus, EntryState, PromotionCard, PromotionKind, PromotionTab } from '../../core/promotions/types';

/** The list tabs of /promotions, as their buttons say. */
export const TAB_LABELS: Record<PromotionTab, string> = { all: 'All', joined: 'Joined', available: 'Available' };

/** A player's entry state, as its chip says. */
export const ENTRY_LABELS: Record<EntryState, string> = {
  joined: 'Joined',
  claimable: 'Bonus to claim',
  claimed: 'Claimed',
  declined: 'Declined',
  cancelled: 'Left',
};

/** A bonus's state, as its chip says. */
export const BONUS_STATUS_LABELS: Record<BonusStatus, string> = {
  active: 'Wagering',
  completed: 'Wagering complete',
  converted: 'Converted',
  cancelled: 'Cancelled',
  expired: 'Expired',
  spent: 'Used up',
};

/** Where a bonus came from. */
export const SOURCE_LABELS: Record<BonusSource, string> = {
  first_deposit: 'Welcome match',
  reload: 'Reload',
  code: 'Code',
  vip: 'VIP',
  free_bet: 'Free bets',
  cashback: 'Cashback',
  race: 'Race',
  grant: 'Grant',
};

/** What a promotion is. */
export const KIND_LABELS: Record<PromotionKind, string> = {
  first_deposit: 'Welcome offer',
  reload: 'Reload',
  race: 'Wager race',
  cashback: 'Cashback',
  free_bet: 'Free bets',
};

/**
 * A player's entry state as its chip says it for a kind: a cashback waiting is "Cashback to claim", not a bonus; free
 * bets are taken, not claimed.
 */
export function entryLabel(entry: EntryState, kind?: PromotionKind): string {
  if (entry === 'claimable' && kind === 'cashback') return 'Cashback to claim';
  if (entry === 'claimed' && kind === 'free_bet') return 'Taken';
  return ENTRY_LABELS[entry];
}

/** A card's call to action for the player's entry: what opening it leads to. */
export function cardActionText(card: Pick<PromotionCard, 'kind' | 'entry' | 'status' | 'available'>): string {
  if (card.kind === 'free_bet') {
    if (card.entry === 'claimed') return 'See your free bets';
    if (card.status !== 'ended' && card.available) return 'Take the free bets';
  }
  if (card.entry === 'claimable') return card.kind === 'cashback' ? 'Claim your cashback' : 'Claim your bonus';
  if (card.entry === 'joined' && card.kind === 'race') return 'See your place';
  if (card.entry === 'joined' || card.entry === 'claimed') return 'View your progress';
  if (card.status === 'ended') return 'See the rules';
  return card.available ? 'Join now' : 'View offer';
}
