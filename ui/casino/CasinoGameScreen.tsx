import { Link } from 'react-router';
import { AlertTriangle, ChevronRight, RotateCw, Sparkles } from 'lucide-react';
import type { Envelope } from '../../src/core/api';
import type { GameDetail } from '../../src/core/catalogue';
import type { LaunchMode } from '../../src/app/actions/casinoLaunch';
import { houseGameOf } from '../../src/app/casino/gameLinks';
import { CATEGORY_LABELS } from '../../src/app/casino/labels';
import { useLoad } from '../promotions/useLoad';
import { CasinoGameView } from './CasinoGameView';
import { StatePanel } from './StatePanel';
import './gamePage.css';
import './grid.css';

/** The page skeleton while the game's details load: its heading and stage keep their places. */
function GameSkeleton() {
  return (
    <div className="cgame" role="status" aria-label="Loading the game" data-testid="game-skeleton">
      <div className="cgame__head">
        <div className="cgame__titles">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      </div>
      <div className="cstage">
        <div className="cstage__screen skeleton" />
      </div>
    </div>
  );
}

/**
 * A third-party game page's body (desktop and phone routes alike): the breadcrumb with the mode in play, then the game
 * once its details are in, a skeleton before, or a panel when it is not found or is one of our own games.
 */
export function CasinoGameScreen({
  load,
  loadKey,
  mode,
  onMode,
}: {
  load: () => Promise<Envelope<GameDetail>>;
  /** What is loaded (the game code): another key reads again. */
  loadKey: string;
  mode: LaunchMode;
  onMode(mode: LaunchMode): void;
}) {
  const detail = useLoad(load, loadKey);
  const game = detail.state.status === 'ok' ? detail.state.data : null;
  const house = game ? houseGameOf(game) : null;
  return (
    <>
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link to="/">Lobby</Link>
        <ChevronRight size={14} aria-hidden="true" />
        <Link to={game ? `/gameList/${game.category}` : '/gameList'}>{game ? CATEGORY_LABELS[game.category] : 'Games'}</Link>
        {game && (
          <>
            <ChevronRight size={14} aria-hidden="true" />
            <span aria-current="page">{game.title}</span>
          </>
        )}
        <span className={`badge crumbs__mode${mode === 'demo' ? ' badge--amber' : ' badge--accent'}`} data-testid="mode-badge">
          {mode === 'demo' ? 'Demo mode' : 'Real money'}
        </span>
      </nav>
      {detail.state.status === 'error' ? (
        <StatePanel
          icon={AlertTriangle}
          tone="error"
          title={detail.state.code === 404 ? 'Game not found' : "The game didn't load"}
          testId="game-load-error"
          actions={
            <>
              {detail.state.code !== 404 && (
                <button type="button" className="btn btn--primary" onClick={detail.reload}>
                  <RotateCw size={16} aria-hidden="true" /> Try again
                </button>
              )}
              <Link to="/gameList" className="btn btn--outline">
                Browse the games
              </Link>
            </>
          }
        >
          {detail.state.code === 404 ? 'This game is not in the catalogue (any more).' : detail.state.message}
        </StatePanel>
      ) : house ? (
        <StatePanel
          icon={Sparkles}
          title={`${game!.title} is one of our Originals`}
          testId="house-game"
          actions={
            <Link to={`/game/${house}`} className="btn btn--primary btn--lg">
              Open {game!.title}
            </Link>
          }
        >
          It plays on its own page, with provably fair rounds.
        </StatePanel>
      ) : game ? (
        <CasinoGameView key={game.gameCode} game={game} mode={mode} onMode={onMode} />
      ) : (
        <GameSkeleton />
      )}
    </>
  );
}
