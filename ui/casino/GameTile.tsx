import { Link } from 'react-router';
import { Play, Wrench } from 'lucide-react';
import { gameHref, houseGameOf } from '../../src/app/casino/gameLinks';
import { rtpLabel } from '../../src/app/casino/labels';
import { useStore } from '../../src/app/store';
import { FavoriteButton } from './FavoriteButton';
import { GameThumb, type TileGame } from './GameThumb';

/**
 * One game in a list: thumbnail, title, provider and RTP chip, with a favourite heart. On a computer, hovering (or
 * focusing) shows Play and Demo over the picture; on a phone the tile is one tap target that opens the game's page.
 */
export function GameTile({
  game,
  eager = false,
  onOpen,
  testId = 'game-tile',
}: {
  game: TileGame;
  eager?: boolean;
  onOpen?: () => void;
  testId?: string;
}) {
  const device = useStore((s) => s.device);
  const phone = device === 'mobile';
  const house = houseGameOf(game) !== null;
  const rtp = rtpLabel(game.rtp ?? null);
  const down = game.maintainState === 1;
  const provider = game.providerName ?? (house ? 'HighStakes Originals' : '');
  return (
    <li className={`gtile${down ? ' is-down' : ''}`} data-testid={testId} data-code={game.gameCode}>
      <Link to={gameHref(game, device)} className="gtile__link" onClick={onOpen} data-testid="game-tile-link">
        <GameThumb game={game} eager={eager} />
        <span className="gtile__meta">
          <strong className="gtile__title">{game.title}</strong>
          {provider && <small className="gtile__provider">{provider}</small>}
        </span>
      </Link>
      <span className="gtile__chips" aria-hidden={!rtp && !down}>
        {rtp && <span className="gtile__chip">{rtp}</span>}
        {down && (
          <span className="gtile__chip gtile__chip--down">
            <Wrench size={12} aria-hidden="true" /> Maintenance
          </span>
        )}
      </span>
      {!phone && !down && (
        <span className="gtile__hover">
          {/* The tile's own link goes to the same page: this one is for the mouse, out of the tab order. */}
          <Link to={gameHref(game, device)} className="gtile__play" tabIndex={-1} onClick={onOpen} aria-label={`Play ${game.title}`}>
            <Play size={22} aria-hidden="true" fill="currentColor" />
          </Link>
          {!house && game.hasDemo && (
            <Link to={gameHref(game, device, true)} className="gtile__demo" onClick={onOpen} aria-label={`Play ${game.title} in demo mode`}>
              Demo
            </Link>
          )}
        </span>
      )}
      <FavoriteButton gameCode={game.gameCode} title={game.title} className="gtile__fav" />
    </li>
  );
}
