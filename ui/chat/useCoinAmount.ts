import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { rowAmount } from '../../src/core/balanceRow';
import { fiatText } from '../../src/core/coinSort';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { formatCoin } from '../../src/core/format';
import { Decimal, parseAmount, toFixedDown, trimZeros } from '../../src/core/money';
import { amountSchema } from '../../src/core/schemas';
import { validateField } from '../../src/app/feedback/forms';
import { loadRates } from '../../src/app/actions/wallet';
import { useStore } from '../../src/app/store';

/** Props a money dialog opens with: a coin and an amount to start from (a /tip command's). */
export interface CoinAmountStart {
  coin?: Coin | undefined;
  amount?: string | undefined;
}

/** What is wrong with an amount of a coin against the deposit balance, or null when it can be sent. */
export function amountProblem(amount: string, coin: Coin, balance: string): string | null {
  if (amount === '') return 'Enter an amount';
  // The shared schema's rule first (the server's own words), then the coin's precision, then the balance.
  const shape = validateField(amountSchema, amount, 'amount');
  if (shape) return shape;
  const decimals = coinDecimals(coin);
  const value = parseAmount(amount, decimals);
  if (!value) return `Amount has more decimals than ${coin} allows (${decimals})`;
  if (value.isZero()) return 'Amount must be greater than 0';
  if (value.gt(balance)) return `Insufficient balance: you have ${formatCoin(balance)} ${coin}`;
  return null;
}

/**
 * The coin and amount of a money dialog (tip, rain), from the deposit balance: the balance of the coin, the amount's
 * value in the player's fiat, ½ / 2× / Max, and what is wrong with the amount (shown once `showProblem`).
 */
export function useCoinAmount(start: CoinAmountStart) {
  const w = useStore(
    useShallow((s) => ({ balances: s.balances, selectedCoin: s.selectedCoin, fiat: s.fiat, rates: s.rates, loggedIn: s.loggedIn })),
  );
  const [coin, setCoin] = useState<Coin>(start.coin ?? w.selectedCoin);
  const [amount, setAmount] = useState(start.amount ?? '');
  const [showProblem, setShowProblem] = useState(start.amount !== undefined);
  useEffect(() => {
    if (!w.rates) void loadRates();
  }, [w.rates]);

  const balance = rowAmount(
    w.balances.find((r) => r.coin === coin),
    'DEPOSIT',
  );
  /** A coin amount in the player's fiat ("$1.50"), or null while the rate is unknown. */
  const fiatOf = (value: string): string | null => {
    if (!parseAmount(value)) return null;
    return fiatText(value, coin, w.fiat, w.rates);
  };
  const problem = amountProblem(amount, coin, balance);
  const decimals = coinDecimals(coin);
  const scaled = (factor: string) => {
    const value = parseAmount(amount) ?? new Decimal(0);
    setAmount(trimZeros(toFixedDown(Decimal.min(value.times(factor), balance), decimals)));
  };
  return {
    coin,
    amount,
    balance,
    fiatOf,
    problem,
    /** The problem to show now (after a first try, or when the amount came filled in). */
    shownProblem: showProblem ? problem : null,
    showProblems: () => setShowProblem(true),
    setCoin,
    setAmount,
    half: () => scaled('0.5'),
    double: () => scaled('2'),
    max: () => setAmount(trimZeros(toFixedDown(balance, decimals))),
  };
}
