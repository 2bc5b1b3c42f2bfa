import { Link } from 'react-router';
import { HOUSE_EDGE, INSTANT_GAMES, type InstantGame } from '../../src/core/games';
import { Decimal } from '../../src/core/money';
import { uiModuleOf } from './registry';

const percent = (fraction: string) => new Decimal(fraction).times(100).toFixed();

/** The explanatory body under a game: its own how-it-works and math, then the house edge and how to verify a round. */
export function GameInfo({ game, maxBet }: { game: InstantGame; maxBet: string }) {
  const { Info } = uiModuleOf(game);
  // Both from core: the one house edge and the definition's RTP, never the config content.
  const edge = percent(HOUSE_EDGE);
  const rtp = percent(INSTANT_GAMES[game].rtp);
  return (
    <section className="game-info card" data-testid="game-info">
      <Info rtpPercent={rtp} />
      <h3>House edge {edge}%</h3>
      <p>
        Every bet returns {rtp}% on average: the multiplier is set so the expected value of a stake is {rtp}% of it. The maximum bet is{' '}
        {maxBet}.
      </p>
      <h3>Provably fair</h3>
      <p>
        Each result comes from <code>HMAC_SHA256(serverSeed, clientSeed:nonce:round)</code>. You see the SHA-256 hash of the server seed
        before you bet and the seed itself once you rotate the pair, so you can recompute any round.{' '}
        <Link to="/fairness">Verify your bets on the Provably Fair page</Link>.
      </p>
    </section>
  );
}
