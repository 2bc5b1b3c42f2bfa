import { useStore } from '../../src/app/store';
import './loadingOverlay.css';

/** The global loading spinner overlay, shown while the store's loading flag is on. */
export function LoadingOverlay() {
  const loading = useStore((s) => s.loading);
  if (!loading) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay" role="progressbar" aria-label="Loading" aria-busy="true">
      <span className="loading-overlay__spinner" aria-hidden="true" />
    </div>
  );
}
