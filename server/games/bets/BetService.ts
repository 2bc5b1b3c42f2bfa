import type pg from 'pg';
import type { InstantGame } from '../../../src/core/bets';
import { coinDecimals } from '../../../src/core/currency';
import { settlementPayout } from '../../../src/core/fairness';
import { isPaid } from '../../../src/core/games';
import { Decimal, toFixedDown } from '../../../src/core/money';
import { ApiError, badRequest, unauthorized } from '../../errors';
import { SERVER_GAMES, serverGame, settleBet, type ServerGames } from '../registry';
import { replayBet } from './bets';
import { BetWriter, type BetWriterOptions } from './betBatch';
import { IDEMPOTENCY_CONSTRAINT, type BetWrite } from './betStatement';
import { freeBetById, freeBetProblem, writeFreeBet } from './freeBetStatement';
import { freshRow, type BetRow } from './betView';
import { toLive, toSettled } from './views';
import { stakeRefusal, type AppliedMovement } from '../../money/moves';
import { assertMay } from '../../protection/refusal';
import type { ReferenceCache } from '../../reference/ReferenceCache';
import { checkStake } from './stakeCheck';
import { activePair, type ActivePair } from '../fairness/seeds';
import type { BetInput, BetOutcome } from './types';

/** The request's session when the bet statement is to check it (see betAuth): its id, idle limit and a full check. */
export interface BetSession {
  id: string;
  idleMs: number;
  /** Resolves the session in full: false when it is revoked or idle too long. */
  alive(): Promise<boolean>;
}

/** What a statement run by BetService.onPair answered: its value, and whether it took the pair's nonce. */
export interface PairWrite<T> {
  value: T;
  tookNonce: boolean;
}

// A bet retries when its pair moved on under it; rotations queued ahead of it each cost one retry.
const MAX_ATTEMPTS = 100;

/**
 * Places bets of every instant game. A bet is one SQL statement (server/games/bets/betStatement.ts) computed from the
 * player's active pair as last seen: this process remembers each player's pair and next nonce, and runs one
 * player's bets one after another so they do not invalidate each other's nonce. The statement checks the pair is
 * still active at that nonce, so another process's bet or a rotation only costs a re-read of the pair and a retry.
 */
export class BetService {
  private readonly pairs = new Map<number, ActivePair>();
  private readonly queues = new Map<number, Promise<unknown>>();
  /** Writes the bet statements, batching players' bets that arrive while the database is busy. */
  readonly writer: BetWriter;

  /** @param games the instant games it settles (the server's registry). */
  constructor(
    private readonly pool: pg.Pool,
    private readonly refs: ReferenceCache,
    private readonly games: ServerGames = SERVER_GAMES,
    writer: Partial<BetWriterOptions> = {},
  ) {
    this.writer = new BetWriter(pool, writer);
  }

  /** Forgets a player's remembered pair (after a rotation in this process). */
  forgetPair(userId: number): void {
    this.pairs.delete(userId);
  }

  /** Checks and settles one bet; a key already used answers its first bet (or 400 for a different bet). */
  async place<G extends InstantGame>(input: BetInput<G>, session: BetSession | null = null): Promise<BetOutcome> {
    const amount = await this.check(input);
    if (input.freeBetId !== undefined) {
      // A replayed key answers its bet; otherwise the free bet must be usable for this very bet. A free bet moves no
      // stake through the money statement, so a break or a lock of betting is checked here.
      const replay = await replayBet(this.pool, this.games, input);
      if (replay) return replay;
      await assertMay(this.pool, input.userId, 'bet');
      const problem = freeBetProblem(await freeBetById(this.pool, input.userId, input.freeBetId), input, new Date());
      if (problem) throw badRequest(problem);
    }
    return this.settle(input, amount, session);
  }

  /** The bet statement of this bet: a free bet's own, unbatched, or the batching writer's. */
  private async write(input: BetInput, w: BetWrite) {
    if (input.freeBetId === undefined) return this.writer.write(w);
    const written = await writeFreeBet(this.pool, w, input.freeBetId);
    if (written) return written;
    // Used or expired meanwhile (another tab): say so; otherwise the pair moved on and the bet is computed again.
    const problem = freeBetProblem(await freeBetById(this.pool, input.userId, input.freeBetId), input, new Date());
    if (problem) throw badRequest(problem);
    return null;
  }

  /** Precision, params, the game's state, the coin and the USD limits (from the cached reference tables). */
  private check<G extends InstantGame>(input: BetInput<G>): Promise<Decimal> {
    return checkStake(this.refs, input, () => serverGame(input.game, this.games).def.paramsError(input.params));
  }

