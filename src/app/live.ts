import { MSG, type OnlineCount, type SocketFrame, type TipNotice } from '../core/socket';
import { formatCoin } from '../core/format';
import { LiveSocket } from './LiveSocket';
import { getState } from './store';

/** Path of the live socket (spec section 4); GET /v1/user/wsinfo may name another. */
let socketPath = '/chat';

/** Sets the socket path from /v1/user/wsinfo. */
export function setSocketPath(path: string): void {
  if (path.startsWith('/')) socketPath = path;
}

/** ws(s)://<host><path> of the current page. */
export function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${socketPath}`;
}

// The frame handler reaches session and wallet actions lazily: they import this module for the socket instance.
type Handlers = {
  refreshBalance(): void;
  refreshProfile(): void;
  refreshRates(): void;
  forcedLogout(banned: boolean): void;
  toastSuccess(message: string): void;
};
let handlers: Handlers | null = null;

/** Installs the actions the socket calls (boot does this once). */
export function setLiveHandlers(next: Handlers): void {
  handlers = next;
}

/** Text of the tip toast (socket type 13). */
export function tipMessage(tip: TipNotice): string {
  return `You received a tip of ${formatCoin(tip.amount)} ${tip.coin} from ${tip.fromName}`;
}

/** Routes one decoded frame to the store and actions (spec section 4, incoming messages). */
export function handleFrame(frame: SocketFrame): void {
  switch (frame.type) {
    case MSG.ONLINE_COUNT: {
      const online = (frame.data as OnlineCount | undefined)?.online;
      if (typeof online === 'number') getState().setOnline(online);
      break;
    }
    case MSG.AMOUNT_CHANGE:
      // An amount change is a hint, not the truth: re-read the balances.
      handlers?.refreshBalance();
      break;
    case MSG.TIP: {
      const tip = frame.data as TipNotice | undefined;
      if (tip && tip.fromName && tip.coin) handlers?.toastSuccess(tipMessage(tip));
      break;
    }
    case MSG.SUCCESS_TOAST: {
      const data = frame.data as { content?: string } | string | undefined;
      const content = typeof data === 'string' ? data : data?.content;
      if (content) handlers?.toastSuccess(content);
      break;
    }
    case MSG.REFRESH_RATES:
      handlers?.refreshRates();
      break;
    case MSG.REFRESH_PROFILE:
      handlers?.refreshProfile();
      break;
    case MSG.FORCED_LOGOUT:
      handlers?.forcedLogout(false);
      break;
    case MSG.FORCED_LOGOUT_BANNED:
      handlers?.forcedLogout(true);
      break;
    default:
      // Chat, VIP, live bets and the other types arrive with their features.
      break;
  }
}

/** The app's one live socket. */
export const liveSocket = new LiveSocket({
  url: socketUrl,
  onFrame: handleFrame,
  onStatus: (status) => getState().setSocketStatus(status),
  onReconnectAttempt: (attempt) => {
    // Spec section 4: every third reconnect attempt refreshes the profile.
    if (attempt % 3 === 0 && getState().loggedIn) handlers?.refreshProfile();
  },
});
