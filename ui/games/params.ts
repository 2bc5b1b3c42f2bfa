import { INSTANT_GAMES, withDefinition, type InstantGame, type ParamsOf } from '../../src/core/games';
import type { SettledBet } from '../../src/core/bets';
import { sentence } from '../../src/app/games/fieldLinks';
import { uiModuleOf } from './registry';
import type { GameContent } from './types';

/**
 * Why the panel's typed parameters cannot be bet, or null: a field that does not read as a number, then the core
 * rules (the server's own message), then the narrower limits of the game config.
 */
export function paramsProblem<G extends InstantGame>(game: G, typed: ParamsOf<G>, content: GameContent): string | null {
  const ui = uiModuleOf(game);
  const params = ui.readParams(typed);
  if (!params) return ui.unreadable;
  const error = INSTANT_GAMES[game].paramsError(params);
  return error ? sentence(error) : ui.configProblem(params, content);
}

/** The typed parameters in the form a bet request carries ("50.5" -> "50.50"), or null when the core refuses them. */
export function requestParams<G extends InstantGame>(game: G, typed: ParamsOf<G>): ParamsOf<G> | null {
  const def = INSTANT_GAMES[game];
  const params = uiModuleOf(game).readParams(typed);
  return params && !def.paramsError(params) ? def.canonicalParams(params) : null;
}

/** A bet's parameters as the tables show them ("> 50.50", "2.00×"). */
export const betParamsText = (bet: SettledBet): string => withDefinition(bet, (b, def) => def.paramsText(b.params));

/** A bet's outcome as players read it ("83.21", "2.47×"). */
export const betResultText = (bet: SettledBet): string => withDefinition(bet, (b, def) => def.resultText(b.outcome));

/** A bet's parameters as the bet detail states them ("Roll over 50.50", "Target 2.00×"). */
export const betParamsSentence = (bet: SettledBet): string => withDefinition(bet, (b) => uiModuleOf(b.game).paramsSentence(b.params));
