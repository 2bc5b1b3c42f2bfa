/**
 * Socket type 5 carries the unread count of the VIP area as a flag word (spec sections 4 and 9). Bit n is the value
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
