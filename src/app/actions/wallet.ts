import { CODE } from '../../core/api';
import type { SettledBetBase } from '../../core/games/types';
import type { BalanceType, Coin, CurrencyType, Fiat } from '../../core/currency';
import { coalesce, type Coalesced } from '../../core/throttle';
import * as account from '../api/account';
import * as user from '../api/user';
import { getState } from '../store';
import { balanceKey, isHeld, type BalanceKey } from '../store/balanceBook';
import { shownBalances } from '../store/heldBalances';
import { installHeldBalances } from '../store/walletSlice';

// Before any hold can exist: bets are sent only through these actions (see walletSlice).
installHeldBalances(shownBalances);

/** Re-reads the balances (after login, on a socket amount change, after a switch); the answer is a versioned write. */
export async function refreshBalance(): Promise<void> {
  if (!getState().loggedIn) return;
  const env = await account.findBalance();
  if (env.code === CODE.OK && env.data) getState().setBalanceData(env.data);
}

/** Fewest milliseconds between two balance reads caused by socket hints (type 3). */
export const BALANCE_HINT_INTERVAL_MS = 1000;

// Every settled bet sends a balance hint: at 20 instant bets a second that would be 20 reads a second against the
// per-address API budget. One read in flight at a time, at most one a second, and always one after the last hint.
let hintRead: Coalesced = coalesce(refreshBalance, BALANCE_HINT_INTERVAL_MS);

/** Replaces the coalesced read behind balance hints (tests: a fake read; the interval defaults to the app's). */
export function setBalanceReader(read: () => Promise<unknown>, intervalMs = BALANCE_HINT_INTERVAL_MS): void {
  hintRead.cancel();
  hintRead = coalesce(read, intervalMs);
}

/** The fields of a socket type 3 payload the wallet uses (src/core/socket.ts AmountChange). */
export interface BalanceHint {
  coin: Coin;
  balanceType: BalanceType;
  ledgerId?: number;
}

/**
 * A balance hint (socket type 3). It costs no read when the wallet already knows: a hint about a coin and type with
 * bets sent or presenting is remembered and read once the hold ends (the bet answer writes that row, the landing
 * shows it); a hint at or below the version shown is already included. Other hints ask for one coalesced read.
 * A hint without coin or ledger id always asks for a read.
 */
export function balanceHint(hint?: Partial<BalanceHint> | null): void {
  const s = getState();
  if (hint?.coin && hint.balanceType && typeof hint.ledgerId === 'number') {
    const key = balanceKey(hint.coin, hint.balanceType);
    if (isHeld(s.balanceHolds, key)) {
      s.noteHint(key, hint.ledgerId);
      return;
    }
    if (hint.ledgerId <= (s.balanceVersions[key] ?? -1)) return;
  }
  hintRead();
}

/** A bet was sent: its coin and type are held so no read writes them before the answer (round id of the runner). */
export function betSent(roundId: string, coin: Coin, balanceType: BalanceType): void {
  getState().holdRound(roundId, coin, balanceType);
}

/**
 * The answer of a bet arrived: the confirmed balance becomes the answer's (versioned by its ledger id) and its payout
 * is held back, so the shown balance is the balance before the bet minus the stake until the round lands.
 */
export function holdForBet(roundId: string, answer: { bet: SettledBetBase; balance: string; ledgerId: number | null }): void {
  const { bet, balance, ledgerId } = answer;
  const s = getState();
  if (!(roundId in s.balanceHolds)) s.holdRound(roundId, bet.coin, bet.balanceType);
  // A free bet (ledgerId null) moves no money: its balance says nothing newer than what is shown. An answer without
  // the field (a server older than ledger ids) is written as it comes, as before versions existed.
  if (ledgerId === undefined)
    s.writeBalance(bet.coin, bet.balanceType, balance, s.balanceVersions[balanceKey(bet.coin, bet.balanceType)] ?? null);
  else if (ledgerId !== null) s.writeBalance(bet.coin, bet.balanceType, balance, ledgerId);
  s.answerRound(roundId, bet.payout);
}

/**
 * A money move answered outside a settled bet (a mines start's stake): the row is written at the answer's ledger id
 * (older writes lose, as for bets; a free move, ledgerId null, writes nothing) and the move's hold ends.
 */
