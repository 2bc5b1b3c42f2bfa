import { useCallback, useEffect, useState } from 'react';
import type { CatalogueGame, GameLaunchAnswer } from '../../src/core/catalogue';
import { launchGame, type LaunchMode, type LaunchOutcome } from '../../src/app/actions/casinoLaunch';
import { useStore } from '../../src/app/store';

/** A launch on screen: nothing asked yet, on its way, or what it came to. */
export type LaunchState = { kind: 'idle' } | { kind: 'loading' } | LaunchOutcome;

/** The launch of a game page and its retry. */
export interface GameLaunch {
  state: LaunchState;
  answer: GameLaunchAnswer | null;
  retry(): void;
}

/**
 * Launches `game` in `mode` while `active`, and again whenever what the launch depends on changes: the mode, the
 * player (a login turns the "log in" panel into the game) and, for real money, the coin played. An answer for an
 * earlier launch is dropped.
 */
export function useGameLaunch(game: CatalogueGame, mode: LaunchMode, active: boolean): GameLaunch {
  const player = useStore((s) => (s.loggedIn ? (s.user?.id ?? 0) : null));
  const coin = useStore((s) => s.selectedCoin);
  const [attempt, setAttempt] = useState(0);
  const key = active ? [game.gameCode, mode, mode === 'real' ? `${player}:${coin}` : '', attempt].join('|') : null;
  const [shown, setShown] = useState<{ key: string | null; state: LaunchState }>({ key: null, state: { kind: 'idle' } });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    void launchGame(game, mode).then((outcome) => {
      if (live) setShown({ key, state: outcome });
    });
    return () => {
      live = false;
    };
  }, [key, game, mode]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const state: LaunchState = key === null ? { kind: 'idle' } : shown.key === key ? shown.state : { kind: 'loading' };
  return { state, answer: state.kind === 'ready' ? state.answer : null, retry };
}
