import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TipData } from '../../src/core/api';
import type { BetResponse, SettledBet } from '../../src/core/bets';
import { FLOOD, type RainResult } from '../../src/core/chat';
import { DEFAULT_CRASH_SALT, type CrashBetAnswer, type CrashState } from '../../src/core/games/crash';
import type { MinesRevealResponse, MinesSettledAnswer, MinesStartResponse } from '../../src/core/games/mines';
import { Decimal } from '../../src/core/money';
import { MSG, type AmountChange } from '../../src/core/socket';
import type { DepositAddress, WithdrawResult } from '../../src/core/wallet/api';
import type { WithdrawCodeSent } from '../../src/core/wallet/withdrawSchema';
import { runAdmin } from '../../server/admin/cli';
import { withTx } from '../../server/db/pool';
import { gameHundredths, storeChain } from '../../server/games/crash/chain';
import { applyMovements } from '../../server/money/moves';
import { clearChatRate, seedTexts } from './chatHelpers';
import { DEPOSIT_ENV, ipnBody, nextPaymentId, sendHook, until } from './depositHelpers';
import {
  buildOn,
  Client,
  createDatabase,
  diceBody,
  ledgerMismatches,
  listen,
  register,
  TestSocket,
  type Answer,
  type TestApp,
} from './helpers';

// Every kind of money move the server makes, at once, on one player's USDT deposit balance: instant bets (dice,
// plinko, mines in one go), mines games started and ended by hand, crash bets paid at their auto target by the round
// loop of a second server process (racing a cash-out by hand), tips sent and received, a rain by the player and rains
// caught, deposits credited by signed webhooks, withdrawals requested and decided by the operator (a rejection's
// refund raced against another rejection or an approval). The balance starts small, so debits are refused for
// insufficient funds during the storm. The rule: the balance never goes below zero, it equals the sum of its ledger
// rows, each accepted answer is in the ledger, the domain tables and on the player's socket exactly once, and a
// refusal leaves nothing behind.

/** The round loop of the crash process: short phases, on a chain whose first rounds all crash between 1.05x and 1.30x. */
const CRASH_LOOP = { CRASH_LOOP: '1', CRASH_BETTING_MS: '1200', CRASH_CRASHED_MS: '150', CRASH_TICK_MS: '50' };
const CHAIN_LENGTH = 100;
const SHORT_GAMES = 4;

/** The first seed of a fixed sequence whose first SHORT_GAMES games crash between 1.05x and 1.30x (each within 4.4 s). */
function shortSeed(): Buffer {
  for (let i = 0; ; i++) {
    const seed = createHash('sha256').update(`money-storm-${i}`).digest();
    const games: string[] = [];
    let h: Buffer = seed;
    for (let k = 0; k < CHAIN_LENGTH; k++) {
      if (k >= CHAIN_LENGTH - SHORT_GAMES) games.push(h.toString('hex'));
      h = createHash('sha256').update(h).digest();
    }
    if (games.every((g) => gameHundredths(g, DEFAULT_CRASH_SALT) >= 105 && gameHundredths(g, DEFAULT_CRASH_SALT) <= 130)) return seed;
  }
}

/** Money limits out of the way: the per-user bet budget, the daily withdrawal limit and the mail budgets of the codes. */
const ENV = {
  ...DEPOSIT_ENV,
  BET_RATE_LIMIT_MAX: '100000',
  WITHDRAW_DAILY_USD: '1000000',
  MAIL_ACCOUNT_LIMIT_MAX: '1000',
  MAIL_IP_LIMIT_MAX: '100000',
};

let url: string;
/** The process that serves the player (no crash loop). */
let t: TestApp;
/** A second process on the same database that runs the crash rounds. */
let crash: TestApp | null = null;
let base: string;

// The chain is stored before the first build (which would otherwise make a random one), as crash.test.ts does.
beforeAll(async () => {
  url = await createDatabase({ migrated: true });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await storeChain(pool, shortSeed(), { length: CHAIN_LENGTH, salt: DEFAULT_CRASH_SALT });
  await pool.end();
  t = await buildOn(url, ENV);
  base = await listen(t.app);
});

afterAll(async () => {
  await crash?.close();
  await t.close();
});

