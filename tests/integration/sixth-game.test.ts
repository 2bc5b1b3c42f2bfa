import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetResponse, FairnessChange, FairnessState, LiveSettledBet, SettledBet } from '../../src/core/bets';
import { ints, verifyBet } from '../../src/core/fairness';
import { definitionLookup, withGame } from '../../server/games/registry';
import { COINFLIP, COINFLIP_CODE, coinflipServer, sideOf } from './fixtures/coinflip';
import { Client, buildOn, createTestApp, ledgerMismatches, moneySnapshot, register, type TestApp } from './helpers';

// A sixth instant game, defined in the tests only, played through a server built with a registry that has it. The
// API types name the registry's games, so its bets are read as SettledBet: the registry is where the name widened.
const games = withGame(coinflipServer);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' }, { games });
});

afterAll(async () => {
  await t.close();
});

const flip = (call: string, amount = '10') => ({ coin: 'USDT', amount, balanceType: 'DEPOSIT', call });

/** The games row the throwaway game needs (its catalogue entry, written here as an operator or a seed would). */
async function addGamesRow(): Promise<void> {
  await t.db.query(
    `INSERT INTO games (code, name, title, channel, img_url, min_bet_amount, max_bet_amount, house_edge, sort)
     VALUES ($1, $2, 'Coin flip', 'HS-GAME', '/games/coinflip.svg', 0.01, 10000, 0.01, 99) ON CONFLICT DO NOTHING`,
    [COINFLIP_CODE, COINFLIP],
  );
  // The bet check reads the games table through a cache: a row written behind its back is seen once it is dropped.
  t.app.refs.invalidate();
}

/** The server seed of the player's active pair (read from the database: the API never shows it before rotation). */
async function activeSeed(userId: number): Promise<string> {
  const { rows } = await t.db.query<{ server_seed: string }>(`SELECT server_seed FROM seed_pairs WHERE user_id = $1 AND state = 'active'`, [
    userId,
  ]);
  return rows[0]!.server_seed;
}

