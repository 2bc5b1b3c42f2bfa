import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadChunk } from '../boot/chunkReload';

/** The query parameters the site acts on (error: a provider refused a sign-in popup). */
const HANDLED = /[?&](code|stag|partner|sharCode|params|error)=[^&]/;

/** True when a location search carries a parameter the site acts on, with a value. */
export function carriesHandledParams(search: string): boolean {
  return HANDLED.test(search);
}

/**
 * On load and navigation: code answers the opener, stag/partner become cookies, sharCode starts the share flow, params
 * opens an order. The handlers' code is fetched only when the address carries one of those parameters (most visits
 * carry none, so it is not part of the first paint).
 */
export function useQueryParams(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (!carriesHandledParams(search)) return undefined;
    let cancelled = false;
    let cleanup = () => {};
    void loadChunk(() => import('./queryParams')).then(
      (m) => {
        if (!cancelled) cleanup = m.handleQueryParams(search);
      },
      (error: unknown) => console.warn('the query parameters could not be handled', error),
    );
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [search]);
}
