import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AlertTriangle, RotateCw } from 'lucide-react';
import type { SportsToken } from '../../src/core/sportsbook';
import { fetchBookToken, useBookHost } from '../sportsbook/useBookHost';
import '../sportsbook/sportsbook.css';

/**
 * The frame's sandbox: scripts, its own storage (its origin is the book's, never ours), forms and pop-ups (a match's
 * stream or rules); never navigation of our page.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

type Boot = { kind: 'loading' } | { kind: 'ready'; origin: string; src: string; first: SportsToken } | { kind: 'error' };

/** The book's route of our address: /sportsbook/soccer?live=1 → /soccer?live=1. */
function bookPathOf(pathname: string, search: string): string {
  const rest = pathname.replace(/^\/sportsbook/, '');
  return `${rest.startsWith('/') ? rest : `/${rest}`}${search}`;
}

/**
 * The sportsbook: the book's own product in one frame, on its origin. Catch-all on the slug; the page and its frame
 * stay mounted while the slug changes (the route is pushed into the frame, never reloaded: nothing here is keyed on
 * it). The frame is as tall as the book's content, so the page scrolls, not the frame.
 */
export default function SportsbookPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const path = bookPathOf(location.pathname, location.search);
  const [boot, setBoot] = useState<Boot>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [height, setHeight] = useState<number | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The route the frame first opens; later routes travel as messages.
  const firstPath = useRef(path);

  useEffect(() => {
    let on = true;
    void fetchBookToken().then((first) => {
      if (!on) return;
      if (!first) return setBoot({ kind: 'error' });
      const src = new URL(firstPath.current.replace(/^\//, ''), first.url).href;
      setBoot({ kind: 'ready', origin: new URL(first.url).origin, src, first });
    });
    return () => {
      on = false;
    };
  }, [attempt]);

  const ready = boot.kind === 'ready' ? boot : null;
  const book = useMemo(() => (ready ? { origin: ready.origin, first: ready.first } : null), [ready]);

  const onScrollTop = useCallback(() => {
    const el = frameRef.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top;
    // Only when the frame's top is out of sight above the header.
    if (top < 0) window.scrollBy({ top: top - 8 });
  }, []);

  useBookHost(book, frameRef, path, {
    // The book's own move: our address follows without a new history entry (the frame's move made one).
    onNavigate: (p) => navigate(`/sportsbook${p === '/' ? '' : p}`, { replace: true }),
    onResize: setHeight,
    onScrollTop,
  });

  return (
    <section className="sbook" data-testid="sportsbook" data-state={boot.kind}>
      <h1 className="sr-only">Sportsbook</h1>
      {boot.kind === 'error' ? (
        <div className="sbook__panel card" role="alert" data-testid="sportsbook-error">
          <AlertTriangle size={28} aria-hidden="true" />
          <h2>The sportsbook is not available right now</h2>
          <p>Its odds could not be loaded. Your balance is safe; try again in a moment.</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              setBoot({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            <RotateCw size={16} aria-hidden="true" /> Try again
          </button>
        </div>
      ) : (
        <div className={`sbook__stage${height === null ? ' is-loading' : ''}`}>
          {height === null && (
            <div className="sbook__skeleton" aria-hidden="true" data-testid="sportsbook-loading">
              <span className="sbook__bar" />
              {Array.from({ length: 6 }, (_, i) => (
                <span key={i} className="sbook__row" />
              ))}
            </div>
          )}
          {ready && (
            <iframe
              ref={frameRef}
              className="sbook__frame"
              title="Sportsbook"
              src={ready.src}
              sandbox={SANDBOX}
              allow="clipboard-write"
              referrerPolicy="strict-origin"
              data-testid="sportsbook-frame"
              style={height === null ? undefined : { height }}
            />
          )}
        </div>
      )}
    </section>
  );
}
