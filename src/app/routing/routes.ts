import { matchRoutes } from 'react-router';
import { decodeCasinoToken } from '../../core/casinoToken';
import { HOUSE_GAMES, HOUSE_GAME_INFO, type HouseGame } from '../../core/games/catalog';
import { gameListTitle, listScope } from '../casino/labels';

/** Page modules a route can show (each one a lazily loaded module in ui/pages). */
export type PageKey =
  | 'home'
  | 'comingSoon'
  | 'game'
  | 'fairness'
  | 'winTable'
  | 'casino'
  | 'casinoInfo'
  | 'gameList'
  | 'search'
  | 'searchCategory'
  | 'seoCasino'
  | 'favorites'
  | 'sportsbook'
  | 'login'
  | 'register'
  | 'maintenance'
  | 'devMailbox'
  | 'twoFa'
  | 'bindAccount'
  | 'profile'
  | 'vip'
  | 'promotions'
  | 'promotionDetail'
  | 'promotionFaq'
  | 'myBonuses'
  | 'referral'
  | 'notFound';

/** One row of the route table: the single source of truth for paths, pages, titles and validation. */
export interface RouteEntry {
  id: string;
  path: string;
  page: PageKey;
  /** Document title (the site name is appended). */
  title: string | ((params: Record<string, string | undefined>) => string);
  /** Route validation; false makes the route a fatal 404. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  /** A route that only redirects. */
  redirectTo?: string;
}

/** Sections of the profile pages: Account, Security, GameHistory, Transactions, HeadInfo, Responsible (gambling). */
export const PROFILE_SECTIONS = ['Account', 'Security', 'GameHistory', 'Transactions', 'HeadInfo', 'Responsible', 'Streaming'] as const;

/** Blog article slug: `{id}-{typeName}` with a numeric id. */
export const BLOG_SLUG = /^\d+-[^/]+$/;

/** A promotion's id in /promotions/details/{id}: a whole number from 1. */
export const PROMOTION_ID = /^[1-9]\d{0,9}$/;

/** True for an in-house game name. */
export function isHouseGame(name: string | undefined): name is HouseGame {
  return (HOUSE_GAMES as readonly string[]).includes(name ?? '');
}

