import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SendCodeButton } from './SendCodeButton';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(send: () => ReturnType<Parameters<typeof SendCodeButton>[0]['send']>) {
  const onError = vi.fn();
  const onSent = vi.fn();
  render(
    <MemoryRouter>
      <SendCodeButton send={send} onError={onError} onSent={onSent} testId="send" />
    </MemoryRouter>,
  );
  return { button: screen.getByTestId('send'), onError, onSent };
}

describe('SendCodeButton', () => {
  it('counts down the resend wait a second at a time, then offers a resend', async () => {
    const send = vi.fn(async () => ({ ok: true as const, resendInSec: 3, devMailbox: false }));
    const { button, onSent } = setup(send);
    expect(button).toHaveTextContent('Send code');
    await act(async () => fireEvent.click(button));
    expect(onSent).toHaveBeenCalledWith({ devMailbox: false });
    expect(button).toHaveTextContent('Resend in 3 s');
    expect(screen.queryByRole('link')).toBeNull();
    // Clicks during the wait send nothing.
    await act(async () => fireEvent.click(button));
    expect(send).toHaveBeenCalledOnce();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend in 2 s');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(button).toHaveTextContent('Resend code');
    expect(button).toBeEnabled();
    await act(async () => fireEvent.click(button));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('passes a refusal on and counts down the wait it names; a form that is not ready sends nothing', async () => {
    const send = vi.fn(async () => ({ ok: false as const, message: 'A code was just sent; ask for another in 2 s', retryInSec: 2 }));
    const { button, onError, onSent } = setup(send);
    await act(async () => fireEvent.click(button));
    expect(onError).toHaveBeenCalledWith('A code was just sent; ask for another in 2 s');
    expect(onSent).not.toHaveBeenCalled();
    expect(button).toHaveTextContent('Resend in 2 s');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(button).toHaveTextContent('Send code');

    cleanup();
    const notReady = vi.fn(() => null);
    const second = setup(notReady);
    await act(async () => fireEvent.click(second.button));
    expect(notReady).toHaveBeenCalledOnce();
    expect(second.button).toHaveTextContent('Send code');
  });
});
