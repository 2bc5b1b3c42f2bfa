import type pg from 'pg';
import { coinDecimals } from '../../../src/core/currency';
import {
  crashPayout,
  hundredthsOf,
  hundredthsText,
  multiplierHundredthsAt,
  type CrashBetAnswer,
  type CrashBetRequest,
  type CrashBetView,
  type CrashHistoryEntry,
  type CrashPlayer,
  type CrashRoundFrame,
  type CrashState,
} from '../../../src/core/games/crash';
import { Decimal, toFixedDown } from '../../../src/core/money';
import type { AmountChange } from '../../../src/core/socket';
import { withTx } from '../../db/pool';
import { ApiError, badRequest, isUniqueViolation } from '../../errors';
import { HIDDEN_NAME } from '../bets/betView';
import type { ReferenceCache } from '../../reference/ReferenceCache';
import { checkStake } from '../bets/stakeCheck';

import {
  betByKey,
  CRASH_KEY_CONSTRAINT,
  endedRounds,
  latestRound,
  ONE_PER_ROUND,
  lockedBet,
  payCashout,
  placeBet,
  playerBet,
  roundBets,
  type BetRow,
  type RoundRow,
} from './statements';
import { stakeRefusal } from '../../money/moves';

/** Finished rounds in the state's history bar. */
export const HISTORY_SIZE = 30;

/** A balance movement to push on the player's socket (type 3). */
export type CrashMovement = AmountChange & { userId: number };

/** What a bet or a cash-out did: the answer, the movements to push, the public event to broadcast. */
export interface CrashOutcome {
  response: CrashBetAnswer;
  applied: CrashMovement[];
  /** The bet as everyone sees it (players list), or null for a replayed request. */
  player: (CrashPlayer & { roundId: number }) | null;
}

// The payout rule is shared with the panel's live Cash out figure.
export { crashPayout };

/** A bet as its player sees it. */
export function betView(b: BetRow): CrashBetView {
  const d = coinDecimals(b.coin);
  return {
    id: b.id,
    roundId: b.round_id,
    coin: b.coin,
    balanceType: b.balance_type,
    amount: toFixedDown(b.amount, d),
    autoCashout: b.auto_cashout === null ? null : hundredthsText(b.auto_cashout),
    state: b.state,
    cashoutAt: b.cashout_at === null ? null : hundredthsText(b.cashout_at),
    payout: toFixedDown(b.payout, d),
  };
}

/** The socket frame of a round's phase (the crash point and hash only once crashed). */
export function frameOf(round: RoundRow): CrashRoundFrame {
  const crashed = round.phase === 'crashed';
  return {
    roundId: round.id,
    phase: round.phase,
    serverTime: Math.round(round.db_now),
    bettingEndsAt: Math.round(round.betting_ends_at),
    startedAt: round.started_at === null ? null : Math.round(round.started_at),
    elapsedMs: crashed ? round.crash_ms : null,
    crashPoint: crashed ? hundredthsText(round.crash_point) : null,
    hash: crashed || round.phase === 'voided' ? round.hash : null,
  };
}

/** A bet as everyone sees it on the players list (the name hidden by the player's privacy). */
export function playerView(b: BetRow): CrashPlayer {
  const d = coinDecimals(b.coin);
  return {
    betId: b.id,
    userName: b.privacy === 1 ? HIDDEN_NAME : b.nick_name,
    coin: b.coin,
    amount: toFixedDown(b.amount, d),
    cashoutAt: b.cashout_at === null ? null : hundredthsText(b.cashout_at),
    payout: b.state === 'cashed' ? toFixedDown(b.payout, d) : null,
  };
}

/**
 * Crash bets and cash-outs, served by every process. Both run on PostgreSQL's clock: a bet only while the open round
 * takes bets, a cash-out priced at the elapsed time when its statement runs and refused at or after the crash time,
 * whether or not the crash has been broadcast yet.
 */
