import { useLocation } from 'react-router';

/**
 * Non-fatal 404 inside the shell: "Page not found" and the path. Like the error page it has no interaction of its own;
 * the shell around it (header, sidebar, the phone's bottom bar) is the way on.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="placeholder not-found" data-testid="not-found" data-fatal="false">
      <div className="placeholder__glow placeholder__glow--red" aria-hidden="true" />
      <div className="not-found__code" aria-hidden="true">
        404
      </div>
      <h1 className="placeholder__title">Page not found</h1>
      <p className="placeholder__text">
        Nothing lives at{' '}
        <code className="path-chip" data-testid="not-found-path">
          {pathname}
        </code>
      </p>
    </section>
  );
}
