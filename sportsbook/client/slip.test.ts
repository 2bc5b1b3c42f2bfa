import { describe, expect, it } from 'vitest';
import {
  acceptChanges,
  applyChanges,
  applyPrices,
  comboProblem,
  EMPTY_SLIP,
  loadAcceptOdds,
  loadSlip,
  MAX_PICKS,
  placeRequest,
  removePick,
  saveAcceptOdds,
  saveSlip,
  slipBlock,
  slipTotals,
  togglePick,
  type Slip,
  type SlipPick,
} from './slip';

const pick = (event: string, outcome: string, price: string): SlipPick => ({
  id: `${event}:1x2:${outcome}`,
  eventId: event,
  eventName: `${event} home v ${event} away`,
  market: 'Match result',
  label: outcome,
  price,
});
const A1 = pick('a', 'home', '2.10');
const A2 = pick('a', 'draw', '3.40');
const B1 = pick('b', 'away', '1.85');
const slipOf = (picks: SlipPick[], mode: Slip['mode'] = 'singles', stake = '10'): Slip => ({ picks, mode, stake });

describe('adding and removing picks', () => {
  it('toggles a price on and off', () => {
    const on = togglePick(EMPTY_SLIP, A1);
    expect(on.picks.map((p) => p.id)).toEqual([A1.id]);
    expect(togglePick(on, A1).picks).toEqual([]);
  });

  it('offers a combo on the second pick of another match, not of the same match', () => {
    expect(togglePick(togglePick(EMPTY_SLIP, A1), B1).mode).toBe('combo');
    const same = togglePick(togglePick(EMPTY_SLIP, A1), A2);
    expect(same.mode).toBe('singles');
    expect(same.picks).toHaveLength(2);
  });

  it('holds one pick per match in a combo: a second price of a match replaces the first', () => {
    const combo = togglePick(slipOf([A1, B1], 'combo'), A2);
    expect(combo.picks.map((p) => p.id)).toEqual([B1.id, A2.id]);
  });

  it('goes back to singles under two picks, and takes no more than the most', () => {
    expect(removePick(slipOf([A1, B1], 'combo'), B1.id).mode).toBe('singles');
    const full = slipOf(Array.from({ length: MAX_PICKS }, (_, i) => pick(`e${i}`, 'home', '1.50')));
    expect(togglePick(full, B1)).toBe(full);
  });
});

describe('combo validity and what blocks placing', () => {
  it('needs two to twelve picks of different matches', () => {
    expect(comboProblem(slipOf([A1], 'combo'))).toBe('too_few');
    expect(comboProblem(slipOf([A1, A2], 'combo'))).toBe('same_event');
    expect(comboProblem(slipOf([A1, B1], 'combo'))).toBeNull();
    const thirteen = Array.from({ length: 13 }, (_, i) => pick(`e${i}`, 'home', '1.50'));
    expect(comboProblem(slipOf(thirteen, 'combo'))).toBe('too_many');
  });

  it('names the first problem', () => {
    expect(slipBlock(EMPTY_SLIP, 6)).toBe('empty');
    expect(slipBlock(slipOf([A1, A2], 'combo'), 6)).toBe('same_event');
    expect(slipBlock(slipOf([{ ...A1, now: null }]), 6)).toBe('suspended');
    expect(slipBlock(slipOf([{ ...A1, now: '2.20' }]), 6)).toBe('changes');
    expect(slipBlock(slipOf([A1], 'singles', '1.1234567'), 6)).toBe('stake');
    expect(slipBlock(slipOf([A1], 'singles', ''), 6)).toBe('stake');
    expect(slipBlock(slipOf([A1, A2], 'singles'), 6)).toBeNull();
  });

  it('adds up exactly: combo odds, total stake and potential win', () => {
    expect(slipTotals(slipOf([A1, B1], 'combo', '10'), 6)).toEqual({ stake: '10.000000', odds: '3.885', win: '38.850000' });
    expect(slipTotals(slipOf([A1, B1], 'singles', '10'), 6)).toEqual({ stake: '20.000000', odds: null, win: '39.500000' });
    expect(slipTotals(slipOf([A1], 'singles', 'x'), 6)).toBeNull();
  });

  it('sends the prices the player took', () => {
    expect(placeRequest(slipOf([A1, B1], 'combo', '5'), 'higher')).toEqual({
      type: 'combo',
      stake: '5',
      selections: [
        { id: A1.id, price: '2.10' },
        { id: B1.id, price: '1.85' },
      ],
      acceptOdds: 'higher',
    });
  });
});

