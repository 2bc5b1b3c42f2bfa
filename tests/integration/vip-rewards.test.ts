import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../src/core/money';
import type { PrivilegeBonusList, VipCalendar } from '../../src/core/vip';
import { VipLadder } from '../../server/vip/ladder';
import { VipService } from '../../server/vip/VipService';
import { createTestApp, ledgerMismatches, register, type TestApp } from './helpers';

// Calendar rewards, the recharge and the privilege bonuses on a clock the test sets (UTC boundaries, days passing).
let t: TestApp;
let now = new Date();
let service: VipService;

beforeAll(async () => {
  t = await createTestApp();
  service = new VipService(t.db, new VipLadder(t.db, 0), t.app.refs, t.app.hub, () => now);
});

afterAll(async () => {
  await t.close();
});

let ref = 800_000_000;
/** A settled stake of a third-party product at a given moment (the wager stream's row, as a provider's bet would write). */
async function stake(
  userId: number,
  at: string,
  usd: string,
  opts: { payoutUsd?: string; edge?: string; weight?: string } = {},
): Promise<void> {
  await t.db.query(
    `INSERT INTO wagers (user_id, product, game, ref_id, coin, amount, usd, payout_usd, house_edge, weight, created_at)
     VALUES ($1, 'slots', 'test-slot', $2, 'USDT', $3, $3, $4, $5, $6, $7)`,
    [userId, ref++, usd, opts.payoutUsd ?? '0', opts.edge ?? '0.04', opts.weight ?? '1', at],
  );
}

