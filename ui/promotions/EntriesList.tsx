import { Link } from 'react-router';
import { ChevronRight, Sparkles } from 'lucide-react';
import type { MyPromotions } from '../../src/core/promotions/types';
import { EntryChip } from './chips';

/** The promotions the player takes part in, each linking to its page. */
export function EntriesList({ entries }: { entries: MyPromotions['entries'] }) {
  return (
    <section className="promo-section card promo-panel" data-testid="entries" aria-labelledby="promo-entries-title">
      <h2 id="promo-entries-title" className="promo-section__title">
        <Sparkles size={18} aria-hidden="true" /> Your promotions
      </h2>
      {entries.length === 0 ? (
        <p className="promo-empty-line">
          None yet. <Link to="/promotions">Browse the promotions</Link>
        </p>
      ) : (
        <ul className="promo-entries">
          {entries.map((e) => (
            <li key={`${e.id}-${e.period}`}>
              <Link to={`/promotions/details/${e.id}`} className="promo-entries__row" data-testid={`entry-${e.id}`}>
                <img src={e.image} alt="" loading="lazy" />
                <span className="promo-entries__text">
                  <strong>{e.title}</strong>
                  {e.entry && <EntryChip entry={e.entry} kind={e.kind} />}
                </span>
                <ChevronRight size={16} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
