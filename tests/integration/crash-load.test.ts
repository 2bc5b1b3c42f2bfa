import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { coinDecimals } from '../../src/core/currency';
import { multiplierHundredthsAt, type CrashBetAnswer, type CrashState } from '../../src/core/games/crash';
import { Decimal } from '../../src/core/money';
import { MSG, type SocketFrame } from '../../src/core/socket';
import { storeChain } from '../../server/games/crash/chain';
import { chainGames, httpPlayer, killServers, quickestSeed, serverProcess, until, type HttpPlayer } from './crashProcesses';
import { createDatabase, ledgerMismatches } from './helpers';

// 200 players over consecutive crash rounds on two server processes of one database: process B runs the round loop,
// process A serves half of the players and their sockets (round frames reach them through LISTEN/NOTIFY). Each round
// most players bet: some with an auto cash-out, some cashing out by hand 0-300 ms after their socket showed their
// target, some riding to the crash. Checked: every bet settled exactly once, money conserved per player and in the
// ledger, no cash-out at or above the crash point, auto cash-outs at exactly their target, every socket's frames
// free of a round's hash and crash point before its crash, and a player who reconnects mid-round gets the round and
// their bet back from GET /api/games/crash/state and can still cash out.
//
// CRASH_LOAD_ROUNDS sets the number of rounds (20 by default, about 4 minutes; 50 is the full run, about 12 minutes).
// The chain is the quickest of a fixed set of seeds, so the run time is bounded.
const ROUNDS = Number(process.env.CRASH_LOAD_ROUNDS ?? 20);
const PLAYERS = 200;
const LENGTH = ROUNDS + 10;
const BETTING_MS = 4000;
const RECONNECTING = 3;

afterAll(killServers);

// Of 3000 seeds, the quickest whose rounds include a 1.00x bust, one over 3x and a fifth at 2x or more.
const { seed, points } = quickestSeed(
  'crash-load',
  LENGTH,
  ROUNDS,
  (p) => p.filter((x) => x >= 2).length >= ROUNDS / 5 && p.some((x) => x >= 3) && p.includes(1),
  3000,
);
const hashes = chainGames(seed, LENGTH, ROUNDS);
/** The round whose reconnecting players drop their socket mid-run: the first that reaches 3x (over 18 s). */
const RECONNECT_ROUND = points.findIndex((p) => p >= 3) + 1;

const data = <T>(f: SocketFrame) => f.data as T;
const crashedFrame = (round: number) => (f: SocketFrame) =>
  f.type === MSG.CRASH_ROUND &&
  data<{ roundId: number; phase: string }>(f).roundId === round &&
  data<{ phase: string }>(f).phase === 'crashed';

/**
 * A socket that keeps the frames of the current round (reset() at each round's start) and wakes waiters on each. Every
 * frame is checked as it arrives: one that carries a round's hash must be that round's crash, and a round frame of any
 * other phase has no crash point and no hash.
 */
class Watcher {
  frames: SocketFrame[] = [];
  /** Frames that gave a secret away (none expected), and how many frames carried a hash at all. */
  readonly leaks: string[] = [];
  hashFrames = 0;
  /** Why the server closed the socket, once it did. */
  closedWith: string | null = null;
  private wake: (() => void)[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('close', (code, reason) => {
      this.closedWith = `${code} ${reason.toString()}`;
      for (const w of this.wake.splice(0)) w();
    });
    ws.on('message', (raw) => {
      const text = raw.toString();
      const frame = JSON.parse(text) as SocketFrame;
      const k = hashes.findIndex((h) => text.includes(h));
      if (k >= 0) {
        this.hashFrames++;
        if (!crashedFrame(k + 1)(frame)) this.leaks.push(text);
      }
      if (frame.type === MSG.CRASH_ROUND) {
        const r = frame.data as { phase: string; crashPoint: unknown; hash: unknown };
        if (r.phase !== 'crashed' && (r.crashPoint !== null || r.hash !== null)) this.leaks.push(text);
      }
      if (frame.type === MSG.CRASH_ROUND || frame.type === MSG.CRASH_TICK) this.frames.push(frame);
      for (const w of this.wake.splice(0)) w();
    });
  }

