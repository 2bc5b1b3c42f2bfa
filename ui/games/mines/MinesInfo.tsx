import { minesMultiplier, minesSafeTiles, minesWinChance, validMines, type MinesParams } from '../../../src/core/games';

/** How mines works, its math, and the multiplier table of the panel's mine count. */
export function MinesInfo({ rtpPercent, params }: { rtpPercent: string; params: MinesParams | null }) {
  const mines = params && validMines(params.mines) ? params.mines : 3;
  const steps = Array.from({ length: minesSafeTiles(mines) }, (_, i) => i + 1);
  return (
    <>
      <h2>How Mines works</h2>
      <p>
        Choose how many of the 25 tiles hide a mine, place your bet and turn tiles over one at a time. Every gem raises the multiplier; cash
        out whenever you like. A mine ends the round and the stake is lost. In auto mode you pick the tiles in advance and each round turns
        them over in order.
      </p>
      <h3>The math</h3>
      <ul>
        <li>
          After <code>k</code> gems with <code>N</code> mines the multiplier is <code>{rtpPercent}% × C(25, k) ÷ C(25 − N, k)</code>, shown
          rounded down to 2 decimals; the payout uses the exact fraction.
        </li>
        <li>
          The chance that <code>k</code> tiles are all gems is <code>C(25 − N, k) ÷ C(25, k)</code>.
        </li>
        <li>The mines are placed by the fairness stream before you pick anything (see the fairness calculator).</li>
      </ul>
      <h3>
        Multipliers with {mines} {mines === 1 ? 'mine' : 'mines'}
      </h3>
      <div className="mines-table" data-testid="mines-table">
        {steps.map((k) => (
          <span key={k} className="mines-table__cell">
            <small>
              {k} {k === 1 ? 'gem' : 'gems'}
            </small>
            <strong className="num">{minesMultiplier(mines, k)}×</strong>
            <small className="num">{minesWinChance(mines, k)}%</small>
          </span>
        ))}
      </div>
    </>
  );
}
