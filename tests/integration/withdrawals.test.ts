import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/core/api';
import type { Coin } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import { MSG, type AmountChange } from '../../src/core/socket';
import { TWO_FACTOR_REQUIRED, type TwoFactorSecret } from '../../src/core/twoFactor';
import type { WithdrawResult, WithdrawTerms } from '../../src/core/wallet/api';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import type { WithdrawCodeSent } from '../../src/core/wallet/withdrawSchema';
import type { NewsNotify } from '../../src/core/feeds';
import { runAdmin } from '../../server/admin/cli';
import { withTx } from '../../server/db/pool';
import { applyMovements } from '../../server/money/moves';
import { requestWithdrawal } from '../../server/wallet/withdrawals';
import { awaitTotpStep, Client, codeAt, createTestApp, ledgerMismatches, listen, register, TestSocket, type TestApp } from './helpers';

let t: TestApp;
let base: string;

// A low daily limit so it can be reached with the demo credit (1000 USDT at 1 USD); mail budgets out of the way of the
// many codes asked for here (they are the mail path's own, tested in mail.test.ts).
beforeAll(async () => {
  t = await createTestApp({ WITHDRAW_DAILY_USD: '500', MAIL_ACCOUNT_LIMIT_MAX: '1000', MAIL_IP_LIMIT_MAX: '100000' });
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

/** Valid mainnet destinations (checksums verified by src/core/wallet/address.ts). */
const ADDR = {
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ETH: '0x52908400098527886E0F7030069857D2E4169EE7',
  TRX: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  XRP: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  DOGE: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L',
  SOL: 'GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB',
} as const;

const ADDRESS_OF: Record<Coin, string> = {
  USDT: ADDR.ETH,
  BTC: ADDR.BTC,
  ETH: ADDR.ETH,
  XRP: ADDR.XRP,
  DOGE: ADDR.DOGE,
  TRX: ADDR.TRX,
  BNB: ADDR.ETH,
  SOL: ADDR.SOL,
};

const WITHDRAW = '/v1/account/withdraw';
const CODE_PATH = '/v1/account/getWithdrawCode';

interface Player {
  client: Client;
  user: UserInfo;
  email: string;
}

/** A new player (demo credit: 1000 USDT, 0.02 BTC, …) with a verified email. */
async function player(prefix: string): Promise<Player> {
  const { client, user } = await register(t.app, prefix);
  await t.db.query('UPDATE users SET email_auth = 1 WHERE id = $1', [user.id]);
  return { client, user, email: `${user.userName}@example.test` };
}

/** The code of the newest mail to the address (no SMTP here: the outbox is the mailbox). */
async function mailedCode(email: string): Promise<string> {
  const { rows } = await t.db.query<{ body: string }>(
    'SELECT body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
    [email],
  );
  const code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Asks for a withdrawal code (past the one-a-minute wait) and reads it from the mail. */
async function freshCode(p: Player): Promise<string> {
  await t.db.query(`UPDATE email_codes SET created_at = created_at - interval '61 seconds' WHERE email = lower($1)`, [p.email]);
  const res = await p.client.post<WithdrawCodeSent>(CODE_PATH, {});
  expect(res.body.code, res.body.msg).toBe(200);
  return mailedCode(p.email);
}

/** A USDT withdrawal body to a valid ERC-20 address. */
const body = (extra: Record<string, unknown> = {}) => ({ coin: 'USDT', address: ADDR.ETH, amount: '25', ...extra });

/** Moves a player's balance through the ledger (as a grant or a charge would), keeping ledger and balances equal. */
async function move(userId: number, coin: Coin, kind: 'DEPOSIT' | 'BONUS', delta: string): Promise<void> {
  await withTx(t.app.db, (c) =>
    applyMovements(c, [{ userId, coin, kind, delta: new Decimal(delta), reason: 'test_adjust', product: 'wallet' }]),
  );
}

async function balance(userId: number, coin: Coin, kind = 'DEPOSIT'): Promise<string> {
  const { rows } = await t.db.query<{ amount: string }>('SELECT amount FROM balances WHERE user_id = $1 AND coin = $2 AND kind = $3', [
    userId,
    coin,
    kind,
  ]);
  return rows[0]!.amount;
}

/** Balances, ledger, withdrawals, codes, notifications and mail of the whole database: what a refusal must leave as it was. */
async function snapshot(): Promise<string> {
  const q = async (sql: string) => (await t.db.query(sql)).rows;
  return JSON.stringify({
    balances: await q('SELECT user_id, coin, kind, amount FROM balances ORDER BY 1, 2, 3'),
    ledger: await q('SELECT count(*)::int AS n FROM ledger'),
    withdrawals: await q('SELECT id, status FROM withdrawals ORDER BY id'),
    codes: await q('SELECT id, tries, used_at, created_at FROM email_codes ORDER BY id'),
    notifications: await q('SELECT count(*)::int AS n FROM notifications'),
    mail: await q('SELECT count(*)::int AS n FROM mail_outbox'),
  });
}

async function socketOf(p: Player): Promise<TestSocket> {
  return TestSocket.open(base, { cookie: p.client.cookieHeader() });
}

const amountFrame = (reason: string) => (f: { type: number; data?: unknown }) =>
  f.type === MSG.AMOUNT_CHANGE && (f.data as AmountChange).reason === reason;
const newsFrame = (title: string) => (f: { type: number; data?: unknown }) =>
  f.type === MSG.NEWS_NOTIFY && (f.data as NewsNotify).item.title === title;

describe('getWithdrawCode', () => {
  it('mails a 6-digit code to the verified address, with the mail path resend wait', async () => {
    const p = await player('wc');
    const res = await p.client.post<WithdrawCodeSent>(CODE_PATH, {});
    expect(res.body).toMatchObject({
      code: 200,
      data: { email: `${p.email.slice(0, 2)}***@example.test`, expiresInSec: 600, resendInSec: 60 },
    });
    const { rows } = await t.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
      [p.email],
    );
    expect(rows[0]!.subject).toBe('Your HighStakes withdrawal code');
    expect(rows[0]!.body).toMatch(/\b\d{6}\b/);
    const codes = await t.db.query('SELECT purpose, user_id, tries FROM email_codes WHERE email = lower($1)', [p.email]);
    expect(codes.rows).toEqual([{ purpose: 'withdraw', user_id: p.user.id, tries: 0 }]);
    const again = await p.client.post(CODE_PATH, {});
    expect(again.body.code).toBe(429);
    expect(again.body.msg).toMatch(/^A code was just sent; ask for another in \d+ s$/);
  });

  it('refuses guests and accounts without a verified email, mailing nothing', async () => {
    expect((await new Client(t.app).post(CODE_PATH, {})).body).toMatchObject({ code: 401, msg: 'Please log in first' });
    const { client, user } = await register(t.app, 'wcu');
    const before = await snapshot();
    expect((await client.post(CODE_PATH, {})).body).toEqual({
      code: 400,
      msg: 'Verify your email first: withdrawals are confirmed with a code we email to your verified address',
      data: null,
    });
    expect((await client.post(WITHDRAW, { ...body(), emailCode: '123456' })).body.msg, `user ${user.userName}`).toBe(
      'Verify your email first: withdrawals are confirmed with a code we email to your verified address',
    );
    expect(await snapshot()).toBe(before);
  });
});

describe('withdraw', () => {
  it('debits amount + fee into a pending withdrawal, writes the ledger, pushes type 3 and a notification', async () => {
    const p = await player('wd');
    const socket = await socketOf(p);
    try {
      const terms = await p.client.get<WithdrawTerms>('/api/wallet/withdraw?coin=USDT');
      expect(terms.body.data).toEqual({
        coin: 'USDT',
        network: 'ERC20',
        networkLabel: 'Ethereum (ERC-20)',
        tagLabel: null,
        fee: '5.000000',
        minWithdraw: '20.000000',
        available: '1000.000000',
        // The daily limit (500 USD at 1 USD) is lower than the balance less the fee.
        maxAmount: '500.000000',
        dailyLimitUsd: '500.00',
        usedTodayUsd: '0.00',
        twoFactor: false,
        emailReady: true,
      } satisfies WithdrawTerms);
      const emailCode = await freshCode(p);
      const res = await p.client.post<WithdrawResult>(WITHDRAW, body({ emailCode }));
      expect(res.body.code, res.body.msg).toBe(200);
      const { withdrawal, balance: after } = res.body.data!;
      expect(after).toBe('970.000000');
      expect(withdrawal).toMatchObject({
        coin: 'USDT',
        network: 'ERC20',
        address: ADDR.ETH,
        tag: null,
        amount: '25.000000',
        fee: '5.000000',
        status: 'pending',
        txid: null,
        reason: null,
        decidedAt: null,
      });
      expect(Math.abs(withdrawal.createdAt - Date.now())).toBeLessThan(60_000);
      expect(await balance(p.user.id, 'USDT')).toBe('970.000000000000000000');
      const ledger = await t.db.query('SELECT kind, delta::text, reason, ref FROM ledger WHERE ref = $1', [`withdraw:${withdrawal.id}`]);
      expect(ledger.rows).toEqual([
        { kind: 'DEPOSIT', delta: '-30.000000000000000000', reason: 'withdraw', ref: `withdraw:${withdrawal.id}` },
      ]);
      const row = await t.db.query('SELECT status, usd_value::text, network FROM withdrawals WHERE id = $1', [withdrawal.id]);
      expect(row.rows[0]).toEqual({ status: 'pending', usd_value: '25.000000000000000000', network: 'ERC20' });
      const frame = await socket.next(amountFrame('withdraw'));
      expect(frame.data).toMatchObject({ coin: 'USDT', balanceType: 'DEPOSIT', amount: '970.000000', delta: '-30.000000' });
      const news = (await socket.next(newsFrame('Withdrawal requested'))).data as NewsNotify;
      expect(news.item).toMatchObject({ kind: 'withdrawal', data: { withdrawalId: withdrawal.id, coin: 'USDT', status: 'pending' } });
      expect(news.item.body).toContain('25 USDT');
      // The code unlocked this withdrawal only.
      expect((await p.client.post(WITHDRAW, body({ emailCode }))).body).toMatchObject({
        code: 400,
        msg: 'No valid code for this email: ask for a new one',
      });
      const later = (await p.client.get<WithdrawTerms>('/api/wallet/withdraw?coin=USDT')).body.data!;
      expect(later).toMatchObject({ available: '970.000000', usedTodayUsd: '25.00', maxAmount: '475.000000' });
      expect(await ledgerMismatches(t.db)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('a wrong code uses a try, 5 wrong tries kill the code, an expired code is refused; nothing moves', async () => {
    const p = await player('wt');
    const right = await freshCode(p);
    const wrong = right === '000000' ? '111111' : '000000';
    const before = await balance(p.user.id, 'USDT');
    for (let left = 4; left >= 1; left--) {
      expect((await p.client.post(WITHDRAW, body({ emailCode: wrong }))).body).toEqual({
        code: 400,
        msg: `The code is incorrect (${left} ${left === 1 ? 'try' : 'tries'} left)`,
        data: null,
      });
    }
    expect((await p.client.post(WITHDRAW, body({ emailCode: wrong }))).body.msg).toBe('The code is incorrect; ask for a new one');
    expect((await p.client.post(WITHDRAW, body({ emailCode: right }))).body.msg).toBe('No valid code for this email: ask for a new one');
    const expired = await freshCode(p);
    await t.db.query(`UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE email = lower($1) AND used_at IS NULL`, [
      p.email,
    ]);
    expect((await p.client.post(WITHDRAW, body({ emailCode: expired }))).body).toMatchObject({
      code: 400,
      msg: 'No valid code for this email: ask for a new one',
    });
    expect(await balance(p.user.id, 'USDT')).toBe(before);
    expect((await t.db.query('SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1', [p.user.id])).rows[0].n).toBe(0);
  });

  it('with two-factor login on: 428 without googleCode, refused when wrong, accepted with the right one', async () => {
    const p = await player('w2');
    const { secret } = (await p.client.get<TwoFactorSecret>('/v1/user/secret')).body.data!;
    await awaitTotpStep(5);
    expect((await p.client.post('/v1/user/startTwoAuth', { googleCode: await codeAt(secret, -1) })).body.code).toBe(200);
    expect((await p.client.get<WithdrawTerms>('/api/wallet/withdraw?coin=USDT')).body.data!.twoFactor).toBe(true);
    const emailCode = await freshCode(p);
    const before = await snapshot();
    expect((await p.client.post(WITHDRAW, body({ emailCode }))).body).toEqual({
      code: TWO_FACTOR_REQUIRED,
      msg: 'Enter the 6-digit code from your authenticator app to confirm this withdrawal',
      data: null,
    });
    const right = await codeAt(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await p.client.post(WITHDRAW, body({ emailCode, googleCode: wrong }))).body).toMatchObject({
      code: 400,
      msg: 'The authenticator code is incorrect',
    });
    expect(await snapshot()).toBe(before);
    const res = await p.client.post<WithdrawResult>(WITHDRAW, body({ emailCode, googleCode: right }));
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data!.balance).toBe('970.000000');
  });

  it('refuses amounts under the minimum or with too many decimals, over the balance and over the daily limit', async () => {
    const p = await player('wa');
    const emailCode = await freshCode(p);
    const msg = async (extra: Record<string, unknown>) => (await p.client.post(WITHDRAW, body({ emailCode, ...extra }))).body;
    const before = await snapshot();
    expect(await msg({ amount: '19.999999' })).toEqual({
      code: 400,
      msg: 'amount must be at least 20 USDT (the smallest withdrawal; the 5 USDT fee comes on top)',
      data: null,
    });
    expect((await msg({ amount: '20.1234567' })).msg).toBe('amount has more decimals than USDT allows (6)');
    expect((await msg({ coin: 'BTC', address: ADDR.BTC, amount: '0.000000001' })).msg).toBe('amount has more decimals than BTC allows (8)');
    expect((await msg({ coin: 'BTC', address: ADDR.BTC, amount: '0.0004' })).msg).toBe(
      'amount must be at least 0.0005 BTC (the smallest withdrawal; the 0.0002 BTC fee comes on top)',
    );
    expect((await msg({ amount: '0' })).code).toBe(400);
    // Over the daily limit (500 USD, USDT at 1 USD): the limit is checked with this withdrawal included.
    expect(await msg({ amount: '500.000001' })).toEqual({
      code: 400,
      msg: 'amount is over the daily withdrawal limit of 500.00 USD per coin: 500.00 USD of USDT left today (at most 500 USDT); it resets at 00:00 UTC',
      data: null,
    });
    expect(await snapshot()).toBe(before);
    // The code survived every refusal: it still unlocks a withdrawal, and the limit counts it.
    const first = await p.client.post<WithdrawResult>(WITHDRAW, body({ emailCode, amount: '400' }));
    expect(first.body.code, first.body.msg).toBe(200);
    const next = await freshCode(p);
    const mid = await snapshot();
    expect((await p.client.post(WITHDRAW, body({ emailCode: next, amount: '150' }))).body.msg).toBe(
      'amount is over the daily withdrawal limit of 500.00 USD per coin: 100.00 USD of USDT left today (at most 100 USDT); it resets at 00:00 UTC',
    );
    expect(await snapshot()).toBe(mid);
    // Over the balance (100 USDT left after a charge): refused, the code stays live for a corrected request.
    await move(p.user.id, 'USDT', 'DEPOSIT', '-495');
    expect((await p.client.get<WithdrawTerms>('/api/wallet/withdraw?coin=USDT')).body.data).toMatchObject({
      available: '100.000000',
      maxAmount: '95.000000',
      usedTodayUsd: '400.00',
    });
    expect((await p.client.post(WITHDRAW, body({ emailCode: next, amount: '96' }))).body).toEqual({
      code: 400,
      msg: 'Insufficient balance: 96 USDT plus the 5 USDT fee is more than your withdrawable 100 USDT',
      data: null,
    });
    const last = await p.client.post<WithdrawResult>(WITHDRAW, body({ emailCode: next, amount: '95' }));
    expect(last.body.code, last.body.msg).toBe(200);
    expect(last.body.data!.balance).toBe('0.000000');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('bonus balance cannot be withdrawn', async () => {
    const p = await player('wb');
    await move(p.user.id, 'USDT', 'DEPOSIT', '-1000');
    await move(p.user.id, 'USDT', 'BONUS', '300');
    await t.db.query(
      `INSERT INTO bonuses (user_id, coin, source, title, granted, wager_required, wagered, reference_edge)
       VALUES ($1, 'USDT', 'grant', 'test', 300, 3000, 1000.5, 0.01)`,
      [p.user.id],
    );
    expect((await p.client.get<WithdrawTerms>('/api/wallet/withdraw?coin=USDT')).body.data).toMatchObject({
      available: '0.000000',
      maxAmount: '0.000000',
    });
    const emailCode = await freshCode(p);
    const before = await snapshot();
    expect((await p.client.post(WITHDRAW, body({ emailCode }))).body).toEqual({
      code: 400,
      msg:
        'Insufficient balance: 25 USDT plus the 5 USDT fee is more than your withdrawable 0 USDT; bonus money (300 USDT) ' +
        "can't be withdrawn until its wagering is done: 1999.5 USDT left to wager",
      data: null,
    });
    // No field picks the balance: a balanceType in the body is an unknown field.
    expect((await p.client.post(WITHDRAW, body({ emailCode, balanceType: 'BONUS' }))).body.msg).toBe('Unknown field: balanceType');
    expect(await snapshot()).toBe(before);
    expect(await balance(p.user.id, 'USDT', 'BONUS')).toBe('300.000000000000000000');
  });

  it('refuses addresses of other chains, bad checksums, wrong tags and memos; accepts valid ones of every coin', async () => {
    const p = await player('wx');
    const before = await snapshot();
    const refusals: [Coin, string, string | null, RegExp][] = [
      ['BTC', ADDR.ETH, null, /^address: This looks like an Ethereum address; BTC withdrawals go to a Bitcoin address$/],
      ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp', null, /^address: Checksum mismatch/],
      ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', null, /^address: Checksum mismatch/],
      ['BTC', ADDR.DOGE, null, /^address: This looks like a Dogecoin address/],
      ['BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', null, /^address: .*testnet/],
      ['BTC', ADDR.BTC, '5', /^tag: BTC withdrawals take no destination tag or memo/],
      ['ETH', ADDR.TRX, null, /^address: This looks like a TRON address; ETH withdrawals go to an Ethereum address$/],
      ['ETH', '0x52908400098527886E0F7030069857D2E4169Ee7', null, /^address: Checksum mismatch: check the address's capital letters$/],
      ['ETH', '0x5290840009852788', null, /^address: This is not a valid Ethereum address/],
      ['USDT', ADDR.TRX, null, /^address: This looks like a TRON address; USDT withdrawals go to an Ethereum \(ERC-20\) address$/],
      ['USDT', ADDR.ETH, 'memo', /^tag: USDT withdrawals take no destination tag/],
      ['TRX', ADDR.BTC, null, /^address: This looks like a Bitcoin address; TRX withdrawals go to a TRON address$/],
      ['TRX', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', null, /^address: Checksum mismatch/],
      ['TRX', ADDR.ETH, null, /^address: This looks like an Ethereum address/],
      ['XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTj', null, /^address: Checksum mismatch/],
      ['XRP', ADDR.SOL, null, /^address: This looks like a Solana address/],
      ['XRP', ADDR.XRP, 'abc', /^tag: Destination tag must be a whole number from 0 to 4294967295$/],
      ['XRP', ADDR.XRP, '4294967296', /^tag: Destination tag must be a whole number/],
      ['XRP', ADDR.XRP, '007', /^tag: Remove the leading zeros/],
      ['XRP', ADDR.XRP, ' 7', /^tag: Remove the spaces around the destination tag$/],
      ['SOL', ADDR.TRX, null, /^address: This looks like a TRON address; SOL withdrawals go to a Solana address$/],
      ['SOL', '11111111111111111111111111111111', null, /^address: No wallet can own this Solana address/],
      ['SOL', ADDR.SOL.slice(0, 30), null, /^address: This is not a valid Solana address: it must decode to 32 bytes/],
      ['SOL', `${ADDR.SOL.slice(0, -1)}0`, null, /^address: This is not a valid Solana address: it contains a character/],
      ['SOL', ADDR.SOL, 'x'.repeat(121), /^tag: Memo must be at most 120 characters$/],
      ['DOGE', ADDR.BTC, null, /^address: This looks like a Bitcoin address; DOGE withdrawals go to a Dogecoin address$/],
      ['DOGE', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7M', null, /^address: Checksum mismatch/],
      ['DOGE', ` ${ADDR.DOGE}`, null, /^address: Remove the spaces around the address$/],
      ['BNB', 'bitcoin:' + ADDR.BTC, null, /^address: Enter only the address, without the "bitcoin:" in front$/],
    ];
    const failures: string[] = [];
    for (const [coin, address, tag, expected] of refusals) {
      const res = await p.client.post(WITHDRAW, { coin, address, tag, amount: COIN_CHAINS[coin].minWithdraw, emailCode: '123456' });
      if (res.body.code !== 400 || !expected.test(res.body.msg))
        failures.push(`${coin} ${address} ${tag}: ${res.body.code} ${res.body.msg}`);
    }
    expect(failures).toEqual([]);
    // A valid destination of each coin passes the address check: the request goes on to the emailed code.
    for (const coin of Object.keys(ADDRESS_OF) as Coin[]) {
      const tag = coin === 'XRP' ? '12345' : coin === 'SOL' ? 'exchange memo 42' : null;
      const res = await p.client.post(WITHDRAW, {
        coin,
        address: ADDRESS_OF[coin],
        tag,
        amount: COIN_CHAINS[coin].minWithdraw,
        emailCode: '123456',
      });
      expect(res.body, coin).toMatchObject({ code: 400, msg: 'No valid code for this email: ask for a new one' });
    }
    expect((await p.client.post(WITHDRAW, body({ network: 'TRC20', emailCode: '123456' }))).body.msg).toBe(
      'network: USDT is paid out on Ethereum (ERC-20) only (network ERC20)',
    );
    expect(await snapshot()).toBe(before);
  });

  it('keeps the destination tag and memo with the withdrawal', async () => {
    const p = await player('wg');
    const xrp = await p.client.post<WithdrawResult>(WITHDRAW, {
      coin: 'XRP',
      address: ADDR.XRP,
      tag: '12345',
      amount: '20',
      emailCode: await freshCode(p),
    });
    expect(xrp.body.data?.withdrawal, xrp.body.msg).toMatchObject({ coin: 'XRP', network: 'XRP', tag: '12345', fee: '0.250000' });
    expect(xrp.body.data!.balance).toBe('479.750000');
    const sol = await p.client.post<WithdrawResult>(WITHDRAW, {
      coin: 'SOL',
      address: ADDR.SOL,
      tag: 'memo 7',
      amount: '0.1',
      emailCode: await freshCode(p),
    });
    expect(sol.body.data?.withdrawal, sol.body.msg).toMatchObject({
      coin: 'SOL',
      tag: 'memo 7',
      amount: '0.100000000',
      fee: '0.010000000',
    });
  });

  it('an idempotency key replays the first answer without new codes; another withdrawal under it is refused', async () => {
    const p = await player('wi');
    const key = 'withdraw-key-0001';
    const first = await p.client.post<WithdrawResult>(WITHDRAW, body({ emailCode: await freshCode(p), idempotencyKey: key }));
    expect(first.body.code, first.body.msg).toBe(200);
    const before = await snapshot();
    const again = await p.client.post<WithdrawResult>(WITHDRAW, body({ emailCode: '000000', idempotencyKey: key }));
    expect(again.body).toEqual(first.body);
    const many = await Promise.all(
      Array.from({ length: 5 }, () => p.client.post(WITHDRAW, body({ emailCode: '000000', idempotencyKey: key }))),
    );
    for (const r of many) expect(r.body).toEqual(first.body);
    expect((await p.client.post(WITHDRAW, body({ emailCode: '000000', idempotencyKey: key, amount: '26' }))).body).toEqual({
      code: 400,
      msg: 'idempotencyKey was already used for a different withdrawal',
      data: null,
    });
    expect(await snapshot()).toBe(before);
    const ledger = await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'withdraw'`, [p.user.id]);
    expect(ledger.rows[0].n).toBe(1);
  });

  it('60 concurrent withdrawals on a balance that covers 10: exactly 10 pending, balance 0, never negative', async () => {
    const p = await player('wcc');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, () =>
        requestWithdrawal(t.app.db, {
          userId: p.user.id,
          coin: 'USDT',
          address: ADDR.ETH,
          tag: null,
          amount: new Decimal('95'),
          priceUsd: '1',
          dailyLimitUsd: '1000000',
        }),
      ),
    );
    const done = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(done).toHaveLength(10);
    expect(refused).toHaveLength(50);
    for (const r of refused) expect((r.reason as Error).message).toMatch(/^Insufficient balance: 95 USDT plus the 5 USDT fee/);
    expect(await balance(p.user.id, 'USDT')).toBe('0.000000000000000000');
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1 AND status = 'pending'`, [p.user.id]);
    expect(rows.rows[0].n).toBe(10);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('the daily USD limit holds under concurrency', async () => {
    const p = await player('wcl');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        requestWithdrawal(t.app.db, {
          userId: p.user.id,
          coin: 'USDT',
          address: ADDR.ETH,
          tag: null,
          amount: new Decimal('25'),
          priceUsd: '1',
          dailyLimitUsd: '100',
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
    for (const o of outcomes)
      if (o.status === 'rejected') expect((o.reason as Error).message).toMatch(/^amount is over the daily withdrawal limit/);
    expect(await balance(p.user.id, 'USDT')).toBe('880.000000000000000000');
    const used = await t.db.query('SELECT sum(usd_value)::text AS s FROM withdrawals WHERE user_id = $1', [p.user.id]);
    expect(new Decimal(used.rows[0].s).eq(100)).toBe(true);
  });

  it('one emailed code, sent by 10 requests at once, unlocks exactly one withdrawal', async () => {
    const p = await player('wco');
    const emailCode = await freshCode(p);
    const answers = await Promise.all(Array.from({ length: 10 }, () => p.client.post(WITHDRAW, body({ emailCode }))));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200))
      expect(a.body).toMatchObject({ code: 400, msg: expect.stringMatching(/code/) });
    expect(await balance(p.user.id, 'USDT')).toBe('970.000000000000000000');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('admin decisions', () => {
  async function pending(p: Player, amount = '25'): Promise<number> {
    const res = await p.client.post<WithdrawResult>(WITHDRAW, body({ amount, emailCode: await freshCode(p) }));
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data!.withdrawal.id;
  }

  it('approve records the txid and pushes to the player across processes (fan-out); a second decision is refused', async () => {
    const p = await player('wap');
    const id = await pending(p);
    const socket = await socketOf(p);
    try {
      const before = await balance(p.user.id, 'USDT');
      const txid = '0x' + 'ab'.repeat(32);
      // The command line's own pool, as scripts/admin.ts has: its pushes reach the server's sockets through NOTIFY.
      const done = await runAdmin(t.db, ['withdrawals', 'approve', String(id), txid]);
      expect(done).toEqual({ code: 0, out: `Withdrawal ${id} approved: 25 USDT to ${ADDR.ETH}, txid ${txid}; the player was notified` });
      const row = await t.db.query('SELECT status, txid, decided_at FROM withdrawals WHERE id = $1', [id]);
      expect(row.rows[0]).toMatchObject({ status: 'approved', txid });
      expect(row.rows[0].decided_at).toBeInstanceOf(Date);
      expect(await balance(p.user.id, 'USDT')).toBe(before);
      expect((await socket.next(amountFrame('withdraw_approved'))).data).toMatchObject({
        coin: 'USDT',
        amount: '970.000000',
        delta: '0.000000',
      });
      const news = (await socket.next(newsFrame('Withdrawal sent'))).data as NewsNotify;
      expect(news.item.body).toContain(txid);
      expect(news.item.data).toMatchObject({ withdrawalId: id, status: 'approved', txid });
      const again = await runAdmin(t.db, ['withdrawals', 'approve', String(id), 'other-txid']);
      expect(again.code).toBe(1);
      expect(again.out).toMatch(new RegExp(`^Withdrawal ${id} was already approved at .*: a decision is final$`));
      expect((await runAdmin(t.db, ['withdrawals', 'reject', String(id), 'too', 'late'])).code).toBe(1);
      expect((await t.db.query('SELECT txid FROM withdrawals WHERE id = $1', [id])).rows[0].txid).toBe(txid);
      expect(await balance(p.user.id, 'USDT')).toBe(before);
    } finally {
      socket.close();
    }
  });

  it('reject refunds amount + fee exactly through the ledger and pushes; a second decision is refused', async () => {
    const p = await player('wrj');
    const start = await balance(p.user.id, 'USDT');
    const id = await pending(p, '123.456789');
    expect(await balance(p.user.id, 'USDT')).toBe('871.543211000000000000');
    const socket = await socketOf(p);
    try {
      const done = await runAdmin(t.db, ['withdrawals', 'reject', String(id), 'Address', 'is', 'on', 'a', 'sanctions', 'list']);
      expect(done).toEqual({
        code: 0,
        out: `Withdrawal ${id} rejected: 123.456789 USDT to ${ADDR.ETH}; 128.456789 USDT refunded, the player was notified`,
      });
      expect(await balance(p.user.id, 'USDT')).toBe(start);
      const ledger = await t.db.query('SELECT delta::text, reason FROM ledger WHERE ref = $1 ORDER BY id', [`withdraw:${id}`]);
      expect(ledger.rows).toEqual([
        { delta: '-128.456789000000000000', reason: 'withdraw' },
        { delta: '128.456789000000000000', reason: 'withdraw_refund' },
      ]);
      expect(await ledgerMismatches(t.db)).toEqual([]);
      expect((await socket.next(amountFrame('withdraw_refund'))).data).toMatchObject({ amount: '1000.000000', delta: '128.456789' });
      const news = (await socket.next(newsFrame('Withdrawal rejected'))).data as NewsNotify;
      expect(news.item.body).toContain('Address is on a sanctions list');
      const row = await t.db.query('SELECT status, reason, txid FROM withdrawals WHERE id = $1', [id]);
      expect(row.rows[0]).toEqual({ status: 'rejected', reason: 'Address is on a sanctions list', txid: null });
      const before = await snapshot();
      expect((await runAdmin(t.db, ['withdrawals', 'reject', String(id), 'again'])).code).toBe(1);
      expect((await runAdmin(t.db, ['withdrawals', 'approve', String(id), 'tx'])).code).toBe(1);
      expect(await snapshot()).toBe(before);
      // A rejected withdrawal no longer counts against the daily limit.
      expect((await p.client.get<WithdrawTerms>('/api/wallet/withdraw?coin=USDT')).body.data!.usedTodayUsd).toBe('0.00');
    } finally {
      socket.close();
    }
  });

  it('concurrent approve and reject of one withdrawal: exactly one decision', async () => {
    const p = await player('wcd');
    const id = String(await pending(p));
    const results = await Promise.all([
      runAdmin(t.db, ['withdrawals', 'approve', id, 'tx-1']),
      runAdmin(t.db, ['withdrawals', 'reject', id, 'no']),
      runAdmin(t.db, ['withdrawals', 'approve', id, 'tx-2']),
      runAdmin(t.db, ['withdrawals', 'reject', id, 'no']),
    ]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 1)).toHaveLength(3);
    const refunds = await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE ref = $1 AND reason = 'withdraw_refund'`, [
      `withdraw:${id}`,
    ]);
    expect(refunds.rows[0].n).toBeLessThanOrEqual(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('list and show print readable tables; bad arguments exit 2 with the usage, unknown ids and players exit 1', async () => {
    const p = await player('wls');
    const a = await pending(p, '20');
    const b = await pending(p, '21');
    await runAdmin(t.db, ['withdrawals', 'approve', String(b), 'txid-b']);
    const list = await runAdmin(t.db, ['withdrawals', 'list', '--user', p.user.userName]);
    expect(list.code).toBe(0);
    const lines = list.out.split('\n');
    expect(lines[0]).toBe(`1 pending withdrawal of ${p.user.userName}`);
    expect(lines[1]).toMatch(/^ID\s+USER\s+AMOUNT\s+FEE\s+USD\s+STATUS\s+CREATED \(UTC\)\s+DESTINATION\s+TXID \/ REASON$/);
    expect(lines[2]).toMatch(/^-+ +-+/);
    expect(lines[3]).toMatch(
      new RegExp(
        `^${a}\\s+${p.user.userName}\\s+20 USDT\\s+5 USDT\\s+20\\.00\\s+pending\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+ERC20 ${ADDR.ETH}$`,
      ),
    );
    expect(lines).toHaveLength(4);
    const all = await runAdmin(t.db, ['withdrawals', 'list', '--status', 'all', '--user', p.user.userName]);
    expect(all.out.split('\n')[0]).toBe(`2 withdrawals of ${p.user.userName}`);
    expect(all.out).toMatch(new RegExp(`^${b}\\s.*approved.*txid-b$`, 'm'));
    const approved = await runAdmin(t.db, ['withdrawals', 'list', '--status', 'approved', '--user', p.user.userName, '--limit', '5']);
    expect(approved.out.split('\n')).toHaveLength(4);
    expect((await runAdmin(t.db, ['withdrawals', 'list', '--status', 'rejected', '--user', p.user.userName])).out).toBe(
      `No rejected withdrawals of ${p.user.userName}`,
    );
    expect((await runAdmin(t.db, ['withdrawals', 'list'])).code).toBe(0);
    const shown = await runAdmin(t.db, ['withdrawals', 'show', String(b)]);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^id\s+\d+$/m);
    expect(shown.out).toContain(`${p.user.userName} (id ${p.user.id})`);
    expect(shown.out).toMatch(/^status\s+approved$/m);
    expect(shown.out).toMatch(/^txid\s+txid-b$/m);
    expect(shown.out).toMatch(/^ledger \d+\s+withdraw -26 USDT at /m);

    const bad: string[][] = [
      ['withdrawals'],
      ['withdrawals', 'delete', '1'],
      ['withdrawals', 'show'],
      ['withdrawals', 'show', 'x'],
      ['withdrawals', 'show', '1', '2'],
      ['withdrawals', 'approve'],
      ['withdrawals', 'approve', String(a)],
      ['withdrawals', 'approve', '0', 'tx'],
      ['withdrawals', 'approve', '-1', 'tx'],
      ['withdrawals', 'approve', '1.5', 'tx'],
      ['withdrawals', 'approve', String(a), 'tx', 'with spaces'],
      ['withdrawals', 'approve', String(a), 'x'.repeat(129)],
      ['withdrawals', 'approve', String(a), 'tx\u0007'],
      ['withdrawals', 'approve', String(a), 'tx\u00e9'],
      ['withdrawals', 'approve', String(a), ''],
      ['withdrawals', 'reject', String(a)],
      ['withdrawals', 'reject', String(a), ' '],
      ['withdrawals', 'reject', String(a), 'x'.repeat(201)],
      ['withdrawals', 'reject', String(a), 'bad\u0000reason'],
      ['withdrawals', 'reject', String(a), 'hidden\u202etext'],
      ['withdrawals', 'list', '--status'],
      ['withdrawals', 'list', '--status', 'done'],
      ['withdrawals', 'list', '--bogus', '1'],
      ['withdrawals', 'list', '--limit', '0'],
      ['withdrawals', 'list', '--limit', '5000'],
      ['withdrawals', 'list', '--user'],
    ];
    const before = await snapshot();
    for (const args of bad) {
      const r = await runAdmin(t.db, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out, args.join(' ')).toContain('withdrawals approve <id> <txid>');
    }
    expect(await snapshot()).toBe(before);
    expect(await runAdmin(t.db, ['withdrawals', 'approve', '999999999', 'tx'])).toEqual({
      code: 1,
      out: 'There is no withdrawal 999999999',
    });
    expect(await runAdmin(t.db, ['withdrawals', 'show', '999999999'])).toEqual({ code: 1, out: 'There is no withdrawal 999999999' });
    expect(await runAdmin(t.db, ['withdrawals', 'list', '--user', 'nobody_here_x'])).toEqual({
      code: 1,
      out: 'No player named nobody_here_x',
    });
    expect((await runAdmin(t.db, [])).out).toContain('withdrawals list [--status pending|approved|rejected|all]');
    expect(await snapshot()).toBe(before);
    // The withdrawal the bad commands named is still pending.
    expect((await t.db.query('SELECT status FROM withdrawals WHERE id = $1', [a])).rows[0].status).toBe('pending');
  });
});

describe('malformed input', () => {
  // Bodies every POST route refuses: not an object.
  const NOT_OBJECTS = ['"x"', '[]', '[1]', '1', 'null', 'true', '{', '{"a":}', '[{"coin":"USDT"}]'];
  const WRONG = [null, 1, true, [], {}, 1.5, -1, 1e308, ['USDT'], { $gt: '' }, 'x'.repeat(5000)];

  it('40 malformed bodies per route: each a 4xx envelope with a clear message, nothing changed', async () => {
    const p = await player('wm');
    // A live code, so a body that slipped through to the code check would show as a used try.
    await freshCode(p);
    const ok = body({ emailCode: '123456' });
    const withdrawBodies: unknown[] = [
      ...NOT_OBJECTS,
      {},
      { coin: 'USDT' },
      { address: ADDR.ETH, amount: '25', emailCode: '123456' },
      { coin: 'USDT', address: ADDR.ETH, emailCode: '123456' },
      body(),
      { ...ok, x: 1 },
      { ...ok, balanceType: 'DEPOSIT' },
      { ...ok, amount: '-25' },
      { ...ok, amount: '2.5e1' },
      { ...ok, amount: '1e3' },
      { ...ok, amount: 25 },
      { ...ok, amount: ' 25' },
      { ...ok, amount: '25.' },
      { ...ok, amount: 'NaN' },
      { ...ok, amount: 'Infinity' },
      { ...ok, amount: '0x19' },
      { ...ok, amount: '1'.repeat(40) },
      { ...ok, amount: '0' },
      { ...ok, coin: 'usdt' },
      { ...ok, coin: 'EUR' },
      { ...ok, address: '' },
      { ...ok, address: 'x'.repeat(129) },
      { ...ok, address: 'x'.repeat(15000) },
      { ...ok, tag: 'x'.repeat(300) },
      { ...ok, tag: 7 },
      { ...ok, emailCode: '12345' },
      { ...ok, emailCode: 123456 },
      { ...ok, emailCode: '12345a' },
      { ...ok, googleCode: '1234567' },
      { ...ok, idempotencyKey: 'short' },
      { ...ok, idempotencyKey: 12345678 },
      { ...ok, network: 'TRC20' },
      { ...ok, network: { a: 1 } },
      '{"__proto__":{"isAdmin":true},"coin":"USDT","address":"0x52908400098527886E0F7030069857D2E4169EE7","amount":"25","emailCode":"123456"}',
      '{"constructor":{"prototype":{"isAdmin":true}},"coin":"USDT"}',
      { ...ok, constructor: { prototype: { isAdmin: true } } },
      { ...ok, prototype: 1 },
      ...WRONG.map((v) => ({ ...ok, amount: v })),
      ...WRONG.map((v) => ({ ...ok, address: v })),
      ...WRONG.slice(0, 6).map((v) => ({ ...ok, coin: v })),
      ...WRONG.slice(0, 6).map((v) => ({ ...ok, emailCode: v })),
      { ...ok, nested: { deep: { deeper: [1, 2, { x: 'y' }] } } },
    ];
    const codeBodies: unknown[] = [
      ...NOT_OBJECTS,
      { x: 1 },
      { email: p.email },
      { email: 'attacker@example.test' },
      { type: 'withdraw' },
      { coin: 'USDT' },
      { userId: 1 },
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      { constructor: 1 },
      { prototype: {} },
      { toString: 'x' },
      { '': 1 },
      { [`k${'x'.repeat(3000)}`]: 1 },
      ...WRONG.map((v) => ({ email: v })),
      ...WRONG.map((v) => ({ purpose: v })),
      { nested: { deep: { deeper: [1, 2, { x: 'y' }] } } },
    ];
    const failures: string[] = [];
    const check = async (label: string, send: () => Promise<{ body: { code: number; msg: string } }>) => {
      const before = await snapshot();
      const res = await send();
      const { code, msg } = res.body;
      if (code < 400 || code >= 500 || typeof msg !== 'string' || msg.length < 8) failures.push(`${label} -> ${code} ${msg}`);
      if ((await snapshot()) !== before) failures.push(`${label} changed something`);
    };
    expect(withdrawBodies.length).toBeGreaterThanOrEqual(40);
    expect(codeBodies.length).toBeGreaterThanOrEqual(40);
    for (const b of withdrawBodies) await check(`withdraw ${JSON.stringify(b).slice(0, 120)}`, () => p.client.post(WITHDRAW, b));
    // The code route's budget and resend wait are not what is tested here: age the live code first.
    await t.db.query(`UPDATE email_codes SET created_at = created_at - interval '61 seconds' WHERE email = lower($1)`, [p.email]);
    for (const b of codeBodies) await check(`code ${JSON.stringify(b).slice(0, 120)}`, () => p.client.post(CODE_PATH, b));
    const queries = [
      '',
      '?coin=',
      '?coin=usdt',
      '?coin=EUR',
      '?coin=BTCX',
      '?coin=%00',
      '?coin=%20USDT',
      `?coin=${'X'.repeat(5000)}`,
      '?coin=USDT&coin=BTC',
      '?coin[]=USDT',
      '?coin[a]=USDT',
      '?coin=USDT&x=1',
      '?coin=USDT&__proto__=1',
      '?__proto__[coin]=USDT',
      '?constructor=1',
      '?coin=USDT&constructor[prototype][x]=1',
      '?coin=1',
      '?coin=true',
      '?coin=null',
      '?coin={}',
      '?coin=[]',
      '?Coin=USDT',
      '?COIN=USDT',
      '?coin=USDT%00',
      '?coin=USD%E2%80%AET',
      '?x=',
      '?=',
      '?&&&',
      '?coin=USDT&coin=USDT',
      '?amount=25',
      '?coin=USDT&amount=1',
      '?coin=BNB&userId=1',
      '?coin=SOL&network=SOL',
      '?coin=%F0%9F%92%B0',
      '?coin=U+S+D+T',
      '?coin=..%2F..%2F',
      '?coin=DOGE;',
      '?coin=%27%20OR%201%3D1',
      '?coin=TRX%0A',
      '?coin=XRP&tag=1',
    ];
    expect(queries.length).toBeGreaterThanOrEqual(40);
    for (const q of queries) await check(`terms ${q.slice(0, 80)}`, () => p.client.get(`/api/wallet/withdraw${q}`));
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    // Guests are asked to log in on every route.
    const guest = new Client(t.app);
    expect((await guest.post(WITHDRAW, body({ emailCode: '123456' }))).body).toEqual({ code: 401, msg: 'Please log in first', data: null });
    expect((await guest.get('/api/wallet/withdraw?coin=USDT')).body.code).toBe(401);
  });
});
