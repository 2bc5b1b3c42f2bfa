import { describe, expect, it } from 'vitest';
import { MASK, maskPrivate, maskText } from './streamer';

describe('streamer mode masking', () => {
  it('masks every kind of private value; a name reads as the privacy rule\'s "Hidden"', () => {
    expect(maskPrivate('amount', '1,000.00')).toBe(MASK);
    expect(maskPrivate('email', 'ada@example.com')).toBe(MASK);
    expect(maskPrivate('address', '0x6fac4d18c9123438f86fa704')).toBe(MASK);
    expect(maskPrivate('id', 'tx_123')).toBe(MASK);
    expect(maskPrivate('name', 'Ada')).toBe('Hidden');
    // Nothing to hide shows nothing.
    expect(maskPrivate('amount', '')).toBe('');
  });

  it('masks amounts with a currency, emails and known names in free text, leaving counts and times', () => {
    expect(maskText('You received 12.5 USDT from Ada_Lovelace', { names: ['Ada_Lovelace'] })).toBe(`You received ${MASK} from Hidden`);
    expect(maskText('Deposit of 0.00150000 BTC credited')).toBe(`Deposit of ${MASK} credited`);
    expect(maskText('Won $1,234.56 and €7')).toBe(`Won ${MASK} and ${MASK}`);
    expect(maskText('USDT 25 paid')).toBe(`${MASK} paid`);
    expect(maskText('Code sent to ada@example.com')).toBe(`Code sent to ${MASK}`);
    expect(maskText('Try again in 24 hours (3 tries left)')).toBe('Try again in 24 hours (3 tries left)');
    // A name inside a longer word is left alone; a secret (an address) is masked wherever it stands.
    expect(maskText('Adam met Ada', { names: ['Ada'] })).toBe('Adam met Hidden');
    expect(maskText('Sent to bc1qxyz123 at once', { secrets: ['bc1qxyz123'] })).toBe(`Sent to ${MASK} at once`);
  });
});
