import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  arrowDirection,
  minesCountError,
  minesMultiplier,
  minesNextMultiplier,
  moveFocus,
  type MinesInput,
  type MinesParams,
  type MinesStageState,
} from '../../../src/core/games';
import { profitOnWin } from '../../../src/app/games/fieldLinks';
import { getState, useStore } from '../../../src/app/store';
import { SteadyButton } from '../../common/SteadyButton';
import { BetDetailDialog } from '../kit/BetDetailDialog';
import { BetPanel } from '../kit/BetPanel';
import { BetTables } from '../kit/BetTables';
import { EngineHost } from '../kit/EngineHost';
import { GameInfo } from '../kit/GameInfo';
import { GamePageBar } from '../kit/GamePageBar';
import { HotkeysDialog } from '../kit/HotkeysDialog';
import { ResultChip } from '../kit/ResultChip';
import { useGamePage } from '../kit/useGamePage';
import { useGameHotkeys } from '../kit/useGameHotkeys';
import { randomTile, togglePick } from './links';
import { MinesPlay } from './MinesPlay';
import { MinesReadout } from './MinesReadout';
import { keyboardFocused, MinesTiles } from './MinesTiles';
import type { UiGameModule } from '../kit/types';
import '../kit/games.css';
import './mines.css';

const NO_TILES: number[] = [];
// The engine shows the tiles picked for auto play only on the Auto tab.
const previewFor = (params: MinesParams | null, tab: 'manual' | 'auto') =>
  params && (tab === 'auto' ? params : { mines: params.mines, tiles: NO_TILES });

/**
 * The mines page: the generic page's pieces (useGamePage, BetPanel, EngineHost, tables, info) around a manual game
 * played over several requests (MinesPlay: start, tile taps, cash out, resume) and auto mode through the generic bet
 * runner with the tiles picked on the grid. The game in play reaches the engine with `show(state)`.
 */
