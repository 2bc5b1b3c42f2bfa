import { Link } from 'react-router';
import { AlertTriangle, ChevronRight, Dices, Layers, Search, Tv, Spade, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { countOf, isCategory } from '../../src/app/casino/labels';
import { StatePanel } from '../casino/StatePanel';
import { useGameTypes, useOperations, useProviders } from '../casino/useCatalogueMeta';
import '../casino/lists.css';
import '../casino/browse.css';

/** Each category's icon. */
const CATEGORY_ICONS: Record<string, LucideIcon> = { 'HS-GAME': Sparkles, slots: Dices, live: Tv, table: Spade };

/** A provider's mark when it has no logo: its initials on a tinted square. */
function ProviderMark({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  if (logoUrl) return <img className="pcard__logo" src={logoUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />;
  return (
    <span className="pcard__logo pcard__logo--text" aria-hidden="true">
      {name.slice(0, 2).toUpperCase()}
    </span>
  );
}

/** /searchGame/catgory: the categories and the providers to browse (and the aggregators that bring them). */
export default function SearchCategoryPage() {
  const types = useGameTypes();
  const providers = useProviders();
  const operations = useOperations();
  return (
    <div className="browse" data-testid="search-category">
      <header className="glist__head">
        <div className="glist__titles">
          <h1>Categories and providers</h1>
          <p className="glist__note">Pick a kind of game or a studio.</p>
        </div>
        <div className="glist__links">
          <Link to="/searchGame" className="btn btn--ghost">
            <Search size={16} aria-hidden="true" /> Search
          </Link>
        </div>
      </header>

      <section aria-labelledby="browse-categories" className="browse__section">
        <h2 id="browse-categories">Categories</h2>
        {types.failed ? (
          <StatePanel icon={AlertTriangle} tone="error" title="The categories didn't load" />
        ) : (
          <ul className="browse__cats" data-testid="category-links">
            {(types.data ?? []).map((t) => {
              const Icon = CATEGORY_ICONS[t.code] ?? Layers;
              return (
                <li key={t.code}>
                  <Link to={`/gameList/${isCategory(t.code) ? t.code : encodeURIComponent(t.code)}`} className={`ccard ccard--${t.code}`}>
                    <Icon size={26} aria-hidden="true" className="ccard__icon" />
                    <span className="ccard__text">
                      <strong>{t.name}</strong>
                      <small>{countOf(t.total, 'game')}</small>
                    </span>
                    <ChevronRight size={18} aria-hidden="true" className="ccard__go" />
                  </Link>
                </li>
              );
            })}
            {!types.data &&
              Array.from({ length: 4 }, (_, i) => <li key={i} className="ccard ccard--skeleton skeleton" aria-hidden="true" />)}
          </ul>
        )}
      </section>

      <section aria-labelledby="browse-providers" className="browse__section">
        <h2 id="browse-providers">Providers</h2>
        {providers.failed ? (
          <StatePanel icon={AlertTriangle} tone="error" title="The providers didn't load" />
        ) : (
          <ul className="browse__providers" data-testid="provider-links">
            {(providers.data ?? []).map((p) => (
              <li key={p.code}>
                <Link to={`/gameList/${p.code}`} className="pcard">
                  <ProviderMark name={p.name} logoUrl={p.logoUrl} />
                  <span className="pcard__text">
                    <strong>{p.name}</strong>
                    <small>{countOf(p.games, 'game')}</small>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {operations.data && operations.data.length > 0 && (
        <section aria-labelledby="browse-aggregators" className="browse__section">
          <h2 id="browse-aggregators">Game aggregators</h2>
          <ul className="browse__ops" data-testid="aggregators">
            {operations.data.map((o) => (
              <li key={o.code} className="opcard">
                <strong>{o.name}</strong>
                <small>
                  {countOf(o.games, 'game')} from {o.providers.length} {o.providers.length === 1 ? 'studio' : 'studios'}
                </small>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
