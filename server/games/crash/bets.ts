import { coinDecimals } from '../../../src/core/currency';
import { hundredthsText, type CrashPhase, type LiveCrashBet, type SettledCrashBet } from '../../../src/core/games/crash';
import { gameCodeOf } from '../../../src/core/games/catalog';
import { toFixedDown } from '../../../src/core/money';
import { nameFor, type RoundBetRow } from '../bets/betView';
import type { LiveServerGame } from '../types';

// A settled crash bet is a bets row (migration 027): params {"autoCashout": hundredths or null}, outcome
// {"roundId": id, "cashoutAt": hundredths or null}, its round by round_id. Its round's crash point is shown once the
// round crashed and its hash once the round is over: a bet cashed out while the round runs reveals neither.

interface CrashColumns {
  crash_phase: CrashPhase;
  crash_round_point: number;
  crash_hash: string;
}

const hundredthsOrNull = (value: unknown): string | null => (typeof value === 'number' ? hundredthsText(value) : null);

function settled(row: RoundBetRow<'crash'>, viewerId: number | null): SettledCrashBet {
  const r = row as RoundBetRow<'crash'> & CrashColumns;
  const d = coinDecimals(r.coin);
  const params = r.params as { autoCashout?: unknown };
  const outcome = r.outcome as { cashoutAt?: unknown };
  const cashoutAt = hundredthsOrNull(outcome.cashoutAt);
  const over = r.crash_phase === 'crashed' || r.crash_phase === 'voided';
  return {
    id: Number(r.id),
    game: 'crash',
    userName: nameFor(r, viewerId),
    coin: r.coin,
    balanceType: r.balance_type,
    amount: toFixedDown(r.amount, d),
    multiplier: r.paid && cashoutAt !== null ? cashoutAt : '0',
    payout: toFixedDown(r.payout, d),
    win: r.win,
    state: cashoutAt === null ? 'lost' : 'cashed',
    roundId: Number(r.round_id),
    autoCashout: hundredthsOrNull(params.autoCashout),
    cashoutAt,
    crashPoint: r.crash_phase === 'crashed' ? hundredthsText(r.crash_round_point) : null,
    hash: over ? r.crash_hash : null,
    createdAt: r.created_at.toISOString(),
  };
}

/** Crash's settled bets in the bet lists, the bet detail and the live feed. */
export const crashBets: LiveServerGame<'crash'> = {
  columns: 'cr.phase AS crash_phase, cr.crash_point AS crash_round_point, cr.hash AS crash_hash',
  joins: 'LEFT JOIN crash_rounds cr ON cr.id = b.round_id',
  settled,
  live: (row): LiveCrashBet => {
    const { hash: _kept, ...bet } = settled(row, null);
    return { ...bet, gameCode: gameCodeOf('crash'), gameName: 'crash', time: row.created_at.getTime() };
  },
};
