import { decodeCasinoToken } from '../../core/casinoToken';
import { HOUSE_GAMES, HOUSE_GAME_INFO, type HouseGame } from '../../core/games/catalog';

/** Page modules a route can show (each one a lazily loaded module in ui/pages). */
export type PageKey =
  'home' | 'comingSoon' | 'game' | 'fairness' | 'winTable' | 'casino' | 'sportsbook' | 'login' | 'register' | 'maintenance' | 'notFound';

/** Icon names a "coming soon" page can show (mapped to icons in ui). */
export type AreaIcon =
  | 'crown'
  | 'book'
  | 'share'
  | 'wrench'
  | 'user'
  | 'file'
  | 'gift'
  | 'shield'
  | 'grid'
  | 'search'
  | 'dices'
  | 'gamepad'
  | 'heart'
  | 'ball'
  | 'lock'
  | 'link'
  | 'headphones'
  | 'trophy'
  | 'flask';

/** What a not-yet-built area says about itself. */
export interface Area {
  icon: AreaIcon;
  /** One sentence of what will be there. */
  blurb: string;
}

/** One row of the route table: the single source of truth for paths, pages, titles and validation. */
export interface RouteEntry {
  id: string;
  path: string;
  page: PageKey;
  /** Document title (the site name is appended). */
  title: string | ((params: Record<string, string | undefined>) => string);
  area?: Area;
  /** Route validation; false makes the route a fatal 404 (spec section 2). */
  validate?: (params: Record<string, string | undefined>) => boolean;
  /** A route that only redirects. */
  redirectTo?: string;
}

/** Sections of the profile pages: Account, Security, GameHistory, Transactions, HeadInfo (spec section 2). */
export const PROFILE_SECTIONS = ['Account', 'Security', 'GameHistory', 'Transactions', 'HeadInfo'] as const;

/** Blog article slug: `{id}-{typeName}` with a numeric id. */
export const BLOG_SLUG = /^\d+-[^/]+$/;

/** True for an in-house game name. */
export function isHouseGame(name: string | undefined): name is HouseGame {
  return (HOUSE_GAMES as readonly string[]).includes(name ?? '');
}

const vip: Area = { icon: 'crown', blurb: 'Climb the VIP levels as you play and unlock rakeback, level-up rewards and a reward calendar.' };
const blog: Area = { icon: 'book', blurb: 'Guides, strategy notes and news from the HighStakes team.' };
const profile: Area = { icon: 'user', blurb: 'Your account, security settings, game history and transactions in one place.' };
const promotions: Area = { icon: 'gift', blurb: 'Deposit bonuses, races and redemption codes, with the full rules of each offer.' };
const gameList: Area = { icon: 'grid', blurb: 'The full game catalogue by provider and category, with your favourites on top.' };
const search: Area = { icon: 'search', blurb: 'Find any game by name, provider or category in a couple of keystrokes.' };
const casino: Area = { icon: 'gamepad', blurb: 'Third-party slots and live tables, playable for real or in demo mode.' };

