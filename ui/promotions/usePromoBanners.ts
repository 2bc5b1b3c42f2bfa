import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CODE } from '../../src/core/api';
import type { PromotionCard } from '../../src/core/promotions/types';
import * as activityApi from '../../src/app/api/activity';
import { startServices } from '../../src/app/boot/services';
import { useStore } from '../../src/app/store';

/**
 * The home page's promotion banners: read once the services run and the session check answered (a player's carry
 * their entries), and again when the player signs in or out. A failed read shows none.
 */
export function usePromoBanners(): PromotionCard[] {
  const { checked, loggedIn } = useStore(useShallow((s) => ({ checked: s.sessionChecked, loggedIn: s.loggedIn })));
  const [banners, setBanners] = useState<PromotionCard[]>([]);
  useEffect(() => {
    if (!checked) return;
    let live = true;
    void startServices()
      .then(() => activityApi.selectAllActivityConfig())
      .then((env) => {
        if (live && env.code === CODE.OK && env.data) setBanners(env.data.banners);
      });
    return () => {
      live = false;
    };
  }, [checked, loggedIn]);
  return banners;
}
