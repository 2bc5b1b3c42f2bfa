import { Link, useLocation } from 'react-router';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { entryTitle, matchEntry } from '../../src/app/routing/routes';
import { ROUTE_AREAS } from '../../src/app/routing/areas';
import { AREA_ICONS } from '../common/areaIcons';

/** A designed placeholder for an area that is not built yet; its title comes from the route table, its icon and sentence from the areas table. */
export default function ComingSoonPage() {
  const match = matchEntry(useLocation().pathname);
  const entry = match?.entry;
  const title = match ? entryTitle(match.entry, match.params) : 'Coming soon';
  const area = entry ? ROUTE_AREAS[entry.id] : undefined;
  const Icon = area ? AREA_ICONS[area.icon] : Sparkles;
  return (
    <section className="placeholder" data-testid="coming-soon" data-route={entry?.id}>
      <div className="placeholder__glow" aria-hidden="true" />
      <div className="placeholder__icon" aria-hidden="true">
        <Icon size={34} />
      </div>
      <span className="badge badge--amber">Coming soon</span>
      <h1 className="placeholder__title">{title}</h1>
      <p className="placeholder__text">{area?.blurb ?? 'This part of HighStakes is being built.'}</p>
      <Link to="/" className="btn btn--primary btn--lg">
        <ArrowLeft size={18} aria-hidden="true" /> Back to the lobby
      </Link>
    </section>
  );
}
