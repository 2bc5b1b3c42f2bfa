import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { AppHistory } from './history';

/** The app's history, for the hooks that follow navigations as they start (none under a plain test router). */
export const HistoryContext = createContext<AppHistory | null>(null);

/**
 * True while a navigation is under way: the address bar shows its target and the page before is still on screen
 * (the next page's module or the services are loading).
 */
export function useRoutePending(): boolean {
  const history = useContext(HistoryContext);
  const shown = useLocation();
  const subscribe = useCallback((changed: () => void) => history?.listen(changed) ?? (() => {}), [history]);
  const requested = useSyncExternalStore(subscribe, () => history?.location.key ?? shown.key);
  return requested !== shown.key;
}
