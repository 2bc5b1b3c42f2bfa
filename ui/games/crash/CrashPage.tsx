import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { crashAutoProblem, crashAutoWire, type CrashTypes } from '../../../src/core/games/crash';
import type { GameEngineOf } from '../../../game-engine/types';
import { DEFAULT_AUTO_CONFIG, type AutoConfig } from '../../../src/app/games/autoBet';
import { crashClock, watchCrash } from '../../../src/app/games/crash/crashActions';
import { getState, useStore } from '../../../src/app/store';
import { selectCrashFeed } from '../../../src/app/games/crash/crashSlice';
import { EngineHostOf } from '../kit/EngineHost';
import { GamePageBar } from '../kit/GamePageBar';
import { HotkeysDialog } from '../kit/HotkeysDialog';
import { PanelSettings } from '../kit/PanelSettings';
import { useGameHotkeys } from '../kit/useGameHotkeys';
import { useStoredState } from '../kit/useStoredState';
import { crashAnnouncement } from './announce';
import { AUTO_NEEDS_TARGET } from './CrashAuto';
import { CrashBetTables } from './CrashBetTables';
import { CrashInfo } from './CrashInfo';
import { CrashMainButton } from './CrashMainButton';
import { CrashPanel } from './CrashPanel';
import { CrashPlay } from './CrashPlay';
import { CrashPlayers } from './CrashPlayers';
import { mainAction } from './mainAction';
import { crashStageState } from './stageState';
import { loadCrashEngine } from './engine';
import { useStakeWallet } from '../kit/useStakeWallet';
import { usePrivate } from '../../streamer/Private';
import '../kit/games.css';
import './crash.css';

/** The crash keys listed in the hotkeys dialog. */
export const CRASH_HOTKEYS = [{ key: 'Space', label: 'Bet, cash out, queue a bet for the next round or cancel it' }] as const;

const liveFeed = () => selectCrashFeed(getState());

/**
 * The crash page: the shared round followed from the store (crashActions.ts: state on mount and on reconnect, frames
 * in between), the crash engine in live mode (its feed read from the store on every tick, the stage state pushed with
 * `show`, the auto target with `preview`, a tap on the stage cashes out), the panel (manual: bet, queue for the next
 * round, cash out with the live payout; auto: one bet a round through the shared auto-bet rules), the players list.
 */