export class CrashService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly refs: ReferenceCache,
  ) {}

  /** Places a bet on the round in its betting phase (the stake debited in the same statement). */
  async bet(userId: number, input: CrashBetRequest): Promise<CrashOutcome> {
    const amount = await checkStake(this.refs, { game: 'crash', coin: input.coin, amount: input.amount });
    const key = input.idempotencyKey ?? null;
    const stake = amount.toFixed();
    let placed;
    try {
      placed = await placeBet(this.pool, {
        userId,
        coin: input.coin,
        kind: input.balanceType,
        stake,
        autoCashout: input.autoCashout === undefined ? null : hundredthsOf(input.autoCashout),
        idempotencyKey: key,
      });
    } catch (error) {
      const refusal = stakeRefusal(error);
      if (refusal) throw refusal;
      // A reused key answers its bet whichever unique index the statement hit first.
      if (key && (isUniqueViolation(error, CRASH_KEY_CONSTRAINT) || isUniqueViolation(error, ONE_PER_ROUND))) {
        const replayed = await this.replay(userId, key, input);
        if (replayed) return replayed;
      }
      if (isUniqueViolation(error, ONE_PER_ROUND)) throw badRequest('You already have a bet on this round');
      throw error;
    }
    if (placed.id === null || placed.round_id === null) throw badRequest('Betting is closed: wait for the next round');
    const bet = await playerBet(this.pool, placed.round_id, userId);
    if (!bet) throw new Error(`crash bet ${placed.id} vanished`);
    const d = coinDecimals(input.coin);
    const balance = toFixedDown(placed.balance, d);
    const ledgerId = placed.ledger_id === null ? null : Number(placed.ledger_id);
    const applied: CrashMovement[] =
      ledgerId === null
        ? []
        : [
            {
              userId,
              ledgerId,
              coin: input.coin,
              balanceType: input.balanceType,
              amount: balance,
              delta: amount.neg().toFixed(d),
              reason: 'bet',
            },
          ];
    return { response: { bet: betView(bet), balance, ledgerId }, applied, player: { ...playerView(bet), roundId: bet.round_id } };
  }

  /**
   * Cashes the player's bet on a running round out at the curve's value now (PostgreSQL's clock); at the auto target
   * instead when that was already reached. Pays exactly once: a repeated cash-out answers the first.
   */
  async cashout(userId: number, roundId: number): Promise<CrashOutcome> {
    return withTx(this.pool, async (client) => {
      const locked = await lockedBet(client, roundId, userId);
      if (!locked) throw badRequest(`You have no bet on round ${roundId}`);
      const { phase, crash_ms, ms, ...bet } = locked;
      if (bet.state === 'cashed') return this.answer(client, bet, null);
      if (bet.state !== 'active' || phase === 'crashed' || phase === 'voided') throw badRequest('This round is over');
      if (phase === 'betting' || ms === null) throw badRequest('The round has not started yet');
      if (ms >= crash_ms) throw badRequest('Too late: the round has crashed');
      let at = multiplierHundredthsAt(ms);
      if (bet.auto_cashout !== null && bet.auto_cashout <= at) at = bet.auto_cashout;
      const payout = crashPayout(bet.amount, at, coinDecimals(bet.coin));
      const paid = await payCashout(client, { betId: bet.id, at, ms, payout });
      if (!paid) throw new ApiError(500, 'The cash-out could not be completed, please retry');
      // The row is locked: the bet after the cash-out is the one read with what was just written.
      return this.answer(client, { ...bet, state: 'cashed', cashout_at: at, payout }, paid);
    });
  }

  /** Where the shared round stands, for a page that opens or a socket that reconnects. */
  async state(userId: number | null): Promise<CrashState | null> {
    const round = await latestRound(this.pool);
    if (!round) return null;
    const [bets, ended] = await Promise.all([roundBets(this.pool, round.id), endedRounds(this.pool, HISTORY_SIZE)]);
    const over = round.phase === 'crashed' || round.phase === 'voided';
    const mine = userId === null ? null : (bets.find((b) => b.user_id === userId) ?? null);
    const elapsed = round.started_at === null ? null : Math.floor((over ? round.ended_at! : round.db_now) - round.started_at);
    const frame = frameOf(round);
    return {
      ...frame,
      elapsedMs: frame.elapsedMs ?? elapsed,
      myBet: mine && betView(mine),
      players: bets.map(playerView),
      history: ended.map((r): CrashHistoryEntry => ({ roundId: r.id, crashPoint: hundredthsText(r.crash_point), hash: r.hash })),
    };
  }

  // The answer of a cash-out: the bet as it now stands; a fresh payment's movement and public event.
  private async answer(
    client: pg.PoolClient,
    bet: BetRow,
    paid: { balance: string; ledger_id: string | null } | null,
  ): Promise<CrashOutcome> {
    const d = coinDecimals(bet.coin);
    if (!paid) {
      const { rows } = await client.query<{ amount: string }>(
        'SELECT amount FROM balances WHERE user_id = $1 AND coin = $2 AND kind = $3',
        [bet.user_id, bet.coin, bet.balance_type],
      );
      return {
        response: { bet: betView(bet), balance: toFixedDown(rows[0]?.amount ?? '0', d), ledgerId: null },
        applied: [],
        player: null,
      };
    }
    const balance = toFixedDown(paid.balance, d);
    const ledgerId = paid.ledger_id === null ? null : Number(paid.ledger_id);
    const applied: CrashMovement[] =
      ledgerId === null
        ? []
        : [
            {
              userId: bet.user_id,
              ledgerId,
              coin: bet.coin,
              balanceType: bet.balance_type,
              amount: balance,
              delta: toFixedDown(bet.payout, d),
              reason: 'payout',
            },
          ];
    return { response: { bet: betView(bet), balance, ledgerId }, applied, player: { ...playerView(bet), roundId: bet.round_id } };
  }

  // A bet re-sent with its key answers the first bet when it is the same bet (a different one is a 400).
  private async replay(userId: number, key: string, input: CrashBetRequest): Promise<CrashOutcome | null> {
    const first = await betByKey(this.pool, userId, key);
    if (!first) return null;
    const same =
      first.coin === input.coin &&
      first.balance_type === input.balanceType &&
      new Decimal(first.amount).eq(input.amount) &&
      first.auto_cashout === (input.autoCashout === undefined ? null : hundredthsOf(input.autoCashout));
    if (!same) throw badRequest('idempotencyKey was already used for a different bet');
    const { rows } = await this.pool.query<{ amount: string }>(
      'SELECT amount FROM balances WHERE user_id = $1 AND coin = $2 AND kind = $3',
      [userId, first.coin, first.balance_type],
    );
    return {
      response: { bet: betView(first), balance: toFixedDown(rows[0]?.amount ?? '0', coinDecimals(first.coin)), ledgerId: null },
      applied: [],
      player: null,
    };
  }
}
