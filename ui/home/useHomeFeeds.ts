import { useEffect, useState } from 'react';
import { CODE, type Envelope } from '../../src/core/api';
import type { Banner, BetInfo, GameActivity, SiteUserInfo, WinRow } from '../../src/core/feeds';
import type { LiveBet } from '../../src/core/socket';
import * as feeds from '../../src/app/api/feeds';
import { startServices } from '../../src/app/boot/services';
import { useStore } from '../../src/app/store';

/** What the home page reads once when it opens. */
export interface HomeFeeds {
  banners: Banner[];
  hot: GameActivity[];
  recent: GameActivity[];
  big: WinRow[];
  lucky: WinRow[];
  bets: BetInfo | null;
  users: SiteUserInfo | null;
  latest: LiveBet[];
}

const EMPTY: HomeFeeds = { banners: [], hot: [], recent: [], big: [], lucky: [], bets: null, users: null, latest: [] };

const dataOf = <T>(env: Envelope<T>): T | null => (env.code === CODE.OK && env.data !== null ? env.data : null);

/**
 * Reads the home feeds once per visit (and the played games again when the player logs in or out). Nothing polls:
 * live wins come from socket 208 through the store, the online count from socket 2.
 */
export function useHomeFeeds(): HomeFeeds {
  const loggedIn = useStore((s) => s.loggedIn);
  const [state, setState] = useState<HomeFeeds>(EMPTY);

  useEffect(() => {
    let on = true;
    // The lobby paints before the http services start; the feeds wait for them.
    void startServices().then(async () => {
      const [banners, hot, big, lucky, bets, users, latest] = await Promise.all([
        feeds.banners(),
        feeds.hotGames(),
        feeds.bigWins('M', 10),
        feeds.luckyWins('M', 10),
        feeds.betInfo(),
        feeds.siteUserInfo(),
        feeds.latestBets(),
      ]);
      if (!on) return;
      setState((s) => ({
        ...s,
        banners: dataOf(banners) ?? [],
        hot: dataOf(hot) ?? [],
        big: dataOf(big) ?? [],
        lucky: dataOf(lucky) ?? [],
        bets: dataOf(bets),
        users: dataOf(users),
        latest: (dataOf(latest) ?? []) as LiveBet[],
      }));
    });
    return () => {
      on = false;
    };
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    let on = true;
    void feeds.playedGames(1, 6).then((env) => {
      if (on) setState((s) => ({ ...s, recent: dataOf(env)?.list ?? [] }));
    });
    return () => {
      on = false;
    };
  }, [loggedIn]);

  return loggedIn ? state : { ...state, recent: [] };
}
