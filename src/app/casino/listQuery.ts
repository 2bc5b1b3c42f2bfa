import { GAME_SORTS, type CategoryCode, type GameSort } from '../../core/catalogue';
import type { ListGameBody } from '../api/games';
import { isCategory, PROVIDER_CODE, type ListScope } from './labels';

// A game list's filters live in the URL query (category, provider, sort), so a list can be shared, reloaded and
// walked back through; a /gameList/{id} page fixes one of them by its path.

/** The filters of a game list as the query says them. */
export interface ListFilters {
  category: CategoryCode | null;
  provider: string | null;
  sort: GameSort;
}

/** The order of a list when the query names none. */
export const DEFAULT_SORT: GameSort = 'popular';

const isSort = (value: string | null): value is GameSort => (GAME_SORTS as readonly (string | null)[]).includes(value);

/** The filters a query names; unknown values are left out (a hand-edited URL lists everything rather than nothing). */
export function readFilters(params: URLSearchParams): ListFilters {
  const category = params.get('category');
  const provider = params.get('provider');
  const sort = params.get('sort');
  return {
    category: isCategory(category) ? category : null,
    provider: provider !== null && PROVIDER_CODE.test(provider) ? provider : null,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The query with the filters changed: cleared ones and the default order are left out; other parameters stay. */
export function writeFilters(params: URLSearchParams, patch: Partial<ListFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null | undefined) => {
    if (value === undefined) return;
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  set('category', patch.category);
  set('provider', patch.provider);
  if (patch.sort !== undefined) set('sort', patch.sort === DEFAULT_SORT ? null : patch.sort);
  return next;
}

/** The listGame body of a page of a list: the scope's fixed filter wins over the query's. */
export function listBody(scope: ListScope, filters: ListFilters, page: number, size: number): ListGameBody {
  const category = scope.kind === 'category' ? scope.category : filters.category;
  const provider = scope.kind === 'provider' ? scope.provider : filters.provider;
  return {
    page,
    size,
    sort: filters.sort,
    ...(category ? { category } : {}),
    ...(provider ? { provider } : {}),
  };
}
