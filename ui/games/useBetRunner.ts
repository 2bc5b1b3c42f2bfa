import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { BalanceRow, Envelope } from '../../src/core/api';
import { CODE } from '../../src/core/api';
import type { BetResponse, InstantGame, SettledBet } from '../../src/core/bets';
import type { BalanceType, Coin } from '../../src/core/currency';
import { sub } from '../../src/core/amount';
import { formatCoin } from '../../src/core/format';
import { idempotencyKey } from '../../src/app/api/bets';
import { getState, useStore } from '../../src/app/store';
import { storage } from '../../src/app/storage';
import { toastError, toastSuccess, toastWarning } from '../../src/app/actions/toast';
import { betControls, betTransition, INITIAL_BET_STATE } from '../../src/app/games/betMachine';
import { applyResult, exceedsBalance, startSession, stopMessage, type AutoConfig, type AutoSession, type AutoStopReason } from '../../src/app/games/autoBet';

/** Session-storage key marking a running auto-bet: found at mount, it means the page was reloaded mid-run. */
export const autoFlagKey = (game: InstantGame) => `autoRunning_${game}`;
/** Notice after a reload stopped auto-bet. */
export const RELOAD_NOTICE = 'Auto-bet stopped because the page reloaded';

/**
 * Fewest milliseconds between the starts of two auto-bets. The server takes at most 20 bets a second from a player
 * (BET_RATE_LIMIT_MAX per BET_RATE_LIMIT_WINDOW_SEC); an instant run on a fast connection would go past that and stop
 * on "Too many bets". 60 ms keeps any one-second window at 17 bets or fewer.
 */
export const AUTO_BET_MIN_INTERVAL_MS = 60;

/** Options of the bet runner. */
export interface BetRunnerOptions {
  game: InstantGame;
  coin: Coin;
  balanceType: BalanceType;
  decimals: number;
  /** Sends one bet with its idempotency key. */
  send(amount: string, key: string): Promise<Envelope<BetResponse>>;
  /** Plays a settled bet; resolves when its presentation has finished. */
  present(bet: SettledBet): Promise<void>;
  /** The amount field follows the auto-bet amount. */
  setAmount(amount: string): void;
  /** A bet reached its win/lose moment (bet tables prepend it). */
  onSettled?(bet: SettledBet): void;
}

// The flag is read once per page load (a reload restarts the module); the notice is toasted once.
const reloadState = new Map<InstantGame, 'stopped' | 'told' | 'none'>();

/** True when this page load found the auto-bet flag of a game (the page reloaded while auto-bet ran). */
export function reloadStopped(game: InstantGame): boolean {
  if (!reloadState.has(game)) {
    const key = autoFlagKey(game);
    const found = storage.get(key) !== null;
    storage.remove(key);
    reloadState.set(game, found ? 'stopped' : 'none');
  }
  return reloadState.get(game) === 'stopped';
}

function takeReloadNotice(game: InstantGame): boolean {
  if (reloadState.get(game) !== 'stopped') return false;
  reloadState.set(game, 'told');
  return true;
}

/** Forgets what this page load found (tests). */
export function resetReloadState(): void {
  reloadState.clear();
}

function withRow(rows: readonly BalanceRow[], coin: Coin, type: BalanceType, amount: string): BalanceRow[] {
  const found = rows.some((r) => r.coin === coin);
  const list = found ? rows : [...rows, { coin, amount: '0', bonusAmount: '0' }];
  return list.map((r) => (r.coin !== coin ? r : type === 'BONUS' ? { ...r, bonusAmount: amount } : { ...r, amount }));
}

/**
 * Runs manual and auto bets through the bet lifecycle machine: send, hold the shown balance, present, release the
 * balance and the result when the presentation reaches its win or loss (onPresentationEnd / landed).
 */
