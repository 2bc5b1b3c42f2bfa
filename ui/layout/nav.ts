import {
  BookOpen,
  Crown,
  FileText,
  Gift,
  Headphones,
  Heart,
  House,
  LayoutGrid,
  Search,
  Spade,
  Dices,
  Tv,
  ShieldCheck,
  Trophy,
  Volleyball,
  type LucideIcon,
} from 'lucide-react';
import { HOUSE_GAME_INFO, HOUSE_GAMES } from '../../src/core/games/catalog';
import { GAME_CARDS } from '../games/cards';

/** One link of the side navigation. */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (a list whose sub-lists have links of their own). */
  end?: boolean;
  /** Shown as a small tag (e.g. "Soon"). */
  tag?: string;
  /**
   * A count of unread items shown on the link (socket type 5): the VIP rewards with something to claim, or the bonus
   * area's (a deposit match to claim, a promotion reward to collect).
   */
  badge?: 'vip' | 'bonus';
}

/** A titled group of links. */
export interface NavGroup {
  title?: string;
  items: NavItem[];
}

/** The side navigation of the shell (desktop sidebar and mobile drawer). */
export const NAV: NavGroup[] = [
  { items: [{ to: '/', label: 'Lobby', icon: House }] },
  {
    title: 'Originals',
    // Every house game in catalogue order, with its own icon.
    items: HOUSE_GAMES.map((game) => ({ to: `/game/${game}`, label: HOUSE_GAME_INFO[game].title, icon: GAME_CARDS[game].icon })),
  },
  {
    title: 'Casino',
    items: [
      { to: '/searchGame', label: 'Search', icon: Search },
      { to: '/gameList', label: 'All games', icon: LayoutGrid, end: true },
      { to: '/gameList/slots', label: 'Slots', icon: Dices },
      { to: '/gameList/live', label: 'Live casino', icon: Tv },
      { to: '/gameList/table', label: 'Table games', icon: Spade },
      { to: '/game/FavoriteDndLike/FavoriteIndex', label: 'Favourites', icon: Heart },
      { to: '/MainPage/WinTable', label: 'Win table', icon: Trophy },
      { to: '/sportsbook', label: 'Sportsbook', icon: Volleyball },
    ],
  },
  {
    title: 'More',
    items: [
      { to: '/promotions', label: 'Promotions', icon: Gift, badge: 'bonus' },
      { to: '/vip', label: 'VIP Club', icon: Crown, badge: 'vip' },
      { to: '/fairness', label: 'Provably Fair', icon: ShieldCheck },
      { to: '/blog', label: 'Blog', icon: BookOpen },
      { to: '/CustomerService/ServiceIndex', label: 'Live support', icon: Headphones },
      { to: '/policy', label: 'Policies', icon: FileText },
    ],
  },
];
