import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { GameDetail } from '../../src/core/catalogue';
import type { LaunchMode } from '../../src/app/actions/casinoLaunch';
import { rtpLabel, VOLATILITY_LABELS } from '../../src/app/casino/labels';
import { getState, useStore } from '../../src/app/store';
import { GameAbout } from './GameAbout';
import { GameMarksBar } from './GameMarksBar';
import { GameStage } from './GameStage';
import { GameThumb } from './GameThumb';
import { ModeBar } from './ModeBar';
import { useGameLaunch } from './useGameLaunch';

/**
 * A third-party game's page once its details are in: title, provider, RTP and volatility, like and favourite, the play
 * controls and the game's frame, then its description. On a computer the game launches at once; on a phone the page
 * shows the game first and the frame opens, over the viewport below the header, on Play.
 */
export function CasinoGameView({ game, mode, onMode }: { game: GameDetail; mode: LaunchMode; onMode(mode: LaunchMode): void }) {
  const phone = useStore((s) => s.device === 'mobile');
  const [open, setOpen] = useState(false);
  const [theatre, setTheatre] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  // A phone shows the stage once the player picks a mode (or to say the game is under maintenance: no request then).
  const stage = !phone || open || game.maintainState !== 0;
  const launch = useGameLaunch(game, mode, stage);
  const rtp = rtpLabel(game.rtp);

  const choose = useCallback(
    (next: LaunchMode) => {
      // Real money needs a player: the Login dialog, and the stage says why until the login lands.
      if (next === 'real' && !getState().loggedIn) getState().openDialog('login');
      if (next !== mode) onMode(next);
      setOpen(true);
    },
    [mode, onMode],
  );
  const fullscreen =
    typeof document !== 'undefined' && document.fullscreenEnabled
      ? () => void stageRef.current?.requestFullscreen?.().catch(() => undefined)
      : undefined;

  return (
    <div className={`cgame${theatre ? ' is-theatre' : ''}`}>
      <header className="cgame__head">
        {phone && (
          <div className="cgame__poster">
            <GameThumb game={game} eager />
          </div>
        )}
        <div className="cgame__titles">
          <h1 className="cgame__title">{game.title}</h1>
          <p className="cgame__provider">
            by <Link to={`/gameList/${game.provider}`}>{game.providerName}</Link>
          </p>
          <ul className="cgame__chips" aria-label="Game facts">
            {rtp && <li className="cchip cchip--rtp">{rtp}</li>}
            {game.volatility && <li className={`cchip cchip--${game.volatility}`}>{VOLATILITY_LABELS[game.volatility]}</li>}
            {game.maintainState === 1 && <li className="cchip cchip--down">Maintenance</li>}
          </ul>
        </div>
        <GameMarksBar initial={game.marks} />
      </header>

      {stage && (
        <GameStage
          game={game}
          launch={launch}
          mode={mode}
          phone={phone && open}
          theatre={theatre}
          onTheatre={setTheatre}
          onClose={() => setOpen(false)}
          onMode={choose}
          stageRef={stageRef}
        />
      )}

      {phone ? (
        <ModeBar mode={mode} onMode={choose} hasDemo={game.hasDemo} />
      ) : (
        <ModeBar mode={mode} onMode={choose} hasDemo={game.hasDemo} theatre={theatre} onTheatre={setTheatre} onFullscreen={fullscreen} />
      )}
      <GameAbout game={game} />
    </div>
  );
}
