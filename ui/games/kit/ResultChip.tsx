import type { SettledBet } from '../../../src/core/bets';
import { formatCoin } from '../../../src/core/format';
import { withDefinition } from '../../../src/core/games';
import { Private, usePrivate } from '../../streamer/Private';
import { betPaid, betProfitText, freeBetResultText } from './params';

/**
 * The last landed round, in its band of the stage: its result, the gross payout (labelled "Payout", never signed) and
 * the net profit (signed: a "+" marks a net profit only); a loss says what was lost. A free bet says what it added, or
 * that it cost nothing. Empty until the first round lands.
 */
export function ResultChip({ bet, free = false }: { bet: SettledBet | null; free?: boolean }) {
  const { text } = usePrivate();
  return (
    <div
      className={`ig-result${bet ? (bet.win ? ' is-win' : ' is-loss') : ' is-empty'}`}
      data-testid="last-result"
      data-win={bet ? String(bet.win) : undefined}
      data-bet-id={bet?.id}
      data-free={free || undefined}
      aria-live="polite"
    >
      {bet && (
        <>
          <strong className="num">{withDefinition(bet, (b, def) => def.resultText(b.outcome, b.params))}</strong>
          <span>
            {free ? (
              text(freeBetResultText(bet))
            ) : betPaid(bet) ? (
              <>
                Payout <Private kind="amount">{formatCoin(bet.payout)}</Private> {bet.coin} ({bet.multiplier}×) · Profit{' '}
                <Private kind="amount">{betProfitText(bet)}</Private>
              </>
            ) : (
              <>
                Lost <Private kind="amount">{formatCoin(bet.amount)}</Private> {bet.coin}
              </>
            )}
          </span>
        </>
      )}
    </div>
  );
}
