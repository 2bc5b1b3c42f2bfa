import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal, toFixedDown, trimZeros } from '../../src/core/money';
import type { BonusSource, BonusStatus, BonusView } from '../../src/core/promotions';
import { badRequest, isUniqueViolation } from '../errors';
import { createNotification } from '../feeds/notifications';
import { applyMovements, type AppliedMovement, type Product } from '../money/moves';

/*
 * Bonus money (migration 030): every credit to a BONUS balance belongs to a bonus, and a player holds at most one open
 * bonus per coin, which owns that coin's BONUS balance. Stakes move its wagering in the database (the wagers_bonus
 * trigger); this module opens, joins and ends bonuses, moving money only through the money module.
 *
 * Lock order of every transaction that changes a bonus: the coin's BONUS balance row, its DEPOSIT row, then the bonus
 * row, as a stake's (its balance row, then, through the wager trigger, the bonus row): so none waits on another
 * crosswise.
 */

/** The columns of a bonus row. */
export interface BonusRow {
  id: string;
  user_id: number;
  coin: Coin;
  source: BonusSource;
  promotion_id: number | null;
  title: string;
  granted: string;
  wager_required: string;
  wagered: string;
  reference_edge: string;
  max_bet_usd: string | null;
  product: string | null;
  games: string[] | null;
  counts: 'any' | 'bonus';
  status: BonusStatus;
  expires_at: Date | null;
  created_at: Date;
  completed_at: Date | null;
  ended_at: Date | null;
  converted: string | null;
  forfeited: string | null;
  end_note: string | null;
}

/** What a new bonus asks: its wagering as a multiple of the amount, and the rules that hold while it wagers. */
export interface BonusTerms {
  source: BonusSource;
  promotionId: number | null;
  title: string;
  multiplier: Decimal;
  referenceEdge: Decimal;
  maxBetUsd: Decimal | null;
  product: Product | null;
  games: string[] | null;
  counts: 'any' | 'bonus';
  expiresAt: Date | null;
}

/** Bonuses that add to an open one (taking its rules) instead of needing the coin free of bonuses. */
const JOINING_SOURCES: ReadonlySet<BonusSource> = new Set(['vip', 'code', 'grant', 'cashback', 'race']);

/** The ledger row of a bonus credit. */
export interface CreditLedger {
  reason: string;
  product: Product;
  ref: string;
}

const BONUS_COLUMNS = `id, user_id, coin, source, promotion_id, title, granted, wager_required, wagered, reference_edge, max_bet_usd,
  product, games, counts, status, expires_at, created_at, completed_at, ended_at, converted, forfeited, end_note`;

/** Locks the coin's BONUS and DEPOSIT rows of the player, in that order; answers their amounts. */
export async function lockCoin(client: pg.PoolClient, userId: number, coin: Coin): Promise<{ bonus: Decimal; deposit: Decimal }> {
  const { rows } = await client.query<{ kind: string; amount: string }>({
    name: 'bonus-lock-coin',
    text: `SELECT kind, amount FROM balances WHERE user_id = $1 AND coin = $2 AND kind IN ('BONUS', 'DEPOSIT') ORDER BY kind FOR UPDATE`,
    values: [userId, coin],
  });
  const of = (kind: string) => new Decimal(rows.find((r) => r.kind === kind)?.amount ?? 0);
  return { bonus: of('BONUS'), deposit: of('DEPOSIT') };
}

