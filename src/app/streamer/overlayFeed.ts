import { OVERLAY_BETS, type OverlayFrame, type OverlayState } from '../../core/overlay';

/**
 * The overlay's state after a frame: a bet goes on top of the list (once, whatever the order frames arrive in) with
 * the stats after it; a scene, hunt or whole state replaces its part. `revoked` is handled by the page.
 */
export function applyOverlayFrame(state: OverlayState | null, frame: OverlayFrame): OverlayState | null {
  if (frame.t === 'state') return frame.state;
  if (!state) return state;
  switch (frame.t) {
    case 'bet': {
      if (state.bets.some((b) => b.id === frame.bet.id)) return { ...state, stats: frame.stats };
      const bets = [frame.bet, ...state.bets].sort(newestFirst);
      return { ...state, bets: bets.slice(0, OVERLAY_BETS), stats: frame.stats };
    }
    case 'scene':
      return { ...state, scene: frame.scene };
    case 'hunt':
      return { ...state, hunt: frame.hunt };
    default:
      return state;
  }
}

function newestFirst(a: { id: string }, b: { id: string }): number {
  const x = BigInt(a.id);
  const y = BigInt(b.id);
  return x === y ? 0 : x > y ? -1 : 1;
}

/** What the feed reports to the page. */
export interface OverlayFeedEvents {
  frame(frame: OverlayFrame): void;
  /** The link is unknown or revoked: the page stops and says so. */
  gone(): void;
  /** Connected (true) or trying again (false). */
  status(connected: boolean): void;
}

/** First and longest wait before connecting again. */
const RETRY_MS = 1000;
const RETRY_MAX_MS = 15_000;
/** Close codes: the server's for a revoked link, and for an unknown one. */
const CLOSE_REVOKED = 4010;
const CLOSE_UNKNOWN = 4404;

/**
 * The overlay's socket (/v1/overlay/:token/socket): read-only, it only listens. On open the server sends the whole
 * state, so a reconnect after a dropped network catches up in one frame. It connects again with a doubling wait until
 * stopped, except when the link is gone.
 */
export class OverlayFeed {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wait = RETRY_MS;
  private stopped = false;

  constructor(
    private readonly token: string,
    private readonly events: OverlayFeedEvents,
    private readonly open: (url: string) => WebSocket = (url) => new WebSocket(url),
  ) {}

  start(): void {
    if (this.stopped || this.socket) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = this.open(`${scheme}://${location.host}/v1/overlay/${encodeURIComponent(this.token)}/socket`);
    this.socket = socket;
    socket.onopen = () => {
      this.wait = RETRY_MS;
      this.events.status(true);
    };
    socket.onmessage = (event) => {
      try {
        const frame = JSON.parse(String(event.data)) as OverlayFrame;
        if (frame.t === 'revoked') return this.end();
        this.events.frame(frame);
      } catch {
        // A frame that is not JSON is not ours: ignored.
      }
    };
    socket.onclose = (event) => {
      this.socket = null;
      if (this.stopped) return;
      if (event.code === CLOSE_REVOKED || event.code === CLOSE_UNKNOWN) return this.end();
      this.events.status(false);
      this.timer = setTimeout(() => {
        this.timer = null;
        this.start();
      }, this.wait);
      this.wait = Math.min(this.wait * 2, RETRY_MAX_MS);
    };
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private end(): void {
    this.stop();
    this.events.gone();
  }
}
