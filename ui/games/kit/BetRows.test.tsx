import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDiceBet } from '../../../src/app/api/fixtures.testing';
import { BetRows, settledRow } from './BetTables';

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
});
