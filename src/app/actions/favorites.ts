import { CODE } from '../../core/api';
import { GAME_PAGE_MAX, type CatalogueGame, type GameMarks } from '../../core/catalogue';
import { collectList, likeCollect } from '../api/games';
import { getState } from '../store';

// Favourites and likes: the set of favourite codes in the store (loaded once per login), the toggles that keep it,
// and the whole favourites list for the pages that show it. A guest's toggle opens the Login dialog, as every guarded
// action does.

/** Pages of favourites read at most (60 a page): the lists stop there. */
export const FAVORITES_MAX_PAGES = 10;

/**
 * Every favourite of the player, newest first (pages of collectList), or null when the read failed. A whole read is
 * the truth about the favourite set too: the store takes it (and no other screen loads the set again this login).
 */
export async function loadFavoriteGames(): Promise<CatalogueGame[] | null> {
  const owner = getState().user?.id;
  if (!getState().loggedIn || owner === undefined) return null;
  const claimed = getState().favoritesOwner !== owner;
  if (claimed) getState().claimFavorites(owner);
  const games: CatalogueGame[] = [];
  for (let page = 1; page <= FAVORITES_MAX_PAGES; page++) {
    const env = await collectList({ page, size: GAME_PAGE_MAX }, { silent: true });
    if (env.code !== CODE.OK || !env.data) {
      // Released, so the next screen that needs the set tries again (unless the session changed meanwhile).
      if (claimed && getState().favoritesOwner === owner && !getState().favoritesReady) getState().clearFavorites();
      return null;
    }
    games.push(...env.data.list);
    if (games.length >= env.data.total || env.data.list.length < GAME_PAGE_MAX) break;
  }
  if (getState().favoritesOwner === owner) getState().setFavorites(games.map((g) => g.gameCode));
  return games;
}

/** Loads the favourite set once per login (a no-op for a guest, or when it is loaded or loading). */
export async function ensureFavorites(): Promise<void> {
  const s = getState();
  const owner = s.user?.id;
  if (!s.loggedIn || owner === undefined || s.favoritesOwner === owner) return;
  await loadFavoriteGames();
}

/** What a toggle did: the game's marks after it, or why not. */
export type MarkResult = { ok: true; marks: GameMarks } | { ok: false; reason: 'login' | 'busy' | 'error'; message: string };

const pending = new Set<string>();

async function mark(gameCode: number, type: 'like' | 'collect', on: boolean): Promise<MarkResult> {
  if (!getState().loggedIn) {
    getState().openDialog('login');
    return { ok: false, reason: 'login', message: 'Log in to keep your favourites' };
  }
  // A second click while the first is on its way would race it: the first one's answer decides.
  const key = `${type}:${gameCode}`;
  if (pending.has(key)) return { ok: false, reason: 'busy', message: '' };
  pending.add(key);
  try {
    const env = await likeCollect({ gameCode, type, on }, { toastError: true });
    if (env.code === CODE.OK && env.data) {
      getState().setFavorite(gameCode, env.data.favorited);
      return { ok: true, marks: env.data };
    }
    if (env.code === CODE.UNAUTHORIZED) {
      // The session ended on the server (the http layer logged out): the way back in is the Login dialog.
      getState().openDialog('login');
      return { ok: false, reason: 'login', message: env.msg || 'Please log in' };
    }
    return { ok: false, reason: 'error', message: env.msg || 'That did not work, try again' };
  } finally {
    pending.delete(key);
  }
}

/** Puts a game in or out of the player's favourites (Login dialog for a guest). */
export function setFavorite(gameCode: number, on: boolean): Promise<MarkResult> {
  return mark(gameCode, 'collect', on);
}

/** Toggles a game in the favourites from what the store knows. */
export function toggleFavorite(gameCode: number): Promise<MarkResult> {
  return setFavorite(gameCode, getState().favoriteCodes[gameCode] !== true);
}

/** Likes or unlikes a game (Login dialog for a guest). */
export function setLike(gameCode: number, on: boolean): Promise<MarkResult> {
  return mark(gameCode, 'like', on);
}
