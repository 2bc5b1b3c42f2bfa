import { lazy } from 'react';
import type { LiveGameModule } from '../kit/types';
import { crashCard } from './card';
import { crashRow } from './betRows';

const lobby = () => import('./lobby');

/**
 * Crash in the UI: its own page (one round shared by every player), its bets' dialog, its live faces in the lobby and
 * its hash chain on /fairness, each lazily loaded.
 */
export const crashUi: LiveGameModule<'crash'> = {
  ...crashCard,
  Page: lazy(() => import('./CrashPage')),
  BetDetail: lazy(() => import('./CrashBetDialog').then((m) => ({ default: m.CrashBetDialog }))),
  betRow: crashRow,
  LobbyCard: lazy(() => lobby().then((m) => ({ default: m.LiveCrashCard }))),
  LobbyIdle: lazy(() => lobby().then((m) => ({ default: m.CrashBusts }))),
  Fairness: lazy(() => import('./fairness/CrashFairness')),
};
