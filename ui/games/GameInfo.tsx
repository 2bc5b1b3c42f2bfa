import { Link } from 'react-router';
import type { InstantGame } from '../../src/core/bets';

/** The explanatory body under a game: how it works, the math, the house edge and how to verify a round. */
export function GameInfo({ game, houseEdge, maxBet }: { game: InstantGame; houseEdge: string; maxBet: string }) {
  const edge = `${Number(houseEdge) * 100}%`;
  const rtp = `${100 - Number(houseEdge) * 100}`;
  return (
    <section className="game-info card" data-testid="game-info">
      {game === 'dice' ? (
        <>
          <h2>How Dice works</h2>
          <p>
            Pick a target between 0 and 100 and whether the roll must land <strong>over</strong> or <strong>under</strong>{' '}
            it. Each bet rolls a number from 0.00 to 100.00. The lower your win chance, the higher the payout.
          </p>
          <h3>The math</h3>
          <ul>
            <li>
              Win chance: <code>100 − target</code> when rolling over, <code>target</code> when rolling under (0.01% to 98%).
            </li>
            <li>
              Multiplier: <code>{rtp} ÷ win chance</code>, rounded down to 4 decimals. 49.5% pays 2.0000×.
            </li>
            <li>
              Roll: the first float <code>f</code> of your seed pair and nonce, <code>floor(f × 10001) ÷ 100</code>.
            </li>
          </ul>
        </>
      ) : (
        <>
          <h2>How Limbo works</h2>
          <p>
            Choose a target multiplier. Each bet draws a result multiplier; if it reaches your target you win your stake
            times the target. Higher targets are rarer and pay more.
          </p>
          <h3>The math</h3>
          <ul>
            <li>
              Win chance: <code>{rtp} ÷ target</code> percent; 2.00× wins 49.5% of the time.
            </li>
            <li>
              Result: from the first float <code>f</code>, <code>max(1, floor({rtp} ÷ f) ÷ 100)</code>, capped at 1,000,000×.
            </li>
            <li>Payout on a win: stake × target.</li>
          </ul>
        </>
      )}
      <h3>House edge {edge}</h3>
      <p>
        Every bet returns {rtp}% on average: the multiplier is set so the expected value of a stake is {rtp}% of it. The
        maximum bet is {maxBet}.
      </p>
      <h3>Provably fair</h3>
      <p>
        Each result comes from <code>HMAC_SHA256(serverSeed, clientSeed:nonce:round)</code>. You see the SHA-256 hash of the
        server seed before you bet and the seed itself once you rotate the pair, so you can recompute any round.{' '}
        <Link to="/fairness">Verify your bets on the Provably Fair page</Link>.
      </p>
    </section>
  );
}
