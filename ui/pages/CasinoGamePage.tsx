import { Link, useParams } from 'react-router';
import { ArrowLeft, Gamepad2 } from 'lucide-react';
import { decodeCasinoToken } from '../../src/core/casinoToken';

/**
 * Third-party game page on desktop (/casino/{token}). The route already validated the token; the page decodes it into
 * game code, second argument and demo flag. Provider launches are not built yet, and the page says so.
 */
export default function CasinoGamePage() {
  const launch = decodeCasinoToken(useParams().gameName);
  return (
    <section
      className="placeholder"
      data-testid="casino-game"
      data-game-code={launch?.gameCode}
      data-arg={launch?.arg}
      data-demo={launch ? String(launch.demo) : undefined}
    >
      <div className="placeholder__glow" aria-hidden="true" />
      <div className="placeholder__icon" aria-hidden="true">
        <Gamepad2 size={34} />
      </div>
      <span className="badge badge--amber">{launch?.demo ? 'Demo mode' : 'Real money'}</span>
      <h1 className="placeholder__title">Casino game</h1>
      <p className="placeholder__text">
        Third-party slots and live tables are coming soon. This link will open game{' '}
        <code className="path-chip" data-testid="casino-game-code">
          {launch?.gameCode}
        </code>
        {launch?.arg ? (
          <>
            {' '}
            from <code className="path-chip">{launch.arg}</code>
          </>
        ) : null}
        {launch?.demo ? ' in demo mode.' : '.'}
      </p>
      <Link to="/" className="btn btn--primary btn--lg">
        <ArrowLeft size={18} aria-hidden="true" /> Back to the lobby
      </Link>
    </section>
  );
}
