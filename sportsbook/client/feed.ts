import type { EventsResponse } from '../shared/api';
import { isEventsResponse } from './events';
import type { FeedState } from './state';

// Live prices: one EventSource on the book's stream. When it fails, it is reopened with a growing delay (1 s doubling
// to 30 s, with jitter) and the full list is polled meanwhile; while the page is hidden, nothing runs. The full list
// is also read now and then while the stream is up: the stream carries only what is live or about to start.

/** How often the full list is read while the stream is down, and while it is up. */
export const POLL_MS = 5_000;
export const REFRESH_MS = 60_000;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface FeedDeps {
  url: string;
  /** The EventSource constructor (absent: the feed only polls). */
  EventSource?: { new (url: string): EventSource };
  /** Reads the full list. */
  full(): Promise<EventsResponse>;
  onStream(response: EventsResponse): void;
  onFull(response: EventsResponse): void;
  onFullError(): void;
  onState(state: FeedState): void;
  random?: () => number;
}

export class LiveFeed {
  private source: EventSource | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private running = false;
  private inFlight = false;
  private streamUp = false;

  constructor(private readonly deps: FeedDeps) {}

  /** Starts (or resumes after the page was hidden): the full list at once, and the stream. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.deps.onState('connecting');
    void this.refresh();
    this.open();
  }

  /** Stops everything (the page is hidden); `start` resumes. */
  stop(): void {
    this.running = false;
    this.streamUp = false;
    this.source?.close();
    this.source = null;
    this.clear();
    this.deps.onState('paused');
  }

  /** Reads the full list now (a match dropped off the stream, a retry button). */
  async refresh(): Promise<void> {
    if (this.inFlight) return;
    this.inFlight = true;
    try {
      const response = await this.deps.full();
      if (this.running) this.deps.onFull(response);
    } catch {
      if (this.running) this.deps.onFullError();
    } finally {
      this.inFlight = false;
      if (this.running) this.schedulePoll();
    }
  }

  private open(): void {
    const ES = this.deps.EventSource;
    if (!ES) {
      this.deps.onState('polling');
      return;
    }
    const source = new ES(this.deps.url);
    this.source = source;
    source.onopen = () => {
      this.attempts = 0;
    };
    source.onmessage = (message: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (!isEventsResponse(data)) return;
      this.attempts = 0;
      if (!this.streamUp) {
        this.streamUp = true;
        this.deps.onState('live');
        this.schedulePoll();
      }
      this.deps.onStream(data);
    };
    source.onerror = () => {
      // The browser's own reconnection would retry every few seconds forever: this one backs off.
      source.close();
      if (this.source !== source) return;
      this.source = null;
      this.streamUp = false;
      if (!this.running) return;
      this.deps.onState('polling');
      this.schedulePoll();
      const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** this.attempts);
      this.attempts++;
      const jitter = 0.5 + (this.deps.random ?? Math.random)() / 2;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (this.running) this.open();
      }, delay * jitter);
    };
  }

  private schedulePoll(): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(
      () => {
        this.pollTimer = null;
        void this.refresh();
      },
      this.streamUp ? REFRESH_MS : POLL_MS,
    );
  }

  private clear(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.retryTimer = null;
    this.pollTimer = null;
  }
}
