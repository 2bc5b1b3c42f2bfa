import { CODE, type Envelope } from '../../src/core/api';
import type { Coin } from '../../src/core/currency';
import type { HouseGame } from '../../src/core/games/catalog';
import type { DepositRecord, HistoryPage, PaymentStatus, WithdrawRecord, WithdrawStatus } from '../../src/core/wallet/api';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import { MASK, maskPrivate, maskText } from '../../src/core/streamer';
import type { ChuRuRecord, HistoryQuery, LedgerReason, LedgerRecord, PersonRecord } from '../../src/core/wallet/history';
import { findChuRu, myPay, myWithdraw, personTransaction, transaction } from '../../src/app/api/wallet';

// The tabs of profile → Transactions: which history call serves each and how its rows read. Every tab's rows become
// one display row shape, so the list, the cards and the CSV export treat them alike.

/** The tabs, in the order shown. */
export const TX_TABS = ['all', 'inout', 'deposits', 'withdrawals', 'people', 'bets', 'bonuses'] as const;
/** A tab. */
export type TxTab = (typeof TX_TABS)[number];

/** How a status chip looks: done, still moving, or stopped. */
export type Tone = 'ok' | 'wait' | 'bad';

/** Where a row leads: a bet's detail (of its game), the OrderDialog, a chain explorer, or nowhere (a tip). */
export type TxLink = (
  | { to: 'bet'; id: number; game: HouseGame; text: string }
  | { to: 'order'; id: string; text: string }
  | { to: 'explorer'; url: string; text: string }
  | { to: 'none'; text: string }
) & {
  /** The text streamer mode shows, its id or hash masked (absent: the text has none). */
  masked?: string;
};

/** One row as the list, the cards and the CSV show it. */
export interface TxRow {
  key: string;
  /** Epoch ms, shown in the player's time zone. */
  time: number;
  coin: Coin;
  label: string;
  /** Signed decimal string: negative when money left the balance. */
  amount: string;
  balanceAfter: string | null;
  status: { text: string; tone: Tone } | null;
  /** A second line: the other player, the address, the fee or why a withdrawal was rejected. */
  note: string;
  /** The label and note as streamer mode shows them: names, addresses and amounts in them masked (absent: as they are). */
  masked?: { label?: string; note?: string };
  link: TxLink | null;
  /** The full reference for the CSV: a bet id, an order id or a transaction hash. */
  ref: string;
}

/** A page of display rows; `next` is the cursor of the page after (null: the last page). */
export interface TxRows {
  rows: TxRow[];
  next: string | null;
}

/** A tab: its name, its empty text, and one page of its rows for a query. */
export interface TxView {
  label: string;
  empty: string;
  load(query: HistoryQuery): Promise<Envelope<TxRows>>;
}

const REASON_LABELS: Record<LedgerReason, string> = {
  bet: 'Bet',
  payout: 'Win',
  refund: 'Bet refunded',
  win_rollback: 'Win taken back',
  tip_out: 'Tip sent',
  tip_in: 'Tip received',
  rain_out: 'Rain sent',
  rain_in: 'Rain caught',
  demo_credit: 'Demo credit',
  deposit: 'Deposit',
  withdraw: 'Withdrawal',
  withdraw_refund: 'Withdrawal refunded',
  vip_rakeback: 'VIP rakeback',
  vip_recharge: 'VIP recharge',
  vip_level_up: 'VIP level-up reward',
  vip_daily: 'VIP daily reward',
  vip_weekly: 'VIP weekly reward',
  vip_monthly: 'VIP monthly reward',
  vip_birthday: 'VIP birthday bonus',
  vip_gift: 'VIP monthly gift',
  vip_grant: 'VIP grant',
  bonus_credit: 'Bonus credited',
  bonus_convert: 'Bonus converted',
  bonus_forfeit: 'Bonus removed',
  code_redeem: 'Code redeemed',
  referral_commission: 'Referral commission',
  race_prize: 'Race prize',
  cashback: 'Cashback',
};

