import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { ApiError } from '../../src/core/api';
import { Decimal } from '../../src/core/money';
import { withTx } from '../db/pool';
import { applyMovements, type AppliedMovement, type Movement, type Product } from '../money/moves';
import { closeRound, type ClosedRound } from './rounds';
import { WalletError, type WalletAction, type WalletCall, type WalletResult, type WalletTxResult } from './types';

/** How long a launched game may sit idle before its session no longer takes bets. */
export const SESSION_IDLE_MS = 2 * 3600_000;

/** A wallet call's answer and what to push once it committed. */
export interface WalletOutcome extends WalletResult {
  applied: AppliedMovement[];
  /** The round this call closed, now a bets row. */
  closed: ClosedRound | null;
}

interface GameRow {
  code: number;
  name: string;
  product: Product;
  maintain_state: number;
  /** USD: the operator's limit of one stake on the game. */
  max_bet_amount: string;
}

interface RoundRow {
  id: string;
  user_id: number;
  game_code: number;
  coin: Coin;
  staked: string;
  won: string;
  refunded: string;
  closed_at: Date | null;
}

interface TxRow {
  id: string;
  user_id: number;
  action: WalletAction['action'];
  amount: string;
  ref_tx: string | null;
  round_id: string | null;
  state: 'done' | 'rolled_back' | 'tombstone';
  balance_after: string;
  created_at: Date;
}

const TX_COLUMNS = 'id, user_id, action, amount::text, ref_tx, round_id, state, balance_after::text, created_at';

/**
 * The one wallet every aggregator's calls end in (balance, bet, win, rollback, round close), whatever its protocol.
 * A call is one transaction: its actions apply all or none. Each action is recorded once per (aggregator, transaction,
 * action) by provider_txs' unique key, so a repeat (a retry after a time-out, a duplicate delivery, a hundred at once)
 * moves nothing and answers the first result. Money moves only through the money module; a closed round becomes a
 * bets row and with it a wager of its game's product.
 */
export class ProviderWallet {
  constructor(private readonly pool: pg.Pool) {}

  /** The player's balance in the coin (no round, no money). */
  async balance(aggregator: string, userId: number, coin: Coin, gameCode: number | null): Promise<Decimal> {
    await this.player(this.pool, userId);
    if (gameCode !== null) await this.game(this.pool, aggregator, gameCode);
    return readBalance(this.pool, userId, coin);
  }

  /** Applies a call's actions and closes its round when asked; a refusal applies nothing. */
  async apply(call: WalletCall): Promise<WalletOutcome> {
    if (call.actions.length === 0 && !call.close) {
      return { balance: await this.balance(call.aggregator, call.userId, call.coin, call.gameCode), txs: [], applied: [], closed: null };
    }
    if (!call.roundRef) throw new WalletError('bad_request', 'A call with actions names its round');
    try {
      return await withTx(this.pool, (client) => this.applyIn(client, call, call.roundRef!));
    } catch (error) {
      if (error instanceof WalletError && error.code === 'insufficient_funds' && error.balance === undefined) {
        throw new WalletError(error.code, error.message, await readBalance(this.pool, call.userId, call.coin));
      }
      throw error;
    }
  }

  private async applyIn(client: pg.PoolClient, call: WalletCall, roundRef: string): Promise<WalletOutcome> {
    const blocked = await this.player(client, call.userId);
    const game = await this.game(client, call.aggregator, call.gameCode);
    // The round's row is the lock every call of the round takes first (then the balance row, in move_money).
    const { rows } = await client.query<RoundRow>(
      `INSERT INTO provider_rounds (aggregator, round_ref, user_id, game_code, coin) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (aggregator, round_ref, user_id) DO UPDATE SET updated_at = now()
       RETURNING id, user_id, game_code, coin, staked::text, won::text, refunded::text, closed_at`,
      [call.aggregator, roundRef, call.userId, call.gameCode, call.coin],
    );
    const round = rows[0]!;
    if (round.game_code !== call.gameCode || round.coin !== call.coin) {
      throw new WalletError('bad_request', `Round ${roundRef} was played on another game or currency`);
    }
    const ctx: ActionContext = { client, call, round, game, blocked, applied: [], sessionChecked: false, repeatBalance: null };
    const txs: WalletTxResult[] = [];
    for (const action of call.actions) txs.push(await this.action(ctx, action));
    let closed: ClosedRound | null = null;
    if (call.close && round.closed_at === null) closed = await closeRound(client, round.id, game.name);
    // A call made only of repeats answers what its first delivery answered.
    const repeatOnly = txs.length > 0 && txs.every((x) => x.repeat) && closed === null;
    const balance =
      repeatOnly && ctx.repeatBalance !== null ? new Decimal(ctx.repeatBalance) : await readBalance(client, call.userId, call.coin);
    return { balance, txs, applied: ctx.applied, closed };
  }

