import { lazy } from 'react';
import type { LiveLobbyParts } from '../kit/types';

const lobby = () => import('./lobby');

/** Crash in the lobby: the round live beside the site figures, and its busts in the wins strip before any win. */
export const crashLobby: LiveLobbyParts = {
  Card: lazy(() => lobby().then((m) => ({ default: m.LiveCrashCard }))),
  Idle: lazy(() => lobby().then((m) => ({ default: m.CrashBusts }))),
};
