import { useEffect, useState } from 'react';
import { Heart } from 'lucide-react';
import { ensureFavorites, toggleFavorite } from '../../src/app/actions/favorites';
import { useStore } from '../../src/app/store';

/**
 * A game's favourite toggle: its state is the store's favourite set (loaded once per login, here if no screen did
 * yet), so a list of tiles asks the server nothing per tile. A guest's click opens the Login dialog.
 */
export function FavoriteButton({ gameCode, title, className = '' }: { gameCode: number; title: string; className?: string }) {
  const on = useStore((s) => s.favoriteCodes[gameCode] === true);
  const loggedIn = useStore((s) => s.loggedIn);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (loggedIn) void ensureFavorites();
  }, [loggedIn]);
  const click = async () => {
    setBusy(true);
    try {
      await toggleFavorite(gameCode);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`fav-btn${on ? ' is-on' : ''} ${className}`.trim()}
      aria-pressed={on}
      aria-label={`Favourite ${title}`}
      aria-busy={busy || undefined}
      data-testid="fav-toggle"
      onClick={() => void click()}
    >
      <Heart size={18} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}
