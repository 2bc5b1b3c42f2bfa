import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getState, resetStore } from '../../src/app/store';
import { LoadingOverlay } from './LoadingOverlay';

beforeEach(() => resetStore());
afterEach(cleanup);

describe('LoadingOverlay', () => {
  it('renders only while the loading flag is on', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => getState().setLoading(true));
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('aria-label', 'Loading');
    act(() => getState().setLoading(false));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
