import { PLINKO_ROW_COUNTS, PLINKO_RISKS, type PlinkoParams } from '../../../src/core/games';
import { tableRtpPercent } from './links';

/** How plinko works and its math (the info body's game part): each table's own RTP, the current board's first. */
export function PlinkoInfo({ rtpPercent, params }: { rtpPercent: string; params: PlinkoParams | null }) {
  const current = tableRtpPercent(params);
  return (
    <>
      <h2>How Plinko works</h2>
      <p>
        Pick a risk and a number of rows (8 to 16), then drop a ball. At each row of pegs it bounces left or right, and the bucket it lands
        in pays your stake times its multiplier. Every bucket pays: a 0.5× bucket returns half the stake. A bet counts as a win when its
        bucket pays more than 1×. You can drop several balls at once.
      </p>
      <h3>The math</h3>
      <ul>
        <li>
          Path: one float <code>f</code> per row of your seed pair and nonce, <code>floor(f × 2)</code>: 0 goes left, 1 goes right. The
          bucket is the number of rights, 0 (far left) to the number of rows (far right).
        </li>
        <li>
          Each bucket <code>k</code> of <code>n</code> rows is reached by <code>C(n, k)</code> of the <code>2ⁿ</code> equally likely paths,
          so the edges are rare and pay the most.
        </li>
        <li>
          Each table's return to player is the sum of its buckets' chances times their multipliers, between 98.9% and 99.2% (the game's
          figure is {rtpPercent}%).
          {current && (
            <>
              {' '}
              Your board, {params!.rows} rows at {params!.risk} risk, returns <strong data-testid="plinko-table-rtp">{current}%</strong>.
            </>
          )}
        </li>
      </ul>
      <details>
        <summary>Every table's RTP</summary>
        <table className="bet-table" data-testid="plinko-rtp-table">
          <thead>
            <tr>
              <th scope="col">Rows</th>
              {PLINKO_RISKS.map((r) => (
                <th key={r} scope="col" className="is-num">
                  {r}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLINKO_ROW_COUNTS.map((rows) => (
              <tr key={rows}>
                <td className="num">{rows}</td>
                {PLINKO_RISKS.map((risk) => (
                  <td key={risk} className="is-num num">
                    {tableRtpPercent({ rows, risk })}%
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
