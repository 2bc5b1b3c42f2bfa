import { CATEGORY_CODES, GAME_SORTS, type CategoryCode, type GameSort, type ProviderCount } from '../../src/core/catalogue';
import { CATEGORY_LABELS } from '../../src/app/casino/labels';
import type { ListFilters } from '../../src/app/casino/listQuery';
import { SegTabs } from '../common/SegTabs';

/** The orders of a list as the player reads them. */
export const SORT_LABELS: Record<GameSort, string> = { popular: 'Most popular', new: 'Newest', az: 'A to Z', rtp: 'Highest RTP' };

const CATEGORY_TABS: readonly (readonly ['all' | CategoryCode, string])[] = [
  ['all', 'All games'],
  ...CATEGORY_CODES.map((c) => [c, CATEGORY_LABELS[c]] as const),
];

/**
 * A list's filters: category tabs (unless the page is a category's), a provider select (unless it is a provider's)
 * and the order. The page keeps them in the URL query.
 */
export function GameFilters({
  filters,
  onChange,
  providers,
  showCategory,
  showProvider,
}: {
  filters: ListFilters;
  onChange(patch: Partial<ListFilters>): void;
  providers: readonly ProviderCount[];
  showCategory: boolean;
  showProvider: boolean;
}) {
  return (
    <div className="gfilters" data-testid="game-filters">
      {showCategory && (
        <SegTabs
          className="gfilters__tabs"
          label="Category"
          options={CATEGORY_TABS}
          value={filters.category ?? 'all'}
          onChange={(key) => onChange({ category: key === 'all' ? null : key })}
        />
      )}
      <div className="gfilters__selects">
        {showProvider && (
          <label className="gfilters__field">
            <span>Provider</span>
            <select
              className="select"
              value={filters.provider ?? ''}
              onChange={(e) => onChange({ provider: e.target.value || null })}
              data-testid="provider-select"
            >
              <option value="">All providers</option>
              {providers.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name} ({p.games})
                </option>
              ))}
              {/* A provider named by the URL that the list does not know (yet) stays selected. */}
              {filters.provider && !providers.some((p) => p.code === filters.provider) && (
                <option value={filters.provider}>{filters.provider}</option>
              )}
            </select>
          </label>
        )}
        <label className="gfilters__field">
          <span>Sort by</span>
          <select
            className="select"
            value={filters.sort}
            onChange={(e) => onChange({ sort: e.target.value as GameSort })}
            data-testid="sort-select"
          >
            {GAME_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