const PAYMENT_STATUS: Record<PaymentStatus, { text: string; tone: Tone }> = {
  waiting: { text: 'Waiting', tone: 'wait' },
  confirming: { text: 'Confirming', tone: 'wait' },
  confirmed: { text: 'Confirmed', tone: 'wait' },
  partially_paid: { text: 'Partially paid', tone: 'wait' },
  finished: { text: 'Finished', tone: 'ok' },
  failed: { text: 'Failed', tone: 'bad' },
  expired: { text: 'Expired', tone: 'bad' },
};

const WITHDRAW_STATUS: Record<WithdrawStatus, { text: string; tone: Tone }> = {
  pending: { text: 'Pending', tone: 'wait' },
  approved: { text: 'Approved', tone: 'ok' },
  rejected: { text: 'Rejected', tone: 'bad' },
};

/** "0x1234ab…9f3c": enough of a hash or address to recognise it. */
export const shortHash = (text: string) => (text.length <= 16 ? text : `${text.slice(0, 8)}…${text.slice(-6)}`);

const explorer = (coin: Coin, hash: string): TxLink => ({
  to: 'explorer',
  url: COIN_CHAINS[coin].explorerTx + encodeURIComponent(hash),
  text: shortHash(hash),
  masked: MASK,
});
/** A reference by number ("Tip #12"), and as streamer mode shows it ("Tip #•••••"). */
const numbered = (what: string, id: string | number) => ({ text: `${what} #${id}`, masked: `${what} #${MASK}` });
const negative = (amount: string) => (amount.startsWith('-') ? amount : `-${amount}`);

function ledgerRow(r: LedgerRecord): TxRow {
  const base = { key: `l${r.id}`, time: r.time, coin: r.coin, amount: r.delta, balanceAfter: r.balanceAfter, status: null };
  const label = (REASON_LABELS as Record<string, string>)[r.reason] ?? r.reason;
  const note = r.kind === 'BONUS' ? 'Bonus balance' : '';
  const l = r.link;
  if (!l) return { ...base, label, note, link: null, ref: '' };
  switch (l.kind) {
    case 'bet':
      return { ...base, label, note, link: { to: 'bet', id: Number(l.id), game: l.game, ...numbered('Bet', l.id) }, ref: `bet ${l.id}` };
    case 'order':
      return { ...base, label, note, link: { to: 'order', id: l.id, text: 'Order' }, ref: `order ${l.id}` };
    case 'round':
      return {
        ...base,
        label,
        note: l.title,
        link: { to: 'none', text: `${l.title} round` },
        ref: l.betId ? `bet ${l.betId}` : `round ${l.id}`,
      };
    case 'sports':
      return { ...base, label, note: 'Sportsbook', link: { to: 'none', ...numbered('Sports bet', l.id) }, ref: `sports bet ${l.id}` };
    case 'deposit':
    case 'withdraw':
      return { ...base, label, note, link: l.txHash ? explorer(r.coin, l.txHash) : null, ref: l.txHash ?? `${l.kind} ${l.id}` };
    default:
      return {
        ...base,
        label,
        note,
        link: { to: 'none', ...numbered(l.kind === 'tip' ? 'Tip' : 'Rain', l.id) },
        ref: `${l.kind} ${l.id}`,
      };
  }
}

function personRow(r: PersonRecord): TxRow {
  const out = r.direction === 'out';
  const who = r.counterparty?.name ?? '';
  const labelWith = (name: string) =>
    r.category === 'tips'
      ? out
        ? `Tip to ${name}`
        : `Tip from ${name}`
      : out
        ? `Rain on ${r.recipients ?? 0} player${r.recipients === 1 ? '' : 's'}`
        : `Rain from ${name}`;
  const kind = r.category === 'tips' ? 'Tip' : 'Rain';
  return {
    key: `p${r.id}`,
    time: r.time,
    coin: r.coin,
    label: labelWith(who),
    masked: { label: labelWith(maskPrivate('name', who)) },
    amount: out ? negative(r.amount) : r.amount,
    balanceAfter: null,
    status: null,
    note: '',
    link: { to: 'none', ...numbered(kind, r.link.id) },
    ref: `${r.link.kind} ${r.link.id}`,
  };
}

