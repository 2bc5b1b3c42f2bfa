import { describe, expect, it } from 'vitest';
import { parseChatCommand, RAIN_USAGE, TIP_USAGE } from './chatCommands';

const err = (message: string) => ({ kind: 'error', message });

describe('parseChatCommand', () => {
  it('is null for plain text, so it is sent as a message', () => {
    for (const text of ['hello', '', '   ', 'tip @bob 1 usdt', 'a /tip @bob 1 usdt', '/', '/ tip', '//tip', '/8ball', '😀 /rain']) {
      expect(parseChatCommand(text), text).toBeNull();
    }
  });

  it('reads a tip: @ optional, coin in any case, amount kept as its decimal string', () => {
    expect(parseChatCommand('/tip @Bob_1 1.50 usdt')).toEqual({ kind: 'tip', userName: 'Bob_1', amount: '1.50', coin: 'USDT' });
    expect(parseChatCommand('  /TIP   bob   0.00012345   Btc  ')).toEqual({
      kind: 'tip',
      userName: 'bob',
      amount: '0.00012345',
      coin: 'BTC',
    });
    expect(parseChatCommand('/tip @bob .5 doge')).toEqual({ kind: 'tip', userName: 'bob', amount: '0.5', coin: 'DOGE' });
    expect(parseChatCommand('/tip @bob 25 SOL')).toEqual({ kind: 'tip', userName: 'bob', amount: '25', coin: 'SOL' });
  });

  it('names what is wrong with each malformed tip', () => {
    expect(parseChatCommand('/tip')).toEqual(err(TIP_USAGE));
    expect(parseChatCommand('/tip   ')).toEqual(err(TIP_USAGE));
    expect(parseChatCommand('/tip @bob')).toEqual(err(`${TIP_USAGE}: the amount is missing`));
    expect(parseChatCommand('/tip @bob usdt')).toEqual(err(`${TIP_USAGE}: the amount is missing`));
    expect(parseChatCommand('/tip @bob 5')).toEqual(err(`${TIP_USAGE}: the coin is missing`));
    expect(parseChatCommand('/tip @bob 5 usdt now')).toEqual(err(`${TIP_USAGE}: too many words after the coin`));
    expect(parseChatCommand('/tip @bob usdt 5')).toEqual(err(`${TIP_USAGE}: the amount comes before the coin`));
    expect(parseChatCommand('/tip @ 5 usdt')).toEqual(err(`${TIP_USAGE}: "@" is not a player name (3-20 letters, digits or underscores)`));
    expect(parseChatCommand('/tip @b! 5 usdt')).toEqual(
      err(`${TIP_USAGE}: "@b!" is not a player name (3-20 letters, digits or underscores)`),
    );
    expect(parseChatCommand('/tip 5 usdt')).toEqual(err(`${TIP_USAGE}: the @name is missing`));
    expect(parseChatCommand('/tip 5')).toEqual(err(`${TIP_USAGE}: the @name is missing`));
    expect(parseChatCommand('/tip @bob 5 dollars')).toEqual(
      err('Unknown coin dollars: use one of USDT, BTC, ETH, XRP, DOGE, TRX, BNB, SOL'),
    );
  });

  it('refuses amounts that are not positive decimals, or finer than the coin', () => {
    for (const amount of ['abc', '-1', '+1', '1e5', '1,5', '1.', '0x10', 'NaN', '01', '1.2.3']) {
      expect(parseChatCommand(`/tip @bob ${amount} usdt`), amount).toEqual(
        err(`Amount must be a positive number such as 1.50, not ${amount}`),
      );
    }
    expect(parseChatCommand('/tip @bob 0 usdt')).toEqual(err('Amount must be greater than 0'));
    expect(parseChatCommand('/tip @bob 0.000 usdt')).toEqual(err('Amount must be greater than 0'));
    expect(parseChatCommand('/tip @bob 1.1234567 usdt')).toEqual(err('USDT allows at most 6 decimals'));
    expect(parseChatCommand('/tip @bob 0.000000001 btc')).toEqual(err('BTC allows at most 8 decimals'));
    expect(parseChatCommand('/tip @bob 0.000000001 sol')).toEqual({ kind: 'tip', userName: 'bob', amount: '0.000000001', coin: 'SOL' });
  });

  it('reads /rain alone; anything after it is a usage error', () => {
    expect(parseChatCommand('/rain')).toEqual({ kind: 'rain' });
    expect(parseChatCommand(' /Rain ')).toEqual({ kind: 'rain' });
    expect(parseChatCommand('/rain 5 usdt')).toEqual(err(RAIN_USAGE));
  });

  it('refuses an unknown command with the list of commands', () => {
    expect(parseChatCommand('/shrug')).toEqual(err('Unknown command /shrug: the commands are /tip @name amount coin and /rain'));
    expect(parseChatCommand('/tipp @bob 1 usdt')).toEqual(err('Unknown command /tipp: the commands are /tip @name amount coin and /rain'));
  });
});
