import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Banner } from '../../src/core/feeds';

/** The house banners (listAdvertis): text and a link to one of our pages, drawn by their CSS theme. */
export function Banners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label="Featured" data-testid="banners">
      {banners.map((b) => (
        <Link key={b.id} to={b.linkUrl} className={`banner banner--${b.theme}`} data-testid="banner">
          <span className="banner__text">
            <strong>{b.title}</strong>
            <span>{b.body}</span>
          </span>
          <span className="banner__go">
            {b.linkText || 'Open'} <ArrowRight size={16} aria-hidden="true" />
          </span>
        </Link>
      ))}
    </section>
  );
}
