import type { CrashBetRecord } from '../../../src/core/games/crash';
import type { BetTableRow } from '../kit/BetTables';

// The rows of crash bets in the shared bet tables: a bet read from the server or fed by socket 208.

/** The table row of a crash bet: its auto target, where it was cashed out (or the bust), its payout. */
export function crashRow(b: CrashBetRecord): BetTableRow {
  const result =
    b.state === 'cashed'
      ? `Out at ${b.cashoutAt}×`
      : b.state === 'refunded'
        ? 'Voided'
        : b.state === 'active'
          ? 'In play'
          : b.crashPoint
            ? `Bust ${b.crashPoint}×`
            : 'Lost';
  return {
    key: `bet-${b.id}`,
    betId: b.id,
    userName: b.userName,
    createdAt: b.createdAt,
    amount: b.amount,
    coin: b.coin,
    target: b.autoCashout ? `${b.autoCashout}×` : '—',
    result,
    payout: b.state === 'cashed' || b.state === 'refunded' ? b.payout : '0',
    win: b.state === 'cashed',
  };
}
