import { useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { CODE } from '../../../src/core/api';
import type { SettledBet } from '../../../src/core/bets';
import {
  anyBet,
  gameCodeOf,
  HOUSE_GAME_INFO,
  INSTANT_GAMES,
  type InstantGame,
  type ParamsOf,
  type SettledBetOf,
} from '../../../src/core/games';
import type { CallOptions } from '../../../src/app/network/http';
import { placeBet } from '../../../src/app/api/bets';
import { getState, useStore } from '../../../src/app/store';
import { nextFreeBet, selectFreeBetsFor } from '../../../src/app/store/bonusSlice';
import { DEFAULT_AUTO_CONFIG, type AutoConfig } from '../../../src/app/games/autoBet';
import { profitOnWin } from '../../../src/app/games/fieldLinks';
import type { AmountScale, BetPanelProps } from './BetPanel';
import { FreeBetPlay } from './FreeBetPlay';
import type { FreeBetStripProps } from './FreeBetStrip';
import { PanelSettings } from './PanelSettings';
import { paramsProblem, requestParams } from './params';
import type { UiGameModule } from './types';
import { useBetRunner } from './useBetRunner';
import { useEngineBridge } from './useEngineBridge';
import { useStoredState } from './useStoredState';
import { readBalance, useStakeWallet } from './useStakeWallet';

/** Options of useGamePage. */
export interface GamePageOptions<G extends InstantGame> {
  /** The parameters the engine mirrors for a tab (mines: the picked tiles only on the Auto tab); default: as read. */
  previewFor?(params: ParamsOf<G> | null, tab: 'manual' | 'auto'): ParamsOf<G> | null;
}

/**
 * Everything an instant game's page holds besides its layout: the panel state (amount, tab, parameters, auto and
 * display settings, kept per session), the limits, the engine bridge, the bet runner (manual and auto bets through
 * POST /api/games/<game>/bet), the panel's derived props and its settings footer. InstantGamePage is this plus a
 * layout; a game with its own page (the module's `Page`, mines) builds on the same hook instead of copying it.
 * The page hands in its game's module.
 */
export function useGamePage<G extends InstantGame>(ui: UiGameModule<G>, options: GamePageOptions<G> = {}) {
  const game = ui.game;
  const def = INSTANT_GAMES[game];
  const info = HOUSE_GAME_INFO[game];
  const content = useStore((s) => s.gameConfig?.[gameCodeOf(game)]?.content);
  const wallet = useStakeWallet(game);
  const { decimals, balance, limits, amount, setAmount } = wallet;
  const [tab, setTab] = useState<'manual' | 'auto'>('manual');
  const [storedParams, setParams] = useStoredState<ParamsOf<G>>(ui.paramsKey, ui.defaultParams);
  // Stored in an earlier version or edited by hand: a value of the wrong shape falls back to the defaults.
  const params = def.paramsSchema.safeParse(storedParams).success ? storedParams : ui.defaultParams;
  const [autoConfig, setAutoConfig] = useStoredState<AutoConfig>(`autoConfig_${game}`, DEFAULT_AUTO_CONFIG);
  const [instant, setInstant] = useStoredState<boolean>('gameInstant', false);
  const [speed, setSpeed] = useStoredState<number>('gameSpeed', 1);
  const [hotkeys, setHotkeys] = useStoredState<boolean>('gameHotkeys', false);
  const [hotkeysOpen, setHotkeysOpen] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [recent, setRecent] = useState<SettledBet[]>([]);
  const addRecent = useCallback((bet: SettledBetOf<G>) => setRecent((list) => [anyBet(bet), ...list].slice(0, 30)), []);

  const read = useMemo(() => ui.readParams(params), [ui, params]);
  const allowed = useMemo(() => requestParams(ui, params), [ui, params]);
  // The table mirrors the parameters as they will be sent, or as read while the core refuses them (e.g. out of range).
  const { previewFor } = options;
  const preview = useMemo(() => (previewFor ? previewFor(allowed ?? read, tab) : (allowed ?? read)), [previewFor, allowed, read, tab]);
  const bridge = useEngineBridge(game, { speed, instant, preview });

  const send = useCallback(
    // `options` carries the runner's silent first try: a lost answer is re-sent once before anything is toasted.
    async (betAmount: string, key: string, callOptions?: CallOptions) => {
      const wire = requestParams(ui, params);
      // The buttons are disabled while the parameters are refused; this only guards an auto-bet edge.
      if (!wire) return { code: CODE.BAD_REQUEST, msg: paramsProblem(ui, params, undefined) ?? 'Check the bet parameters', data: null };
      const s = getState();
      return placeBet(
        game,
        { coin: s.selectedCoin, amount: betAmount, balanceType: s.amountType, idempotencyKey: key, ...wire },
        callOptions,
      );
    },
    [ui, game, params],
  );
  const runner = useBetRunner({
    game,
    coin: wallet.coin,
    balanceType: wallet.balanceType,
    decimals,
    send,
    present: bridge.present,
    setAmount,
    onSettled: addRecent,
    maxConcurrentRounds: ui.maxRoundsInFlight,
  });
  const { controls } = runner;

  // Free bets (the house's stake): placed by hand from the strip, with the panel's parameters.
  const [freePlay] = useState(() => new FreeBetPlay<G>(game, { present: async () => {}, onSettled: () => {}, setError: () => {} }));
  useLayoutEffect(() => {
    freePlay.setHost({ present: bridge.present, onSettled: addRecent, setError: runner.setError });
  });
  useEffect(() => {
    freePlay.mount();
    return () => freePlay.dispose();
  }, [freePlay]);
  const freeView = useSyncExternalStore(freePlay.subscribe, freePlay.getView);
  const selectUsable = useMemo(() => selectFreeBetsFor(game), [game]);
  const freeBets = useStore(selectUsable);

  const problem = wallet.amountProblem;
  const fieldProblem = paramsProblem(ui, params, content);
  const multiplier = read ? ui.winMultiplier(read) : null;

  const scale = (factor: AmountScale) => {
    if (controls.editable) wallet.scale(factor);
  };

  const canSubmit = !problem && !fieldProblem;
  const bet = () => {
    if (!getState().loggedIn) return getState().openDialog('login');
    if (!controls.canBet || !canSubmit) return;
    void runner.bet(amount);
  };
  const startAuto = () => {
    if (!getState().loggedIn) return getState().openDialog('login');
    if (!controls.canStartAuto || !canSubmit) return;
    void runner.startAuto(autoConfig, amount, readBalance);
  };
  const playFreeBet = () => {
    const s = getState();
    if (!s.loggedIn || !controls.canBet || fieldProblem) return;
    const wire = requestParams(ui, params);
    if (!wire) return;
    const freeBet = nextFreeBet(selectUsable(s), Date.now());
    if (!freeBet) return runner.setError('Your free bets for this game have expired');
    void freePlay.use(freeBet, wire);
  };
  const freeBet: FreeBetStripProps = {
    freeBets,
    sending: freeView.sending,
    inactive: !controls.canBet || runner.machine.auto !== 'off' || fieldProblem !== null,
    onUse: playFreeBet,
  };
  /** The common hotkey handlers: Space bets (or starts / stops auto-bet), S/A/D change the amount. */
  const hotkeyHandlers = {
    bet: () => {
      if (tab === 'manual') bet();
      else if (controls.canStopAuto) runner.stopAuto();
      else startAuto();
    },
    amount: (action: 'double' | 'halve' | 'zero') => scale(action === 'double' ? '2' : action === 'halve' ? '0.5' : '0'),
  };

  const settings = (
    <PanelSettings
      instant={instant}
      speed={speed}
      hotkeys={hotkeys}
      onInstant={setInstant}
      onSpeed={setSpeed}
      onHotkeys={setHotkeys}
      onHotkeysHelp={() => setHotkeysOpen(true)}
    />
  );
  const panelProps: BetPanelProps<G> = {
    module: ui,
    content,
    runner,
    loggedIn: wallet.loggedIn,
    coin: wallet.coin,
    tab,
    onTab: setTab,
    amount,
    amountProblem: problem,
    fiatText: wallet.fiatText,
    onAmount: setAmount,
    onScale: scale,
    balanceLabel: wallet.balanceLabel,
    balanceText: wallet.balanceText,
    params,
    paramsProblem: fieldProblem,
    onParams: setParams,
    profit: profitOnWin(amount, multiplier, decimals),
    autoConfig,
    onAutoConfig: setAutoConfig,
    canSubmit,
    onBet: bet,
    onStartAuto: startAuto,
    settings,
  };

  return {
    ui,
    def,
    info,
    content,
    wallet,
    decimals,
    balance,
    limits,
    amount,
    setAmount,
    tab,
    setTab,
    params,
    setParams,
    read,
    allowed,
    hotkeys,
    setHotkeys,
    hotkeysOpen,
    setHotkeysOpen,
    detailId,
    setDetailId,
    recent,
    addRecent,
    bridge,
    runner,
    controls,
    amountProblem: problem,
    canSubmit,
    hotkeyHandlers,
    panelProps,
    /** The free-bet strip's props (an instant page hands them to its BetPanel). */
    freeBet,
    /** Ids of the bets this page placed with free bets, newest first. */
    freeBetIds: freeView.betIds,
    freePlay,
  };
}
