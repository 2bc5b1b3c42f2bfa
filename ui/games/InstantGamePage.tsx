import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Keyboard, Zap } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import type { DiceEngine, LimboEngine, PresentationEvent } from '../../game-engine/types';
import type { InstantGame, SettledBet } from '../../src/core/bets';
import { betAmountProblem, div, mul } from '../../src/core/amount';
import { rowAmount } from '../../src/core/balances';
import { coinDecimals, FIATS } from '../../src/core/currency';
import { fiatValue } from '../../src/core/coinSort';
import { formatCoin, formatFiat } from '../../src/core/format';
import { gameCodeOf, HOUSE_GAME_INFO } from '../../src/core/games';
import { Decimal } from '../../src/core/money';
import { diceBet, limboBet } from '../../src/app/api/bets';
import { getState, useStore } from '../../src/app/store';
import { storage } from '../../src/app/storage';
import { DEFAULT_AUTO_CONFIG, type AutoConfig } from '../../src/app/games/autoBet';
import {
  diceLimits,
  diceTargetProblem,
  limboLimits,
  limboTargetProblem,
  multiplierFromChance,
  diceChance,
  profitOnWin,
  readField,
} from '../../src/app/games/fieldLinks';
import { hotkeyAction } from '../../src/app/games/hotkeys';
import { AmountField } from './AmountField';
import { AutoFields } from './AutoFields';
import { BetDetailDialog } from './BetDetailDialog';
import { BetTables } from './BetTables';
import { DiceFields, type DiceValue } from './DiceFields';
import { EngineHost, VOLUME_KEY, readGameSound } from './EngineHost';
import { loadDiceEngine, loadLimboEngine } from './engineLoaders';
import { GameInfo } from './GameInfo';
import { HotkeysDialog } from './HotkeysDialog';
import { LimboFields } from './LimboFields';
import { useBetRunner } from './useBetRunner';
import { useStoredState } from './useStoredState';
import './games.css';
import { GamePageBar } from './GamePageBar';

/** Animation speeds offered in the panel. */
export const SPEEDS = [1, 2, 3] as const;

type AnyEngine = DiceEngine | LimboEngine;