  private async action(ctx: ActionContext, action: WalletAction): Promise<WalletTxResult> {
    const { client, call, round } = ctx;
    const amount = action.action === 'rollback' ? new Decimal(0) : action.amount;
    if (amount.isNegative() || amount.decimalPlaces() > coinDecimals(call.coin)) {
      throw new WalletError('bad_request', `Amount ${amount.toFixed()} is not an amount of ${call.coin}`);
    }
    const refTx = action.action === 'rollback' ? action.refTx : null;
    const { rows } = await client.query<TxRow>(
      `INSERT INTO provider_txs (aggregator, tx_ref, action, round_id, user_id, coin, amount, ref_tx, state, balance_after)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'done', 0)
       ON CONFLICT (aggregator, tx_ref, action) DO NOTHING
       RETURNING ${TX_COLUMNS}`,
      [call.aggregator, action.txRef, action.action, round.id, call.userId, call.coin, amount.toFixed(), refTx],
    );
    if (rows.length === 0) return this.repeat(ctx, action, amount);
    const tx = rows[0]!;
    const moved: AppliedMovement | null =
      action.action === 'bet'
        ? await this.bet(ctx, amount)
        : action.action === 'win'
          ? await this.win(ctx, action, amount)
          : await this.rollback(ctx, action, tx.id);
    const balance = moved?.balanceAfter ?? (await readBalance(client, call.userId, call.coin)).toFixed();
    await client.query(`UPDATE provider_txs SET ledger_id = $2, balance_after = $3 WHERE id = $1`, [
      tx.id,
      moved?.ledgerId ?? null,
      balance,
    ]);
    return { txRef: action.txRef, action: action.action, id: tx.id, processedAt: tx.created_at, repeat: false };
  }

  /** A transaction sent again: the same content answers its first record; different content is refused. */
  private async repeat(ctx: ActionContext, action: WalletAction, amount: Decimal): Promise<WalletTxResult> {
    const { rows } = await ctx.client.query<TxRow>(
      `SELECT ${TX_COLUMNS} FROM provider_txs WHERE aggregator = $1 AND tx_ref = $2 AND action = $3`,
      [ctx.call.aggregator, action.txRef, action.action],
    );
    const first = rows[0]!;
    const same =
      first.user_id === ctx.call.userId &&
      (first.state === 'tombstone' ||
        (action.action === 'rollback' ? first.ref_tx === action.refTx : new Decimal(first.amount).eq(amount)));
    if (!same) throw new WalletError('duplicate_mismatch', `Transaction ${action.txRef} was already sent with other details`);
    // A tombstone never answered anything: its late bet answers the balance as it is.
    ctx.repeatBalance = first.state === 'tombstone' ? null : first.balance_after;
    return { txRef: action.txRef, action: action.action, id: first.id, processedAt: first.created_at, repeat: true };
  }

