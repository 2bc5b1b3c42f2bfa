import {
  BookOpen,
  Crown,
  FileText,
  Gift,
  Headphones,
  Heart,
  House,
  LayoutGrid,
  ShieldCheck,
  Trophy,
  Volleyball,
  type LucideIcon,
} from 'lucide-react';
import { GAME_ICONS } from '../common/gameIcons';

/** One link of the side navigation. */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown as a small tag (e.g. "Soon"). */
  tag?: string;
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
    items: [
      { to: '/game/crash', label: 'Crash', icon: GAME_ICONS.crash },
      { to: '/game/plinko', label: 'Plinko', icon: GAME_ICONS.plinko },
      { to: '/game/dice', label: 'Dice', icon: GAME_ICONS.dice },
      { to: '/game/limbo', label: 'Limbo', icon: GAME_ICONS.limbo },
      { to: '/game/mines', label: 'Mines', icon: GAME_ICONS.mines },
    ],
  },
  {
    title: 'Casino',
    items: [
      { to: '/gameList', label: 'All games', icon: LayoutGrid },
      { to: '/game/FavoriteDndLike/FavoriteIndex', label: 'Favourites', icon: Heart },
      { to: '/MainPage/WinTable', label: 'Win table', icon: Trophy },
      { to: '/sportsbook', label: 'Sportsbook', icon: Volleyball, tag: 'Soon' },
    ],
  },
  {
    title: 'More',
    items: [
      { to: '/promotions', label: 'Promotions', icon: Gift },
      { to: '/vip', label: 'VIP Club', icon: Crown },
      { to: '/fairness', label: 'Provably Fair', icon: ShieldCheck },
      { to: '/blog', label: 'Blog', icon: BookOpen },
      { to: '/CustomerService/ServiceIndex', label: 'Live support', icon: Headphones },
      { to: '/policy', label: 'Policies', icon: FileText },
    ],
  },
];
