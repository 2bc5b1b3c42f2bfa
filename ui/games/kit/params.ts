import { INSTANT_GAMES, withDefinition, type InstantGame, type ParamsOf } from '../../../src/core/games';
import type { SettledBet } from '../../../src/core/bets';
import { sentence } from '../../../src/app/games/fieldLinks';
import { formatCoin } from '../../../src/core/format';
import { Decimal } from '../../../src/core/money';
import type { UiModuleOf } from './gameModules';
import type { GameContent, UiGameModule } from './types';

/**
 * Why the panel's typed parameters cannot be bet, or null: a field that does not read as a number, then the core
 * rules (the server's own message), then the narrower limits of the game config.
 */
export function paramsProblem<G extends InstantGame>(ui: UiGameModule<G>, typed: ParamsOf<G>, content: GameContent): string | null {
  const params = ui.readParams(typed);
  if (!params) return ui.unreadable;
  const error = INSTANT_GAMES[ui.game].paramsError(params);
  return error ? sentence(error) : ui.configProblem(params, content);
}

/** The typed parameters in the form a bet request carries ("50.5" -> "50.50"), or null when the core refuses them. */
export function requestParams<G extends InstantGame>(ui: UiGameModule<G>, typed: ParamsOf<G>): ParamsOf<G> | null {
  const def = INSTANT_GAMES[ui.game];
  const params = ui.readParams(typed);
  return params && !def.paramsError(params) ? def.canonicalParams(params) : null;
}

/** A bet's parameters as the tables show them ("> 50.50", "2.00×"). */
export const betParamsText = (bet: SettledBet): string => withDefinition(bet, (b, def) => def.paramsText(b.params));

/** A bet's outcome as players read it ("83.21", "2.47×", "1000×"). */
export const betResultText = (bet: SettledBet): string => withDefinition(bet, (b, def) => def.resultText(b.outcome, b.params));

/** A bet's outcome facts beyond its result (plinko: bucket, path), from its game's UI module. */
export const betOutcomeFacts = (bet: SettledBet, moduleOf: UiModuleOf): { label: string; value: string }[] =>
  withDefinition(bet, (b) => moduleOf(b.game).outcomeFacts?.(b.outcome, b.params) ?? []);

/**
 * True when a bet paid something back: a win, or a game's paid loss (a plinko 0.5× bucket). The API's multiplier is
 * the one paid, "0" when nothing was.
 */
export const betPaid = (bet: { win: boolean; multiplier: string }): boolean => bet.win || new Decimal(bet.multiplier).gt(0);

/**
 * A bet's net result, signed: "+0.98" for a profit, "−0.5" for a paid loss, "0" when it broke even. A "+" only ever
 * marks a net profit; a gross amount is labelled "Payout" and carries no sign.
 */
export function betProfitText(bet: { amount: string; payout: string; freeBet?: true }): string {
  // A free bet's stake was the house's: it made what it paid beyond the stake, and a loss cost nothing.
  const gross = new Decimal(bet.payout).minus(bet.amount);
  const net = bet.freeBet ? Decimal.max(0, gross) : gross;
  if (net.isZero()) return '0';
  return net.gt(0) ? `+${formatCoin(net)}` : `−${formatCoin(net.abs())}`;
}

/** What a bet did, as the bet detail states it: "Won 2.0000×", "Returned 0.5×" or "Lost". */
export const betVerdict = (bet: { win: boolean; multiplier: string }): string =>
  bet.win ? `Won ${bet.multiplier}×` : betPaid(bet) ? `Returned ${bet.multiplier}×` : 'Lost';

/** A bet's parameters as the bet detail states them ("Roll over 50.50", "Target 2.00×"). */
export const betParamsSentence = (bet: SettledBet, moduleOf: UiModuleOf): string =>
  withDefinition(bet, (b) => moduleOf(b.game).paramsSentence(b.params));

/**
 * What a free bet added to the balance: its payout beyond its stake (the stake was the house's), never below zero. A
 * free bet that paid its stake or less added nothing and cost nothing.
 */
export const freeBetWon = (bet: { amount: string; payout: string }): Decimal => Decimal.max(0, new Decimal(bet.payout).minus(bet.amount));

/** The result line of a free bet: "Free bet won 0.9 USDT (10×)", or that it cost the player nothing. */
export function freeBetResultText(bet: { amount: string; payout: string; coin: string; multiplier: string }): string {
  const won = freeBetWon(bet);
  return won.gt(0) ? `Free bet won ${formatCoin(won)} ${bet.coin} (${bet.multiplier}×)` : 'Free bet lost — it cost you nothing';
}
