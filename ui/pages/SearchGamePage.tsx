import { useEffect, useRef, useState } from 'react';
import { countOf } from '../../src/app/casino/labels';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Search, SearchX, X } from 'lucide-react';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../../src/app/casino/recentSearches';
import { GameGrid } from '../casino/GameGrid';
import { SearchIdle } from '../casino/SearchIdle';
import { StatePanel } from '../casino/StatePanel';
import { SEARCH_DEBOUNCE_MS, useGameSearch } from '../casino/useGameSearch';
import '../casino/lists.css';
import '../casino/search.css';

/**
 * Game search (/searchGame, and /searchGame/h5: the phone's full-screen search). Results follow the typing (300 ms of
 * quiet, one request in flight); the text is kept in the URL query (q); searches the player acted on are remembered for
 * the tab; before anything is typed, recent searches and popular games.
 */
export default function SearchGamePage() {
  const phone = useLocation().pathname === '/searchGame/h5';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [recent, setRecent] = useState(readRecentSearches);
  const search = useGameSearch(text);
  const input = useRef<HTMLInputElement>(null);
  const term = text.trim();

  // The URL follows the search once the typing settles (replace: typing is not a trail of pages to walk back).
  const paramsRef = useRef(params);
  useEffect(() => {
    paramsRef.current = params;
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = new URLSearchParams(paramsRef.current);
      if (term) next.set('q', term);
      else next.delete('q');
      if (next.toString() !== paramsRef.current.toString()) setParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, setParams]);

  const remember = () => setRecent(rememberSearch(term));
  const pick = (value: string) => {
    setText(value);
    setRecent(rememberSearch(value));
    input.current?.focus();
  };
  const results = search.page;
  return (
    <div className={`gsearch${phone ? ' gsearch--phone' : ''}`} data-testid="search-page" data-variant={phone ? 'h5' : 'page'}>
      <h1 className={phone ? 'sr-only' : 'gsearch__title'}>Search games</h1>
      <form
        role="search"
        className="gsearch__form"
        onSubmit={(e) => {
          e.preventDefault();
          remember();
          input.current?.blur();
        }}
      >
        {phone && (
          <button type="button" className="btn btn--ghost btn--icon gsearch__back" aria-label="Back" onClick={() => navigate(-1)}>
            <ArrowLeft size={20} aria-hidden="true" />
          </button>
        )}
        <label className="gsearch__box">
          <Search size={18} aria-hidden="true" className="gsearch__icon" />
          <input
            ref={input}
            type="search"
            className="gsearch__input"
            aria-label="Search games"
            placeholder="Search games"
            value={text}
            maxLength={64}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            // The phone page is the search itself: the keyboard comes up at once.
            autoFocus={phone}
            onChange={(e) => setText(e.target.value)}
            data-testid="search-input"
          />
          {text && (
            <button
              type="button"
              className="gsearch__clear"
              aria-label="Clear the search"
              onClick={() => {
                setText('');
                input.current?.focus();
              }}
            >
              <X size={16} aria-hidden="true" />
            </button>
          )}
        </label>
      </form>

      {search.status === 'idle' ? (
        <SearchIdle
          recent={recent}
          short={term.length === 1}
          onPick={pick}
          onOpen={remember}
          onClearRecent={() => {
            clearRecentSearches();
            setRecent([]);
          }}
        />
      ) : search.status === 'ok' && results && results.total === 0 ? (
        <StatePanel icon={SearchX} title={`No games found for “${search.answered}”`} testId="search-empty">
          Check the spelling, or try a provider&apos;s name or a shorter word.
        </StatePanel>
      ) : (
        <section className="gsearch__results" aria-labelledby="search-results" aria-busy={search.status === 'searching'}>
          <h2 id="search-results" className="gsearch__results-head" aria-live="polite">
            {search.status === 'ok' && results ? `${countOf(results.total, 'result')} for “${search.answered}”` : 'Searching…'}
          </h2>
          <div className={search.status === 'searching' && results ? 'is-stale' : undefined}>
            <GameGrid
              label="Search results"
              games={results?.list ?? []}
              total={results?.total ?? 0}
              status={search.status === 'error' ? 'error' : results ? 'ok' : 'loading'}
              error={search.error}
              onOpen={remember}
              onRetry={search.retry}
              empty={null}
            />
          </div>
        </section>
      )}
    </div>
  );
}