/** The player's starting USDT deposit balance: a fraction of what the storm asks for. */
const START = '40';
const DICE = 30;
const PLINKO = 15;
const MINES_INSTANT = 5;
const MINES_GAMES = 6;
const MY_CHAT_TURNS = 8;
const TIPS_IN_PER_SENDER = 3;
const RAINS_IN = 3;
const DEPOSITS = 6;
const DEPOSIT_AMOUNT = '25';
const WITHDRAW_TURNS = 10;
const WITHDRAW_AMOUNT = '55';
const CRASH_BETS = 2;
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** A ledger row as expected from an answer, or as read: reason, ref and delta (normalised). */
const row = (reason: string, ref: string, delta: Decimal.Value) => `${reason} ${ref} ${new Decimal(delta).toFixed()}`;

type Kind =
  'dice' | 'plinko' | 'minesInstant' | 'minesStart' | 'minesEnd' | 'tip' | 'rain' | 'withdraw' | 'decision' | 'crashBet' | 'crashCashout';

/** The refusals each kind may legitimately give during the storm (anything else, a 5xx above all, fails the test). */
const ALLOWED: Record<Kind, RegExp> = {
  dice: /^Insufficient balance$/,
  plinko: /^Insufficient balance$/,
  minesInstant: /^Insufficient balance$/,
  minesStart: /^(Insufficient balance|You already have a mines game in play in USDT: finish it before starting another)$/,
  minesEnd: /^This mines game is already over$/,
  tip: /^(Insufficient balance$|You are sending too fast|Too many messages)/,
  rain: /^(Insufficient balance$|You are sending too fast|Too many messages)/,
  withdraw: /^(Insufficient balance: 55 USDT plus the 5 USDT fee is more than your withdrawable|No valid code for this email)/,
  decision: /^Withdrawal \d+ was already (approved|rejected) at .*: a decision is final$/,
  crashBet: /^(Insufficient balance|You already have a bet on this round|Betting is closed: wait for the next round)$/,
  crashCashout: /^(This round is over|Too late: the round has crashed)$/,
};