export default function CrashPage({ game }: { game: 'crash' }) {
  const wallet = useStakeWallet(game);
  const [tab, setTab] = useState<'manual' | 'auto'>('manual');
  const [autoText, setAutoText] = useStoredState<string>('crashAutoCashout', '');
  const [autoConfig, setAutoConfig] = useStoredState<AutoConfig>('autoConfig_crash', DEFAULT_AUTO_CONFIG);
  const [hotkeys, setHotkeys] = useStoredState<boolean>('gameHotkeys', false);
  const [hotkeysOpen, setHotkeysOpen] = useState(false);
  const { setAmount } = wallet;
  const [play] = useState(() => new CrashPlay((a) => setAmount(a)));
  useEffect(() => watchCrash(), []);
  useEffect(() => {
    play.mount();
    return () => play.dispose();
  }, [play]);
  const view = useSyncExternalStore(play.subscribe, play.getView);

  // Everything but the tick anchor: the page does not re-render on ticks (the engine and the payout read the feed).
  const round = useStore(
    useShallow((s) => ({
      roundId: s.crash.roundId,
      phase: s.crash.phase,
      bettingEndsAt: s.crash.bettingEndsAt,
      crashPoint: s.crash.crashPoint,
      history: s.crash.history,
      players: s.crash.players,
      myBet: s.crash.myBet,
    })),
  );
  const offsetMs = useStore((s) => s.crashOffsetMs) ?? 0;
  const { on: streamer, text } = usePrivate();
  const stage = useMemo(
    () => crashStageState(round, { local: crashClock.now(), epoch: crashClock.epoch(), offsetMs }, hotkeys, streamer),
    [round, offsetMs, hotkeys, streamer],
  );

  // The engine: the latest stage state and auto target on creation and on every change.
  const engine = useRef<GameEngineOf<CrashTypes> | null>(null);
  const autoWire = crashAutoWire(autoText);
  const shown = useRef({ stage, autoWire });
  useLayoutEffect(() => {
    shown.current = { stage, autoWire };
  });
  const onEngine = useCallback((e: GameEngineOf<CrashTypes> | null) => {
    engine.current = e;
    e?.preview({ autoCashout: shown.current.autoWire });
    e?.show?.(shown.current.stage);
  }, []);
  useEffect(() => {
    engine.current?.show?.(stage);
  }, [stage]);
  useEffect(() => {
    engine.current?.preview({ autoCashout: autoWire });
  }, [autoWire]);

  const queuedOrAuto = view.queued !== null || view.auto.on;
  const autoProblem = crashAutoProblem(autoText) ?? (tab === 'auto' && autoWire === null ? AUTO_NEEDS_TARGET : null);
  const blocked = wallet.amountProblem !== null || autoProblem !== null;
  const action = mainAction({ ...round, anchor: null, startedAt: null, hash: null }, view.sending !== null, view.queued !== null);
  const mine = round.myBet && round.myBet.roundId === round.roundId ? round.myBet : null;

  const onMain = () => {
    if (!getState().loggedIn) return getState().openDialog('login');
    const now = mainAction(getState().crash, play.getView().sending !== null, play.getView().queued !== null);
    if ((now === 'bet' || now === 'queue') && blocked) return;
    play.main({ amount: wallet.amount, autoCashout: autoWire });
  };
  const startAuto = () => {
    if (!getState().loggedIn) return getState().openDialog('login');
    if (blocked || !autoWire) return;
    play.auto.start({
      config: autoConfig,
      intent: { amount: wallet.amount, autoCashout: autoWire },
      decimals: wallet.decimals,
      coin: wallet.coin,
      balance: wallet.readBalance,
    });
  };
  const stopAuto = () => play.auto.stop({ kind: 'user' });

  useGameHotkeys(hotkeys, hotkeysOpen, {
    bet: () => (tab === 'manual' ? onMain() : view.auto.on ? stopAuto() : startAuto()),
    amount: (a) => !queuedOrAuto && wallet.scale(a === 'double' ? '2' : a === 'halve' ? '0.5' : '0'),
  });

  return (
    <div
      className="game-page ig crash-page"
      data-testid="game-page"
      data-game={game}
      data-crash-phase={round.phase}
      data-round={round.roundId ?? ''}
      data-cashouts={stage.cashouts.length}
    >
      <GamePageBar title="Crash" />
      <div className="ig-table crash-table">
        <CrashPanel
          tab={tab}
          onTab={setTab}
          locked={queuedOrAuto}
          coin={wallet.coin}
          loggedIn={wallet.loggedIn}
          amount={wallet.amount}
          amountProblem={wallet.amountProblem}
          fiatText={wallet.fiatText}
          onAmount={setAmount}
          onScale={(f) => !queuedOrAuto && wallet.scale(f)}
          balanceLabel={wallet.balanceLabel}
          balanceText={wallet.balanceText}
          autoCashout={autoText}
          autoCashoutProblem={autoText === '' && tab === 'manual' ? null : autoProblem}
          onAutoCashout={setAutoText}
          autoConfig={autoConfig}
          onAutoConfig={setAutoConfig}
          mainButton={
            <CrashMainButton
              action={action}
              loggedIn={wallet.loggedIn}
              sending={view.sending}
              bet={mine}
              blocked={blocked}
              onClick={onMain}
            />
          }
          auto={view.auto}
          canStartAuto={!blocked && autoWire !== null}
          onStartAuto={startAuto}
          onStopAuto={stopAuto}
          error={view.error}
          settings={<PanelSettings hotkeys={hotkeys} onHotkeys={setHotkeys} onHotkeysHelp={() => setHotkeysOpen(true)} />}
        />
        <EngineHostOf<CrashTypes>
          load={loadCrashEngine}
          onEngine={onEngine}
          onEvent={() => {}}
          onInput={() => void play.cashout()}
          live={liveFeed}
          now={crashClock.now}
          className={`ig-stage game-card--${game} crash-stage`}
        >
          {mine && (
            <p className="crash-mine" data-testid="crash-my-bet" data-state={mine.state}>
              <span className="crash-mine__text">
                {mine.state === 'cashed' ? `Cashed out at ${mine.cashoutAt}×` : mine.state === 'lost' ? 'Busted' : 'Your bet is in'}
              </span>
            </p>
          )}
        </EngineHostOf>
        <p className="sr-only" role="status" data-testid="crash-announce">
          {text(crashAnnouncement(mine, round.crashPoint))}
        </p>
        <CrashPlayers />
      </div>
      <CrashBetTables />
      <CrashInfo maxBet={wallet.maxBetText} />
      <HotkeysDialog
        open={hotkeysOpen}
        enabled={hotkeys}
        extra={CRASH_HOTKEYS}
        onToggle={() => setHotkeys(!hotkeys)}
        onClose={() => setHotkeysOpen(false)}
      />
    </div>
  );
}
