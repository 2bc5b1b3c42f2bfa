import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState, resetStore } from '../../src/app/store';

// Pixi's Application cannot start in jsdom (no WebGL): the canvas is left out, the layer around it is what is tested.
vi.mock('@pixi/react', () => ({ Application: () => null, extend: () => {}, useApplication: () => ({}), useTick: () => {} }));
const play = vi.fn();
vi.mock('../../src/app/feedback/sound', () => ({ shellSound: () => ({ play }) }));

const { default: BigWinCelebration, CELEBRATION_MS, INIT_GRACE_MS } = await import('./BigWinCelebration');
const { createBurst, stepBurst, particleAlpha } = await import('./burst');

const win = { multiplier: '120', payoutText: '1,234.5', coin: 'USDT' };

beforeEach(() => {
  resetStore();
  play.mockClear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the big-win celebration layer', () => {
  it('covers the viewport without taking pointer events, plays the chord once and ends by itself', () => {
    const onDone = vi.fn();
    render(<BigWinCelebration win={win} onDone={onDone} reducedMotion={false} />);
    const layer = screen.getByTestId('big-win');
    expect(layer).toHaveAttribute('data-motion', 'full');
    expect(layer.style.position).toBe('fixed');
    expect(layer.style.pointerEvents).toBe('none');
    expect(layer).toHaveTextContent('120×, 1,234.5 USDT');
    expect(play).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledWith('bigWin', 1);
    // No canvas starts in jsdom: the moment ends once the grace for its start has passed too.
    expect(layer).toHaveAttribute('data-phase', 'starting');
    act(() => vi.advanceTimersByTime(CELEBRATION_MS + INIT_GRACE_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('is calm under reduced motion', () => {
    render(<BigWinCelebration win={win} onDone={() => {}} reducedMotion />);
    expect(screen.getByTestId('big-win')).toHaveAttribute('data-motion', 'calm');
  });

  it('masks the payout in streamer mode; the multiplier stays', () => {
    getState().setStreamerMode(true);
    render(<BigWinCelebration win={win} onDone={() => {}} reducedMotion={false} />);
    const text = screen.getByTestId('big-win').textContent ?? '';
    expect(text).toContain('120×');
    expect(text).not.toContain('1,234.5');
    expect(text).toContain('USDT');
  });
});

describe('the particle burst', () => {
  it('steps its pool in place, falls and fades out', () => {
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const burst = createBurst(20, 0.9, random);
    const xs = burst.x;
    for (let i = 0; i < 200; i++) stepBurst(burst, 16);
    expect(burst.x).toBe(xs);
    expect(particleAlpha(burst, 0)).toBe(0);
    expect([...burst.vy].every((v) => v > 0)).toBe(true);
  });
});
