import type { CrashBetRecord, CrashPlayer } from '../../../src/core/games/crash';
import type { CrashRoundView } from '../../../src/app/games/crashRound';
import type { BetTableRow } from '../BetTables';

// The rows of crash bets in the shared bet tables: a bet read from the server, a player's bet on a round that ended.

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

/** The row of a player's bet on a round that just ended, from the round's players list. */
export function endedPlayerRow(p: CrashPlayer, round: Pick<CrashRoundView, 'roundId' | 'crashPoint'>, at: string): BetTableRow {
  const cashed = p.cashoutAt !== null;
  return {
    key: `bet-${p.betId}`,
    betId: p.betId,
    userName: p.userName,
    createdAt: at,
    amount: p.amount,
    coin: p.coin,
    target: '—',
    result: cashed ? `Out at ${p.cashoutAt}×` : round.crashPoint ? `Bust ${round.crashPoint}×` : 'Voided',
    payout: cashed ? (p.payout ?? '0') : '0',
    win: cashed,
  };
}
