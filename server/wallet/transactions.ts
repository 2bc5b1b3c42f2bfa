import { COIN_CODES, coinDecimals, type BalanceType, type Coin } from '../../src/core/currency';
import { toFixedDown } from '../../src/core/money';
import { isHouseGame } from '../../src/core/games/catalog';
import {
  categoryOf,
  encodeCursor,
  HISTORY_PAGE,
  reasonsOf,
  type HistoryCursor,
  type HistoryFilter,
  type LedgerLink,
  type LedgerPage,
  type LedgerRecord,
  type PersonPage,
  type PersonRecord,
  type TxCategory,
} from '../../src/core/wallet/history';
import type { Queryable } from '../db/pool';
import { badRequest } from '../errors';
import { HIDDEN_NAME } from '../games/bets/betView';

// The player's ledger as history pages (profile → Transactions). The ledger is append-only with an identity id, so its
// pages are keyset pages on the id, newest first, never OFFSET, and the cursor is the last row's id: a row written
// between two requests gets a higher id and never shifts the next page.
//
// No full ledger index serves this screen, on purpose: every bet writes one or two ledger rows on the hottest write
// path, each full ledger index is one more b-tree entry per such row (PostgreSQL CPU out of the benchmarked bet
// throughput), and this screen is read rarely. So All, a coin and bets walk ledger_user_idx (user_id, id DESC) of
// migration 003 once per page, newest first, with coin, reason and dates as filters, and stop at the page. The few-row
// categories (deposits, withdrawals, tips, rain, bonuses) take one range per coin and reason of the partial
// ledger_user_sparse_idx of migration 021, which bets never touch.
//
// Costs of the filters: dates are filters on created_at, so a page of a date range walks past the player's rows newer
// than `to` first; a coin (or bets) walks past the player's rows of the other coins (reasons) between two of its
// rows; and a list that ends before the player's first row (the last page of a date range or of a coin) walks on to
// that first row. The ledger rows of one player are what the walk reads, never another player's.

/** Numbered query parameters, collected as the SQL is written: `p(value)` adds one and gives its placeholder. */
export interface Params {
  readonly values: unknown[];
  p(value: unknown): string;
}

/** An empty parameter list. */
export function newParams(): Params {
  const values: unknown[] = [];
  return { values, p: (value) => `$${values.push(value)}` };
}

/** The WHERE terms of the date range (`to` inclusive to the millisecond). */
export function dateTerms(q: Params, f: HistoryFilter, time: string): string[] {
  const terms: string[] = [];
  if (f.from !== undefined) terms.push(`${time} >= ${q.p(new Date(f.from).toISOString())}::timestamptz`);
  if (f.to !== undefined) terms.push(`${time} < ${q.p(new Date(f.to + 1).toISOString())}::timestamptz`);
  return terms;
}

/** The refusal of a cursor the list did not write. */
export const badCursor = () => badRequest('cursor must be the next value of the page before');

/** The page size of a query; the queries ask for one row more, which says whether a next page exists. */
export const pageSize = (f: HistoryFilter): number => f.size ?? HISTORY_PAGE.default;

