import { beforeEach, describe, expect, it } from 'vitest';
import { getState, resetStore } from '../store';
import { hideLoading, resetLoading, showLoading, withLoading } from './loading';

beforeEach(() => {
  resetStore();
  resetLoading();
});

describe('loading overlay flag', () => {
  it('stays on until the last overlapping piece of work ends', () => {
    showLoading();
    showLoading();
    expect(getState().loading).toBe(true);
    hideLoading();
    expect(getState().loading).toBe(true);
    hideLoading();
    expect(getState().loading).toBe(false);
    hideLoading();
    expect(getState().loading).toBe(false);
  });
  it('withLoading clears the flag on success and on failure', async () => {
    let seen = false;
    await expect(
      withLoading(async () => {
        seen = getState().loading;
        return 7;
      }),
    ).resolves.toBe(7);
    expect(seen).toBe(true);
    expect(getState().loading).toBe(false);
    await expect(withLoading(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(getState().loading).toBe(false);
  });
});
