import { lazy } from 'react';
import type { LiveGameModule } from '../kit/types';

/** Crash in the UI: its own page (one round shared by every player), lazily loaded. */
export const crashUi: LiveGameModule<'crash'> = {
  game: 'crash',
  Page: lazy(() => import('./CrashPage')),
};
