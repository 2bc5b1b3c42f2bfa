import type { ReactNode } from 'react';
import { useBook } from '../hooks';
import { AlertIcon } from './icons';

/** Rows standing in for matches while they load. */
export function Skeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="card" aria-busy="true" aria-label="Loading matches">
      {Array.from({ length: rows }, (_, i) => (
        <div className="skel-row" key={i}>
          <div className="skel-lines">
            <span className="skel skel--short" />
            <span className="skel" />
            <span className="skel" />
          </div>
          <div className="skel-prices">
            <span className="skel skel--price" />
            <span className="skel skel--price" />
            <span className="skel skel--price" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Nothing to show, said plainly, with what comes next. */
export function Empty({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="card state">
      {icon && <div className="state__icon">{icon}</div>}
      <p className="state__title">{title}</p>
      {children && <div className="state__text">{children}</div>}
    </div>
  );
}

/** A load that failed, with a retry. */
export function Failed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const book = useBook();
  return (
    <div className="card state" role="alert">
      <div className="state__icon state__icon--error">
        <AlertIcon />
      </div>
      <p className="state__title">{message}</p>
      <button type="button" className="btn btn--ghost" onClick={onRetry ?? book.retry}>
        Try again
      </button>
    </div>
  );
}