/** Dice or limbo page: engine stage, bet panel (manual and auto), explanatory body and bet tables. */
export default function InstantGamePage({ game }: { game: InstantGame }) {
  const info = HOUSE_GAME_INFO[game];
  const code = gameCodeOf(game);
  const content = useStore((s) => s.gameConfig?.[code]?.content);
  const maxBet = typeof content?.maxBetAmount === 'string' || typeof content?.maxBetAmount === 'number' ? String(content.maxBetAmount) : info.maxBetAmount;
  const dLimits = useMemo(() => diceLimits(content), [content]);
  const lLimits = useMemo(() => limboLimits(content), [content]);
  const houseEdge = game === 'dice' ? dLimits.houseEdge : lLimits.houseEdge;

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

  const [amount, setAmount] = useState('0');
  const [tab, setTab] = useState<'manual' | 'auto'>('manual');
  const [dice, setDice] = useState<DiceValue>({ target: '50.50', condition: 'over' });
  const [limboTarget, setLimboTarget] = useState('2.00');
  const [autoConfig, setAutoConfig] = useStoredState<AutoConfig>(`autoConfig_${game}`, DEFAULT_AUTO_CONFIG);
  const [instant, setInstant] = useStoredState<boolean>('gameInstant', false);
  const [speed, setSpeed] = useStoredState<number>('gameSpeed', 1);
  const [hotkeys, setHotkeys] = useStoredState<boolean>('gameHotkeys', false);
  const [hotkeysOpen, setHotkeysOpen] = useState(false);
  // The engine reads the volume from storage when a sound plays (EngineHost.getSound); this only mirrors it.
  const [volume, setVolume] = useState(() => readGameSound().volume);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [recent, setRecent] = useState<SettledBet[]>([]);
  const engine = useRef<AnyEngine | null>(null);

  const send = useCallback(
    (betAmount: string, key: string) => {
      const s = getState();
      const common = { coin: s.selectedCoin, amount: betAmount, balanceType: s.amountType, idempotencyKey: key };
      return game === 'dice'
        ? diceBet({ ...common, target: normalize2(dice.target), condition: dice.condition })
        : limboBet({ ...common, target: normalize2(limboTarget) });
    },
    [game, dice, limboTarget],
  );

  const present = useCallback(
    async (bet: SettledBet) => {
      const e = engine.current;
      if (!e) return;
      if (game === 'dice') {
        await (e as DiceEngine).play({ roll: bet.result, target: bet.target, condition: bet.condition ?? 'over', win: bet.win, multiplier: bet.multiplier });
      } else {
        await (e as LimboEngine).play({ result: bet.result, target: bet.target, win: bet.win });
      }
    },
    [game],
  );

  const runner = useBetRunner({
    game,
    coin: w.coin,
    balanceType: w.balanceType,
    decimals,
    send,
    present,
    setAmount,
    onSettled: (bet) => setRecent((list) => [bet, ...list].slice(0, 30)),
  });
  const { controls } = runner;

  const onEvent = useCallback(
    (event: PresentationEvent) => {
      if (event.type === 'win' || event.type === 'lose') runner.land();
    },
    [runner],
  );
  const onEngine = useCallback(
    (e: AnyEngine | null) => {
      engine.current = e;
      if (!e) return;
      e.setSpeed(speed, instant);
      if (game === 'dice') (e as DiceEngine).setTarget(dice.target, dice.condition);
      else (e as LimboEngine).setTarget(limboTarget);
    },
    // Initial values only: later changes reach the engine through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [game],
  );
  useEffect(() => engine.current?.setSpeed(speed, instant), [speed, instant]);
  useEffect(() => {
    if (game === 'dice' && readField(dice.target)) (engine.current as DiceEngine | null)?.setTarget(normalize2(dice.target), dice.condition);
  }, [game, dice]);
  useEffect(() => {
    if (game === 'limbo' && readField(limboTarget)) (engine.current as LimboEngine | null)?.setTarget(normalize2(limboTarget));
  }, [game, limboTarget]);

  // The limits are USD values when the config says so (betLimitCurrency): a coin amount is valued at its USD price,
  // the spec's "converted value". Without a known price the coin amount itself is compared.
  const limitUnit = typeof content?.betLimitCurrency === 'string' ? content.betLimitCurrency : null;
  const usdPrice = limitUnit === 'USD' ? w.rates?.rates?.[w.coin]?.USD?.price : undefined;
  const priced = usdPrice !== undefined && readField(usdPrice) !== null && !new Decimal(usdPrice).isZero();
  const converted = (value: string) => (priced ? new Decimal(value).times(usdPrice!).toFixed() : value);
  const maxInCoin = priced ? new Decimal(maxBet).dividedBy(usdPrice!).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed() : maxBet;
  const minInCoin = priced ? new Decimal('0.01').dividedBy(usdPrice!).toDecimalPlaces(decimals, Decimal.ROUND_UP).toFixed() : '0.01';
  const unit = priced ? 'USD' : w.coin;

  // Validation (spec section 5): amount format, minimum 0.01, the game's maximum, the balance; then the game fields.
  const amountProblem = useMemo(() => {
    if (amount.trim() === '' || !readField(amount)) return 'Enter a bet amount';
    if (new Decimal(amount).decimalPlaces() > decimals) return `${w.coin} amounts have at most ${decimals} decimals`;
    const p = betAmountProblem(converted(amount), maxBet);
    if (p === 'min') return `The minimum bet is 0.01 ${unit}${priced ? ` (${minInCoin} ${w.coin})` : ''}`;
    if (p === 'max') return `The maximum bet is ${maxBet} ${unit}${priced ? ` (${maxInCoin} ${w.coin})` : ''}`;
    if (w.loggedIn && new Decimal(amount).greaterThan(balance || '0')) return 'Insufficient balance';
    return null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [amount, decimals, maxBet, w.coin, w.loggedIn, balance, usdPrice, unit]);
  const fieldProblem = game === 'dice' ? diceTargetProblem(dice.target, dice.condition, dLimits) : limboTargetProblem(limboTarget, lLimits);
  const multiplier = game === 'dice' ? multiplierFromChance(diceChance(dice.target, dice.condition), houseEdge) : limboTarget;
  const profit = profitOnWin(amount, multiplier, decimals);
  const symbol = FIATS.find((f) => f.fiat === w.fiat)?.symbol ?? '';
  const fiatOf = (value: string) => {
    if (w.currencyType !== 'FAIT') return null;
    const v = fiatValue(value, w.coin, w.fiat, w.rates);
    return v === null ? null : formatFiat(v, symbol);
  };

  const scale = useCallback(
    (factor: '0.5' | '2' | 'max' | '0') => {
      if (!controls.editable) return;
      if (factor === '0') return setAmount('0');
      if (factor === 'max') {
        const cap = Decimal.min(new Decimal(readField(balance)?.toString() ?? '0'), new Decimal(maxInCoin));
        return setAmount(cap.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed());
      }
      const base = readField(amount) ? amount : '0';
      const next = factor === '2' ? mul(base, 2) : div(base, 2);
      setAmount(new Decimal(next).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed());
    },
    [controls.editable, balance, maxInCoin, decimals, amount],
  );

  const canSubmit = !amountProblem && !fieldProblem;
  const placeBet = useCallback(() => {
    if (!getState().loggedIn) return getState().openDialog('login');
    if (!controls.canBet || !canSubmit) return;
    void runner.bet(amount);
  }, [controls.canBet, canSubmit, runner, amount]);
  const startAuto = useCallback(() => {
    if (!getState().loggedIn) return getState().openDialog('login');
    if (!controls.canStartAuto || !canSubmit) return;
    void runner.startAuto(autoConfig, amount, () => {
      const s = getState();
      return rowAmount(
        s.balances.find((r) => r.coin === s.selectedCoin),
        s.amountType,
      );
    });
  }, [controls.canStartAuto, canSubmit, runner, autoConfig, amount]);

  // Hotkeys (off by default): space bets (or starts/stops auto on the Auto tab), S doubles, A halves, D zeroes.
  const keyHandler = useRef<(e: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    keyHandler.current = (e: KeyboardEvent) => {
      const action = hotkeyAction(e, hotkeys);
      if (!action || hotkeysOpen || detailId !== null) return;
      e.preventDefault();
      if (action === 'bet') {
        if (e.repeat) return;
        if (tab === 'manual') placeBet();
        else if (controls.canStopAuto) runner.stopAuto();
        else startAuto();
      } else scale(action === 'double' ? '2' : action === 'halve' ? '0.5' : '0');
    };
  });
  useEffect(() => {
    if (!hotkeys) return;
    const listener = (e: KeyboardEvent) => keyHandler.current(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [hotkeys]);

  const last = runner.lastBet;
  const disabled = !controls.editable;
  return (
    <div className="game-page ig" data-testid="game-page" data-game={game}>
      <GamePageBar title={info.title} />
      <div className="ig-table">
        <aside className="ig-panel" aria-label="Bet controls" data-phase={runner.machine.phase} data-auto={runner.machine.auto}>
          <div className="seg ig-tabs" role="tablist" aria-label="Bet mode">
            <button type="button" role="tab" data-testid="tab-manual" aria-selected={tab === 'manual'} className={`seg__opt${tab === 'manual' ? ' is-on' : ''}`} disabled={!controls.canSwitchTab && tab !== 'manual'} onClick={() => setTab('manual')}>
              Manual
            </button>
            <button type="button" role="tab" data-testid="tab-auto" aria-selected={tab === 'auto'} className={`seg__opt${tab === 'auto' ? ' is-on' : ''}`} disabled={!controls.canSwitchTab && tab !== 'auto'} onClick={() => setTab('auto')}>
              Auto
            </button>
          </div>
          <AmountField
            amount={amount}
            coin={w.coin}
            disabled={disabled}
            fiatText={fiatOf(amount)}
            problem={amount === '0' ? null : amountProblem}
            onChange={setAmount}
            onHalf={() => scale('0.5')}
            onDouble={() => scale('2')}
            onMax={() => scale('max')}
          />
          <p className="bp-balance" data-testid="bet-balance">
            <span>
              {w.balanceType === 'BONUS' ? 'Bonus' : 'Balance'} · {w.coin}
            </span>
            <strong className="num">{w.loggedIn ? `${formatCoin(balance)} ${w.coin}` : '—'}</strong>
          </p>
          {game === 'dice' ? (
            <DiceFields value={dice} limits={dLimits} disabled={disabled} problem={fieldProblem} onChange={setDice} />
          ) : (
            <LimboFields target={limboTarget} limits={lLimits} disabled={disabled} problem={fieldProblem} onChange={setLimboTarget} />
          )}
          <div className="bp-field">
            <span className="bp-field__label">Profit on win</span>
            <span className="bp-input bp-input--static num" data-testid="bet-profit">
              {profit} {w.coin}
            </span>
          </div>
          {tab === 'auto' && <AutoFields config={autoConfig} disabled={disabled} coin={w.coin} onChange={setAutoConfig} />}
          {tab === 'manual' ? (
            <button type="button" className="btn btn--primary btn--lg btn--block bp-submit" data-testid="bet-submit" disabled={w.loggedIn && (!controls.canBet || !canSubmit)} onClick={placeBet}>
              {!w.loggedIn ? 'Log in to bet' : controls.busy ? 'Betting…' : 'Bet'}
            </button>
          ) : controls.canStopAuto || runner.machine.auto === 'stopping' ? (
            <button type="button" className="btn btn--lg btn--block bp-submit bp-submit--stop" data-testid="auto-stop" disabled={!controls.canStopAuto} onClick={runner.stopAuto}>
              {runner.machine.auto === 'stopping' ? 'Stopping…' : 'Stop auto-bet'}
            </button>
          ) : (
            <button type="button" className="btn btn--primary btn--lg btn--block bp-submit" data-testid="auto-start" disabled={w.loggedIn && (!controls.canStartAuto || !canSubmit)} onClick={startAuto}>
              {!w.loggedIn ? 'Log in to bet' : 'Start auto-bet'}
            </button>
          )}
          {runner.error && (
            <p className="bp-error" role="alert" data-testid="bet-error">
              {runner.error}
            </p>
          )}
          {tab === 'auto' && (
            <p className="bp-auto-status" data-testid="auto-status" data-state={runner.machine.auto}>
              {runner.machine.auto !== 'off' && runner.autoSession
                ? `${runner.machine.auto === 'stopping' ? 'Stopping' : 'Running'}: ${runner.autoSession.betsDone}${autoConfig.count ? ` of ${autoConfig.count}` : ''} bets · net ${formatCoin(runner.autoSession.netProfit)} ${w.coin}`
                : (runner.autoStatus ?? 'Auto-bet is off')}
            </p>
          )}
          {tab === 'manual' && runner.autoStatus?.startsWith('Stopped') && (
            <p className="bp-auto-status" data-testid="auto-status">
              {runner.autoStatus}
            </p>
          )}
          <div className="bp-settings">
            <button type="button" role="switch" aria-checked={instant} className="toggle" data-testid="instant-toggle" onClick={() => setInstant(!instant)}>
              <span className="toggle__track">
                <span className="toggle__thumb" />
              </span>
              <Zap size={14} aria-hidden="true" /> Instant
            </button>
            <label className="bp-speed">
              <span>Speed</span>
              <select className="select" value={speed} data-testid="speed-select" onChange={(e) => setSpeed(Number(e.target.value))} disabled={instant}>
                {SPEEDS.map((s) => (
                  <option key={s} value={s}>
                    {s}×
                  </option>
                ))}
              </select>
            </label>
            <button type="button" role="switch" aria-checked={hotkeys} className="toggle" data-testid="hotkeys-toggle" onClick={() => setHotkeys(!hotkeys)}>
              <span className="toggle__track">
                <span className="toggle__thumb" />
              </span>
              Hotkeys
            </button>
            <button type="button" className="btn btn--ghost btn--icon bp-help" aria-label="Show hotkeys" data-testid="hotkeys-help" onClick={() => setHotkeysOpen(true)}>
              <Keyboard size={18} aria-hidden="true" />
            </button>
            <label className="bp-volume">
              <span>Volume</span>
              <input
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={volume}
                data-testid="volume"
                aria-label="Game sound volume"
                onChange={(e) => {
                  setVolume(Number(e.target.value));
                  storage.set(VOLUME_KEY, e.target.value);
                }}
              />
            </label>
          </div>
        </aside>
        <EngineHost<AnyEngine> load={game === 'dice' ? loadDiceEngine : loadLimboEngine} onEngine={onEngine} onEvent={onEvent} className={`ig-stage game-card--${game}`}>
          {/* Empty until the first round lands, so "has a result" is a meaningful check. */}
          <div className={`ig-result${last ? (last.win ? ' is-win' : ' is-loss') : ' is-empty'}`} data-testid="last-result" data-win={last ? String(last.win) : undefined} aria-live="polite">
            {last && (
              <>
                <strong className="num">{game === 'limbo' ? `${last.result}×` : last.result}</strong>
                <span>{last.win ? `Won ${formatCoin(last.payout)} ${last.coin} (${last.multiplier}×)` : `Lost ${formatCoin(last.amount)} ${last.coin}`}</span>
              </>
            )}
          </div>
        </EngineHost>
      </div>
      <GameInfo game={game} houseEdge={houseEdge} maxBet={`${maxBet} ${unit}${priced ? ` (${maxInCoin} ${w.coin})` : ''}`} />
      <BetTables game={game} recent={recent} onOpen={setDetailId} />
      <BetDetailDialog id={detailId} onClose={() => setDetailId(null)} />
      <HotkeysDialog open={hotkeysOpen} enabled={hotkeys} onToggle={() => setHotkeys(!hotkeys)} onClose={() => setHotkeysOpen(false)} />
    </div>
  );
}

/** "50.5" -> "50.50" for the wire (2 decimals). */
function normalize2(value: string): string {
  const d = readField(value);
  return d ? d.toFixed(2) : value;
}
