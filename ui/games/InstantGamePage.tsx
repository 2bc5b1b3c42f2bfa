import { useCallback, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CODE } from '../../src/core/api';
import type { SettledBet } from '../../src/core/bets';
import { rowAmount } from '../../src/core/balances';
import { coinDecimals, FIATS } from '../../src/core/currency';
import { fiatValue } from '../../src/core/coinSort';
import { formatCoin, formatFiat } from '../../src/core/format';
import { anyBet, gameCodeOf, HOUSE_GAME_INFO, INSTANT_GAMES, type InstantGame, type ParamsOf } from '../../src/core/games';
import { Decimal } from '../../src/core/money';
import type { CallOptions } from '../../src/app/network/http';
import { placeBet } from '../../src/app/api/bets';
import { getState, useStore } from '../../src/app/store';
import { DEFAULT_AUTO_CONFIG, type AutoConfig } from '../../src/app/games/autoBet';
import { profitOnWin, readField } from '../../src/app/games/fieldLinks';
import { BetDetailDialog } from './BetDetailDialog';
import { BetPanel, type AmountScale } from './BetPanel';
import { BetTables } from './BetTables';
import { EngineHost } from './EngineHost';
import { GameInfo } from './GameInfo';
import { GamePageBar } from './GamePageBar';
import { HotkeysDialog } from './HotkeysDialog';
import { PanelSettings } from './PanelSettings';
import { betPaid, paramsProblem, requestParams } from './params';
import { uiModuleOf } from './registry';
import { amountProblem, useBetLimits } from './useBetLimits';
import { useBetRunner } from './useBetRunner';
import { useEngineBridge } from './useEngineBridge';
import { useGameHotkeys } from './useGameHotkeys';
import { useStoredState } from './useStoredState';
import './games.css';

