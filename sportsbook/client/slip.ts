import type { AcceptOdds, PlaceBetsRequest } from '../shared/api';
import { comboOdds, compareDec, product, roundDown, parseDec, singlesWin, stakeProblem, timesCount, winAt } from './money';

// The bet slip's rules as pure functions of its state: adding and removing picks, combo validity, prices that moved
// (by the live feed or by the book's answer) and their acceptance, and what a placement sends.

/** A selection on the slip. */
export interface SlipPick {
  /** The selection id: `${eventId}:${market}:${outcome}`. */
  id: string;
  eventId: string;
  /** "Home v Away". */
  eventName: string;
  market: string;
  label: string;
  /** The price the player took. */
  price: string;
  /** The price offered now when it moved away from `price` (null: not offered now); absent: unchanged. */
  now?: string | null;
}

/** Singles (one bet per pick) or one combo of them all. */
export type SlipMode = 'singles' | 'combo';

/** The slip: its picks, its kind and the stake as typed. */
export interface Slip {
  picks: SlipPick[];
  mode: SlipMode;
  /** The stake as typed: each single's stake, or the combo's. */
  stake: string;
}

/** The most selections a slip holds, and the most legs of a combo. */
export const MAX_PICKS = 20;
export const MAX_LEGS = 12;

export const EMPTY_SLIP: Slip = { picks: [], mode: 'singles', stake: '' };

/**
 * Taps a price: off when it is on the slip, else on. A combo holds one pick per match, so a second price of a match
 * replaces its first there. A full slip takes no more.
 */
export function togglePick(slip: Slip, pick: SlipPick): Slip {
  if (slip.picks.some((p) => p.id === pick.id)) return removePick(slip, pick.id);
  const kept = slip.mode === 'combo' ? slip.picks.filter((p) => p.eventId !== pick.eventId) : slip.picks;
  if (kept.length >= MAX_PICKS) return slip;
  const picks = [...kept, { ...pick, now: undefined }];
  // A second pick is the moment a combo becomes possible: offer it when the picks are of different matches.
  const mode = slip.picks.length === 1 && picks.length === 2 && comboProblem({ ...slip, picks }) === null ? 'combo' : slip.mode;
  return { ...slip, picks, mode };
}

/** The slip without one pick (back to singles under two picks). */
export function removePick(slip: Slip, id: string): Slip {
  const picks = slip.picks.filter((p) => p.id !== id);
  return { ...slip, picks, mode: picks.length < 2 ? 'singles' : slip.mode };
}

/** Why the picks make no combo: fewer than two, two of one match, or more legs than a combo takes. */
export type ComboProblem = 'too_few' | 'same_event' | 'too_many';

/** Why the slip's picks make no combo, or null when they do. */
export function comboProblem(slip: Slip): ComboProblem | null {
  if (slip.picks.length < 2) return 'too_few';
  if (slip.picks.length > MAX_LEGS) return 'too_many';
  if (new Set(slip.picks.map((p) => p.eventId)).size !== slip.picks.length) return 'same_event';
  return null;
}

/** Whether a pick is not offered now (its market is suspended or its price is off). */
export const isSuspended = (p: SlipPick): boolean => p.now === null;
/** Whether a pick's price moved and waits for the player. */
export const hasMoved = (p: SlipPick): boolean => typeof p.now === 'string';

/** Whether the setting takes a moved price without asking. */
function takes(accept: AcceptOdds, from: string, to: string): boolean {
  return accept === 'any' || (accept === 'higher' && compareDec(to, from) > 0);
}

/**
 * The slip against the prices offered now (`priceOf`: a price, null when not offered, undefined when the match is
 * unknown, which leaves its pick as it is). A move the accept-odds setting takes becomes the pick's price; any other
 * waits in `now`. The same slip object comes back when nothing changed.
 */
export function applyPrices(slip: Slip, priceOf: (id: string) => string | null | undefined, accept: AcceptOdds): Slip {
  let changed = false;
  const picks = slip.picks.map((p) => {
    const offered = priceOf(p.id);
    if (offered === undefined) return p;
    let next: SlipPick;
    if (offered === p.price) next = { ...p, now: undefined };
    else if (offered !== null && takes(accept, p.price, offered)) next = { ...p, price: offered, now: undefined };
    else next = { ...p, now: offered };
    if (next.price === p.price && next.now === p.now) return p;
    changed = true;
    return next;
  });
  return changed ? { ...slip, picks } : slip;
}

/** The book refused the slip because prices moved: its prices now wait on the picks for the player to accept. */
export function applyChanges(slip: Slip, changes: readonly { id: string; price: string | null }[]): Slip {
  const byId = new Map(changes.map((c) => [c.id, c.price]));
  return {
    ...slip,
    picks: slip.picks.map((p) => (byId.has(p.id) ? { ...p, now: byId.get(p.id) === p.price ? undefined : byId.get(p.id) } : p)),
  };
}

