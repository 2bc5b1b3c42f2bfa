import { beforeEach, describe, expect, it } from 'vitest';
import { getLeftIsClose } from '../storage/cookies';
import { getState, resetStore } from '../store';
import { setLeftIsClose } from './shell';

describe('setLeftIsClose', () => {
  beforeEach(() => {
    resetStore();
    document.cookie = 'left-is-close=; Max-Age=0; Path=/';
  });

  it('stores the choice in the cookie and the store', () => {
    expect(getLeftIsClose()).toBe(false);
    setLeftIsClose(true);
    expect(getLeftIsClose()).toBe(true);
    expect(getState().leftIsClose).toBe(true);
    setLeftIsClose(false);
    expect(getLeftIsClose()).toBe(false);
    expect(getState().leftIsClose).toBe(false);
  });
});