/** An instant game's page: engine stage, bet panel (manual and auto), explanatory body and bet tables. */
export default function InstantGamePage<G extends InstantGame>({ game }: { game: G }) {
  const ui = uiModuleOf(game);
  const def = INSTANT_GAMES[game];
  const info = HOUSE_GAME_INFO[game];
  const content = useStore((s) => s.gameConfig?.[gameCodeOf(game)]?.content);
  const w = useStore(
    useShallow((s) => ({
      loggedIn: s.loggedIn,
      coin: s.selectedCoin,
      balanceType: s.amountType,
      balances: s.balances,
      currencyType: s.currencyType,
      fiat: s.fiat,
      rates: s.rates,
    })),
  );
  const decimals = Math.min(coinDecimals(w.coin), 8);
  const balance = rowAmount(
    w.balances.find((r) => r.coin === w.coin),
    w.balanceType,
  );
  const limits = useBetLimits(game, w.coin);

  const [amount, setAmount] = useState('0');
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

  const read = useMemo(() => ui.readParams(params), [ui, params]);
  const allowed = useMemo(() => requestParams(game, params), [game, params]);
  // The table mirrors the parameters as they will be sent, or as read while the core refuses them (e.g. out of range).
  const preview = allowed ?? read;
  const bridge = useEngineBridge(game, { speed, instant, preview });

  const send = useCallback(
    // `options` carries the runner's silent first try: a lost answer is re-sent once before anything is toasted.
    async (betAmount: string, key: string, options?: CallOptions) => {
      const wire = requestParams(game, params);
      // The buttons are disabled while the parameters are refused; this only guards an auto-bet edge.
      if (!wire) return { code: CODE.BAD_REQUEST, msg: paramsProblem(game, params, undefined) ?? 'Check the bet parameters', data: null };
      const s = getState();
      return placeBet(game, { coin: s.selectedCoin, amount: betAmount, balanceType: s.amountType, idempotencyKey: key, ...wire }, options);
    },
    [game, params],
  );
  const runner = useBetRunner({
    game,
    coin: w.coin,
    balanceType: w.balanceType,
    decimals,
    send,
    present: bridge.present,
    setAmount,
    onSettled: (bet) => setRecent((list) => [anyBet(bet), ...list].slice(0, 30)),
    maxConcurrentRounds: ui.maxRoundsInFlight,
  });
  const { controls } = runner;

  const problem = amountProblem(amount, limits, decimals, w.loggedIn ? balance : null);
  const fieldProblem = paramsProblem(game, params, content);
  const multiplier = read ? ui.winMultiplier(read) : null;
  const symbol = FIATS.find((f) => f.fiat === w.fiat)?.symbol ?? '';
  const fiatV = w.currencyType === 'FAIT' ? fiatValue(amount, w.coin, w.fiat, w.rates) : null;

  const scale = (factor: AmountScale) => {
    if (!controls.editable) return;
    if (factor === '0') return setAmount('0');
    if (factor === 'max') {
      const cap = Decimal.min(new Decimal(balance || '0'), limits.coinLimits.max);
      return setAmount(cap.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed());
    }
    const base = readField(amount) ?? new Decimal(0);
    const next = factor === '2' ? base.times(2) : base.div(2);
    setAmount(next.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed());
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
    void runner.startAuto(autoConfig, amount, () => {
      const s = getState();
      return rowAmount(
        s.balances.find((r) => r.coin === s.selectedCoin),
        s.amountType,
      );
    });
  };
  useGameHotkeys(hotkeys, hotkeysOpen || detailId !== null, {
    bet: () => {
      if (tab === 'manual') bet();
      else if (controls.canStopAuto) runner.stopAuto();
      else startAuto();
    },
    amount: (action) => scale(action === 'double' ? '2' : action === 'halve' ? '0.5' : '0'),
  });

  const last = runner.lastBet;
  return (
    <div className="game-page ig" data-testid="game-page" data-game={game}>
      <GamePageBar title={info.title} />
      <div className="ig-table">
        <BetPanel
          game={game}
          content={content}
          runner={runner}
          loggedIn={w.loggedIn}
          coin={w.coin}
          tab={tab}
          onTab={setTab}
          amount={amount}
          amountProblem={problem}
          fiatText={fiatV === null ? null : formatFiat(fiatV, symbol)}
          onAmount={setAmount}
          onScale={scale}
          balanceLabel={`${w.balanceType === 'BONUS' ? 'Bonus' : 'Balance'} · ${w.coin}`}
          balanceText={w.loggedIn ? `${formatCoin(balance)} ${w.coin}` : '—'}
          params={params}
          paramsProblem={fieldProblem}
          onParams={setParams}
          profit={profitOnWin(amount, multiplier, decimals)}
          autoConfig={autoConfig}
          onAutoConfig={setAutoConfig}
          canSubmit={canSubmit}
          onBet={bet}
          onStartAuto={startAuto}
          settings={
            <PanelSettings
              instant={instant}
              speed={speed}
              hotkeys={hotkeys}
              onInstant={setInstant}
              onSpeed={setSpeed}
              onHotkeys={setHotkeys}
              onHotkeysHelp={() => setHotkeysOpen(true)}
            />
          }
        />
        <EngineHost<G>
          load={ui.loadEngine}
          onEngine={bridge.onEngine}
          onEvent={bridge.eventHandler(runner.land)}
          className={`ig-stage game-card--${game}`}
        >
          {/* Empty until the first round lands, so "has a result" is a meaningful check. */}
          <div
            className={`ig-result${last ? (last.win ? ' is-win' : ' is-loss') : ' is-empty'}`}
            data-testid="last-result"
            data-win={last ? String(last.win) : undefined}
            aria-live="polite"
          >
            {last && (
              <>
                <strong className="num">{INSTANT_GAMES[game].resultText(last.outcome, last.params)}</strong>
                <span>
                  {last.win
                    ? `Won ${formatCoin(last.payout)} ${last.coin} (${last.multiplier}×)`
                    : betPaid(last)
                      ? `Returned ${formatCoin(last.payout)} ${last.coin} (${last.multiplier}×)`
                      : `Lost ${formatCoin(last.amount)} ${last.coin}`}
                </span>
              </>
            )}
          </div>
        </EngineHost>
      </div>
      <GameInfo game={game} maxBet={limits.maxText} params={allowed} />
      <BetTables game={game} recent={recent} onOpen={setDetailId} />
      <BetDetailDialog id={detailId} onClose={() => setDetailId(null)} />
      <HotkeysDialog open={hotkeysOpen} enabled={hotkeys} onToggle={() => setHotkeys(!hotkeys)} onClose={() => setHotkeysOpen(false)} />
    </div>
  );
}
