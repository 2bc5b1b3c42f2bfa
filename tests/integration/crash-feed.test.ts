import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { BetInfo, GameActivity, PlayedGamesPage, WinRow } from '../../src/core/feeds';
import { gameCodeOf } from '../../src/core/games/catalog';
import { hundredthsText, type CrashBetAnswer, type CrashState, type LiveCrashBet } from '../../src/core/games/crash';
import { MSG, type LiveBet, type SocketFrame } from '../../src/core/socket';
import { storeChain } from '../../server/games/crash/chain';
import { SALT, seedWhere, until } from './crashProcesses';
import { buildOn, Client, createDatabase, listen, register, TestSocket, type TestApp } from './helpers';

// Crash bets in the live feeds: each settled bet (cashed out: a win; crashed: a loss) reaches socket 208 once, in the
// batches of the other games' bets, when its round ends; the home feeds list it; a voided round's refunds never do.
const LOOP = { CRASH_LOOP: '1', CRASH_BETTING_MS: '2000', CRASH_CRASHED_MS: '150', CRASH_TICK_MS: '50', FEEDS_CACHE_SEC: '0' };
const LENGTH = 200;

let t: TestApp;
let base: string;
let watcher: TestSocket;

beforeAll(async () => {
  const url = await createDatabase({ migrated: true });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // Every early game crashes between 1.02x and 2.5x: each round ends within 16 s and an auto target of 1.01x pays.
  const { seed } = seedWhere('crash-feed', LENGTH, 12, (p) => p.every((x) => x >= 1.02 && x <= 2.5));
  await storeChain(pool, seed, { length: LENGTH, salt: SALT });
  await pool.end();
  t = await buildOn(url, LOOP);
  base = await listen(t.app);
  watcher = await TestSocket.open(base, { origin: base });
});

afterAll(async () => {
  watcher.close();
  await t.close();
});

const state = async () => (await t.app.inject({ method: 'GET', url: '/api/games/crash/state' })).json().data as CrashState | null;
// A round taking bets for at least 1.5 s more: the bets of a step land in it even on a loaded machine (a request can
// take hundreds of milliseconds there).
const bettingRound = async (): Promise<CrashState> =>
  (await until(state, (s) => s?.phase === 'betting' && s.bettingEndsAt - s.serverTime > 1500, 20_000))!;
const bet = (amount: string, autoCashout: string) => ({ coin: 'USDT', amount, balanceType: 'DEPOSIT', autoCashout });
const guest = () => new Client(t.app);
const read = async <T>(client: Client, url: string) => {
  const res = await client.get<T>(url);
  expect(res.body.code, url).toBe(200);
  return res.body.data!;
};

/** Every 208 entry the watcher has received so far (frames are kept: each is read once here). */
const seen: LiveBet[] = [];
function feedEntries(): LiveBet[] {
  for (const f of watcher.frames.splice(0) as SocketFrame[])
    if (f.type === MSG.LIVE_BETS) seen.push(...(f.data as { list: LiveBet[] }).list);
  return seen;
}
const crashEntries = (id: number) => feedEntries().filter((b) => b.gameName === 'crash' && b.id === id) as LiveCrashBet[];
async function entryOf(id: number): Promise<LiveCrashBet> {
  await until(
    async () => crashEntries(id).length,
    (n) => n > 0,
    20_000,
  );
  return crashEntries(id)[0]!;
}
/** The bets id of a crash bet once it has settled (cashed out or lost): the id the feeds and bet lists name it by. */
async function settledId(crashBetId: number): Promise<number> {
  const read = async () => (await t.db.query('SELECT bet_id FROM crash_bets WHERE id = $1', [crashBetId])).rows[0]?.bet_id as string | null;
  return Number(await until(read, (v) => v !== null && v !== undefined, 20_000));
}
const roundEntries = (roundId: number) => feedEntries().filter((b) => b.gameName === 'crash' && (b as LiveCrashBet).roundId === roundId);
async function placed(client: Client, amount: string, auto: string): Promise<number> {
  const res = await client.post<CrashBetAnswer>('/api/games/crash/bet', bet(amount, auto));
  expect(res.body.code).toBe(200);
  return res.body.data!.bet.id;
}

