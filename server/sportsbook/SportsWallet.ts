import type pg from 'pg';
import { ApiError } from '../../src/core/api';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import type { LiveBet } from '../../src/core/socket';
import { withTx } from '../db/pool';
import { applyMovements, ProtectionRefusal, type AppliedMovement } from '../money/moves';
import { clearBetRow, SPORTS_GAME, writeBetRow } from './betRow';
import type { SportsTokens } from './tokens';
import {
  contentOf,
  SportsWalletError,
  type BookCall,
  type MakeCall,
  type ParentCall,
  type SettleCall,
  type SportsAnswer,
  type SportsBetState,
} from './walletProtocol';

/** An applied call: its answer, the movements to push once committed, and a new bets row for the live feed. */
export interface SportsOutcome {
  answer: SportsAnswer | RollbackAnswer;
  applied: AppliedMovement[];
  live: LiveBet | null;
}

/** A rollback of a transaction not seen yet: no bet, so no player, balance or currency to answer. */
export interface RollbackAnswer {
  ok: true;
  tx: string;
  bet: null;
  state: null;
  balance: null;
  currency: null;
  repeat: boolean;
}

interface BetRow {
  id: string;
  user_id: number;
  coin: Coin;
  stake: string;
  potential_win: string;
  state: SportsBetState;
  settle_tx: string | null;
  bet_id: string | null;
  legs: { selectionId: string; result?: string }[];
}

interface TxRow {
  id: string;
  call: BookCall['call'];
  state: 'done' | 'rolled_back' | 'tombstone';
  sports_bet_id: string | null;
  amount: string;
  content: string | null;
  answer: SportsAnswer | RollbackAnswer | null;
}

const BET_COLUMNS = `id, user_id, coin, stake::text, potential_win::text, state, settle_tx::text, bet_id::text, legs`;
const SETTLED: readonly SportsBetState[] = ['won', 'cashed_out', 'lost', 'refunded'];

/** Per call: the transaction's row, the bet, the movements made, the balance after the last. */
interface Ctx {
  client: pg.PoolClient;
  txId: string;
  applied: AppliedMovement[];
  live: LiveBet | null;
}

/**
 * The sports wallet: a book's two-phase calls (make, then commit or discard; then win, lost or refund; rollback of any
 * of them) applied to the player's balance. Each call is one transaction, recorded once per (book, tx) by a unique key:
 * a repeat, however concurrent, moves nothing and answers the first answer. Money moves only through the money module
 * (product sports, reference sports:<bet id>); debits need a live token and an open account, credits reach any account.
 */
export class SportsWallet {
  constructor(
    private readonly pool: pg.Pool,
    private readonly tokens: SportsTokens,
    /** The book's id: its transactions' namespace. */
    private readonly book: string,
  ) {}

  async apply(call: BookCall): Promise<SportsOutcome> {
    return withTx(this.pool, async (client) => {
      const content = contentOf(call);
      const amount = call.call === 'make' || call.call === 'win' ? call.amount : '0';
      const { rows } = await client.query<{ id: string }>({
        name: 'sports-tx',
        text: `INSERT INTO sports_txs (book, tx_ref, call, parent_ref, amount, state, content)
               VALUES ($1, $2, $3, $4, $5, 'done', $6) ON CONFLICT (book, tx_ref) DO NOTHING RETURNING id::text`,
        values: [this.book, call.tx, call.call, 'parent' in call ? call.parent : null, amount, content],
      });
      if (!rows[0]) return { answer: await this.repeat(client, call, content), applied: [], live: null };
      const ctx: Ctx = { client, txId: rows[0].id, applied: [], live: null };
      const answer =
        call.call === 'make'
          ? await this.make(ctx, call)
          : call.call === 'rollback'
            ? await this.rollback(ctx, call)
            : await this.onBet(ctx, call);
      await client.query(`UPDATE sports_txs SET answer = $2, ledger_id = $3 WHERE id = $1`, [
        ctx.txId,
        answer,
        ctx.applied[0]?.ledgerId ?? null,
      ]);
      return { answer, applied: ctx.applied, live: ctx.live };
    });
  }

  /** A transaction sent again: its first answer, if the content is the same; a tombstone's late call moves nothing. */
  private async repeat(client: pg.PoolClient, call: BookCall, content: string): Promise<SportsAnswer | RollbackAnswer> {
    const { rows } = await client.query<TxRow>(
      `SELECT id::text, call, state, sports_bet_id::text, amount::text, content, answer FROM sports_txs WHERE book = $1 AND tx_ref = $2`,
      [this.book, call.tx],
    );
    const first = rows[0]!;
    if (first.state === 'tombstone') {
      throw new SportsWalletError('rolled_back', `Transaction ${call.tx} was rolled back before it arrived: nothing moved`);
    }
    if (first.content !== content) {
      throw new SportsWalletError('duplicate_mismatch', `Transaction ${call.tx} was already sent with other details`);
    }
    return { ...first.answer!, repeat: true };
  }

