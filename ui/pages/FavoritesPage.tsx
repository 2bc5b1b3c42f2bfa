import { useState } from 'react';
import { Link } from 'react-router';
import { LayoutGrid, RotateCw, AlertTriangle } from 'lucide-react';
import type { CatalogueGame } from '../../src/core/catalogue';
import { orderFavorites, writeFavoriteOrder } from '../../src/app/casino/favoriteOrder';
import { FavoriteArranger } from '../casino/FavoriteArranger';
import { SkeletonTiles } from '../casino/GameGrid';
import { StatePanel } from '../casino/StatePanel';
import { FavoritesSignIn, NoFavorites } from '../casino/NoFavorites';
import { useFavoriteGames } from '../casino/useFavoriteGames';
import '../casino/lists.css';
import '../casino/favorites.css';

/**
 * Favourites (/game/FavoriteDndLike/FavoriteIndex): the player's favourite games in their own order, arranged by drag
 * and drop or by each row's Up and Down buttons. The order is kept on this device (local storage, the spec's
 * favorites key); games favourited since (or elsewhere) come first.
 */
export default function FavoritesPage() {
  const favorites = useFavoriteGames();
  const [arranged, setArranged] = useState<number[] | null>(null);
  const games = arranged ? orderFavorites(favorites.games, arranged) : favorites.games;
  const onMove = (next: CatalogueGame[]) => {
    const codes = next.map((g) => g.gameCode);
    writeFavoriteOrder(codes);
    setArranged(codes);
  };
  return (
    <div className="glist favpage" data-testid="favorites-page">
      <header className="glist__head">
        <div className="glist__titles">
          <h1>Favourites</h1>
          <p className="glist__note">
            {favorites.status === 'ok' && games.length > 1
              ? 'Drag a game, or use its arrows, to put it where you want it.'
              : 'Your favourite games in one place.'}
          </p>
        </div>
        <div className="glist__links">
          <Link to="/gameList/favorites" className="btn btn--ghost">
            <LayoutGrid size={16} aria-hidden="true" /> Grid view
          </Link>
        </div>
      </header>
      {favorites.status === 'guest' ? (
        <FavoritesSignIn>Tap the heart on any game to keep it here, in the order you like.</FavoritesSignIn>
      ) : favorites.status === 'loading' ? (
        <div role="status" aria-label="Loading your favourites">
          <SkeletonTiles count={4} />
        </div>
      ) : favorites.status === 'error' ? (
        <StatePanel
          icon={AlertTriangle}
          tone="error"
          title="Your favourites didn't load"
          actions={
            <button type="button" className="btn btn--primary" onClick={favorites.retry}>
              <RotateCw size={16} aria-hidden="true" /> Try again
            </button>
          }
        />
      ) : games.length === 0 ? (
        <NoFavorites testId="favorites-empty" />
      ) : (
        <FavoriteArranger games={games} onMove={onMove} />
      )}
    </div>
  );
}
