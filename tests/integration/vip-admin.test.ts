import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/core/api';
import type { VipSummary } from '../../src/core/vip';
import { runAdmin } from '../../server/admin/cli';
import { createTestApp, diceBody, ledgerMismatches, register, type TestApp } from './helpers';

// The operator's VIP commands: the ladder changed without a deploy, a level held for a player, a grant.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const admin = (...args: string[]) => runAdmin(t.db, args);

describe('npm run admin -- vip', () => {
  it('lists the ladder and refuses malformed changes without touching it', async () => {
    const list = await admin('vip', 'levels');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^ID\s+NAME\s+XP/);
    expect(list.out).toContain('Obsidian');
    const before = await t.db.query('SELECT * FROM vip_levels ORDER BY id');
    expect((await admin('vip', 'set', '5', 'rakeback=1.5')).code).toBe(2);
    expect((await admin('vip', 'set', '5', 'colour=red')).out).toContain('unknown field: colour');
    expect((await admin('vip', 'set', '99', 'reward=1')).code).toBe(1);
    // Steel II above Steel III is refused: thresholds rise with the ids.
    const order = await admin('vip', 'set', '3', 'threshold=2000');
    expect(order).toMatchObject({ code: 1, out: 'vip set: thresholds must rise with the level ids' });
    expect((await t.db.query('SELECT * FROM vip_levels ORDER BY id')).rows).toEqual(before.rows);
  });

  it('a lowered threshold moves players up at once, with the new level-up reward waiting', async () => {
    const { client } = await register(t.app, 'adm');
    await client.post('/api/games/dice/bet', diceBody('40'));
    expect((await client.get<UserInfo>('/v1/user/info')).body.data!.levelId).toBe(1);
    const changed = await admin('vip', 'set', '2', 'threshold=30', 'reward=0.5', 'name.es_ES=Acero uno');
    expect(changed).toMatchObject({ code: 0 });
    expect(changed.out).toMatch(/players moved up: [1-9]/);
    const info = (await client.get<UserInfo>('/v1/user/info')).body.data!;
    expect(info).toMatchObject({ levelId: 2, canGetUpReward: 1, canGetUpRewardAmount: '0.5' });
    const names = (await client.get<{ names: Record<string, string> }>('/v1/user/levelI18n?lang=es_ES')).body.data!.names;
    expect(names['2']).toBe('Acero uno');
    expect((await admin('vip', 'set', '2', 'threshold=50', 'reward=0.25')).code).toBe(0);
    expect((await client.get<UserInfo>('/v1/user/info')).body.data!.levelId).toBe(1);
  });

  it('holds a player at a level (status match) until unlocked; grants pay through the ledger', async () => {
    const { client, user } = await register(t.app, 'adl');
    expect((await admin('vip', 'lock', user.userName, '8', 'Status match from another casino')).code).toBe(0);
    let s = (await client.get<VipSummary>('/v1/user/queryVipReferInfo')).body.data!;
    expect(s).toMatchObject({
      levelId: 8,
      levelName: 'Gold',
      floor: { levelId: 8, reason: 'Status match from another casino' },
      rakebackRate: '0.12',
    });
    // A floor gives the level's rates, not the level-up rewards below it.
    expect((await client.get<UserInfo>('/v1/user/info')).body.data!.canGetUpReward).toBe(0);
    expect((await admin('vip', 'show', user.userName)).out).toContain('held at least at Gold (8)');
    expect((await admin('vip', 'unlock', user.userName)).code).toBe(0);
    s = (await client.get<VipSummary>('/v1/user/queryVipReferInfo')).body.data!;
    expect(s).toMatchObject({ levelId: 1, floor: null });

    expect((await admin('vip', 'grant', user.userName, '2.5', 'DOGEX', 'thanks')).code).toBe(2);
    expect((await admin('vip', 'grant', user.userName, '2.5', 'USDT')).code).toBe(2);
    expect((await admin('vip', 'grant', 'nobody_here_x', '2.5', 'USDT', 'x')).code).toBe(1);
    const paid = await admin('vip', 'grant', user.userName, '2.5', 'USDT', '--bonus', 'Welcome to the VIP club');
    expect(paid).toMatchObject({ code: 0, out: 'paid 2.5 USDT to the bonus balance' });
    const info = (await client.get<UserInfo>('/v1/user/info')).body.data!;
    expect(info.bonusBalance.USDT).toBe('2.500000');
    const { rows } = await t.db.query<{ reason: string; product: string }>(
      `SELECT reason, product FROM ledger WHERE user_id = $1 AND kind = 'BONUS'`,
      [user.id],
    );
    expect(rows).toEqual([{ reason: 'vip_grant', product: 'vip' }]);
    const note = await t.db.query<{ body: string }>(`SELECT body FROM notifications WHERE user_id = $1 AND kind = 'vip'`, [user.id]);
    expect(note.rows[0]!.body).toBe('2.5 USDT in bonus money: Welcome to the VIP club');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