  private async make(ctx: Ctx, call: MakeCall): Promise<SportsAnswer> {
    const { client } = ctx;
    let player: Awaited<ReturnType<SportsTokens['verify']>>;
    try {
      player = await this.tokens.verify(call.token);
    } catch (error) {
      if (error instanceof ApiError) throw new SportsWalletError('token_invalid', error.message);
      throw error;
    }
    if (player.currency !== call.currency) {
      throw new SportsWalletError('bad_request', `currency: the player's token plays ${player.currency ?? 'no currency'}`);
    }
    const coin = call.currency;
    const stake = new Decimal(call.amount);
    if (stake.lte(0) || stake.decimalPlaces() > coinDecimals(coin)) {
      throw new SportsWalletError('bad_request', `amount: ${call.amount} is not a stake of ${coin}`);
    }
    checkOdds(call, stake);
    const { rows: f } = await client.query<{ blocked: boolean; closed: boolean; min_usd: string; max_usd: string; rate: string | null }>({
      name: 'sports-facts',
      text: `SELECT u.merged_into IS NOT NULL AS blocked, GREATEST(g.maintain_state, c.maintain_state) = 1 AS closed,
                    g.min_bet_amount::text AS min_usd, LEAST(g.max_bet_amount, c.max_bet_amount)::text AS max_usd, r.usd_rate::text AS rate
               FROM users u
               JOIN games g ON g.name = $3 JOIN game_categories c ON c.id = g.category_id
               LEFT JOIN rates r ON r.code = $2 AND r.kind = 'COIN'
              WHERE u.id = $1`,
      values: [player.userId, coin, SPORTS_GAME],
    });
    const facts = f[0]!;
    if (facts.blocked) throw new SportsWalletError('player_blocked', 'This account is closed: it cannot bet');
    if (facts.closed) throw new SportsWalletError('unavailable', 'The sportsbook is closed for bets right now');
    if (facts.rate !== null) {
      const usd = stake.mul(facts.rate);
      if (usd.gt(facts.max_usd))
        throw new SportsWalletError('limit_exceeded', `A sports stake can be worth at most ${trim(facts.max_usd)} USD`);
      if (usd.lt(facts.min_usd))
        throw new SportsWalletError('limit_exceeded', `A sports stake must be worth at least ${trim(facts.min_usd)} USD`);
    }
    const { rows } = await client.query<BetRow>(
      `INSERT INTO sports_bets (book, book_bet_id, user_id, coin, kind, stake, odds, potential_win, legs, state, token_jti)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'made', $10)
       ON CONFLICT (book, book_bet_id) DO NOTHING RETURNING ${BET_COLUMNS}`,
      [
        this.book,
        call.bet.id,
        player.userId,
        coin,
        call.bet.type,
        call.amount,
        call.bet.odds,
        call.bet.potentialWin,
        JSON.stringify(call.bet.legs),
        player.jti,
      ],
    );
    const bet = rows[0];
    if (!bet) throw new SportsWalletError('bad_state', `Bet ${call.bet.id} was already made by another transaction`);
    await this.move(ctx, bet, stake.neg(), 'bet');
    await ctx.client.query(`UPDATE sports_txs SET sports_bet_id = $2, user_id = $3 WHERE id = $1`, [ctx.txId, bet.id, bet.user_id]);
    return this.answer(ctx, bet, 'made');
  }

