import type { BalanceData, CoinAmounts, UserInfo } from '../../src/core/api';
import { COIN_CODES, coinDecimals, type BalanceType, type Coin } from '../../src/core/currency';
import { Decimal, toFixedDown } from '../../src/core/money';
import type { Queryable } from '../db/pool';
import { unauthorized } from '../errors';
import { loadPaymentDetails } from '../wallet/paymentDetails';
import { formatRate, coinPrice, loadRates } from '../rates/rates';
import { getUser, type UserRow } from '../auth/users';
import { vipLevelFields } from '../vip/standing';

/** Both balance maps of a user, every coin present, fixed to the coin's decimals. */
export async function loadBalances(db: Queryable, userId: number): Promise<Record<BalanceType, CoinAmounts>> {
  return (await loadVersionedBalances(db, userId)).balances;
}

/**
 * The balance maps plus the user's highest ledger id, read in one statement so both come from one snapshot: the
 * browser keeps, per coin and type, the balance written at the highest ledger id and drops older writes.
 * Caveat: ledger ids are assigned at insert, and concurrent transactions of one user may commit in another order
 * than their ids. Movements of one balance row are ordered by that row's lock (the ledger row is inserted after the
 * balance UPDATE), so per row the ids follow commit order; across rows a snapshot may carry a higher id than a
 * movement of another row that commits just after it, and that movement's own write would then look older.
 */
async function loadVersionedBalances(
  db: Queryable,
  userId: number,
): Promise<{ balances: Record<BalanceType, CoinAmounts>; ledgerId: number }> {
  const zero = () => Object.fromEntries(COIN_CODES.map((c) => [c, toFixedDown(0, coinDecimals(c))])) as CoinAmounts;
  const result: Record<BalanceType, CoinAmounts> = { DEPOSIT: zero(), BONUS: zero() };
  const { rows } = await db.query<{ coin: Coin | null; kind: BalanceType | null; amount: string | null; ledger_id: string | null }>(
    `SELECT b.coin, b.kind, b.amount, v.ledger_id
       FROM (SELECT max(id) AS ledger_id FROM ledger WHERE user_id = $1) v
       LEFT JOIN balances b ON b.user_id = $1`,
    [userId],
  );
  for (const r of rows) {
    if (r.coin && r.kind && r.amount !== null && r.coin in result[r.kind])
      result[r.kind][r.coin] = toFixedDown(r.amount, coinDecimals(r.coin));
  }
  return { balances: result, ledgerId: Number(rows[0]?.ledger_id ?? 0) };
}

/** GET /v1/account/findBalance for a user, with the ledger id the balances were read at. */
export async function balanceData(db: Queryable, user: UserRow): Promise<BalanceData> {
  const { balances, ledgerId } = await loadVersionedBalances(db, user.id);
  return {
    amountType: user.amountType,
    selectedCoinType: user.selectedCoin,
    list: COIN_CODES.map((coin) => ({ coin, amount: balances.DEPOSIT[coin], bonusAmount: balances.BONUS[coin] })),
    ledgerId,
  };
}

/** The full UserInfo of a user id; 401 when the user no longer exists. */
export async function userInfo(db: Queryable, userId: number): Promise<UserInfo> {
  const user = await getUser(db, userId);
  if (!user) throw unauthorized();
  const [balances, rates, level, payment] = await Promise.all([
    loadBalances(db, userId),
    loadRates(db),
    vipLevelFields(db, userId),
    loadPaymentDetails(db, userId),
  ]);
  const coinRate = Object.fromEntries(COIN_CODES.map((c) => [c, formatRate(coinPrice(rates, c, user.fiat))])) as CoinAmounts;
  return {
    id: user.id,
    userName: user.userName,
    nickName: user.nickName,
    imgUrl: user.imgUrl,
    email: user.email,
    // The owner's payment details (UserInfo goes to its owner only).
    realName: payment.realName,
    tell: payment.tell,
    birth: payment.birth,
    country: payment.country,
    address: payment.address,
    hasPwd: user.hasPassword ? 1 : 0,
    twoAuth: user.twoAuth,
    emailAuth: user.emailAuth,
    thirdLogin: user.thirdLogin ? 1 : 0,
    chatStatus: user.chatStatus,
    privacy: user.privacy,
    sharCode: user.shareCode,
    levelId: level.levelId,
    currentLevelValue: level.currentLevelValue,
    progress: level.progress,
    nextProgress: level.nextProgress,
    currentProgress: level.currentProgress,
    canGetUpReward: level.canGetUpReward,
    canGetUpRewardAmount: level.canGetUpRewardAmount,
    amountType: user.amountType,
    currencyType: user.currencyType,
    fiatType: user.fiat,
    selectedBalanceType: user.amountType,
    selectedCoinType: user.selectedCoin,
    selectedBonusCoinType: user.selectedBonusCoin,
    balance: balances.DEPOSIT,
    bonusBalance: balances.BONUS,
    coinRate,
    // The bonus wallet is shown once there is something in it.
    showBonusWallet: Object.values(balances.BONUS).some((v) => !new Decimal(v).isZero()) ? 1 : 0,
  };
}
