import { useCallback, useEffect, useRef, useState } from 'react';
import { CODE, type Envelope } from '../../src/core/api';
import type { CatalogueGame, GamePage } from '../../src/core/catalogue';
import { NETWORK_FAILURE } from '../../src/app/network/http';

/** Where a paged list is: its first page loading or failed, shown, or a further page loading or failed. */
export type PagesStatus = 'loading' | 'error' | 'ok' | 'more' | 'moreError';

/** A paged game list on screen. */
export interface GamePages {
  games: CatalogueGame[];
  total: number;
  status: PagesStatus;
  error: string;
  /** Reads the next page (appended). */
  loadMore(): void;
  /** Reads the page that failed again. */
  retry(): void;
}

/** Shown when a list read failed without a message of its own. */
export const LIST_FAILED = "Couldn't load the games, check your connection and try again";

interface Shown {
  key: string;
  games: CatalogueGame[];
  total: number;
  page: number;
  status: PagesStatus;
  error: string;
}

const fresh = (key: string): Shown => ({ key, games: [], total: 0, page: 0, status: 'loading', error: '' });

/**
 * Pages of a game list (listGame, collectList), read one at a time: a new `key` (other filters) starts afresh and drops
 * the answers still on their way for the key before; "load more" appends the next page, skipping games already shown
 * (a list that moved between two reads).
 */
export function useGamePages(load: (page: number) => Promise<Envelope<GamePage>>, key: string): GamePages {
  const [shown, setShown] = useState<Shown>(() => fresh(key));
  if (shown.key !== key) setShown(fresh(key));
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const seq = useRef(0);

  const read = useCallback((forKey: string, page: number) => {
    const mine = ++seq.current;
    void loadRef.current(page).then((env) => {
      if (mine !== seq.current) return;
      setShown((s) => {
        if (s.key !== forKey) return s;
        if (env.code === CODE.OK && env.data) {
          const seen = new Set(s.games.map((g) => g.gameCode));
          const games = page === 1 ? env.data.list : [...s.games, ...env.data.list.filter((g) => !seen.has(g.gameCode))];
          return { ...s, games, total: env.data.total, page, status: 'ok', error: '' };
        }
        const error = env.code === NETWORK_FAILURE || !env.msg ? LIST_FAILED : env.msg;
        return { ...s, status: page === 1 ? 'error' : 'moreError', error };
      });
    });
  }, []);

  useEffect(() => read(key, 1), [key, read]);

  const current = shown.key === key ? shown : fresh(key);
  const loadMore = () => {
    if (current.status !== 'ok' && current.status !== 'moreError') return;
    if (current.games.length >= current.total) return;
    setShown({ ...current, status: 'more' });
    read(key, current.page + 1);
  };
  const retry = () => {
    if (current.status === 'error') {
      setShown(fresh(key));
      read(key, 1);
    } else if (current.status === 'moreError') loadMore();
  };
  return { games: current.games, total: current.total, status: current.status, error: current.error, loadMore, retry };
}
