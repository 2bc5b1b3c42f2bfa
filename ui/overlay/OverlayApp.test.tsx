import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OverlayFrame, OverlayState } from '../../src/core/overlay';
import { fakeOverlayBet, fakeOverlayState, fakeStats } from '../../src/core/overlayFixtures.testing';
import type { OverlayFeedEvents } from '../../src/app/streamer/overlayFeed';

// The page's feed is a stand-in the test drives; the reducer is the real one.
let events: OverlayFeedEvents | null = null;
vi.mock('../../src/app/streamer/overlayFeed', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/app/streamer/overlayFeed')>();
  return {
    ...real,
    OverlayFeed: class {
      constructor(_token: string, e: OverlayFeedEvents) {
        events = e;
      }
      start() {}
      stop() {}
    },
  };
});
vi.mock('../celebration/BigWinCelebration', () => ({ default: () => <div data-testid="big-win" /> }));
const { OverlayApp, overlayView } = await import('./OverlayApp');

const stats = fakeStats({ since: new Date().toISOString(), bets: 2, wagered: '20', profit: '-3.5', bestMultiplier: '2', biggestWin: '4' });
const bet = fakeOverlayBet;
const state: OverlayState = fakeOverlayState([bet(2), bet(1)], { stats });
const send = (frame: OverlayFrame) => act(() => events!.frame(frame));

beforeEach(() => {
  events = null;
});
afterEach(cleanup);

describe('the overlay page', () => {
  it('reads its view from the path', () => {
    expect(overlayView(undefined)).toBe('live');
    expect(overlayView('Stats')).toBe('stats');
    expect(overlayView('control')).toBe('control');
    expect(overlayView('admin')).toBeNull();
  });

  it('draws nothing until the state, then the scene on air, following switches', () => {
    render(<OverlayApp token="t" view="live" />);
    expect(screen.getByTestId('overlay-connecting')).toBeEmptyDOMElement();
    send({ t: 'state', state });
    expect(screen.getAllByTestId('overlay-bet')).toHaveLength(2);
    expect(screen.getByTestId('overlay-current-game')).toHaveTextContent('Dice');
    send({ t: 'bet', bet: bet(3, { win: true, payout: '2.5', amount: '1' }), stats: { ...stats, bets: 3 } });
    expect(screen.getAllByTestId('overlay-bet')[0]).toHaveTextContent('+1.5');
    send({ t: 'scene', scene: 'stats' });
    expect(screen.getByTestId('overlay-stats-bets')).toHaveTextContent('3');
    expect(screen.getByTestId('overlay-stats-profit')).toHaveTextContent('−$3.50');
    send({ t: 'scene', scene: 'hunt' });
    expect(screen.getByTestId('overlay-hunt')).toHaveTextContent('Buy or trigger a slot bonus');
  });

  it('a fixed scene stays whatever is on air; control shows the switcher to a mod link only', () => {
    const { unmount } = render(<OverlayApp token="t" view="stats" />);
    send({ t: 'state', state });
    expect(screen.getByTestId('overlay')).toHaveAttribute('data-scene', 'stats');
    send({ t: 'scene', scene: 'hunt' });
    expect(screen.getByTestId('overlay')).toHaveAttribute('data-scene', 'stats');
    unmount();
    render(<OverlayApp token="t" view="control" />);
    send({ t: 'state', state });
    expect(screen.getByTestId('overlay-view-only')).toBeInTheDocument();
    send({ t: 'state', state: { ...state, canSwitch: true } });
    expect(screen.getByTestId('overlay-scenebar')).toBeInTheDocument();
  });

  it('shows the win alert for a new win at a threshold, not for the bets it opened with', async () => {
    vi.useFakeTimers();
    try {
      render(<OverlayApp token="t" view="live" />);
      send({ t: 'state', state: { ...state, bets: [bet(9, { win: true, multiplier: '100', payoutUsd: '100' })] } });
      expect(screen.queryByTestId('overlay-alert')).toBeNull();
      send({ t: 'bet', bet: bet(10, { win: true, multiplier: '10', payoutUsd: '10' }), stats });
      expect(screen.queryByTestId('overlay-alert')).toBeNull();
      send({ t: 'bet', bet: bet(11, { win: true, multiplier: '50', payout: '50', payoutUsd: '50' }), stats });
      expect(screen.getByTestId('overlay-alert')).toHaveTextContent('50.00x');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(6000);
      });
      expect(screen.queryByTestId('overlay-alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the link is gone', () => {
    render(<OverlayApp token="t" view="live" />);
    act(() => events!.gone());
    expect(screen.getByTestId('overlay-gone')).toHaveTextContent('does not exist or was revoked');
  });
});
