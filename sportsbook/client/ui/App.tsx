import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { Route } from '../router';
import { useBook, useBookState, useRoute } from '../hooks';
import { BetSlip } from './BetSlip';
import { EventPage } from './EventPage';
import { MyBetsPage } from './MyBets';
import { SideNav, TopTabs } from './Nav';
import { HomePage, LeaguePage, LivePage, MissingPage, SportPage } from './pages';
import { PhoneSlip } from './PhoneSlip';
import { useStickTop } from './sticky';
import { cls } from './useFlash';
import { VisibleSpan } from '../visibleSpan';

/** Whether a media query matches, following it. */
function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}

function Page({ route }: { route: Route }) {
  switch (route.name) {
    case 'home':
      return <HomePage />;
    case 'live':
      return <LivePage />;
    case 'bets':
      return <MyBetsPage />;
    case 'event':
      return <EventPage id={route.id} />;
    case 'sport':
      return <SportPage sport={route.sport} />;
    case 'league':
      return <LeaguePage sport={route.sport} league={route.league} />;
    case 'missing':
      return <MissingPage />;
  }
}

/** The slip column beside the matches (tablet and desktop), kept in view while scrolling. */
function SlipColumn() {
  const ref = useRef<HTMLDivElement>(null);
  useStickTop(ref, 12);
  return (
    <div ref={ref} className="slipcol">
      <div className="card">
        <BetSlip />
      </div>
    </div>
  );
}

/** The polite live region: goals and settlements, said once. */
function LiveRegion() {
  const text = useBookState((s) => s.announcement);
  return (
    <div className="sr-only" role="status" aria-live="polite">
      {text}
    </div>
  );
}

/** The page: navigation, the route's content, the bet slip; its height reported to the host. */
export function App() {
  const book = useBook();
  const route = useRoute();
  const framed = useBookState((s) => s.framed);
  const bookName = useBookState((s) => s.bookName);
  const barShown = useBookState((s) => s.slip.picks.length > 0 && !s.slipOpen);
  const sheetOpen = useBookState((s) => s.slipOpen);
  const wide = useMedia('(min-width: 720px)');
  const desktop = useMedia('(min-width: 1080px)');
  // Framed by a host that does not say where the frame sits in its window: the book measures it (visibleSpan.ts).
  const measureSpan = useBookState((s) => s.framed && s.viewport?.offset === undefined);
  const docHeight = useBookState((s) => s.docHeight);
  const root = useRef<HTMLDivElement>(null);
  const span = useRef<VisibleSpan | null>(null);

  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const measure = () => book.setHeight(Math.ceil(el.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el, { box: 'border-box' });
    return () => observer.disconnect();
  }, [book]);

  useEffect(() => {
    if (!measureSpan || !VisibleSpan.supported()) return;
    const measurer = new VisibleSpan(document.body, (s) => book.setSpan(s));
    measurer.setHeight(book.store.get().docHeight);
    span.current = measurer;
    return () => {
      measurer.close();
      span.current = null;
      book.setSpan(null);
    };
  }, [book, measureSpan]);

  useEffect(() => span.current?.setHeight(docHeight), [docHeight]);

  return (
    <div
      ref={root}
      className={cls('book', framed ? 'is-framed' : 'is-standalone', !wide && barShown && 'has-bar', !wide && sheetOpen && 'has-sheet')}
    >
      {!framed && (
        <div className="preview">
          <strong>{bookName}</strong> <span className="muted">Preview: prices only. Open the sportsbook from the casino to bet.</span>
        </div>
      )}
      {!desktop && <TopTabs />}
      <div className="layout">
        {desktop && (
          <aside className="layout__nav">
            <SideNav />
          </aside>
        )}
        <main className="layout__main">
          <Page key={book.router.current.split('?')[0]} route={route} />
        </main>
        {wide && (
          <aside className="layout__slip" aria-label="Bet slip">
            <SlipColumn />
          </aside>
        )}
      </div>
      {!wide && <PhoneSlip />}
      <LiveRegion />
    </div>
  );
}
