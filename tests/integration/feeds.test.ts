import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner, BetInfo, GameActivity, PlayedGamesPage, SiteUserInfo, WinRow } from '../../src/core/feeds';
import { Decimal } from '../../src/core/money';
import { buildOn, Client, createTestApp, register, type TestApp } from './helpers';
import { seedCrashBet } from './crashSeed';

let t: TestApp;
let pub: Awaited<ReturnType<typeof register>>;
let priv: Awaited<ReturnType<typeof register>>;
/** The bets id of the seeded crash bet (its crash bet id is its round's own). */
let crashBetId = 0;

const limbo = (target: string, amount = '1') => ({ coin: 'USDT', amount, balanceType: 'DEPOSIT', target });

beforeAll(async () => {
  // Every read sees the database as the test left it (the feeds' cache has its own test).
  t = await createTestApp({ FEEDS_CACHE_SEC: '0' });
  pub = await register(t.app, 'fpub');
  priv = await register(t.app, 'fpriv');
  expect((await priv.client.post('/v1/user/updatePrivacy', { privacy: 1 })).body.code).toBe(200);
  // Limbo at 1.01 wins 98 % of the time; at 3 a third of the time: wins of two sizes and multipliers.
  for (let i = 0; i < 12; i++) await pub.client.post('/api/games/limbo/bet', limbo(i % 3 ? '1.01' : '3', String(1 + i)));
  // The private player needs at least one win in the table: six bets at 1.01 all lose about once in 10^10 runs
  // (at 1.5 it was once in 650, and it did happen).
  for (let i = 0; i < 6; i++) expect((await priv.client.post('/api/games/limbo/bet', limbo('1.01', '20'))).body.code).toBe(200);
  for (let i = 0; i < 3; i++)
    await pub.client.post('/api/games/dice/bet', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '50', condition: 'over' });
  crashBetId = (
    await seedCrashBet(t.db, pub.user.id, { state: 'cashed', amount: '500', cashoutAt: 740, crashPoint: 840, hash: 'a'.repeat(64) })
  ).betId!;
});

afterAll(async () => {
  await t.close();
});

const guest = () => new Client(t.app);
const get = async <T>(c: Client, url: string) => {
  const res = await c.get<T>(url);
  expect(res.body.code, `${url}: ${res.body.msg}`).toBe(200);
  return res.body.data!;
};

