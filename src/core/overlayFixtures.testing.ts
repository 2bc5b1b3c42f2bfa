import type { OverlayBet, OverlayState, SessionStats } from './overlay';

/** Session stats of a fresh session, with any field changed. */
export function fakeStats(patch: Partial<SessionStats> = {}): SessionStats {
  return { since: '2026-01-01T00:00:00.000Z', bets: 0, wagered: '0', profit: '0', bestMultiplier: '0', biggestWin: '0', ...patch };
}

/** A lost 1 USDT dice bet at 2x with the given id, with any field changed. */
export function fakeOverlayBet(id: number, patch: Partial<OverlayBet> = {}): OverlayBet {
  return {
    id: String(id),
    game: 'dice',
    title: 'Dice',
    coin: 'USDT',
    amount: '1',
    payout: '0',
    multiplier: '2',
    win: false,
    amountUsd: '1',
    payoutUsd: '0',
    time: 0,
    ...patch,
  };
}

/** An overlay's state on the bets scene with these bets (newest first), default thresholds, an empty hunt. */
export function fakeOverlayState(bets: OverlayBet[] = [], patch: Partial<OverlayState> = {}): OverlayState {
  return {
    scene: 'bets',
    canSwitch: false,
    bets,
    stats: fakeStats(),
    hunt: { bonuses: [], cost: '0', won: '0', breakEven: null },
    celebrate: { multiplier: '50', usd: '1000' },
    ...patch,
  };
}
