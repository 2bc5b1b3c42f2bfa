import { useCallback, useEffect, useState } from 'react';
import { CODE, type Envelope } from '../../src/core/api';
import type { Banner, BetInfo, GameActivity, SiteUserInfo, WinRow } from '../../src/core/feeds';
import type { LiveBet } from '../../src/core/socket';
import * as feeds from '../../src/app/api/feeds';
import { loadRates } from '../../src/app/actions/wallet';
import { startServices } from '../../src/app/boot/services';
import { useStore } from '../../src/app/store';
import { mergeWins, WIN_TABLE_REFRESH_MS } from './liveWinTables';
import { feedWins, useLiveWins, useRefresh } from './useLiveWins';

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

/** Games of the lobby's recently played row. */
export const RECENT_ROW = 12;

/** Rows of the lobby's big and lucky win tables. */
export const HOME_WIN_ROWS = 10;

const EMPTY: HomeFeeds = { banners: [], hot: [], recent: [], big: [], lucky: [], bets: null, users: null, latest: [] };

const dataOf = <T>(env: Envelope<T>): T | null => (env.code === CODE.OK && env.data !== null ? env.data : null);

/**
 * Reads the home feeds once per visit (and the played games again when the player logs in or out). Live data comes from
 * the socket: wins of each 208 batch take their place in the win tables (which keep their length) and the strip, the
 * online count from socket 2. Only the win tables are read again, once per WIN_TABLE_REFRESH_MS (wins age out of the
 * month, rates move).
 */
export function useHomeFeeds(): HomeFeeds {
  const loggedIn = useStore((s) => s.loggedIn);
  const [state, setState] = useState<HomeFeeds>(EMPTY);

  useEffect(() => {
    let on = true;
    // The lobby paints before the http services start; the feeds wait for them.
    void startServices().then(async () => {
      // A guest has no coin prices yet (a login loads them): without them no live win could be priced into the tables.
      const prices = useStore.getState().rates ? null : loadRates();
      const [banners, hot, big, lucky, bets, users, latest] = await Promise.all([
        feeds.banners(),
        feeds.hotGames(),
        feeds.bigWins('M', HOME_WIN_ROWS),
        feeds.luckyWins('M', HOME_WIN_ROWS),
        feeds.betInfo(),
        feeds.siteUserInfo(),
        feeds.latestBets(),
        prices,
      ]);
      if (!on) return;
      const wins = feedWins();
      setState((s) => ({
        ...s,
        banners: dataOf(banners) ?? [],
        hot: dataOf(hot) ?? [],
        big: mergeWins(dataOf(big) ?? [], wins, 'payout', HOME_WIN_ROWS),
        lucky: mergeWins(dataOf(lucky) ?? [], wins, 'multiplier', HOME_WIN_ROWS),
        bets: dataOf(bets),
        users: dataOf(users),
        latest: (dataOf(latest) ?? []) as LiveBet[],
      }));
    });
    return () => {
      on = false;
    };
  }, []);

  useLiveWins((wins) =>
    setState((s) => ({
      ...s,
      big: mergeWins(s.big, wins, 'payout', HOME_WIN_ROWS),
      lucky: mergeWins(s.lucky, wins, 'multiplier', HOME_WIN_ROWS),
    })),
  );

  const refreshWins = useCallback(async () => {
    const [big, lucky] = await Promise.all([feeds.bigWins('M', HOME_WIN_ROWS), feeds.luckyWins('M', HOME_WIN_ROWS)]);
    const wins = feedWins();
    setState((s) => ({
      ...s,
      big: mergeWins(dataOf(big) ?? s.big, wins, 'payout', HOME_WIN_ROWS),
      lucky: mergeWins(dataOf(lucky) ?? s.lucky, wins, 'multiplier', HOME_WIN_ROWS),
    }));
  }, []);
  useRefresh(() => void refreshWins(), WIN_TABLE_REFRESH_MS);

  useEffect(() => {
    if (!loggedIn) return;
    let on = true;
    void feeds.playedGames(1, RECENT_ROW).then((env) => {
      if (on) setState((s) => ({ ...s, recent: dataOf(env)?.list ?? [] }));
    });
    return () => {
      on = false;
    };
  }, [loggedIn]);

  return loggedIn ? state : { ...state, recent: [] };
}