  /** commit, discard, win, lost, refund: a call on the bet its parent made. */
  private async onBet(ctx: Ctx, call: SettleCall | Exclude<ParentCall, { call: 'rollback' }>): Promise<SportsAnswer> {
    const { client } = ctx;
    const { rows: p } = await client.query<TxRow>(
      `SELECT id::text, call, state, sports_bet_id::text FROM sports_txs WHERE book = $1 AND tx_ref = $2`,
      [this.book, call.parent],
    );
    const parent = p[0];
    if (!parent || parent.call !== 'make') throw new SportsWalletError('parent_not_found', `No bet was made by transaction ${call.parent}`);
    if (parent.state === 'tombstone') throw new SportsWalletError('bad_state', `The make ${call.parent} was rolled back before it arrived`);
    const bet = await this.lockBet(client, parent.sports_bet_id!);
    await client.query(`UPDATE sports_txs SET sports_bet_id = $2, user_id = $3 WHERE id = $1`, [ctx.txId, bet.id, bet.user_id]);
    const stake = new Decimal(bet.stake);
    const refuse = (what: string) => new SportsWalletError('bad_state', `Bet ${call.parent} is ${bet.state.replace('_', ' ')}: ${what}`);
    if (call.call === 'commit') {
      if (bet.state === 'discarded' || bet.state === 'rolled_back') throw refuse('it cannot be committed');
      // A commit after a settlement (delivered late) changes nothing.
      return this.answer(ctx, bet, bet.state === 'made' ? 'open' : bet.state);
    }
    if (call.call === 'discard') {
      if (bet.state !== 'made') throw refuse('only a bet not yet committed can be discarded');
      await this.move(ctx, bet, stake, 'refund');
      return this.answer(ctx, bet, 'discarded');
    }
    if (bet.state !== 'made' && bet.state !== 'open') {
      throw refuse(SETTLED.includes(bet.state) ? 'roll back its settlement before settling it again' : 'it cannot be settled');
    }
    let state: SportsBetState;
    let payout: Decimal;
    if (call.call === 'win') {
      payout = new Decimal(call.amount);
      if (payout.lte(0) || payout.decimalPlaces() > coinDecimals(bet.coin)) {
        throw new SportsWalletError('bad_request', `amount: ${call.amount} is not a win of ${bet.coin} (a loss is sent as lost)`);
      }
      if (payout.gt(bet.potential_win)) {
        throw new SportsWalletError(
          'bad_request',
          `amount: ${call.amount} is more than the bet's potential win ${trim(bet.potential_win)}`,
        );
      }
      state = call.cashOut ? 'cashed_out' : 'won';
      await this.move(ctx, bet, payout, 'payout');
    } else if (call.call === 'refund') {
      payout = stake;
      state = 'refunded';
      await this.move(ctx, bet, stake, 'refund');
    } else {
      payout = new Decimal(0);
      state = 'lost';
    }
    const legs = call.call === 'refund' ? bet.legs : withResults(bet.legs, call.legs);
    await client.query(`UPDATE sports_bets SET settle_tx = $2, payout = $3, settled_at = now(), legs = $4 WHERE id = $1`, [
      bet.id,
      ctx.txId,
      payout.toFixed(),
      JSON.stringify(legs),
    ]);
    if (state !== 'refunded' || bet.bet_id !== null) ctx.live = await writeBetRow(client, bet.id, payout.toFixed());
    return this.answer(ctx, bet, state);
  }

  /** Undoes a make (the stake back) or the settlement in force (its credit taken back): the bet is open again. */
  private async rollback(ctx: Ctx, call: Extract<ParentCall, { call: 'rollback' }>): Promise<SportsAnswer | RollbackAnswer> {
    const { client } = ctx;
    const target = await this.lockTx(client, call.parent);
    if (!target) {
      // Not seen yet: a tombstone the late call finds.
      await client.query(
        `INSERT INTO sports_txs (book, tx_ref, call, state) VALUES ($1, $2, 'make', 'tombstone') ON CONFLICT (book, tx_ref) DO NOTHING`,
        [this.book, call.parent],
      );
      const again = await this.lockTx(client, call.parent);
      if (again && again.state !== 'tombstone') return this.rollbackOf(ctx, call, again);
      return unseen(ctx);
    }
    return this.rollbackOf(ctx, call, target);
  }

  private async rollbackOf(
    ctx: Ctx,
    call: Extract<ParentCall, { call: 'rollback' }>,
    target: TxRow,
  ): Promise<SportsAnswer | RollbackAnswer> {
    const { client } = ctx;
    if (target.call === 'commit' || target.call === 'discard' || target.call === 'rollback') {
      throw new SportsWalletError('bad_state', `A ${target.call} cannot be rolled back (transaction ${call.parent})`);
    }
    if (target.state === 'tombstone' || target.sports_bet_id === null) {
      return unseen(ctx);
    }
    const bet = await this.lockBet(client, target.sports_bet_id);
    await client.query(`UPDATE sports_txs SET sports_bet_id = $2, user_id = $3 WHERE id = $1`, [ctx.txId, bet.id, bet.user_id]);
    if (target.state === 'rolled_back') return this.answer(ctx, bet, bet.state);
    if (target.call === 'make') {
      if (SETTLED.includes(bet.state)) {
        throw new SportsWalletError('bad_state', `Bet ${call.parent} is settled: roll back its settlement before its make`);
      }
      if (bet.state === 'made' || bet.state === 'open') await this.move(ctx, bet, new Decimal(bet.stake), 'refund');
      await client.query(`UPDATE sports_txs SET state = 'rolled_back' WHERE id = $1`, [target.id]);
      return this.answer(ctx, bet, bet.state === 'made' || bet.state === 'open' ? 'rolled_back' : bet.state);
    }
    if (bet.settle_tx !== target.id) {
      throw new SportsWalletError('bad_state', `Transaction ${call.parent} is not the settlement in force of its bet`);
    }
    if (target.call === 'win') await this.move(ctx, bet, new Decimal(target.amount).neg(), 'win_rollback');
    if (target.call === 'refund') await this.move(ctx, bet, new Decimal(bet.stake).neg(), 'win_rollback');
    await client.query(`UPDATE sports_txs SET state = 'rolled_back' WHERE id = $1`, [target.id]);
    await client.query(`UPDATE sports_bets SET settle_tx = NULL, payout = 0, settled_at = NULL WHERE id = $1`, [bet.id]);
    await clearBetRow(client, bet.bet_id);
    return this.answer(ctx, bet, 'open');
  }

