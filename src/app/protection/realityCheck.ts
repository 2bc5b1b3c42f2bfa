// When a reality check is due. Checks are counted from the session's start on the server's clock: the first is the
// next whole interval after now (a reload mid-session does not show one at once); after Continue the next is one
// interval after the press; while one is showing, no other is counted, so a tab that was hidden (its timers held
// back) or a computer that slept shows one check when it wakes, never a pile of them.

const MINUTE_MS = 60_000;

/** The longest a timer waits before looking at the clock again: a slept computer or a corrected clock is noticed soon. */
export const REALITY_STEP_MS = 30_000;

/** The first check after `now`: the next whole interval counted from the session's start. */
export function firstCheckAt(sessionStartedAt: number, minutes: number, now: number): number {
  const step = minutes * MINUTE_MS;
  const passed = Math.max(0, now - sessionStartedAt);
  return sessionStartedAt + (Math.floor(passed / step) + 1) * step;
}

/** The check after the player pressed Continue (or left the check another way) at `at`: one interval later. */
export function checkAfterContinue(at: number, minutes: number): number {
  return at + minutes * MINUTE_MS;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The session's length for the header: "mm:ss" under an hour, "h:mm" from an hour ("1:05"); never negative. */
export function sessionTimeText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  if (hours === 0) return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
  return `${hours}:${two(Math.floor((seconds % 3600) / 60))}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The session's length in words: "12 minutes", "1 hour 5 minutes" (screen readers, the reality check). */
export function sessionTimeWords(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return plural(minutes, 'minute');
  return minutes % 60 === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(minutes % 60, 'minute')}`;
}

/**
 * Counts down to the next reality check and calls `onDue` once when it is due. `now` reads the server's clock (this
 * browser's corrected by the measured offset). One check at a time: the next is counted only after `continue()`.
 */
export class RealityCheckTimer {
  private dueAt: number | null = null;
  private minutes: number | null = null;
  private showing = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onDue: () => void,
    private readonly now: () => number,
  ) {}

  /** Starts counting for a session and an interval (again when either changes): the next whole interval is due. */
  start(sessionStartedAt: number, minutes: number): void {
    this.minutes = minutes;
    this.showing = false;
    this.dueAt = firstCheckAt(sessionStartedAt, minutes, this.now());
    this.arm();
  }

  /** The player went on from a check: the next is one interval from now. */
  continue(): void {
    if (this.minutes === null) return;
    this.showing = false;
    this.dueAt = checkAfterContinue(this.now(), this.minutes);
    this.arm();
  }

  /** Looks at the clock now (the tab is visible again: its timers may have run late or not at all). */
  wake(): void {
    this.check();
  }

  /** Stops counting (reality checks turned off, logout). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dueAt = null;
    this.minutes = null;
    this.showing = false;
  }

  /** When the next check is due (server clock, epoch ms); null while one is showing or when stopped. */
  get nextAt(): number | null {
    return this.showing ? null : this.dueAt;
  }

  private check(): void {
    if (this.dueAt === null || this.showing) return;
    if (this.now() < this.dueAt) return this.arm();
    clearTimeout(this.timer);
    this.timer = undefined;
    this.showing = true;
    this.onDue();
  }

  private arm(): void {
    clearTimeout(this.timer);
    if (this.dueAt === null || this.showing) return;
    const wait = Math.min(Math.max(0, this.dueAt - this.now()), REALITY_STEP_MS);
    this.timer = setTimeout(() => this.check(), wait);
  }
}
