import type { SettledCrashBet } from '../../../src/core/games/crash';
import type { BetTableRow } from '../kit/BetTables';

// The rows of crash bets in the shared bet tables: a settled bet read from the server or fed by socket 208.

/** The facts of a settled crash bet a table row shows. */
export type CrashRowBet = Pick<
  SettledCrashBet,
  'id' | 'userName' | 'createdAt' | 'amount' | 'coin' | 'autoCashout' | 'state' | 'cashoutAt' | 'crashPoint' | 'payout'
>;

/** The table row of a crash bet: its auto target, where it was cashed out (or the bust), its payout. */
export function crashRow(b: CrashRowBet): BetTableRow {
  const cashed = b.state === 'cashed';
  return {
    key: `bet-${b.id}`,
    betId: b.id,
    userName: b.userName,
    createdAt: b.createdAt,
    amount: b.amount,
    coin: b.coin,
    target: b.autoCashout ? `${b.autoCashout}×` : '—',
    result: cashed ? `Out at ${b.cashoutAt}×` : b.crashPoint ? `Bust ${b.crashPoint}×` : 'Lost',
    payout: cashed ? b.payout : '0',
    win: cashed,
  };
}
