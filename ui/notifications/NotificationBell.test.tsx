import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem, NotificationPage } from '../../src/core/feeds';
import { MSG } from '../../src/core/socket';
import { getState, resetStore } from '../../src/app/store';
import { handleFrame } from '../../src/app/network/live';
import { NotificationBell } from './NotificationBell';

const item = (id: number, read = false): NotificationItem => ({
  id,
  kind: 'tip',
  title: `Tip ${id}`,
  body: `You received ${id} USDT from alice`,
  data: {},
  read,
  time: Date.UTC(2026, 10, 25, 9, 0, id),
});

const api = vi.hoisted(() => ({
  getNotify: vi.fn(),
  updRead: vi.fn(),
  cleanAll: vi.fn(),
}));
vi.mock('../../src/app/api/notifications', () => api);

const page = (list: NotificationItem[], unread: number, total = list.length, n = 1): NotificationPage => ({
  list,
  total,
  unread,
  page: n,
  size: 20,
});

beforeEach(() => {
  resetStore();
  getState().setUser({ id: 7, userName: 'bob' } as never);
  api.getNotify.mockReset().mockResolvedValue({ code: 200, msg: '', data: page([item(2), item(1, true)], 1) });
  api.updRead.mockReset().mockImplementation(async (id?: number) => ({ code: 200, msg: '', data: { unread: id === undefined ? 0 : 0 } }));
  api.cleanAll.mockReset().mockResolvedValue({ code: 200, msg: '', data: { removed: 2 } });
});
afterEach(() => cleanup());

describe('NotificationBell', () => {
  it('reads the first page, shows the unread badge and the list newest first', async () => {
    render(<NotificationBell />);
    expect(await screen.findByTestId('notify-badge')).toHaveTextContent('1');
    expect(api.getNotify).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('notify-bell'));
    const rows = screen.getAllByTestId('notify-item');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Tip 2'), expect.stringContaining('Tip 1')]);
    expect(rows[0]).toHaveAttribute('data-read', 'false');
    expect(rows[1]).toHaveAttribute('data-read', 'true');
  });

  it('a 200 frame adds the notification live and raises the badge without a read', async () => {
    render(<NotificationBell />);
    await screen.findByTestId('notify-badge');
    act(() => handleFrame({ type: MSG.NEWS_NOTIFY, data: { item: item(3), unread: 2 } }));
    expect(screen.getByTestId('notify-badge')).toHaveTextContent('2');
    expect(api.getNotify).toHaveBeenCalledTimes(1);
    // The same notification again (a second socket of a replayed push) is not listed twice.
    act(() => handleFrame({ type: MSG.NEWS_NOTIFY, data: { item: item(3), unread: 2 } }));
    fireEvent.click(screen.getByTestId('notify-bell'));
    expect(screen.getAllByTestId('notify-item')).toHaveLength(3);
    // A bare 200 makes the bell read again.
    act(() => handleFrame({ type: MSG.NEWS_NOTIFY }));
    await waitFor(() => expect(api.getNotify).toHaveBeenCalledTimes(2));
  });

  it('clicking an unread notification marks it read; Read all and Clear call the server', async () => {
    render(<NotificationBell />);
    await screen.findByTestId('notify-badge');
    fireEvent.click(screen.getByTestId('notify-bell'));
    fireEvent.click(screen.getAllByTestId('notify-item')[0]!);
    await waitFor(() => expect(screen.queryByTestId('notify-badge')).toBeNull());
    expect(api.updRead).toHaveBeenCalledWith(2);
    expect(screen.getAllByTestId('notify-item')[0]).toHaveAttribute('data-read', 'true');
    // A read notification clicked again calls nothing.
    fireEvent.click(screen.getAllByTestId('notify-item')[1]!);
    expect(api.updRead).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('notify-clear'));
    expect(await screen.findByTestId('notify-empty')).toBeInTheDocument();
    expect(api.cleanAll).toHaveBeenCalledTimes(1);
  });

  it('shows 99+ past 99 unread and offers older pages', async () => {
    api.getNotify.mockResolvedValueOnce({ code: 200, msg: '', data: page([item(5)], 150, 40) });
    render(<NotificationBell />);
    expect(await screen.findByTestId('notify-badge')).toHaveTextContent('99+');
    fireEvent.click(screen.getByTestId('notify-bell'));
    api.getNotify.mockResolvedValueOnce({ code: 200, msg: '', data: page([item(4)], 150, 40, 2) });
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(screen.getAllByTestId('notify-item')).toHaveLength(2));
    expect(api.getNotify).toHaveBeenLastCalledWith(2);
  });
});
