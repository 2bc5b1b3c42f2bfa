import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { RouteNotFound } from '../../src/app/routing/routes';
import { setPageMeta } from '../../src/app/routing/site';
import { Logo } from '../layout/Logo';

/**
 * The error page, shown by the root error boundary: no interaction at all. A failed route validation is the fatal 404,
 * "Page Not Found" plus the full path; any other error shows only a marketing title and description.
 */
export function FatalErrorPage({ error }: { error: unknown }) {
  const location = useLocation();
  const notFound = error instanceof RouteNotFound;
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    setPageMeta(notFound ? 'Page Not Found' : '', location.pathname);
    // Startup and render errors are only logged.
    if (!notFound) console.error(error);
  }, [notFound, location.pathname, error]);
  return (
    <div className="fatal">
      <div className="fatal__glow" aria-hidden="true" />
      <div className="fatal__logo">
        <Logo />
      </div>
      {notFound ? (
        <section className="fatal__card" data-testid="not-found" data-fatal="true">
          <div className="not-found__code" aria-hidden="true">
            404
          </div>
          <h1 className="placeholder__title">Page Not Found</h1>
          <p className="placeholder__text">
            <code className="path-chip" data-testid="not-found-path">
              {fullPath}
            </code>
          </p>
        </section>
      ) : (
        <section className="fatal__card" data-testid="fatal-error">
          <h1 className="placeholder__title">HighStakes: provably fair crypto casino games</h1>
          <p className="placeholder__text">
            Crash, Plinko, Dice, Limbo and Mines with verifiable outcomes, paid out in Bitcoin, Ethereum, USDT and five more coins.
          </p>
        </section>
      )}
    </div>
  );
}
