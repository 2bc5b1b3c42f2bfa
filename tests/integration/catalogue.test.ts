import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDetail, GameMarks, GamePage, ProviderCount } from '../../src/core/catalogue';
import type { GameRule, GameType } from '../../src/core/api';
import { Client, createTestApp, register, type TestApp } from './helpers';
import { addGame, aggregatorEnv } from './aggregatorFixtures';
import { runAdmin } from '../../server/admin/cli';

// The catalogue: lists by category, provider and typo-tolerant search, the orders, providers, one game's page,
// likes and favourites, and the plans of the list and search statements on 20,000 games.

let t: TestApp;
const codes: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ ...aggregatorEnv(), FEEDS_CACHE_SEC: '0' });
  for (const [name, category] of [
    ['Starburst Nights', 2],
    ['Book of Pharaohs', 2],
    ['Lightning Roulette', 3],
    ['Classic Blackjack', 4],
  ] as const) {
    codes[name] = await addGame(t.db, 'acme', name.toLowerCase().replace(/ /g, '-'), category);
    await t.db.query('UPDATE games SET title = $2 WHERE code = $1', [codes[name], name]);
  }
  await t.db.query(`UPDATE games SET plays_7d = 50 WHERE code = $1`, [codes['Book of Pharaohs']]);
});
afterAll(async () => t?.close());

const guest = () => new Client(t.app);
const list = async (body: Record<string, unknown>) => (await guest().post<GamePage>('/v1/home/center/listGame', body)).body;

