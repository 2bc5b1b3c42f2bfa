import { isConnectionError, type Queryable } from '../../db/pool';
import { writeBet, type BetWrite, type BetWritten } from './betStatement';

/**
 * The bet statement of betStatement.ts for several players at once: the same CTEs over `unnest` of one array per
 * column, so N bets cost one statement, one executor start and one commit instead of N. Rows are matched by user id (a
 * batch holds one bet per player, see BetWriter). Each row keeps the single statement's rules: a stale pair or a dead
 * session writes nothing for that player (no row: retry), and any refusal (an overdraw's CHECK, a reused idempotency
 * key) aborts the whole statement, after which BetWriter runs the batch's bets one by one so each gets its own answer.
 * The rows are sent sorted by user id and the money moves run in that order, so two batches lock their pairs and
 * balances in the same order.
 */
const BATCH_SQL = `WITH req AS MATERIALIZED (
  SELECT * FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[],
                       $9::numeric[], $10::boolean[], $11::jsonb[], $12::jsonb[], $13::text[], $14::text[], $15::bigint[], $16::boolean[])
    AS r (user_id, pair_id, nonce, game, coin, kind, stake, multiplier, payout, win, params, outcome, key, sid, idle_ms, paid)
), pair AS (
  UPDATE seed_pairs p SET nonce = p.nonce + 1
    FROM req r
   WHERE p.id = r.pair_id AND p.user_id = r.user_id AND p.state = 'active' AND p.nonce = r.nonce
     AND (r.sid IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = r.sid AND s.user_id = r.user_id AND s.revoked_at IS NULL
                                    AND s.last_seen >= now() - r.idle_ms * interval '1 millisecond'))
  RETURNING p.user_id
), bet AS (
  INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, seed_pair_id, nonce, idempotency_key)
  SELECT r.user_id, r.game, r.coin, r.kind, r.stake, r.multiplier, r.payout, r.win, r.paid, r.params, r.outcome, r.pair_id, r.nonce, r.key
    FROM req r JOIN pair ON pair.user_id = r.user_id
   ORDER BY r.user_id
  RETURNING id, created_at, user_id
), mv AS MATERIALIZED (
  -- The money moves in user id order: a volatile call in the select list runs after the sort.
  SELECT bet.user_id,
         move_money(p_user => r.user_id, p_coin => r.coin, p_kind => r.kind, p_product => 'originals', p_debit => r.stake,
                    p_credit => r.payout, p_game => r.game, p_ref => 'bet:' || bet.id, p_key => r.key) AS m
    FROM bet JOIN req r ON r.user_id = bet.user_id
   ORDER BY bet.user_id
)
SELECT bet.user_id, bet.id, bet.created_at, (mv.m).balance, array_remove(ARRAY[(mv.m).debit_id, (mv.m).credit_id], NULL) AS ledger_ids,
       u.nick_name, u.privacy
  FROM bet JOIN mv ON mv.user_id = bet.user_id
  JOIN users u ON u.id = bet.user_id`;

/** Runs the batch statement (one bet per user, any order); the rows written, keyed by user id. */
export async function writeBets(db: Queryable, writes: readonly BetWrite[]): Promise<Map<number, BetWritten>> {
  const ws = [...writes].sort((a, b) => a.userId - b.userId);
  const col = <T>(f: (w: BetWrite) => T): T[] => ws.map(f);
  const { rows } = await db.query<BetWritten & { user_id: number }>({
    name: 'bet-write-batch',
    text: BATCH_SQL,
    values: [
      col((w) => w.userId),
      col((w) => w.pairId),
      col((w) => w.nonce),
      col((w) => w.game),
      col((w) => w.coin),
      col((w) => w.kind),
      col((w) => w.stake),
      col((w) => w.multiplier),
      col((w) => w.payout),
      col((w) => w.win),
      col((w) => JSON.stringify(w.params)),
      col((w) => JSON.stringify(w.outcome)),
      col((w) => w.idempotencyKey),
      col((w) => w.session?.id ?? null),
      col((w) => w.session?.idleMs ?? 0),
      col((w) => w.paid),
    ],
  });
  return new Map(rows.map(({ user_id, ...written }) => [user_id, written]));
}

interface Pending {
  write: BetWrite;
  resolve: (written: BetWritten | null) => void;
  reject: (error: unknown) => void;
}

export interface BetWriterOptions {
  /** Statements in flight at once; bets arriving while all are busy wait and leave together. */
  inFlight: number;
  /** Most bets in one statement. */
  maxBatch: number;
}

const DEFAULTS: BetWriterOptions = { inFlight: 2, maxBatch: 32 };

/**
 * Writes bets: alone when a statement slot is free (no added wait), and, while every slot is busy, the bets that
 * arrive meanwhile leave together in one batch statement as soon as a slot frees. A batch holds at most one bet per
 * player (a player's later bet waits for the next one; BetService already sends a player's bets one at a time). A
 * batch that fails as a whole is run again bet by bet, so a refusal answers only the bet it belongs to; a lost
 * connection answers every bet of the batch with its error (the outcome is unknown: a retry with the same
 * idempotency key replays or places it).
 */
export class BetWriter {
  private readonly queue: Pending[] = [];
  private busy = 0;
  private readonly opts: BetWriterOptions;
  /** Batch statements sent, the bets they carried, and the batches that failed as a whole and ran bet by bet. */
  readonly stats = { batches: 0, batchedBets: 0, replayedSingly: 0 };

  constructor(
    private readonly db: Queryable,
    opts: Partial<BetWriterOptions> = {},
  ) {
    this.opts = { ...DEFAULTS, ...opts };
  }

  /** The bet's row once written; null when its pair moved on or its session is gone (as writeBet). */
  write(write: BetWrite): Promise<BetWritten | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.busy < this.opts.inFlight && this.queue.length > 0) {
      const batch = this.take();
      this.busy++;
      void this.run(batch).finally(() => {
        this.busy--;
        this.pump();
      });
    }
  }

  // The queue's oldest bets, one per player, up to maxBatch; the rest keep their place.
  private take(): Pending[] {
    const batch: Pending[] = [];
    const users = new Set<number>();
    for (let i = 0; i < this.queue.length && batch.length < this.opts.maxBatch;) {
      const p = this.queue[i]!;
      if (users.has(p.write.userId)) {
        i++;
        continue;
      }
      users.add(p.write.userId);
      batch.push(p);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  private async run(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return this.single(batch[0]!);
    let written: Map<number, BetWritten>;
    this.stats.batches++;
    this.stats.batchedBets += batch.length;
    try {
      written = await writeBets(
        this.db,
        batch.map((p) => p.write),
      );
    } catch (error) {
      if (isConnectionError(error)) {
        for (const p of batch) p.reject(error);
        return;
      }
      this.stats.replayedSingly++;
      await Promise.all(batch.map((p) => this.single(p)));
      return;
    }
    for (const p of batch) p.resolve(written.get(p.write.userId) ?? null);
  }

  private async single(p: Pending): Promise<void> {
    try {
      p.resolve(await writeBet(this.db, p.write));
    } catch (error) {
      p.reject(error);
    }
  }
}
