import type { SettledBet } from '../../../src/core/bets';
import { formatCoin } from '../../../src/core/format';
import { withDefinition } from '../../../src/core/games';
import { betPaid, betProfitText, freeBetResultText } from './params';

/**
 * The last landed round, in its band of the stage: its result, the gross payout (labelled "Payout", never signed) and
 * the net profit (signed: a "+" marks a net profit only); a loss says what was lost. A free bet says what it added, or
 * that it cost nothing. Empty until the first round lands.
 */
export function ResultChip({ bet, free = false }: { bet: SettledBet | null; free?: boolean }) {
  return (
    <div
      className={`ig-result${bet ? (bet.win ? ' is-win' : ' is-loss') : ' is-empty'}`}
      data-testid="last-result"
      data-win={bet ? String(bet.win) : undefined}
      data-free={free || undefined}
      aria-live="polite"
    >
      {bet && (
        <>
          <strong className="num">{withDefinition(bet, (b, def) => def.resultText(b.outcome, b.params))}</strong>
          <span>
            {free
              ? freeBetResultText(bet)
              : betPaid(bet)
                ? `Payout ${formatCoin(bet.payout)} ${bet.coin} (${bet.multiplier}×) · Profit ${betProfitText(bet)}`
                : `Lost ${formatCoin(bet.amount)} ${bet.coin}`}
          </span>
        </>
      )}
    </div>
  );
}
