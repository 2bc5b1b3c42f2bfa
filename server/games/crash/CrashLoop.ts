import type pg from 'pg';
import { coinDecimals } from '../../../src/core/currency';
import {
  msAtHundredths,
  multiplierHundredthsAt,
  type CrashPlayerFrame,
  type CrashRoundFrame,
  type CrashTickFrame,
  type LiveCrashBet,
} from '../../../src/core/games/crash';
import { toFixedDown } from '../../../src/core/money';
import { withTx } from '../../db/pool';
import { gameHash, gameHundredths, type CrashChain } from './chain';
import type { RoundExposure } from './exposure';
import { crashPayout, frameOf, playerView, type CrashMovement } from './CrashService';
import { roundFeed } from './history';
import {
  aliveMs,
  createRound,
  latestRound,
  markAlive,
  openRound,
  playerBet,
  payCashout,
  SETTLED_BET_INSERT,
  startRound,
  type RoundRow,
} from './statements';

/** What the loop tells the world (the hub, through every process). */
export interface CrashEvents {
  round(frame: CrashRoundFrame): void;
  tick(frame: CrashTickFrame): void;
  cashout(frame: CrashPlayerFrame): void;
  amounts(changes: CrashMovement[]): void;
  /** A round's bets that were won or lost, once, when it ended (oldest settlement first): the live feed's entries. */
  settled(bets: LiveCrashBet[]): void;
}

/** The loop's timings. */
export interface CrashTimings {
  bettingMs: number;
  crashedMs: number;
  tickMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The authoritative round loop: run by one process at a time (the leader, CrashLeader). Each round: made from the
 * chain's next hash (its crash point fixed then), bets taken until betting_ends_at, the curve started on
 * PostgreSQL's clock, ticks every tickMs with the elapsed time (each first stamped on the round as its heartbeat,
 * alive_at), auto cash-outs paid at exactly their target as the curve passes it, then the crash: the round marked
 * crashed and the bets still in lost, in one transaction, and the crash point and hash broadcast. A round found in its
 * betting phase when the loop starts simply continues. A round found running (its leader died) is not played on: the
 * auto cash-outs whose target the curve had reached by the dead leader's last heartbeat (and below the crash point)
 * are paid at their target, then the round is voided and every stake still in is refunded.
 */
