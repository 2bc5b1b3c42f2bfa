import { PROMOTION_TABS, type PromotionTab } from '../../core/promotions/types';

/** The /promotions tab a query string names (`?tab=joined`), `all` when none or an unknown one. */
export function tabOf(search: URLSearchParams | string): PromotionTab {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('tab');
  return (PROMOTION_TABS as readonly string[]).includes(value ?? '') ? (value as PromotionTab) : 'all';
}

/** Tabs that list the player's own standing: a guest is asked to sign in instead. */
export const PLAYER_TABS: ReadonlySet<PromotionTab> = new Set<PromotionTab>(['joined', 'available']);
