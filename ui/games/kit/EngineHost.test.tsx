import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { EngineFactory, EngineHost as Services, GameEngine } from '../../../game-engine/types';
import { getState, resetStore } from '../../../src/app/store';
import { EngineHost, readGameSound } from './EngineHost';

function fakeEngine() {
  return { play: vi.fn(async () => {}), preview: vi.fn(), setSpeed: vi.fn(), destroy: vi.fn() } satisfies GameEngine<'dice'>;
}

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

describe('EngineHost', () => {
  it('creates the engine in its container, hands it over, forwards events with their round, and destroys it on unmount', async () => {
    const engine = fakeEngine();
    let services: Services<'dice'> | null = null;
    const factory: EngineFactory<'dice'> = vi.fn(async (el: HTMLElement, host: Services<'dice'>) => {
      expect(el).toBeInstanceOf(HTMLElement);
      services = host;
      return engine;
    });
    const onEngine = vi.fn();
    const onEvent = vi.fn();
    const view = render(<EngineHost<'dice'> load={async () => factory} onEngine={onEngine} onEvent={onEvent} />);
    await act(async () => {});
    expect(onEngine).toHaveBeenCalledWith(engine);
    services!.onEvent({ type: 'win', multiplier: '2' }, 'bet-1');
    expect(onEvent).toHaveBeenCalledWith({ type: 'win', multiplier: '2' }, 'bet-1');
    expect(services!.getSound()).toEqual(readGameSound());
    expect(services!.live!()).toBeNull();
    view.unmount();
    expect(engine.destroy).toHaveBeenCalledTimes(1);
    expect(onEngine).toHaveBeenLastCalledWith(null);
  });

  it('forwards stage input and the live feed from the latest props', async () => {
    let services: Services<'dice'> | null = null;
    const factory: EngineFactory<'dice'> = async (_el, host) => {
      services = host;
      return fakeEngine();
    };
    const load = async () => factory;
    const first = vi.fn();
    const second = vi.fn();
    const feed = { roundId: 7, phase: 'running', anchorElapsedMs: 1200, anchorLocalMs: 5000 };
    const view = render(<EngineHost<'dice'> load={load} onEngine={() => {}} onEvent={() => {}} onInput={first} />);
    await act(async () => {});
    view.rerender(<EngineHost<'dice'> load={load} onEngine={() => {}} onEvent={() => {}} onInput={second} live={() => feed} />);
    // Dice has no stage input (never); a game with input gets its own union here. The host forwards whatever it gets.
    services!.onInput!({ type: 'tile', index: 3 } as never);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ type: 'tile', index: 3 });
    expect(services!.live!()).toBe(feed);
  });

  it('leaves resizing to the engine: it observes nothing itself', async () => {
    const observe = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = observe;
        disconnect() {}
        unobserve() {}
      },
    );
    const factory: EngineFactory<'dice'> = async () => fakeEngine();
    render(<EngineHost<'dice'> load={async () => factory} onEngine={() => {}} onEvent={() => {}} />);
    await act(async () => {});
    expect(observe).not.toHaveBeenCalled();
  });

  it('destroys an engine whose init resolves after the unmount (async-init race)', async () => {
    const engine = fakeEngine();
    let resolve: (e: GameEngine<'dice'>) => void = () => {};
    const factory: EngineFactory<'dice'> = () => new Promise((r) => (resolve = r));
    const onEngine = vi.fn();
    const view = render(<EngineHost<'dice'> load={async () => factory} onEngine={onEngine} onEvent={() => {}} />);
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
