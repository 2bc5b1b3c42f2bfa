import { useLayoutEffect, useRef, useState } from 'react';
import type { GameTypeSet } from '../../../src/core/games/types';
import type { InstantGame, InstantGameTypes } from '../../../src/core/games/registry';
import type { EngineFactoryOf, EngineHostOf as EngineServices, GameEngineOf, LiveFeed, RoundKey } from '../../../game-engine/types';
import { getState } from '../../../src/app/store';
import { storage } from '../../../src/app/storage/storage';

/** Storage key of the game sound volume (0..1). */
export const VOLUME_KEY = 'gameVolume';

/** Game sound volume from storage (default 0.6) and mute from the shell's sound setting. */
export function readGameSound(): { volume: number; muted: boolean } {
  const stored = Number(storage.get(VOLUME_KEY));
  const volume = storage.get(VOLUME_KEY) !== null && Number.isFinite(stored) ? Math.min(1, Math.max(0, stored)) : 0.6;
  return { volume, muted: !getState().soundOn };
}

/** Props of EngineHostOf for a game's type set (a live game's, crash, is not in the instant registry). */
export interface EngineHostPropsOf<T extends GameTypeSet> {
  /** Resolves the engine factory (`createEngine` of game-engine/<game>); null when there is none (static stage). */
  load: () => Promise<EngineFactoryOf<T> | null>;
  /** The engine once it is ready, null after it is destroyed. */
  onEngine(engine: GameEngineOf<T> | null): void;
  /** Each presentation event as it lands, with the key of its round (the key given to play()). */
  onEvent(event: T['event'], key: RoundKey): void;
  /** A player action on the stage (mines: a tile, cash out). */
  onInput?(input: T['input']): void;
  /** The live round feed (crash), read by the engine on every tick: read the store with getState(), never React state. */
  live?(): LiveFeed | null;
  /** The clock the feed's local times are stamped with (default performance.now()). */
  now?(): number;
  className?: string;
  /**
   * Overlays with a space of their own (result chip, readouts): a band above or below the canvas, so they never sit on
   * the game's art at any size; the engine gets the rest of the stage.
   */
  above?: React.ReactNode;
  below?: React.ReactNode;
  /** Shown over the stage (notices that may cover the art). */
  children?: React.ReactNode;
}

/** Props of EngineHost for instant game G. */
export type EngineHostProps<G extends InstantGame> = EngineHostPropsOf<InstantGameTypes[G]>;

/** The engine host of instant game G (EngineHostOf with the game's type set). */
export function EngineHost<G extends InstantGame>(props: EngineHostProps<G>) {
  return <EngineHostOf<InstantGameTypes[G]> {...props} />;
}

/**
 * Mounts a Pixi engine into a ref'd div (DESIGN.md, engine): created in a layout effect by its factory, destroyed in
 * cleanup. The engine sizes itself to this div (its own ResizeObserver); React never resizes it. An unmount before the
 * async init resolves destroys the engine when it arrives. No per-frame state goes through React.
 */
export function EngineHostOf<T extends GameTypeSet>({
  load,
  onEngine,
  onEvent,
  onInput,
  live,
  now,
  className,
  above,
  below,
  children,
}: EngineHostPropsOf<T>) {
  const box = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onEngine, onEvent, onInput, live, now });
  useLayoutEffect(() => {
    callbacks.current = { onEngine, onEvent, onInput, live, now };
  });
  const [status, setStatus] = useState<'loading' | 'ready' | 'missing'>('loading');

  useLayoutEffect(() => {
    const container = box.current;
    if (!container) return;
    let disposed = false;
    let engine: GameEngineOf<T> | null = null;
    const host: EngineServices<T> = {
      getSound: readGameSound,
      onEvent: (event, key) => callbacks.current.onEvent(event, key),
      onInput: (input) => callbacks.current.onInput?.(input),
      live: () => callbacks.current.live?.() ?? null,
      now: () => (callbacks.current.now ? callbacks.current.now() : performance.now()),
    };
    load()
      .then((factory) => (factory ? factory(container, host) : null))
      .then(
        (created) => {
          if (disposed) {
            // Unmounted while the engine was starting: it is ours to free.
            created?.destroy();
            return;
          }
          engine = created;
          setStatus(created ? 'ready' : 'missing');
          if (created) callbacks.current.onEngine(created);
        },
        (error: unknown) => {
          console.warn('engine failed to start', error);
          if (!disposed) setStatus('missing');
        },
      );
    return () => {
      disposed = true;
      if (engine) {
        callbacks.current.onEngine(null);
        engine.destroy();
        engine = null;
      }
    };
  }, [load]);

  return (
    <div className={`engine-host${className ? ` ${className}` : ''}`} data-engine={status}>
      {above !== undefined && (
        <div className="engine-host__band engine-host__band--above" data-testid="stage-band-above">
          {above}
        </div>
      )}
      <div ref={box} className="engine-host__canvas" data-testid="engine-canvas" />
      {below !== undefined && (
        <div className="engine-host__band engine-host__band--below" data-testid="stage-band-below">
          {below}
        </div>
      )}
      {status === 'loading' && (
        <div className="engine-host__loading" role="status">
          <span className="loader-dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          Loading the table
        </div>
      )}
      {children}
    </div>
  );
}
