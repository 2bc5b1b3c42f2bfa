import type { InstantGame } from '../../../src/core/games';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from '../../../src/app/store';
import { selectBetControls, selectBetMachine } from '../../../src/app/store/betSlice';
import { toastWarning } from '../../../src/app/actions/toast';
import { BetRunner, RELOAD_NOTICE, takeReloadNotice, type BetRunnerOptions } from '../../../src/app/games/betRunner';

export {
  AUTO_BET_MIN_INTERVAL_MS,
  autoFlagKey,
  RELOAD_NOTICE,
  reloadStopped,
  resetReloadState,
  type BetRunnerOptions,
} from '../../../src/app/games/betRunner';

/**
 * The React side of the bet runner (src/app/games/betRunner.ts): one runner per mounted page, the machine and its
 * controls read from the store with selectors, the panel's view (last bet, error, auto status) from the runner.
 * `land(betId?)` is called when a round's win or lose event lands (isLanding from src/core/games).
 */
export function useBetRunner<G extends InstantGame>(options: BetRunnerOptions<G>) {
  const [runner] = useState(() => new BetRunner<G>(options));
  // The latest callbacks and coin, before the page's own effects and any click can use them.
  useLayoutEffect(() => {
    runner.setOptions(options);
  });
  const { game, maxConcurrentRounds } = options;

  useEffect(() => {
    runner.mount();
    return () => runner.dispose();
  }, [runner, game, maxConcurrentRounds]);

  // A reload while auto-bet ran: it does not resume, and the player is told why it stopped.
  useEffect(() => {
    if (takeReloadNotice(game)) toastWarning(RELOAD_NOTICE, 'Auto-bet');
  }, [game]);

  const view = useSyncExternalStore(runner.subscribe, runner.getView);
  const machine = useStore(selectBetMachine(game));
  const controls = useStore(selectBetControls(game));

  return {
    machine,
    controls,
    lastBet: view.lastBet,
    error: view.error,
    setError: runner.setError,
    autoStatus: view.autoStatus,
    autoSession: view.autoSession,
    bet: runner.bet,
    startAuto: runner.startAuto,
    stopAuto: runner.stopAuto,
    land: runner.land,
  };
}
