import { Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { LIVE_GAMES } from '../../src/core/games/live';
import { useStore } from '../../src/app/store';
import { LIVE_LOBBY } from '../games/cards';
import { ActivityPopup } from '../promotions/ActivityPopup';
import { PromoBanners } from '../promotions/PromoBanners';
import { usePromoBanners } from '../promotions/usePromoBanners';
import { CategoryRows } from '../lobby/CategoryRows';
import { Banners } from './Banners';
import { HotGames, RecentlyPlayed } from './GameStrips';
import { LiveWinsTicker } from './LiveWinsTicker';
import { SiteStats } from './SiteStats';
import { useHomeFeeds } from './useHomeFeeds';
import { WinTabs } from './WinTables';
import './home.css';

/**
 * The live part of the lobby: live wins, each live game's card (its round live) beside the site figures, the
 * promotion banners and the house banners, recently played, the third-party categories' rows, hot games and the win
 * tables; and the activity pop-up.
 */
export default function HomeFeeds() {
  const feeds = useHomeFeeds();
  const promoBanners = usePromoBanners();
  const online = useStore((s) => s.online);
  return (
    <div className="home-feeds" data-testid="home-feeds">
      <LiveWinsTicker initial={feeds.latest} />
      <div className="home-live">
        {LIVE_GAMES.map((game) => {
          const { Card } = LIVE_LOBBY[game];
          return (
            <Suspense key={game} fallback={<div className="home-live__slot" aria-hidden="true" />}>
              <Card />
            </Suspense>
          );
        })}
        <SiteStats bets={feeds.bets} users={feeds.users} online={online} />
      </div>
      <PromoBanners banners={promoBanners} />
      <Banners banners={feeds.banners} />
      <RecentlyPlayed games={feeds.recent} />
      <CategoryRows />
      <HotGames games={feeds.hot} />
      <section className="lobby__section" aria-labelledby="wins-title">
        <div className="section-head">
          <h2 id="wins-title">Top wins this month</h2>
        </div>
        <WinTabs
          big={feeds.big}
          lucky={feeds.lucky}
          footer={
            <Link to="/MainPage/WinTable" className="btn btn--ghost win-tabs__all" data-testid="win-table-link">
              All wins <ArrowRight size={16} aria-hidden="true" />
            </Link>
          }
        />
      </section>
      <ActivityPopup />
    </div>
  );
}
