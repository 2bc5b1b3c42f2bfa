import type { RouteEntry } from './routes';

// What the not-yet-built areas say about themselves on their coming-soon page. Kept out of the route table, which
// loads before the first paint, since only that lazily loaded page reads it.

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

const vip: Area = { icon: 'crown', blurb: 'Climb the VIP levels as you play and unlock rakeback, level-up rewards and a reward calendar.' };
const blog: Area = { icon: 'book', blurb: 'Guides, strategy notes and news from the HighStakes team.' };
const gameList: Area = { icon: 'grid', blurb: 'The full game catalogue by provider and category, with your favourites on top.' };
const search: Area = { icon: 'search', blurb: 'Find any game by name, provider or category in a couple of keystrokes.' };
const casino: Area = { icon: 'gamepad', blurb: 'Third-party slots and live tables, playable for real or in demo mode.' };

/** The area of each coming-soon route, by route id. */
export const ROUTE_AREAS: Partial<Record<RouteEntry['id'], Area>> = {
  vipOld: vip,
  blog: blog,
  gameList: gameList,
  searchGame: search,
  searchGameH5: search,
  searchGameCategory: search,
  casinoGameInfo: casino,
  blogDetail: blog,
  share: { icon: 'share', blurb: 'Bets and wins that players share with a link will open here.' },
  policy: { icon: 'file', blurb: 'Terms of service, privacy and responsible gaming policies.' },
  gameListId: gameList,
  seoCasino: { icon: 'dices', blurb: 'Everything about playing casino games with crypto at HighStakes.' },
  casinoGame: casino,
  favorites: { icon: 'heart', blurb: 'Your favourite games, in the order you arrange them.' },
  customerService: { icon: 'headphones', blurb: 'Chat with our support team around the clock.' },
  winTable: { icon: 'trophy', blurb: 'The biggest wins and the latest bets across the site, live.' },
  example: { icon: 'flask', blurb: 'Demo pages of the interface components.' },
};
