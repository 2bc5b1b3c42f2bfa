import { describe, expect, it } from 'vitest';
import { BONUS_FLAG_MASK, unreadFromFlags } from './vipFlags';

describe('VIP unread flags (socket type 5)', () => {
  it('counts bits 5 and 6 (values 32 and 64) as bonus and every other bit as VIP', () => {
    expect(BONUS_FLAG_MASK).toBe(96);
    expect(unreadFromFlags(0)).toEqual({ vip: 0, bonus: 0 });
    expect(unreadFromFlags(1 << 5)).toEqual({ vip: 0, bonus: 1 });
    expect(unreadFromFlags(1 << 6)).toEqual({ vip: 0, bonus: 1 });
    expect(unreadFromFlags((1 << 5) | (1 << 6))).toEqual({ vip: 0, bonus: 2 });
    expect(unreadFromFlags(1)).toEqual({ vip: 1, bonus: 0 });
    expect(unreadFromFlags(0b10011111)).toEqual({ vip: 6, bonus: 0 });
    expect(unreadFromFlags(0b11111111)).toEqual({ vip: 6, bonus: 2 });
  });

  it('handles the top bit of a 32-bit word', () => {
    expect(unreadFromFlags(0x80000000)).toEqual({ vip: 1, bonus: 0 });
    expect(unreadFromFlags(0xffffffff)).toEqual({ vip: 30, bonus: 2 });
  });

  it('treats malformed payloads as nothing unread', () => {
    for (const bad of [-1, 1.5, NaN, 2 ** 32, '96', null, undefined, {}]) expect(unreadFromFlags(bad)).toEqual({ vip: 0, bonus: 0 });
  });
});
