import type { BalanceData, BalanceRow, CurrencyData, RatesData } from '../../core/api';
import { rowAmount } from '../../core/balanceRow';
import { BALANCE_TYPES, type BalanceType, type Coin, type CurrencyType, type Fiat } from '../../core/currency';
import { balanceKey, isCurrent, keysInFlight, UNVERSIONED, withAmount, type BalanceKey, type HeldRound } from './balanceBook';
import type { SliceCreator } from './types';

/**
 * How the shown balance is made from the confirmed one and the held payouts (decimal.js subtraction, in
 * heldBalances.ts). Holds exist only once a bet was sent, by the wallet actions, which install the real calculation
 * when they load; until then there is nothing to subtract. This keeps decimal.js out of the shell's first paint.
 */
let applyHolds: (confirmed: readonly BalanceRow[], holds: Readonly<Record<string, HeldRound>>) => BalanceRow[] = (confirmed) =>
  confirmed as BalanceRow[];

/** Installs the shown-balance calculation (the wallet actions do, before any hold can exist). */
export function installHeldBalances(fn: typeof applyHolds): void {
  applyHolds = fn;
}

/** Balances and how they are displayed. */
export interface WalletSlice {
  /**
   * The balances shown (header, wallet, game panels): the confirmed balances minus the payouts of answered bets whose
   * presentation has not landed yet, so a win shows when the animation reaches it (DESIGN.md, presentation of a round).
   */
  balances: BalanceRow[];
  /** The newest balances the server has confirmed (bet answers, findBalance), each row at its highest version. */
  confirmedBalances: BalanceRow[];
  /** Ledger id each (coin, type) of confirmedBalances was written at; a write older than this is dropped. */
  balanceVersions: Partial<Record<BalanceKey, number>>;
  /** Bets sent or presenting, by round id (see HeldRound). */
  balanceHolds: Record<string, HeldRound>;
  /** Highest ledger id of a balance hint (or read) that a hold kept from being read; read once the hold ends. */
  hintVersions: Partial<Record<BalanceKey, number>>;
  /** Selected balance type: deposit or bonus funds. */
  amountType: BalanceType;
  selectedCoin: Coin;
  /** Show amounts in the coin or converted to the fiat. */
  currencyType: CurrencyType;
  fiat: Fiat;
  currencies: CurrencyData | null;
  rates: RatesData | null;
  /** A wallet setting change is waiting for the server. */
  walletPending: boolean;
  setWalletPending(pending: boolean): void;
  /**
   * Takes a findBalance (or switchAccount) answer: the selection always, each balance row only when the snapshot is
   * at least as new as the row shown and no bet on that row is waiting for its answer.
   */
  setBalanceData(data: BalanceData): void;
  /** Writes one balance at a ledger id (null: unversioned); false when a newer write is already there. */
  writeBalance(coin: Coin, type: BalanceType, amount: string, ledgerId: number | null): boolean;
  /** A bet was sent: its row is held (reads do not write it) until the bet is answered and landed, or fails. */
  holdRound(id: string, coin: Coin, type: BalanceType): void;
  /** The bet was answered: its payout is held back from the shown balance until it lands. */
  answerRound(id: string, payout: string): void;
  /** The round landed (or failed, or was abandoned): its hold ends. */
  releaseRound(id: string): void;
  /** Remembers a hint a hold kept from being read. */
  noteHint(key: BalanceKey, ledgerId: number): void;
  /** Forgets the hints of a key (a read was asked for). */
  clearHint(key: BalanceKey): void;
  setAmountType(type: BalanceType): void;
  setSelectedCoin(coin: Coin): void;
  setCurrencyType(type: CurrencyType): void;
  setFiat(fiat: Fiat): void;
  setCurrencies(data: CurrencyData): void;
  setRates(data: RatesData): void;
  clearWallet(): void;
}

