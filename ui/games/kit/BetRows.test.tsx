import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeDiceBet } from '../../../src/app/api/fixtures.testing';
import { getState, resetStore } from '../../../src/app/store';
import { BetRows, settledRow } from './BetTables';

beforeEach(() => resetStore());
afterEach(() => cleanup());

const bet = (id: number, freeBet: boolean) => fakeDiceBet({ id, ...(freeBet ? { freeBet: true } : {}) });

describe('bet table rows', () => {
  it('mark a free bet beside its amount, and only a free bet', () => {
    const rows = [settledRow(bet(2, true)), settledRow(bet(1, false))];
    expect(rows.map((r) => r.free ?? false)).toEqual([true, false]);
    render(<BetRows rows={rows} rowTestId="row" showPlayer={false} />);
    const [free, paid] = screen.getAllByTestId('row');
    expect(within(free!).getByTitle('A free bet: the house’s stake')).toHaveTextContent('Free');
    expect(within(paid!).queryByText('Free')).toBeNull();
  });

  it('hide the player, the amount and the payout in streamer mode; the target and the result stay', () => {
    const rows = [settledRow(fakeDiceBet({ id: 3, userName: 'carol_42', amount: '12.5', payout: '24.75' }))];
    render(<BetRows rows={rows} rowTestId="row" showPlayer />);
    const row = screen.getByTestId('row');
    expect(row).toHaveTextContent('carol_42');
    expect(row).toHaveTextContent('12.5');
    expect(row).toHaveTextContent('24.75');

    act(() => getState().setStreamerMode(true));
    expect(row.outerHTML).not.toMatch(/carol_42|12\.5|24\.75/);
    expect(row).toHaveTextContent('Hidden');
    expect(row).toHaveTextContent('amount hidden in streamer mode');
    expect(row).toHaveTextContent('50.50');
    expect(row).toHaveTextContent('87.12');

    act(() => getState().setStreamerMode(false));
    expect(row).toHaveTextContent('carol_42');
    expect(row).toHaveTextContent('24.75');
  });
});