describe('win tables', () => {
  it('gamewin: biggest USD payouts first, crash included, private players Hidden, same for guests and players', async () => {
    const rows = await get<WinRow[]>(guest(), '/v1/home/center/gamewin');
    expect(rows[0]).toMatchObject({
      id: `b${crashBetId}`,
      gameName: 'crash',
      gameCode: 10001,
      multiplier: '7.40',
      payout: '3700.000000',
      userName: pub.user.nickName,
    });
    for (let i = 1; i < rows.length; i++) expect(new Decimal(rows[i - 1]!.payoutUsd).gte(rows[i]!.payoutUsd)).toBe(true);
    expect(rows.every((r) => new Decimal(r.payout).gt(r.amount))).toBe(true);
    const privRows = rows.filter((r) => r.userName === 'Hidden');
    expect(privRows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.userName === priv.user.nickName)).toBe(false);
    // Every win of the window, as the database has them (crash's among them: every settled stake is a bets row).
    const { rows: n } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bets WHERE paid AND payout > amount`);
    expect(rows).toHaveLength(n[0]!.n);
    expect(await get<WinRow[]>(pub.client, '/v1/home/center/gamewin')).toEqual(rows);
    // Even the private player sees themself as Hidden here: the table is public.
    expect((await get<WinRow[]>(priv.client, '/v1/home/center/gamewin')).some((r) => r.userName === priv.user.nickName)).toBe(false);
  });

  it('pages without overlap and honours size', async () => {
    const all = await get<WinRow[]>(guest(), '/v1/home/center/gamewin?size=100');
    const p1 = await get<WinRow[]>(guest(), '/v1/home/center/gamewin?size=4&page=1');
    const p2 = await get<WinRow[]>(guest(), '/v1/home/center/gamewin?size=4&page=2');
    expect(p1).toHaveLength(4);
    expect([...p1, ...p2].map((r) => r.id)).toEqual(all.slice(0, 8).map((r) => r.id));
    expect(await get<WinRow[]>(guest(), '/v1/home/center/gamewin?size=4&page=999')).toEqual([]);
  });

  it('getPlayersVictory: highest multipliers first', async () => {
    const rows = await get<WinRow[]>(guest(), '/v1/home/center/getPlayersVictory?size=50');
    expect(rows[0]!.multiplier).toBe('7.40');
    for (let i = 1; i < rows.length; i++) expect(new Decimal(rows[i - 1]!.multiplier).gte(rows[i]!.multiplier)).toBe(true);
  });

  it('type chooses the window: a win of 40 days ago is in A, not in M, W or D', async () => {
    await t.db.query(`UPDATE bets SET created_at = now() - interval '40 days' WHERE id = $1`, [crashBetId]);
    const has = async (type: string) =>
      (await get<WinRow[]>(guest(), `/v1/home/center/gamewin?size=100&type=${type}`)).some((r) => r.id === `b${crashBetId}`);
    expect([await has('A'), await has('M'), await has('W'), await has('D')]).toEqual([true, false, false, false]);
    await t.db.query(`UPDATE bets SET created_at = now() WHERE id = $1`, [crashBetId]);
  });
});

describe('games', () => {
  it('hgame: every house game, ranked by bets of the last 24 h', async () => {
    const games = await get<GameActivity[]>(guest(), '/v1/home/main/hgame');
    expect(games.map((g) => g.gameName).slice(0, 3)).toEqual(['limbo', 'dice', 'crash']);
    expect(games.find((g) => g.gameName === 'limbo')).toMatchObject({ bets: 18, players: 2 });
    expect(games.map((g) => g.gameName).sort()).toEqual(['crash', 'dice', 'limbo', 'mines', 'plinko']);
  });

  it('pageUserPlayedGames: the player own games, most recent first, paged; 401 for guests', async () => {
    const page = await get<PlayedGamesPage>(pub.client, '/v1/home/center/pageUserPlayedGames');
    expect(page.list.map((g) => [g.gameName, g.bets])).toEqual([
      ['crash', 1],
      ['dice', 3],
      ['limbo', 12],
    ]);
    expect(page.total).toBe(3);
    const second = await get<PlayedGamesPage>(pub.client, '/v1/home/center/pageUserPlayedGames?size=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, size: 2, list: [{ gameName: 'limbo' }] });
    expect((await get<PlayedGamesPage>(priv.client, '/v1/home/center/pageUserPlayedGames')).list.map((g) => g.gameName)).toEqual(['limbo']);
    const { client: fresh } = await register(t.app, 'fnew');
    expect(await get<PlayedGamesPage>(fresh, '/v1/home/center/pageUserPlayedGames')).toMatchObject({ total: 0, list: [] });
    expect((await guest().get('/v1/home/center/pageUserPlayedGames')).body.code).toBe(401);
  });
});

describe('site figures and banners', () => {
  it('selectBetInfo: totals of every bet in USD', async () => {
    const info = await get<BetInfo>(guest(), '/v1/home/selectBetInfo');
    const { rows } = await t.db.query<{ n: number; w: string; p: string }>(
      `SELECT count(*)::int AS n, sum(amount)::text AS w, sum(payout)::text AS p FROM bets`,
    );
    expect(info.totalBets).toBe(rows[0]!.n);
    expect(info.bets24h).toBe(rows[0]!.n);
    // USDT is priced at 1 USD.
    expect(info.wageredUsd).toBe(new Decimal(rows[0]!.w).toFixed(2, Decimal.ROUND_DOWN));
    expect(info.paidUsd).toBe(new Decimal(rows[0]!.p).toFixed(2, Decimal.ROUND_DOWN));
    expect(info.biggestWin24hUsd).toBe('3200.00');
  });

  it('selectUserInfo: players, new and active players, online', async () => {
    const info = await get<SiteUserInfo>(guest(), '/v1/home/selectUserInfo');
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(info).toMatchObject({ players: rows[0]!.n, newPlayers24h: rows[0]!.n, activePlayers24h: 2, online: 0 });
  });

  it('listAdvertis: the seeded banners link to our own pages', async () => {
    const banners = await get<Banner[]>(guest(), '/v1/home/listAdvertis');
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(banners.every((b) => b.linkUrl.startsWith('/') && !b.linkUrl.startsWith('//') && b.title.length > 0)).toBe(true);
    await t.db.query(`UPDATE banners SET active = false WHERE id = $1`, [banners[0]!.id]);
    expect((await get<Banner[]>(guest(), '/v1/home/listAdvertis')).map((b) => b.id)).not.toContain(banners[0]!.id);
    await t.db.query(`UPDATE banners SET active = true`);
  });

  it('bad queries answer 400 naming the field', async () => {
    const bad: [string, RegExp][] = [
      ['/v1/home/center/gamewin?size=0', /size must be a whole number from 1 to 100/],
      ['/v1/home/center/gamewin?size=101', /size/],
      ['/v1/home/center/gamewin?type=Y', /type must be one of D, W, M, A/],
      ['/v1/home/center/getPlayersVictory?page=-1', /page must be/],
      ['/v1/home/center/pageUserPlayedGames?size=abc', /size must be/],
      ['/v1/home/main/hgame?x=1', /x/],
      ['/v1/home/listAdvertis?t=%00', /t/],
    ];
    for (const [url, msg] of bad) {
      const res = await pub.client.get(url);
      expect(res.body.code, url).toBe(400);
      expect(res.body.msg, url).toMatch(msg);
    }
  });
});

describe('feeds cache', () => {
  it('with FEEDS_CACHE_SEC a public feed is read once per period for everyone; the played games are never cached', async () => {
    const cached = await buildOn(t.url, { FEEDS_CACHE_SEC: '60' });
    try {
      const c = new Client(cached.app);
      const before = (await c.get<WinRow[]>('/v1/home/center/gamewin?size=100')).body.data!;
      const info = (await c.get<BetInfo>('/v1/home/selectBetInfo')).body.data!;
      await pub.client.post('/api/games/limbo/bet', limbo('1.01', '777'));
      // Same answer within the period (the new win is not in it yet) ...
      expect((await c.get<WinRow[]>('/v1/home/center/gamewin?size=100')).body.data).toEqual(before);
      expect((await c.get<BetInfo>('/v1/home/selectBetInfo')).body.data).toEqual(info);
      // ... while another query, and the player's own games, are read now.
      const other = (await c.get<WinRow[]>('/v1/home/center/gamewin?size=99')).body.data!;
      expect(other.length).toBeGreaterThanOrEqual(Math.min(99, before.length));
      const mine = new Client(cached.app);
      mine.cookies.set('hs_sid', pub.client.cookies.get('hs_sid')!);
      const played = (await mine.get<PlayedGamesPage>('/v1/home/center/pageUserPlayedGames')).body.data!;
      expect(played.list.find((g) => g.gameName === 'limbo')!.bets).toBe(13);
    } finally {
      await cached.close();
    }
  });
});
