import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToFrame, readFrameMessage } from './frameMessages';

const ORIGIN = 'http://127.0.0.1:4100';

describe('game frame messages', () => {
  let stop: (() => void) | null = null;
  afterEach(() => stop?.());

  it('reads the accepted types from the launch origin only', () => {
    expect(readFrameMessage({ origin: ORIGIN, data: { type: 'exit' } }, ORIGIN)).toBe('exit');
    expect(readFrameMessage({ origin: ORIGIN, data: '{"type":"deposit"}' }, ORIGIN)).toBe('deposit');
    expect(readFrameMessage({ origin: 'http://evil.example', data: { type: 'exit' } }, ORIGIN)).toBeNull();
    expect(readFrameMessage({ origin: window.location.origin, data: { type: 'exit' } }, ORIGIN)).toBeNull();
    expect(readFrameMessage({ origin: ORIGIN, data: { type: 'setBalance', amount: '1000000' } }, ORIGIN)).toBeNull();
    expect(readFrameMessage({ origin: ORIGIN, data: 'exit' }, ORIGIN)).toBeNull();
    expect(readFrameMessage({ origin: ORIGIN, data: null }, ORIGIN)).toBeNull();
    expect(readFrameMessage({ origin: '', data: { type: 'exit' } }, '')).toBeNull();
  });

  it('listens on the window and stops', () => {
    const seen = vi.fn();
    stop = listenToFrame(window, ORIGIN, seen);
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://evil.example', data: { type: 'exit' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: ORIGIN, data: { type: 'balance', amount: '999' } }));
    expect(seen.mock.calls).toEqual([['balance']]);
    stop();
    stop = null;
    window.dispatchEvent(new MessageEvent('message', { origin: ORIGIN, data: { type: 'exit' } }));
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