describe('a sixth instant game from a test registry', () => {
  it('the games key refuses a bet whose game has no games row, whatever the server accepts', async () => {
    const { client, user } = await register(t.app, 'nokey');
    await client.get('/api/fairness');
    const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM seed_pairs WHERE user_id = $1 AND state = 'active'`, [user.id]);
    const insert = (game: string) =>
      t.db
        .query(
          `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, seed_pair_id, nonce)
           VALUES ($1, $2, 'USDT', 'DEPOSIT', 0, 1.98, 0, false, false, '{"call":"heads"}', '{"side":"tails"}', $3, 0)`,
          [user.id, game, rows[0]!.id],
        )
        .then(
          () => null,
          (e: { constraint?: string }) => e.constraint ?? String(e),
        );
    expect(await insert('nosuchgame')).toBe('bets_game_fkey');
    expect(await insert(COINFLIP)).toBe('bets_game_fkey');
    // Over HTTP the registry has the game but the games table does not: refused before anything is written.
    const before = await moneySnapshot(t.db);
    const res = await client.post('/api/games/coinflip/bet', flip('heads'));
    expect(res.body).toMatchObject({ code: 400, msg: 'coinflip is under maintenance, please try again later' });
    expect(await moneySnapshot(t.db)).toBe(before);
    expect((await t.db.query('SELECT count(*)::int AS n FROM bets')).rows[0].n).toBe(0);
  });

  it('plays a bet over HTTP once its games row exists, reads it back and verifies it with verifyBet', async () => {
    await addGamesRow();
    const { client, user } = await register(t.app, 'flip');
    const st = (await client.get<FairnessState>('/api/fairness')).body.data!;
    const seed = await activeSeed(user.id);

    // The request schema is the injected entry's: unknown fields and a wrong call are refused by it.
    expect((await client.post('/api/games/coinflip/bet', flip('edge'))).body.code).toBe(400);
    expect((await client.post('/api/games/coinflip/bet', { ...flip('heads'), target: '2' })).body.code).toBe(400);

    const res = await client.post<BetResponse>('/api/games/coinflip/bet', flip('heads'));
    expect(res.body.code).toBe(200);
    const { bet, balance, ledgerId } = res.body.data!;
    const side = sideOf(ints(seed, st.clientSeed, 0, 1)[0]!);
    const win = side === 'heads';
    expect(bet).toMatchObject({
      game: COINFLIP,
      coin: 'USDT',
      amount: '10.000000',
      params: { call: 'heads' },
      outcome: { side },
      win,
      multiplier: win ? '1.98' : '0',
      payout: win ? '19.800000' : '0.000000',
      nonce: 0,
      clientSeed: st.clientSeed,
      serverSeedHash: st.serverSeedHash,
    });
    expect(bet.serverSeed).toBeUndefined();
    expect(balance).toBe(win ? '1009.800000' : '990.000000');
    expect(ledgerId).not.toBeNull();

    // Stored under its own name, keyed to its games row, with the ledger rows of any bet.
    const row = await t.db.query(`SELECT b.game, g.code FROM bets b JOIN games g ON g.name = b.game WHERE b.id = $1`, [bet.id]);
    expect(row.rows).toEqual([{ game: COINFLIP, code: COINFLIP_CODE }]);
    const ledger = await t.db.query(`SELECT reason, delta::text FROM ledger WHERE ref = $1 ORDER BY id`, [`bet:${bet.id}`]);
    expect(ledger.rows).toEqual([
      { reason: 'bet', delta: '-10.000000000000000000' },
      ...(win ? [{ reason: 'payout', delta: '19.800000000000000000' }] : []),
    ]);
    expect(await ledgerMismatches(t.db)).toEqual([]);

    // Read back: the bet lookup, the player's list and the live feed (with the game's code from its entry).
    expect((await client.get<SettledBet>(`/api/games/bets/${bet.id}`)).body.data).toEqual(bet);
    expect((await client.get<SettledBet[]>('/api/games/bets')).body.data).toEqual([bet]);
    const live = (await new Client(t.app).get<LiveSettledBet[]>('/api/games/bets/live')).body.data!;
    expect(live.find((b) => b.id === bet.id)).toMatchObject({ game: COINFLIP, gameCode: COINFLIP_CODE, gameName: COINFLIP });

    // Once the pair is rotated, the browser's check recomputes it through the registry the server was built with.
    const { revealed } = (await client.post<FairnessChange>('/api/fairness/change', { clientSeed: 'after coinflip' })).body.data!;
    expect(revealed.serverSeed).toBe(seed);
    const shown = (await client.get<SettledBet>(`/api/games/bets/${bet.id}`)).body.data!;
    expect(shown.serverSeed).toBe(seed);
    const lookup = definitionLookup(games);
    expect(verifyBet(shown, undefined, lookup)).toMatchObject({
      hashMatches: true,
      matches: true,
      outcome: { side },
      resultText: side,
      win,
    });
    // And it can fail: a bet claiming the other result, or another server seed.
    expect(verifyBet({ ...shown, win: !shown.win }, undefined, lookup).matches).toBe(false);
    expect(verifyBet(shown, 'f'.repeat(64), lookup).hashMatches).toBe(false);
  });

  it('is a game of the server built with it only: a server on the default registry has no route for it', async () => {
    await addGamesRow();
    const { client: player } = await register(t.app, 'both');
    const placed = await player.post<BetResponse>('/api/games/coinflip/bet', flip('tails', '1'));
    expect(placed.body.code).toBe(200);
    const id = placed.body.data!.bet.id;
    const plain = await buildOn(t.url);
    try {
      const { client } = await register(plain.app, 'plain');
      expect((await client.post('/api/games/coinflip/bet', flip('heads'))).body.code).toBe(404);
      // Its bets exist but only a server whose registry has the game can show them.
      expect((await client.get(`/api/games/bets/${id}`)).body.code).toBe(404);
      expect((await player.get(`/api/games/bets/${id}`)).body.code).toBe(200);
      const dice = { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '50.50', condition: 'over' };
      expect((await client.post('/api/games/dice/bet', dice)).body.code).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
