import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { ApiError } from '../../src/core/api';
import { Decimal } from '../../src/core/money';
import { withTx } from '../db/pool';
import { applyMovements, ProtectionRefusal, type AppliedMovement, type Movement } from '../money/moves';
import { closeRound, type ClosedRound } from './rounds';
import { facts, type GameRow } from './walletFacts';
import { WalletError, type WalletAction, type WalletCall, type WalletResult, type WalletTxResult } from './types';

/** How long a launched game may sit idle before its session no longer takes bets. */
export const SESSION_IDLE_MS = 2 * 3600_000;

/** A wallet call's answer and what to push once it committed. */
export interface WalletOutcome extends WalletResult {
  applied: AppliedMovement[];
  /** The round this call closed, now a bets row. */
  closed: ClosedRound | null;
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
    return new Decimal((await facts(this.pool, aggregator, userId, coin, gameCode)).balance);
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
        throw new WalletError(error.code, error.message, await this.balance(call.aggregator, call.userId, call.coin, null));
      }
      throw error;
    }
  }

  private async applyIn(client: pg.PoolClient, call: WalletCall, roundRef: string): Promise<WalletOutcome> {
    const { blocked, game: found, usdRate } = await facts(client, call.aggregator, call.userId, call.coin, call.gameCode);
    const game = found!;
    // The round's row is the lock every call of the round takes first (then the balance row, in move_money).
    const { rows } = await client.query<RoundRow>({
      name: 'wallet-round',
      text: `INSERT INTO provider_rounds (aggregator, round_ref, user_id, game_code, coin) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (aggregator, round_ref, user_id) DO UPDATE SET updated_at = now()
       RETURNING id, user_id, game_code, coin, staked::text, won::text, refunded::text, closed_at`,
      values: [call.aggregator, roundRef, call.userId, call.gameCode, call.coin],
    });
    const round = rows[0]!;
    if (round.game_code !== call.gameCode || round.coin !== call.coin) {
      throw new WalletError('bad_request', `Round ${roundRef} was played on another game or currency`);
    }
    const ctx: ActionContext = {
      client,
      call,
      round,
      game,
      blocked,
      usdRate,
      balance: null,
      applied: [],
      sessionChecked: false,
      repeatBalance: null,
    };
    const txs: WalletTxResult[] = [];
    for (const action of call.actions) txs.push(await this.action(ctx, action));
    let closed: ClosedRound | null = null;
    if (call.close && round.closed_at === null) closed = await closeRound(client, round.id, game.name);
    // A call made only of repeats answers what its first delivery answered.
    const repeatOnly = txs.length > 0 && txs.every((x) => x.repeat) && closed === null;
    const balance = new Decimal(repeatOnly && ctx.repeatBalance !== null ? ctx.repeatBalance : await currentBalance(ctx));
    return { balance, txs, applied: ctx.applied, closed };
  }

  private async action(ctx: ActionContext, action: WalletAction): Promise<WalletTxResult> {
    const { client, call, round } = ctx;
    const amount = action.action === 'rollback' ? new Decimal(0) : action.amount;
    if (amount.isNegative() || amount.decimalPlaces() > coinDecimals(call.coin)) {
      throw new WalletError('bad_request', `Amount ${amount.toFixed()} is not an amount of ${call.coin}`);
    }
    const refTx = action.action === 'rollback' ? action.refTx : null;
    const { rows } = await client.query<TxRow>({
      name: 'wallet-tx',
      text: `INSERT INTO provider_txs (aggregator, tx_ref, action, round_id, user_id, coin, amount, ref_tx, state, balance_after)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'done', 0)
       ON CONFLICT (aggregator, tx_ref, action) DO NOTHING
       RETURNING ${TX_COLUMNS}`,
      values: [call.aggregator, action.txRef, action.action, round.id, call.userId, call.coin, amount.toFixed(), refTx],
    });
    if (rows.length === 0) return this.repeat(ctx, action, amount);
    const tx = rows[0]!;
    const done: Done =
      action.action === 'bet'
        ? await this.bet(ctx, amount)
        : action.action === 'win'
          ? await this.win(ctx, action, amount)
          : await this.rollback(ctx, action);
    // The round's sums and the transaction's record in one statement.
    const d = done.round;
    await client.query({
      name: 'wallet-done',
      text: `WITH r AS (UPDATE provider_rounds SET staked = staked + $5, won = won + $6, refunded = refunded + $7 WHERE id = $4)
       UPDATE provider_txs SET ledger_id = $2, balance_after = $3, amount = COALESCE($8, amount) WHERE id = $1`,
      values: [
        tx.id,
        done.moved?.ledgerId ?? null,
        await currentBalance(ctx),
        d?.id ?? null,
        d?.staked?.toFixed() ?? '0',
        d?.won?.toFixed() ?? '0',
        d?.refunded?.toFixed() ?? '0',
        done.amount?.toFixed() ?? null,
      ],
    });
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

  private async bet(ctx: ActionContext, amount: Decimal): Promise<Done> {
    const { call, round, game } = ctx;
    if (ctx.blocked) throw new WalletError('player_blocked', 'This account is closed: it cannot bet');
    if (game.maintain_state !== 0) throw new WalletError('game_unavailable', 'This game is under maintenance');
    if (round.closed_at !== null) throw new WalletError('round_closed', 'This round is closed');
    if (!ctx.sessionChecked) {
      await this.liveSession(ctx.client, call);
      ctx.sessionChecked = true;
    }
    // The game's own limit, in USD at the coin's rate, as the house games' stakes are checked.
    if (ctx.usdRate !== null && amount.mul(ctx.usdRate).gt(game.max_bet_amount)) {
      throw new WalletError('limit_exceeded', `A stake on this game can be worth at most ${game.max_bet_amount} USD`);
    }
    const moved = await this.move(ctx, { delta: amount.neg(), reason: 'bet' });
    return { moved, round: { id: round.id, staked: amount } };
  }

  private async win(ctx: ActionContext, action: Extract<WalletAction, { action: 'win' }>, amount: Decimal): Promise<Done> {
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
    return { moved, round: { id: round.id, won: amount } };
  }

  /**
   * Undoes a bet (its stake back, never more than the round still holds) or a win (taken back). A rollback of a
   * transaction not seen yet leaves its bet a tombstone: the bet, arriving late, moves nothing.
   */
  private async rollback(ctx: ActionContext, action: Extract<WalletAction, { action: 'rollback' }>): Promise<Done> {
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
      return { moved: null };
    }
    if (target.user_id !== call.userId) throw new WalletError('bad_request', `Transaction ${action.refTx} is another player's`);
    if (target.state !== 'done') return { moved: null };
    const { rows: r } = await client.query<RoundRow>(
      `SELECT id, staked::text, won::text, refunded::text, closed_at FROM provider_rounds WHERE id = $1 FOR UPDATE`,
      [target.round_id],
    );
    const round = r[0]!;
    await client.query(`UPDATE provider_txs SET state = 'rolled_back' WHERE id = $1`, [target.id]);
    if (target.action === 'bet') {
      const left = new Decimal(round.staked).minus(round.refunded);
      const refund = Decimal.min(new Decimal(target.amount), left);
      const moved = await this.move(ctx, { delta: refund, reason: 'refund' });
      return { moved, round: { id: round.id, refunded: refund }, amount: refund };
    }
    const back = new Decimal(target.amount);
    const moved = await this.move(ctx, { delta: back.neg(), reason: 'win_rollback' });
    return { moved, round: { id: round.id, won: back.neg() }, amount: back };
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
      ctx.balance = applied!.balanceAfter;
      return applied!;
    } catch (error) {
      if (error instanceof ApiError) {
        const code =
          error.message === 'Insufficient balance'
            ? 'insufficient_funds'
            : error instanceof ProtectionRefusal && error.kind === 'blocked'
              ? 'player_blocked'
              : 'limit_exceeded';
        throw new WalletError(code, error.message);
      }
      throw error;
    }
  }

  /** A bet needs the player's live session of this game and coin (a launch by our server); each bet moves it on. */
  private async liveSession(client: pg.PoolClient, call: WalletCall): Promise<void> {
    // By the call's token (hub88), or the player's latest live session of the game and coin (softswiss); found, it is
    // moved on in the same statement. (The player's index serves both: a player has few sessions of a game.)
    const { rows } = await client.query<{ coin: Coin }>({
      name: 'wallet-session',
      text: `UPDATE provider_sessions SET expires_at = now() + $6 * interval '1 millisecond'
              WHERE id = (SELECT id FROM provider_sessions
                           WHERE user_id = $2 AND aggregator = $1 AND game_code = $3 AND expires_at > now()
                             AND CASE WHEN $5::text IS NULL THEN coin = $4 ELSE token = $5 END
                           ORDER BY expires_at DESC LIMIT 1)
              RETURNING coin`,
      values: [call.aggregator, call.userId, call.gameCode, call.coin, call.sessionToken ?? null, SESSION_IDLE_MS],
    });
    const session = rows[0];
    if (!session) throw new WalletError('session_expired', 'The game session has expired: reopen the game');
    // A refusal rolls the whole call back, the session's new expiry with it.
    if (session.coin !== call.coin) throw new WalletError('wrong_currency', `This session plays ${session.coin}`);
  }
}

/** An action applied: its movement, what it adds to a round's sums, and the amount it recorded when not its own. */
interface Done {
  moved: AppliedMovement | null;
  round?: { id: string; staked?: Decimal; won?: Decimal; refunded?: Decimal };
  amount?: Decimal;
}

interface ActionContext {
  client: pg.PoolClient;
  call: WalletCall;
  round: RoundRow;
  game: GameRow;
  blocked: boolean;
  usdRate: string | null;
  /**
   * The balance after the call's last movement (its row stays locked by the call: exact until the commit); null
   * before any movement, when it is read fresh.
   */
  balance: string | null;
  applied: AppliedMovement[];
  sessionChecked: boolean;
  /** The first answer's balance of the last repeated action. */
  repeatBalance: string | null;
}

/** The player's balance in the call's coin now: after its last movement, or read. */
async function currentBalance(ctx: ActionContext): Promise<string> {
  if (ctx.balance !== null) return ctx.balance;
  const { rows } = await ctx.client.query<{ amount: string }>(
    `SELECT amount::text FROM balances WHERE user_id = $1 AND coin = $2 AND kind = 'DEPOSIT'`,
    [ctx.call.userId, ctx.call.coin],
  );
  return rows[0]?.amount ?? '0';
}
