import { Decimal } from '../../core/money';

/** What auto-bet does to the amount after a win or a loss. */
export interface AutoAdjust {
  mode: 'reset' | 'increase';
  /** Percent to increase by (decimal string, e.g. "100" doubles). */
  percent: string;
}

/** Auto-bet settings of the panel. */
export interface AutoConfig {
  /** Number of bets; 0 runs until stopped. */
  count: number;
  onWin: AutoAdjust;
  onLoss: AutoAdjust;
  /** Stop once the net profit reaches this (decimal string; empty or 0 = off). */
  stopProfit: string;
  /** Stop once the net loss reaches this (decimal string; empty or 0 = off). */
  stopLoss: string;
}

/** Running totals of an auto session. */
export interface AutoSession {
  /** The amount auto-bet started with (reset goes back to it). */
  baseAmount: string;
  /** The amount of the next bet. */
  amount: string;
  betsDone: number;
  /** Sum of payout - amount, may be negative. */
  netProfit: string;
}

/** Why auto-bet stopped. */
export type AutoStopReason =
  | { kind: 'count'; bets: number }
  | { kind: 'profit'; amount: string }
  | { kind: 'loss'; amount: string }
  | { kind: 'balance' }
  | { kind: 'user' }
  | { kind: 'error'; message: string }
  | { kind: 'reload' };

/** Default settings: infinite, reset on both, no stops. */
export const DEFAULT_AUTO_CONFIG: AutoConfig = {
  count: 0,
  onWin: { mode: 'reset', percent: '0' },
  onLoss: { mode: 'reset', percent: '0' },
  stopProfit: '',
  stopLoss: '',
};

const num = (value: string): Decimal => {
  try {
    const d = new Decimal(value.trim() === '' ? '0' : value.trim());
    return d.isFinite() ? d : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
};

/** A fresh session at a starting amount. */
export function startSession(amount: string): AutoSession {
  return { baseAmount: amount, amount, betsDone: 0, netProfit: '0' };
}

/** The amount after one adjustment, rounded down to the coin's decimals. */
export function adjustAmount(current: string, base: string, adjust: AutoAdjust, decimals: number): string {
  if (adjust.mode === 'reset') return base;
  const pct = num(adjust.percent);
  return num(current).times(pct.dividedBy(100).plus(1)).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed();
}

/** Outcome of one settled auto bet. */
export interface AutoStep {
  session: AutoSession;
  stop: AutoStopReason | null;
}

/**
 * Applies one settled bet: adds its profit, adjusts the next amount by the win/loss rule, and says whether auto-bet
 * stops (profit reached, loss reached, bet count done; checked in that order).
 */
export function applyResult(
  config: AutoConfig,
  session: AutoSession,
  result: { win: boolean; amount: string; payout: string },
  decimals: number,
): AutoStep {
  const profit = num(result.payout).minus(num(result.amount));
  const netProfit = num(session.netProfit).plus(profit);
  const next: AutoSession = {
    baseAmount: session.baseAmount,
    amount: adjustAmount(session.amount, session.baseAmount, result.win ? config.onWin : config.onLoss, decimals),
    betsDone: session.betsDone + 1,
    netProfit: netProfit.toFixed(),
  };
  const stopProfit = num(config.stopProfit);
  const stopLoss = num(config.stopLoss);
  let stop: AutoStopReason | null = null;
  if (stopProfit.greaterThan(0) && netProfit.greaterThanOrEqualTo(stopProfit)) stop = { kind: 'profit', amount: netProfit.toFixed() };
  else if (stopLoss.greaterThan(0) && netProfit.negated().greaterThanOrEqualTo(stopLoss))
    stop = { kind: 'loss', amount: netProfit.negated().toFixed() };
  else if (config.count > 0 && next.betsDone >= config.count) stop = { kind: 'count', bets: next.betsDone };
  return { session: next, stop };
}

/** True when the next amount is more than the balance (auto-bet stops before sending it). */
export function exceedsBalance(amount: string, balance: string): boolean {
  return num(amount).greaterThan(num(balance));
}

/** The panel's line for a stop reason: "Stopped: net profit reached 10.00 USDT". */
export function stopMessage(
  reason: AutoStopReason,
  coin: string,
  format: (amount: string) => string = (a) => new Decimal(a).toFixed(2),
): string {
  switch (reason.kind) {
    case 'count':
      return `Stopped: ${reason.bets} ${reason.bets === 1 ? 'bet' : 'bets'} done`;
    case 'profit':
      return `Stopped: net profit reached ${format(reason.amount)} ${coin}`;
    case 'loss':
      return `Stopped: net loss reached ${format(reason.amount)} ${coin}`;
    case 'balance':
      return 'Stopped: insufficient balance';
    case 'user':
      return 'Stopped by you';
    case 'error':
      return `Stopped: ${reason.message}`;
    case 'reload':
      return 'Stopped: auto-bet does not continue after a page reload';
  }
}
