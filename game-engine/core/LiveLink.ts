import type { LiveFeed } from '../types';
import { LiveTimeBase } from './LiveTimeBase';

/** What a live scene gets each frame: the feed as last read and the extrapolated elapsed round time. Reused. */
export interface LiveFrame {
  feed: LiveFeed | null;
  /** Elapsed round time on the server clock, ms (0 without a feed). */
  elapsedMs: number;
}

/**
 * Connects a host's live feed to a LiveTimeBase: `read()` (once per tick) takes the feed, re-anchors when the host has
 * a new server tick, starts over on a new round id, and returns the elapsed time at the local clock `now()`. Never
 * allocates: the same frame object is returned each time.
 */
export class LiveLink {
  readonly timeBase = new LiveTimeBase();
  private readonly frame: LiveFrame = { feed: null, elapsedMs: 0 };
  private roundId: string | number | null = null;
  private lastElapsed = Number.NaN;
  private lastLocal = Number.NaN;

  constructor(
    private readonly feed: () => LiveFeed | null,
    private readonly now: () => number,
  ) {}

  /** Reads the feed and returns the frame for the current local time. */
  read(): LiveFrame {
    let feed: LiveFeed | null;
    try {
      feed = this.feed();
    } catch {
      feed = null;
    }
    this.frame.feed = feed;
    if (!feed) {
      this.frame.elapsedMs = 0;
      return this.frame;
    }
    if (feed.roundId !== this.roundId) {
      this.roundId = feed.roundId;
      this.timeBase.reset();
      this.lastElapsed = Number.NaN;
    }
    if (feed.anchorElapsedMs !== this.lastElapsed || feed.anchorLocalMs !== this.lastLocal) {
      this.lastElapsed = feed.anchorElapsedMs;
      this.lastLocal = feed.anchorLocalMs;
      this.timeBase.anchor(feed.anchorElapsedMs, feed.anchorLocalMs);
    }
    this.frame.elapsedMs = this.timeBase.elapsedAt(this.now());
    return this.frame;
  }
}