/** The page of the first `size` rows, with the cursor of its last row when more follow. */
export function toPage<R, T>(rows: readonly R[], size: number, cursorOf: (row: R) => HistoryCursor, map: (row: R) => T) {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return { list: shown.map(map), next: rows.length > size && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}

// Most of a player's rows are bets; the other reasons are few and have a partial index of their own (migration 021),
// which the planner uses only when the query repeats its predicate word for word.
const DENSE: TxCategory = 'bets';
const SPARSE_PREDICATE = `l.reason NOT IN (${reasonsOf(DENSE)
  .map((r) => `'${r}'`)
  .join(', ')})`;

interface LedgerRow {
  id: string;
  coin: Coin;
  kind: BalanceType;
  delta: string;
  balance_after: string;
  reason: string;
  ref: string | null;
  game: string | null;
  created_at: Date;
}

const LEDGER_COLUMNS = 'l.id, l.coin, l.kind, l.delta, l.balance_after, l.reason, l.ref, l.game, l.created_at';

/** The id of the ledger cursor of the query (rows below it follow), or undefined on the first page. */
function ledgerAfter(f: HistoryFilter): number | undefined {
  const c = f.cursor;
  if (c && c.atMicros !== undefined) throw badCursor();
  return c?.id;
}

/**
 * The SQL of one ledger page of a player, newest id first: every reason, or those of `categories`; `extra` columns
 * are joined to the page's rows only. The player is always $1 (the first parameter), which the joins may use.
 * - every reason, or a category with bets: one walk of ledger_user_idx (user_id, id DESC) from the cursor, with coin,
 *   reasons and dates as filters, stopped at the page;
 * - the few-row categories: one range of the partial ledger_user_sparse_idx (user_id, coin, reason, id) per coin and
 *   reason, each cut at the page, merged by id and cut again.
 */
function ledgerSql(q: Params, userId: number, f: HistoryFilter, categories: readonly TxCategory[] | null, extra: string, joins: string) {
  const user = q.p(userId);
  // The keyset position and the dates: filters on the walk, whichever index it takes.
  const terms: string[] = [];
  const after = ledgerAfter(f);
  if (after !== undefined) terms.push(`l.id < ${q.p(after)}::bigint`);
  terms.push(...dateTerms(q, f, 'l.created_at'));
  const reasons = categories?.flatMap(reasonsOf);
  const limit = q.p(pageSize(f) + 1);
  let page: string;
  if (!categories || categories.includes(DENSE)) {
    // The player is `= ANY` of a one-element array and the order is the index's own (user_id, id DESC). With a plain
    // `user_id = $1` and `ORDER BY id DESC`, the planner may walk the primary key backwards instead for a player who
    // holds a large share of the ledger, reading every player's rows on the way (on a date range, all the site's rows
    // newer than `to`); the primary key cannot give this order, so the walk stays in the player's range.
    const where = [`l.user_id = ANY(ARRAY[${user}::int])`, ...terms];
    if (f.coin) where.push(`l.coin = ${q.p(f.coin)}`);
    if (reasons) where.push(`l.reason = ANY(${q.p(reasons)}::text[])`);
    page = `SELECT ${LEDGER_COLUMNS} FROM ledger l WHERE ${where.join(' AND ')} ORDER BY l.user_id, l.id DESC LIMIT ${limit}`;
  } else {
    const where = [`l.user_id = ${user}`, 'l.coin = c.coin', 'l.reason = r.reason', SPARSE_PREDICATE, ...terms];
    page = `SELECT p.* FROM unnest(${q.p(f.coin ? [f.coin] : [...COIN_CODES])}::text[]) AS c(coin)
       CROSS JOIN unnest(${q.p(reasons)}::text[]) AS r(reason)
       CROSS JOIN LATERAL (SELECT ${LEDGER_COLUMNS} FROM ledger l WHERE ${where.join(' AND ')} ORDER BY l.id DESC LIMIT ${limit}) p
      ORDER BY p.id DESC
      LIMIT ${limit}`;
  }
  return `WITH page AS (${page})
    SELECT page.*${extra} FROM page ${joins}
     ORDER BY page.id DESC`;
}

/** The id in a ref of the given prefix ('bet:12' → 12) as SQL, or NULL: never a failed cast on another ref. */
const refId = (prefix: string) =>
  `(CASE WHEN page.ref ~ '^${prefix}:[0-9]{1,18}$' THEN substr(page.ref, ${prefix.length + 2})::bigint END)`;

const amount = (value: string, coin: Coin) => toFixedDown(value, coinDecimals(coin));
const cursorOf = (r: LedgerRow): HistoryCursor => ({ id: Number(r.id) });

/** The id of any ref ('<kind>:<id>') as SQL, or NULL. */
const ANY_REF_ID = `(CASE WHEN page.ref ~ '^[a-z]+:[0-9]{1,18}$' THEN split_part(page.ref, ':', 2)::bigint END)`;

interface LinkedRow extends LedgerRow {
  stake_bet: string | null;
  deposit_tx: string | null;
  order_id: string | null;
  withdraw_tx: string | null;
  game_code: number | null;
  game_title: string | null;
}

// What each kind of ref links to. A bet's money links to its bet (of the row's game). A game that books a stake
// against a row of its own ('<game>:<id>': a mines game, a crash bet; the stake_bets view) links to its bet once it
// has settled. A deposit paying a buy-crypto order links to the order, any other to its chain transaction.
const LINKS: Record<string, (id: string, row: LinkedRow) => LedgerLink | null> = {
  bet: (id, row) => betLink(id, row),
  tip: (id) => ({ kind: 'tip', id }),
  rain: (id) => ({ kind: 'rain', id }),
  deposit: (id, row) => (row.order_id ? { kind: 'order', id: row.order_id } : { kind: 'deposit', id, txHash: row.deposit_tx }),
  withdraw: (id, row) => ({ kind: 'withdraw', id, txHash: row.withdraw_tx }),
};

function betLink(id: string, row: LinkedRow): LedgerLink | null {
  return isHouseGame(row.game) ? { kind: 'bet', id, game: row.game } : null;
}

function linkOf(row: LinkedRow): LedgerLink | null {
  // A third-party game's round: linked by game (its bets row once the round closed).
  if (row.game_code !== null && row.ref?.startsWith('round:')) {
    return {
      kind: 'round',
      id: row.ref.slice('round:'.length),
      betId: row.stake_bet,
      gameCode: row.game_code,
      title: row.game_title ?? '',
    };
  }
  if (row.ref?.startsWith('sports:')) return { kind: 'sports', id: row.ref.slice('sports:'.length), betId: row.stake_bet };
  if (row.stake_bet !== null) return betLink(row.stake_bet, row);
  const m = /^([a-z]+):(\d{1,18})$/.exec(row.ref ?? '');
  const link = m && Object.hasOwn(LINKS, m[1]!) ? LINKS[m[1]!] : undefined;
  return m && link ? link(m[2]!, row) : null;
}

/** The statement of a GET /v1/account/transaction page (exported for the plan checks of the tests). */
export function ledgerPageQuery(userId: number, f: HistoryFilter): { text: string; values: unknown[] } {
  const q = newParams();
  const text = ledgerSql(
    q,
    userId,
    f,
    f.type ? [f.type] : null,
    `, sb.bet_id AS stake_bet, d.tx_hash AS deposit_tx, po.public_id::text AS order_id, w.txid AS withdraw_tx,
       gm.code AS game_code, gm.title AS game_title`,
    `LEFT JOIN stake_bets sb ON sb.kind = split_part(page.ref, ':', 1) AND sb.id = ${ANY_REF_ID} AND sb.user_id = $1
     LEFT JOIN games gm ON gm.name = page.game AND gm.aggregator IS NOT NULL
     LEFT JOIN deposits d ON d.id = ${refId('deposit')} AND d.user_id = $1
     LEFT JOIN payment_orders po ON po.id = d.order_id
     LEFT JOIN withdrawals w ON w.id = ${refId('withdraw')} AND w.user_id = $1`,
  );
  return { text, values: q.values };
}

/** GET /v1/account/transaction: the player's ledger rows, all categories or one, by coin and dates. */
export async function ledgerPage(db: Queryable, userId: number, f: HistoryFilter): Promise<LedgerPage> {
  const { rows } = await db.query<LinkedRow>(ledgerPageQuery(userId, f));
  return toPage(rows, pageSize(f), cursorOf, (r): LedgerRecord => ({
    id: Number(r.id),
    time: r.created_at.getTime(),
    coin: r.coin,
    kind: r.kind,
    category: categoryOf(r.reason),
    reason: r.reason,
    delta: amount(r.delta, r.coin),
    balanceAfter: amount(r.balance_after, r.coin),
    link: linkOf(r),
  }));
}

interface PersonRow extends LedgerRow {
  tip_id: string | null;
  rain_id: string | null;
  nick_name: string | null;
  privacy: number | null;
  recipients: number | null;
}

/**
 * GET /v1/account/personTransaction: tips and rain shares the player sent and received, with the other player's
 * nick name ('Hidden' for a private profile, as the chat shows them); a rain the player sent counts its recipients.
 */
export async function personPage(db: Queryable, userId: number, f: HistoryFilter): Promise<PersonPage> {
  const q = newParams();
  const sql = ledgerSql(
    q,
    userId,
    f,
    f.type ? [f.type] : ['tips', 'rain'],
    `, t.id AS tip_id, r.id AS rain_id, u.nick_name, u.privacy,
       CASE WHEN page.reason = 'rain_out' THEN cardinality(r.recipients) END AS recipients`,
    `LEFT JOIN tips t ON t.id = ${refId('tip')}
     LEFT JOIN chat_rains r ON r.id = ${refId('rain')}
     LEFT JOIN users u ON u.id = CASE page.reason WHEN 'tip_out' THEN t.to_user WHEN 'tip_in' THEN t.from_user
                                                  WHEN 'rain_in' THEN r.from_user END`,
  );
  const { rows } = await db.query<PersonRow>(sql, q.values);
  return toPage(rows, pageSize(f), cursorOf, (r): PersonRecord => {
    const tip = r.reason.startsWith('tip_');
    return {
      id: Number(r.id),
      time: r.created_at.getTime(),
      coin: r.coin,
      category: tip ? 'tips' : 'rain',
      direction: r.delta.startsWith('-') ? 'out' : 'in',
      amount: amount(r.delta.replace(/^-/, ''), r.coin),
      counterparty:
        r.nick_name === null ? null : r.privacy === 1 ? { name: HIDDEN_NAME, hidden: true } : { name: r.nick_name, hidden: false },
      recipients: r.recipients,
      link: { kind: tip ? 'tip' : 'rain', id: (tip ? r.tip_id : r.rain_id) ?? (r.ref ?? '').replace(/^\w+:/, '') },
    };
  });
}
