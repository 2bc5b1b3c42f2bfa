import { Link } from 'react-router';
import { ChevronRight, Clock, Flame, LayoutGrid } from 'lucide-react';
import { listGame } from '../../src/app/api/games';
import { GameGrid } from './GameGrid';
import { useGamePages } from './useGamePages';

/** Popular games a search suggests before anything is typed. */
export const SUGGESTIONS = 12;

/** What the search shows before two characters are typed: recent searches, the way to browse, popular games. */
export function SearchIdle({
  recent,
  onPick,
  onClearRecent,
  onOpen,
  short,
}: {
  recent: readonly string[];
  onPick(term: string): void;
  onClearRecent(): void;
  onOpen(): void;
  /** One character typed: say what is needed. */
  short: boolean;
}) {
  const popular = useGamePages((page) => listGame({ sort: 'popular', size: SUGGESTIONS, page }, { silent: true }), 'popular');
  return (
    <div className="gsearch__idle">
      {short && (
        <p className="gsearch__hint" role="status">
          Type at least 2 characters to search.
        </p>
      )}
      {recent.length > 0 && (
        <section className="gsearch__recent" aria-labelledby="recent-searches">
          <div className="gsearch__row-head">
            <h2 id="recent-searches">
              <Clock size={16} aria-hidden="true" /> Recent searches
            </h2>
            <button type="button" className="link-btn" onClick={onClearRecent}>
              Clear
            </button>
          </div>
          <ul className="chip-list" data-testid="recent-searches">
            {recent.map((term) => (
              <li key={term}>
                <button type="button" className="chip-btn" onClick={() => onPick(term)}>
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link to="/searchGame/catgory" className="gsearch__browse">
        <LayoutGrid size={20} aria-hidden="true" />
        <span>
          <strong>Browse categories and providers</strong>
          <small>Slots, live casino, table games and every studio</small>
        </span>
        <ChevronRight size={18} aria-hidden="true" className="gsearch__go" />
      </Link>
      <section className="gsearch__popular" aria-labelledby="popular-games">
        <h2 id="popular-games">
          <Flame size={16} aria-hidden="true" /> Popular right now
        </h2>
        <GameGrid
          label="Popular games"
          games={popular.games}
          total={popular.games.length}
          status={popular.status}
          onRetry={popular.retry}
          onOpen={onOpen}
          skeletons={SUGGESTIONS}
          empty={null}
          showCount={false}
        />
      </section>
    </div>
  );
}
