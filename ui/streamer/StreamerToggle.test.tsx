import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getState, resetStore } from '../../src/app/store';
import { installStreamerHotkey } from '../../src/app/streamer/streamerMode';
import { Private, usePrivate } from './Private';
import { StreamerConfirm } from './StreamerConfirm';
import { StreamerToggle } from './StreamerToggle';

beforeEach(() => {
  resetStore();
  localStorage.clear();
});
afterEach(cleanup);

/** The switch with the confirmation where the header puts it. */
function Harness() {
  return (
    <>
      <StreamerToggle />
      {getState().streamerModeConfirm && <StreamerConfirm />}
    </>
  );
}

function Values() {
  const { mask } = usePrivate();
  return (
    <p data-testid="values" title={mask('email', 'ada@example.com')}>
      <Private kind="amount">1,234.50</Private> <Private kind="name">Ada_L</Private> <Private kind="address">bc1qexampleaddress</Private>
    </p>
  );
}

describe('streamer mode', () => {
  it('goes on at once and is kept on this device; going off asks first', () => {
    const { rerender } = render(<Harness />);
    const toggle = screen.getByTestId('streamer-toggle');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    expect(getState().streamerMode).toBe(true);
    expect(localStorage.getItem('hs_streamerMode')).toBe('1');
    expect(toggle).toHaveTextContent('Streamer mode on');

    fireEvent.click(toggle);
    rerender(<Harness />);
    expect(getState().streamerMode).toBe(true);
    const dialog = screen.getByTestId('streamer-confirm');
    expect(dialog).toHaveTextContent('Turn streamer mode off?');
    // Keeping is the safe default: it has the focus.
    expect(screen.getByTestId('streamer-keep')).toHaveFocus();
    fireEvent.click(screen.getByTestId('streamer-keep'));
    rerender(<Harness />);
    expect(screen.queryByTestId('streamer-confirm')).toBeNull();
    expect(getState().streamerMode).toBe(true);

    fireEvent.click(toggle);
    rerender(<Harness />);
    fireEvent.click(screen.getByTestId('streamer-off'));
    rerender(<Harness />);
    expect(getState().streamerMode).toBe(false);
    expect(localStorage.getItem('hs_streamerMode')).toBeNull();
  });

  it('Alt+Shift+S switches it on, and asks before switching it off', () => {
    const stop = installStreamerHotkey(window);
    const press = (init: KeyboardEventInit) =>
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyS', ...init })));
    press({ shiftKey: true });
    press({ altKey: true });
    expect(getState().streamerMode).toBe(false);
    press({ altKey: true, shiftKey: true });
    expect(getState().streamerMode).toBe(true);
    press({ altKey: true, shiftKey: true });
    expect(getState().streamerModeConfirm).toBe(true);
    expect(getState().streamerMode).toBe(true);
    stop();
  });

  it('masks amounts, names, addresses and attribute text while on', () => {
    const { rerender } = render(<Values />);
    const values = screen.getByTestId('values');
    expect(values).toHaveTextContent('1,234.50 Ada_L bc1qexampleaddress');
    expect(values).toHaveAttribute('title', 'ada@example.com');
    act(() => getState().setStreamerMode(true));
    rerender(<Values />);
    expect(values.outerHTML).not.toMatch(/1,234|Ada_L|bc1q|ada@example/);
    expect(values).toHaveTextContent('Hidden');
    expect(values).toHaveTextContent('amount hidden in streamer mode');
  });
});
