/** How dice works and its math (the info body's game part). */
export function DiceInfo({ rtpPercent }: { rtpPercent: string }) {
  return (
    <>
      <h2>How Dice works</h2>
      <p>
        Pick a target between 0 and 100 and whether the roll must land <strong>over</strong> or <strong>under</strong> it. Each bet rolls a
        number from 0.00 to 100.00. The lower your win chance, the higher the payout.
      </p>
      <h3>The math</h3>
      <ul>
        <li>
          Win chance: <code>100 − target</code> when rolling over, <code>target</code> when rolling under (0.01% to 98%).
        </li>
        <li>
          Multiplier: <code>{rtpPercent} ÷ win chance</code>, rounded down to 4 decimals. 49.5% pays 2.0000×.
        </li>
        <li>
          Roll: the first float <code>f</code> of your seed pair and nonce, <code>floor(f × 10001) ÷ 100</code>.
        </li>
      </ul>
    </>
  );
}
