import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getState, resetStore } from '../../src/app/store';
import { activityApiMock, fakeCard, fakeReloadCard, okEnv } from '../../src/app/api/promotionFixtures.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
const api = await import('../../src/app/api/activity');
const { ActivityPopup, POPUP_DELAY_MS } = await import('./ActivityPopup');

const renderPopup = () =>
  render(
    <MemoryRouter>
      <ActivityPopup />
    </MemoryRouter>,
  );
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  resetStore();
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date(2026, 11, 4, 12, 0, 0));
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(api.selectAllActivity).mockResolvedValue(okEnv({ list: [fakeCard(), fakeReloadCard()] }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the activity pop-up', () => {
  it('shows a moment after load, once the session check answered, and once a day on the device', async () => {
    renderPopup();
    await pass(POPUP_DELAY_MS * 2);
    expect(api.selectAllActivity).not.toHaveBeenCalled();
    act(() => getState().setSessionChecked(true));
    await pass(POPUP_DELAY_MS);
    expect(api.selectAllActivity).toHaveBeenCalledWith({ type: 'popup', size: 3 });
    const popup = screen.getByTestId('activity-popup');
    expect(popup).toHaveTextContent('100% welcome match up to 500 USD');
    expect(popup).toHaveTextContent('Friday reload');
    fireEvent.click(screen.getByTestId('activity-popup-dismiss'));
    expect(screen.queryByTestId('activity-popup')).toBeNull();

    // The same day, another visit: nothing, not even a request.
    cleanup();
    renderPopup();
    await pass(POPUP_DELAY_MS * 2);
    expect(api.selectAllActivity).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('activity-popup')).toBeNull();

    // The next day it may show again.
    cleanup();
    vi.setSystemTime(new Date(2026, 11, 5, 9, 0, 0));
    renderPopup();
    await pass(POPUP_DELAY_MS);
    expect(screen.getByTestId('activity-popup')).toBeInTheDocument();
  });

  it('is not shown for offers the player already joined or claimed, and such a visit does not use up the day', async () => {
    getState().setSessionChecked(true);
    vi.mocked(api.selectAllActivity).mockResolvedValue(
      okEnv({ list: [fakeCard({ entry: 'claimed' }), fakeReloadCard({ entry: 'joined' })] }),
    );
    renderPopup();
    await pass(POPUP_DELAY_MS);
    expect(api.selectAllActivity).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('activity-popup')).toBeNull();
    expect(localStorage.getItem('hs_promoPopupDay')).toBeNull();
  });

  it('leads with the first offer left and closes with Escape', async () => {
    getState().setSessionChecked(true);
    vi.mocked(api.selectAllActivity).mockResolvedValue(okEnv({ list: [fakeCard({ entry: 'joined' }), fakeReloadCard()] }));
    renderPopup();
    await pass(POPUP_DELAY_MS);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Friday reload');
    expect(screen.getByTestId('activity-popup-go')).toHaveAttribute('href', '/promotions/details/2');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('activity-popup')).toBeNull();
  });

  it('is never shown in an automated browser', async () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'webdriver');
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    try {
      getState().setSessionChecked(true);
      renderPopup();
      await pass(POPUP_DELAY_MS * 2);
      expect(api.selectAllActivity).not.toHaveBeenCalled();
      expect(screen.queryByTestId('activity-popup')).toBeNull();
    } finally {
      if (own) Object.defineProperty(navigator, 'webdriver', own);
      else Reflect.deleteProperty(navigator, 'webdriver');
    }
  });
});
