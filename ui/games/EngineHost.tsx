import { useLayoutEffect, useRef, useState } from 'react';
import type { EngineFactory, EngineHost as EngineServices, GameEngine } from '../../game-engine/types';
import type { EventOf, InstantGame } from '../../src/core/games';
import { getState } from '../../src/app/store';
import { storage } from '../../src/app/storage';

/** Storage key of the game sound volume (0..1). */
export const VOLUME_KEY = 'gameVolume';

/** Game sound volume from storage (default 0.6) and mute from the shell's sound setting. */
export function readGameSound(): { volume: number; muted: boolean } {
  const stored = Number(storage.get(VOLUME_KEY));
  const volume = storage.get(VOLUME_KEY) !== null && Number.isFinite(stored) ? Math.min(1, Math.max(0, stored)) : 0.6;
  return { volume, muted: !getState().soundOn };
}

/** Props of EngineHost. */
export interface EngineHostProps<G extends InstantGame> {
  /** Resolves the engine factory; null when the engine is not available (the stage then stays static). */
  load: () => Promise<EngineFactory<G> | null>;
  /** The engine once it is ready, null after it is destroyed. */
  onEngine(engine: GameEngine<G> | null): void;
  /** Each presentation event as the engine plays it. */
  onEvent(event: EventOf<G>): void;
  className?: string;
  /** Shown over the stage (result chip, notices). */
  children?: React.ReactNode;
}

/**
 * Mounts a Pixi engine into a ref'd div (DESIGN.md, engine): created in a layout effect by its factory, resized by a
 * ResizeObserver, destroyed in cleanup. An unmount before the async init resolves destroys the engine when it
 * arrives. No per-frame state goes through React.
 */
export function EngineHost<G extends InstantGame>({ load, onEngine, onEvent, className, children }: EngineHostProps<G>) {
  const box = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onEngine, onEvent });
  useLayoutEffect(() => {
    callbacks.current = { onEngine, onEvent };
  });
  const [status, setStatus] = useState<'loading' | 'ready' | 'missing'>('loading');

  useLayoutEffect(() => {
    const container = box.current;
    if (!container) return;
    let disposed = false;
    let engine: GameEngine<G> | null = null;
    const host: EngineServices<G> = {
      getSound: readGameSound,
      onEvent: (event) => callbacks.current.onEvent(event),
    };
    const fit = () => {
      const { width, height } = container.getBoundingClientRect();
      if (engine && width > 0 && height > 0) engine.resize(width, height);
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(container);
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
          if (created) {
            fit();
            callbacks.current.onEngine(created);
          }
        },
        (error: unknown) => {
          console.warn('engine failed to start', error);
          if (!disposed) setStatus('missing');
        },
      );
    return () => {
      disposed = true;
      observer?.disconnect();
      if (engine) {
        callbacks.current.onEngine(null);
        engine.destroy();
        engine = null;
      }
    };
  }, [load]);

  return (
    <div className={`engine-host${className ? ` ${className}` : ''}`} data-engine={status}>
      <div ref={box} className="engine-host__canvas" data-testid="engine-canvas" />
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
