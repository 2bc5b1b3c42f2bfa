import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem, NotificationPage } from '../../src/core/feeds';
import { MSG } from '../../src/core/socket';
import { MASK } from '../../src/core/streamer';
import { fakeUser } from '../../src/app/api/fixtures.testing';
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

describe('NotificationBell in streamer mode', () => {
  const tip: NotificationItem = {
    ...item(8),
    title: 'Tip from Carol C',
    body: 'You received 12.5 USDT from Carol C',
    data: { fromName: 'Carol C', coin: 'USDT', amount: '12.5' },
  };
  const notice: NotificationItem = { ...item(9), kind: 'system', title: 'Welcome, Bobby R', body: 'We sent the code to bob@mail.test' };

  /** The list's HTML without the icons' drawings (their path data is digits). */
  const listHtml = () => {
    const copy = screen.getByTestId('notify-list').cloneNode(true) as HTMLElement;
    copy.querySelectorAll('svg').forEach((svg) => svg.remove());
    return copy.innerHTML;
  };

  async function open() {
    getState().setUser(fakeUser({ userName: 'bob_r', nickName: 'Bobby R', email: 'bob@mail.test' }));
    api.getNotify.mockResolvedValue({ code: 200, msg: '', data: page([notice, tip], 2) });
    render(<NotificationBell />);
    await screen.findByTestId('notify-badge');
    fireEvent.click(screen.getByTestId('notify-bell'));
    return screen.getAllByTestId('notify-item');
  }

  it("on: titles and bodies mask amounts, the email, the player's names and the sender", async () => {
    getState().setStreamerMode(true);
    const [first, second] = await open();
    expect(first).toHaveTextContent('Welcome, Hidden');
    expect(first).toHaveTextContent(`We sent the code to ${MASK}`);
    expect(second).toHaveTextContent('Tip from Hidden');
    expect(second).toHaveTextContent(`You received ${MASK} from Hidden`);
    for (const secret of ['Carol', 'Bobby', 'bob_r', 'bob@mail.test', '12.5']) expect(listHtml()).not.toContain(secret);
  });

  it('off: the same notifications read as written', async () => {
    getState().setStreamerMode(false);
    const [first, second] = await open();
    expect(first).toHaveTextContent('Welcome, Bobby R');
    expect(first).toHaveTextContent('We sent the code to bob@mail.test');
    expect(second).toHaveTextContent('Tip from Carol C');
    expect(second).toHaveTextContent('You received 12.5 USDT from Carol C');
  });
});
