import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

vi.mock('../../../src/app/network/live', () => ({ liveSocket: { reconnect: vi.fn(), connect: vi.fn() } }));
vi.mock('../../../src/app/api/protection', () => import('./protectionApi.testing'));

const api = await import('../../../src/app/api/protection');
const { fakeUser } = await import('../../../src/app/api/fixtures.testing');
const { getState, resetStore } = await import('../../../src/app/store');
const { resetToasts } = await import('../../../src/app/actions/toast');
const { BreakCard } = await import('./BreakCard');
const { BreakTakenNotice } = await import('./BreakTakenNotice');
const { ProtectionNotices } = await import('./ProtectionNotices');

const DAY = 86_400_000;

const renderCard = () =>
  render(
    <MemoryRouter>
      <BreakCard />
      <BreakTakenNotice />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetStore();
  resetToasts();
  vi.mocked(api.takeBreak).mockReset();
  localStorage.clear();
  sessionStorage.clear();
  getState().setUser(fakeUser());
});
afterEach(() => cleanup());

describe('BreakCard', () => {
  it('offers the time-out lengths, and the self-exclusion ones once that kind is picked', () => {
    renderCard();
    const lengths = () =>
      within(screen.getByTestId('break-length'))
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value);
    expect(lengths()).toEqual(['24h', '7d', '30d', '6w']);
    fireEvent.click(screen.getByTestId('break-kind-exclusion'));
    expect(lengths()).toEqual(['6m', '1y', '3y', '5y', 'permanent']);
    expect(screen.getByTestId('break-length-6m')).toBeChecked();
  });

  it('warns before it starts: length, end, what closes and stays, and asks for the password', async () => {
    renderCard();
    fireEvent.click(screen.getByTestId('break-length-7d'));
    fireEvent.click(screen.getByTestId('break-continue'));
    expect(screen.getByRole('heading', { name: 'Confirm a time-out of 7 days' })).toHaveFocus();
    const warning = screen.getByTestId('break-warning');
    expect(warning).toHaveTextContent('starts now and lasts 7 days, until about');
    expect(warning).toHaveTextContent('after a 24-hour cooling-off');
    expect(warning).toHaveTextContent('cannot be shortened');
    const form = screen.getByTestId('break-confirm-form');
    for (const closed of ['Bets', 'Deposits', 'Tips and rain', 'Chat', 'Promotions']) expect(form).toHaveTextContent(closed);
    expect(form).toHaveTextContent('Logging in to withdraw your balance');

    await act(async () => fireEvent.click(screen.getByTestId('break-confirm')));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your password to confirm');
    expect(api.takeBreak).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('break-back'));
    expect(screen.getByTestId('break-length-7d')).toBeChecked();
  });

  it('shows a refusal and keeps the player logged in', async () => {
    renderCard();
    fireEvent.click(screen.getByTestId('break-continue'));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    vi.mocked(api.takeBreak).mockResolvedValueOnce({ code: 400, msg: 'password is incorrect', data: null });
    await act(async () => fireEvent.click(screen.getByTestId('break-confirm')));
    expect(screen.getByTestId('break-error')).toHaveTextContent('password is incorrect');
    expect(getState().loggedIn).toBe(true);
  });

  it('a confirmed self-exclusion logs out here and says until when', async () => {
    renderCard();
    fireEvent.click(screen.getByTestId('break-kind-exclusion'));
    fireEvent.click(screen.getByTestId('break-length-1y'));
    fireEvent.click(screen.getByTestId('break-continue'));
    expect(screen.getByTestId('break-confirm')).toHaveTextContent('Exclude me');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    const endsAt = Date.UTC(2027, 10, 21, 9, 0);
    vi.mocked(api.takeBreak).mockResolvedValueOnce({
      code: 200,
      msg: 'Your self-exclusion has started',
      data: { kind: 'exclusion', length: '1y', startsAt: endsAt - 365 * DAY, endsAt, playFrom: endsAt + DAY },
    });
    await act(async () => fireEvent.click(screen.getByTestId('break-confirm')));
    expect(api.takeBreak).toHaveBeenCalledWith({ kind: 'exclusion', length: '1y', password: 'Secret123' });
    expect(getState().loggedIn).toBe(false);
    const notice = screen.getByTestId('break-notice');
    expect(notice).toHaveTextContent('Your self-exclusion has started');
    expect(screen.getByTestId('break-notice-until')).toHaveTextContent('1 year, until November 21, 2027');
    expect(notice).toHaveTextContent('You have been logged out everywhere');
    fireEvent.click(screen.getByTestId('break-notice-close'));
    expect(screen.queryByTestId('break-notice')).toBeNull();
  });

  it('without a login password, points to setting one first', () => {
    getState().setUser(fakeUser({ hasPwd: 0 }));
    renderCard();
    expect(screen.getByTestId('break-needs-password')).toHaveTextContent('Set a password');
    expect(screen.getByTestId('break-continue')).toBeDisabled();
  });
});

describe('ProtectionNotices', () => {
  const now = Date.UTC(2026, 10, 21, 9, 0);

  it('shows a break in force with its end and when play opens, and each lock', () => {
    render(
      <ProtectionNotices
        current={{ kind: 'timeout', length: '7d', startsAt: now - DAY, endsAt: now + 6 * DAY, playFrom: now + 7 * DAY }}
        locks={[{ capability: 'chat', until: now + DAY, reason: 'Spam in chat' }]}
        now={now}
        offset={0}
      />,
    );
    const banner = screen.getByTestId('break-banner');
    expect(banner).toHaveTextContent('Time-out in force · 7 days');
    expect(screen.getByTestId('break-ends')).toBeInTheDocument();
    expect(screen.getByTestId('break-play-from')).toHaveTextContent('Play opens November 28, 2026');
    expect(screen.getByTestId('lock-chat')).toHaveTextContent('Chat locked until November 22, 2026');
    expect(screen.getByTestId('lock-chat')).toHaveTextContent('Spam in chat');
  });

  it('a break that ended is cooling off; a permanent one never opens', () => {
    const view = render(
      <ProtectionNotices
        current={{ kind: 'timeout', length: '24h', startsAt: now - 2 * DAY, endsAt: now - DAY / 2, playFrom: now + DAY / 2 }}
        locks={[]}
        now={now}
        offset={0}
      />,
    );
    expect(screen.getByTestId('break-banner')).toHaveTextContent('Your time-out has ended: cooling-off');
    expect(screen.queryByTestId('break-ends')).toBeNull();
    view.rerender(
      <ProtectionNotices
        current={{ kind: 'exclusion', length: 'permanent', startsAt: now - DAY, endsAt: null, playFrom: null }}
        locks={[]}
        now={now}
        offset={0}
      />,
    );
    expect(screen.getByTestId('break-banner')).toHaveTextContent('Permanent self-exclusion');
    expect(screen.getByTestId('break-play-from')).toHaveTextContent('Play does not open again.');
  });

  it('shows nothing when there is neither', () => {
    const { container } = render(<ProtectionNotices current={null} locks={[]} now={now} offset={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