  static async open(base: string, cookie: string): Promise<Watcher> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/chat`, { headers: { cookie }, origin: base });
    const w = new Watcher(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return w;
  }

  /** Forgets the frames kept so far (a new round). */
  reset(): void {
    this.frames = [];
  }

  /** The first kept frame that matches, waiting for it (at most `ms`). */
  async find(match: (f: SocketFrame) => boolean, ms: number): Promise<SocketFrame> {
    const end = Date.now() + ms;
    for (let i = 0; ;) {
      for (; i < this.frames.length; i++) if (match(this.frames[i]!)) return this.frames[i]!;
      if (this.closedWith !== null) throw new Error(`socket closed: ${this.closedWith}`);
      const left = end - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.wake.splice(0);
    this.ws.removeAllListeners('close');
    this.ws.terminate();
  }
}

type Plan = { kind: 'auto'; auto: string } | { kind: 'manual'; target: number } | { kind: 'ride' };
interface Player {
  http: HttpPlayer;
  base: string;
  socket: Watcher;
}
interface CashoutTry {
  userName: string;
  round: number;
  target: number;
  answer: { code: number; msg: string; data?: CrashBetAnswer };
}

const randomTarget = () => 101 + Math.floor(Math.random() * 300);
const text = (h: number) => (h / 100).toFixed(2);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('crash under load: 200 players, sockets on two processes', () => {
  it(
    `${PLAYERS} players over ${ROUNDS} rounds: settled once, conserved, never above the crash point, nothing secret early`,
    async () => {
      const url = await createDatabase({ migrated: true });
      const db = new pg.Pool({ connectionString: url, max: 4 });
      await storeChain(db, seed, { length: LENGTH, salt: 'highstakes-crash-salt-v1' });
      const phase = async (id: number) =>
        (await db.query<{ phase: string }>('SELECT phase FROM crash_rounds WHERE id = $1', [id])).rows[0]?.phase ?? null;

      // A serves without the loop; the players register through it, so no round starts before they all exist.
      const a = await serverProcess(url, { bettingMs: BETTING_MS, loop: false });
      const https: HttpPlayer[] = [];
      for (let i = 0; i < PLAYERS; i += 20) {
        https.push(...(await Promise.all(Array.from({ length: Math.min(20, PLAYERS - i) }, () => httpPlayer(a.base, 'ld')))));
      }
      const start = new Map(
        (
          await db.query<{ user_name: string; amount: string }>(
            `SELECT u.user_name, b.amount FROM balances b JOIN users u ON u.id = b.user_id WHERE b.coin = 'USDT' AND b.kind = 'DEPOSIT'`,
          )
        ).rows.map((r) => [r.user_name, r.amount]),
      );
      const b = await serverProcess(url, { bettingMs: BETTING_MS });
      const players: Player[] = await Promise.all(
        https.map(async (http, i) => {
          const base = i % 2 === 0 ? a.base : b.base;
          return { http, base, socket: await Watcher.open(base, http.cookie) };
        }),
      );

      const tries: CashoutTry[] = [];
      const plans = new Map<string, Plan>();
      let placed = 0;
      let attempts = 0;
      // The round whose players drop their socket mid-round: the first one taken part in that runs to 3x or more.
      let reconnectRound: number | null = null;
      let skipped = 0;
      for (let round = 1; round <= ROUNDS; round++) {
        // A round is played when the test gets to it while it takes bets; one that already ran while the last round's
        // checks went on (a loaded machine) is skipped, not waited for.
        const now = await until(
          () => phase(round),
          (p) => p !== null,
          120_000,
        );
        if (now !== 'betting') {
          skipped++;
          continue;
        }
        for (const p of players) p.socket.reset();
        const reconnects = reconnectRound === null && round >= RECONNECT_ROUND && points[round - 1]! >= 3;
        if (reconnects) reconnectRound = round;
        const reconnecting = reconnects ? players.slice(0, RECONNECTING) : [];
        const bettors = players.filter((p, i) => reconnecting.includes(p) || (i + round) % 5 !== 0);
        const bets = await Promise.all(
          bettors.map(async (p) => {
            const roll = Math.random();
            const plan: Plan = reconnecting.includes(p)
              ? { kind: 'ride' }
              : roll < 0.4
                ? { kind: 'auto', auto: text(randomTarget()) }
                : roll < 0.9
                  ? { kind: 'manual', target: randomTarget() }
                  : { kind: 'ride' };
            const amount = ['0.5', '1', '1.25', '2.000001', '0.333333'][Math.floor(Math.random() * 5)]!;
            const body = { coin: 'USDT', amount, balanceType: 'DEPOSIT', ...(plan.kind === 'auto' ? { autoCashout: plan.auto } : {}) };
            const answer = await p.http.post<CrashBetAnswer>(p.base, '/api/games/crash/bet', body);
            // A bet is on the round taking bets when the server handles it: on a loaded machine one sent for this round
            // can land in the next (its answer names that round), and the player's bet of that round is then refused.
            const on = answer.code === 200 ? answer.data!.bet.roundId : null;
            if (on !== null) plans.set(`${on}:${p.http.userName}`, plan);
            else if (answer.msg === 'You already have a bet on this round') expect(plans.has(`${round}:${p.http.userName}`)).toBe(true);
            else expect(answer.msg).toBe('Betting is closed: wait for the next round');
            return { p, plan, placed: on === round, on };
          }),
        );
        attempts += bets.length;
        placed += bets.filter((x) => x.on !== null && x.on <= ROUNDS).length;
        expect(bets.filter((x) => reconnecting.includes(x.p)).every((x) => x.placed)).toBe(true);

        const hundredthsOf = (f: SocketFrame) => multiplierHundredthsAt(data<{ elapsedMs: number }>(f).elapsedMs);
        const isTick = (f: SocketFrame) => f.type === MSG.CRASH_TICK && data<{ roundId: number }>(f).roundId === round;
        const work = bets
          .filter((x) => x.placed && x.plan.kind === 'manual')
          .map(async ({ p, plan }) => {
            const target = (plan as { target: number }).target;
            const seen = await p.socket.find((f) => crashedFrame(round)(f) || (isTick(f) && hundredthsOf(f) >= target), 120_000);
            if (seen.type !== MSG.CRASH_TICK) return;
            await sleep(Math.random() * 300);
            const answer = await p.http.post<CrashBetAnswer>(p.base, '/api/games/crash/cashout', { roundId: round });
            tries.push({ userName: p.http.userName, round, target, answer });
          });
        // The reconnecting players drop their socket once the round has run to 1.2x, open a new one and read the state.
        const restored = reconnecting.map(async (p) => {
          await p.socket.find((f) => isTick(f) && hundredthsOf(f) >= 120, 120_000);
          p.socket.close();
          p.socket = await Watcher.open(p.base, p.http.cookie);
          const state = (await p.http.get<CrashState>(p.base, '/api/games/crash/state')).data!;
          expect(state).toMatchObject({ roundId: round, phase: 'running', crashPoint: null, hash: null });
          expect(state.myBet).toMatchObject({ roundId: round, state: 'active', cashoutAt: null });
          const answer = await p.http.post<CrashBetAnswer>(p.base, '/api/games/crash/cashout', { roundId: round });
          expect(answer.code, answer.msg).toBe(200);
          expect(answer.data!.bet.state).toBe('cashed');
          // The new socket follows the round: it sees the crash.
          await p.socket.find(crashedFrame(round), 120_000);
        });
        await Promise.all([...work, ...restored]);
        const crashed = await Promise.all(players.map((p) => p.socket.find(crashedFrame(round), 120_000)));
        for (const f of crashed) {
          expect(data<{ crashPoint: string; hash: string }>(f)).toMatchObject({
            crashPoint: text(Math.round(points[round - 1]! * 100)),
            hash: hashes[round - 1],
          });
        }
      }
      await until(
        () => phase(ROUNDS),
        (p) => p === 'crashed',
        60_000,
      );
      expect(placed).toBeGreaterThan(attempts / 2);
      expect(skipped).toBeLessThanOrEqual(ROUNDS / 4);
      expect(reconnectRound).not.toBeNull();

      // Nothing secret before the crash: the frames that carried a hash were all crashes (every socket saw each crash).
      for (const p of players) {
        expect(p.socket.leaks).toEqual([]);
        expect(p.socket.hashFrames).toBeGreaterThan(0);
      }

      // Every bet of the rounds settled, once, at the right price.
      const rows = (
        await db.query<{
          id: string;
          round_id: number;
          user_name: string;
          amount: string;
          auto_cashout: number | null;
          state: string;
          cashout_at: number | null;
          payout: string;
          crash_point: number;
        }>(
          `SELECT b.id, b.round_id::int, u.user_name, b.amount, b.auto_cashout, b.state, b.cashout_at, b.payout, r.crash_point
           FROM crash_bets b JOIN users u ON u.id = b.user_id JOIN crash_rounds r ON r.id = b.round_id
          WHERE b.round_id <= $1`,
          [ROUNDS],
        )
      ).rows;
      expect(rows).toHaveLength(placed);
      const d = coinDecimals('USDT');
      for (const r of rows) {
        const plan = plans.get(`${r.round_id}:${r.user_name}`)!;
        expect(['cashed', 'lost']).toContain(r.state);
        if (r.state === 'cashed') {
          expect(r.cashout_at!).toBeLessThan(r.crash_point);
          expect(new Decimal(r.payout).eq(new Decimal(r.amount).times(r.cashout_at!).div(100).toDecimalPlaces(d, Decimal.ROUND_DOWN))).toBe(
            true,
          );
        } else expect(Number(r.payout)).toBe(0);
        if (plan.kind === 'auto') {
          const target = Math.round(Number(plan.auto) * 100);
          expect(r.auto_cashout).toBe(target);
          if (target < r.crash_point) expect([r.state, r.cashout_at]).toEqual(['cashed', target]);
          else expect(r.state).toBe('lost');
        }
        if (plan.kind === 'ride' && r.round_id !== reconnectRound) expect(r.state).toBe('lost');
      }
      // Each answer of a cash-out by hand is what was written: paid at or above its target, below the crash point.
      for (const t of tries) {
        const row = rows.find((r) => r.round_id === t.round && r.user_name === t.userName)!;
        if (t.answer.code === 200) {
          expect(row.state).toBe('cashed');
          expect(Math.round(Number(t.answer.data!.bet.cashoutAt) * 100)).toBe(row.cashout_at);
          expect(row.cashout_at!).toBeGreaterThanOrEqual(t.target);
        } else {
          expect(['Too late: the round has crashed', 'This round is over']).toContain(t.answer.msg);
          expect(row.state).toBe('lost');
        }
      }
      // Once each: one stake and at most one payout in the ledger per bet, and every balance is its ledger's sum.
      const ledger = (
        await db.query<{ ref: string; reason: string; n: number; delta: string }>(
          `SELECT ref, reason, count(*)::int AS n, sum(delta)::text AS delta FROM ledger WHERE ref LIKE 'crash:%' GROUP BY ref, reason`,
        )
      ).rows;
      const byRef = new Map<string, Map<string, { n: number; delta: string }>>();
      for (const l of ledger) byRef.set(l.ref, (byRef.get(l.ref) ?? new Map()).set(l.reason, l));
      for (const r of rows) {
        const entries = byRef.get(`crash:${r.id}`)!;
        expect(entries.get('bet')).toMatchObject({ n: 1 });
        expect(new Decimal(entries.get('bet')!.delta).neg().eq(r.amount)).toBe(true);
        if (Number(r.payout) > 0) {
          expect(entries.get('payout')!.n).toBe(1);
          expect(new Decimal(entries.get('payout')!.delta).eq(r.payout)).toBe(true);
        } else expect(entries.has('payout')).toBe(false);
      }
      expect(await ledgerMismatches(db)).toEqual([]);
      // The run exercised every path: cash-outs by hand paid and refused, auto targets reached and not.
      const autos = rows.filter((r) => r.auto_cashout !== null);
      expect(tries.filter((t) => t.answer.code === 200).length).toBeGreaterThan(0);
      expect(autos.filter((r) => r.state === 'cashed').length).toBeGreaterThan(0);
      expect(autos.filter((r) => r.state === 'lost').length).toBeGreaterThan(0);
      // Conservation: each player's balance is what they started with, less their stakes, plus their payouts.
      const now = (
        await db.query<{ user_name: string; amount: string }>(
          `SELECT u.user_name, b.amount FROM balances b JOIN users u ON u.id = b.user_id WHERE b.coin = 'USDT' AND b.kind = 'DEPOSIT'`,
        )
      ).rows;
      for (const { user_name, amount } of now) {
        const mine = rows.filter((r) => r.user_name === user_name);
        const expected = mine.reduce((s, r) => s.minus(r.amount).plus(r.payout), new Decimal(start.get(user_name)!));
        expect(new Decimal(amount).eq(expected), user_name).toBe(true);
      }

      for (const p of players) p.socket.close();
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await db.end();
    },
    120_000 + ROUNDS * 40_000,
  );
});
