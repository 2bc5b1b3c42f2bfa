import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { SettledBet } from '../../../src/core/bets';
import { ResultChip } from './ResultChip';
import { fakeDiceBet } from '../../../src/app/api/fixtures.testing';

const base: SettledBet = fakeDiceBet({ id: 1, nonce: 1 });

afterEach(cleanup);

// A "+" marks a net profit only; a gross amount is labelled "Payout" and never signed.
describe('result chip', () => {
  it('a win: the gross payout labelled Payout, the net profit with a +', () => {
    render(<ResultChip bet={base} />);
    const chip = screen.getByTestId('last-result');
    expect(chip).toHaveTextContent('87.12');
    expect(chip).toHaveTextContent('Payout 9.9 USDT (1.9800×) · Profit +4.9');
    expect(chip.textContent).not.toMatch(/\+9\.9/);
  });

  it('a paid loss (less back than the stake): Payout and a negative profit, no +', () => {
    render(<ResultChip bet={{ ...base, win: false, multiplier: '0.5', payout: '2.5' }} />);
    const chip = screen.getByTestId('last-result');
    expect(chip).toHaveTextContent('Payout 2.5 USDT (0.5×) · Profit −2.5');
    expect(chip.textContent).not.toContain('+');
  });

  it('a loss: what was lost', () => {
    render(<ResultChip bet={{ ...base, win: false, multiplier: '0', payout: '0', outcome: { roll: '20.00' } }} />);
    expect(screen.getByTestId('last-result')).toHaveTextContent('Lost 5 USDT');
    expect(screen.getByTestId('last-result').textContent).not.toContain('+');
  });
});