describe('calendar rewards', () => {
  it('each UTC day, ISO week and month is its own period, claimable once after it ends, at the formula', async () => {
    const { user } = await register(t.app, 'cal');
    // Bronze (10,000 XP): daily 2% of edge, weekly 3% + 1% of net loss, monthly 2%.
    await stake(user.id, '2026-02-10T12:00:00Z', '10000', { payoutUsd: '10000' });
    await stake(user.id, '2026-02-28T23:59:59.999Z', '1000', { payoutUsd: '0' });
    await stake(user.id, '2026-03-01T23:59:59.999Z', '500', { payoutUsd: '100' });
    await stake(user.id, '2026-03-02T00:00:00Z', '250', { payoutUsd: '0' });

    now = new Date('2026-03-02T00:00:00.001Z');
    const cal = (await service.calendar(user.id)) satisfies VipCalendar;
    const daily = cal.entries.find((e) => e.period === 'daily')!;
    // Days before today: 10 Feb (edge 400 -> 8), 28 Feb (edge 40 -> 0.8), 1 Mar (edge 20 -> 0.4). 2 Mar runs.
    expect(daily.claimable).toEqual([
      { start: '2026-02-10', amountUsd: '8.00' },
      { start: '2026-02-28', amountUsd: '0.80' },
      { start: '2026-03-01', amountUsd: '0.40' },
    ]);
    expect(daily.current).toMatchObject({
      start: '2026-03-02',
      edgeUsd: '10.00',
      estimateUsd: '0.20',
      to: Date.parse('2026-03-03T00:00:00Z'),
    });
    const weekly = cal.entries.find((e) => e.period === 'weekly')!;
    // 1 Mar 2026 is a Sunday: the week of 23 Feb ended at its midnight. Its net loss 1000 + 400, edge 60.
    expect(weekly.claimable).toEqual([
      { start: '2026-02-09', amountUsd: '12.00' },
      { start: '2026-02-23', amountUsd: new Decimal('0.03').times(60).plus(14).toFixed(2) },
    ]);
    const monthly = cal.entries.find((e) => e.period === 'monthly')!;
    // February ended: edge 440 x 2%; March runs.
    expect(monthly.claimable).toEqual([{ start: '2026-02-01', amountUsd: '8.80' }]);

    const paid = await service.claimCalendar(user.id, 'daily', 'USDT');
    expect(paid.paid.map((p) => p.usd)).toEqual(['8.00', '0.80', '0.40']);
    expect(paid.totalUsd).toBe('9.20');
    await expect(service.claimCalendar(user.id, 'daily')).rejects.toThrow('Nothing to claim yet');
    // The next day, 2 March is owed too, and only it.
    now = new Date('2026-03-03T00:00:00Z');
    expect((await service.claimCalendar(user.id, 'daily')).paid.map((p) => p.usd)).toEqual(['0.20']);
    const both = await Promise.all(
      [service.claimCalendar(user.id, 'weekly'), service.claimCalendar(user.id, 'weekly')].map((p) =>
        p.then(
          () => 'paid',
          (e: Error) => e.message,
        ),
      ),
    );
    // One pays; the other lost the race (waited on the first's claim row) or came after it.
    expect(both.filter((r) => r === 'paid')).toHaveLength(1);
    expect(['This reward has just been claimed', 'Nothing to claim yet']).toContain(both.find((r) => r !== 'paid'));
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('the recharge', () => {
  it('starts on 7 days of wagering at Gold, releases daily (hourly when rapid) and pays each part once', async () => {
    const { user } = await register(t.app, 'rch');
    now = new Date('2026-04-10T12:00:00Z');
    await stake(user.id, '2026-04-01T10:00:00Z', '100000', { edge: '0.01' });
    let info = await service.rebateInfo(user.id);
    expect(info.recharge).toMatchObject({
      unlocked: true,
      canActivate: false,
      blocked: expect.stringContaining('Wager 1000 USD over 7 days'),
    });
    await expect(service.activate(user.id)).rejects.toThrow('Wager 1000 USD over 7 days');
    await stake(user.id, '2026-04-09T10:00:00Z', '2000', { edge: '0.01' });
    info = await service.rebateInfo(user.id);
    // Gold: 5% of the last 7 days' edge (2000 x 1%) = 1.00 USD.
    expect(info.recharge).toMatchObject({ canActivate: true, offerUsd: '1.00', rapidUnlocked: false });
    const started = await service.activate(user.id);
    expect(started.run).toMatchObject({ totalUsd: '1.00', windows: 7, windowsDone: 0, claimableUsd: '0.00' });
    await expect(service.activate(user.id)).rejects.toThrow('A recharge is running');
    await expect(service.rapid(user.id)).rejects.toThrow('Rapid recharge opens at Platinum IV');
    await expect(service.claimRecharge(user.id, 'USDT')).rejects.toThrow('Nothing to claim yet');
    now = new Date('2026-04-12T13:00:00Z');
    expect((await service.claimRecharge(user.id, 'USDT')).totalUsd).toBe('0.28');
    now = new Date('2026-05-01T00:00:00Z');
    expect((await service.claimRecharge(user.id, 'USDT')).totalUsd).toBe('0.72');
    await expect(service.claimRecharge(user.id)).rejects.toThrow('Nothing to claim yet');
  });

  it('goes rapid from Platinum IV: hourly windows', async () => {
    const { user } = await register(t.app, 'rpd');
    now = new Date('2026-04-10T12:00:00Z');
    await stake(user.id, '2026-04-10T10:00:00Z', '2500000', { edge: '0.01' });
    const started = await service.activate(user.id);
    // Platinum IV: 9% of 25,000 = 2250.
    expect(started.run).toMatchObject({ totalUsd: '2250.00', windows: 7 });
    const rapid = await service.rapid(user.id);
    expect(rapid.run).toMatchObject({ rapid: true, windows: 168 });
    await expect(service.rapid(user.id)).rejects.toThrow('already rapid');
    now = new Date('2026-04-10T15:30:00Z');
    // 3 hours of 168 passed: 2250 x 3 / 168 = 40.17.
    expect((await service.claimRecharge(user.id, 'USDT')).totalUsd).toBe('40.17');
  });
});

describe('privilege bonuses', () => {
  it('the monthly gift pays once a month from the level that grants it; the birthday needs a date of birth', async () => {
    const { user } = await register(t.app, 'prv');
    now = new Date();
    await stake(user.id, now.toISOString(), '250000', { edge: '0.01' });
    // An account without a date of birth (one a third-party sign-in made gives it later).
    await t.db.query('UPDATE users SET birth = NULL WHERE id = $1', [user.id]);
    let list: PrivilegeBonusList = await service.privileges(user.id);
    expect(list.bonuses.find((b) => b.code === 'gift')).toMatchObject({ status: 'available', amountUsd: '50.00' });
    expect(list.bonuses.find((b) => b.code === 'birthday')).toMatchObject({ status: 'needs_birth', amountUsd: '100.00' });
    await expect(service.claimPrivilege(user.id, 'birthday')).rejects.toThrow('date of birth');
    expect((await service.claimPrivilege(user.id, 'gift', 'USDT')).totalUsd).toBe('50.00');
    await expect(service.claimPrivilege(user.id, 'gift')).rejects.toThrow('Nothing to claim yet');
    const today = now.toISOString().slice(5, 10);
    await t.db.query(
      `UPDATE users SET birth = $2::date, real_name = 'Ada Test', country = 'GB', address = '1 Test Street', tell = '+447700900123',
              payment_updated_at = now() WHERE id = $1`,
      [user.id, `1990-${today === '02-29' ? '02-28' : today}`],
    );
    list = await service.privileges(user.id);
    expect(list.bonuses.find((b) => b.code === 'birthday')).toMatchObject({ status: 'available', period: String(now.getUTCFullYear()) });
    expect((await service.claimPrivilege(user.id, 'birthday', 'USDT')).totalUsd).toBe('100.00');
    list = await service.privileges(user.id);
    expect(list.bonuses.map((b) => b.status)).toEqual(['claimed', 'claimed']);
  });
});
