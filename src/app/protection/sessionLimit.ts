import type { ProtectionState } from '../../core/protection';

// The session-time limit in the browser: the server ends a session at its first request past the limit; the page ends
// it itself at that moment and says why, instead of meeting a bare "please log in" later.

/**
 * When this session's time limit ends it (server clock, epoch ms), or null without a limit. The limit is the one in
 * force at that moment: a raise or removal waiting its 24 hours counts once its time has come.
 */
export function sessionLimitEndsAt(state: ProtectionState): number | null {
  const limit = state.limits.find((l) => l.kind === 'session');
  if (!limit) return null;
  const minutesAt = (at: number): number | null => {
    if (limit.pending && limit.pending.from <= at) return limit.pending.amount === null ? null : Number(limit.pending.amount);
    return Number(limit.amount);
  };
  const first = minutesAt(state.sessionStartedAt);
  if (first === null) return null;
  const end = state.sessionStartedAt + first * 60_000;
  // A change that applies before the end moves it (a removal: no end).
  if (limit.pending && limit.pending.from > state.sessionStartedAt && limit.pending.from < end) {
    const later = minutesAt(limit.pending.from);
    return later === null ? null : Math.max(limit.pending.from, state.sessionStartedAt + later * 60_000);
  }
  return end;
}
