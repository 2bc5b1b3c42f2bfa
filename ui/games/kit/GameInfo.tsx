import { Link } from 'react-router';
import { HOUSE_EDGE, INSTANT_GAMES, type InstantGame, type ParamsOf } from '../../../src/core/games';
import { Decimal } from '../../../src/core/money';
import type { UiGameModule } from './types';

const percent = (fraction: string) => new Decimal(fraction).times(100).toFixed();

/**
 * The explanatory body under a game: its own how-it-works and math, then the house edge and how to verify a round.
 * `params` are the panel's parameters when the core allows them (a game whose RTP depends on them states theirs).
 */
export function GameInfo<G extends InstantGame>({
  module,
  maxBet,
  params,
}: {
  module: UiGameModule<G>;
  maxBet: string;
  params: ParamsOf<G> | null;
}) {
  const { Info } = module;
  const def = INSTANT_GAMES[module.game];
  // All from core: the one house edge and the definition's RTP (a table's own, rtpOf), never the config content.
  const edge = percent(HOUSE_EDGE);
  const rtp = percent(def.rtp);
  const own = params && def.rtpOf ? new Decimal(def.rtpOf(params)).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) : null;
  return (
    <section className="game-info card" data-testid="game-info">
      <Info rtpPercent={rtp} params={params} />
      <h3>House edge {edge}%</h3>
      <p>
        {own === null
          ? `Every bet returns ${rtp}% on average: the multiplier is set so the expected value of a stake is ${rtp}% of it.`
          : `A bet with these settings returns ${own}% on average, the exact expected value of its table (about ${rtp}%).`}{' '}
        The maximum bet is {maxBet}.
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
