import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { EngineFactory, EngineHost as Services, GameEngine } from '../../game-engine/types';
import { getState, resetStore } from '../../src/app/store';
import { EngineHost, readGameSound } from './EngineHost';

function fakeEngine() {
  return { play: vi.fn(async () => {}), setSpeed: vi.fn(), resize: vi.fn(), destroy: vi.fn() } satisfies GameEngine;
}

afterEach(() => {
  cleanup();
  resetStore();
});

describe('EngineHost', () => {
  it('creates the engine in its container, hands it over, and destroys it on unmount', async () => {
    const engine = fakeEngine();
    let services: Services | null = null;
    const factory: EngineFactory<GameEngine> = vi.fn(async (el: HTMLElement, host: Services) => {
      expect(el).toBeInstanceOf(HTMLElement);
      services = host;
      return engine;
    });
    const onEngine = vi.fn();
    const onEvent = vi.fn();
    const view = render(<EngineHost load={async () => factory} onEngine={onEngine} onEvent={onEvent} />);
    await act(async () => {});
    expect(onEngine).toHaveBeenCalledWith(engine);
    services!.onEvent!({ type: 'win', multiplier: '2' });
    expect(onEvent).toHaveBeenCalledWith({ type: 'win', multiplier: '2' });
    view.unmount();
    expect(engine.destroy).toHaveBeenCalledTimes(1);
    expect(onEngine).toHaveBeenLastCalledWith(null);
  });

  it('destroys an engine whose init resolves after the unmount (async-init race)', async () => {
    const engine = fakeEngine();
    let resolve: (e: GameEngine) => void = () => {};
    const factory: EngineFactory<GameEngine> = () => new Promise((r) => (resolve = r));
    const onEngine = vi.fn();
    const view = render(<EngineHost load={async () => factory} onEngine={onEngine} onEvent={() => {}} />);
    await act(async () => {});
    view.unmount();
    await act(async () => resolve(engine));
    expect(engine.destroy).toHaveBeenCalledTimes(1);
    expect(onEngine).not.toHaveBeenCalled();
  });

  it('reads sound mute from the store and volume from storage', () => {
    getState().setSoundOn(false);
    expect(readGameSound()).toEqual({ volume: 0.6, muted: true });
    getState().setSoundOn(true);
    expect(readGameSound().muted).toBe(false);
  });
});
