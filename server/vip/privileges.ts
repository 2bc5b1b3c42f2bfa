import { Decimal } from '../../src/core/money';
import { PRIVILEGE_BONUSES, type PrivilegeBonus, type PrivilegeBonusCode } from '../../src/core/vip';
import type { Queryable } from '../db/pool';
import { levelById, type LadderLevel } from './ladder';
import type { VipAccount } from './standing';

/** A privilege bonus owed for one period (a year of birthday, a month of gift). */
export interface OwedBonus {
  period: string;
  usd: Decimal;
}

const amountOf = (level: LadderLevel, code: PrivilegeBonusCode) =>
  new Decimal(code === 'birthday' ? level.birthdayBonus : level.monthlyGift);

/** When the player first held a level granting the bonus (the first level from the account's creation). */
function since(levels: readonly LadderLevel[], account: VipAccount, code: PrivilegeBonusCode): Date | null {
  let first: Date | null = null;
  for (const l of levels) {
    if (amountOf(l, code).lte(0)) continue;
    const at = l.levelId === levels[0]?.levelId ? account.createdAt : account.reached.get(l.levelId);
    if (at && (!first || at < first)) first = at;
  }
  return first;
}

/** This year's (or a year's) birthday of a YYYY-MM-DD date of birth, at 00:00 UTC; 29 February is 28 in other years. */
function birthdayIn(year: number, birth: string): Date {
  const [, m, d] = birth.split('-').map(Number) as [number, number, number];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return new Date(Date.UTC(year, m - 1, m === 2 && d === 29 && !leap ? 28 : d));
}

/** The periods of a privilege bonus owed now and not claimed, oldest first, each at the amount of the level held now. */
export function owedBonuses(
  levels: readonly LadderLevel[],
  account: VipAccount,
  code: PrivilegeBonusCode,
  birth: string | null,
  claimed: ReadonlySet<string>,
  now: Date,
): OwedBonus[] {
  const usd = amountOf(levelById(levels, account.levelId), code);
  const start = since(levels, account, code);
  if (usd.lte(0) || !start) return [];
  const out: OwedBonus[] = [];
  if (code === 'gift') {
    for (
      let y = start.getUTCFullYear(), m = start.getUTCMonth();
      y < now.getUTCFullYear() || (y === now.getUTCFullYear() && m <= now.getUTCMonth());
      m === 11 ? (y++, (m = 0)) : m++
    ) {
      const period = `${y}-${String(m + 1).padStart(2, '0')}`;
      if (!claimed.has(period)) out.push({ period, usd });
    }
    return out;
  }
  if (!birth) return [];
  for (let y = start.getUTCFullYear(); y <= now.getUTCFullYear(); y++) {
    const day = birthdayIn(y, birth);
    // Birthdays from the day the player first held the level (that day's included) up to today.
    if (day.getTime() + 86_400_000 <= start.getTime() || day > now || claimed.has(String(y))) continue;
    out.push({ period: String(y), usd });
  }
  return out;
}

/** Periods claimed per privilege bonus. */
export async function claimedBonuses(db: Queryable, userId: number): Promise<Record<PrivilegeBonusCode, Set<string>>> {
  const { rows } = await db.query<{ kind: PrivilegeBonusCode; period: string }>({
    name: 'vip-claimed-bonuses',
    text: `SELECT kind, period FROM vip_claims WHERE user_id = $1 AND kind IN ('birthday', 'gift')`,
    values: [userId],
  });
  const out: Record<PrivilegeBonusCode, Set<string>> = { birthday: new Set(), gift: new Set() };
  for (const r of rows) out[r.kind].add(r.period);
  return out;
}

/** The player's date of birth (payment details), YYYY-MM-DD, or null. */
export async function birthOf(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ birth: string | null }>({
    name: 'vip-birth',
    text: `SELECT to_char(birth, 'YYYY-MM-DD') AS birth FROM users WHERE id = $1`,
    values: [userId],
  });
  return rows[0]?.birth ?? null;
}

/** GET /v1/user/getPrivilegeBonusList. */
export function privilegeBonuses(
  levels: readonly LadderLevel[],
  account: VipAccount,
  birth: string | null,
  claimed: Record<PrivilegeBonusCode, Set<string>>,
  now: Date,
): PrivilegeBonus[] {
  const level = levelById(levels, account.levelId);
  return PRIVILEGE_BONUSES.map((code) => {
    const usd = amountOf(level, code);
    const unlock = levels.find((l) => amountOf(l, code).gt(0)) ?? null;
    const owed = owedBonuses(levels, account, code, birth, claimed[code], now);
    const base = { code, amountUsd: usd.toFixed(2, Decimal.ROUND_DOWN), unlockLevelId: unlock?.levelId ?? null };
    if (code === 'gift') {
      const period = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const nextAt = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
      const status = usd.lte(0) ? 'locked' : owed.length > 0 ? 'available' : 'claimed';
      return { ...base, status, period: owed[0]?.period ?? period, nextAt };
    }
    const year = now.getUTCFullYear();
    const thisYear = birth ? birthdayIn(year, birth) : null;
    const nextAt = thisYear ? (thisYear > now ? thisYear : birthdayIn(year + 1, birth!)).getTime() : 0;
    const status = usd.lte(0)
      ? 'locked'
      : !birth
        ? 'needs_birth'
        : owed.length > 0
          ? 'available'
          : claimed.birthday.has(String(year))
            ? 'claimed'
            : 'waiting';
    return { ...base, status, period: owed[0]?.period ?? String(year), nextAt };
  });
}
