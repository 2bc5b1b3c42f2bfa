import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { isInstantGame, isLiveGame, type InstantGame } from '../../src/core/games';
import { isHouseGame } from '../../src/app/routing/routes';
import InstantGamePage from '../games/kit/InstantGamePage';
import { GameModules } from '../games/kit/gameModules';
import { LIVE_UI_GAMES, uiModuleOf } from '../games/registry';
import '../lobby/lobby.css';

// While a game's own page loads, its place keeps a screen's height (the footer below stays out of view instead of
// showing mid-screen and jumping down when the game comes in: a layout shift) and says what is coming.
const loading = (
  <div className="game-page game-page--loading" data-testid="game-page-loading" role="status">
    <span className="loader-dots" aria-hidden="true">
      <i />
      <i />
      <i />
    </span>
    Loading the game
  </div>
);

/** An instant game's page, handed its module: the module's own page (mines) or the generic one. */
function GamePageOf<G extends InstantGame>({ game }: { game: G }) {
  const module = uiModuleOf(game);
  const Page = module.Page ?? InstantGamePage;
  return (
    <GameModules moduleOf={uiModuleOf}>
      <Suspense fallback={loading}>
        <Page module={module} />
      </Suspense>
    </GameModules>
  );
}

/**
 * In-house game page. Every house game is an instant game (the registry's module: engine, bet panel and fields) or a
 * live game (its module's own page: crash); src/core/games/live.ts checks that no house game is neither. The route
 * validated the name already.
 */
export default function GamePage() {
  const { gameName } = useParams();
  if (!isHouseGame(gameName)) return null;
  if (isInstantGame(gameName)) return <GamePageOf key={gameName} game={gameName} />;
  if (!isLiveGame(gameName)) return null;
  const Page = LIVE_UI_GAMES[gameName].Page as ComponentType<{ game: typeof gameName }>;
  return (
    <Suspense fallback={loading}>
      <Page key={gameName} game={gameName} />
    </Suspense>
  );
}