const walletDefaults = {
  balances: [] as BalanceRow[],
  confirmedBalances: [] as BalanceRow[],
  balanceVersions: {} as Partial<Record<BalanceKey, number>>,
  balanceHolds: {} as Record<string, HeldRound>,
  hintVersions: {} as Partial<Record<BalanceKey, number>>,
  amountType: 'DEPOSIT' as BalanceType,
  selectedCoin: 'USDT' as Coin,
  currencyType: 'COIN' as CurrencyType,
  fiat: 'USD' as Fiat,
};

const maxHint = (hints: Partial<Record<BalanceKey, number>>, key: BalanceKey, id: number) => ({
  ...hints,
  [key]: Math.max(hints[key] ?? id, id),
});

export const createWalletSlice: SliceCreator<WalletSlice> = (set, get) => ({
  ...walletDefaults,
  currencies: null,
  rates: null,
  walletPending: false,
  setWalletPending: (walletPending) => set({ walletPending }),
  setBalanceData: (data) =>
    set((s) => {
      const version = typeof data.ledgerId === 'number' ? data.ledgerId : UNVERSIONED;
      // A bet whose answer is on the way may already be in this snapshot (debit and win): writing its row now would
      // show the win before the answer and before the animation. Its answer writes the row; the snapshot's version
      // is remembered so a read follows the hold if something else moved the row meanwhile.
      const inFlight = keysInFlight(s.balanceHolds);
      let confirmed = s.confirmedBalances;
      const versions = { ...s.balanceVersions };
      let hints = s.hintVersions;
      for (const row of data.list) {
        for (const type of BALANCE_TYPES) {
          const key = balanceKey(row.coin, type);
          if (inFlight.has(key)) hints = maxHint(hints, key, version);
          else if (isCurrent(versions, key, version)) {
            confirmed = withAmount(confirmed, row.coin, type, rowAmount(row, type));
            versions[key] = version;
          }
        }
      }
      return {
        confirmedBalances: confirmed,
        balanceVersions: versions,
        hintVersions: hints,
        balances: applyHolds(confirmed, s.balanceHolds),
        amountType: data.amountType,
        selectedCoin: data.selectedCoinType,
      };
    }),
  writeBalance: (coin, type, amount, ledgerId) => {
    const key = balanceKey(coin, type);
    const version = ledgerId ?? UNVERSIONED;
    if (!isCurrent(get().balanceVersions, key, version)) return false;
    set((s) => {
      const confirmed = withAmount(s.confirmedBalances, coin, type, amount);
      return {
        confirmedBalances: confirmed,
        balanceVersions: { ...s.balanceVersions, [key]: version },
        balances: applyHolds(confirmed, s.balanceHolds),
      };
    });
    return true;
  },
  holdRound: (id, coin, balanceType) => set((s) => ({ balanceHolds: { ...s.balanceHolds, [id]: { coin, balanceType, payout: null } } })),
  answerRound: (id, payout) =>
    set((s) => {
      const hold = s.balanceHolds[id];
      if (!hold) return {};
      const balanceHolds = { ...s.balanceHolds, [id]: { ...hold, payout } };
      return { balanceHolds, balances: applyHolds(s.confirmedBalances, balanceHolds) };
    }),
  releaseRound: (id) =>
    set((s) => {
      if (!(id in s.balanceHolds)) return {};
      const { [id]: _released, ...balanceHolds } = s.balanceHolds;
      return { balanceHolds, balances: applyHolds(s.confirmedBalances, balanceHolds) };
    }),
  noteHint: (key, ledgerId) => set((s) => ({ hintVersions: maxHint(s.hintVersions, key, ledgerId) })),
  clearHint: (key) =>
    set((s) => {
      if (!(key in s.hintVersions)) return {};
      const { [key]: _cleared, ...hintVersions } = s.hintVersions;
      return { hintVersions };
    }),
  setAmountType: (amountType) => set({ amountType }),
  setSelectedCoin: (selectedCoin) => set({ selectedCoin }),
  setCurrencyType: (currencyType) => set({ currencyType }),
  setFiat: (fiat) => set({ fiat }),
  setCurrencies: (currencies) => set({ currencies }),
  setRates: (rates) => set({ rates }),
  // Currencies and rates are public reference data: they survive a logout.
  clearWallet: () => set({ ...walletDefaults }),
});
