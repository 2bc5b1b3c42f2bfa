/**
 * Socket type 5 carries the unread count of the VIP area as a flag word. Bit n is the value
 * 1 << n, counted from 0 at the least significant bit; each set bit is one unread item. Bits 5 and 6 (values 32 and
 * 64) belong to the bonus area, every other bit to VIP.
 */
export const BONUS_FLAG_BITS: readonly number[] = [5, 6];

/** Mask of the bonus bits (0b1100000 = 96). */
export const BONUS_FLAG_MASK = BONUS_FLAG_BITS.reduce((mask, bit) => mask | (1 << bit), 0);

/** Unread items per area. */
export interface UnreadCounts {
  vip: number;
  bonus: number;
}

function bitCount(word: number): number {
  let n = 0;
  for (let w = word >>> 0; w !== 0; w >>>= 1) n += w & 1;
  return n;
}

/** Splits a type 5 flag word into VIP and bonus unread counts; anything but a non-negative 32-bit integer counts 0. */
export function unreadFromFlags(flags: unknown): UnreadCounts {
  if (typeof flags !== 'number' || !Number.isInteger(flags) || flags < 0 || flags > 0xffffffff) return { vip: 0, bonus: 0 };
  const word = flags >>> 0;
  return { vip: bitCount(word & ~BONUS_FLAG_MASK), bonus: bitCount(word & BONUS_FLAG_MASK) };
}

/**
 * The bit of each VIP reward kind that has something to claim (VIP area). Bits 5 and 6 stay for the bonus area
 * (promotions); a grant is paid at once and has none.
 */
export const VIP_FLAG_BITS = {
  rakeback: 0,
  level_up: 1,
  daily: 2,
  weekly: 3,
  monthly: 4,
  recharge: 7,
  birthday: 8,
  gift: 9,
} as const;

/** The flag word of the reward kinds with something to claim. */
export function flagsOf(kinds: Iterable<keyof typeof VIP_FLAG_BITS>): number {
  let word = 0;
  for (const k of kinds) word |= 1 << VIP_FLAG_BITS[k];
  return word >>> 0;
}
