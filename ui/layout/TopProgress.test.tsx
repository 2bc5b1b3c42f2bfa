import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getState, resetStore } from '../../src/app/store';
import { watchNetwork } from '../../src/app/network/network';
import { TopProgress } from './TopProgress';

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(() => {
  resetStore();
  setOnLine(true);
});
afterEach(() => cleanup());

describe('online/offline progress bar', () => {
  it('offline and online events toggle the store flag and the bar', () => {
    const stop = watchNetwork(window);
    render(<TopProgress />);
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar).not.toHaveClass('is-active');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(getState().offline).toBe(true);
    expect(bar).toHaveClass('is-active');
    expect(bar).toHaveAttribute('aria-hidden', 'false');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(getState().offline).toBe(false);
    expect(bar).not.toHaveClass('is-active');
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(getState().offline).toBe(false); // no longer watching
  });

  it('starts from navigator.onLine', () => {
    setOnLine(false);
    const stop = watchNetwork(window);
    expect(getState().offline).toBe(true);
    stop();
  });

  it('also shows while a route loads', () => {
    render(<TopProgress active />);
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveClass('is-active');
  });
});
