/** How limbo works and its math (the info body's game part). */
export function LimboInfo({ rtpPercent }: { rtpPercent: string }) {
  return (
    <>
      <h2>How Limbo works</h2>
      <p>
        Choose a target multiplier. Each bet draws a result multiplier; if it reaches your target you win your stake times the target.
        Higher targets are rarer and pay more.
      </p>
      <h3>The math</h3>
      <ul>
        <li>
          Win chance: <code>{rtpPercent} ÷ target</code> percent; 2.00× wins 49.5% of the time.
        </li>
        <li>
          Result: from the first float <code>f</code>, <code>max(1, floor({rtpPercent} ÷ f) ÷ 100)</code>, capped at 1,000,000×.
        </li>
        <li>Payout on a win: stake × target.</li>
      </ul>
    </>
  );
}
