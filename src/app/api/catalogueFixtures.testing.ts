import { vi } from 'vitest';
import type { GameType } from '../../core/api';
import type { CatalogueGame, GameDetail, GameLaunchAnswer, GameMarks, GamePage, ProviderCount } from '../../core/catalogue';

// Answers of the catalogue calls for tests: the demo studio's three games (Neon Reels, Velvet Blackjack, Cosmic Keno)
// and the house's dice.

export { failEnv, okEnv } from './vipFixtures.testing';

/** A third-party catalogue game (Neon Reels, a slot of the demo studio, by default). */
export function fakeGame(patch: Partial<CatalogueGame> = {}): CatalogueGame {
  const gameCode = patch.gameCode ?? 20001;
  return {
    gameCode,
    gameName: `demostudio:neon-reels-${gameCode}`,
    title: 'Neon Reels',
    channel: 'demostudio',
    imgUrl: `/thumbs/${gameCode}/480.webp`,
    imgUrlSmall: `/thumbs/${gameCode}/240.webp`,
    provider: 'nova',
    providerName: 'Nova Studio',
    category: 'slots',
    aggregator: 'demostudio',
    rtp: '96.50',
    volatility: 'high',
    hasDemo: true,
    maintainState: 0,
    platforms: ['desktop', 'mobile'],
    releasedAt: '2026-03-01',
    plays: 120,
    minBetAmount: '0.01',
    maxBetAmount: '10000',
    ...patch,
  };
}

/** The house's dice as the catalogue lists it. */
export function fakeHouseGame(patch: Partial<CatalogueGame> = {}): CatalogueGame {
  return fakeGame({
    gameCode: 10003,
    gameName: 'dice',
    title: 'Dice',
    channel: 'HS-GAME',
    imgUrl: '',
    imgUrlSmall: null,
    provider: 'highstakes',
    providerName: 'HighStakes',
    category: 'HS-GAME',
    aggregator: null,
    rtp: '99',
    volatility: null,
    hasDemo: false,
    ...patch,
  });
}

/** A list of `n` games, codes from 20001, titled Game 1…n. */
export function fakeGames(n: number, from = 1): CatalogueGame[] {
  return Array.from({ length: n }, (_, i) => fakeGame({ gameCode: 20000 + from + i, title: `Game ${from + i}` }));
}

/** A page of games. */
export function fakePage(list: CatalogueGame[], total = list.length, page = 1, size = 24): GamePage {
  return { list, total, page, size };
}

/** Marks of a game. */
export function fakeMarks(patch: Partial<GameMarks> = {}): GameMarks {
  return { gameCode: 20001, likes: 12, favorites: 3, liked: false, favorited: false, ...patch };
}

/** A game's page (Neon Reels by default). */
export function fakeDetail(patch: Partial<GameDetail> = {}): GameDetail {
  const game = fakeGame(patch);
  return {
    ...game,
    description: 'A synthwave slot with cascading reels.',
    blockedCountries: [],
    minBetAmount: '0.1',
    maxBetAmount: '100',
    marks: fakeMarks({ gameCode: game.gameCode }),
    ...patch,
  };
}

/** The studio's launch answer (its own origin). */
export function fakeLaunch(patch: Partial<GameLaunchAnswer> = {}): GameLaunchAnswer {
  return {
    url: 'http://127.0.0.1:4100/play/neon-reels?token=abc',
    origin: 'http://127.0.0.1:4100',
    mode: 'demo',
    gameCode: 20001,
    aggregator: 'demostudio',
    coin: null,
    ...patch,
  };
}

/** Providers with their counts. */
export function fakeProviders(): ProviderCount[] {
  return [
    { code: 'nova', name: 'Nova Studio', logoUrl: null, games: 2 },
    { code: 'velvet', name: 'Velvet Tables', logoUrl: null, games: 1 },
  ];
}

/** gameTypeAll: the Originals row, then Slots and Live casino. */
export function fakeGameTypes(): GameType[] {
  const entry = (g: CatalogueGame) => ({
    gameCode: g.gameCode,
    gameName: g.gameName,
    title: g.title,
    channel: g.channel,
    imgUrl: g.imgUrl,
    minBetAmount: '0.01',
    maxBetAmount: '10000',
    houseEdge: '0.035',
    maintainState: g.maintainState,
    catalogue: g,
  });
  const dice = fakeHouseGame();
  const blackjack = fakeGame({
    gameCode: 20002,
    title: 'Velvet Blackjack',
    category: 'live',
    provider: 'velvet',
    providerName: 'Velvet Tables',
  });
  return [
    { id: 1, code: 'HS-GAME', name: 'Originals', total: 1, games: [{ ...entry(dice), catalogue: undefined }] },
    { id: 2, code: 'slots', name: 'Slots', total: 1, games: [entry(fakeGame())] },
    { id: 3, code: 'live', name: 'Live casino', total: 1, games: [entry(blackjack)] },
  ];
}

/** Every games call as a mock, for `vi.mock('…/api/games', () => gamesApiMock())`. */
export function gamesApiMock() {
  return {
    languageCountry: vi.fn(() => 'US'),
    goToGame: vi.fn(),
    webLobbyLogin: vi.fn(),
    demoUrl: vi.fn(),
    getGameByCode: vi.fn(),
    queryAllOperation: vi.fn(),
    gameTypeAll: vi.fn(),
    listGame: vi.fn(),
    collectList: vi.fn(),
    gameLikeCollectCount: vi.fn(),
    likeCollect: vi.fn(),
    selectGameRule: vi.fn(),
    listProviderGameCount: vi.fn(),
    selectH5GameInfo: vi.fn(),
    selectLiveStatsByUser: vi.fn(),
    selectUserGameStatistics: vi.fn(),
    currentClientLogs: vi.fn(),
    genToken: vi.fn(),
  };
}
