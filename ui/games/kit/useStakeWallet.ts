import { useCallback, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { rowAmount } from '../../../src/core/balances';
import { fiatText } from '../../../src/core/coinSort';
import { coinDecimals } from '../../../src/core/currency';
import { formatCoin } from '../../../src/core/format';
import type { HouseGame } from '../../../src/core/games';
import { getState, useStore } from '../../../src/app/store';
import type { AmountScale } from './BetPanel';
import { scaledAmount } from './amountScale';
import { amountProblem, useBetLimits } from './useBetLimits';

/** The balance of the selected coin and type, read now (auto-bet checks each next bet against it). */
export function readBalance(): string {
  const s = getState();
  return rowAmount(
    s.balances.find((r) => r.coin === s.selectedCoin),
    s.amountType,
  );
}

/**
 * The stake side of every game's panel, instant or live: the selected coin and balance, the game's limits in that coin
 * (game config), the amount and its problem, the fiat value, the balance line and the ½ / 2× / Max buttons (the shared
 * scaledAmount).
 */
export function useStakeWallet(game: HouseGame) {
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
  const scale = useCallback(
    (factor: AmountScale) => setAmount((a) => scaledAmount(factor, a, balance, limits, decimals)),
    [balance, limits, decimals],
  );
  return {
    loggedIn: w.loggedIn,
    coin: w.coin,
    balanceType: w.balanceType,
    decimals,
    balance,
    limits,
    amount,
    setAmount,
    scale,
    amountProblem: amountProblem(amount, limits, decimals, w.loggedIn ? balance : null),
    fiatText: w.currencyType === 'FAIT' ? fiatText(amount, w.coin, w.fiat, w.rates) : null,
    balanceLabel: `${w.balanceType === 'BONUS' ? 'Bonus' : 'Balance'} · ${w.coin}`,
    balanceText: w.loggedIn ? `${formatCoin(balance)} ${w.coin}` : '—',
    maxBetText: limits.maxText,
    readBalance,
  };
}
