import { CODE } from '../../core/api';
import type { CatalogueGame, GameLaunchAnswer } from '../../core/catalogue';
import { demoUrl, goToGame, webLobbyLogin } from '../api/games';
import { NETWORK_FAILURE } from '../network/http';
import { getState } from '../store';

// The launch of a third-party game: for real money (goToGame: the deposit balance of the player's selected coin) or
// as a demo (DemoUrl). The answer names the frame's URL and the origin its messages come from.

/** How a game is played. */
export type LaunchMode = 'real' | 'demo';

/** What a launch came to. */
export type LaunchOutcome =
  | { kind: 'ready'; answer: GameLaunchAnswer }
  /** Real money needs a player: the page asks to log in. */
  | { kind: 'login' }
  | { kind: 'maintenance'; message: string }
  | { kind: 'error'; message: string };

/** The panel text of a game under maintenance (the server's own words when it says more). */
export const MAINTENANCE_TEXT = 'This game is under maintenance';
/** The panel text of a launch that failed without a message. */
export const LAUNCH_FAILED = 'The game could not be started, try again in a moment';
/** A launch answer whose frame would not be isolated from the page. */
export const UNSAFE_FRAME = 'The game could not be opened safely';

/**
 * The answer when its frame is safe to show: an http(s) URL on the origin the answer names, which is not the page's
 * own (the frame gets allow-same-origin: on our origin it could reach out of its sandbox). Null otherwise.
 */
export function safeAnswer(answer: GameLaunchAnswer, pageOrigin = window.location.origin): GameLaunchAnswer | null {
  let url: URL;
  try {
    url = new URL(answer.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin !== answer.origin || url.origin === pageOrigin) return null;
  return answer;
}

/** Launches a third-party game in a mode (no request for a game under maintenance, or real money for a guest). */
export async function launchGame(game: CatalogueGame, mode: LaunchMode): Promise<LaunchOutcome> {
  if (game.maintainState !== 0) return { kind: 'maintenance', message: MAINTENANCE_TEXT };
  if (!game.aggregator) return { kind: 'error', message: 'This game opens on its own page' };
  const s = getState();
  const device = s.device;
  let env;
  if (mode === 'demo') {
    if (!game.hasDemo) return { kind: 'error', message: 'This game has no demo' };
    env = await demoUrl(game.aggregator, { gameCode: game.gameCode, device }, { silent: true });
  } else {
    if (!s.loggedIn) return { kind: 'login' };
    // Phones log in to the game through the game API's lobby login (the spec's third-party game login); the other
    // devices launch with goToGame. Both open the same session.
    env =
      device === 'mobile'
        ? await webLobbyLogin(
            { gameId: game.gameCode, currency: s.selectedCoin, horizontal: window.innerWidth > window.innerHeight ? 1 : 0 },
            { silent: true },
          )
        : await goToGame(
            {
              gameCode: game.gameCode,
              channel: game.channel,
              gameName: game.gameName,
              id: game.gameCode,
              imgUrl: game.imgUrl,
              currency: s.selectedCoin,
              device,
            },
            { silent: true },
          );
  }
  if (env.code === CODE.OK && env.data) {
    const answer = safeAnswer(env.data);
    return answer ? { kind: 'ready', answer } : { kind: 'error', message: UNSAFE_FRAME };
  }
  if (env.code === CODE.UNAUTHORIZED) return { kind: 'login' };
  if (/maintenance/i.test(env.msg)) return { kind: 'maintenance', message: env.msg };
  return { kind: 'error', message: env.msg && env.code !== NETWORK_FAILURE ? env.msg : LAUNCH_FAILED };
}