describe('crash bets in the live feeds', () => {
  it('a cash-out is a win and a crashed bet a loss, each in a 208 batch once when the round ends, and in the home feeds', async () => {
    const winner = await register(t.app, 'cfw');
    const loser = await register(t.app, 'cfl');
    const before = await read<BetInfo>(guest(), '/v1/home/selectBetInfo');
    const round = await bettingRound();
    const won = await placed(winner.client, '10', '1.01');
    const lost = await placed(loser.client, '4', '1000000');
    // Nothing of an open round is in the feed.
    await until(state, (s) => s?.roundId === round.roundId && s.phase === 'running', 20_000);
    expect(roundEntries(round.roundId)).toEqual([]);

    const wonId = await settledId(won);
    const lostId = await settledId(lost);
    const win = await entryOf(wonId);
    const loss = await entryOf(lostId);
    const { rows: point } = await t.db.query<{ crash_point: number }>('SELECT crash_point FROM crash_rounds WHERE id = $1', [
      round.roundId,
    ]);
    expect(win).toMatchObject({
      id: wonId,
      game: 'crash',
      gameName: 'crash',
      gameCode: gameCodeOf('crash'),
      roundId: round.roundId,
      userName: winner.user.nickName,
      coin: 'USDT',
      amount: '10.000000',
      multiplier: '1.01',
      payout: '10.100000',
      state: 'cashed',
      cashoutAt: '1.01',
      win: true,
    });
    expect(loss).toMatchObject({
      id: lostId,
      userName: loser.user.nickName,
      amount: '4.000000',
      multiplier: '0',
      payout: '0.000000',
      state: 'lost',
      win: false,
    });
    expect(loss.crashPoint).toBe(hundredthsText(point[0]!.crash_point));
    // The feed carries no round hash (the bet's detail does, once the round is over).
    expect(win).not.toHaveProperty('hash');
    expect(win.time).toBeLessThanOrEqual(loss.time);
    // Both bets settled in one round: one batch (a 208 frame is {list}, oldest first).
    const order = seen.filter((b) => b.gameName === 'crash').map((b) => b.id);
    expect(order.indexOf(wonId)).toBeLessThan(order.indexOf(lostId));

    // The home feeds: the cash-out is a big and a lucky win of every window, the loss is not; both are bets.
    for (const url of ['/v1/home/center/gamewin?type=D&size=100', '/v1/home/center/getPlayersVictory?type=A&size=100']) {
      const rows = await read<WinRow[]>(guest(), url);
      expect(
        rows.find((r) => r.id === `b${wonId}`),
        url,
      ).toMatchObject({ gameName: 'crash', multiplier: '1.01', payout: '10.100000' });
      expect(
        rows.some((r) => r.id === `b${lostId}`),
        url,
      ).toBe(false);
    }
    const latest = await read<LiveBet[]>(guest(), '/api/games/bets/live');
    expect(latest.filter((b) => b.gameName === 'crash').map((b) => b.id)).toEqual(expect.arrayContaining([wonId, lostId]));
    expect(latest.map((b) => b.time)).toEqual([...latest.map((b) => b.time)].sort((a, b) => b - a));
    const hot = await read<GameActivity[]>(guest(), '/v1/home/main/hgame');
    expect(hot.find((g) => g.gameName === 'crash')).toMatchObject({ bets: 2, players: 2 });
    const played = await read<PlayedGamesPage>(winner.client, '/v1/home/center/pageUserPlayedGames');
    expect(played.list[0]).toMatchObject({ gameName: 'crash', bets: 1 });
    const after = await read<BetInfo>(guest(), '/v1/home/selectBetInfo');
    expect(after.totalBets).toBe(before.totalBets + 2);

    // The next round ends too: the first round's bets were published once only.
    const next = await bettingRound();
    const again = await placed(winner.client, '1', '1.01');
    expect(next.roundId).toBeGreaterThan(round.roundId);
    await entryOf(await settledId(again));
    expect(crashEntries(wonId)).toHaveLength(1);
    expect(crashEntries(lostId)).toHaveLength(1);
  }, 90_000);

  it("a voided round's refunded bets are not in the feeds; its cash-outs paid before the void are wins", async () => {
    const other = await buildOn(t.url, { ...LOOP, CRASH_LOOP: '0' });
    try {
      // Ready: its fan-out relays its pushes to this process's sockets.
      await other.app.ready();
      const stuck = await register(t.app, 'cfv');
      const early = await register(t.app, 'cfe');
      const round = await bettingRound();
      const refunded = await placed(stuck.client, '7', '1000000');
      const cashed = await placed(early.client, '2', '1.01');
      await until(
        async () => (await t.db.query('SELECT state FROM crash_bets WHERE id = $1', [cashed])).rows[0].state as string,
        (s) => s === 'cashed',
        20_000,
      );
      // The leader goes away mid-round; the other process's loop voids the round and refunds the stake still in.
      await t.app.crashLeader.stop();
      other.app.crashLeader.start();
      await until(
        async () => (await t.db.query('SELECT state FROM crash_bets WHERE id = $1', [refunded])).rows[0].state as string,
        (s) => s === 'refunded',
        20_000,
      );
      // Published by the other process, relayed to this one's sockets.
      const cashedId = await settledId(cashed);
      expect(await entryOf(cashedId)).toMatchObject({
        state: 'cashed',
        win: true,
        multiplier: '1.01',
        roundId: round.roundId,
        crashPoint: null,
      });
      // A bet of the next round reaches the feed after anything of the voided round would have.
      await until(state, (s) => s !== null && s.roundId > round.roundId && s.phase === 'betting', 20_000);
      await entryOf(await settledId(await placed(stuck.client, '1', '1.01')));
      // A refunded bet is no bet: it never has a bets id, and nothing of its round but the cash-out is in the feeds.
      expect((await t.db.query('SELECT bet_id FROM crash_bets WHERE id = $1', [refunded])).rows[0].bet_id).toBeNull();
      expect(roundEntries(round.roundId).map((b) => b.id)).toEqual([cashedId]);
      const wins = await read<WinRow[]>(guest(), '/v1/home/center/gamewin?type=A&size=100');
      expect(wins.some((r) => r.id === `b${cashedId}`)).toBe(true);
      const latest = await read<LiveBet[]>(guest(), '/api/games/bets/live');
      expect(latest.filter((b) => b.gameName === 'crash' && (b as LiveCrashBet).roundId === round.roundId).map((b) => b.id)).toEqual([
        cashedId,
      ]);
      // The refunded stake was not a bet played: the stuck player's crash count is the next round's bet alone.
      const played = await read<PlayedGamesPage>(stuck.client, '/v1/home/center/pageUserPlayedGames');
      expect(played.list.find((g) => g.gameName === 'crash')).toMatchObject({ bets: 1 });
      const bets = (
        await t.db.query(`SELECT count(*)::int AS n FROM crash_bets WHERE state <> 'refunded' AND created_at > now() - interval '1 day'`)
      ).rows[0].n;
      expect((await read<GameActivity[]>(guest(), '/v1/home/main/hgame')).find((g) => g.gameName === 'crash')!.bets).toBe(bets);
    } finally {
      await other.close();
    }
  }, 90_000);
});
