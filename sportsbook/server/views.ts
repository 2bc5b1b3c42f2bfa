import type { BetStatus, BookBet } from '../shared/api';
import { cashOutOffer } from './cashout';
import type { BookContext } from './context';
import { legResults } from './settlement';
import type { StoredBet } from './types';

// Bets as the page shows them: their legs' results as they stand (also after the bet settled), and the cash-out offer now.

const OPEN: readonly BetStatus[] = ['pending', 'open'];
/** My bets lists at most this many bets of each kind, newest first. */
const LIST_LIMIT = 100;

/** A bet for the page. */
export function viewBet(ctx: BookContext, bet: StoredBet): BookBet {
  // A bet settled early (a combo lost on one leg, a cash-out) still shows how its other matches end.
  const results =
    bet.status === 'open'
      ? legResults(ctx, bet)
      : bet.status === 'pending' || bet.status === 'rejected'
        ? {}
        : legResults(ctx, bet, 'open');
  return {
    id: bet.id,
    type: bet.type,
    stake: bet.stake,
    currency: bet.currency,
    odds: bet.odds,
    potentialWin: bet.potentialWin,
    status: bet.status,
    payout: bet.payout,
    placedAt: bet.placedAt,
    settledAt: bet.settledAt,
    legs: bet.legs.map((l) => ({
      selectionId: l.selectionId,
      eventId: l.eventId,
      eventName: l.eventName,
      kickoff: l.kickoff,
      market: l.market,
      label: l.label,
      price: l.price,
      result: results[l.selectionId] ?? l.result,
    })),
    cashOut: cashOutOffer(ctx, bet),
    ...(bet.reason ? { reason: bet.reason } : {}),
  };
}

/** A player's open (pending or open) or settled bets, newest first. */
export function playerBets(ctx: BookContext, player: string, status: 'open' | 'settled'): BookBet[] {
  const wanted = (s: BetStatus) => OPEN.includes(s) === (status === 'open');
  // The store keeps bets in the order they were placed: newest first is that order reversed (a stable sort keeps it
  // for bets placed in the same millisecond).
  return [...ctx.store.bets.values()]
    .reverse()
    .filter((b) => b.player === player && wanted(b.status))
    .sort((a, b) => b.placedAt - a.placedAt)
    .slice(0, LIST_LIMIT)
    .map((b) => viewBet(ctx, b));
}
