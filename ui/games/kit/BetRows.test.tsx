import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettledBet } from '../../../src/core/bets';
import { BetRows, settledRow } from './BetTables';

afterEach(() => cleanup());

const bet = (id: number, freeBet: boolean) =>
  ({
    id,
    game: 'dice',
    userName: 'ann',
    coin: 'USDT',
    balanceType: 'DEPOSIT',
    amount: '0.100000',
    multiplier: '2.0000',
    payout: '0.200000',
    win: true,
    params: { target: '50.5', condition: 'over' },
    outcome: { roll: '83.21' },
    nonce: 1,
    clientSeed: 'c',
    serverSeedHash: 'h',
    createdAt: '2026-12-02T09:00:00Z',
    ...(freeBet ? { freeBet: true } : {}),
  }) as unknown as SettledBet;

describe('bet table rows', () => {
  it('mark a free bet beside its amount, and only a free bet', () => {
    const rows = [settledRow(bet(2, true)), settledRow(bet(1, false))];
    expect(rows.map((r) => r.free ?? false)).toEqual([true, false]);
    render(<BetRows rows={rows} rowTestId="row" showPlayer={false} />);
    const [free, paid] = screen.getAllByTestId('row');
    expect(within(free!).getByTitle('A free bet: the house’s stake')).toHaveTextContent('Free');
    expect(within(paid!).queryByText('Free')).toBeNull();
  });
});
