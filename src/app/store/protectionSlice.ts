import type { BreakView, ProtectionState } from '../../core/protection';
import type { SliceCreator } from './types';

/**
 * The player's protection (limits, break, locks, reality check) as last read, and the notices of a break just taken or
 * of a session its time limit ended.
 */
export interface ProtectionSlice {
  /** GET /v1/protection's answer, or the state a change answered; null before the first read and after logout. */
  protection: ProtectionState | null;
  /** The server's clock minus this browser's, in ms, measured with that read: countdowns and the session clock use it. */
  protectionClockOffset: number;
  /** A break this tab just started: its notice outlives the session it ended (cleared when the player closes it). */
  breakTaken: BreakView | null;
  /** The session-time limit (minutes) that just ended this tab's session: its notice outlives the session. */
  sessionLimitEnded: number | null;
  setProtection(state: ProtectionState, clockOffset: number): void;
  /** Forgets the state (logout); a break's notice stays. */
  clearProtection(): void;
  setBreakTaken(taken: BreakView | null): void;
  setSessionLimitEnded(minutes: number | null): void;
}

export const createProtectionSlice: SliceCreator<ProtectionSlice> = (set) => ({
  protection: null,
  protectionClockOffset: 0,
  breakTaken: null,
  sessionLimitEnded: null,
  setProtection: (protection, protectionClockOffset) => set({ protection, protectionClockOffset }),
  clearProtection: () => set({ protection: null, protectionClockOffset: 0 }),
  setBreakTaken: (breakTaken) => set({ breakTaken }),
  setSessionLimitEnded: (sessionLimitEnded) => set({ sessionLimitEnded }),
});