describe('moved prices', () => {
  const prices = (map: Record<string, string | null>) => (id: string) => (id in map ? map[id] : undefined);

  it('asks the player about every move when set to ask', () => {
    const s = applyPrices(slipOf([A1, B1]), prices({ [A1.id]: '2.30', [B1.id]: '1.70' }), 'none');
    expect(s.picks.map((p) => [p.price, p.now])).toEqual([
      ['2.10', '2.30'],
      ['1.85', '1.70'],
    ]);
  });

  it('takes higher prices alone when set to higher, and every move when set to any', () => {
    const higher = applyPrices(slipOf([A1, B1]), prices({ [A1.id]: '2.30', [B1.id]: '1.70' }), 'higher');
    expect(higher.picks.map((p) => [p.price, p.now])).toEqual([
      ['2.30', undefined],
      ['1.85', '1.70'],
    ]);
    const any = applyPrices(slipOf([A1, B1]), prices({ [A1.id]: '2.30', [B1.id]: '1.70' }), 'any');
    expect(any.picks.map((p) => [p.price, p.now])).toEqual([
      ['2.30', undefined],
      ['1.70', undefined],
    ]);
  });

  it('marks a pick not offered, whatever the setting, and clears it when offered again', () => {
    const off = applyPrices(slipOf([A1]), prices({ [A1.id]: null }), 'any');
    expect(off.picks[0]!.now).toBeNull();
    const back = applyPrices(off, prices({ [A1.id]: '2.10' }), 'none');
    expect(back.picks[0]!.now).toBeUndefined();
  });

  it('keeps the same slip when nothing moved, and leaves unknown matches alone', () => {
    const s = slipOf([A1, B1]);
    expect(applyPrices(s, prices({ [A1.id]: '2.10' }), 'none')).toBe(s);
  });

  it('shows the book refusal’s prices and accepts them on request', () => {
    const refused = applyChanges(slipOf([A1, B1]), [
      { id: A1.id, price: '1.95' },
      { id: B1.id, price: null },
    ]);
    expect(refused.picks.map((p) => p.now)).toEqual(['1.95', null]);
    const accepted = acceptChanges(refused);
    expect(accepted.picks.map((p) => [p.price, p.now])).toEqual([
      ['1.95', undefined],
      ['1.85', null],
    ]);
  });
});

describe('storage', () => {
  it('keeps the slip and the setting, without waiting prices', () => {
    saveSlip(localStorage, slipOf([{ ...A1, now: '9.99' }, B1], 'combo', '2.5'));
    expect(loadSlip(localStorage)).toEqual(slipOf([A1, B1], 'combo', '2.5'));
    saveAcceptOdds(localStorage, 'higher');
    expect(loadAcceptOdds(localStorage)).toBe('higher');
  });

  it('starts empty from nothing or from anything out of shape', () => {
    localStorage.clear();
    expect(loadSlip(localStorage)).toEqual(EMPTY_SLIP);
    expect(loadAcceptOdds(localStorage)).toBe('none');
    localStorage.setItem('book.slip.v1', '{broken');
    expect(loadSlip(localStorage)).toEqual(EMPTY_SLIP);
    localStorage.setItem('book.slip.v1', JSON.stringify({ picks: [{ id: 1 }, { ...A1, price: '2.1x' }, A1], mode: 'combo', stake: '-3' }));
    expect(loadSlip(localStorage)).toEqual(slipOf([A1], 'singles', ''));
    localStorage.setItem('book.acceptOdds', 'everything');
    expect(loadAcceptOdds(localStorage)).toBe('none');
  });
});