/** Polls `read` until `done` holds (a condition, never a fixed delay); fails after `ms`. */
async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('money under concurrency', () => {
  it('every kind of move at once on one small balance: never below zero, balance = ledger, each accepted move once', async () => {
    const players = await Promise.all(['mt', 'mw', 'mr', 'mr', 'mr', 'ms', 'ms', 'ms'].map((prefix) => register(t.app, prefix)));
    const me = players[0]!;
    const rainer = players[1]!;
    const receivers = players.slice(2, 5);
    const senders = players.slice(5);
    const myId = me.user.id;
    const email = `${me.user.userName}@example.test`;

    // A verified email for the withdrawal codes, and the demo credit brought down to START through the ledger.
    await t.db.query('UPDATE users SET email_auth = 1 WHERE id = $1', [myId]);
    const credit = (
      await t.db.query<{ amount: string }>(`SELECT amount FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`, [myId])
    ).rows[0]!.amount;
    await withTx(t.app.db, (c) =>
      applyMovements(c, [
        { userId: myId, coin: 'USDT', kind: 'DEPOSIT', delta: new Decimal(START).minus(credit), reason: 'test_adjust', product: 'wallet' },
      ]),
    );
    const address = (await me.client.get<DepositAddress>('/api/wallet/deposit?coin=USDT')).body.data!.address;
    // Chatted 20 s ago (outside the chat rate's window, inside the rain's): the player and the receivers catch rains,
    // the receivers and the rainer are rained on by the player.
    await seedTexts(t.db, [myId, rainer.user.id, ...receivers.map((r) => r.user.id)], 20_000);
    const socket = await TestSocket.open(base, { cookie: me.client.cookieHeader() });
    onTestFinished(() => socket.close());
    const before = Number((await t.db.query<{ id: string }>('SELECT coalesce(max(id), 0) AS id FROM ledger')).rows[0]!.id);

    // The crash process starts its first round now; the player bets there with the same session.
    crash = await buildOn(url, { ...ENV, ...CRASH_LOOP });
    const crashApp = crash.app;
    const meOnCrash = new Client(crashApp);
    for (const [k, v] of me.client.cookies) meOnCrash.cookies.set(k, v);

    const refusals: { kind: Kind; code: number; msg: string }[] = [];
    /** The answer's data when accepted; the refusal recorded otherwise. */
    function accepted<T>(kind: Kind, a: Answer<T>): T | null {
      if (a.body.code === 200) return a.body.data as T;
      refusals.push({ kind, code: a.body.code, msg: a.body.msg });
      return null;
    }

    const bets: { game: string; bet: SettledBet }[] = [];
    const minesStarts: MinesStartResponse[] = [];
    const minesEnds: MinesSettledAnswer[] = [];
    const tipsOut: TipData[] = [];
    const tipsIn: TipData[] = [];
    const rainsOut: RainResult[] = [];
    const rainsIn: RainResult[] = [];
    const deposits: { paymentId: number; outcomes: string[]; depositIds: (number | null)[] }[] = [];
    const withdrawals: WithdrawResult[] = [];
    const decisions: { id: number; verbs: string[]; results: { code: number; out: string }[] }[] = [];
    const crashBets: CrashBetAnswer[] = [];
    const crashCashouts: CrashBetAnswer[] = [];

    // The withdrawals (the big debits) and most deposits wait until every other lane has made its first move, which
    // the starting balance covers: each kind is then accepted at least once, and the rest of the storm contends.
    const firstMoves: Promise<void>[] = [];
    const firstMove = (): (() => void) => {
      let done!: () => void;
      firstMoves.push(new Promise<void>((resolve) => (done = resolve)));
      return done;
    };

    // Instant bets, five at a time (the server runs one player's bets one after another on their seed pair, so the
    // mines starts, sharing that pair, get their turns between the groups).
    const instantFirst = firstMove();
    const instant = async () => {
      const requests: [string, () => Promise<Answer<BetResponse>>][] = [];
      for (let i = 0; i < DICE; i++) {
        requests.push(['dice', () => me.client.post<BetResponse>('/api/games/dice/bet', diceBody('1'))]);
        if (i < PLINKO) {
          const body = { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', rows: 8, risk: 'low' };
          requests.push(['plinko', () => me.client.post<BetResponse>('/api/games/plinko/bet', body)]);
        }
        if (i < MINES_INSTANT) {
          const body = { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', mines: 3, tiles: [12, 6] };
          requests.push(['mines', () => me.client.post<BetResponse>('/api/games/mines/bet', body)]);
        }
      }
      for (let i = 0; i < requests.length; i += 5) {
        await Promise.all(
          requests.slice(i, i + 5).map(async ([game, send]) => {
            const data = accepted(game === 'mines' ? 'minesInstant' : (game as Kind), await send());
            if (data) bets.push({ game, bet: data.bet });
          }),
        );
        instantFirst();
      }
    };

    // Mines by hand: two starts at once (one game in play at a time), a safe tile, then two cash-outs at once or a
    // cash-out racing a mine: each game ends exactly once.
    const minesFirst = firstMove();
    const mines = async () => {
      const start = () =>
        me.client.post<MinesStartResponse>('/api/games/mines/start', { coin: 'USDT', amount: '3', balanceType: 'DEPOSIT', mines: 3 });
      for (let g = 0; g < MINES_GAMES; g++) {
        const started = (await Promise.all([start(), start()])).map((a) => accepted('minesStart', a)).filter((d) => d !== null);
        const game = started[0];
        if (!game) continue;
        minesStarts.push(...started);
        const { rows } = await t.db.query<{ layout: number[] }>('SELECT layout FROM mines_rounds WHERE id = $1', [game.gameId]);
        const layout = rows[0]!.layout;
        const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !layout.includes(i));
        const first = await me.client.post<MinesRevealResponse>('/api/games/mines/reveal', { gameId: game.gameId, tile: safe[0] });
        expect(first.body.data, first.body.msg).toMatchObject({ state: 'active' });
        const cashout = () => me.client.post<MinesSettledAnswer>('/api/games/mines/cashout', { gameId: game.gameId });
        const mine = () => me.client.post<MinesRevealResponse>('/api/games/mines/reveal', { gameId: game.gameId, tile: layout[0] });
        const ends = await Promise.all(g % 2 === 0 ? [cashout(), cashout()] : [mine(), cashout()]);
        for (const a of ends) {
          const data = accepted('minesEnd', a as Answer<MinesRevealResponse>);
          if (data) minesEnds.push(data as MinesSettledAnswer);
        }
        minesFirst();
      }
      minesFirst();
    };

    // The player's tips and rains: a public chat line each, held to the chat rate. The rate is moved out of the way
    // before each turn, then two lines go at once: the second is refused by the rate (or the balance). Two rains, then
    // two tips, come first.
    const chatFirst = firstMove();
    const myChat = async () => {
      const tip = (i: number) =>
        me.client.post<TipData>('/v1/account/sendTip', { toUserName: receivers[i % 3]!.user.userName, coin: 'USDT', amount: '3' });
      const rain = () => me.client.post<RainResult>('/v1/user/userChat/rain', { coin: 'USDT', amount: '3' });
      for (let i = 0; i < MY_CHAT_TURNS; i++) {
        await clearChatRate(t.db, myId);
        const turn: [Kind, Promise<Answer<TipData | RainResult>>][] =
          i === 0
            ? [
                ['rain', rain()],
                ['rain', rain()],
              ]
            : i === 4
              ? [
                  ['rain', rain()],
                  ['tip', tip(i)],
                ]
              : [
                  ['tip', tip(i)],
                  ['tip', tip(i + 1)],
                ];
        for (const [kind, sent] of turn) {
          const data = accepted(kind, await sent);
          if (data && kind === 'rain') rainsOut.push(data as RainResult);
          else if (data) tipsOut.push(data as TipData);
        }
        if (i === 1) chatFirst();
      }
      chatFirst();
    };

    // Tips to the player from three senders at once, each within their own chat rate.
    const tipsToMe = () =>
      Promise.all(
        senders.map(async (s) => {
          for (let j = 0; j < TIPS_IN_PER_SENDER; j++) {
            await clearChatRate(t.db, s.user.id);
            const a = await s.client.post<TipData>('/v1/account/sendTip', { toUserName: me.user.userName, coin: 'USDT', amount: '2' });
            expect(a.body.code, a.body.msg).toBe(200);
            tipsIn.push(a.body.data!);
          }
        }),
      );

    // Rains the player catches (with the three receivers: a share of 1 USDT each).
    const rainsOnMe = async () => {
      for (let j = 0; j < RAINS_IN; j++) {
        await clearChatRate(t.db, rainer.user.id);
        const a = await rainer.client.post<RainResult>('/v1/user/userChat/rain', { coin: 'USDT', amount: '4' });
        expect(a.body.code, a.body.msg).toBe(200);
        rainsIn.push(a.body.data!);
      }
    };

    // Deposits: each payment notified three times at once (below and at the threshold, and finished): credited once.
    const depositsIn = async () => {
      for (let k = 0; k < DEPOSITS; k++) {
        if (k === 2) await Promise.all(firstMoves);
        const paymentId = nextPaymentId();
        const txHash = randomBytes(32).toString('hex');
        const hook = (status: 'confirming' | 'finished', confirmations: number) =>
          sendHook(t.app, ipnBody({ paymentId, coin: 'USDT', address, status, paid: DEPOSIT_AMOUNT, confirmations, txHash }));
        const answers = await Promise.all([hook('confirming', 12), hook('finished', 12), hook('confirming', 3)]);
        for (const a of answers) expect(a.body.code, a.body.msg).toBe(200);
        deposits.push({
          paymentId,
          outcomes: answers.map((a) => a.body.data!.outcome),
          depositIds: answers.map((a) => a.body.data!.depositId),
        });
      }
    };

    // The operator decides while the storm runs: two rejections at once, or an approval racing a rejection (one wins,
    // a rejection refunds once), or nothing (left pending).
    const decide = async (id: number, k: number) => {
      const reject = ['withdrawals', 'reject', String(id), 'Declined during the money storm'];
      const approve = ['withdrawals', 'approve', String(id), `0x${randomBytes(32).toString('hex')}`];
      const verbs = k % 3 === 0 ? ['reject', 'reject'] : k % 3 === 1 ? ['approve', 'reject'] : [];
      const results = await Promise.all(verbs.map((v) => runAdmin(t.db, v === 'reject' ? reject : approve)));
      decisions.push({ id, verbs, results });
      for (const r of results) if (r.code !== 0) refusals.push({ kind: 'decision', code: r.code, msg: r.out });
    };

    // Withdrawals: a fresh emailed code each turn, sent by two requests at once (it unlocks one withdrawal at most).
    const withdrawalsOut = async () => {
      const decided: Promise<void>[] = [];
      await Promise.all(firstMoves);
      for (let i = 0; i < WITHDRAW_TURNS; i++) {
        await t.db.query(`UPDATE email_codes SET created_at = created_at - interval '61 seconds' WHERE email = lower($1)`, [email]);
        const asked = await me.client.post<WithdrawCodeSent>('/v1/account/getWithdrawCode', {});
        expect(asked.body.code, asked.body.msg).toBe(200);
        const { rows } = await t.db.query<{ body: string }>(
          'SELECT body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
          [email],
        );
        const emailCode = rows[0]!.body.match(/\b(\d{6})\b/)![1];
        const body = { coin: 'USDT', address: ETH_ADDRESS, amount: WITHDRAW_AMOUNT, emailCode };
        const answers = await Promise.all([0, 1].map(() => me.client.post<WithdrawResult>('/v1/account/withdraw', body)));
        for (const a of answers) {
          const data = accepted('withdraw', a);
          if (!data) continue;
          decided.push(decide(data.withdrawal.id, withdrawals.length));
          withdrawals.push(data);
        }
      }
      await Promise.all(decided);
    };

    // Crash, on the other process: bets with the auto target 1.01x (paid by the round loop); on the first, a cash-out by
    // hand as soon as the round runs races the loop's (one of them pays). A second bet on the same round is refused.
    const crashState = async () =>
      (await crashApp.inject({ method: 'GET', url: '/api/games/crash/state' })).json().data as CrashState | null;
    const crashFirst = firstMove();
    const crashBetsOut = async () => {
      let last = 0;
      for (let round = 0; round < SHORT_GAMES - 1 && crashBets.length < CRASH_BETS; round++) {
        const open = (await waitFor(
          crashState,
          (s) => s?.phase === 'betting' && s.roundId > last && s.bettingEndsAt - s.serverTime > 300,
          'a crash round taking bets',
        ))!;
        last = open.roundId;
        const byHand = crashBets.length === 0;
        const body = { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', autoCashout: '1.01' };
        const placed = (await Promise.all([0, 1].map(() => meOnCrash.post<CrashBetAnswer>('/api/games/crash/bet', body))))
          .map((a) => accepted('crashBet', a))
          .filter((d) => d !== null);
        crashBets.push(...placed);
        crashFirst();
        const bet = placed[0];
        if (!bet) continue;
        if (byHand) {
          await waitFor(crashState, (s) => s?.roundId !== bet.bet.roundId || s.phase !== 'betting', 'the round to run');
          const out = accepted(
            'crashCashout',
            await meOnCrash.post<CrashBetAnswer>('/api/games/crash/cashout', { roundId: bet.bet.roundId }),
          );
          if (out) crashCashouts.push(out);
        }
        await until(
          async () => (await t.db.query(`SELECT 1 FROM crash_bets WHERE id = $1 AND state <> 'active'`, [bet.bet.id])).rowCount === 1,
          `crash bet ${bet.bet.id} to settle`,
        );
      }
      crashFirst();
    };

    const started = performance.now();
    await Promise.all([instant(), mines(), myChat(), tipsToMe(), rainsOnMe(), depositsIn(), withdrawalsOut(), crashBetsOut()]);
    const stormMs = performance.now() - started;

    // Refusals: only the legitimate ones, with their own words.
    // (A decision refused on the command line exits with 1.)
    const unexpected = refusals.filter((r) => !(r.kind === 'decision' ? [1] : [400, 429]).includes(r.code) || !ALLOWED[r.kind].test(r.msg));
    expect(unexpected).toEqual([]);
    // The balance was too small for everything asked: some debits were refused for it (no overdraw instead).
    expect(refusals.filter((r) => r.msg.startsWith('Insufficient balance')).length).toBeGreaterThan(0);

    // Each kind of move was accepted at least once (the storm was not empty of any).
    const paidDeposits = deposits.filter((d) => d.outcomes.includes('credited'));
    expect({
      dice: bets.some((b) => b.game === 'dice'),
      plinko: bets.some((b) => b.game === 'plinko'),
      minesInstant: bets.some((b) => b.game === 'mines'),
      minesGames: minesEnds.length > 0,
      tipsOut: tipsOut.length > 0,
      tipsIn: tipsIn.length > 0,
      rainOut: rainsOut.length > 0,
      rainsIn: rainsIn.length > 0,
      deposits: paidDeposits.length > 0,
      withdrawals: withdrawals.length > 0,
      refunds: decisions.some((d) => d.results.some((r, i) => r.code === 0 && d.verbs[i] === 'reject')),
      crash: crashBets.length > 0,
    }).toEqual({
      dice: true,
      plinko: true,
      minesInstant: true,
      minesGames: true,
      tipsOut: true,
      tipsIn: true,
      rainOut: true,
      rainsIn: true,
      deposits: true,
      withdrawals: true,
      refunds: true,
      crash: true,
    });

    // Exactly-once at the answers: each payment credited once, each game ended once, each decision taken once, and
    // the player's chat lines held to one per turn.
    for (const d of deposits)
      expect(
        d.outcomes.filter((o) => o === 'credited'),
        JSON.stringify(d),
      ).toHaveLength(1);
    for (const d of deposits) expect(new Set(d.depositIds).size, JSON.stringify(d)).toBe(1);
    for (const d of deposits)
      for (const o of d.outcomes) expect(['credited', 'recorded', 'replay', 'ignored_older', 'ignored_final']).toContain(o);
    expect(minesEnds).toHaveLength(minesStarts.length);
    expect(new Set(minesEnds.map((e) => e.bet.id)).size).toBe(minesEnds.length);
    for (const d of decisions)
      if (d.verbs.length > 0)
        expect(
          d.results.filter((r) => r.code === 0),
          JSON.stringify(d),
        ).toHaveLength(1);
    // The chat rate held the player's tips and rains, each a public line, to one a second by the database clock: each
    // turn's second line is refused unless the first had been stored a second before it was checked (only on a machine
    // stalled that long).
    const myLines = await t.db.query<{ at: number }>(
      `SELECT (extract(epoch FROM created_at) * 1000)::float8 AS at FROM chat_messages WHERE user_id = $1 AND kind IN ('tip', 'rain') ORDER BY id`,
      [myId],
    );
    expect(myLines.rows).toHaveLength(tipsOut.length + rainsOut.length);
    for (let i = 1; i < myLines.rows.length; i++)
      expect(myLines.rows[i]!.at - myLines.rows[i - 1]!.at).toBeGreaterThanOrEqual(FLOOD.minGapMs);
    expect(new Set(crashBets.map((b) => b.bet.roundId)).size).toBe(crashBets.length);

    // The ledger rows of the player's balance written during the storm are exactly the accepted answers' moves.
    const crashRows = await t.db.query<{ id: number; state: string; payout: string | null }>(
      'SELECT id::int, state, payout::text FROM crash_bets WHERE user_id = $1 ORDER BY id',
      [myId],
    );
    const expected: string[] = [];
    for (const { bet } of bets) {
      expected.push(row('bet', `bet:${bet.id}`, new Decimal(bet.amount).neg()));
      if (new Decimal(bet.payout).gt(0)) expected.push(row('payout', `bet:${bet.id}`, bet.payout));
    }
    for (const g of minesStarts) expected.push(row('bet', `mines:${g.gameId}`, new Decimal(g.amount).neg()));
    for (const e of minesEnds) if (new Decimal(e.bet.payout).gt(0)) expected.push(row('payout', `bet:${e.bet.id}`, e.bet.payout));
    for (const tip of tipsOut) expected.push(row('tip_out', `tip:${tip.id}`, new Decimal(tip.amount).neg()));
    for (const tip of tipsIn) expected.push(row('tip_in', `tip:${tip.id}`, tip.amount));
    for (const r of rainsOut) expected.push(row('rain_out', `rain:${r.id}`, new Decimal(r.amount).neg()));
    for (const r of rainsIn) expected.push(row('rain_in', `rain:${r.id}`, r.share));
    for (const d of paidDeposits) expected.push(row('deposit', `deposit:${d.depositIds[0]}`, DEPOSIT_AMOUNT));
    const totalOf = (w: WithdrawResult) => new Decimal(w.withdrawal.amount).plus(w.withdrawal.fee);
    const rejected = new Set(decisions.filter((d) => d.results.some((r, i) => r.code === 0 && d.verbs[i] === 'reject')).map((d) => d.id));
    const approved = new Set(decisions.filter((d) => d.results.some((r, i) => r.code === 0 && d.verbs[i] === 'approve')).map((d) => d.id));
    for (const w of withdrawals) {
      expected.push(row('withdraw', `withdraw:${w.withdrawal.id}`, totalOf(w).neg()));
      if (rejected.has(w.withdrawal.id)) expected.push(row('withdraw_refund', `withdraw:${w.withdrawal.id}`, totalOf(w)));
    }
    for (const b of crashBets) expected.push(row('bet', `crash:${b.bet.id}`, new Decimal(b.bet.amount).neg()));
    for (const c of crashRows.rows)
      if (c.state === 'cashed' && new Decimal(c.payout!).gt(0)) expected.push(row('payout', `crash:${c.id}`, c.payout!));
    const ledger = await t.db.query<{ id: string; reason: string; ref: string; delta: string; balance_after: string }>(
      `SELECT id, reason, ref, delta::text, balance_after::text FROM ledger
        WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT' AND id > $2 ORDER BY id`,
      [myId, before],
    );
    expect(ledger.rows.map((r) => row(r.reason, r.ref, r.delta)).sort()).toEqual(expected.sort());

    // The balance equals its ledger and never went below zero; it is START plus every accepted move.
    expect(await ledgerMismatches(t.db)).toEqual([]);
    const all = await t.db.query<{ balance_after: string }>(
      `SELECT balance_after::text FROM ledger WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`,
      [myId],
    );
    expect(all.rows.filter((r) => new Decimal(r.balance_after).lt(0))).toEqual([]);
    const balance = new Decimal(
      (
        await t.db.query<{ amount: string }>(
          `SELECT amount::text FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`,
          [myId],
        )
      ).rows[0]!.amount,
    );
    expect(balance.gte(0)).toBe(true);
    const moved = ledger.rows.reduce((sum, r) => sum.plus(r.delta), new Decimal(0));
    expect(balance.toFixed()).toBe(new Decimal(START).plus(moved).toFixed());

    // Each accepted answer is one row of its own table, and nothing refused left a row.
    const count = async (sql: string, params: unknown[] = [myId]) => (await t.db.query<{ n: number }>(sql, params)).rows[0]!.n;
    const byGame = await t.db.query<{ game: string; ids: string[] }>(
      'SELECT game, array_agg(id::text ORDER BY id) AS ids FROM bets WHERE user_id = $1 AND round_id IS NULL GROUP BY game ORDER BY game',
      [myId],
    );
    const answered = new Map<string, string[]>();
    for (const { game, bet } of bets) answered.set(game, [...(answered.get(game) ?? []), String(bet.id)]);
    for (const e of minesEnds) answered.set('mines', [...(answered.get('mines') ?? []), String(e.bet.id)]);
    expect(Object.fromEntries(byGame.rows.map((r) => [r.game, r.ids]))).toEqual(
      Object.fromEntries([...answered].map(([game, ids]) => [game, ids.sort((a, b) => Number(a) - Number(b))])),
    );
    expect(await count(`SELECT count(*)::int AS n FROM mines_rounds WHERE user_id = $1`)).toBe(minesStarts.length);
    expect(await count(`SELECT count(*)::int AS n FROM mines_rounds WHERE user_id = $1 AND state = 'active'`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM tips WHERE from_user = $1`)).toBe(tipsOut.length);
    expect(await count(`SELECT count(*)::int AS n FROM tips WHERE to_user = $1`)).toBe(tipsIn.length);
    expect(await count(`SELECT count(*)::int AS n FROM chat_rains WHERE from_user = $1`)).toBe(rainsOut.length);
    expect(await count(`SELECT count(*)::int AS n FROM chat_rains WHERE $1 = ANY(recipients)`)).toBe(rainsIn.length);
    expect(await count(`SELECT count(*)::int AS n FROM deposits WHERE user_id = $1 AND credited_amount > 0`)).toBe(paidDeposits.length);
    const statuses = await t.db.query<{ id: number; status: string }>(
      'SELECT id::int, status FROM withdrawals WHERE user_id = $1 ORDER BY id',
      [myId],
    );
    expect(statuses.rows).toEqual(
      withdrawals
        .map((w) => w.withdrawal.id)
        .sort((a, b) => a - b)
        .map((id) => ({ id, status: rejected.has(id) ? 'rejected' : approved.has(id) ? 'approved' : 'pending' })),
    );
    // Every staked bet is one wager, and nothing else is.
    const wagered = await t.db.query<{ id: string }>(
      `SELECT ref_id::text AS id FROM wagers WHERE user_id = $1 AND product = 'originals' ORDER BY ref_id`,
      [myId],
    );
    const staked = await t.db.query<{ id: string }>(`SELECT id::text FROM bets WHERE user_id = $1 AND amount > 0 ORDER BY bets.id`, [myId]);
    expect(wagered.rows).toEqual(staked.rows);
    // Each ledger row says what moved it.
    const products = await t.db.query<{ product: string; reasons: string[] }>(
      `SELECT product, array_agg(DISTINCT reason ORDER BY reason) AS reasons FROM ledger WHERE user_id = $1 GROUP BY product ORDER BY product`,
      [myId],
    );
    for (const { product, reasons } of products.rows) {
      const allowed = { originals: ['bet', 'payout', 'refund'], social: ['rain_in', 'rain_out', 'tip_in', 'tip_out'], wallet: null }[
        product
      ];
      expect(allowed, product).not.toBeUndefined();
      if (allowed)
        expect(
          reasons.every((r) => allowed.includes(r)),
          `${product}: ${reasons.join(', ')}`,
        ).toBe(true);
    }
    expect(await count(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND (product = 'originals') <> (game IS NOT NULL)`)).toBe(
      0,
    );
    expect(crashRows.rows.map((c) => c.id)).toEqual(crashBets.map((b) => b.bet.id).sort((a, b) => a - b));
    expect(crashRows.rows.filter((c) => c.state === 'active')).toEqual([]);
    // A crash bet cashed out or lost is one bets row of game crash; a refunded one is none.
    const crashSettled = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM crash_bets c JOIN bets b ON b.id = c.bet_id AND b.game = 'crash' AND b.user_id = c.user_id
        WHERE c.user_id = $1`,
      [myId],
    );
    expect(crashSettled.rows[0]!.n).toBe(crashRows.rows.filter((c) => c.state === 'cashed' || c.state === 'lost').length);
    for (const out of crashCashouts) {
      expect(crashRows.rows.find((c) => c.id === out.bet.id)).toMatchObject({ state: 'cashed', payout: expect.any(String) });
      expect(new Decimal(crashRows.rows.find((c) => c.id === out.bet.id)!.payout!).eq(out.bet.payout)).toBe(true);
    }

    // The player's socket was told of each row once, with the balance that row wrote (pushes from both processes and
    // the operator's command line).
    const frames = () =>
      socket.frames
        .filter((f) => f.type === MSG.AMOUNT_CHANGE)
        .map((f) => f.data as AmountChange)
        .filter((c) => c.coin === 'USDT' && c.balanceType === 'DEPOSIT' && !new Decimal(c.delta).isZero());
    const ids = ledger.rows.map((r) => Number(r.id));
    await until(async () => ids.every((id) => frames().some((c) => c.ledgerId === id)), 'a balance push for every ledger row');
    const pushed = frames();
    expect(pushed.map((c) => c.ledgerId).sort((a, b) => a - b)).toEqual(ids);
    for (const c of pushed) {
      const r = ledger.rows.find((l) => Number(l.id) === c.ledgerId)!;
      expect(new Decimal(c.amount).toFixed(), `frame of ledger row ${r.id}`).toBe(
        new Decimal(r.balance_after).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(),
      );
      expect(new Decimal(c.delta).eq(r.delta), `frame of ledger row ${r.id}`).toBe(true);
    }

    console.log(
      `money storm (information, not asserted): ${Math.round(stormMs)} ms, ${bets.length} instant bets, ${minesStarts.length} mines games, ${tipsOut.length} tips out, ` +
        `${tipsIn.length} in, ${rainsOut.length} rains out, ${rainsIn.length} in, ${paidDeposits.length} deposits, ` +
        `${withdrawals.length} withdrawals (${rejected.size} rejected, ${approved.size} approved), ${crashBets.length} crash bets ` +
        `(${crashCashouts.length} cashed by hand before the auto target), ${refusals.length} refusals (${refusals.filter((r) => r.msg.startsWith('Insufficient')).length} for the balance)`,
    );
  }, 60_000);
});