/** A deposit an operator reviews: its status and note (and the note as streamer mode shows it) instead of the payment's own. */
function reviewView(d: DepositRecord): { status: { text: string; tone: Tone }; note: string; masked: string } | null {
  if (d.review === 'held') {
    const note = 'Credited once our team approves it';
    return { status: { text: 'Under review', tone: 'wait' }, note, masked: note };
  }
  if (d.review === 'rejected') {
    const why = d.reviewReason ?? '';
    return { status: { text: 'Rejected', tone: 'bad' }, note: `Not credited: ${why}`, masked: `Not credited: ${maskText(why)}` };
  }
  return null;
}

function depositRow(d: DepositRecord): TxRow {
  const status = PAYMENT_STATUS[d.status] ?? { text: d.status, tone: 'wait' as const };
  const review = reviewView(d);
  const credited = d.status === 'finished' && d.creditedAmount !== d.amount;
  return {
    key: `d${d.id}`,
    time: d.createdAt,
    coin: d.coin,
    label: d.orderId ? 'Deposit (card order)' : 'Deposit',
    amount: d.amount,
    balanceAfter: null,
    status:
      review?.status ??
      (d.status === 'confirming' ? { ...status, text: `Confirming ${d.confirmations}/${d.confirmationsNeeded}` } : status),
    note: review?.note ?? (credited ? `Credited ${d.creditedAmount}` : d.network),
    masked: { note: review?.masked ?? (credited ? `Credited ${MASK}` : d.network) },
    link: d.orderId ? { to: 'order', id: d.orderId, text: 'Order' } : d.txHash ? explorer(d.coin, d.txHash) : null,
    ref: d.txHash ?? (d.orderId ? `order ${d.orderId}` : `deposit ${d.id}`),
  };
}

function withdrawRow(w: WithdrawRecord): TxRow {
  const refunded = w.status === 'rejected' && w.reason;
  return {
    key: `w${w.id}`,
    time: w.createdAt,
    coin: w.coin,
    label: `Withdrawal to ${shortHash(w.address)}`,
    amount: negative(w.amount),
    balanceAfter: null,
    status: WITHDRAW_STATUS[w.status] ?? { text: w.status, tone: 'wait' },
    note: refunded ? `Refunded: ${w.reason}` : `Fee ${w.fee}`,
    masked: {
      label: `Withdrawal to ${MASK}`,
      note: refunded ? `Refunded: ${maskText(w.reason ?? '', { secrets: [w.address, shortHash(w.address)] })}` : `Fee ${MASK}`,
    },
    link: w.txid ? explorer(w.coin, w.txid) : null,
    ref: w.txid ?? `withdrawal ${w.id}`,
  };
}

/** A deposit or a withdrawal of the combined list (findChuRu), as its own tab shows it. */
const chuRuRow = (r: ChuRuRecord): TxRow => (r.direction === 'in' ? depositRow(r) : withdrawRow(r));

/** A history call whose page rows become display rows; any other answer comes back as it is. */
const paged =
  <T>(call: (q: HistoryQuery) => Promise<Envelope<HistoryPage<T>>>, toRow: (r: T) => TxRow, extra: HistoryQuery = {}) =>
  async (query: HistoryQuery): Promise<Envelope<TxRows>> => {
    const env = await call({ ...query, ...extra });
    if (env.code !== CODE.OK || !env.data || !Array.isArray(env.data.list)) return { code: env.code, msg: env.msg, data: null };
    return { ...env, data: { rows: env.data.list.map(toRow), next: env.data.next ?? null } };
  };

/** Every tab: its call and its rows. */
export const TX_VIEWS: Record<TxTab, TxView> = {
  all: { label: 'All', empty: 'No transactions yet.', load: paged(transaction, ledgerRow) },
  inout: { label: 'In & out', empty: 'No deposits or withdrawals yet.', load: paged(findChuRu, chuRuRow) },
  deposits: { label: 'Deposits', empty: 'No deposits yet.', load: paged(myPay, depositRow) },
  withdrawals: { label: 'Withdrawals', empty: 'No withdrawals yet.', load: paged(myWithdraw, withdrawRow) },
  people: { label: 'Tips & rain', empty: 'No tips or rain yet.', load: paged(personTransaction, personRow) },
  bets: { label: 'Bets', empty: 'No bets yet.', load: paged(transaction, ledgerRow, { type: 'bets' }) },
  bonuses: { label: 'Bonuses & VIP', empty: 'No bonuses or VIP rewards yet.', load: paged(transaction, ledgerRow, { type: 'bonuses' }) },
};
