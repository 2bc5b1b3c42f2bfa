import { betLimitsInCoin, formatCoinLimit, stakeOutsideLimits } from '../../../src/core/betLimits';
import { coinDecimals, type Coin } from '../../../src/core/currency';
import type { HouseGame } from '../../../src/core/games';
import { Decimal, parseAmount, trimZeros } from '../../../src/core/money';
import { badRequest } from '../../errors';
import type { ReferenceCache } from '../../reference/ReferenceCache';

/** What every stake is checked for, whatever takes it (an instant bet, the start of a stateful round). */
export interface StakeRequest {
  game: HouseGame;
  coin: Coin;
  amount: string;
}

/**
 * Checks a stake against the reference tables (held in memory): the amount's precision, then the game's own params
 * error when given, then the game's state, the coin and the USD limits. Returns the amount; a refusal is a 400 with
 * the message a player reads.
 */
export async function checkStake(
  refs: ReferenceCache,
  input: StakeRequest,
  paramsError: () => string | null = () => null,
): Promise<Decimal> {
  const decimals = coinDecimals(input.coin);
  const amount = parseAmount(input.amount, decimals);
  if (!amount) throw badRequest(`amount has more decimals than ${input.coin} allows (${decimals})`);
  const problem = paramsError();
  if (problem) throw badRequest(problem);
  const tables = await refs.get();
  const game = tables.gameByName.get(input.game);
  if (!game || game.maintainState !== 0) throw badRequest(`${input.game} is under maintenance, please try again later`);
  if (!tables.coinEnabled.get(input.coin)) throw badRequest(`${input.coin} bets are not available`);
  if (amount.isZero()) return amount;
  const price = tables.usdPrice(input.coin);
  const limits = betLimitsInCoin({ minUsd: game.minBetAmount, maxUsd: game.maxBetAmount }, input.coin, price);
  const usd = (v: string): string => trimZeros(new Decimal(v).toFixed(2));
  const outside = stakeOutsideLimits(amount, limits);
  if (outside === 'min') {
    throw badRequest(
      `amount must be worth at least ${usd(game.minBetAmount)} USD (${formatCoinLimit(limits.min, input.coin)} ${input.coin})`,
    );
  }
  if (outside === 'max') {
    throw badRequest(
      `amount must be worth at most ${usd(game.maxBetAmount)} USD (${formatCoinLimit(limits.max, input.coin)} ${input.coin})`,
    );
  }
  return amount;
}