  /**
   * Runs a statement that takes the next nonce of the player's active pair (a bet, the start of a stateful round):
   * one after another per player in this process, on the pair as last seen. `write` answers null when its statement
   * wrote nothing because the pair moved on (another process's bet, a rotation; `stale` runs then): the pair is read
   * again and `write` runs again. Otherwise it answers its value and whether the nonce was taken (an idempotent
   * replay takes none), and onPair returns that value with the pair used.
   */
  onPair<T>(
    userId: number,
    write: (pair: ActivePair) => Promise<PairWrite<T> | null>,
    stale: () => Promise<void> = async () => {},
  ): Promise<{ value: T; pair: ActivePair }> {
    return this.serially(userId, async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const pair = this.pairs.get(userId) ?? (await activePair(this.pool, userId));
        let result: PairWrite<T> | null;
        try {
          result = await write(pair);
        } catch (error) {
          // A refusal of ours (insufficient balance) aborted the statement with the nonce untouched.
          if (!(error instanceof ApiError)) this.pairs.delete(userId);
          throw error;
        }
        if (result === null) {
          await stale();
          // Another process's bet took this nonce or a rotation retired the pair: read the pair as it is now.
          this.pairs.delete(userId);
          continue;
        }
        if (result.tookNonce) this.pairs.set(userId, { ...pair, nonce: pair.nonce + 1 });
        return { value: result.value, pair };
      }
      throw new ApiError(500, 'Bet could not be completed, please retry');
    });
  }

  private async settle<G extends InstantGame>(input: BetInput<G>, amount: Decimal, session: BetSession | null): Promise<BetOutcome> {
    const { def } = serverGame(input.game, this.games);
    const params = def.canonicalParams(input.params);
    const stake = amount.toFixed();
    const stale = async () => {
      if (session && !(await session.alive())) throw unauthorized();
    };
    const { value } = await this.onPair<BetOutcome>(
      input.userId,
      async (pair) => {
        const settled = settleBet(def, pair, params);
        const paid = isPaid(settled);
        const payout = settlementPayout(amount, settled, input.coin);
        let written;
        try {
          written = await this.write(input, {
            userId: input.userId,
            pairId: pair.id,
            nonce: pair.nonce,
            game: input.game,
            coin: input.coin,
            kind: input.balanceType,
            stake,
            multiplier: settled.multiplier,
            payout,
            win: settled.win,
            paid,
            params,
            outcome: settled.outcome,
            idempotencyKey: input.idempotencyKey ?? null,
            session: session && { id: session.id, idleMs: session.idleMs },
          });
        } catch (error) {
          const constraint = (error as { constraint?: string }).constraint;
          const refusal = stakeRefusal(error);
          if (refusal) throw refusal;
          if (constraint === IDEMPOTENCY_CONSTRAINT) {
            const replay = await replayBet(this.pool, this.games, input);
            if (replay) return { value: replay, tookNonce: false };
          }
          throw error;
        }
        if (!written) return null;
        const row: BetRow = freshRow({
          userId: input.userId,
          game: input.game,
          coin: input.coin,
          balanceType: input.balanceType,
          amount: stake,
          settled,
          payout,
          paid,
          params,
          nonce: pair.nonce,
          idempotencyKey: input.idempotencyKey ?? null,
          pair,
          written,
          freeBetId: input.freeBetId,
        });
        const applied = movements(input, stake, payout, written.balance, written.ledger_ids.map(Number));
        const ledgerId = applied.at(-1)?.ledgerId ?? null;
        const response = {
          bet: toSettled(this.games, row, input.userId),
          balance: toFixedDown(written.balance, coinDecimals(input.coin)),
          ledgerId,
        };
        return { value: { response, applied, live: toLive(this.games, row) }, tookNonce: true };
      },
      stale,
    );
    return value;
  }

  // One player's bets in this process run one after another, each on the nonce the previous one left.
  private serially<T>(userId: number, fn: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const run = previous.then(fn);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(userId, tail);
    void tail.then(() => {
      if (this.queues.get(userId) === tail) this.queues.delete(userId);
    });
    return run;
  }
}

// The ledger rows the statement wrote, for the type 3 pushes: the debit first, then the payout (each row is written).
// A free bet debits nothing and credits what it won beyond its stake.
function movements(input: BetInput, stake: string, payout: string, balance: string, ledgerIds: number[]): AppliedMovement[] {
  const d = coinDecimals(input.coin);
  const rows: { delta: Decimal; after: Decimal; reason: string }[] = [];
  const after = new Decimal(balance);
  if (input.freeBetId !== undefined) {
    const won = Decimal.max(0, new Decimal(payout).minus(stake));
    if (!won.isZero()) rows.push({ delta: won, after, reason: 'payout' });
  } else {
    if (!new Decimal(stake).isZero()) rows.push({ delta: new Decimal(stake).neg(), after: after.minus(payout), reason: 'bet' });
    if (!new Decimal(payout).isZero()) rows.push({ delta: new Decimal(payout), after, reason: 'payout' });
  }
  return rows.map((r, i) => ({
    userId: input.userId,
    ledgerId: ledgerIds[i]!,
    coin: input.coin,
    balanceType: input.balanceType,
    amount: toFixedDown(r.after.toFixed(), d),
    delta: r.delta.toFixed(d),
    reason: r.reason,
    balanceAfter: r.after.toFixed(),
  }));
}
