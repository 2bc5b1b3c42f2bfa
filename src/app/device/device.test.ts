import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchDevice } from './device';
import { getState, resetStore } from '../store';

const DESKTOP_UA = navigator.userAgent;
let stop: () => void = () => undefined;

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => resetStore());
afterEach(() => {
  stop();
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value: DESKTOP_UA });
});

describe('device class in the store', () => {
  it('follows the width live on resize: <= 768 mobile, <= 1200 tablet, else pc', () => {
    resizeTo(1440);
    stop = watchDevice();
    expect(getState().device).toBe('pc');
    resizeTo(1200);
    expect(getState().device).toBe('tablet');
    resizeTo(769);
    expect(getState().device).toBe('tablet');
    resizeTo(768);
    expect(getState().device).toBe('mobile');
    resizeTo(1201);
    expect(getState().device).toBe('pc');
  });

  it('a mobile agent is mobile and a tablet agent is tablet at any width', () => {
    resizeTo(1440);
    Object.defineProperty(window.navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    });
    stop = watchDevice();
    expect(getState().device).toBe('mobile');
    stop();
    Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' });
    stop = watchDevice();
    expect(getState().device).toBe('tablet');
  });

  it('stops listening when stopped', () => {
    resizeTo(1440);
    stop = watchDevice();
    stop();
    resizeTo(500);
    expect(getState().device).toBe('pc');
  });
});
