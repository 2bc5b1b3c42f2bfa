import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';
import { activityApiMock, fakeCashbackMine, fakeCollectable, fakeMine, okEnv } from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { resetToasts } = await import('../../src/app/actions/toast');
const { CollectableList } = await import('./CollectableList');

const onCollected = vi.fn();
const toasts = () => getState().toasts.map((t) => `${t.kind}: ${t.message}`);

beforeEach(() => {
  resetStore();
  resetToasts();
  onCollected.mockReset();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  getState().setUser(fakeUser());
});
afterEach(() => {
  cleanup();
  resetToasts();
});

describe('what waits to be collected', () => {
  it('labels a cashback due as Cashback with its week, and claims it for its period in the coin it shows', async () => {
    const cashback = fakeCollectable({
      promotionId: 4,
      kind: 'cashback',
      title: 'Weekly cashback',
      period: '2026-11-23T00:00Z',
      amount: '12.5',
    });
    const promotion = fakeMine({
      promotionId: 4,
      kind: 'cashback',
      state: 'joined',
      cashback: fakeCashbackMine({ due: [], paid: [{ period: '2026-11-23T00:00Z', coin: 'USDT', amount: '12.5', usd: '12.50' }] }),
    });
    vi.mocked(api.receiveAward).mockResolvedValue(okEnv({ promotion, bonus: null }));
    render(<CollectableList rewards={[cashback]} onCollected={onCollected} />);
    const row = screen.getByTestId('collect-4-2026-11-23T00:00Z');
    expect(row).toHaveTextContent('Weekly cashback');
    expect(row).toHaveTextContent('Cashback · Period from Mon 23 Nov');
    expect(row).toHaveTextContent('12.5 USDT');
    const button = within(row).getByTestId('collect-btn');
    expect(button).toHaveTextContent('Claim');
    await act(async () => fireEvent.click(button));
    expect(api.receiveAward).toHaveBeenCalledWith({ id: 4, period: '2026-11-23T00:00Z' });
    expect(onCollected).toHaveBeenCalledWith(cashback, true);
    expect(toasts()).toEqual(['success: 12.5 USDT of cashback added to your balance']);
  });
});