export default function MinesPage({ module }: { module: UiGameModule<'mines'> }) {
  const game = module.game;
  const page = useGamePage(module, { previewFor });
  const { runner, controls, params, wallet } = page;
  const [play] = useState(() => new MinesPlay({ present: async () => {}, onSettled: () => {}, onResume: () => {} }));
  useLayoutEffect(() => {
    play.setHost({
      present: page.bridge.present,
      onSettled: page.addRecent,
      onResume: (g) => {
        page.setTab('manual');
        page.setAmount(g.amount);
        page.setParams({ ...page.params, mines: g.mines });
      },
    });
  });
  useEffect(() => {
    play.mount();
    return () => play.dispose();
  }, [play]);
  // On mount and after a coin or balance switch: the game in play in that coin, if any, comes back.
  const coin = useStore((s) => s.selectedCoin);
  const balanceType = useStore((s) => s.amountType);
  useEffect(() => void play.resume(), [play, coin, balanceType]);
  const view = useSyncExternalStore(play.subscribe, play.getView);
  const [focus, setFocus] = useState<number | null>(null);

  const inPlay = view.phase !== 'idle';
  const mode: MinesStageState['mode'] = inPlay ? 'play' : page.tab === 'auto' && controls.canStartAuto ? 'pick' : 'idle';
  const revealed = view.game?.revealed ?? NO_TILES;
  const busy = mode === 'play' && view.phase !== 'playing';
  const stage = useMemo<MinesStageState>(() => ({ mode, revealed, busy, focus }), [mode, revealed, busy, focus]);
  const { show } = page.bridge;
  useEffect(() => show(stage), [show, stage]);

  // Taps may come faster than renders: each pick starts from the last one, not from the rendered parameters.
  const picks = useRef(params);
  useLayoutEffect(() => {
    picks.current = params;
  }, [params]);
  const pick = (tile: number) => {
    picks.current = togglePick(picks.current, tile);
    page.setParams(picks.current);
  };
  const onInput = (input: MinesInput) => {
    if (input.type === 'cashout') void play.cashout();
    else if (mode === 'play') void play.reveal(input.tile);
    else if (mode === 'pick') pick(input.tile);
  };

  // Manual: only the mine count matters (tiles are turned over in play); auto: the picked tiles too.
  const manual = page.tab === 'manual';
  const countProblem = minesCountError(params.mines) ?? page.ui.configProblem(params, page.content);
  const fieldProblem = manual
    ? countProblem
    : params.tiles.length === 0
      ? 'Pick the tiles to reveal on the grid'
      : page.panelProps.paramsProblem;
  const canStart = !page.amountProblem && !countProblem;
  // A game started from the keyboard hands the focus to the board (the Bet button makes way for Cash out).
  const [boardFocus, setBoardFocus] = useState(false);
  const start = () => {
    if (!getState().loggedIn) return getState().openDialog('login');
    if (!canStart || !controls.canBet) return;
    setBoardFocus(keyboardFocused());
    void play.start(page.amount, params.mines);
  };
  const k = revealed.length;
  const next = manual ? (countProblem ? null : minesNextMultiplier(params.mines, inPlay ? k : 0)) : null;

  useGameHotkeys(page.hotkeys, page.hotkeysOpen || page.detailId !== null, {
    bet: () => (manual && !inPlay ? start() : page.hotkeyHandlers.bet()),
    amount: page.hotkeyHandlers.amount,
    game: (e) => {
      const dir = arrowDirection(e.code);
      if (dir && mode !== 'idle') {
        setFocus((f) => moveFocus(f, dir));
        return true;
      }
      const press = e.code === 'Space' || e.code === 'Enter' || e.code === 'NumpadEnter';
      if (press && mode === 'play') {
        if (!e.repeat && focus !== null) void play.reveal(focus);
        else if (focus === null) setFocus(moveFocus(null, 'up'));
        return true;
      }
      if (e.code === 'Enter' && mode === 'pick' && focus !== null) {
        pick(focus);
        return true;
      }
      if (e.code === 'KeyC' && mode === 'play') {
        void play.cashout();
        return true;
      }
      return false;
    },
  });

  const cashoutText = view.game && k > 0 ? `Cash out ${minesMultiplier(view.game.mines, k)}×` : 'Cash out';
  const manualAction = inPlay ? (
    <div className="mines-actions">
      <SteadyButton
        className="btn btn--primary btn--lg btn--block bp-submit"
        data-testid="mines-cashout"
        inactive={view.phase !== 'playing' || k === 0}
        onClick={() => void play.cashout()}
      >
        {view.phase === 'moving' ? 'Revealing…' : view.phase === 'presenting' ? 'Round over' : cashoutText}
      </SteadyButton>
      <SteadyButton
        className="btn btn--ghost btn--block"
        data-testid="mines-random"
        inactive={view.phase !== 'playing'}
        onClick={() => {
          const tile = randomTile(revealed);
          if (tile !== null) void play.reveal(tile);
        }}
      >
        Pick a random tile
      </SteadyButton>
    </div>
  ) : (
    <SteadyButton
      className="btn btn--primary btn--lg btn--block bp-submit"
      data-testid="bet-submit"
      inactive={wallet.loggedIn && (!controls.canBet || !canStart)}
      onClick={start}
    >
      {!wallet.loggedIn ? 'Log in to bet' : view.phase === 'starting' ? 'Starting…' : 'Bet'}
    </SteadyButton>
  );

  const last = page.recent[0] ?? null;
  return (
    <div className="game-page ig" data-testid="game-page" data-game={game} data-mines-phase={view.phase}>
      <GamePageBar title={page.info.title} />
      <div className="ig-table">
        <BetPanel
          {...page.panelProps}
          params={manual ? { mines: params.mines, tiles: NO_TILES } : params}
          onParams={(p) => page.setParams(manual ? { mines: p.mines, tiles: params.tiles } : p)}
          paramsProblem={fieldProblem}
          canSubmit={page.canSubmit}
          runner={{ ...runner, error: view.error ?? runner.error }}
          profitLabel={manual ? 'Profit on next tile' : 'Profit on win'}
          profit={manual ? profitOnWin(view.game?.amount ?? page.amount, next, page.decimals) : page.panelProps.profit}
          manualAction={manualAction}
        />
        <EngineHost<'mines'>
          load={page.ui.loadEngine}
          onEngine={page.bridge.onEngine}
          onEvent={page.bridge.eventHandler((id) => {
            runner.land(id);
            play.land(id);
          })}
          onInput={onInput}
          className={`ig-stage game-card--${game} mines-stage`}
          above={
            <>
              <MinesTiles
                mode={mode}
                revealed={revealed}
                picked={params.tiles}
                busy={busy}
                focus={focus}
                multiplier={view.game?.multiplier ?? null}
                takeFocus={boardFocus}
                onFocus={setFocus}
                onTile={(tile) => onInput({ type: 'tile', tile })}
              />
              {view.game && inPlay && <MinesReadout game={view.game} coin={view.game.coin} />}
              {!inPlay && mode === 'pick' && (
                <p className="mines-hint" data-testid="mines-hint">
                  {params.tiles.length
                    ? `${params.tiles.length} picked · pays ${page.ui.winMultiplier(params) ?? '—'}×`
                    : 'Tap tiles to pick them for auto play'}
                </p>
              )}
              {!inPlay && mode !== 'pick' && <ResultChip bet={last} />}
            </>
          }
        />
      </div>
      <GameInfo module={module} maxBet={page.limits.maxText} params={page.allowed ?? (countProblem ? null : params)} />
      <BetTables game={game} recent={page.recent} onOpen={page.setDetailId} />
      <BetDetailDialog id={page.detailId} onClose={() => page.setDetailId(null)} />
      <HotkeysDialog
        open={page.hotkeysOpen}
        enabled={page.hotkeys}
        extra={page.ui.hotkeys}
        onToggle={() => page.setHotkeys(!page.hotkeys)}
        onClose={() => page.setHotkeysOpen(false)}
      />
    </div>
  );
}