export class CrashLoop {
  private stopped = false;
  private running: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly chain: CrashChain,
    private readonly timings: CrashTimings,
    private readonly events: CrashEvents,
    private readonly onError: (error: unknown) => void = () => {},
    /** The payout cap's view of a running round (none: no cap). */
    private readonly exposure?: (roundId: number) => RoundExposure,
  ) {}

  /** Starts the loop (once). */
  start(): void {
    this.running ??= this.run();
  }

  /** Stops after the current step; resolves when the loop has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.playRound();
      } catch (error) {
        this.onError(error);
        if (!this.stopped) await sleep(1000);
      }
    }
  }

  private async playRound(): Promise<void> {
    const open = await openRound(this.pool);
    if (open?.phase === 'running') {
      // Left running by a leader that died or stopped: its curve is not resumed (players on every process could cash out
      // by hand meanwhile, and those cash-outs stand), the auto targets it had passed are paid, the rest refunded.
      await this.failover(open);
      return;
    }
    let round = open ?? (await this.makeRound());
    if (round.phase === 'betting') {
      this.events.round(frameOf(round));
      await this.sleepUntil(round.betting_ends_at - round.db_now);
      if (this.stopped) return;
      round = (await startRound(this.pool, round.id)) ?? round;
    }
    if (round.phase !== 'running' || round.started_at === null) return;
    // The local time of the start, from PostgreSQL's clock as read with it.
    const localStart = Date.now() - (round.db_now - round.started_at);
    this.events.round(frameOf(round));
    // No bet lands once the round runs (bets share-lock the round row): its auto targets are read once, lowest first.
    const autos = await this.autoTargets(round);
    const exposure = this.exposure?.(round.id) ?? null;
    let capped = false;
    let seq = 0;
    for (;;) {
      const elapsed = Date.now() - localStart;
      if (elapsed >= round.crash_ms || this.stopped) break;
      const reached = multiplierHundredthsAt(elapsed);
      // The heartbeat comes before the pays: a leader that dies while paying leaves the targets it had reached on record.
      await markAlive(this.pool, round.id);
      while (autos.length && autos[0]!.auto_cashout <= reached) {
        const bet = autos.shift()!;
        await this.payAuto(round, bet.user_id, bet.id, bet.auto_cashout);
      }
      // The payout cap: once paying everyone still in would reach it, everyone still in is cashed out now.
      if (!capped && exposure && (await exposure.reached(reached))) {
        capped = true;
        await exposure.refresh();
        for (const bet of exposure.active) await this.payAuto(round, bet.user_id, bet.id, reached);
      }
      this.events.tick({ roundId: round.id, elapsedMs: elapsed, seq: seq++, serverTime: Date.now() });
      // A fixed cadence from the start: the time the tick's own work took (the pays, the sends) is not added to it.
      const nextAt = localStart + seq * this.timings.tickMs;
      await sleep(Math.min(nextAt, localStart + round.crash_ms) - Date.now());
    }
    if (this.stopped && Date.now() - localStart < round.crash_ms) return;
    const crashed = await this.crash(round);
    if (crashed) {
      this.events.round(frameOf(crashed));
      await this.publishSettled(round.id);
    }
    await this.sleepUntil(this.timings.crashedMs);
  }

  private async makeRound(): Promise<RoundRow> {
    const id = ((await latestRound(this.pool))?.id ?? 0) + 1;
    const hash = await gameHash(this.pool, this.chain, id);
    const crashPoint = gameHundredths(hash, this.chain.salt);
    return createRound(this.pool, {
      id,
      chainId: this.chain.id,
      hash,
      crashPoint,
      crashMs: msAtHundredths(crashPoint),
      bettingMs: this.timings.bettingMs,
    });
  }

  // The active bets with an auto target below the crash point, lowest target first (targets at or above it lose).
  private async autoTargets(round: RoundRow, below = round.crash_point): Promise<{ id: number; user_id: number; auto_cashout: number }[]> {
    const { rows } = await this.pool.query<{ id: number; user_id: number; auto_cashout: number }>(
      `SELECT id::int AS id, user_id, auto_cashout FROM crash_bets
        WHERE round_id = $1 AND state = 'active' AND auto_cashout IS NOT NULL AND auto_cashout < $2
        ORDER BY auto_cashout, id`,
      [round.id, below],
    );
    return rows;
  }

  // Pays every active bet whose auto target is below `below` (at exactly the target), one transaction each.
  private async autoCashouts(round: RoundRow, below: number): Promise<void> {
    for (const bet of await this.autoTargets(round, below)) await this.payAuto(round, bet.user_id, bet.id, bet.auto_cashout);
  }

  private async payAuto(round: RoundRow, userId: number, betId: number, target: number): Promise<void> {
    const done = await withTx(this.pool, async (client) => {
      const bet = await playerBet(client, round.id, userId);
      if (!bet || bet.state !== 'active') return null;
      const d = coinDecimals(bet.coin);
      const payout = crashPayout(bet.amount, target, d);
      const paid = await payCashout(client, { betId, at: target, ms: msAtHundredths(target), payout });
      return paid && { paid, bet: (await playerBet(client, round.id, userId))!, d };
    });
    if (!done) return;
    const { paid, bet, d } = done;
    if (paid.ledger_id !== null) {
      this.events.amounts([
        {
          userId,
          ledgerId: Number(paid.ledger_id),
          coin: bet.coin,
          balanceType: bet.balance_type,
          amount: toFixedDown(paid.balance, d),
          delta: toFixedDown(bet.payout, d),
          reason: 'payout',
        },
      ]);
    }
    this.events.cashout({ ...playerView(bet), roundId: round.id });
  }

  // The crash: auto targets below the crash point not yet paid are paid (the ticks may lag), the rest lose, each lost
  // bet becoming its bets row at the round's crash point.
  private async crash(round: RoundRow): Promise<RoundRow | null> {
    await this.autoCashouts(round, round.crash_point);
    const { rows } = await this.pool.query<RoundRow>(
      `WITH r AS (
         UPDATE crash_rounds SET phase = 'crashed', ended_at = clock_timestamp() WHERE id = $1 AND phase = 'running'
         RETURNING *
       ), lost AS (
         UPDATE crash_bets SET state = 'lost', settled_at = now(), bet_id = nextval(pg_get_serial_sequence('bets', 'id'))
          WHERE round_id = (SELECT id FROM r) AND state = 'active'
         RETURNING id, user_id, coin, balance_type, amount, auto_cashout, round_id, bet_id
       ), bets_lost AS (
         ${SETTLED_BET_INSERT}
         SELECT l.bet_id, l.user_id, 'crash', l.coin, l.balance_type, l.amount, r.crash_point / 100.0, 0, false, false,
                jsonb_build_object('autoCashout', l.auto_cashout), jsonb_build_object('roundId', l.round_id, 'cashoutAt', NULL), l.round_id
           -- In player order: each row's wager locks its player's VIP row, and a batch of instant bets locks them in
           -- player order too, so the two never wait on each other crosswise.
           FROM lost l CROSS JOIN r ORDER BY l.user_id, l.bet_id
       )
       SELECT r.id::int AS id, r.hash, r.crash_point, r.crash_ms, r.phase,
              (extract(epoch FROM r.betting_ends_at) * 1000)::float8 AS betting_ends_at,
              (extract(epoch FROM r.started_at) * 1000)::float8 AS started_at,
              (extract(epoch FROM r.ended_at) * 1000)::float8 AS ended_at,
              (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS db_now,
              (SELECT count(*) FROM lost)::int AS lost
         FROM r`,
      [round.id],
    );
    return rows[0] ?? null;
  }

  // Takes over a round its dead leader left running: the auto cash-outs whose target is at or below the multiplier the
  // curve had reached at the leader's last heartbeat (PostgreSQL's clock against started_at; below the crash point, so
  // never a bet the curve would have lost) are paid at their target, each once; then the round is voided.
  private async failover(round: RoundRow): Promise<void> {
    const reached = multiplierHundredthsAt(Math.min(await aliveMs(this.pool, round.id), round.crash_ms));
    await this.autoCashouts(round, Math.min(reached + 1, round.crash_point));
    await this.void(round);
  }

  // Voids a round: marked voided, each bet still in refunded through the ledger ('refund'), pushed to its player.
  private async void(round: RoundRow): Promise<void> {
    const { rows } = await this.pool.query<{
      user_id: number;
      coin: string;
      kind: string;
      delta: string;
      balance_after: string;
      id: string;
    }>(
      `WITH r AS (
         UPDATE crash_rounds SET phase = 'voided', ended_at = clock_timestamp() WHERE id = $1 AND phase IN ('betting', 'running')
         RETURNING id
       ), b AS (
         UPDATE crash_bets SET state = 'refunded', payout = amount, settled_at = now()
          WHERE round_id = (SELECT id FROM r) AND state = 'active'
         RETURNING id, user_id, coin, balance_type, amount
       ), mv AS MATERIALIZED (
         -- One bet per player on a round; the refunds run in user order, the order every multi-row move locks in.
         SELECT b.user_id, b.coin, b.balance_type AS kind, b.amount AS delta,
                move_money(p_user => b.user_id, p_coin => b.coin, p_kind => b.balance_type, p_product => 'originals',
                           p_credit => b.amount, p_credit_reason => 'refund', p_game => 'crash', p_ref => 'crash:' || b.id) AS m
           FROM b WHERE b.amount > 0 ORDER BY b.user_id
       )
       SELECT (mv.m).credit_id AS id, user_id, coin, kind, delta, (mv.m).balance AS balance_after FROM mv`,
      [round.id],
    );
    this.events.amounts(
      rows.map((l) => {
        const d = coinDecimals(l.coin as never);
        return {
          userId: l.user_id,
          ledgerId: Number(l.id),
          coin: l.coin,
          balanceType: l.kind as 'DEPOSIT' | 'BONUS',
          amount: toFixedDown(l.balance_after, d),
          delta: toFixedDown(l.delta, d),
          reason: 'refund',
        };
      }),
    );
    const voided = await latestRound(this.pool);
    if (voided?.id === round.id) {
      this.events.round(frameOf(voided));
      // Cash-outs paid before the void stand and are wins; the refunded stakes are neither won nor lost.
      await this.publishSettled(round.id);
    }
  }

  // The ended round's won and lost bets to the live feed: read back once the round's end committed, so every process's
  // cash-outs (by hand on any process, auto here) are in it exactly once.
  // A failed read costs the feed those entries, never the round's timing.
  private async publishSettled(roundId: number): Promise<void> {
    try {
      const bets = await roundFeed(this.pool, roundId);
      if (bets.length > 0) this.events.settled(bets);
    } catch (error) {
      this.onError(error);
    }
  }

  private async sleepUntil(ms: number): Promise<void> {
    const end = Date.now() + ms;
    while (!this.stopped && Date.now() < end) await sleep(Math.min(250, end - Date.now()));
  }
}
