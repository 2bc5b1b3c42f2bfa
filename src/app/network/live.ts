import {
  ERROR_FRAME_TYPE,
  type AmountChange,
  MSG,
  type BonusWalletFlag,
  type LevelUpdate,
  type LiveBet,
  type OnlineCount,
  type SocketFrame,
  type TipNotice,
  type VipUnreadPayload,
} from '../../core/socket';
import type { ChatEntry } from '../../core/chat/types';
import type { NewsNotify } from '../../core/feeds';
import { formatCoin } from '../../core/format';
import { isCoin, type BalanceType, type Coin } from '../../core/currency';
import { CHAT_SEND_ERROR, LiveSocket, type LiveSocketOptions } from './LiveSocket';
import { getState } from '../store';
import * as room from '../chat/room';
import { addNotification } from '../notifications/list';

/** A game's receiver of its own socket frames (a live round's 400-403). */
export type FrameReceiver = (type: number, data: unknown) => void;

/** Where a game's frames go, by frame type: the game's client code while a page watches its round, else nowhere. */
const gameFrames = new Map<number, FrameReceiver>();

/**
 * Sets (or clears, with null) the receiver of the given frame types. A game's client code registers itself when a page
 * watches its round, so the shell carries no game code and follows no round nobody shows.
 */
export function followFrames(types: readonly number[], receiver: FrameReceiver | null): void {
  for (const type of types) {
    if (receiver) gameFrames.set(type, receiver);
    else gameFrames.delete(type);
  }
}

/** The live socket connects to /chat on the host; GET /v1/user/wsinfo may name another path. */
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

// The frame handler reaches session, wallet and toast actions through these hooks: those modules import this one for
// the socket instance, so importing them back would make a cycle.
/** The actions the socket calls. */
export interface LiveHandlers {
  /** A balance hint (type 3) with the coin, balance type and ledger id of the frame when it carries them. */
  refreshBalance(hint?: BalanceHintFields): void;
  refreshProfile(): void;
  refreshRates(): void;
  refreshGameConfig(): void;
  forcedLogout(banned: boolean): void;
  toastSuccess(message: string): void;
  toastError(message: string): void;
}
let handlers: LiveHandlers | null = null;

/** Installs the actions the socket calls (boot does this once). */
export function setLiveHandlers(next: LiveHandlers): void {
  handlers = next;
}

