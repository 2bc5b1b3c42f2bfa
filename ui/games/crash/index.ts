import { lazy } from 'react';
import type { LiveGameModule } from '../kit/types';
import { crashCard } from './card';
import { crashRow } from './betRows';

/**
 * Crash in the UI: its own page (one round shared by every player), its bets' dialog and its hash chain on /fairness,
 * each lazily loaded (its lobby faces are in lobbyParts.ts, with its card).
 */
export const crashUi: LiveGameModule<'crash'> = {
  ...crashCard,
  Page: lazy(() => import('./CrashPage')),
  BetDetail: lazy(() => import('./CrashBetDialog').then((m) => ({ default: m.CrashBetDialog }))),
  betRow: crashRow,
  Fairness: lazy(() => import('./fairness/CrashFairness')),
};