describe('catalogue', () => {
  it('lists by category, most played first, with totals and pages', async () => {
    const slots = await list({ category: 'slots' });
    expect(slots.data!.list.map((g) => g.title)).toEqual(['Book of Pharaohs', 'Starburst Nights']);
    expect(slots.data).toMatchObject({ total: 2, page: 1, size: 24 });
    const paged = await list({ category: 'slots', size: 1, page: 2 });
    expect(paged.data!.list.map((g) => g.title)).toEqual(['Starburst Nights']);
    expect(paged.data!.total).toBe(2);
    const house = await list({ category: 'HS-GAME', sort: 'az' });
    expect(house.data!.list.map((g) => g.gameName)).toEqual(['crash', 'dice', 'limbo', 'mines', 'plinko']);
    expect(house.data!.list[0]).toMatchObject({ aggregator: null, provider: 'highstakes', category: 'HS-GAME' });
  });

  it('finds titles by substring and despite typos, the closest first', async () => {
    const byPart = await list({ name: 'pharao' });
    expect(byPart.data!.list.map((g) => g.title)).toEqual(['Book of Pharaohs']);
    for (const typo of ['starbust', 'blakjack', 'lightnig roulete']) {
      const found = await list({ name: typo });
      expect(found.data!.list.length, typo).toBeGreaterThan(0);
    }
    expect((await list({ name: 'blakjack' })).data!.list[0]!.title).toBe('Classic Blackjack');
    expect((await list({ name: 'zzqqxx' })).data!.list).toEqual([]);
    // LIKE's wildcards in the text are text.
    expect((await list({ name: '%%' })).data!.list).toEqual([]);
  });

  it('refuses bad filters with a message naming the field', async () => {
    expect((await list({ name: 'a' })).msg).toMatch(/at least 2 characters/);
    expect((await list({ size: 61 })).msg).toMatch(/size/);
    expect((await list({ category: 'poker' })).msg).toMatch(/category/);
    expect((await list({ sort: 'random' })).msg).toMatch(/sort/);
    expect((await list({ provider: 'Bad Provider' })).msg).toMatch(/provider/);
  });

  it('counts games per provider, and shows each category in gameTypeAll', async () => {
    const providers = (await guest().get<ProviderCount[]>('/v1/home/header/listProviderGameCount')).body.data!;
    expect(providers.find((p) => p.code === 'highstakes')?.games).toBe(5);
    expect(providers.find((p) => p.code === 'test-studio')?.games).toBe(4);
    const types = (await guest().get<GameType[]>('/v1/home/gameTypeAll?t=1')).body.data!;
    expect(types.map((x) => [x.code, x.total])).toEqual([
      ['HS-GAME', 5],
      ['slots', 2],
      ['live', 1],
      ['table', 1],
    ]);
    expect(types[1]!.games[0]!.catalogue?.title).toBe('Book of Pharaohs');
  });

  it('serves one game with its marks; likes and favourites toggle per player and need a login', async () => {
    const code = codes['Starburst Nights']!;
    const info = (await guest().get<GameDetail>(`/v1/home/selectH5GameInfo?id=${code}`)).body.data!;
    expect(info).toMatchObject({ title: 'Starburst Nights', rtp: '96', marks: { likes: 0, favorites: 0, liked: false } });
    const byCode = await guest().post<GameDetail>('/v1/game/acme/getGameByCode', { gameCode: code });
    expect(byCode.body.data!.gameCode).toBe(code);
    expect((await guest().post('/v1/game/other/getGameByCode', { gameCode: code })).body.code).toBe(404);
    expect((await guest().post('/v1/game/likeCollect/likeCollect', { gameCode: code, type: 'like' })).body.code).toBe(401);

    const a = (await register(t.app, 'lk')).client;
    const b = (await register(t.app, 'lk')).client;
    const liked = await a.post<GameMarks>('/v1/game/likeCollect/likeCollect', { gameCode: code, type: 'like' });
    expect(liked.body.data).toMatchObject({ likes: 1, liked: true });
    await b.post('/v1/game/likeCollect/likeCollect', { gameCode: code, type: 'like', on: true });
    await b.post('/v1/game/likeCollect/likeCollect', { gameCode: code, type: 'like', on: true });
    await a.post('/v1/game/likeCollect/likeCollect', { gameCode: code, type: 'collect' });
    const marks = (await b.get<GameMarks>(`/v1/game/likeCollect/gameLikeCollectCount?gameCode=${code}`)).body.data!;
    expect(marks).toEqual({ gameCode: code, likes: 2, favorites: 1, liked: true, favorited: false });
    const unliked = await a.post<GameMarks>('/v1/game/likeCollect/likeCollect', { gameCode: code, type: 'like' });
    expect(unliked.body.data).toMatchObject({ likes: 1, liked: false });
    const favs = (await a.post<GamePage>('/v1/game/likeCollect/collectList', {})).body.data!;
    expect(favs.list.map((g) => g.gameCode)).toEqual([code]);
    expect((await a.post('/v1/game/likeCollect/likeCollect', { gameCode: 123456789, type: 'like' })).body.code).toBe(404);
    expect((await a.post('/v1/game/likeCollect/likeCollect', { gameCode: code, type: 'love' })).body.msg).toMatch(/type/);
    // A GET from another site's page is refused.
    const cross = await a.request('GET', `/v1/game/likeCollect/likeCollect?gameCode=${code}&type=like`, undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(cross.body.code).toBe(403);
  });

  it("refuses a launch in a country the game's provider may not serve", async () => {
    const code = codes['Lightning Roulette']!;
    await t.db.query(`UPDATE games SET blocked_countries = '{US,GB}' WHERE code = $1`, [code]);
    const { client } = await register(t.app, 'bc');
    for (const res of [
      await client.post('/v1/user/game/goToGame', { gameCode: code, country: 'US' }),
      await client.post('/v1/game/acme/DemoUrl', { gameCode: code, country: 'gb' }),
      await client.get(`/api/web-lobby/login?gameId=${code}&lang=en_US`),
    ]) {
      expect(res.body).toMatchObject({ code: 400, msg: 'This game is not available in your country' });
    }
  });

  it('states each category in selectGameRule; the operator closes or caps a category with the admin CLI', async () => {
    const admin = (...args: string[]) => runAdmin(t.db, ['games', ...args]);
    const rules = async () => (await guest().post<GameRule[]>('/v1/home/selectGameRule', {})).body.data!;
    const slotsRule = async () => {
      const rule = (await rules()).find((r) => r.name === 'slots')!;
      return { ...rule, content: JSON.parse(rule.content) as Record<string, string> };
    };
    expect((await rules()).map((r) => r.typeCode)).toEqual([10001, 10002, 10003, 10004, 10005, 2, 3, 4]);
    expect(await slotsRule()).toMatchObject({
      typeCode: 2,
      maintainState: 0,
      content: { minBetAmount: '0.01', maxBetAmount: '10000', betLimitCurrency: 'USD', rtpMin: '96', rtpMax: '96', games: '2' },
    });

    const code = codes['Book of Pharaohs']!;
    const { client } = await register(t.app, 'cr');
    try {
      expect((await admin('category', 'slots', 'max', '250')).code).toBe(0);
      expect((await slotsRule()).content.maxBetAmount).toBe('250');
      expect((await guest().get<GameDetail>(`/v1/home/selectH5GameInfo?id=${code}`)).body.data!.maxBetAmount).toBe('250');
      expect((await admin('categories')).out).toMatch(/^slots\s+Slots\s+2 games\s+open\s+cap 250 USD$/m);

      expect((await admin('category', 'slots', 'maintenance', 'on')).code).toBe(0);
      expect((await slotsRule()).maintainState).toBe(1);
      expect((await list({ category: 'slots' })).data!.list.map((g) => g.maintainState)).toEqual([1, 1]);
      expect((await list({ category: 'live' })).data!.list.map((g) => g.maintainState)).toEqual([0]);
      const refused = await client.post('/v1/user/game/goToGame', { gameCode: code });
      expect(refused.body).toMatchObject({ code: 500, msg: 'This game is under maintenance, try again later' });
    } finally {
      await admin('category', 'slots', 'maintenance', 'off');
      await admin('category', 'slots', 'max', 'none');
    }
    expect(await slotsRule()).toMatchObject({ maintainState: 0, content: { maxBetAmount: '10000' } });
    // A category is closed as well when every one of its games is.
    await t.db.query('UPDATE games SET maintain_state = 1 WHERE code = $1', [codes['Classic Blackjack']]);
    try {
      expect((await rules()).find((r) => r.name === 'table')!.maintainState).toBe(1);
    } finally {
      await t.db.query('UPDATE games SET maintain_state = 0 WHERE code = $1', [codes['Classic Blackjack']]);
    }

    // Bad commands change nothing and say why.
    for (const [args, msg] of [
      [['category', 'poker', 'maintenance', 'on'], /no category poker/],
      [['category', 'HS-GAME', 'maintenance', 'on'], /house games/],
      [['category', 'slots', 'max', '-3'], /a USD amount above 0/],
      [['category', 'slots', 'max', '0'], /a USD amount above 0/],
      [['category', 'slots', 'maintenance', 'maybe'], /usage/],
      [['category', 'slots'], /usage/],
    ] as const) {
      const r = await admin(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.out, args.join(' ')).toMatch(msg);
    }
    expect(await slotsRule()).toMatchObject({ maintainState: 0, content: { maxBetAmount: '10000' } });
  });

  it('lists what it must from 20,000 games through indexes', async () => {
    await t.db.query(`INSERT INTO providers (code, name) SELECT 'bulk-' || p, 'Bulk ' || p FROM generate_series(0, 49) p`);
    await t.db.query(`
      INSERT INTO games (name, title, channel, img_url, min_bet_amount, max_bet_amount, house_edge, provider, aggregator,
                         external_code, category_id, rtp, plays_7d, released_at)
      SELECT 'acme:bulk-' || i, 'Bulk ' || md5(i::text), 'acme', '', 0.01, 10000, 0.04, 'bulk-' || (i % 50), 'acme', 'bulk-' || i,
             2 + i % 3, 96, i % 997, date '2020-01-01' + (i % 2000)
        FROM generate_series(1, 20000) i`);
    await t.db.query('VACUUM ANALYZE games');
    const plan = async (body: Record<string, unknown>) => {
      const { listGames } = await import('../../server/catalogue/queries');
      // The statements as listGames sends them, explained: capture them through a recording queryable.
      const texts: { text: string; values: unknown[] }[] = [];
      await listGames(
        {
          query: async (text: string, values: unknown[]) => {
            texts.push({ text, values });
            return t.db.query(text, values);
          },
        } as never,
        { page: 1, size: 24, sort: 'popular', ...body },
      );
      const plans: string[] = [];
      for (const q of texts) {
        const { rows } = await t.db.query(`EXPLAIN ${q.text}`, q.values);
        plans.push(rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n'));
      }
      return plans;
    };
    // Pages walk an index in their order; the selective filters (a provider, a search) count through one too. (The
    // total of a whole category or of every game is most of the table: a scan is the right plan there.)
    for (const body of [{}, { category: 'slots' }, { category: 'live', sort: 'new' }, { sort: 'az' }]) {
      const [page] = await plan(body);
      expect(page, JSON.stringify(body)).not.toMatch(/Seq Scan on games/);
    }
    for (const body of [{ provider: 'bulk-7', sort: 'new' }, { search: 'bulk 3f2' }, { search: 'starbust' }]) {
      for (const p of await plan(body)) expect(p, JSON.stringify(body)).not.toMatch(/Seq Scan on games/);
    }
    const page = await list({ category: 'live', page: 3, size: 60 });
    expect(page.data!.list).toHaveLength(60);
    expect(page.data!.total).toBe(6668);
  });
});
