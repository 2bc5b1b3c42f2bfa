import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin/cli';
import { CODE_INVALID } from '../../server/promotions/codes';
import { Decimal } from '../../src/core/money';
import type { PromotionCard, RedemptionResult } from '../../src/core/promotions';
import { createTestApp, ledgerMismatches, register, type TestApp } from './helpers';

// Redemption codes and the operator's promo commands, on PostgreSQL.

let t: TestApp;
let dir: string;
const admin = (...args: string[]) => runAdmin(t.db, args);

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'hs-promo-'));
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const balance = async (userId: number, coin: string, kind: string) =>
  new Decimal(
    (await t.db.query('SELECT amount FROM balances WHERE user_id = $1 AND coin = $2 AND kind = $3', [userId, coin, kind])).rows[0]
      ?.amount ?? 0,
  );

describe('redemption codes', () => {
  it('100 players racing for a code with 10 uses: exactly 10 are paid, once each', async () => {
    expect(await admin('promo', 'code', 'create', 'race-ten', '2.5', 'USDT', '--uses', '10', '--note', 'launch stream')).toEqual({
      code: 0,
      out: 'created code RACE-TEN: 2.5 USDT of deposit money, 10 uses',
    });
    const players = [];
    for (let i = 0; i < 100; i += 25) players.push(...(await Promise.all(Array.from({ length: 25 }, () => register(t.app, 'cr')))));
    const answers = await Promise.all(
      players.map((p) => p.client.post<RedemptionResult>('/v1/bonus/bonusRedemptionCode/redemption', { code: 'race-ten' })),
    );
    const paid = answers.filter((a) => a.body.code === 200);
    expect(paid).toHaveLength(10);
    expect(paid[0]!.body.data).toMatchObject({ coin: 'USDT', amount: '2.500000', balanceType: 'DEPOSIT', bonus: null });
    expect(new Set(answers.filter((a) => a.body.code !== 200).map((a) => a.body.msg))).toEqual(new Set([CODE_INVALID]));
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n, sum(delta) AS total FROM ledger WHERE reason = 'code_redeem' AND ref = 'code:RACE-TEN'`,
    );
    expect(rows[0]).toMatchObject({ n: 10 });
    expect(new Decimal(rows[0].total).eq(25)).toBe(true);
    expect((await t.db.query(`SELECT used FROM bonus_codes WHERE code = 'RACE-TEN'`)).rows[0].used).toBe(10);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('once per player, case-insensitive, expired and ended codes pay nothing, bad input is named', async () => {
    await admin('promo', 'code', 'create', 'ONCE-EACH', '1', 'USDT', '--uses', '100');
    const { client, user } = await register(t.app, 'co');
    const before = await balance(user.id, 'USDT', 'DEPOSIT');
    expect((await client.post('/v1/bonus/bonusRedemptionCode/redemption', { code: ' once-each ' })).body.code).toBe(200);
    expect((await client.post('/v1/bonus/bonusRedemptionCode/redemption', { code: 'ONCE-EACH' })).body).toMatchObject({
      code: 400,
      msg: 'You have already redeemed this code',
    });
    expect((await balance(user.id, 'USDT', 'DEPOSIT')).minus(before).eq(1)).toBe(true);
    expect((await t.db.query(`SELECT used FROM bonus_codes WHERE code = 'ONCE-EACH'`)).rows[0].used).toBe(1);

    await admin(
      'promo',
      'code',
      'create',
      'SOON-GONE',
      '1',
      'USDT',
      '--uses',
      '5',
      '--expires',
      new Date(Date.now() + 60_000).toISOString(),
    );
    await t.db.query(`UPDATE bonus_codes SET expires_at = now() WHERE code = 'SOON-GONE'`);
    expect((await client.post('/v1/bonus/bonusRedemptionCode/redemption', { code: 'SOON-GONE' })).body).toMatchObject({
      code: 400,
      msg: CODE_INVALID,
    });
    await admin('promo', 'code', 'create', 'STOPPED', '1', 'USDT', '--uses', '5');
    expect(await admin('promo', 'code', 'end', 'stopped')).toEqual({ code: 0, out: 'ended code STOPPED' });
    expect((await client.post('/v1/bonus/bonusRedemptionCode/redemption', { code: 'STOPPED' })).body).toMatchObject({
      code: 400,
      msg: CODE_INVALID,
    });

    for (const [body, msg] of [
      [{ code: '' }, 'Enter a code'],
      [{ code: 'ab' }, 'A code is 4 to 32 letters, digits or dashes'],
      [{ code: 'DROP TABLE' }, 'A code is 4 to 32 letters, digits or dashes'],
      [{}, 'code must be a string'],
      [{ code: 'ONCE-EACH', extra: 1 }, 'Unknown field: extra'],
    ] as const) {
      const res = await client.post('/v1/bonus/bonusRedemptionCode/redemption', body);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
  });

  it('a bonus code pays bonus money with its wagering, joining the open bonus of the coin', async () => {
    expect((await admin('promo', 'code', 'create', 'BONUS-FIVE', '5', 'USDT', '--uses', '3', '--bonus', '--wager', '3')).out).toBe(
      'created code BONUS-FIVE: 5 USDT of bonus money with 3x wagering, 3 uses',
    );
    const { client, user } = await register(t.app, 'cb');
    const first = await client.post<RedemptionResult>('/v1/bonus/bonusRedemptionCode/redemption', { code: 'bonus-five' });
    expect(first.body.data!.bonus).toMatchObject({ granted: '5', wagerRequired: '15', source: 'code', status: 'active' });
    expect(await balance(user.id, 'USDT', 'BONUS')).toEqual(new Decimal(5));
    await admin('promo', 'code', 'create', 'MORE-BONUS', '2', 'USDT', '--uses', '3', '--bonus', '--wager', '10');
    const second = await client.post<RedemptionResult>('/v1/bonus/bonusRedemptionCode/redemption', { code: 'MORE-BONUS' });
    expect(second.body.data!.bonus).toMatchObject({ id: first.body.data!.bonus!.id, granted: '7', wagerRequired: '35' });
  });

  it('ten attempts per ten minutes: guessing is slowed down', async () => {
    const { client } = await register(t.app, 'cg');
    for (let i = 0; i < 10; i++)
      expect((await client.post('/v1/bonus/bonusRedemptionCode/redemption', { code: `GUESS-${i}` })).body.code).toBe(400);
    const blocked = await client.post('/v1/bonus/bonusRedemptionCode/redemption', { code: 'GUESS-X' });
    expect(blocked.body.code).toBe(429);
    expect(blocked.body.msg).toMatch(/^Too many code attempts, try again in \d+ s$/);
  });
});

describe('promo admin', () => {
  it('creates from a file, lists, ends; refuses a bad file with its first problem', async () => {
    const file = path.join(dir, 'reload.json');
    const promo = {
      kind: 'reload',
      slug: 'monday-reload',
      titles: { en_US: 'Monday reload 25%' },
      summaries: { en_US: 'A quarter of your Monday deposit again.' },
      bodies: { en_US: ['Join, deposit on a Monday, claim 25% up to 50 USD.'] },
      image: '/promotions/friday-reload.svg',
      startsAt: '2026-01-01T00:00:00Z',
      eligibility: { minDepositUsd: '10', weekday: 1 },
      reward: { matchRate: '0.25', maxBonusUsd: '50' },
      wagering: { multiplier: '5', referenceEdge: '0.01', maxBetUsd: '5', expiryDays: 7, counts: 'any', claimDays: 3 },
    };
    await writeFile(file, JSON.stringify(promo));
    const created = await admin('promo', 'create', file);
    expect(created.out).toMatch(/^created promotion \d+ \(monday-reload\)$/);
    expect((await admin('promo', 'create', file)).out).toBe('promo create: the slug monday-reload is taken');
    const listed = await admin('promo', 'list');
    expect(listed.out).toContain('monday-reload');
    const { client } = await register(t.app, 'pa');
    const cards = await client.post<{ list: PromotionCard[] }>('/v1/home/selectPromotion', {});
    expect(cards.body.data!.list.map((c) => c.slug)).toContain('monday-reload');

    expect(await admin('promo', 'end', 'monday-reload')).toMatchObject({ code: 0 });
    const after = await client.post<{ list: PromotionCard[] }>('/v1/home/selectPromotion', {});
    expect(after.body.data!.list.map((c) => c.slug)).not.toContain('monday-reload');

    await writeFile(file, JSON.stringify({ ...promo, slug: 'too-much', wagering: { ...promo.wagering, multiplier: '35' } }));
    expect((await admin('promo', 'create', file)).out).toBe('promo create: wagering.multiplier must be at most 10');
    await writeFile(file, JSON.stringify({ ...promo, slug: 'no-day', eligibility: { minDepositUsd: '10' } }));
    expect((await admin('promo', 'create', file)).out).toBe('promo create: a reload needs eligibility.weekday');
    await writeFile(file, JSON.stringify({ ...promo, slug: 'second-welcome', kind: 'first_deposit' }));
    expect((await admin('promo', 'create', file)).out).toBe(
      'promo create: a first-deposit offer is running; end it first (promo end <id>)',
    );
    expect((await admin('promo', 'code', 'create', 'X1', '1', 'USDT', '--uses', '1')).code).toBe(2);
    expect((await admin('promo', 'code', 'create', 'GOOD-CODE', '1', 'USDT', '--uses', '1', '--wager', '2')).out).toContain(
      '--wager needs --bonus',
    );
  });
});
