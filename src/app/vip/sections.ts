import { toDecimal } from '../../core/format';
import { VIP_FLAG_BITS } from '../../core/vipFlags';
import type { PrivilegeBonusList, UnlockedLevelList, VipCalendar, VipRebateInfo, VipRewardKind } from '../../core/vip/types';

// What the VIP page reads, in parts, and which part each event makes stale: a part is read again only when something
// it shows can have changed, so a busy player's page stays quiet (a settled bet changes none of them by itself).

/** The player's parts of the VIP page, each one read (one or two calls) at once. */
export const PLAYER_SECTIONS = ['summary', 'rebate', 'calendar', 'levels', 'bonuses', 'history', 'wager'] as const;
/** A part of the player's VIP page. */
export type PlayerSection = (typeof PLAYER_SECTIONS)[number];

/** The calls behind each part (the request count of a read of it). */
export const SECTION_CALLS: Record<PlayerSection, number> = {
  summary: 1,
  rebate: 1,
  calendar: 1,
  levels: 2,
  bonuses: 1,
  history: 1,
  wager: 2,
};

/** What a new level changes: the standing, the rates of rakeback, recharge and calendar, the levels and the bonuses. */
export const LEVEL_SECTIONS: readonly PlayerSection[] = ['summary', 'rebate', 'calendar', 'levels', 'bonuses'];

/** The part that shows each reward kind (a grant shows in the history only). */
export const KIND_SECTION: Record<VipRewardKind, PlayerSection> = {
  rakeback: 'rebate',
  recharge: 'rebate',
  level_up: 'levels',
  daily: 'calendar',
  weekly: 'calendar',
  monthly: 'calendar',
  birthday: 'bonuses',
  gift: 'bonuses',
  grant: 'history',
};

/** The type 5 flag bits each part shows (rakeback and recharge: the rebate part, and so on). */
export const SECTION_FLAG_MASK: Partial<Record<PlayerSection, number>> = (() => {
  const masks: Partial<Record<PlayerSection, number>> = {};
  for (const [kind, bit] of Object.entries(VIP_FLAG_BITS) as [keyof typeof VIP_FLAG_BITS, number][]) {
    const section = KIND_SECTION[kind];
    masks[section] = ((masks[section] ?? 0) | (1 << bit)) >>> 0;
  }
  return masks;
})();

/** The parts whose flag bits differ between two flag words (bonus-area and unknown bits concern none). */
export function sectionsOfFlagChange(before: number, after: number): PlayerSection[] {
  const changed = (before ^ after) >>> 0;
  return PLAYER_SECTIONS.filter((s) => ((SECTION_FLAG_MASK[s] ?? 0) & changed) !== 0);
}

/** What the parts show that the type 5 word also says: enough of the page's data to tell which kinds are claimable. */
export interface ShownClaims {
  rebate: VipRebateInfo | null;
  calendar: VipCalendar | null;
  unlocked: UnlockedLevelList | null;
  bonuses: PrivilegeBonusList | null;
}

const bit = (kind: keyof typeof VIP_FLAG_BITS, on: boolean) => (on ? 1 << VIP_FLAG_BITS[kind] : 0);
const positive = (v: unknown) => toDecimal(v).gt(0);

/**
 * The flag bits a part's data implies (the server sets a kind's bit while it has something to claim), or null when the
 * part shows nothing yet. A word agreeing with what a part shows does not make it stale.
 */
export function shownFlags(section: PlayerSection, shown: ShownClaims): number | null {
  switch (section) {
    case 'rebate': {
      const r = shown.rebate;
      if (!r) return null;
      return (
        bit(
          'rakeback',
          r.rakeback.coins.some((c) => positive(c.claimable)),
        ) | bit('recharge', positive(r.recharge.run?.claimableUsd))
      );
    }
    case 'calendar': {
      const c = shown.calendar;
      if (!c) return null;
      return c.entries.reduce((word, e) => word | bit(e.period, positive(e.claimableUsd)), 0);
    }
    case 'levels':
      return shown.unlocked ? bit('level_up', positive(shown.unlocked.waitingUsd)) : null;
    case 'bonuses': {
      const b = shown.bonuses;
      if (!b) return null;
      return b.bonuses.reduce((word, x) => word | bit(x.code, x.status === 'available'), 0);
    }
    default:
      return null;
  }
}
