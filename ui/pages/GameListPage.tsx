import { useMemo, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowUpDown, LayoutGrid, Search, SearchX } from 'lucide-react';
import { GAME_PAGE_SIZE } from '../../src/core/catalogue';
import { listGame } from '../../src/app/api/games';
import { CATEGORY_LABELS, countOf, listScope, type ListScope } from '../../src/app/casino/labels';
import { listBody, readFilters, writeFilters, type ListFilters } from '../../src/app/casino/listQuery';
import { GameFilters } from '../casino/GameFilters';
import { GameGrid } from '../casino/GameGrid';
import { StatePanel } from '../casino/StatePanel';
import { FavoritesSignIn, NoFavorites } from '../casino/NoFavorites';
import { useProviders } from '../casino/useCatalogueMeta';
import { useFavoriteGames } from '../casino/useFavoriteGames';
import { useGamePages } from '../casino/useGamePages';
import '../casino/lists.css';

/** The page's heading and line. */
function ListHead({ title, note, children }: { title: string; note?: string; children?: ReactNode }) {
  return (
    <header className="glist__head">
      <div className="glist__titles">
        <h1>{title}</h1>
        {note && <p className="glist__note">{note}</p>}
      </div>
      <div className="glist__links">{children}</div>
    </header>
  );
}

/** A list of the catalogue: everything, a category's or a provider's games, filtered and ordered by the URL query. */
function CatalogueList({ scope }: { scope: Exclude<ListScope, { kind: 'favorites' }> }) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const providers = useProviders();
  const body = listBody(scope, filters, 1, GAME_PAGE_SIZE);
  const key = JSON.stringify(body);
  const pages = useGamePages((page) => listGame({ ...body, page }, { silent: true }), key);
  const update = (patch: Partial<ListFilters>) => setParams(writeFilters(params, patch), { replace: true });

  const provider = scope.kind === 'provider' ? providers.data?.find((p) => p.code === scope.provider) : undefined;
  const title =
    scope.kind === 'category'
      ? CATEGORY_LABELS[scope.category]
      : scope.kind === 'provider'
        ? (provider?.name ?? scope.provider)
        : 'All games';
  const note = pages.status === 'loading' ? undefined : countOf(pages.total, 'game');
  const filtered = filters.category !== null || filters.provider !== null;
  return (
    <div className="glist" data-testid="game-list" data-scope={scope.kind}>
      <ListHead title={title} note={note}>
        <Link to="/searchGame" className="btn btn--ghost">
          <Search size={16} aria-hidden="true" /> Search
        </Link>
        <Link to="/searchGame/catgory" className="btn btn--ghost">
          <LayoutGrid size={16} aria-hidden="true" /> Browse
        </Link>
      </ListHead>
      <GameFilters
        filters={filters}
        onChange={update}
        providers={providers.data ?? []}
        showCategory={scope.kind !== 'category'}
        showProvider={scope.kind !== 'provider'}
      />
      <GameGrid
        label={`${title} games`}
        games={pages.games}
        total={pages.total}
        status={pages.status}
        error={pages.error}
        onMore={pages.loadMore}
        onRetry={pages.retry}
        empty={
          <StatePanel
            icon={SearchX}
            title="No games match"
            testId="grid-empty"
            actions={
              filtered && (
                <button type="button" className="btn btn--primary" onClick={() => update({ category: null, provider: null })}>
                  <ArrowUpDown size={16} aria-hidden="true" /> Clear the filters
                </button>
              )
            }
          >
            {filtered ? 'Try another category or provider.' : 'Games of this list are on their way.'}
          </StatePanel>
        }
      />
    </div>
  );
}

/** The favourites as a grid (/gameList/favorites), in the player's own order; arranging them has its own page. */
function FavoritesList() {
  const favorites = useFavoriteGames();
  const games = favorites.games;
  return (
    <div className="glist" data-testid="game-list" data-scope="favorites">
      <ListHead title="Favourites" note={favorites.status === 'ok' ? countOf(games.length, 'game') : undefined}>
        {favorites.status === 'ok' && games.length > 1 && (
          <Link to="/game/FavoriteDndLike/FavoriteIndex" className="btn btn--ghost" data-testid="arrange-link">
            <ArrowUpDown size={16} aria-hidden="true" /> Arrange
          </Link>
        )}
      </ListHead>
      {favorites.status === 'guest' ? (
        <FavoritesSignIn>Tap the heart on any game to keep it here.</FavoritesSignIn>
      ) : (
        <GameGrid
          label="Favourite games"
          games={games}
          total={games.length}
          status={favorites.status}
          onRetry={favorites.retry}
          empty={<NoFavorites testId="grid-empty" />}
        />
      )}
    </div>
  );
}

/** /gameList and /gameList/{id}: the catalogue, a category, a provider, or the favourites (the route validated the id). */
export default function GameListPage() {
  const { id } = useParams();
  const scope = useMemo(() => listScope(id), [id]);
  if (!scope) return null;
  if (scope.kind === 'favorites') return <FavoritesList />;
  return <CatalogueList key={id ?? ''} scope={scope} />;
}