export function useBetRunner(options: BetRunnerOptions) {
  const [machine, dispatch] = useReducer(betTransition, INITIAL_BET_STATE);
  const [lastBet, setLastBet] = useState<SettledBet | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [autoStatus, setAutoStatus] = useState<string | null>(() => (reloadStopped(options.game) ? `Stopped: ${RELOAD_NOTICE.toLowerCase()}` : null));
  const [autoSession, setAutoSession] = useState<AutoSession | null>(null);
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });
  const pending = useRef<{ bet: SettledBet; balance: string } | null>(null);
  const stopRequested = useRef(false);
  const autoLive = useRef(false);
  const mounted = useRef(true);

  /** The round reached its win or loss: the balance and the result show now. Idempotent. */
  const land = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    pending.current = null;
    const { coin, balanceType } = p.bet;
    useStore.setState((s) => ({ balances: withRow(s.balances, coin, balanceType, p.balance), balanceHold: null }));
    if (!mounted.current) return;
    setLastBet(p.bet);
    opts.current.onSettled?.(p.bet);
  }, []);

  const runOne = useCallback(
    async (amount: string): Promise<{ bet: SettledBet } | { error: string }> => {
      dispatch({ type: 'bet' });
      setError(null);
      const env = await opts.current.send(amount, idempotencyKey());
      if (env.code !== CODE.OK || !env.data) {
        const message = env.msg || 'The bet could not be placed';
        dispatch({ type: 'failed' });
        if (mounted.current) setError(message);
        return { error: message };
      }
      dispatch({ type: 'settled' });
      const { bet, balance } = env.data;
      // Until the presentation lands, the wallet shows the stake taken and the win not yet added.
      getState().setBalanceHold(withRow(getState().balances, bet.coin, bet.balanceType, sub(balance, bet.payout)));
      pending.current = { bet, balance };
      try {
        await opts.current.present(bet);
      } catch (e) {
        console.warn('presentation failed', e);
      }
      land();
      dispatch({ type: 'presented' });
      return { bet };
    },
    [land],
  );

  const bet = useCallback(
    async (amount: string) => {
      await runOne(amount);
    },
    [runOne],
  );

  const finishAuto = useCallback((reason: AutoStopReason) => {
    autoLive.current = false;
    storage.remove(autoFlagKey(opts.current.game));
    dispatch({ type: 'autoDone' });
    if (!mounted.current) return;
    const text = stopMessage(reason, opts.current.coin, (a) => formatCoin(a));
    setAutoStatus(text);
    if (reason.kind === 'profit' || reason.kind === 'count') toastSuccess(text, 'Auto-bet');
    else if (reason.kind === 'error') toastError(text, 'Auto-bet');
    else if (reason.kind !== 'user') toastWarning(text, 'Auto-bet');
  }, []);

  const startAuto = useCallback(
    async (config: AutoConfig, amount: string, balance: () => string) => {
      if (autoLive.current) return;
      autoLive.current = true;
      stopRequested.current = false;
      dispatch({ type: 'autoStart' });
      storage.set(autoFlagKey(opts.current.game), '1');
      setAutoStatus('Running');
      let session = startSession(amount);
      setAutoSession(session);
      let lastStart = Number.NEGATIVE_INFINITY;
      for (;;) {
        const wait = lastStart + AUTO_BET_MIN_INTERVAL_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (stopRequested.current || !mounted.current) return finishAuto({ kind: 'user' });
        if (exceedsBalance(session.amount, balance())) return finishAuto({ kind: 'balance' });
        lastStart = Date.now();
        const r = await runOne(session.amount);
        if ('error' in r) return finishAuto({ kind: 'error', message: r.error });
        const step = applyResult(config, session, r.bet, opts.current.decimals);
        session = step.session;
        if (mounted.current) {
          setAutoSession(session);
          opts.current.setAmount(session.amount);
        }
        if (step.stop) return finishAuto(step.stop);
      }
    },
    [finishAuto, runOne],
  );

  const stopAuto = useCallback(() => {
    if (!autoLive.current) return;
    stopRequested.current = true;
    dispatch({ type: 'autoStop' });
    setAutoStatus('Stopping after this bet');
  }, []);

  // A reload while auto-bet ran: it does not resume, and the player is told why it stopped.
  useEffect(() => {
    if (takeReloadNotice(options.game)) toastWarning(RELOAD_NOTICE, 'Auto-bet');
  }, [options.game]);

  useEffect(() => {
    mounted.current = true;
    const game = opts.current.game;
    return () => {
      // Leaving the page ends auto-bet (not a reload: no notice next time) and lands any round in flight.
      mounted.current = false;
      stopRequested.current = true;
      if (autoLive.current) storage.remove(autoFlagKey(game));
      land();
      getState().setBalanceHold(null);
    };
  }, [land]);

  return { machine, controls: betControls(machine), lastBet, error, setError, autoStatus, autoSession, bet, startAuto, stopAuto, land };
}
