import type { LegResult } from '../shared/api';
import type { BookContext } from './context';
import { BookError, casinoUnavailable, notFound, refusalError } from './errors';
import { findSelection } from './markets';
import { coinRule, exact, fromUnits, toUnits } from './money';
import { legResults } from './settlement';
import type { StoredBet } from './types';

// Cash-out: the book buys an open bet back at what it is worth now, less its margin. The offer is the bet's potential
// win with each open leg's price swapped for its price now (won legs keep theirs, void legs count 1), times 95%,
// rounded down to the coin's decimals; none while a leg lost, or an open leg is suspended or unpriced.

/** The book's margin on a cash-out, in percent. */
export const CASH_OUT_MARGIN_PERCENT = 5n;

/** A leg for the offer: the price taken, its result so far, and (open) its price now. */
export interface OfferLeg {
  price: string;
  result: LegResult;
  current: string | null;
}

/** The offer in the coin's smallest units: stake × Π(won prices) × Π(taken / now of open legs) × 95%; null: none. */
export function offerUnits(stakeUnits: bigint, legs: readonly OfferLeg[]): bigint | null {
  if (legs.some((l) => l.result === 'lost')) return null;
  const open = legs.filter((l) => l.result === 'open');
  if (open.length === 0) return null;
  let num = stakeUnits * (100n - CASH_OUT_MARGIN_PERCENT);
  let den = 100n;
  for (const leg of legs) {
    if (leg.result === 'void') continue;
    const taken = exact(leg.price);
    num *= taken.int;
    den *= 10n ** BigInt(taken.scale);
    if (leg.result === 'open') {
      if (leg.current === null) return null;
      const now = exact(leg.current);
      num *= 10n ** BigInt(now.scale);
      den *= now.int;
    }
  }
  const units = num / den;
  return units > 0n ? units : null;
}

/** A bet's price now of a selection: null when its market is suspended or it is not offered. */
function priceNow(ctx: BookContext, eventId: string, selectionId: string): string | null {
  const fixture = ctx.schedule.fixture(eventId, true);
  if (!fixture) return null;
  const found = findSelection(ctx.schedule.event(fixture).markets, selectionId);
  if (!found || found.market.suspended) return null;
  return found.selection.price;
}

/** The cash-out offer of a bet now, or null (not open, owing the casino a call, being worked on, or no offer). */
export function cashOutOffer(ctx: BookContext, bet: StoredBet): string | null {
  if (bet.status !== 'open' || bet.pending || ctx.busy.has(bet.id)) return null;
  const decimals = coinRule(bet.currency)?.decimals;
  const stake = decimals === undefined ? null : toUnits(bet.stake, decimals);
  if (decimals === undefined || stake === null) return null;
  const results = legResults(ctx, bet);
  const legs = bet.legs.map((l) => {
    const result = results[l.selectionId] ?? 'open';
    return { price: l.price, result, current: result === 'open' ? priceNow(ctx, l.eventId, l.selectionId) : null };
  });
  const units = offerUnits(stake, legs);
  return units === null ? null : fromUnits(units, decimals);
}

/**
 * Cashes a player's bet out at the offer the player saw: refused with `cashout_changed` (and the offer now) when the
 * offer moved or is gone; else the casino is paid the offer as a win marked cash-out, and the bet is cashed out.
 */
export async function cashOut(ctx: BookContext, player: string, betId: string, amount: string): Promise<StoredBet> {
  const bet = ctx.store.bets.get(betId);
  if (!bet || bet.player !== player) throw notFound(`id: no bet ${betId} of yours`);
  const decimals = coinRule(bet.currency)!.decimals;
  const seen = toUnits(amount, decimals);
  if (seen === null) throw new BookError(400, 'bad_request', `amount: at most ${decimals} decimals in ${bet.currency}`);
  if (bet.pending || ctx.busy.has(bet.id)) throw new BookError(409, 'cashout_changed', 'The bet is being settled: no cash-out now');
  const offer = cashOutOffer(ctx, bet);
  if (offer === null) throw new BookError(409, 'cashout_changed', 'No cash-out is offered for this bet now');
  if (toUnits(offer, decimals) !== seen) {
    throw new BookError(409, 'cashout_changed', `The cash-out offer moved to ${offer} ${bet.currency}`);
  }
  ctx.busy.add(bet.id);
  try {
    const tx = `${bet.id}:cashout`;
    ctx.outbox.owe(bet, {
      call: 'win',
      tx,
      fields: { tx, parent: bet.makeTx, amount: offer, cashOut: true },
      then: { kind: 'settled', status: 'cashed_out', payout: offer, legs: {} },
      dropOnRefusal: true,
    });
    const delivery = await ctx.outbox.deliver(bet);
    if (delivery.kind === 'no_answer') {
      throw casinoUnavailable('The casino did not answer: the cash-out is sent again until it does');
    }
    if (delivery.kind === 'refused' && !delivery.answer.ok) throw refusalError(delivery.answer);
    return bet;
  } finally {
    ctx.busy.delete(bet.id);
  }
}
