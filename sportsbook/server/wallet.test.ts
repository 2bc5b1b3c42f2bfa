import { importPKCS8 } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeCasino } from './fakeCasino.testing';
import type { Misbehaviour } from './types';
import { NoAnswer, WalletClient } from './wallet';

let casino: FakeCasino;
let mode: Misbehaviour;
let wallet: WalletClient;

beforeEach(async () => {
  casino = await FakeCasino.start();
  mode = 'none';
  wallet = new WalletClient({
    url: casino.url,
    bookId: 'demo-book',
    brand: 'highstakes',
    key: await importPKCS8(casino.bookPrivatePem, 'ES256'),
    now: Date.now,
    mode: () => mode,
    retryDelaysMs: [1, 2, 3],
    timeoutMs: 2000,
    // A dropped call hangs up as its answer starts: the casino has done it by then.
    dropAfterMs: 5000,
  });
  casino.fund('7', '50');
});
afterEach(() => casino.stop());

const makeFields = async (id: string, amount = '10.00') => ({
  tx: `${id}:make`,
  token: await casino.token('7'),
  currency: 'USDT',
  amount,
  bet: { id, type: 'single', odds: '2.00', potentialWin: '20.00', legs: [] },
});

describe('the wallet client', { timeout: 30_000 }, () => {
  it('signs each call for the casino: issuer the book, audience the brand, the call named, a short life', async () => {
    const answer = await wallet.call('make', await makeFields('b1'));
    expect(answer).toMatchObject({ ok: true, state: 'made', balance: '40.00000000', repeat: false });
    const { claims } = casino.received('make')[0]!;
    expect(claims).toMatchObject({ iss: 'demo-book', aud: 'highstakes', call: 'make', tx: 'b1:make', amount: '10.00' });
    expect(Number(claims.exp) - Number(claims.iat)).toBeLessThanOrEqual(300);
  });

  it('sends a call the casino did not answer again with the same transaction, up to three times', async () => {
    casino.failNext.make = 2;
    expect(await wallet.call('make', await makeFields('b2'))).toMatchObject({ ok: true, repeat: false });
    expect(casino.received('make').map((c) => c.claims.tx)).toEqual(['b2:make', 'b2:make', 'b2:make']);

    // The answer lost after the casino did the call: the retry finds it done, and nothing moves twice.
    casino.dropNext.commit = 1;
    expect(await wallet.call('commit', { tx: 'b2:commit', parent: 'b2:make' })).toMatchObject({ ok: true, repeat: true });
    expect(casino.balance('7')).toBe('40.00000000');

    casino.failNext.commit = 10;
    await expect(wallet.call('commit', { tx: 'b3:commit', parent: 'b2:make' })).rejects.toBeInstanceOf(NoAnswer);
    expect(casino.received('commit').filter((c) => c.claims.tx === 'b3:commit')).toHaveLength(4);
  });

  it('passes the casino’s refusals on as answers, not retries', async () => {
    const answer = await wallet.call('make', await makeFields('b4', '500'));
    expect(answer).toMatchObject({ ok: false, status: 402, code: 'insufficient_funds', balance: '50.00000000' });
    expect(casino.received('make')).toHaveLength(1);
  });

  it('duplicate: sends each call twice at once; the casino moves the money once', async () => {
    mode = 'duplicate';
    expect(await wallet.call('make', await makeFields('b5'))).toMatchObject({ ok: true });
    expect(casino.received('make').map((c) => c.claims.tx)).toEqual(['b5:make', 'b5:make']);
    expect(casino.balance('7')).toBe('40.00000000');
  });

  it('timeout: hangs up before the answer, then sends the same transaction again', async () => {
    mode = 'timeout';
    expect(await wallet.call('make', await makeFields('b6'))).toMatchObject({ ok: true, repeat: true });
    expect(casino.received('make').map((c) => c.claims.tx)).toEqual(['b6:make', 'b6:make']);
    expect(casino.balance('7')).toBe('40.00000000');
  });

  it('rollback_first: rolls a make back before sending it, and the casino answers the make rolled_back', async () => {
    mode = 'rollback_first';
    const answer = await wallet.make(await makeFields('b7'), 'b7:rollback');
    expect(answer).toMatchObject({ ok: false, status: 409, code: 'rolled_back' });
    expect(casino.calls.map((c) => `${c.call} ${String(c.claims.tx)}`)).toEqual(['rollback b7:rollback', 'make b7:make']);
    expect(casino.received('rollback')[0]!.claims.parent).toBe('b7:make');
    expect(casino.balance('7')).toBe('50.00000000');
  });
});
