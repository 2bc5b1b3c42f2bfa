import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetResponse } from '../../src/core/bets';
import type { UserInfo } from '../../src/core/api';
import { Decimal } from '../../src/core/money';
import type {
  UnlockedLevelList,
  VipClaimResult,
  VipLevelList,
  VipRebateInfo,
  VipRewardCount,
  VipSummary,
  LevelPrivilegeList,
  LevelI18n,
} from '../../src/core/vip';
import { levelForXp, rakebackOf } from '../../src/core/vip';
import { VIP_FLAG_BITS } from '../../src/core/vipFlags';
import { Client, createTestApp, diceBody, ledgerMismatches, moneySnapshot, register, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
});

afterAll(async () => {
  await t.close();
});

const ladder = async () => (await new Client(t.app).get<VipLevelList>('/v1/userVip/vipLevelInfoList')).body.data!.levels;

async function standing(userId: number) {
  const { rows } = await t.db.query<{ xp: string; level_id: number; wagered_usd: string }>(
    'SELECT xp::text, level_id, wagered_usd::text FROM vip_accounts WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}

describe('the ladder (public)', () => {
  it('serves the levels, their privileges and names to a guest; rejects unknown fields', async () => {
    const guest = new Client(t.app);
    const levels = await ladder();
    expect(levels.length).toBeGreaterThanOrEqual(20);
    expect(levels[0]).toMatchObject({ levelId: 1, threshold: '0' });
    // A first reward early, and Stake's top threshold at the end.
    expect(levels.find((l) => new Decimal(l.upgradeReward).gt(0))!.threshold).toBe('50');
    expect(levels.at(-1)!.threshold).toBe('1000000000');
    const priv = (await guest.get<LevelPrivilegeList>('/v1/home/levelPrivilegeList')).body.data!;
    expect(priv.levels[0]!.privileges[0]).toMatchObject({ code: 'rakeback', value: '5%' });
    const es = (await guest.get<LevelI18n>('/v1/user/levelI18n?lang=es_ES')).body.data!;
    expect(es.names['8']).toBe('Oro');
    const unknownLang = (await guest.get<LevelI18n>('/v1/user/levelI18n?lang=sv_SE')).body.data!;
    expect(unknownLang.names['8']).toBe('Gold');
    expect((await guest.get('/v1/user/levelI18n?lang=english')).body).toMatchObject({ code: 400, msg: 'lang must look like en_US' });
    expect((await guest.get('/v1/userVip/vipLevelInfoList?x=1')).body.code).toBe(400);
    // Each wagering product's weight is published with the ladder: the sportsbook's among them.
    const { weights } = (await guest.get<VipLevelList>('/v1/userVip/vipLevelInfoList')).body.data!;
    expect(weights).toEqual([
      { product: 'originals', title: 'House games', weight: '1' },
      { product: 'live', title: 'Live casino', weight: '1' },
      { product: 'slots', title: 'Slots', weight: '1' },
      { product: 'sports', title: 'Sportsbook', weight: '1' },
    ]);
  });

  it('asks a guest to log in for the player calls', async () => {
    const guest = new Client(t.app);
    for (const path of [
      '/v1/user/queryVipReferInfo',
      '/v1/userVip/getVipRebateInfo',
      '/v1/userVip/vipReceiveReward',
      '/v1/user/queryVipRewardCount',
    ]) {
      expect((await guest.get(path)).body.code, path).toBe(401);
    }
  });
});

describe('progress and rakeback from settled bets', () => {
  it('a bet moves XP, level fields and rakeback at once; the profile carries them', async () => {
    const { client, user } = await register(t.app, 'vp');
    expect(user).toMatchObject({ levelId: 1, progress: '0', canGetUpReward: 0 });
    const bet = (await client.post<BetResponse>('/api/games/dice/bet', diceBody('10'))).body.data!;
    expect(bet.bet.id).toBeDefined();
    const s = await standing(user.id);
    expect(new Decimal(s!.xp).eq(10)).toBe(true);
    const info = (await client.get<UserInfo>('/v1/user/info')).body.data!;
    expect(info).toMatchObject({ levelId: 1, currentLevelValue: '0', progress: '10', nextProgress: '50', currentProgress: '20.00' });
    const rebate = (await client.get<VipRebateInfo>('/v1/userVip/getVipRebateInfo')).body.data!;
    const usdt = rebate.rakeback.coins.find((c) => c.coin === 'USDT')!;
    // 10 x 1% edge x 5%.
    expect(usdt.accrued).toBe('0.005');
    expect(usdt.claimable).toBe('0.005000');
  });

  it('one bet across three levels: each level-up reward waits once, pays once, to the balance its level names', async () => {
    const { client, user } = await register(t.app, 'vl');
    await client.post('/api/games/dice/bet', diceBody('1000'));
    const info = (await client.get<UserInfo>('/v1/user/info')).body.data!;
    expect(info).toMatchObject({ levelId: 4, canGetUpReward: 1, canGetUpRewardAmount: '4.25' });
    const unlocked = (await client.get<UnlockedLevelList>('/v1/user/queryUnlockedLevelList')).body.data!;
    expect(unlocked.levels.filter((l) => l.status === 'waiting').map((l) => l.levelId)).toEqual([2, 3, 4]);
    const count = (await client.get<VipRewardCount>('/v1/user/queryVipRewardCount')).body.data!;
    expect(count.kinds).toContain('level_up');
    expect(count.flags & (1 << VIP_FLAG_BITS.level_up)).not.toBe(0);
    // The bell got a notification of the level reached.
    const { rows: notes } = await t.db.query<{ title: string }>(`SELECT title FROM notifications WHERE user_id = $1 AND kind = 'vip'`, [
      user.id,
    ]);
    expect(notes.map((n) => n.title)).toEqual(['You reached Steel III']);

    const claims = await Promise.all(
      Array.from({ length: 8 }, () => client.get<VipClaimResult>('/v1/user/receiveUpgradeReward?coin=USDT')),
    );
    const paid = claims.filter((c) => c.body.code === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.data).toMatchObject({ kind: 'level_up', totalUsd: '4.25' });
    expect(paid[0]!.body.data!.paid.map((p) => [p.amount, p.balanceType])).toEqual([
      ['0.250000', 'BONUS'],
      ['1.000000', 'BONUS'],
      ['3.000000', 'BONUS'],
    ]);
    for (const c of claims.filter((x) => x.body.code !== 200)) expect(c.body.code).toBe(400);
    const bonus = (await client.get<UserInfo>('/v1/user/info')).body.data!;
    expect(bonus).toMatchObject({ canGetUpReward: 0, showBonusWallet: 1 });
    expect(bonus.bonusBalance.USDT).toBe('4.250000');
    expect((await client.get('/v1/user/receiveUpgradeReward')).body).toMatchObject({ code: 400, msg: 'Nothing to claim yet' });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('50 rakeback claims at once pay once; bad fields and cross-site claims change nothing', async () => {
    const { client, user } = await register(t.app, 'vr');
    for (let i = 0; i < 5; i++) await client.post('/api/games/dice/bet', diceBody('100'));
    const before = await moneySnapshot(t.db);
    expect((await client.get('/v1/userVip/vipReceiveReward?type=cash')).body).toMatchObject({
      code: 400,
      msg: 'type must be rakeback or recharge',
    });
    expect((await client.get('/v1/user/vipReceiveReward?period=yearly')).body.code).toBe(400);
    expect((await client.get('/v1/user/receiveUpgradeReward?levelId=abc')).body.code).toBe(400);
    const cross = await client.request('GET', '/v1/userVip/vipReceiveReward', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(cross.body.code).toBe(403);
    expect(await moneySnapshot(t.db)).toBe(before);

    const answers = await Promise.all(Array.from({ length: 50 }, () => client.get<VipClaimResult>('/v1/userVip/vipReceiveReward')));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 400 || c === 429)).toBe(true);
    // 100 x 1% at 5% three times (XP 0, 100, 200: Rookie, Steel I) and at 6% twice (Steel II from 250): 0.27 USDT.
    expect(answers.find((a) => a.body.code === 200)!.body.data!.paid).toEqual([
      { coin: 'USDT', amount: '0.270000', balanceType: 'DEPOSIT', usd: '0.27' },
    ]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'vip_rakeback'`,
      [user.id],
    );
    expect(rows[0]!.n).toBe(1);
    const left = (await t.db.query<{ a: string }>(`SELECT accrued::text AS a FROM vip_rakeback WHERE user_id = $1`, [user.id])).rows[0]!.a;
    expect(new Decimal(left).isZero()).toBe(true);
  });

  it('claims racing bets of the same coin neither deadlock nor lose a unit', async () => {
    const { client, user } = await register(t.app, 'vx');
    const work: Promise<{ body: { code: number } }>[] = [];
    for (let i = 0; i < 40; i++) {
      work.push(client.post('/api/games/dice/bet', diceBody('3')));
      if (i % 4 === 0) work.push(client.get('/v1/userVip/vipReceiveReward'));
    }
    const codes = (await Promise.all(work)).map((a) => a.body.code);
    expect(codes.filter((c) => c !== 200 && c !== 400)).toEqual([]);
    // Paid plus still accrued equals what 40 bets accrued: 40 x 3 x 1% x 5%.
    const { rows } = await t.db.query<{ paid: string | null; left: string }>(
      `SELECT (SELECT sum(delta) FROM ledger WHERE user_id = $1 AND reason = 'vip_rakeback')::text AS paid,
              (SELECT accrued FROM vip_rakeback WHERE user_id = $1 AND coin = 'USDT')::text AS left`,
      [user.id],
    );
    expect(new Decimal(rows[0]!.paid ?? 0).plus(rows[0]!.left).eq('0.06')).toBe(true);
  });

  it('the summary names the level, the next one and the XP still needed', async () => {
    const { client } = await register(t.app, 'vs');
    await client.post('/api/games/dice/bet', diceBody('20'));
    const s = (await client.get<VipSummary>('/v1/user/queryVipReferInfo')).body.data!;
    expect(s).toMatchObject({
      levelId: 1,
      levelName: 'Rookie',
      xp: '20.00',
      percent: '40.00',
      next: { levelId: 2, name: 'Steel I', xpNeeded: '30.00' },
    });
  });
});

describe('the wager stream as VIP reads it', () => {
  it('XP, levels and rakeback stay exact over 10,000 random stakes, against a recomputation', async () => {
    const { user } = await register(t.app, 'vz');
    const levels = await ladder();
    const coins = ['USDT', 'BTC', 'ETH', 'DOGE', 'SOL'];
    const edges = ['0.01', '0.02', '0.035', '0'];
    const weights = ['1', '0.5', '0.25', '2'];
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rows: { coin: string; amount: string; usd: string; edge: string; weight: string }[] = [];
    for (let i = 0; i < 10_000; i++) {
      const amount = new Decimal(Math.floor(rnd() * 1e12) + 1).div('1e8').toFixed();
      rows.push({
        coin: coins[i % coins.length]!,
        amount,
        usd: new Decimal(amount)
          .times(Math.floor(rnd() * 1000) + 1)
          .div(37)
          .toFixed(18),
        edge: edges[i % 4]!,
        weight: weights[Math.floor(rnd() * 4)]!,
      });
    }
    for (let i = 0; i < rows.length; i += 1000) {
      const part = rows.slice(i, i + 1000);
      await t.db.query(
        `INSERT INTO wagers (user_id, product, game, ref_id, coin, amount, usd, house_edge, weight)
         SELECT $1, 'slots', 'test-slot', 900000000 + o, c, a, u, e, w
           FROM unnest($2::text[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[]) WITH ORDINALITY AS t(c, a, u, e, w, o)
          ORDER BY o`,
        [
          user.id,
          part.map((r) => r.coin),
          part.map((r) => r.amount),
          part.map((r) => r.usd),
          part.map((r) => r.edge),
          part.map((r) => r.weight),
        ].map((v, j) => (j === 0 ? v : v)),
      );
      // Distinct ref ids per batch.
      await t.db.query(`UPDATE wagers SET ref_id = id WHERE user_id = $1 AND product = 'slots'`, [user.id]);
    }
    let xp = new Decimal(0);
    let level = 1;
    const rake = new Map<string, Decimal>();
    for (const r of rows) {
      const rate = levels.find((l) => l.levelId === level)!.rakebackRate;
      rake.set(r.coin, (rake.get(r.coin) ?? new Decimal(0)).plus(rakebackOf(r.amount, r.edge, rate)));
      xp = xp.plus(new Decimal(r.usd).times(r.weight));
      level = levelForXp(levels, xp);
    }
    const s = await standing(user.id);
    expect(new Decimal(s!.xp).eq(xp)).toBe(true);
    expect(s!.level_id).toBe(level);
    expect(level).toBeGreaterThan(8);
    const { rows: accrued } = await t.db.query<{ coin: string; accrued: string }>(
      'SELECT coin, accrued::text FROM vip_rakeback WHERE user_id = $1',
      [user.id],
    );
    expect(accrued).toHaveLength(coins.length);
    for (const a of accrued) expect(new Decimal(a.accrued).eq(rake.get(a.coin)!), a.coin).toBe(true);
    const { rows: days } = await t.db.query<{ xp: string; bets: number }>(
      `SELECT sum(xp)::text AS xp, sum(bets)::int AS bets FROM wager_days_all WHERE user_id = $1`,
      [user.id],
    );
    expect(new Decimal(days[0]!.xp).eq(xp)).toBe(true);
    expect(days[0]!.bets).toBe(10_000);
  });

  it('a reversed stake takes back exactly its XP, level and rakeback; tips count for nothing', async () => {
    const { client, user } = await register(t.app, 'vb');
    const { user: other } = await register(t.app, 'vbo');
    await client.post('/api/games/dice/bet', diceBody('30'));
    const big = (await client.post<BetResponse>('/api/games/dice/bet', diceBody('40'))).body.data!;
    expect((await standing(user.id))!.level_id).toBe(2);
    const tip = await client.post('/v1/account/sendTip', { toUserName: other.userName, coin: 'USDT', amount: '5' });
    expect(tip.body.code).toBe(200);
    expect(new Decimal((await standing(user.id))!.xp).eq(70)).toBe(true);
    await t.db.query(
      `INSERT INTO wagers (reverses, user_id, product, game, ref_id, coin, amount, usd, house_edge, weight)
                      SELECT id, 0, '', '', 0, '', -1, 0, 0, 0 FROM wagers WHERE product = 'originals' AND ref_id = $1`,
      [big.bet.id],
    );
    const s = await standing(user.id);
    expect(new Decimal(s!.xp).eq(30)).toBe(true);
    expect(s!.level_id).toBe(1);
    const accrued = (await t.db.query<{ a: string }>(`SELECT accrued::text AS a FROM vip_rakeback WHERE user_id = $1`, [user.id])).rows[0]!
      .a;
    expect(new Decimal(accrued).eq('0.015')).toBe(true);
    // The level's reward is no longer waiting; a second reversal of the same stake is refused.
    expect((await client.get<UserInfo>('/v1/user/info')).body.data!).toMatchObject({ levelId: 1, canGetUpReward: 0 });
    await expect(
      t.db.query(
        `INSERT INTO wagers (reverses, user_id, product, game, ref_id, coin, amount, usd, house_edge, weight)
                  SELECT id, 0, '', '', 0, '', -1, 0, 0, 0 FROM wagers WHERE product = 'originals' AND ref_id = $1 AND reverses IS NULL`,
        [big.bet.id],
      ),
    ).rejects.toThrow(/already reversed/);
  });
});
