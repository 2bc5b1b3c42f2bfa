import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AcceptOdds, BookBet, PlaceBetsRequest } from '../shared/api';
import type { BookContext } from './context';
import { badRequest, BookError, casinoUnavailable, notFound, refusalError } from './errors';
import { findSelection } from './markets';
import { coinRule, fromUnits, oddsOf, payout, toUnits } from './money';
import type { ActiveSession } from './sessions';
import type { StoredBet, StoredLeg } from './types';
import { viewBet } from './views';
import { NoAnswer } from './wallet';

// Placing bets: the slip is checked against the book's prices now (the player's acceptOdds says which moves are
// fine), the stake is taken through the casino's wallet (`make`), a bet with a leg in play waits the live delay and
// is checked again, then the book commits it (open) or discards it (rejected, the stake given back).

/** The most legs of a combo, and the most selections of a slip. */
export const MAX_LEGS = 12;

const PRICE = z.string().regex(/^\d{1,4}\.\d{2}$/, { error: 'a price with two decimals, such as 1.85' });

/** The body of POST /api/bets. */
export const placeSchema = z.strictObject({
  type: z.enum(['singles', 'combo'], { error: 'singles or combo' }),
  stake: z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, { error: 'a decimal amount, such as 2.50' }),
  selections: z
    .array(z.strictObject({ id: z.string().min(1).max(120), price: PRICE }), { error: 'a list of selections' })
    .min(1, { error: 'at least one selection' })
    .max(MAX_LEGS, { error: `at most ${MAX_LEGS} selections` }),
  acceptOdds: z.enum(['none', 'higher', 'any'], { error: 'none, higher or any' }),
}) satisfies z.ZodType<PlaceBetsRequest>;

/** What the prices now make of a slip: the prices to take, or the moves the player did not accept. */
export type PriceCheck = { ok: true; prices: string[] } | { ok: false; changes: { id: string; price: string | null }[] };

const cents = (price: string) => Math.round(Number(price) * 100);

/**
 * Judges a slip's prices against the prices now: `none` takes no move, `higher` takes only moves up, `any` takes any
 * price; a selection no longer priced is never taken. Refused, every moved price is listed.
 */
export function judgePrices(
  slip: readonly { id: string; price: string }[],
  now: readonly (string | null)[],
  accept: AcceptOdds,
): PriceCheck {
  const changes = slip.flatMap((s, i) => (now[i] === s.price ? [] : [{ id: s.id, price: now[i] ?? null }]));
  const refused = slip.some((s, i) => {
    const current = now[i] ?? null;
    if (current === null) return true;
    if (current === s.price) return false;
    return accept === 'none' || (accept === 'higher' && cents(current) < cents(s.price));
  });
  return refused ? { ok: false, changes } : { ok: true, prices: now.map((p) => p!) };
}

/** A selection of the slip as the book finds it now. */
interface Found {
  leg: Omit<StoredLeg, 'price' | 'result'>;
  price: string | null;
}

function findNow(ctx: BookContext, id: string, field: string): Found {
  const eventId = id.split(':')[0] ?? '';
  const fixture = ctx.schedule.fixture(eventId);
  const event = fixture ? ctx.schedule.event(fixture) : null;
  const found = event ? findSelection(event.markets, id) : null;
  if (!fixture || !event || !found) throw notFound(`${field}: no selection ${id} is offered`);
  if (found.market.suspended || (event.status !== 'live' && event.status !== 'upcoming')) {
    throw new BookError(409, 'suspended', `Bets on ${found.market.name} of ${event.home} v ${event.away} are stopped`);
  }
  return {
    leg: {
      selectionId: id,
      eventId: event.id,
      eventName: `${event.home} v ${event.away}`,
      kickoff: event.kickoff,
      market: found.market.name,
      label: found.selection.label,
      sport: event.sport,
      league: event.league,
      live: event.status === 'live',
    },
    price: found.selection.price,
  };
}

