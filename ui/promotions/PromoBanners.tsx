import { useRef } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import type { PromotionCard } from '../../src/core/promotions/types';
import { KIND_LABELS } from '../../src/app/promotions/labels';
import { EntryChip, StatusChip } from './chips';
import './promoHome.css';

/**
 * The home page's promotion banners (selectAllActivityConfig): a row of wide cards that scrolls sideways with snap
 * (a swipe on a phone, the arrows on a desktop), each linking to its promotion.
 */
export function PromoBanners({ banners }: { banners: readonly PromotionCard[] }) {
  const row = useRef<HTMLUListElement>(null);
  if (banners.length === 0) return null;
  const scroll = (dir: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    const step = (el.firstElementChild as HTMLElement | null)?.offsetWidth ?? el.clientWidth;
    el.scrollBy({ left: dir * (step + 12), behavior: 'smooth' });
  };
  return (
    <section className="promo-banners" aria-labelledby="promo-banners-title" data-testid="promo-banners">
      <div className="section-head">
        <h2 id="promo-banners-title">Promotions</h2>
        <Link to="/promotions" className="section-head__note promo-banners__all">
          All offers <ArrowRight size={14} aria-hidden="true" />
        </Link>
        {banners.length > 1 && (
          <span className="promo-banners__arrows">
            <button type="button" className="btn btn--ghost btn--icon" aria-label="Previous promotion" onClick={() => scroll(-1)}>
              <ChevronLeft size={18} />
            </button>
            <button type="button" className="btn btn--ghost btn--icon" aria-label="Next promotion" onClick={() => scroll(1)}>
              <ChevronRight size={18} />
            </button>
          </span>
        )}
      </div>
      <ul className={`promo-banners__row${banners.length === 1 ? ' is-single' : ''}`} ref={row}>
        {banners.map((b) => (
          <li key={b.id}>
            <Link to={`/promotions/details/${b.id}`} className={`promo-banner promo-card--${b.kind}`} data-testid={`promo-banner-${b.id}`}>
              <img className="promo-banner__art" src={b.image} alt="" loading="lazy" decoding="async" width={1200} height={400} />
              <span className="promo-banner__text">
                <span className="promo-card__chips">
                  <StatusChip card={b} />
                  {b.entry && <EntryChip entry={b.entry} kind={b.kind} />}
                </span>
                <span className="eyebrow">{KIND_LABELS[b.kind]}</span>
                <strong>{b.title}</strong>
                <span className="promo-banner__summary">{b.summary}</span>
                <span className="promo-banner__go">
                  See the offer <ArrowRight size={16} aria-hidden="true" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
