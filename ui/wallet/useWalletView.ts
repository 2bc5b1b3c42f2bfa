import { useShallow } from 'zustand/react/shallow';
import { rowAmount, sortBalances } from '../../src/core/balances';
import { COINS, fiatSymbol, type Coin } from '../../src/core/currency';
import { formatCoin, formatCompactCoin, formatCompactFiat, toDecimal } from '../../src/core/format';
import { fiatText, fiatValue } from '../../src/core/coinSort';
import type { BalanceRow } from '../../src/core/api';
import { useStore } from '../../src/app/store';

/** One coin line of the wallet, formatted for display. */
export interface WalletLine {
  coin: Coin;
  name: string;
  amount: string;
  coinText: string;
  fiatText: string | null;
  /** The server has told this balance (false before the first read after login). */
  known: boolean;
  /** The coin's bonus balance beside its deposit one, while the bonus wallet is shown and holds some of it; else null. */
  bonusText: string | null;
}

/** Everything the balance pill shows, derived from the store. */
export function useWalletView() {
  const w = useStore(
    useShallow((s) => ({
      loggedIn: s.loggedIn,
      // The shown balances: payouts of rounds still presenting are held back until their win or loss lands.
      balances: s.balances,
      amountType: s.amountType,
      selectedCoin: s.selectedCoin,
      currencyType: s.currencyType,
      fiat: s.fiat,
      rates: s.rates,
      pending: s.walletPending,
      phone: s.device === 'mobile',
      // Socket type 206 (or the profile) turns the bonus wallet on once there is bonus money.
      showBonusWallet: s.user?.showBonusWallet === 1,
    })),
  );
  // All eight coins are listed even before the first balance answer.
  const rows: BalanceRow[] = COINS.map(({ coin }) => w.balances.find((r) => r.coin === coin) ?? { coin, amount: '0', bonusAmount: '0' });
  const line = (row: BalanceRow): WalletLine => {
    const amount = rowAmount(row, w.amountType);
    return {
      coin: row.coin,
      name: COINS.find((c) => c.coin === row.coin)?.name ?? row.coin,
      amount,
      coinText: formatCoin(amount, w.loggedIn),
      fiatText: fiatText(amount, row.coin, w.fiat, w.rates),
      known: !w.loggedIn || w.balances.some((r) => r.coin === row.coin),
      bonusText:
        w.showBonusWallet && w.amountType === 'DEPOSIT' && toDecimal(row.bonusAmount).gt(0)
          ? formatCoin(row.bonusAmount, w.loggedIn)
          : null,
    };
  };
  const lines = sortBalances(rows, w.selectedCoin, w.amountType).map(line);
  const selected = line(rows.find((r) => r.coin === w.selectedCoin) ?? rows[0]!);
  const showFiat = w.currencyType === 'FAIT';
  const symbol = fiatSymbol(w.fiat);
  // Until the server has told the selected coin's balance (the first read after login) there is no number to show:
  // a 0.00 there would be wrong, so the pill shows that it is loading.
  const known = selected.known;
  // In fiat mode without a known rate, fall back to the coin amount rather than a wrong "$0.00".
  const selectedFiat = showFiat ? fiatValue(selected.amount, selected.coin, w.fiat, w.rates) : null;
  const display = showFiat && selected.fiatText !== null ? selected.fiatText : selected.coinText;
  // A phone's header has room for about eight characters: the amount to its meaningful digits (the full one is in the
  // pill's label and the wallet panel).
  const shortDisplay = !w.phone
    ? display
    : selectedFiat !== null
      ? formatCompactFiat(selectedFiat, symbol)
      : w.loggedIn
        ? formatCompactCoin(selected.amount)
        : display;
  return { ...w, symbol, lines, selected, display, shortDisplay, known, showFiat };
}
