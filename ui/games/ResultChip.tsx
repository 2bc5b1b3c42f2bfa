import type { SettledBet } from '../../src/core/bets';
import { formatCoin } from '../../src/core/format';
import { withDefinition } from '../../src/core/games';
import { betPaid } from './params';

/** The last landed round over the stage: its result and what it paid (empty until the first round lands). */
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
            {bet.win
              ? `Won ${formatCoin(bet.payout)} ${bet.coin} (${bet.multiplier}×)`
              : betPaid(bet)
                ? `Returned ${formatCoin(bet.payout)} ${bet.coin} (${bet.multiplier}×)`
                : `Lost ${formatCoin(bet.amount)} ${bet.coin}`}
          </span>
        </>
      )}
    </div>
  );
}
