import { Link } from 'react-router';
import { RefreshCw, Wrench } from 'lucide-react';

/** Maintenance notice. */
export default function MaintenancePage() {
  return (
    <section className="placeholder" data-testid="maintenance">
      <div className="placeholder__glow placeholder__glow--amber" aria-hidden="true" />
      <div className="placeholder__icon placeholder__icon--amber" aria-hidden="true">
        <Wrench size={34} />
      </div>
      <h1 className="placeholder__title">We'll be right back</h1>
      <p className="placeholder__text">HighStakes is getting an upgrade. Your balances are safe; play resumes in a few minutes.</p>
      <Link to="/" className="btn btn--outline btn--lg">
        <RefreshCw size={18} aria-hidden="true" /> Try again
      </Link>
    </section>
  );
}
