import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Volleyball } from 'lucide-react';

const SPORTS = ['Football', 'Tennis', 'Basketball', 'Ice hockey', 'Esports', 'MMA'];

/**
 * Sportsbook. Catch-all on the slug; this component stays mounted while the slug changes (the sportsbook iframe will
 * live here and must not reload), so nothing in it is keyed on the slug.
 */
export default function SportsbookPage() {
  const slug = useParams()['*'] ?? '';
  // Stable for the life of the component: proves in tests that a slug change does not re-create the page.
  const [instance] = useState(() => Math.random().toString(36).slice(2));
  return (
    <section className="placeholder sportsbook" data-testid="coming-soon" data-route="sportsbook" data-instance={instance}>
      <div className="placeholder__glow" aria-hidden="true" />
      <div className="placeholder__icon" aria-hidden="true">
        <Volleyball size={34} />
      </div>
      <span className="badge badge--amber">Coming soon</span>
      <h1 className="placeholder__title">Sportsbook</h1>
      <p className="placeholder__text">Pre-match and live odds with cash-out, paid in the same eight coins as the casino.</p>
      <ul className="chip-row" aria-label="Sports">
        {SPORTS.map((s) => (
          <li key={s}>
            <Link
              to={`/sportsbook/${s.toLowerCase().replace(/\s+/g, '-')}`}
              className={`chip${slug === s.toLowerCase().replace(/\s+/g, '-') ? ' is-on' : ''}`}
            >
              {s}
            </Link>
          </li>
        ))}
      </ul>
      {slug && (
        <p className="placeholder__meta">
          Section{' '}
          <code className="path-chip" data-testid="sportsbook-slug">
            {slug}
          </code>
        </p>
      )}
      <Link to="/" className="btn btn--primary btn--lg">
        <ArrowLeft size={18} aria-hidden="true" /> Back to the lobby
      </Link>
    </section>
  );
}
