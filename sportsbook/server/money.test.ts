import { describe, expect, it } from 'vitest';
import { offerUnits } from './cashout';
import { judgePrices } from './bets';
import { slipMultiplier } from './markets';
import { COINS, fromUnits, oddsOf, payout, toUnits } from './money';

describe('the book’s money', () => {
  it('reads and writes amounts in a coin’s smallest units, refusing more decimals than the coin has', () => {
    expect(toUnits('12.5', 2)).toBe(1250n);
    expect(toUnits('12.50000', 2)).toBe(1250n);
    expect(toUnits('0.000001', 8)).toBe(100n);
    expect(toUnits('12.505', 2)).toBeNull();
    expect(toUnits('-1', 2)).toBeNull();
    expect(toUnits('1e3', 2)).toBeNull();
    expect(fromUnits(1250n, 2)).toBe('12.50');
    expect(fromUnits(7n, 8)).toBe('0.00000007');
    expect(Object.keys(COINS).sort()).toEqual(['BNB', 'BTC', 'DOGE', 'ETH', 'SOL', 'TRX', 'USDT', 'XRP']);
    expect(COINS.USDT).toMatchObject({ decimals: 2, minStake: '0.1' });
  });

  it('pays stake × the slip’s exact multiplier, rounded down to the coin’s decimals', () => {
    const multiplier = slipMultiplier([
      { result: 'won', price: '1.85' },
      { result: 'won', price: '2.10' },
      { result: 'won', price: '3.33' },
    ]);
    expect(multiplier).toBe('12.93705');
    expect(payout('1.00', multiplier, 2)).toBe('12.93');
    expect(payout('0.33', multiplier, 2)).toBe('4.26'); // 4.2692265
    expect(payout('0.00012345', multiplier, 8)).toBe('0.00159707'); // 0.0015970788...
    expect(payout('10', slipMultiplier([{ result: 'void', price: '2.10' }]), 2)).toBe('10.00');
    expect(payout('10', '0', 2)).toBe('0.00');
    // A sum a float gets wrong: 0.1 × 3 legs at 1.10 is 0.1331 exactly, 0.13 in USDT.
    expect(payout('0.1', oddsOf(['1.10', '1.10', '1.10']), 2)).toBe('0.13');
    expect(oddsOf(['1.85', '2.10'])).toBe('3.885');
    expect(oddsOf(['2.00'])).toBe('2.00');
  });
});

describe('cash-out offers', () => {
  it('swap each open leg’s taken price for its price now, keep won legs, and take 5%', () => {
    // A single at 2.00 for 10.00 USDT, now priced 2.00: 10 × 2 / 2 × 0.95 = 9.50.
    expect(offerUnits(1000n, [{ price: '2.00', result: 'open', current: '2.00' }])).toBe(950n);
    // The price shortened to 1.25: worth 16.00, offered 15.20.
    expect(offerUnits(1000n, [{ price: '2.00', result: 'open', current: '1.25' }])).toBe(1520n);
    // A combo with a won leg at 1.50 and an open one at 3.00, now 1.10: 10 × 1.5 × 3 / 1.1 × 0.95 = 38.863…
    const combo = [
      { price: '1.50', result: 'won' as const, current: null },
      { price: '3.00', result: 'open' as const, current: '1.10' },
    ];
    expect(offerUnits(1000n, combo)).toBe(3886n);
    // A void leg counts 1.
    expect(offerUnits(1000n, [{ price: '4.00', result: 'void', current: null }, ...combo.slice(1)])).toBe(2590n);
  });

  it('offer nothing when a leg lost, an open leg is unpriced or nothing is left open', () => {
    expect(offerUnits(1000n, [{ price: '2.00', result: 'open', current: null }])).toBeNull();
    expect(
      offerUnits(1000n, [
        { price: '2.00', result: 'lost', current: null },
        { price: '2.00', result: 'open', current: '1.50' },
      ]),
    ).toBeNull();
    expect(offerUnits(1000n, [{ price: '2.00', result: 'won', current: null }])).toBeNull();
  });
});

describe('accepting moved prices', () => {
  const slip = [
    { id: 'a', price: '2.00' },
    { id: 'b', price: '1.50' },
  ];

  it('none: any move is refused, with every moved price', () => {
    expect(judgePrices(slip, ['2.00', '1.50'], 'none')).toEqual({ ok: true, prices: ['2.00', '1.50'] });
    expect(judgePrices(slip, ['2.10', '1.50'], 'none')).toEqual({ ok: false, changes: [{ id: 'a', price: '2.10' }] });
  });

  it('higher: moves up are taken at the new price, a move down is refused', () => {
    expect(judgePrices(slip, ['2.10', '1.55'], 'higher')).toEqual({ ok: true, prices: ['2.10', '1.55'] });
    expect(judgePrices(slip, ['2.10', '1.45'], 'higher')).toEqual({
      ok: false,
      changes: [
        { id: 'a', price: '2.10' },
        { id: 'b', price: '1.45' },
      ],
    });
  });

  it('any: every price is taken as it is now, but never an unpriced selection', () => {
    expect(judgePrices(slip, ['1.90', '1.45'], 'any')).toEqual({ ok: true, prices: ['1.90', '1.45'] });
    expect(judgePrices(slip, [null, '1.50'], 'any')).toEqual({ ok: false, changes: [{ id: 'a', price: null }] });
  });
});
