import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RatesData } from '../../../src/core/api';
import { getState, resetStore } from '../../../src/app/store';
import { BetTablesView, type BetTableRow } from './BetTables';

const row = (key: string, amount: string, coin: string): BetTableRow => ({
  key,
  betId: null,
  userName: `p${key}`,
  createdAt: '2026-11-25T09:00:00Z',
  amount,
  coin,
  target: '2.00×',
  result: '1.50×',
  payout: '0',
  win: false,
});

beforeEach(() => resetStore());
afterEach(() => cleanup());

describe('High rollers tab', () => {
  it('lists the bets worth 100 USD or more at the loaded rates', () => {
    getState().setRates({
      rates: { USDT: { USD: { price: '1', inversePrice: '1' } }, BTC: { USD: { price: '50000', inversePrice: '0.00002' } } },
      legalRate: {},
    } as unknown as RatesData);
    render(
      <BetTablesView
        loggedIn
        mine={[]}
        all={[row('1', '99.99', 'USDT'), row('2', '100', 'USDT'), row('3', '0.002', 'BTC'), row('4', '0.001', 'BTC')]}
      />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'High rollers' }));
    expect(screen.getAllByTestId('high-bet-row').map((r) => r.getAttribute('data-bet-id'))).toEqual(['2', '3']);
  });

  it('shows none while the rates are unknown', () => {
    render(<BetTablesView loggedIn mine={[]} all={[row('1', '1000', 'USDT')]} />);
    fireEvent.click(screen.getByRole('tab', { name: 'High rollers' }));
    expect(screen.queryAllByTestId('high-bet-row')).toHaveLength(0);
  });
});