/** Text of the tip toast (socket type 13). */
export function tipMessage(tip: TipNotice): string {
  return `You received a tip of ${formatCoin(tip.amount)} ${tip.coin} from ${tip.fromName}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const CHAT_KINDS: readonly string[] = ['text', 'tip', 'rain', 'share', 'system'];

/** A chat entry of frames 10, 13 and 14 (a 13 without id and kind is the tip toast instead). */
export function isChatEntry(value: unknown): value is ChatEntry {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.kind === 'string' &&
    CHAT_KINDS.includes(value.kind) &&
    typeof value.text === 'string' &&
    Array.isArray(value.atUsers) &&
    typeof value.createdAt === 'number' &&
    (value.user === null || (isObject(value.user) && typeof value.user.userName === 'string' && typeof value.user.name === 'string'))
  );
}

function isNewsNotify(value: unknown): value is NewsNotify {
  if (!isObject(value) || typeof value.unread !== 'number' || !isObject(value.item)) return false;
  const item = value.item;
  return typeof item.id === 'number' && typeof item.title === 'string' && typeof item.body === 'string' && typeof item.time === 'number';
}

function isLiveBet(value: unknown): value is LiveBet {
  return isObject(value) && (typeof value.id === 'string' || typeof value.id === 'number');
}

/** The fields of a type 3 frame the wallet compares with what it shows (AmountChange). */
export interface BalanceHintFields {
  coin?: Coin;
  balanceType?: BalanceType;
  ledgerId?: number;
}

/** The coin, type and ledger id of a type 3 payload, each only when well formed. */
export function balanceHintOf(data: unknown): BalanceHintFields {
  if (!isObject(data)) return {};
  const change = data as Partial<Record<keyof AmountChange, unknown>>;
  const hint: BalanceHintFields = {};
  if (typeof change.coin === 'string' && isCoin(change.coin)) hint.coin = change.coin;
  if (change.balanceType === 'DEPOSIT' || change.balanceType === 'BONUS') hint.balanceType = change.balanceType;
  const id = typeof change.ledgerId === 'string' ? Number(change.ledgerId) : change.ledgerId;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) hint.ledgerId = id;
  return hint;
}

/** Routes one decoded frame to the store and actions by its message type (incoming messages). */
export function handleFrame(frame: SocketFrame): void {
  const data = frame.data;
  switch (frame.type) {
    case MSG.NEWS_NOTIFY:
      // The notification itself rides along (server/feeds/notifications.ts): no read needed. A bare 200 asks the
      // bell to re-read.
      if (isNewsNotify(data)) addNotification(data);
      else getState().notifyNews();
      break;
    case MSG.VIP_UNREAD:
      getState().setUnreadFlags(isObject(data) ? (data as { flags?: unknown }).flags : (data as VipUnreadPayload));
      break;
    case MSG.CHAT:
    case MSG.SHARED_GAME:
      if (isChatEntry(data)) room.addChatEntry(data);
      break;
    case MSG.CHAT_ALT:
      // Frame 12 carries chat events: a moderator's delete (to everyone) or my mute (to me only).
      if (isObject(data) && data.event === 'delete' && typeof data.id === 'number') room.removeChatEntry(data.id);
      else if (isObject(data) && data.event === 'mute' && typeof data.msg === 'string') {
        room.setChatMute(typeof data.until === 'number' ? data.until : null, data.msg);
      }
      break;
    case MSG.TIP: {
      // A tip's chat line (an entry, to everyone) or, without id and kind, the receiver's own toast.
      if (isChatEntry(data)) {
        room.addChatEntry(data);
        break;
      }
      const tip = data as TipNotice | undefined;
      if (tip && tip.fromName && tip.coin) handlers?.toastSuccess(tipMessage(tip));
      break;
    }
    case MSG.ONLINE_COUNT: {
      const online = (data as OnlineCount | undefined)?.online;
      if (typeof online === 'number') getState().setOnline(online);
      break;
    }
    case MSG.AMOUNT_CHANGE:
      // An amount change is a hint, not the truth: the wallet decides whether a read is needed (its version and holds).
      handlers?.refreshBalance(balanceHintOf(data));
      break;
    case MSG.FORCED_LOGOUT:
      handlers?.forcedLogout(false);
      break;
    case MSG.FORCED_LOGOUT_BANNED:
      handlers?.forcedLogout(true);
      break;
    case MSG.SUCCESS_TOAST: {
      const content = typeof data === 'string' ? data : isObject(data) ? data.content : undefined;
      if (typeof content === 'string' && content) handlers?.toastSuccess(content);
      break;
    }
    case MSG.REFRESH_RATES:
      handlers?.refreshRates();
      break;
    case MSG.LEVEL_UPDATE: {
      if (!isObject(data)) break;
      const level = data as Partial<LevelUpdate>;
      const patch: Partial<LevelUpdate> = {};
      for (const key of ['currentLevelValue', 'progress', 'nextProgress'] as const) {
        const value = level[key];
        if (typeof value === 'string' || typeof value === 'number') patch[key] = String(value);
      }
      getState().patchUser(patch);
      break;
    }
    case MSG.REFRESH_PROFILE:
      handlers?.refreshProfile();
      handlers?.refreshGameConfig();
      break;
    case MSG.BONUS_WALLET: {
      const status = isObject(data) ? (data as Partial<BonusWalletFlag>).status : data;
      getState().patchUser({ showBonusWallet: Number(status) === 1 ? 1 : 0 });
      break;
    }
    case MSG.DRAG_INFO:
      getState().setDragInfo(data ?? null);
      break;
    case MSG.REFRESH_BUTTON:
      getState().showRefreshButton();
      break;
    case MSG.LIVE_BETS: {
      // Payload: one bet or {list} (LiveBetsPayload).
      const list = isObject(data) && Array.isArray(data.list) ? (data.list as unknown[]) : [data];
      const bets = list.filter(isLiveBet);
      if (bets.length) getState().addLiveBets(bets);
      break;
    }
    case ERROR_FRAME_TYPE: {
      // The server refuses a chat send with an error frame naming its clientId and the reason (docs/protocol.md).
      const refusal = isObject(data) ? data : {};
      const msg = typeof refusal.msg === 'string' && refusal.msg ? refusal.msg : CHAT_SEND_ERROR;
      const pending = getState().chatPending;
      const clientId = typeof refusal.clientId === 'string' ? refusal.clientId : pending[0]?.clientId;
      if (clientId) room.failChatPending(clientId, msg);
      break;
    }
    default:
      // A game's own frames (a live round): followed only while a page watches it (its code registers itself).
      gameFrames.get(frame.type)?.(frame.type, data);
      break;
  }
}

/** Builds a LiveSocket wired to the store and the handlers; options override the URL, socket factory or delays. */
export function createLiveSocket(options: Partial<LiveSocketOptions> = {}): LiveSocket {
  return new LiveSocket({
    url: socketUrl,
    onFrame: handleFrame,
    onStatus: (status) => getState().setSocketStatus(status),
    onReconnectAttempt: (attempt) => {
      // Every third reconnect attempt refreshes the profile.
      if (attempt % 3 === 0 && getState().loggedIn) handlers?.refreshProfile();
    },
    ...options,
  });
}

/** The app's one live socket. */
export const liveSocket = createLiveSocket();