export function moveAnswered(roundId: string, coin: Coin, balanceType: BalanceType, balance: string, ledgerId: number | null): void {
  if (ledgerId !== null) getState().writeBalance(coin, balanceType, balance, ledgerId);
  releaseHold(roundId);
}

/** The round's win or lose event landed (or it was abandoned): its payout shows. Idempotent. */
export function landBet(roundId: string): void {
  releaseHold(roundId);
}

/**
 * A bet ended without an answer to show (refused by the server, or no answer after its re-send). When the server
 * never answered, whether it settled is unknown: the balance is read again.
 */
export function betFailed(roundId: string, answered: boolean): void {
  const hold = getState().balanceHolds[roundId];
  if (!hold) return;
  // As a hint newer than anything shown: read at once, or when the last other round on the row lands.
  if (!answered) getState().noteHint(balanceKey(hold.coin, hold.balanceType), Number.MAX_SAFE_INTEGER);
  releaseHold(roundId);
}

function releaseHold(roundId: string): void {
  const s = getState();
  const hold = s.balanceHolds[roundId];
  if (!hold) return;
  s.releaseRound(roundId);
  const key: BalanceKey = balanceKey(hold.coin, hold.balanceType);
  const after = getState();
  if (isHeld(after.balanceHolds, key)) return;
  // Hints kept back by the hold: read only if one is newer than the row now shows (a tip or deposit meanwhile).
  const hinted = after.hintVersions[key];
  if (hinted === undefined) return;
  after.clearHint(key);
  if (hinted > (after.balanceVersions[key] ?? -1)) hintRead();
}

/** Loads the coin and fiat lists. */
export async function loadCurrencies(): Promise<void> {
  const env = await account.currencyList();
  if (env.code === CODE.OK && env.data) getState().setCurrencies(env.data);
}

/** Loads the coin prices (also on socket type 203). */
export async function loadRates(): Promise<void> {
  const env = await account.rateAll();
  if (env.code === CODE.OK && env.data) getState().setRates(env.data);
}

/** Everything the wallet needs after a login. */
export async function loadWallet(): Promise<void> {
  await Promise.all([refreshBalance(), loadCurrencies(), loadRates()]);
}

// The server owns these settings: the display changes once it has stored them, so a reload right after a switch
// shows the same thing. walletPending marks the wait (controls show it and ignore repeated taps).
async function pending<T>(work: () => Promise<T>): Promise<T | false> {
  if (getState().walletPending) return false;
  getState().setWalletPending(true);
  try {
    return await work();
  } finally {
    getState().setWalletPending(false);
  }
}

/** Selects the coin shown in the balance pill. */
export async function selectCoin(coin: Coin): Promise<boolean> {
  return pending(async () => {
    const env = await account.switchAccount({ coin });
    if (env.code !== CODE.OK || !env.data) return false;
    getState().setBalanceData(env.data);
    getState().patchUser({ selectedCoinType: env.data.selectedCoinType });
    return true;
  });
}

/** Switches between the deposit and the bonus balance. */
export async function selectBalanceType(amountType: BalanceType): Promise<boolean> {
  return pending(async () => {
    const env = await account.switchAccount({ amountType });
    if (env.code !== CODE.OK || !env.data) return false;
    getState().setBalanceData(env.data);
    getState().patchUser({ amountType: env.data.amountType, selectedBalanceType: env.data.amountType });
    return true;
  });
}

/** Shows amounts in the coin or in the fiat. */
export async function selectCurrencyType(currencyType: CurrencyType): Promise<boolean> {
  return pending(async () => {
    const env = await user.setFiatType({ currencyType });
    if (env.code !== CODE.OK) return false;
    getState().setCurrencyType(currencyType);
    getState().patchUser({ currencyType });
    if (currencyType === 'FAIT' && !getState().rates) void loadRates();
    return true;
  });
}

/** Picks the fiat amounts are converted to. */
export async function selectFiat(fiat: Fiat): Promise<boolean> {
  return pending(async () => {
    const env = await user.setFiatType({ fiat });
    if (env.code !== CODE.OK) return false;
    getState().setFiat(fiat);
    getState().patchUser({ fiatType: fiat });
    return true;
  });
}
