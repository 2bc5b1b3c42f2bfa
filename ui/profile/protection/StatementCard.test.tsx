import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatementMonth } from '../../../src/core/protection';

const months: StatementMonth[] = [
  { month: '2026-11', coin: 'USDT', deposited: '250', withdrawn: '100', wagered: '1200.5', net: '-35.25', other: '0' },
  { month: '2026-11', coin: 'BTC', deposited: '0.01', withdrawn: '0', wagered: '0.02', net: '0.004', other: '0' },
  { month: '2026-10', coin: 'USDT', deposited: '=cmd', withdrawn: '0', wagered: '0', net: '0', other: '1000' },
];
const getStatement = vi.fn();
vi.mock('../../../src/app/api/protection', () => ({ getStatement: (...args: unknown[]) => getStatement(...args) }));
const downloadCsv = vi.fn();
vi.mock('../../common/downloadCsv', () => ({ downloadCsv: (...args: unknown[]) => downloadCsv(...args) }));

const { StatementCard, statementCsv } = await import('./StatementCard');

afterEach(() => {
  cleanup();
  getStatement.mockReset();
  downloadCsv.mockReset();
});

describe('the activity statement', () => {
  it('lists the recent months with the net result signed and coloured, and downloads every month as CSV', async () => {
    getStatement.mockResolvedValue({ code: 200, msg: 'success', data: { months } });
    render(<StatementCard />);
    await waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(3));
    const [first, second] = screen.getAllByTestId('statement-row');
    expect(first!.textContent).toContain('-35.25');
    expect(first!.querySelector('.is-loss-text')).not.toBeNull();
    expect(second!.textContent).toContain('+0.004');
    fireEvent.click(screen.getByTestId('statement-download'));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [csv, name] = downloadCsv.mock.calls[0] as [string, string];
    expect(name).toMatch(/^activity-statement-\d{4}-\d\d-\d\d\.csv$/);
    expect(csv).toBe(statementCsv(months));
    expect(csv.split('\r\n')[0]).toBe('Month (UTC),Coin,Deposited,Withdrawn,Wagered,Net result,Other');
    expect(csv.split('\r\n')[1]).toBe('2026-11,USDT,250,100,1200.5,-35.25,0');
    // A cell that a spreadsheet would run as a formula is made inert.
    expect(csv.split('\r\n')[3]).toBe("2026-10,USDT,'=cmd,0,0,0,1000");
  });

  it('says when there is nothing yet, or when the statement could not be read', async () => {
    getStatement.mockResolvedValue({ code: 200, msg: 'success', data: { months: [] } });
    const { unmount } = render(<StatementCard />);
    expect(await screen.findByText('Nothing to show yet.')).toBeTruthy();
    expect((screen.getByTestId('statement-download') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    getStatement.mockResolvedValue({ code: 500, msg: 'busy', data: null });
    render(<StatementCard />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your statement could not be read just now.');
  });
});
