import { useEffect } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import { entryTitle, type RouteEntry } from './routes';
import { setPageMeta } from './site';

/** Title and canonical link of the current route, from its row in the route table. */
export function usePageMeta(): void {
  const matches = useMatches();
  const params = useParams();
  const { pathname } = useLocation();
  const entry = (matches[matches.length - 1]?.handle as { entry?: RouteEntry } | undefined)?.entry;
  const title = entry ? entryTitle(entry, params) : '';
  useEffect(() => {
    setPageMeta(title, pathname);
  }, [title, pathname]);
}

/** On every page change the view scrolls smoothly to the top, or to the anchor of the hash. */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (typeof window.scrollTo !== 'function') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, hash]);
}
