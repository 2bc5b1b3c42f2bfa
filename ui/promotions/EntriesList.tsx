import { Link } from 'react-router';
import { ChevronRight, Sparkles } from 'lucide-react';
import type { MyPromotions } from '../../src/core/promotions/types';
import { freeBetsLeftText } from '../../src/app/promotions/freeBets';
import { EntryChip } from './chips';
import { useFreeBetsLeft } from './useFreeBetsLeft';

/** One entry: its art, title and state (taken free bets with how many are left, when known). */
function EntryRow({ entry: e }: { entry: MyPromotions['entries'][number] }) {
  const left = useFreeBetsLeft(e.id, e.kind === 'free_bet' && e.entry === 'claimed');
  return (
    <Link to={`/promotions/details/${e.id}`} className="promo-entries__row" data-testid={`entry-${e.id}`}>
      <img src={e.image} alt="" loading="lazy" />
      <span className="promo-entries__text">
        <strong>{e.title}</strong>
        {e.entry && <EntryChip entry={e.entry} kind={e.kind} left={left === null ? null : freeBetsLeftText(left)} />}
      </span>
      <ChevronRight size={16} aria-hidden="true" />
    </Link>
  );
}

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
              <EntryRow entry={e} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
