import { Link } from 'react-router';
import { HOUSE_EDGE } from '../../../src/core/games';
import { Decimal } from '../../../src/core/money';

/** The explanatory body under the crash table: how a round runs, the math, and how its fairness is checked. */
export function CrashInfo({ maxBet }: { maxBet: string }) {
  const edge = new Decimal(HOUSE_EDGE).times(100).toFixed();
  return (
    <section className="game-info card" data-testid="game-info">
      <h2>How crash works</h2>
      <p>
        Every player bets on the same round while it takes bets. Then the curve climbs from 1.00× and you cash out whenever you like: your
        stake times the multiplier at that moment. If the round busts before you cash out, the stake is lost. An auto cash-out target cashes
        you out the moment the curve reaches it, even if you are gone.
      </p>
      <h3>House edge {edge}%</h3>
      <p>
        The multiplier is <code>floor(100 × e^(0.00006 × ms)) / 100</code> after <code>ms</code> milliseconds; one round in a hundred busts
        at 1.00×. The maximum bet is {maxBet}.
      </p>
      <h3>Provably fair</h3>
      <p>
        Crash points come from a chain of SHA-256 hashes made before the first round and played backwards, salted: each round&apos;s hash is
        published when it busts and hashes to the previous round&apos;s. <Link to="/fairness">Check a round on the Provably Fair page</Link>
        .
      </p>
    </section>
  );
}