/** The player's open bonus in the coin, locked (after lockCoin); null when none. */
export async function lockOpenBonus(client: pg.PoolClient, userId: number, coin: Coin): Promise<BonusRow | null> {
  const { rows } = await client.query<BonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM bonuses WHERE user_id = $1 AND coin = $2 AND status IN ('active', 'completed') FOR UPDATE`,
    [userId, coin],
  );
  return rows[0] ?? null;
}

/**
 * A round staked from the coin's bonus balance that is still open (a mines game, a crash bet in a running round): its
 * payout is bonus money still to come, so the bonus cannot end until it settles. The reason, or null.
 */
export async function openBonusRound(db: pg.Pool | pg.PoolClient, userId: number, coin: Coin): Promise<string | null> {
  const { rows } = await db.query<{ mines: boolean; crash: boolean }>({
    name: 'bonus-open-round',
    text: `SELECT EXISTS (SELECT 1 FROM mines_rounds WHERE user_id = $1 AND coin = $2 AND state = 'active' AND balance_type = 'BONUS') AS mines,
                  EXISTS (SELECT 1 FROM crash_bets WHERE user_id = $1 AND coin = $2 AND state = 'active' AND balance_type = 'BONUS') AS crash`,
    values: [userId, coin],
  });
  if (rows[0]?.mines) return 'Finish your open mines game staked from this bonus first';
  if (rows[0]?.crash) return 'Wait for the crash round your bonus bet is in to end first';
  return null;
}

/** How a bonus ends. */
export type BonusEnd = 'converted' | 'cancelled' | 'expired' | 'spent';

const END_TITLES: Record<BonusEnd, string> = {
  converted: 'Bonus wagering complete',
  cancelled: 'Bonus cancelled',
  expired: 'Bonus expired',
  spent: 'Bonus used up',
};

/**
 * Ends a locked open bonus (after lockCoin): converted moves the whole BONUS balance of the coin to DEPOSIT; cancelled
 * and expired remove it; spent (nothing left) moves nothing. Writes what moved, the note the player reads, and a
 * notification. The balance is the one lockCoin read, so nothing can make it negative.
 */
export async function endBonus(
  client: pg.PoolClient,
  bonus: BonusRow,
  end: BonusEnd,
  bonusBalance: Decimal,
  note: string,
): Promise<AppliedMovement[]> {
  const coin = bonus.coin;
  const amount = bonusBalance;
  const ref = `bonus:${bonus.id}`;
  const moves =
    amount.isZero() || end === 'spent'
      ? []
      : end === 'converted'
        ? [
            {
              userId: bonus.user_id,
              coin,
              kind: 'BONUS' as const,
              delta: amount.neg(),
              reason: 'bonus_convert',
              product: 'promotions' as const,
              ref,
            },
            {
              userId: bonus.user_id,
              coin,
              kind: 'DEPOSIT' as const,
              delta: amount,
              reason: 'bonus_convert',
              product: 'promotions' as const,
              ref,
            },
          ]
        : [
            {
              userId: bonus.user_id,
              coin,
              kind: 'BONUS' as const,
              delta: amount.neg(),
              reason: 'bonus_forfeit',
              product: 'promotions' as const,
              ref,
            },
          ];
  const applied = await applyMovements(client, moves);
  const status: BonusStatus = end;
  const moved = end === 'spent' ? null : amount.toFixed();
  await client.query(`UPDATE bonuses SET status = $2, ended_at = now(), converted = $3, forfeited = $4, end_note = $5 WHERE id = $1`, [
    bonus.id,
    status,
    end === 'converted' ? moved : null,
    end === 'cancelled' || end === 'expired' ? moved : null,
    note,
  ]);
  await createNotification(client, bonus.user_id, {
    kind: 'bonus',
    title: END_TITLES[end],
    body: note,
    data: { bonusId: Number(bonus.id), link: '/promotions/details/bonus' },
  });
  return applied;
}

const coinText = (amount: Decimal, coin: Coin) => `${trimZeros(toFixedDown(amount, coinDecimals(coin)))} ${coin}`;

/**
 * Ends the coin's open bonus when its end is due (after lockCoin): wagering reached (converted), its time up
 * (expired), or its bonus balance used up (spent); never while a round staked from it is open. Answers the money moved
 * and whether the bonus is still open.
 */
export async function settleDue(
  client: pg.PoolClient,
  bonus: BonusRow,
  bonusBalance: Decimal,
  now: Date,
): Promise<{ applied: AppliedMovement[]; ended: boolean }> {
  const due: BonusEnd | null =
    bonus.status === 'completed'
      ? 'converted'
      : bonus.expires_at && bonus.expires_at <= now
        ? 'expired'
        : bonusBalance.isZero()
          ? 'spent'
          : null;
  if (!due) return { applied: [], ended: false };
  if (await openBonusRound(client, bonus.user_id, bonus.coin)) return { applied: [], ended: false };
  const note =
    due === 'converted'
      ? `Wagering complete: ${coinText(bonusBalance, bonus.coin)} of bonus money is now in your withdrawable balance.`
      : due === 'expired'
        ? `The wagering was not complete by ${bonus.expires_at!.toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
          `the remaining ${coinText(bonusBalance, bonus.coin)} of bonus money was removed.`
        : 'The bonus balance was used up, so the bonus ended. Your deposit balance was not touched.';
  return { applied: await endBonus(client, bonus, due, bonusBalance, note), ended: true };
}

/**
 * Credits bonus money with its wagering (after nothing else was locked in the coin): first ends the coin's open bonus
 * if its end is due; then, with a bonus still open, a joining source (VIP, codes, grants) adds to it: its amount, and
 * amount x multiplier to its wagering, under its rules; any other refuses, as a player has one open bonus per coin.
 * Answers the credit and the bonus it went to.
 */
export async function creditBonus(
  client: pg.PoolClient,
  userId: number,
  coin: Coin,
  amount: Decimal,
  terms: BonusTerms,
  ledger: CreditLedger,
  now: Date,
): Promise<{ applied: AppliedMovement[]; bonusId: number }> {
  const locked = await lockCoin(client, userId, coin);
  let open = await lockOpenBonus(client, userId, coin);
  const applied: AppliedMovement[] = [];
  if (open) {
    const settled = await settleDue(client, open, locked.bonus, now);
    applied.push(...settled.applied);
    if (settled.ended) open = null;
  }
  if (open && !JOINING_SOURCES.has(terms.source)) {
    throw badRequest(
      `You have an open ${coin} bonus ("${open.title}"): finish its wagering or cancel it before taking another ${coin} bonus`,
    );
  }
  if (open?.status === 'completed') {
    // Its conversion waits for an open round: new money joins after it, so it waits too (as its own bonus later).
    throw badRequest(`Your ${coin} bonus is converting once your open round ends; try again in a moment`);
  }
  applied.push(
    ...(await applyMovements(client, [
      { userId, coin, kind: 'BONUS', delta: amount, reason: ledger.reason, product: ledger.product, ref: ledger.ref },
    ])),
  );
  const required = amount.times(terms.multiplier);
  if (open) {
    await client.query(`UPDATE bonuses SET granted = granted + $2, wager_required = wager_required + $3 WHERE id = $1`, [
      open.id,
      amount.toFixed(),
      required.toFixed(),
    ]);
    return { applied, bonusId: Number(open.id) };
  }
  try {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO bonuses (user_id, coin, source, promotion_id, title, granted, wager_required, reference_edge, max_bet_usd,
                            product, games, counts, expires_at, status, completed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
               CASE WHEN $7::numeric = 0 THEN 'completed' ELSE 'active' END, CASE WHEN $7::numeric = 0 THEN now() END)
       RETURNING id`,
      [
        userId,
        coin,
        terms.source,
        terms.promotionId,
        terms.title,
        amount.toFixed(),
        required.toFixed(),
        terms.referenceEdge.toFixed(),
        terms.maxBetUsd?.toFixed() ?? null,
        terms.product,
        terms.games,
        terms.counts,
        terms.expiresAt,
      ],
    );
    return { applied, bonusId: Number(rows[0]!.id) };
  } catch (error) {
    // Unreachable under lockCoin (a second opener waits on the balance rows), kept as the rule's last word.
    if (isUniqueViolation(error, 'bonuses_one_open')) throw badRequest(`You already have an open ${coin} bonus`);
    throw error;
  }
}

/** A bonus row as the browser reads it, with the coin's bonus balance (open bonuses) and why it can't be cancelled. */
export function bonusView(row: BonusRow, balance: Decimal | null, cannotCancel: string | null): BonusView {
  const decimals = coinDecimals(row.coin);
  const required = new Decimal(row.wager_required);
  const wagered = new Decimal(row.wagered);
  const remaining = Decimal.max(0, required.minus(wagered));
  const progress = required.isZero() ? 1 : Math.min(1, Math.max(0, wagered.div(required).toNumber()));
  const open = row.status === 'active' || row.status === 'completed';
  const fixed = (v: string | null) => (v === null ? null : trimZeros(toFixedDown(v, decimals)));
  return {
    id: Number(row.id),
    coin: row.coin,
    source: row.source,
    title: row.title,
    status: row.status,
    granted: fixed(row.granted)!,
    balance: open && balance ? trimZeros(toFixedDown(balance, decimals)) : '0',
    wagerRequired: fixed(row.wager_required)!,
    wagered: trimZeros(wagered.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed()),
    remaining: trimZeros(remaining.toDecimalPlaces(decimals, Decimal.ROUND_UP).toFixed()),
    progress: Math.round(progress * 10_000) / 10_000,
    maxBetUsd: row.max_bet_usd === null ? null : trimZeros(new Decimal(row.max_bet_usd).toFixed(2)),
    games: row.games,
    bonusStakesOnly: row.counts === 'bonus',
    referenceEdge: trimZeros(new Decimal(row.reference_edge).toFixed()),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
    converted: fixed(row.converted),
    forfeited: fixed(row.forfeited),
    endNote: row.end_note,
    cannotCancel: open ? cannotCancel : 'This bonus has ended',
  };
}

/** Which of a player's bonuses to read: one by id, only the open ones, or the latest (open first). */
type BonusFilter = { id: number } | { open: true } | { limit: number };

/** The player's bonuses as the browser reads them, with the coin balance of the open ones and why they can't be cancelled. */
async function readBonuses(db: pg.Pool | pg.PoolClient, userId: number, filter: BonusFilter): Promise<BonusView[]> {
  const where = 'id' in filter ? 'AND b.id = $2' : 'open' in filter ? "AND b.status IN ('active', 'completed')" : '';
  const { rows } = await db.query<BonusRow & { balance: string | null }>(
    `SELECT b.*, (SELECT amount FROM balances x WHERE x.user_id = b.user_id AND x.coin = b.coin AND x.kind = 'BONUS') AS balance
       FROM bonuses b WHERE b.user_id = $1 ${where}
      ORDER BY (b.status IN ('active', 'completed')) DESC, b.id DESC LIMIT ${'limit' in filter ? '$2' : '20'}`,
    'id' in filter ? [userId, filter.id] : 'limit' in filter ? [userId, filter.limit] : [userId],
  );
  const views: BonusView[] = [];
  // One look for open rounds per open bonus: at most one per coin.
  for (const row of rows) {
    const open = row.status === 'active' || row.status === 'completed';
    const blocker = open ? await openBonusRound(db, userId, row.coin) : null;
    views.push(bonusView(row, new Decimal(row.balance ?? 0), blocker));
  }
  return views;
}

/** The player's bonuses: open first, then the latest ended ones (at most limit). */
export const listBonuses = (db: pg.Pool | pg.PoolClient, userId: number, limit = 50): Promise<BonusView[]> =>
  readBonuses(db, userId, { limit });

/** The player's open bonuses. */
export const openBonuses = (db: pg.Pool | pg.PoolClient, userId: number): Promise<BonusView[]> => readBonuses(db, userId, { open: true });

/** One bonus of the player, or null. */
export async function bonusById(db: pg.Pool | pg.PoolClient, userId: number, id: number): Promise<BonusView | null> {
  return (await readBonuses(db, userId, { id }))[0] ?? null;
}

/**
 * Cancels the player's open bonus by id: its bonus balance is removed (a ledger row the player sees), the deposit
 * balance is untouched; refused while a round staked from it is open.
 */
export async function cancelBonus(client: pg.PoolClient, userId: number, bonusId: number): Promise<{ applied: AppliedMovement[] }> {
  const { rows } = await client.query<{ coin: Coin; status: BonusStatus }>(
    'SELECT coin, status FROM bonuses WHERE id = $1 AND user_id = $2',
    [bonusId, userId],
  );
  const found = rows[0];
  if (!found) throw badRequest('No such bonus');
  const locked = await lockCoin(client, userId, found.coin);
  const open = await lockOpenBonus(client, userId, found.coin);
  if (!open || Number(open.id) !== bonusId) throw badRequest('This bonus has already ended');
  if (open.status === 'completed') throw badRequest('This bonus has completed its wagering and is being converted to your balance');
  const blocker = await openBonusRound(client, userId, found.coin);
  if (blocker) throw badRequest(blocker);
  const note = locked.bonus.isZero()
    ? 'You cancelled the bonus; its bonus balance was already empty.'
    : `You cancelled the bonus: its ${coinText(locked.bonus, found.coin)} of bonus money was removed. Your deposit balance was not touched.`;
  return { applied: await endBonus(client, open, 'cancelled', locked.bonus, note) };
}

/**
 * The rule that keeps the coin's bonus money out of a deposit-only move (a withdrawal, a tip, rain), to add to its
 * "Insufficient balance": "; bonus money (5 USDT) can't be tipped until its wagering is done: 120 USDT left to wager".
 * Empty when the player holds no bonus money in the coin.
 */
export async function bonusMoneyRule(db: pg.Pool | pg.PoolClient, userId: number, coin: Coin, verb: string): Promise<string> {
  const { rows } = await db.query<{ amount: string; required: string | null; wagered: string | null }>(
    `SELECT x.amount, b.wager_required AS required, b.wagered FROM balances x
       LEFT JOIN bonuses b ON b.user_id = x.user_id AND b.coin = x.coin AND b.status IN ('active', 'completed')
      WHERE x.user_id = $1 AND x.coin = $2 AND x.kind = 'BONUS' AND x.amount > 0`,
    [userId, coin],
  );
  const r = rows[0];
  if (!r) return '';
  const held = coinText(new Decimal(r.amount), coin);
  if (r.required === null) return `; bonus money (${held}) can't be ${verb}`;
  const left = Decimal.max(0, new Decimal(r.required).minus(r.wagered ?? 0));
  const leftText = `${trimZeros(left.toDecimalPlaces(coinDecimals(coin), Decimal.ROUND_UP).toFixed())} ${coin}`;
  return left.isZero()
    ? `; bonus money (${held}) is being converted to your balance`
    : `; bonus money (${held}) can't be ${verb} until its wagering is done: ${leftText} left to wager`;
}
