import type { SettledBet } from '../../../src/core/bets';
import { formatCoin } from '../../../src/core/format';
import { withDefinition } from '../../../src/core/games';
import { betPaid, betProfitText } from './params';

/**
 * The last landed round, in its band of the stage: its result, the gross payout (labelled "Payout", never signed) and
 * the net profit (signed: a "+" marks a net profit only); a loss says what was lost. Empty until the first round lands.
 */
export function ResultChip({ bet }: { bet: SettledBet | null }) {
  return (
    <div
      className={`ig-result${bet ? (bet.win ? ' is-win' : ' is-loss') : ' is-empty'}`}
      data-testid="last-result"
      data-win={bet ? String(bet.win) : undefined}
      aria-live="polite"
    >
      {bet && (
        <>
          <strong className="num">{withDefinition(bet, (b, def) => def.resultText(b.outcome, b.params))}</strong>
          <span>
            {betPaid(bet)
              ? `Payout ${formatCoin(bet.payout)} ${bet.coin} (${bet.multiplier}×) · Profit ${betProfitText(bet)}`
              : `Lost ${formatCoin(bet.amount)} ${bet.coin}`}
          </span>
        </>
      )}
    </div>
  );
}
