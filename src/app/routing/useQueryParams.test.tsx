import { cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carriesHandledParams, useQueryParams } from './useQueryParams';

const handled = vi.hoisted(() => ({ calls: [] as string[], cleanups: 0 }));
vi.mock('./queryParams', () => ({
  handleQueryParams: (search: string) => {
    handled.calls.push(search);
    return () => void handled.cleanups++;
  },
}));

function Probe() {
  useQueryParams();
  return null;
}

const visit = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Probe />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  handled.calls = [];
  handled.cleanups = 0;
});

describe('useQueryParams', () => {
  it.each(['/?code=XYZ', '/?stag=aff', '/?a=1&partner=p', '/vip?sharCode=ABC', '/?params=enc%2B'])(
    'hands %s to the handlers',
    async (entry) => {
      visit(entry);
      await waitFor(() => expect(handled.calls).toEqual([entry.slice(entry.indexOf('?'))]));
    },
  );

  it('loads nothing for an address without those parameters (or with them empty)', () => {
    for (const search of ['', '?ref=mail', '?code=', '?xcode=1', '?sharCode=&x=1', '?my_params=1'])
      expect(carriesHandledParams(search)).toBe(false);
    for (const search of ['?code=1', '?x=1&stag=a', '?params=%2B', '?error=access_denied&state=s'])
      expect(carriesHandledParams(search)).toBe(true);
  });

  it("cancels the handlers' pending work when the page leaves", async () => {
    const { unmount } = visit('/?code=XYZ');
    await waitFor(() => expect(handled.calls).toHaveLength(1));
    unmount();
    expect(handled.cleanups).toBe(1);
  });
});