  private async lockTx(client: pg.PoolClient, ref: string): Promise<TxRow | undefined> {
    const { rows } = await client.query<TxRow>(
      `SELECT id::text, call, state, sports_bet_id::text, amount::text FROM sports_txs WHERE book = $1 AND tx_ref = $2 FOR UPDATE`,
      [this.book, ref],
    );
    return rows[0];
  }

  private async lockBet(client: pg.PoolClient, id: string): Promise<BetRow> {
    const { rows } = await client.query<BetRow>(`SELECT ${BET_COLUMNS} FROM sports_bets WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0]!;
  }

  /** Moves the bet's money (a debit refused when the balance does not cover it). */
  private async move(ctx: Ctx, bet: BetRow, delta: Decimal, reason: 'bet' | 'payout' | 'refund' | 'win_rollback'): Promise<void> {
    try {
      const applied = await applyMovements(ctx.client, [
        {
          userId: bet.user_id,
          coin: bet.coin,
          kind: 'DEPOSIT',
          delta,
          reason,
          product: 'sports',
          game: SPORTS_GAME,
          ref: `sports:${bet.id}`,
        },
      ]);
      ctx.applied.push(...applied);
    } catch (error) {
      if (error instanceof ApiError && error.message === 'Insufficient balance') {
        throw new SportsWalletError('insufficient_funds', 'Insufficient balance', await balanceOf(this.pool, bet.user_id, bet.coin));
      }
      // A time-out, self-exclusion or lock refuses the stake (player_blocked); a player's own limit caps it.
      if (error instanceof ProtectionRefusal)
        throw new SportsWalletError(error.kind === 'blocked' ? 'player_blocked' : 'limit_exceeded', error.message);
      throw error;
    }
  }

  /** The bet's new state written, and the call's answer. */
  private async answer(ctx: Ctx, bet: BetRow, state: SportsBetState): Promise<SportsAnswer> {
    if (state !== bet.state) await ctx.client.query(`UPDATE sports_bets SET state = $2 WHERE id = $1`, [bet.id, state]);
    const last = ctx.applied.at(-1);
    const balance = last ? last.balanceAfter : await balanceOf(ctx.client, bet.user_id, bet.coin);
    return { ok: true, tx: ctx.txId, bet: bet.id, state, balance: trim(balance), currency: bet.coin, repeat: false };
  }
}

/** The bet's odds are the product of its legs' prices, and its potential win at most stake x odds. */
function checkOdds(call: MakeCall, stake: Decimal): void {
  const product = call.bet.legs.reduce((acc, leg) => acc.mul(leg.price), new Decimal(1));
  if (!product.eq(call.bet.odds)) {
    throw new SportsWalletError('bad_request', `bet.odds: ${call.bet.odds} is not the product of its legs' prices (${product.toFixed()})`);
  }
  if (call.bet.type === 'single' && call.bet.legs.length !== 1)
    throw new SportsWalletError('bad_request', 'bet.legs: a single has one leg');
  if (call.bet.type === 'combo' && call.bet.legs.length < 2)
    throw new SportsWalletError('bad_request', 'bet.legs: a combo has two legs or more');
  if (new Decimal(call.bet.potentialWin).gt(stake.mul(product))) {
    throw new SportsWalletError('bad_request', `bet.potentialWin: ${call.bet.potentialWin} is more than the stake times the odds`);
  }
}

function withResults(legs: BetRow['legs'], results: { selectionId: string; result: string }[] | undefined): BetRow['legs'] {
  if (!results) return legs;
  const by = new Map(results.map((r) => [r.selectionId, r.result]));
  return legs.map((leg) => (by.has(leg.selectionId) ? { ...leg, result: by.get(leg.selectionId)! } : leg));
}

async function balanceOf(db: pg.Pool | pg.PoolClient, userId: number, coin: Coin): Promise<string> {
  const { rows } = await db.query<{ amount: string }>(
    `SELECT amount::text FROM balances WHERE user_id = $1 AND coin = $2 AND kind = 'DEPOSIT'`,
    [userId, coin],
  );
  return trim(rows[0]?.amount ?? '0');
}

const unseen = (ctx: Ctx): RollbackAnswer => ({
  ok: true,
  tx: ctx.txId,
  bet: null,
  state: null,
  balance: null,
  currency: null,
  repeat: false,
});

const trim = (value: string) => new Decimal(value).toFixed();
