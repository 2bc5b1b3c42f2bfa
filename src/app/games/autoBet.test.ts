import { describe, expect, it } from 'vitest';
import { adjustAmount, applyResult, DEFAULT_AUTO_CONFIG, exceedsBalance, startSession, stopMessage, type AutoConfig } from './autoBet';

const win = (amount: string, payout: string) => ({ win: true, amount, payout });
const loss = (amount: string) => ({ win: false, amount, payout: '0' });

describe('auto-bet strategy', () => {
  it('resets or increases by a percent, rounded down to the coin decimals', () => {
    expect(adjustAmount('4', '1', { mode: 'reset', percent: '50' }, 6)).toBe('1');
    expect(adjustAmount('1', '1', { mode: 'increase', percent: '100' }, 6)).toBe('2');
    expect(adjustAmount('0.1', '0.1', { mode: 'increase', percent: '33.333' }, 6)).toBe('0.133333');
    expect(adjustAmount('1', '1', { mode: 'increase', percent: '' }, 6)).toBe('1');
  });

  it('doubles on loss and resets on win (martingale)', () => {
    const config: AutoConfig = { ...DEFAULT_AUTO_CONFIG, onLoss: { mode: 'increase', percent: '100' } };
    let s = startSession('1');
    s = applyResult(config, s, loss('1'), 6).session;
    expect(s.amount).toBe('2');
    s = applyResult(config, s, loss('2'), 6).session;
    expect(s.amount).toBe('4');
    s = applyResult(config, s, win('4', '8'), 6).session;
    expect(s).toEqual({ baseAmount: '1', amount: '1', betsDone: 3, netProfit: '1' });
  });

  it('stops on net profit, net loss and count, with messages', () => {
    const config: AutoConfig = { ...DEFAULT_AUTO_CONFIG, stopProfit: '10', stopLoss: '5', count: 3 };
    const profit = applyResult(config, startSession('10'), win('10', '20'), 6);
    expect(profit.stop).toEqual({ kind: 'profit', amount: '10' });
    expect(stopMessage(profit.stop!, 'USDT')).toBe('Stopped: net profit reached 10.00 USDT');
    const lossStep = applyResult(config, startSession('5'), loss('5'), 6);
    expect(lossStep.stop).toEqual({ kind: 'loss', amount: '5' });
    expect(stopMessage(lossStep.stop!, 'BTC')).toBe('Stopped: net loss reached 5.00 BTC');
    let s = startSession('1');
    let step = applyResult(config, s, loss('1'), 6);
    s = step.session;
    step = applyResult(config, s, loss('1'), 6);
    expect(step.stop).toBeNull();
    step = applyResult(config, step.session, win('1', '1.5'), 6);
    expect(step.stop).toEqual({ kind: 'count', bets: 3 });
    expect(stopMessage({ kind: 'count', bets: 20 }, 'USDT')).toBe('Stopped: 20 bets done');
  });

  it('runs forever with count 0 and no stop limits', () => {
    let s = startSession('1');
    for (let i = 0; i < 50; i++) {
      const step = applyResult(DEFAULT_AUTO_CONFIG, s, loss('1'), 6);
      expect(step.stop).toBeNull();
      s = step.session;
    }
    expect(s.netProfit).toBe('-50');
  });

  it('knows when the balance is short', () => {
    expect(exceedsBalance('2', '1.99')).toBe(true);
    expect(exceedsBalance('2', '2')).toBe(false);
    expect(stopMessage({ kind: 'balance' }, 'USDT')).toBe('Stopped: insufficient balance');
  });
});
