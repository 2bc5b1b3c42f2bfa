import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MASK } from '../../src/core/streamer';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { getState, resetStore } from '../../src/app/store';
import { resetToasts, toastError, toastSuccess, toastWarning } from '../../src/app/actions/toast';
import { Toaster } from './Toaster';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  vi.useFakeTimers();
  resetStore();
  setWidth(1440);
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

const tops = () => screen.queryAllByTestId('toast').map((el) => el.style.top);

describe('Toaster: one at a time, visible 3 s, removed at 4 s, stacked from 97 px', () => {
  it('shows queued toasts one at a time with the default titles, stacked 97 px + 82 px each', () => {
    render(<Toaster />);
    act(() => {
      toastSuccess('Saved');
      toastError('Nope');
      toastWarning('Careful');
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(250));
    const toasts = screen.getAllByTestId('toast');
    expect(toasts.map((t) => t.querySelector('.toast__title')?.textContent)).toEqual(['Successful!', 'Oops!', 'Warning!']);
    expect(toasts.map((t) => t.querySelector('.toast__msg')?.textContent)).toEqual(['Saved', 'Nope', 'Careful']);
    expect(tops()).toEqual(['97px', '179px', '261px']);
  });

  it('uses a 6 px base under 768 px wide and follows resizes', () => {
    setWidth(390);
    render(<Toaster />);
    act(() => {
      toastSuccess('a');
      toastSuccess('b');
      vi.advanceTimersByTime(250);
    });
    expect(tops()).toEqual(['6px', '88px']);
    act(() => setWidth(768));
    expect(tops()).toEqual(['97px', '179px']);
  });

  it('fades a toast after 3 s, removes it at 4 s and moves the next one up', () => {
    render(<Toaster />);
    act(() => {
      toastSuccess('first');
      vi.advanceTimersByTime(1500);
      toastSuccess('second');
    });
    act(() => vi.advanceTimersByTime(1500));
    const [first] = screen.getAllByTestId('toast');
    expect(first).toHaveClass('is-leaving');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('second');
    expect(tops()).toEqual(['97px']);
    expect(screen.getByTestId('toast')).not.toHaveClass('is-leaving');
  });

  it('an error toast is an alert, the others are status messages', () => {
    render(<Toaster />);
    act(() => {
      toastError('bad');
      toastWarning('meh');
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('bad');
    expect(screen.getByRole('status')).toHaveTextContent('meh');
  });
});

describe('Toaster in streamer mode', () => {
  function showToasts() {
    getState().setUser(fakeUser({ userName: 'ally_k', nickName: 'Ally K', email: 'ally@mail.test' }));
    // The tip's notification names its sender: its toast names them too.
    getState().patchNotifications({
      notifications: [{ id: 1, kind: 'tip', title: 'Tip from Carol C', body: '', data: { fromName: 'Carol C' }, read: false, time: 0 }],
    });
    render(<Toaster />);
    act(() => {
      toastSuccess('You received 12.5 USDT from Carol C', 'Tip for Ally K');
      toastWarning('A code went to ally@mail.test for ally_k');
      vi.advanceTimersByTime(250);
    });
    return screen.getAllByTestId('toast');
  }

  it("on: titles and messages mask amounts, the email and the player's and sender's names", () => {
    getState().setStreamerMode(true);
    const [tip, code] = showToasts();
    expect(tip!.querySelector('.toast__title')).toHaveTextContent('Tip for Hidden');
    expect(tip!.querySelector('.toast__msg')).toHaveTextContent(`You received ${MASK} from Hidden`);
    expect(code!.querySelector('.toast__msg')).toHaveTextContent(`A code went to ${MASK} for Hidden`);
    const html = document.querySelector('.toast-stack')!.innerHTML.replace(/<svg[\s\S]*?<\/svg>/g, '');
    for (const secret of ['Ally', 'ally', 'Carol', '12.5']) expect(html).not.toContain(secret);
  });

  it('off: the same toasts read as written', () => {
    getState().setStreamerMode(false);
    const [tip, code] = showToasts();
    expect(tip!.querySelector('.toast__title')).toHaveTextContent('Tip for Ally K');
    expect(tip!.querySelector('.toast__msg')).toHaveTextContent('You received 12.5 USDT from Carol C');
    expect(code!.querySelector('.toast__msg')).toHaveTextContent('A code went to ally@mail.test for ally_k');
  });
});
