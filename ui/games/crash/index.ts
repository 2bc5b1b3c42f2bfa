import { lazy } from 'react';
import type { LiveGameModule } from '../kit/types';
import { crashCard } from './card';

/** Crash in the UI: its own page (one round shared by every player), lazily loaded. */
export const crashUi: LiveGameModule<'crash'> = {
  ...crashCard,
  Page: lazy(() => import('./CrashPage')),
};
