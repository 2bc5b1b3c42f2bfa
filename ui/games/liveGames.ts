import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LiveGame } from '../../src/core/games';

/**
 * The page of each live game (a shared round followed over the socket; src/core/games/live.ts), lazily loaded.
 * `ui/pages/GamePage.tsx` renders it for the game's route; a live game without a page here is a compile error.
 */
export const LIVE_GAME_PAGES: { readonly [G in LiveGame]: LazyExoticComponent<ComponentType<{ game: G }>> } = {
  crash: lazy(() => import('./crash/CrashPage')),
};
