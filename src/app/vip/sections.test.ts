import { describe, expect, it } from 'vitest';
import { flagsOf, VIP_FLAG_BITS } from '../../core/vipFlags';
import { KIND_SECTION, PLAYER_SECTIONS, SECTION_CALLS, SECTION_FLAG_MASK, sectionsOfFlagChange } from './sections';

describe('which part of the VIP page each change makes stale', () => {
  it('maps every flag bit of a reward kind to the part that shows that kind', () => {
    for (const [kind, bit] of Object.entries(VIP_FLAG_BITS) as [keyof typeof VIP_FLAG_BITS, number][])
      expect(SECTION_FLAG_MASK[KIND_SECTION[kind]]! & (1 << bit), kind).not.toBe(0);
    expect(sectionsOfFlagChange(0, flagsOf(['rakeback']))).toEqual(['rebate']);
    expect(sectionsOfFlagChange(flagsOf(['recharge', 'daily']), flagsOf(['daily']))).toEqual(['rebate']);
    expect(sectionsOfFlagChange(0, flagsOf(['level_up', 'monthly', 'birthday']))).toEqual(['calendar', 'levels', 'bonuses']);
  });

  it('gives the bonus area’s bits and unknown bits no part', () => {
    expect(sectionsOfFlagChange(0, (1 << 5) | (1 << 6) | (1 << 20))).toEqual([]);
    expect(sectionsOfFlagChange(7, 7)).toEqual([]);
  });

  it('reads the whole page in 11 calls at most (9 of the player, 2 public)', () => {
    expect(PLAYER_SECTIONS.reduce((n, s) => n + SECTION_CALLS[s], 0)).toBe(9);
  });
});
