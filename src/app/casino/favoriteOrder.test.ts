import { beforeEach, describe, expect, it } from 'vitest';
import { clearStorage } from '../storage/storage';
import { moveItem, orderFavorites, readFavoriteOrder, writeFavoriteOrder } from './favoriteOrder';
import { clearRecentSearches, readRecentSearches, rememberSearch, RECENT_SEARCHES_MAX } from './recentSearches';

const g = (gameCode: number) => ({ gameCode });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('favourites order', () => {
  it('is kept in local storage under the favorites key and survives clearing', () => {
    writeFavoriteOrder([3, 1, 2]);
    expect(localStorage.getItem('hs_favorites')).toBe('[3,1,2]');
    clearStorage();
    expect(readFavoriteOrder()).toEqual([3, 1, 2]);
  });

  it('reads nothing from a broken entry', () => {
    localStorage.setItem('hs_favorites', '{oops');
    expect(readFavoriteOrder()).toEqual([]);
    localStorage.setItem('hs_favorites', '[1,"x",2.5,4]');
    expect(readFavoriteOrder()).toEqual([1, 4]);
  });

  it('puts the games the stored order lacks first (server order), then the stored order, dropping unlisted codes', () => {
    const server = [g(9), g(1), g(2), g(3)];
    expect(orderFavorites(server, [3, 7, 1, 2]).map((x) => x.gameCode)).toEqual([9, 3, 1, 2]);
    expect(orderFavorites(server, []).map((x) => x.gameCode)).toEqual([9, 1, 2, 3]);
  });

  it('moves an item, clamped to the list', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 1, 10)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
});

describe('recent searches', () => {
  it('are kept in session storage, latest first, once per text whatever its case, at most six', () => {
    rememberSearch('neon');
    rememberSearch(' Keno ');
    rememberSearch('NEON');
    expect(readRecentSearches()).toEqual(['NEON', 'Keno']);
    expect(sessionStorage.getItem('hs_recentSearches')).not.toBeNull();
    expect(localStorage.getItem('hs_recentSearches')).toBeNull();
    for (let i = 0; i < 10; i++) rememberSearch(`term ${i}`);
    expect(readRecentSearches()).toHaveLength(RECENT_SEARCHES_MAX);
    expect(readRecentSearches()[0]).toBe('term 9');
    rememberSearch('x');
    expect(readRecentSearches()[0]).toBe('term 9');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });
});
