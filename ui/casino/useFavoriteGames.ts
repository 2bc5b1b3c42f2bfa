import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CatalogueGame } from '../../src/core/catalogue';
import { loadFavoriteGames } from '../../src/app/actions/favorites';
import { orderFavorites, readFavoriteOrder } from '../../src/app/casino/favoriteOrder';
import { useStore } from '../../src/app/store';

/** The player's favourites on screen, in their own order. */
export interface FavoriteGames {
  /** 'guest' for a visitor (nothing is read). */
  status: 'guest' | 'loading' | 'error' | 'ok';
  games: CatalogueGame[];
  retry(): void;
}

/**
 * Reads every favourite once the player is known (again on a retry or another login) and shows them in the order kept
 * on this device; a game taken out of the favourites since (a heart on the page) leaves the list at once.
 */
export function useFavoriteGames(): FavoriteGames {
  const owner = useStore((s) => (s.loggedIn ? (s.user?.id ?? null) : null));
  const codes = useStore((s) => s.favoriteCodes);
  const ready = useStore((s) => s.favoritesReady);
  const [attempt, setAttempt] = useState(0);
  const key = owner === null ? null : `${owner}:${attempt}`;
  const [shown, setShown] = useState<{ key: string | null; status: 'loading' | 'error' | 'ok'; games: CatalogueGame[] }>({
    key: null,
    status: 'loading',
    games: [],
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    void loadFavoriteGames().then((games) => {
      if (!live) return;
      setShown(games ? { key, status: 'ok', games: orderFavorites(games, readFavoriteOrder()) } : { key, status: 'error', games: [] });
    });
    return () => {
      live = false;
    };
  }, [key]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const games = useMemo(() => (ready ? shown.games.filter((g) => codes[g.gameCode]) : shown.games), [ready, codes, shown.games]);
  if (key === null) return { status: 'guest', games: [], retry };
  if (shown.key !== key) return { status: 'loading', games: [], retry };
  return { status: shown.status, games, retry };
}
