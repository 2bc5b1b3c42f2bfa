import { KENO_MAX_PICKS, kenoRtp } from './keno';
import { slotRtp } from './slot';

/** The kinds of game the studio makes. */
export type StudioGameKind = 'slot' | 'blackjack' | 'keno';

/** One game of the studio's list, in the shape aggregators publish (hub88's game list fields). */
export interface StudioGame {
  game_code: string;
  name: string;
  kind: StudioGameKind;
  /** The studio brand that made it. */
  provider: string;
  provider_name: string;
  category: 'slots' | 'table';
  /** Percent, as published. */
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  description: string;
  platforms: ('desktop' | 'mobile')[];
  blocked_countries: string[];
  release_date: string;
  /** Path of its thumbnail on the studio's origin (an SVG, 4:3). */
  url_thumb: string;
  freebet_support: boolean;
  demo: boolean;
  enabled: boolean;
}

const pct = (fraction: number) => (Math.floor(fraction * 10000) / 100).toFixed(2);

/** The studio's games. */
export const STUDIO_GAMES: readonly StudioGame[] = [
  {
    game_code: 'neon-reels',
    name: 'Neon Reels',
    kind: 'slot',
    provider: 'neon-forge',
    provider_name: 'Neon Forge',
    category: 'slots',
    rtp: pct(slotRtp()),
    volatility: 'medium',
    description: 'Five reels, ten lines and a wild that pays 2000x for five: a classic fruit slot under neon.',
    platforms: ['desktop', 'mobile'],
    blocked_countries: [],
    release_date: '2026-11-20',
    url_thumb: '/static/thumbs/neon-reels.svg',
    freebet_support: false,
    demo: true,
    enabled: true,
  },
  {
    game_code: 'velvet-blackjack',
    name: 'Velvet Blackjack',
    kind: 'blackjack',
    provider: 'velvet-tables',
    provider_name: 'Velvet Tables',
    category: 'table',
    // Six decks, dealer stands on soft 17, 3:2, double any two, double after split: 99.5% with basic strategy.
    rtp: '99.50',
    volatility: 'low',
    description: 'Six-deck blackjack: the dealer stands on all 17s, blackjack pays 3 to 2, double on any two cards, split once.',
    platforms: ['desktop', 'mobile'],
    blocked_countries: [],
    release_date: '2026-11-24',
    url_thumb: '/static/thumbs/velvet-blackjack.svg',
    freebet_support: false,
    demo: true,
    enabled: true,
  },
  {
    game_code: 'cosmic-keno',
    name: 'Cosmic Keno',
    kind: 'keno',
    provider: 'velvet-tables',
    provider_name: 'Velvet Tables',
    category: 'table',
    rtp: pct(Math.min(...Array.from({ length: KENO_MAX_PICKS }, (_, i) => kenoRtp(i + 1)))),
    volatility: 'high',
    description: 'Mark up to ten of forty stars; ten are drawn. Ten hits of ten pay 1000x.',
    platforms: ['desktop', 'mobile'],
    blocked_countries: [],
    release_date: '2026-11-27',
    url_thumb: '/static/thumbs/cosmic-keno.svg',
    freebet_support: false,
    demo: true,
    enabled: true,
  },
];

/** A game of the studio by its code. */
export const studioGame = (code: string): StudioGame | undefined => STUDIO_GAMES.find((g) => g.game_code === code);

/** Decimals of the currencies the studio plays (its subunit is 10^-decimals). */
export const CURRENCY_DECIMALS: Record<string, number> = {
  USDT: 6,
  BTC: 8,
  ETH: 8,
  XRP: 6,
  DOGE: 8,
  TRX: 6,
  BNB: 8,
  SOL: 9,
};

/** Bet limits per currency as decimal strings: about 0.10 to 100 US dollars. */
export const BET_LIMITS: Record<string, { min: string; max: string; step: string }> = {
  USDT: { min: '0.1', max: '100', step: '0.1' },
  BTC: { min: '0.000001', max: '0.001', step: '0.000001' },
  ETH: { min: '0.00003', max: '0.03', step: '0.00001' },
  XRP: { min: '0.05', max: '50', step: '0.05' },
  DOGE: { min: '0.3', max: '300', step: '0.1' },
  TRX: { min: '0.4', max: '400', step: '0.1' },
  BNB: { min: '0.0002', max: '0.15', step: '0.0001' },
  SOL: { min: '0.0005', max: '0.5', step: '0.0001' },
};

/** The play-money currency of demo mode. */
export const DEMO_CURRENCY = 'USDT';
/** Play money a demo session starts with, in subunits (1000 USDT). */
export const DEMO_BALANCE = 1000 * 10 ** CURRENCY_DECIMALS.USDT!;
