import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { isInstantGame, isLiveGame, type InstantGame } from '../../src/core/games';
import { isHouseGame } from '../../src/app/routing/routes';
import InstantGamePage from '../games/kit/InstantGamePage';
import { LIVE_GAME_PAGES } from '../games/liveGames';
import { uiModuleOf } from '../games/registry';
import '../lobby/lobby.css';

const loading = <div className="game-page" data-testid="game-page-loading" />;

/** An instant game's page: its module's own page (mines) or the generic one. */
function GamePageOf<G extends InstantGame>({ game }: { game: G }) {
  const Page = uiModuleOf(game).Page ?? InstantGamePage;
  return (
    <Suspense fallback={loading}>
      <Page game={game} />
    </Suspense>
  );
}

/**
 * In-house game page. Every house game is an instant game (the registry's engine and bet panel, ui/games) or a live
 * game (its own page in LIVE_GAME_PAGES: crash); src/core/games/live.ts checks that no house game is neither. The
 * route validated the name already.
 */
export default function GamePage() {
  const { gameName } = useParams();
  if (!isHouseGame(gameName)) return null;
  if (isInstantGame(gameName)) return <GamePageOf key={gameName} game={gameName} />;
  if (!isLiveGame(gameName)) return null;
  const Page = LIVE_GAME_PAGES[gameName] as ComponentType<{ game: typeof gameName }>;
  return (
    <Suspense fallback={loading}>
      <Page key={gameName} game={gameName} />
    </Suspense>
  );
}
