import { useCallback, useEffect, useRef } from 'react';
import type { GameEngine, RoundKey } from '../../../game-engine/types';
import {
  INSTANT_GAMES,
  isLanding,
  type EventOf,
  type InstantGame,
  type ParamsOf,
  type SettledBetOf,
  type StateOf,
} from '../../../src/core/games';

/** What the page keeps the engine in step with. */
export interface EngineSettings<G extends InstantGame> {
  speed: number;
  instant: boolean;
  /** The panel's parameters when they read (mirrored on the table), null while a field does not. */
  preview: ParamsOf<G> | null;
}

/**
 * Holds game G's engine for the page: forwards speed, the panel's parameters and a stateful game's live state, plays a settled bet as the
 * definition's round, and routes the round's landing event to the bet runner.
 */
export function useEngineBridge<G extends InstantGame>(game: G, settings: EngineSettings<G>) {
  const engine = useRef<GameEngine<G> | null>(null);
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });
  const { speed, instant, preview } = settings;
  const shown = useRef<StateOf<G> | null>(null);

  const onEngine = useCallback((e: GameEngine<G> | null) => {
    engine.current = e;
    if (!e) return;
    // A fresh engine starts from the current settings; later changes arrive through the effects below.
    e.setSpeed(latest.current.speed, latest.current.instant);
    if (latest.current.preview) e.preview(latest.current.preview);
    if (shown.current) e.show?.(shown.current);
  }, []);
  useEffect(() => {
    engine.current?.setSpeed(speed, instant);
  }, [speed, instant]);
  useEffect(() => {
    if (preview) engine.current?.preview(preview);
  }, [preview]);

  /**
   * Pushes a stateful game's live state (GameTypeSet.state: mines' game in play) to the engine's `show`; a fresh
   * engine gets the latest one too. Games without a state never call it.
   */
  const show = useCallback((state: StateOf<G>) => {
    shown.current = state;
    engine.current?.show?.(state);
  }, []);

  /** Plays a settled bet; resolves at once without an engine (the result then lands when play returns). */
  const present = useCallback(
    async (bet: SettledBetOf<G>) => {
      // The bet id is the round's key: its landing event names the bet it settles (several may be in flight).
      await engine.current?.play(INSTANT_GAMES[game].toRound(bet), bet.id);
    },
    [game],
  );

  /** The engine's event handler: a win or lose event lands its round's bet (balance, result chip, tables). */
  const eventHandler = useCallback(
    (land: (betId?: number) => void) => (event: EventOf<G>, key: RoundKey) => {
      if (isLanding(event)) land(typeof key === 'number' ? key : undefined);
    },
    [],
  );

  return { onEngine, present, eventHandler, show };
}
