import type { AcceptOdds, Market, Selection, SportEvent } from '../shared/api';
import type { BookApi } from './api';
import { BookApiError } from './api';
import type { BookBus } from './bus';
import { eventName, priceIn } from './events';
import { currencyDecimals } from './money';
import type { SessionKeeper } from './session';
import * as rules from './slip';
import type { KeptStorage } from './storage';
import type { BookState } from './state';
import type { Store } from './store';

// What the player does with the slip, and placing it: the slip's rules (slip.ts) applied to the store, the book's
// answers turned into what the slip shows, and the host told what it must do (log in, deposit, refresh a balance).

export interface Ctx {
  store: Store<BookState>;
  bus: BookBus;
  api: BookApi;
  session: SessionKeeper;
  storage: KeptStorage;
  /** My bets changed: the open list is read again. */
  betsChanged(): void;
}

const setSlip = (ctx: Ctx, slip: rules.Slip) => ctx.store.set({ slip, placing: idleUnlessBusy(ctx) });
const idleUnlessBusy = (ctx: Ctx) => (ctx.store.get().placing.status === 'placing' ? ctx.store.get().placing : { status: 'idle' as const });

/** Taps a price: on or off the slip. A guest is also sent to log in (the pick waits on the slip). */
export function tapPrice(ctx: Ctx, event: SportEvent, market: Market, selection: Selection): void {
  const s = ctx.store.get();
  const on = s.slip.picks.some((p) => p.id === selection.id);
  if (!on && (market.suspended || selection.price === null)) return;
  const pick: rules.SlipPick = {
    id: selection.id,
    eventId: event.id,
    eventName: eventName(event),
    market: market.name,
    label: selection.label,
    price: selection.price ?? '0.00',
  };
  setSlip(ctx, rules.togglePick(s.slip, pick));
  if (!on && !s.player && s.framed) ctx.bus.send({ type: 'login' });
}

export const removePick = (ctx: Ctx, id: string) => setSlip(ctx, rules.removePick(ctx.store.get().slip, id));
export const clearSlip = (ctx: Ctx) => setSlip(ctx, { ...ctx.store.get().slip, picks: [], mode: 'singles' });
export const setMode = (ctx: Ctx, mode: rules.SlipMode) => setSlip(ctx, { ...ctx.store.get().slip, mode });
export const setStake = (ctx: Ctx, stake: string) => setSlip(ctx, { ...ctx.store.get().slip, stake });
export const acceptChanges = (ctx: Ctx) => setSlip(ctx, rules.acceptChanges(ctx.store.get().slip));

export function setAcceptOdds(ctx: Ctx, acceptOdds: AcceptOdds): void {
  rules.saveAcceptOdds(ctx.storage, acceptOdds);
  ctx.store.set({ acceptOdds });
  // The new setting may take prices that were waiting.
  repriceSlip(ctx);
}

/** The slip against the live prices (after every feed update). */
export function repriceSlip(ctx: Ctx): void {
  const s = ctx.store.get();
  const slip = rules.applyPrices(s.slip, (id) => priceIn(s.events, id), s.acceptOdds);
  if (slip !== s.slip) ctx.store.set({ slip });
}

/** Messages for the refusals a player can act on; the book's own message for the rest. */
const MESSAGES: Record<string, string> = {
  login_required: 'Log in to place bets.',
  odds_changed: 'Prices changed. Check the new prices and accept them to place your bet.',
  suspended: 'A market was suspended. Remove the locked selections to go on.',
  insufficient_funds: 'Not enough funds for this stake.',
  limit_exceeded: 'The stake is over the limit for this bet.',
  player_blocked: 'Your account cannot place sports bets. Contact support.',
  casino_unavailable: 'The casino did not answer. Your balance was not changed: try again in a moment.',
  network: 'The sportsbook cannot be reached. Check your connection and try again.',
};

/** What the slip says for a refusal. */
export const refusalText = (code: string, fallback: string): string => MESSAGES[code] ?? fallback;

/** Places the slip. */
export async function placeSlip(ctx: Ctx): Promise<void> {
  const s = ctx.store.get();
  if (s.placing.status === 'placing') return;
  if (!s.player) {
    if (s.framed) ctx.bus.send({ type: 'login' });
    ctx.store.set({ placing: { status: 'error', code: 'login_required', message: MESSAGES.login_required! } });
    return;
  }
  if (rules.slipBlock(s.slip, currencyDecimals(s.currency))) return;
  const sent = s.slip;
  ctx.store.set({ placing: { status: 'placing' } });
  try {
    const { bets } = await ctx.api.placeBets(rules.placeRequest(sent, s.acceptOdds));
    // The picks go; the stake stays for the next slip.
    ctx.store.set((st) => ({ placing: { status: 'done', bets }, slip: { ...st.slip, picks: [], mode: 'singles' } }));
    ctx.bus.send({ type: 'balance' });
    ctx.betsChanged();
  } catch (e) {
    const err = e instanceof BookApiError ? e : new BookApiError('network', MESSAGES.network!, 0);
    const patch: Partial<BookState> = { placing: { status: 'error', code: err.code, message: refusalText(err.code, err.message) } };
    if (err.code === 'odds_changed' && err.changes) patch.slip = rules.applyChanges(ctx.store.get().slip, err.changes);
    ctx.store.set(patch);
    if (err.code === 'odds_changed' && ctx.store.get().acceptOdds !== 'none') repriceSlip(ctx);
    if (err.code === 'login_required') {
      // A player whose session ended needs a fresh token; a guest needs to log in.
      if (ctx.store.get().player) ctx.session.refreshNow();
      else if (s.framed) ctx.bus.send({ type: 'login' });
    }
  }
}

/** The receipt is closed: the slip is ready for the next bet. */
export const closeReceipt = (ctx: Ctx) => ctx.store.set({ placing: { status: 'idle' } });

/** The placed picks back on the slip (from the receipt), at the prices offered now. */
export function reuseSelections(ctx: Ctx): void {
  const s = ctx.store.get();
  if (s.placing.status !== 'done') return;
  let slip: rules.Slip = { ...s.slip, picks: [] };
  const seen = new Set<string>();
  for (const bet of s.placing.bets) {
    for (const leg of bet.legs) {
      if (seen.has(leg.selectionId)) continue;
      seen.add(leg.selectionId);
      slip = rules.togglePick(slip, {
        id: leg.selectionId,
        eventId: leg.eventId,
        eventName: leg.eventName,
        market: leg.market,
        label: leg.label,
        price: leg.price,
      });
    }
  }
  const combo = s.placing.bets.some((b) => b.type === 'combo');
  ctx.store.set({ slip: { ...slip, mode: combo && rules.comboProblem(slip) === null ? 'combo' : 'singles' }, placing: { status: 'idle' } });
  repriceSlip(ctx);
}