/** Every route of spec section 2, in matching order (react-router ranks them; order only breaks ties). */
export const ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/', page: 'home', title: 'Crypto Casino & Originals' },
  { id: 'register', path: '/register', page: 'register', title: 'Register' },
  { id: 'vip', path: '/vip', page: 'comingSoon', title: 'VIP Club', area: vip },
  { id: 'vipOld', path: '/vip/index_old', page: 'comingSoon', title: 'VIP Club', area: vip },
  { id: 'blog', path: '/blog', page: 'comingSoon', title: 'Blog', area: blog },
  {
    id: 'blogDetail',
    path: '/blog/detail/:slug',
    page: 'comingSoon',
    title: 'Blog article',
    area: blog,
    validate: (p) => BLOG_SLUG.test(p.slug ?? ''),
  },
  {
    id: 'share',
    path: '/share/:id',
    page: 'comingSoon',
    title: 'Shared bet',
    area: { icon: 'share', blurb: 'Bets and wins that players share with a link will open here.' },
  },
  { id: 'maintenance', path: '/maintenance', page: 'maintenance', title: 'Maintenance' },
  { id: 'oldProfile', path: '/old_profile', page: 'comingSoon', title: 'Profile', area: profile },
  {
    id: 'profile',
    path: '/profile/:section?',
    page: 'comingSoon',
    title: (p) => (p.section ? `Profile · ${p.section}` : 'Profile'),
    area: profile,
    validate: (p) => p.section === undefined || (PROFILE_SECTIONS as readonly string[]).includes(p.section),
  },
  {
    id: 'policy',
    path: '/policy',
    page: 'comingSoon',
    title: 'Policies',
    area: { icon: 'file', blurb: 'Terms of service, privacy and responsible gaming policies.' },
  },
  { id: 'promotions', path: '/promotions', page: 'comingSoon', title: 'Promotions', area: promotions },
  { id: 'promotionFaq', path: '/promotions/details/Faq', page: 'comingSoon', title: 'Promotions FAQ', area: promotions },
  { id: 'promotionBonus', path: '/promotions/details/bonus', page: 'comingSoon', title: 'First deposit bonus', area: promotions },
  { id: 'promotionDetail', path: '/promotions/details/:id', page: 'comingSoon', title: 'Promotion', area: promotions },
  { id: 'fairness', path: '/fairness', page: 'fairness', title: 'Provably Fair' },
  { id: 'gameList', path: '/gameList', page: 'comingSoon', title: 'Games', area: gameList },
  {
    id: 'gameListId',
    path: '/gameList/:id',
    page: 'comingSoon',
    title: (p) => (p.id === 'favorites' ? 'Favourites' : 'Games'),
    area: gameList,
  },
  { id: 'searchGame', path: '/searchGame', page: 'comingSoon', title: 'Search games', area: search },
  { id: 'searchGameH5', path: '/searchGame/h5', page: 'comingSoon', title: 'Search games', area: search },
  { id: 'searchGameCategory', path: '/searchGame/catgory', page: 'comingSoon', title: 'Game categories', area: search },
  {
    id: 'seoCasino',
    path: '/SeoCasinoGame',
    page: 'comingSoon',
    title: 'Online Crypto Casino',
    area: { icon: 'dices', blurb: 'Everything about playing casino games with crypto at HighStakes.' },
  },
  { id: 'casinoGameInfo', path: '/casino/gameInfo', page: 'comingSoon', title: 'Casino game', area: casino },
  { id: 'casinoExit', path: '/casino/exit_iframe', page: 'home', title: 'Lobby', redirectTo: '/' },
  {
    id: 'casinoGame',
    path: '/casino/:gameName',
    page: 'casino',
    title: 'Casino game',
    area: casino,
    // The segment is a token of game code, second argument and demo flag; one that does not decode is a fatal 404.
    validate: (p) => decodeCasinoToken(p.gameName) !== null,
  },
  {
    id: 'favorites',
    path: '/game/FavoriteDndLike/FavoriteIndex',
    page: 'comingSoon',
    title: 'Favourites',
    area: { icon: 'heart', blurb: 'Your favourite games, in the order you arrange them.' },
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
    page: 'comingSoon',
    title: 'Link your account',
    area: { icon: 'link', blurb: 'Link a third-party sign-in to your HighStakes account.' },
  },
  { id: 'mobileIndex', path: '/Login/mobilePage/indexPage', page: 'login', title: 'Log in' },
  { id: 'mobileLogin', path: '/Login/mobilePage/loginPage', page: 'login', title: 'Log in' },
  { id: 'mobileRegister', path: '/Login/mobilePage/registerPage', page: 'register', title: 'Register' },
  {
    id: 'mobileTwoFa',
    path: '/Login/mobilePage/twoFa',
    page: 'comingSoon',
    title: 'Two-factor authentication',
    area: { icon: 'lock', blurb: 'Confirm your sign-in with a code from your authenticator app.' },
  },
  {
    id: 'customerService',
    path: '/CustomerService/ServiceIndex',
    page: 'comingSoon',
    title: 'Live support',
    area: { icon: 'headphones', blurb: 'Chat with our support team around the clock.' },
  },
  {
    id: 'winTable',
    path: '/MainPage/WinTable',
    page: 'winTable',
    title: 'Win table',
    area: { icon: 'trophy', blurb: 'The biggest wins and the latest bets across the site, live.' },
  },
  {
    id: 'example',
    path: '/example/*',
    page: 'comingSoon',
    title: 'Examples',
    area: { icon: 'flask', blurb: 'Demo pages of the interface components.' },
  },
  { id: 'notFound', path: '*', page: 'notFound', title: 'Page not found' },
];

/** Any path containing exit_iframe redirects to / (spec section 2). */
export function isExitIframePath(pathname: string): boolean {
  return pathname.includes('exit_iframe');
}

/** The title of an entry for its params. */
export function entryTitle(entry: RouteEntry, params: Record<string, string | undefined>): string {
  return typeof entry.title === 'function' ? entry.title(params) : entry.title;
}
