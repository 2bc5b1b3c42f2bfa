import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState, resetStore } from '../../src/app/store';
import { announceSettled } from '../../src/app/streamer/bigWins';
import { CelebrationHost } from './CelebrationHost';

// The celebration layer carries pixi.js (no WebGL in jsdom): a stand-in that shows what it was given and ends on demand.
const finish: (() => void)[] = [];
vi.mock('../celebration/BigWinCelebration', () => ({
  default: ({
    win,
    onDone,
    reducedMotion,
  }: {
    win: { multiplier: string; payoutText: string; coin: string };
    onDone: () => void;
    reducedMotion: boolean;
  }) => {
    finish.push(onDone);
    return (
      <div data-testid="big-win" data-motion={reducedMotion ? 'calm' : 'full'}>
        {win.multiplier} {win.payoutText} {win.coin}
      </div>
    );
  },
}));

beforeEach(() => {
  resetStore();
  finish.length = 0;
  getState().setCelebrate({ multiplier: '10', usd: '1000' });
});
afterEach(cleanup);

const land = (multiplier: string, win = true) => act(() => announceSettled({ multiplier, payout: '12.5', coin: 'USDT', win }));

describe('the celebration host', () => {
  it('shows nothing until a landed win reaches the thresholds, then the celebration until it is done', async () => {
    render(<CelebrationHost />);
    land('2');
    land('50', false);
    expect(screen.queryByTestId('big-win')).toBeNull();
    land('12');
    const shown = await screen.findByTestId('big-win');
    expect(shown).toHaveTextContent('12 12.5 USDT');
    expect(shown).toHaveAttribute('data-motion', 'full');
    act(() => finish.at(-1)!());
    expect(screen.queryByTestId('big-win')).toBeNull();
  });

  it('shows one at a time: a big win while one is on screen is dropped', async () => {
    render(<CelebrationHost />);
    land('20');
    await screen.findByTestId('big-win');
    land('30');
    expect(screen.getAllByTestId('big-win')).toHaveLength(1);
    expect(screen.getByTestId('big-win')).toHaveTextContent(/^20 /);
    act(() => finish.at(-1)!());
    land('40');
    expect(await screen.findByTestId('big-win')).toHaveTextContent(/^40 /);
  });

  it('asks for the calm version when the player prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<CelebrationHost />);
    land('99');
    expect(await screen.findByTestId('big-win')).toHaveAttribute('data-motion', 'calm');
    vi.unstubAllGlobals();
  });
});
