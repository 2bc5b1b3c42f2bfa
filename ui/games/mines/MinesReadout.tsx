import type { Coin } from '../../../src/core/currency';
import { formatCoin } from '../../../src/core/format';
import { minesNextMultiplier, minesPayout, type MinesRoundState } from '../../../src/core/games';
import { Private } from '../../streamer/Private';

/** Over the stage while a game is in play: the multiplier reached, what the next gem reaches and pays. */
export function MinesReadout({ game, coin }: { game: MinesRoundState; coin: Coin }) {
  const k = game.revealed.length;
  // From the rules, not the answer's field: a game whose last gem is turned has no next tile.
  const next = minesNextMultiplier(game.mines, k);
  return (
    <div className="mines-readout" data-testid="mines-readout" aria-live="polite">
      <span>
        <small>Multiplier</small>
        <strong className="num" data-testid="mines-multiplier">
          {game.multiplier}×
        </strong>
        {k > 0 && (
          <small className="num">
            <Private kind="amount">{formatCoin(minesPayout(game.amount, game.mines, k, coin))}</Private> {coin}
          </small>
        )}
      </span>
      {next !== null && (
        <span>
          <small>Next tile</small>
          <strong className="num" data-testid="mines-next">
            {next}×
          </strong>
          <small className="num" data-testid="mines-next-payout">
            <Private kind="amount">{formatCoin(minesPayout(game.amount, game.mines, k + 1, coin))}</Private> {coin}
          </small>
        </span>
      )}
    </div>
  );
}
