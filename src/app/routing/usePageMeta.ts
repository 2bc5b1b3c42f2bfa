import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { entryTitle, matchEntry } from './routes';
import { setPageMeta } from './site';

/** Title and canonical link of the current route, from its row in the route table. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const match = matchEntry(pathname);
  const title = match ? entryTitle(match.entry, match.params) : '';
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
