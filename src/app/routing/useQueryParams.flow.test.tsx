import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getCookie, removeCookie } from '../storage/cookies';
import { encodeOrderParams } from '../storage/crypto.testing';
import { resetShareCodeFlow } from './shareCodeFlow';
import { getState, resetStore } from '../store';
import { useQueryParams } from './useQueryParams';

function Probe() {
  useQueryParams();
  return null;
}

beforeEach(() => {
  resetStore();
  resetShareCodeFlow();
});
afterEach(() => {
  cleanup();
  resetShareCodeFlow();
  removeCookie('partner');
});

describe('useQueryParams', () => {
  it('reads the query on load and again on navigation', async () => {
    const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: ['/?partner=p1'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(getCookie('partner')).toBe('p1'));
    await act(() => router.navigate(`/vip?params=${encodeOrderParams('ORD-9')}`));
    // The params value is decrypted once crypto-js has loaded (on demand).
    await waitFor(() => expect(getState().orderDialogId).toBe('ORD-9'));
  });
});