  private async bet(ctx: ActionContext, amount: Decimal): Promise<AppliedMovement | null> {
    const { client, call, round, game } = ctx;
    if (ctx.blocked) throw new WalletError('player_blocked', 'This account is closed: it cannot bet');
    if (game.maintain_state !== 0) throw new WalletError('game_unavailable', 'This game is under maintenance');
    if (round.closed_at !== null) throw new WalletError('round_closed', 'This round is closed');
    if (!ctx.sessionChecked) {
      await this.liveSession(client, call);
      ctx.sessionChecked = true;
    }
    // The game's own limit, in USD at the coin's rate, as the house games' stakes are checked.
    const { rows: over } = await client.query<{ over: boolean }>(
      `SELECT $1::numeric * r.usd_rate > $2::numeric AS over FROM rates r WHERE r.code = $3 AND r.kind = 'COIN'`,
      [amount.toFixed(), game.max_bet_amount, call.coin],
    );
    if (over[0]?.over) throw new WalletError('limit_exceeded', `A stake on this game can be worth at most ${game.max_bet_amount} USD`);
    const moved = await this.move(ctx, { delta: amount.neg(), reason: 'bet' });
    await client.query(`UPDATE provider_rounds SET staked = staked + $2 WHERE id = $1`, [round.id, amount.toFixed()]);
    return moved;
  }

  private async win(ctx: ActionContext, action: Extract<WalletAction, { action: 'win' }>, amount: Decimal) {
    const { client, round } = ctx;
    if (round.closed_at !== null) throw new WalletError('round_closed', 'This round is closed');
    if (action.betRef !== undefined) {
      const { rows } = await client.query(
        `SELECT 1 FROM provider_txs WHERE aggregator = $1 AND tx_ref = $2 AND action = 'bet' AND round_id = $3 AND state = 'done'`,
        [ctx.call.aggregator, action.betRef, round.id],
      );
      if (rows.length === 0) throw new WalletError('bet_not_found', `Bet ${action.betRef} of this round was not found`);
    }
    const moved = await this.move(ctx, { delta: amount, reason: 'payout' });
    await client.query(`UPDATE provider_rounds SET won = won + $2 WHERE id = $1`, [round.id, amount.toFixed()]);
    return moved;
  }

  /**
   * Undoes a bet (its stake back, never more than the round still holds) or a win (taken back). A rollback of a
   * transaction not seen yet leaves its bet a tombstone: the bet, arriving late, moves nothing.
   */
  private async rollback(ctx: ActionContext, action: Extract<WalletAction, { action: 'rollback' }>, rollbackId: string) {
    const { client, call } = ctx;
    const { rows } = await client.query<TxRow>(
      `SELECT ${TX_COLUMNS} FROM provider_txs
        WHERE aggregator = $1 AND tx_ref = $2 AND action IN ('bet', 'win') ORDER BY action LIMIT 1 FOR UPDATE`,
      [call.aggregator, action.refTx],
    );
    const target = rows[0];
    if (!target) {
      await client.query(
        `INSERT INTO provider_txs (aggregator, tx_ref, action, round_id, user_id, coin, amount, state, balance_after)
         VALUES ($1, $2, 'bet', $3, $4, $5, 0, 'tombstone', 0)`,
        [call.aggregator, action.refTx, ctx.round.id, call.userId, call.coin],
      );
      return null;
    }
    if (target.user_id !== call.userId) throw new WalletError('bad_request', `Transaction ${action.refTx} is another player's`);
    if (target.state !== 'done') return null;
    const { rows: r } = await client.query<RoundRow>(
      `SELECT id, staked::text, won::text, refunded::text, closed_at FROM provider_rounds WHERE id = $1 FOR UPDATE`,
      [target.round_id],
    );
    const round = r[0]!;
    let moved: AppliedMovement | null;
    if (target.action === 'bet') {
      const left = new Decimal(round.staked).minus(round.refunded);
      const refund = Decimal.min(new Decimal(target.amount), left);
      moved = await this.move(ctx, { delta: refund, reason: 'refund' });
      await client.query(`UPDATE provider_rounds SET refunded = refunded + $2 WHERE id = $1`, [round.id, refund.toFixed()]);
      await client.query(`UPDATE provider_txs SET amount = $2 WHERE id = $1`, [rollbackId, refund.toFixed()]);
    } else {
      const back = new Decimal(target.amount);
      moved = await this.move(ctx, { delta: back.neg(), reason: 'win_rollback' });
      await client.query(`UPDATE provider_rounds SET won = won - $2 WHERE id = $1`, [round.id, back.toFixed()]);
      await client.query(`UPDATE provider_txs SET amount = $2 WHERE id = $1`, [rollbackId, back.toFixed()]);
    }
    await client.query(`UPDATE provider_txs SET state = 'rolled_back' WHERE id = $1`, [target.id]);
    return moved;
  }

