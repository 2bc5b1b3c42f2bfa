import type pg from 'pg';
import type { LiveBet } from '../../../src/core/socket';
import { coinDecimals } from '../../../src/core/currency';
import { ints, settlementPayout } from '../../../src/core/fairness';
import { isPaid } from '../../../src/core/games/types';
import {
  MINES_INTS,
  minesGame,
  minesLayout,
  minesMultiplier,
  minesNextMultiplier,
  minesSafeTiles,
  type MinesActiveAnswer,
  type MinesRoundState,
  type MinesSettledAnswer,
  type MinesSettledBet,
  type MinesStartRequest,
  type MinesStartResponse,
} from '../../../src/core/games/mines';
import { Decimal, toFixedDown } from '../../../src/core/money';
import { ApiError, badRequest, isUniqueViolation } from '../../errors';
import type { BetService } from '../bets/BetService';
import { freshRow, liveView, settledView, type BetRowOf, type GameView } from '../bets/betView';
import { stakeRefusal, type AppliedMovement } from '../../money/moves';
import type { ReferenceCache } from '../../reference/ReferenceCache';
import { checkStake } from '../bets/stakeCheck';
import {
  ONE_ACTIVE_INDEX,
  ROUND_KEY_CONSTRAINT,
  activeRounds,
  readRound,
  roundByKey,
  writeReveal,
  writeSettle,
  writeStart,
  type RoundRow,
} from './statements';

// How a mines bet is shown (its outcome is public once the game has ended).
const MINES_VIEW: GameView = { code: minesGame.code, multiplierDecimals: minesGame.multiplierDecimals };

/** An answer plus what to push once its statement committed (type 3 movements, the live feed entry). */
export interface MinesOutcome<T> {
  response: T;
  applied: AppliedMovement[];
  live: LiveBet | null;
}

// A reveal or cash-out re-reads the game when a concurrent move changed it; each retry means another move landed.
const MAX_ATTEMPTS = 50;

/**
 * Mines games in play: start (nonce and stake, like a bet), reveal and cash out (each one conditional statement on
 * the game's row), and the list of games in play. The layout never leaves this service before the game ends.
 */