/** The player accepts the moved prices (a pick not offered now stays marked). */
export function acceptChanges(slip: Slip): Slip {
  return { ...slip, picks: slip.picks.map((p) => (hasMoved(p) ? { ...p, price: p.now as string, now: undefined } : p)) };
}

/** What stops the slip being placed, first problem first; null: it can be placed. */
export type SlipBlock = 'empty' | 'suspended' | 'changes' | ComboProblem | 'stake';

/** What stops the slip being placed, or null. */
export function slipBlock(slip: Slip, decimals: number): SlipBlock | null {
  if (slip.picks.length === 0) return 'empty';
  if (slip.mode === 'combo') {
    const combo = comboProblem(slip);
    if (combo) return combo;
  }
  if (slip.picks.some(isSuspended)) return 'suspended';
  if (slip.picks.some(hasMoved)) return 'changes';
  if (stakeProblem(slip.stake, decimals)) return 'stake';
  return null;
}

/** What the slip adds up to at its stake: total stake, the combo's odds, and what it returns if every pick wins. */
export interface SlipTotals {
  stake: string;
  odds: string | null;
  win: string;
}

/** The slip's totals at the prices taken, or null while the stake is not a valid amount or no pick is offered. */
export function slipTotals(slip: Slip, decimals: number): SlipTotals | null {
  const prices = slip.picks.filter((p) => !isSuspended(p)).map((p) => p.price);
  if (prices.length === 0 || stakeProblem(slip.stake, decimals)) return null;
  if (slip.mode === 'combo') {
    const odds = comboOdds(prices);
    return { stake: roundDown(parseDec(slip.stake)!, decimals), odds, win: winAt(slip.stake, product(prices), decimals) };
  }
  return { stake: timesCount(slip.stake, prices.length, decimals), odds: null, win: singlesWin(slip.stake, prices, decimals) };
}

/** The placement the slip sends: the prices the player took. */
export function placeRequest(slip: Slip, acceptOdds: AcceptOdds): PlaceBetsRequest {
  return {
    type: slip.mode,
    stake: slip.stake,
    selections: slip.picks.map((p) => ({ id: p.id, price: p.price })),
    acceptOdds,
  };
}

const SLIP_KEY = 'book.slip.v1';
const ACCEPT_KEY = 'book.acceptOdds';
const PRICE = /^\d{1,6}\.\d{2}$/;

const isPick = (v: unknown): v is SlipPick => {
  const p = v as Record<string, unknown>;
  return (
    typeof p === 'object' &&
    p !== null &&
    ['id', 'eventId', 'eventName', 'market', 'label'].every((k) => typeof p[k] === 'string' && (p[k] as string).length <= 200) &&
    typeof p.price === 'string' &&
    PRICE.test(p.price)
  );
};

/** The slip kept in storage, or an empty one when there is none or it is out of shape. */
export function loadSlip(storage: Pick<Storage, 'getItem'>): Slip {
  try {
    const raw = JSON.parse(storage.getItem(SLIP_KEY) ?? 'null') as Partial<Slip> | null;
    if (!raw || !Array.isArray(raw.picks)) return EMPTY_SLIP;
    const picks = raw.picks.filter(isPick).slice(0, MAX_PICKS);
    return {
      picks: picks.map(({ id, eventId, eventName, market, label, price }) => ({ id, eventId, eventName, market, label, price })),
      mode: raw.mode === 'combo' && picks.length >= 2 ? 'combo' : 'singles',
      stake: typeof raw.stake === 'string' && /^\d{0,12}(\.\d{0,9})?$/.test(raw.stake) ? raw.stake : '',
    };
  } catch {
    return EMPTY_SLIP;
  }
}

/** Keeps the slip (without prices waiting for acceptance: they are read afresh). */
export function saveSlip(storage: Pick<Storage, 'setItem'>, slip: Slip): void {
  try {
    const picks = slip.picks.map(({ now: _now, ...p }) => p);
    storage.setItem(SLIP_KEY, JSON.stringify({ picks, mode: slip.mode, stake: slip.stake }));
  } catch {
    // Storage full or blocked (a private window): the slip lives for this page only.
  }
}

/** The accept-odds setting kept in storage ('none' by default). */
export function loadAcceptOdds(storage: Pick<Storage, 'getItem'>): AcceptOdds {
  try {
    const v = storage.getItem(ACCEPT_KEY);
    return v === 'higher' || v === 'any' ? v : 'none';
  } catch {
    return 'none';
  }
}

/** Keeps the accept-odds setting. */
export function saveAcceptOdds(storage: Pick<Storage, 'setItem'>, value: AcceptOdds): void {
  try {
    storage.setItem(ACCEPT_KEY, value);
  } catch {
    // Not kept: the setting lasts for this page.
  }
}