  private async move(ctx: ActionContext, m: Pick<Movement, 'delta' | 'reason'>): Promise<AppliedMovement | null> {
    if (m.delta.isZero()) return null;
    const movement: Movement = {
      userId: ctx.call.userId,
      coin: ctx.call.coin,
      kind: 'DEPOSIT',
      delta: m.delta,
      reason: m.reason,
      product: ctx.game.product,
      game: ctx.game.name,
      ref: `round:${ctx.round.id}`,
    };
    try {
      const [applied] = await applyMovements(ctx.client, [movement]);
      ctx.applied.push(applied!);
      return applied!;
    } catch (error) {
      if (error instanceof ApiError) {
        const code = error.message === 'Insufficient balance' ? 'insufficient_funds' : 'limit_exceeded';
        throw new WalletError(code, error.message);
      }
      throw error;
    }
  }

  /** Whether the player can bet (false: an account closed by a merge; wins and rollbacks still reach it). */
  private async player(db: pg.Pool | pg.PoolClient, userId: number): Promise<boolean> {
    const { rows } = await db.query<{ blocked: boolean }>('SELECT merged_into IS NOT NULL AS blocked FROM users WHERE id = $1', [userId]);
    if (!rows[0]) throw new WalletError('unknown_player', `Player ${userId} is unknown`);
    return rows[0].blocked;
  }

  private async game(db: pg.Pool | pg.PoolClient, aggregator: string, code: number): Promise<GameRow> {
    const { rows } = await db.query<GameRow>(
      `SELECT g.code, g.name, c.product, g.maintain_state, trim_scale(g.max_bet_amount)::text AS max_bet_amount
         FROM games g JOIN game_categories c ON c.id = g.category_id
        WHERE g.code = $1 AND g.aggregator = $2`,
      [code, aggregator],
    );
    if (!rows[0]) throw new WalletError('unknown_game', `Game ${code} is not a game of ${aggregator}`);
    return rows[0];
  }

  /** A bet needs the player's live session of this game and coin (a launch by our server); each bet moves it on. */
  private async liveSession(client: pg.PoolClient, call: WalletCall): Promise<void> {
    // By the call's token (hub88), or the player's latest live session of the game and coin (softswiss).
    const { rows } =
      call.sessionToken !== undefined
        ? await client.query<{ id: string; coin: Coin }>(
            `SELECT id, coin FROM provider_sessions WHERE token = $4 AND aggregator = $1 AND user_id = $2 AND game_code = $3
                AND expires_at > now()`,
            [call.aggregator, call.userId, call.gameCode, call.sessionToken],
          )
        : await client.query<{ id: string; coin: Coin }>(
            `SELECT id, coin FROM provider_sessions WHERE aggregator = $1 AND user_id = $2 AND game_code = $3 AND coin = $4
                AND expires_at > now() ORDER BY expires_at DESC LIMIT 1`,
            [call.aggregator, call.userId, call.gameCode, call.coin],
          );
    const session = rows[0];
    if (!session) throw new WalletError('session_expired', 'The game session has expired: reopen the game');
    if (session.coin !== call.coin) throw new WalletError('wrong_currency', `This session plays ${session.coin}`);
    await client.query(`UPDATE provider_sessions SET expires_at = now() + $2 * interval '1 millisecond' WHERE id = $1`, [
      session.id,
      SESSION_IDLE_MS,
    ]);
  }
}

interface ActionContext {
  client: pg.PoolClient;
  call: WalletCall;
  round: RoundRow;
  game: GameRow;
  blocked: boolean;
  applied: AppliedMovement[];
  sessionChecked: boolean;
  /** The first answer's balance of the last repeated action. */
  repeatBalance: string | null;
}

async function readBalance(db: pg.Pool | pg.PoolClient, userId: number, coin: Coin): Promise<Decimal> {
  const { rows } = await db.query<{ amount: string }>(
    `SELECT amount::text FROM balances WHERE user_id = $1 AND coin = $2 AND kind = 'DEPOSIT'`,
    [userId, coin],
  );
  return new Decimal(rows[0]?.amount ?? 0);
}
