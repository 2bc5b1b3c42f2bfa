import type { SliceCreator } from './types';

/**
 * The player's favourite games as a set of catalogue codes: loaded once after login (collectList), then kept by the
 * likeCollect answers. Every heart of every tile reads it, so a list never asks the server for marks per tile.
 */
export interface FavoritesSlice {
  /** Favourited game codes (true). */
  favoriteCodes: Readonly<Record<number, true>>;
  /** The player the set was loaded (or is loading) for; null before the first load of a session. */
  favoritesOwner: number | null;
  /** The set is in (the first load answered). */
  favoritesReady: boolean;
  /** Claims the load for a player (before the call, so a second screen does not load it again). */
  claimFavorites(owner: number): void;
  /** Takes the whole set (the load's answer). */
  setFavorites(codes: readonly number[]): void;
  /** One game on or off (a likeCollect answer). */
  setFavorite(code: number, on: boolean): void;
  /** Forgets the set (logout, or a failed load that may be tried again). */
  clearFavorites(): void;
}

export const createFavoritesSlice: SliceCreator<FavoritesSlice> = (set) => ({
  favoriteCodes: {},
  favoritesOwner: null,
  favoritesReady: false,
  claimFavorites: (favoritesOwner) => set({ favoritesOwner, favoritesReady: false }),
  setFavorites: (codes) => set({ favoriteCodes: Object.fromEntries(codes.map((c) => [c, true as const])), favoritesReady: true }),
  setFavorite: (code, on) =>
    set((s) => {
      if (on === (s.favoriteCodes[code] === true)) return {};
      const next: Record<number, true> = { ...s.favoriteCodes };
      if (on) next[code] = true;
      else delete next[code];
      return { favoriteCodes: next };
    }),
  clearFavorites: () => set({ favoriteCodes: {}, favoritesOwner: null, favoritesReady: false }),
});
