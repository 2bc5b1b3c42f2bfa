import type { ReactNode } from 'react';
import { countOf } from '../../src/app/casino/labels';
import { AlertTriangle, RotateCw, SearchX } from 'lucide-react';
import { GameTile } from './GameTile';
import type { TileGame } from './GameThumb';
import type { PagesStatus } from './useGamePages';
import { StatePanel } from './StatePanel';
import './grid.css';

/** Placeholder tiles while the first page loads (the grid's own shape: nothing moves when the games arrive). */
export function SkeletonTiles({ count }: { count: number }) {
  return (
    <ul className="ggrid" aria-hidden="true" data-testid="grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="gtile gtile--skeleton">
          <span className="gthumb skeleton" />
          <span className="gtile__meta">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The shared responsive game grid: tiles, a loading skeleton, empty and error states, and "Load more" under a
 * "n of total" count while the list has more.
 */
export function GameGrid({
  games,
  total,
  status,
  error = '',
  onMore,
  onRetry,
  empty,
  onOpen,
  skeletons = 12,
  label,
  showCount = true,
}: {
  games: readonly TileGame[];
  total: number;
  status: PagesStatus;
  error?: string;
  onMore?: () => void;
  onRetry?: () => void;
  /** What an empty list says (a panel). */
  empty: ReactNode;
  onOpen?: (game: TileGame) => void;
  skeletons?: number;
  /** The list's accessible name. */
  label: string;
  /** Show "n of total" under the grid (a short fixed list does without). */
  showCount?: boolean;
}) {
  if (status === 'loading' && games.length === 0)
    return (
      <div className="ggrid-wrap" role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <SkeletonTiles count={skeletons} />
      </div>
    );
  if (status === 'error')
    return (
      <StatePanel
        icon={AlertTriangle}
        tone="error"
        title="The games didn't load"
        testId="grid-error"
        actions={
          onRetry && (
            <button type="button" className="btn btn--primary" onClick={onRetry}>
              <RotateCw size={16} aria-hidden="true" /> Try again
            </button>
          )
        }
      >
        {error}
      </StatePanel>
    );
  if (games.length === 0) return <>{empty ?? <StatePanel icon={SearchX} title="No games here" />}</>;
  const more = games.length < total;
  return (
    <div className="ggrid-wrap">
      <ul className="ggrid" aria-label={label} data-testid="game-grid">
        {games.map((g, i) => (
          <GameTile key={g.gameCode} game={g} eager={i < 6} onOpen={onOpen && (() => onOpen(g))} />
        ))}
      </ul>
      {showCount && (
        <div className="ggrid__foot">
          <p className="ggrid__count" data-testid="grid-count" aria-live="polite">
            Showing <strong>{games.length.toLocaleString('en-US')}</strong> of {countOf(total, 'game')}
          </p>
          <span className="ggrid__bar" aria-hidden="true">
            <span style={{ width: `${total > 0 ? Math.min(100, (games.length / total) * 100) : 100}%` }} />
          </span>
          {status === 'moreError' && (
            <p className="ggrid__error" role="alert">
              {error}
            </p>
          )}
          {more && onMore && (
            <button
              type="button"
              className="btn btn--outline btn--lg"
              onClick={onMore}
              disabled={status === 'more'}
              data-testid="load-more"
            >
              {status === 'more' ? 'Loading…' : status === 'moreError' ? 'Try again' : 'Load more'}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