/** Every route of the site, in matching order (react-router ranks them; order only breaks ties). */
export const ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/', page: 'home', title: 'Crypto Casino & Originals' },
  { id: 'register', path: '/register', page: 'register', title: 'Register' },
  { id: 'vip', path: '/vip', page: 'vip', title: 'VIP Club' },
  { id: 'vipOld', path: '/vip/index_old', page: 'comingSoon', title: 'VIP Club' },
  { id: 'blog', path: '/blog', page: 'comingSoon', title: 'Blog' },
  {
    id: 'blogDetail',
    path: '/blog/detail/:slug',
    page: 'comingSoon',
    title: 'Blog article',
    validate: (p) => BLOG_SLUG.test(p.slug ?? ''),
  },
  {
    id: 'share',
    path: '/share/:id',
    page: 'comingSoon',
    title: 'Shared bet',
  },
  { id: 'maintenance', path: '/maintenance', page: 'maintenance', title: 'Maintenance' },
  { id: 'oldProfile', path: '/old_profile', page: 'profile', title: 'Profile' },
  {
    id: 'profile',
    path: '/profile/:section?',
    page: 'profile',
    title: (p) => (p.section ? `Profile · ${p.section}` : 'Profile'),
    validate: (p) => p.section === undefined || (PROFILE_SECTIONS as readonly string[]).includes(p.section),
  },
  {
    id: 'policy',
    path: '/policy',
    page: 'comingSoon',
    title: 'Policies',
  },
  { id: 'promotions', path: '/promotions', page: 'promotions', title: 'Promotions' },
  { id: 'promotionFaq', path: '/promotions/details/Faq', page: 'promotionFaq', title: 'How bonuses work' },
  { id: 'promotionBonus', path: '/promotions/details/bonus', page: 'myBonuses', title: 'My bonuses' },
  { id: 'promotionReferral', path: '/promotions/details/referral', page: 'referral', title: 'Refer friends' },
  {
    id: 'promotionDetail',
    path: '/promotions/details/:id',
    page: 'promotionDetail',
    title: 'Promotion',
    // A promotion is named by its numeric id (the server's `id`); anything else (but Faq, bonus and referral above) is a
    // fatal 404.
    validate: (p) => PROMOTION_ID.test(p.id ?? ''),
  },
  { id: 'fairness', path: '/fairness', page: 'fairness', title: 'Provably Fair' },
  { id: 'gameList', path: '/gameList', page: 'gameList', title: 'All games' },
  {
    id: 'gameListId',
    path: '/gameList/:id',
    page: 'gameList',
    title: (p) => gameListTitle(p.id),
    // A category code, a provider code, or the favourites key (the spec's /gameList/favorites); anything else is a
    // fatal 404.
    validate: (p) => listScope(p.id) !== null,
  },
  { id: 'searchGame', path: '/searchGame', page: 'search', title: 'Search games' },
  { id: 'searchGameH5', path: '/searchGame/h5', page: 'search', title: 'Search games' },
  { id: 'searchGameCategory', path: '/searchGame/catgory', page: 'searchCategory', title: 'Categories and providers' },
  {
    id: 'seoCasino',
    path: '/SeoCasinoGame',
    page: 'seoCasino',
    title: 'Online Crypto Casino',
  },
  { id: 'casinoGameInfo', path: '/casino/gameInfo', page: 'casinoInfo', title: 'Casino game' },
  { id: 'casinoExit', path: '/casino/exit_iframe', page: 'home', title: 'Lobby', redirectTo: '/' },
  {
    id: 'casinoGame',
    path: '/casino/:gameName',
    page: 'casino',
    title: 'Casino game',
    // The segment is a token of game code, second argument and demo flag; one that does not decode is a fatal 404.
    validate: (p) => decodeCasinoToken(p.gameName) !== null,
  },
  {
    id: 'favorites',
    path: '/game/FavoriteDndLike/FavoriteIndex',
    page: 'favorites',
    title: 'Favourites',
  },
  {
    id: 'game',
    path: '/game/:gameName',
    page: 'game',
    title: (p) => (isHouseGame(p.gameName) ? HOUSE_GAME_INFO[p.gameName].title : 'Game'),
    validate: (p) => isHouseGame(p.gameName),
  },
  { id: 'sportsbook', path: '/sportsbook/*', page: 'sportsbook', title: 'Sportsbook' },
  { id: 'newLogin', path: '/newLogin/indexPage', page: 'login', title: 'Log in' },
  { id: 'loginPage', path: '/Login/loginPage/indexPage', page: 'login', title: 'Log in' },
  { id: 'loginPageOnline', path: '/Login/loginPage/indexPage-online', page: 'login', title: 'Log in' },
  {
    id: 'bindAccount',
    path: '/Login/loginPage/bindAccount',
    page: 'bindAccount',
    title: 'Link your account',
  },
  { id: 'mobileIndex', path: '/Login/mobilePage/indexPage', page: 'login', title: 'Log in' },
  { id: 'mobileLogin', path: '/Login/mobilePage/loginPage', page: 'login', title: 'Log in' },
  { id: 'mobileRegister', path: '/Login/mobilePage/registerPage', page: 'register', title: 'Register' },
  { id: 'mobileTwoFa', path: '/Login/mobilePage/twoFa', page: 'twoFa', title: 'Two-factor authentication' },
  {
    id: 'customerService',
    path: '/CustomerService/ServiceIndex',
    page: 'comingSoon',
    title: 'Live support',
  },
  {
    id: 'winTable',
    path: '/MainPage/WinTable',
    page: 'winTable',
    title: 'Win table',
  },
  {
    id: 'example',
    path: '/example/*',
    page: 'comingSoon',
    title: 'Examples',
  },
  // Demo mode only (the server answers 404 otherwise): the mail the server kept in its outbox, to read emailed codes.
  { id: 'devMailbox', path: '/dev/mailbox', page: 'devMailbox', title: 'Dev mailbox' },
  { id: 'notFound', path: '*', page: 'notFound', title: 'Page not found' },
];

/** Any path containing exit_iframe redirects to /. */
export function isExitIframePath(pathname: string): boolean {
  return pathname.includes('exit_iframe');
}

const MATCH_TABLE = ROUTES.map((entry) => ({ path: entry.path, entry }));

/** The row of the route table a path shows, with its params (react-router's ranking), or null. */
export function matchEntry(pathname: string): { entry: RouteEntry; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(MATCH_TABLE, pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf ? { entry: leaf.route.entry, params: leaf.params } : null;
}

/** A route whose params fail its validation: the fatal 404 page ("Page Not Found" plus the full path). */
export class RouteNotFound extends Error {
  constructor() {
    super('Page Not Found');
    this.name = 'RouteNotFound';
  }
}

/** The title of an entry for its params. */
export function entryTitle(entry: RouteEntry, params: Record<string, string | undefined>): string {
  return typeof entry.title === 'function' ? entry.title(params) : entry.title;
}
