import { useState } from 'react';
import { houseGameOf, type GameRef } from '../../src/app/casino/gameLinks';
import { GameArt } from '../lobby/GameArt';
import '../lobby/lobby.css';
import './tiles.css';

/** What a tile shows of a game: the catalogue's fields, the optional ones absent in the lobby's played games. */
export interface TileGame extends GameRef {
  title: string;
  imgUrl: string;
  imgUrlSmall?: string | null;
  providerName?: string;
  provider?: string;
  rtp?: string | null;
  hasDemo?: boolean;
  maintainState?: number;
}

/** Tile widths by viewport (two columns on phones, up to six on wide screens): the browser picks 240 or 480 from them. */
export const TILE_SIZES = '(max-width: 768px) 46vw, (max-width: 1200px) 23vw, 200px';

/**
 * A game's picture in a fixed 4:3 box (nothing moves when it loads): a house game's own SVG art, a third-party game's
 * WebP thumbnail (240 and 480 wide, loaded lazily), or its initials when the picture cannot load.
 */
export function GameThumb({ game, eager = false }: { game: TileGame; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const house = houseGameOf(game);
  if (house)
    return (
      <span className={`gthumb gthumb--house game-card--${house}`}>
        <GameArt game={house} />
      </span>
    );
  if (failed || !game.imgUrl)
    return (
      <span className="gthumb gthumb--blank" aria-hidden="true">
        {initials(game.title)}
      </span>
    );
  return (
    <span className="gthumb">
      <img
        src={game.imgUrl}
        srcSet={game.imgUrlSmall ? `${game.imgUrlSmall} 240w, ${game.imgUrl} 480w` : undefined}
        sizes={game.imgUrlSmall ? TILE_SIZES : undefined}
        width={480}
        height={360}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}

/** Up to two initials of a title ("Neon Reels" → "NR"). */
export function initials(title: string): string {
  return title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