export class MinesService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly refs: ReferenceCache,
    private readonly bets: BetService,
  ) {}

  /** Starts a game: the stake is checked like a bet's, then one statement takes the nonce, the game and the stake. */
  async start(userId: number, input: MinesStartRequest): Promise<MinesOutcome<MinesStartResponse>> {
    const amount = await checkStake(this.refs, { game: 'mines', coin: input.coin, amount: input.amount });
    const stake = amount.toFixed();
    const key = input.idempotencyKey ?? null;
    try {
      const { value } = await this.bets.onPair(userId, async (pair) => {
        const layout = minesLayout(ints(pair.serverSeed, pair.clientSeed, pair.nonce, MINES_INTS), input.mines);
        const written = await writeStart(this.pool, {
          userId,
          pairId: pair.id,
          nonce: pair.nonce,
          coin: input.coin,
          kind: input.balanceType,
          stake,
          mines: input.mines,
          layout,
          idempotencyKey: key,
        });
        return written && { value: written, tookNonce: true };
      });
      const ledgerId = value.ledger_id === null ? null : Number(value.ledger_id);
      const balance = toFixedDown(value.balance, coinDecimals(input.coin));
      const response: MinesStartResponse = {
        ...this.state({ id: value.id, coin: input.coin, amount: stake, balance_type: input.balanceType, mines: input.mines, revealed: [] }),
        balance,
        ledgerId,
      };
      const applied: AppliedMovement[] =
        ledgerId === null
          ? []
          : [
              {
                userId,
                ledgerId,
                coin: input.coin,
                balanceType: input.balanceType,
                amount: balance,
                delta: amount.neg().toFixed(coinDecimals(input.coin)),
                reason: 'bet',
                balanceAfter: value.balance,
              },
            ];
      return { response, applied, live: null };
    } catch (error) {
      const refusal = stakeRefusal(error);
      if (refusal) throw refusal;
      // A reused key answers its game whichever unique index the statement hit first.
      if (key && (isUniqueViolation(error, ROUND_KEY_CONSTRAINT) || isUniqueViolation(error, ONE_ACTIVE_INDEX))) {
        const first = await roundByKey(this.pool, userId, key);
        if (first) return { response: this.replay(first, input), applied: [], live: null };
      }
      if (isUniqueViolation(error, ONE_ACTIVE_INDEX)) {
        throw badRequest(`You already have a mines game in play in ${input.coin}: finish it before starting another`);
      }
      throw error;
    }
  }

  /** Turns a tile over: a safe tile goes on (the last safe tile cashes out), a mine ends the game. */
  async reveal(userId: number, gameId: number, tile: number): Promise<MinesOutcome<MinesActiveAnswer | MinesSettledAnswer>> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const round = await this.inPlay(userId, gameId);
      if (round.revealed.includes(tile)) throw badRequest(`Tile ${tile} is already revealed`);
      const tiles = [...round.revealed, tile];
      if (round.layout.includes(tile) || tiles.length === minesSafeTiles(round.mines)) {
        const ended = await this.settle(round, tiles);
        if (ended) return ended;
        continue;
      }
      const revealed = await writeReveal(this.pool, gameId, userId, round.revealed.length, tile);
      if (!revealed) continue;
      return { response: { state: 'active', ...this.state({ ...round, revealed }) }, applied: [], live: null };
    }
    throw new ApiError(500, 'The game is busy, please retry');
  }

  /** Cashes out after at least one safe tile: pays exactly once, however many cash-outs arrive. */
  async cashout(userId: number, gameId: number): Promise<MinesOutcome<MinesSettledAnswer>> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const round = await this.inPlay(userId, gameId);
      if (round.revealed.length === 0) throw badRequest('Reveal at least one tile before cashing out');
      const ended = await this.settle(round, round.revealed);
      if (ended) return ended;
    }
    throw new ApiError(500, 'The game is busy, please retry');
  }

  /** GET /api/games/mines/active: the player's games in play (at most one per coin), never their layout. */
  async active(userId: number): Promise<MinesRoundState[]> {
    return (await activeRounds(this.pool, userId)).map((r) => this.state(r));
  }

  private async inPlay(userId: number, gameId: number): Promise<RoundRow> {
    const round = await readRound(this.pool, userId, gameId);
    if (!round) throw badRequest(`gameId ${gameId} is not one of your mines games`);
    if (round.state !== 'active') throw badRequest('This mines game is already over');
    return round;
  }

  // Ends a game with these tiles through the game's definition, settled from the pair's stream like any bet (so the
  // bet verifies); null when a concurrent move ended or changed the game first.
  private async settle(round: RoundRow, tiles: number[]): Promise<MinesOutcome<MinesSettledAnswer> | null> {
    const params = { mines: round.mines, tiles };
    const settled = minesGame.settle(ints(round.server_seed, round.client_seed, Number(round.nonce), minesGame.ints), params);
    if (settled.outcome.mines.join() !== round.layout.join())
      throw new Error(`mines game ${round.id}: stored layout differs from its stream`);
    const paid = isPaid(settled);
    const payout = settlementPayout(round.amount, settled, round.coin);
    const written = await writeSettle(this.pool, {
      id: Number(round.id),
      userId: round.user_id,
      count: round.revealed.length,
      tiles,
      multiplier: settled.multiplier,
      payout,
      win: settled.win,
      paid,
      params,
      outcome: settled.outcome,
    });
    if (!written) return null;
    const row: BetRowOf<'mines'> = freshRow({
      userId: round.user_id,
      game: 'mines',
      coin: round.coin,
      balanceType: round.balance_type,
      amount: round.amount,
      settled,
      payout,
      paid,
      params,
      nonce: round.nonce,
      idempotencyKey: null,
      pair: { clientSeed: round.client_seed, serverSeedHash: round.server_seed_hash, serverSeed: round.server_seed },
      written,
    });
    const d = coinDecimals(round.coin);
    const balance = toFixedDown(written.balance, d);
    const applied: AppliedMovement[] =
      written.paid_ledger_id === null
        ? []
        : [
            {
              userId: round.user_id,
              ledgerId: Number(written.paid_ledger_id),
              coin: round.coin,
              balanceType: round.balance_type,
              amount: balance,
              delta: new Decimal(payout).toFixed(d),
              reason: 'payout',
              balanceAfter: written.balance,
            },
          ];
    const bet = settledView(row, round.user_id, MINES_VIEW) as MinesSettledBet;
    const ledgerId = written.ledger_id === null ? null : Number(written.ledger_id);
    return { response: { state: 'settled', bet, balance, ledgerId }, applied, live: liveView(row, MINES_VIEW) };
  }

  // A start replayed with its key answers the first start as it was answered (a different game is a 400).
  private replay(first: RoundRow, input: MinesStartRequest): MinesStartResponse {
    const same =
      first.coin === input.coin &&
      first.balance_type === input.balanceType &&
      first.mines === input.mines &&
      new Decimal(first.amount).eq(input.amount);
    if (!same) throw badRequest('idempotencyKey was already used for a different game');
    const d = coinDecimals(first.coin);
    return {
      ...this.state({ ...first, revealed: [] }),
      balance: toFixedDown(first.balance_after ?? first.balance_now ?? '0', d),
      ledgerId: first.ledger_id === null ? null : Number(first.ledger_id),
    };
  }

  // A game as its player sees it: the tiles revealed and the multipliers, never the layout.
  private state(r: Pick<RoundRow, 'id' | 'coin' | 'amount' | 'balance_type' | 'mines' | 'revealed'>): MinesRoundState {
    return {
      gameId: Number(r.id),
      coin: r.coin,
      amount: toFixedDown(r.amount, coinDecimals(r.coin)),
      balanceType: r.balance_type,
      mines: r.mines,
      revealed: [...r.revealed],
      multiplier: minesMultiplier(r.mines, r.revealed.length),
      nextMultiplier: minesNextMultiplier(r.mines, r.revealed.length),
    };
  }
}