/** Places a session's slip: the bets made (open, or rejected with a reason). */
export async function placeBets(ctx: BookContext, active: ActiveSession, input: unknown): Promise<BookBet[]> {
  const body = placeSchema.parse(input);
  const { session } = active;
  const rule = coinRule(session.currency)!;
  const stakeUnits = toUnits(body.stake, rule.decimals);
  if (stakeUnits === null) throw badRequest(`stake: at most ${rule.decimals} decimals in ${session.currency}`);
  if (stakeUnits < toUnits(rule.minStake, rule.decimals)!) throw badRequest(`stake: at least ${rule.minStake} ${session.currency}`);
  if (stakeUnits > toUnits(rule.maxStake, rule.decimals)!) throw badRequest(`stake: at most ${rule.maxStake} ${session.currency}`);
  const ids = body.selections.map((s) => s.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw badRequest(`selections: ${twice} is on the slip twice`);
  if (body.type === 'combo' && ids.length < 2) throw badRequest('selections: a combo has 2 to 12 selections');
  const found = body.selections.map((s, i) => findNow(ctx, s.id, `selections.${i}.id`));
  if (body.type === 'combo' && new Set(found.map((f) => f.leg.eventId)).size < found.length) {
    throw badRequest('selections: a combo takes one selection of each match');
  }
  const check = judgePrices(
    body.selections,
    found.map((f) => f.price),
    body.acceptOdds,
  );
  if (!check.ok) throw new BookError(409, 'odds_changed', 'Prices moved since the slip was made', check.changes);
  if (session.tokenExpiresAt <= ctx.now()) throw new BookError(401, 'login_required', 'The casino token has expired: refresh it');

  const stake = fromUnits(stakeUnits, rule.decimals);
  const legs: StoredLeg[] = found.map((f, i) => ({ ...f.leg, price: check.prices[i]!, result: 'open' }));
  const slips = body.type === 'combo' ? [legs] : legs.map((l) => [l]);
  const answers: BookBet[] = [];
  const made: StoredBet[] = [];
  try {
    for (const slipLegs of slips) {
      const outcome = await make(ctx, active, slipLegs, stake, body.type === 'combo' ? 'combo' : 'single');
      if ('error' in outcome) {
        // The first bet's refusal is the answer; a later one ends the slip there, the bets before it stand.
        if (answers.length === 0 && made.length === 0) throw outcome.error;
        if (outcome.bet) answers.push(viewBet(ctx, outcome.bet));
        break;
      }
      if (outcome.status === 'pending') made.push(outcome);
      else answers.push(viewBet(ctx, outcome));
    }

    // The live delay: bets with a leg in play wait, then are checked again against the prices then.
    if (made.some((b) => b.legs.some((l) => l.live))) await ctx.sleep(ctx.liveDelayMs);
    for (const bet of made) {
      // The wallet takes a reason of at most 200 characters.
      const refusal = bet.legs.some((l) => l.live) ? recheck(ctx, bet, body.acceptOdds)?.slice(0, 200) : null;
      if (refusal) {
        bet.status = 'rejected';
        bet.reason = refusal;
        bet.settledAt = ctx.now();
        const tx = `${bet.id}:discard`;
        ctx.outbox.owe(bet, { call: 'discard', tx, fields: { tx, parent: bet.makeTx, reason: refusal }, then: { kind: 'rejected' } });
      } else {
        bet.status = 'open';
        const tx = `${bet.id}:commit`;
        ctx.outbox.owe(bet, { call: 'commit', tx, fields: { tx, parent: bet.makeTx }, then: { kind: 'committed' } });
      }
      await ctx.outbox.deliver(bet);
      ctx.busy.delete(bet.id);
      answers.push(viewBet(ctx, bet));
    }
  } finally {
    // Whatever went wrong, the settlement loop takes over (a bet still pending is rolled back, a call owed is sent).
    for (const bet of made) ctx.busy.delete(bet.id);
  }
  return answers.sort((a, b) => a.placedAt - b.placedAt);
}

/** Takes one bet's stake through the wallet: the bet (pending, or rejected), or the error (with the bet it left). */
async function make(
  ctx: BookContext,
  active: ActiveSession,
  legs: StoredLeg[],
  stake: string,
  type: 'single' | 'combo',
): Promise<StoredBet | { error: BookError; bet: StoredBet | null }> {
  const { session } = active;
  const now = ctx.now();
  const id = `bk${now.toString(36)}${randomBytes(6).toString('hex')}`;
  const odds = oddsOf(legs.map((l) => l.price));
  const bet: StoredBet = {
    id,
    player: session.player,
    type,
    stake,
    currency: session.currency,
    odds,
    potentialWin: payout(stake, odds, coinRule(session.currency)!.decimals),
    status: 'pending',
    payout: '0',
    placedAt: now,
    settledAt: null,
    legs,
    makeTx: `${id}:make`,
    committed: false,
    pending: null,
  };
  ctx.busy.add(id);
  ctx.store.bets.set(id, bet);
  ctx.store.changed();
  const walletLegs = legs.map(({ result: _result, ...leg }) => leg);
  const fields = {
    tx: bet.makeTx,
    token: session.token,
    currency: bet.currency,
    amount: stake,
    bet: { id, type, odds, potentialWin: bet.potentialWin, legs: walletLegs },
  };
  try {
    const answer = await ctx.wallet.make(fields, `${id}:rollback`);
    if (answer.ok) return bet;
    ctx.busy.delete(id);
    if (answer.code === 'rolled_back') {
      bet.status = 'rejected';
      bet.reason = 'The casino rolled the bet back before taking it';
      bet.settledAt = ctx.now();
      ctx.store.changed();
      return bet;
    }
    // Refused: nothing was taken, so the book keeps nothing of it.
    ctx.store.bets.delete(id);
    ctx.store.changed();
    return { error: refusalError(answer), bet: null };
  } catch (error) {
    if (!(error instanceof NoAnswer)) {
      ctx.busy.delete(id);
      throw error;
    }
    // Whether the casino took the stake is unknown: roll the make back (the loop goes on trying if need be).
    bet.reason = 'The casino did not answer: the bet was not taken';
    const tx = `${id}:rollback`;
    ctx.outbox.owe(bet, { call: 'rollback', tx, fields: { tx, parent: bet.makeTx }, then: { kind: 'rejected' } });
    await ctx.outbox.deliver(bet);
    ctx.busy.delete(id);
    return { error: casinoUnavailable('The casino did not answer: the bet was not taken'), bet };
  }
}

/** After the live delay: why a bet can no longer be taken, or null. */
function recheck(ctx: BookContext, bet: StoredBet, accept: AcceptOdds): string | null {
  for (const leg of bet.legs) {
    let now: Found;
    try {
      now = findNow(ctx, leg.selectionId, 'leg');
    } catch {
      return `Bets on ${leg.eventName} stopped during the live delay`;
    }
    const check = judgePrices([{ id: leg.selectionId, price: leg.price }], [now.price], accept);
    if (!check.ok) return `The price of ${leg.label} (${leg.eventName}) moved during the live delay`;
  }
  return null;
}
