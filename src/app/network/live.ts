import { ERROR_FRAME_TYPE, type AmountChange, type LevelUpdate, MSG, type TipNotice } from '../../core/socket';
import type { UserInfo } from '../../core/api';
import { decodeServerFrame, type ServerFrame } from '../../core/socketFrames';
import { formatCoin } from '../../core/format';
import { isCoin, type BalanceType, type Coin } from '../../core/currency';
import { CHAT_SEND_ERROR, LiveSocket, type LiveSocketOptions } from './LiveSocket';
import { getState } from '../store';
import * as room from '../chat/room';
import { addNotification } from '../notifications/list';

/** A game's receiver of its own socket frames (a live round's 400-403), decoded by their schemas. */
export type FrameReceiver = (frame: ServerFrame) => void;

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
  /** A type 204 raised the player's level (from one level id to a higher one); optional for callers that show none. */
  levelUp?(from: number, to: number): void;
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

/**
 * The profile fields of a type 204 payload: the spec's three, and the level and its level-up reward state when the
 * frame carries them (a field the frame leaves out keeps its value).
 */
export function levelPatch(update: LevelUpdate): Partial<UserInfo> {
  const patch: Partial<UserInfo> = {
    currentLevelValue: update.currentLevelValue,
    progress: update.progress,
    nextProgress: update.nextProgress,
  };
  if (update.levelId !== undefined) patch.levelId = update.levelId;
  if (update.currentProgress !== undefined) patch.currentProgress = update.currentProgress;
  if (update.canGetUpReward !== undefined) patch.canGetUpReward = update.canGetUpReward;
  if (update.canGetUpRewardAmount !== undefined) patch.canGetUpRewardAmount = update.canGetUpRewardAmount;
  return patch;
}

/** The fields of a type 3 frame the wallet compares with what it shows (AmountChange). */
export interface BalanceHintFields {
  coin?: Coin;
  balanceType?: BalanceType;
  ledgerId?: number;
}

/** The coin (when the site has it), type and ledger id (when one is known: above 0) of a decoded type 3 payload. */
export function balanceHintOf(change: AmountChange): BalanceHintFields {
  const hint: BalanceHintFields = { balanceType: change.balanceType };
  if (isCoin(change.coin)) hint.coin = change.coin;
  if (change.ledgerId > 0) hint.ledgerId = change.ledgerId;
  return hint;
}

/**
 * Decodes one incoming frame with its type's schema (src/core/socketFrames.ts) and routes it to the store and actions.
 * A frame that breaks its schema, or of a type no schema knows, is dropped whole with a debug log: it never throws and
 * nothing of it is applied.
 */
export function handleFrame(raw: unknown): void {
  const decoded = decodeServerFrame(raw);
  if (!decoded.ok) {
    console.debug(`socket frame dropped: ${decoded.error}`);
    return;
  }
  applyFrame(decoded.frame);
}

function applyFrame(frame: ServerFrame): void {
  switch (frame.type) {
    case MSG.NEWS_NOTIFY:
      // The notification itself rides along (server/feeds/notifications.ts): no read needed. A bare 200 asks the
      // bell to re-read.
      if (frame.data) addNotification(frame.data);
      else getState().notifyNews();
      break;
    case MSG.VIP_UNREAD:
      getState().setUnreadFlags(typeof frame.data === 'number' ? frame.data : frame.data.flags);
      break;
    case MSG.CHAT:
    case MSG.SHARED_GAME:
      room.addChatEntry(frame.data);
      break;
    case MSG.CHAT_ALT:
      // Frame 12 carries chat events: a moderator's delete (to everyone) or my mute (to me only).
      if (frame.data.event === 'delete') room.removeChatEntry(frame.data.id);
      else room.setChatMute(frame.data.until, frame.data.msg);
      break;
    case MSG.TIP:
      // A tip's chat line (an entry, to everyone) or, without id and kind, the receiver's own toast.
      if ('kind' in frame.data) room.addChatEntry(frame.data);
      else handlers?.toastSuccess(tipMessage(frame.data));
      break;
    case MSG.ONLINE_COUNT:
      getState().setOnline(frame.data.online);
      break;
    case MSG.AMOUNT_CHANGE:
      // An amount change is a hint, not the truth: the wallet decides whether a read is needed (its version and holds).
      handlers?.refreshBalance(balanceHintOf(frame.data));
      break;
    case MSG.FORCED_LOGOUT:
      handlers?.forcedLogout(false);
      break;
    case MSG.FORCED_LOGOUT_BANNED:
      handlers?.forcedLogout(true);
      break;
    case MSG.SUCCESS_TOAST:
      handlers?.toastSuccess(typeof frame.data === 'string' ? frame.data : frame.data.content);
      break;
    case MSG.REFRESH_RATES:
      handlers?.refreshRates();
      break;
    case MSG.LEVEL_UPDATE: {
      // Sent within a second of every settled bet: a patch of the profile, and a toast only when the level rises.
      const before = getState().user?.levelId;
      getState().patchUser(levelPatch(frame.data));
      const after = getState().user?.levelId;
      if (before !== undefined && after !== undefined && after > before) handlers?.levelUp?.(before, after);
      break;
    }
    case MSG.REFRESH_PROFILE:
      handlers?.refreshProfile();
      handlers?.refreshGameConfig();
      break;
    case MSG.BONUS_WALLET: {
      const status = typeof frame.data === 'number' ? frame.data : frame.data.status;
      getState().patchUser({ showBonusWallet: status === 1 ? 1 : 0 });
      break;
    }
    case MSG.DRAG_INFO:
      getState().setDragInfo(frame.data);
      break;
    case MSG.REFRESH_BUTTON:
      getState().showRefreshButton();
      break;
    case MSG.BONUS_PROGRESS:
      // The player's open bonuses and free bets as whole lists: they replace the ones shown (the bet panel's rollover
      // bar and free-bet strip, My bonuses).
      getState().setOpenBonuses(frame.data.bonuses);
      getState().setFreeBets(frame.data.freeBets);
      break;
    case MSG.LIVE_BETS:
      // One bet or {list} (LiveBetsPayload), decoded as {list}, oldest first.
      getState().addLiveBets(frame.data.list);
      break;
    case ERROR_FRAME_TYPE: {
      // The server refuses a chat send with an error frame naming its clientId and the reason (docs/protocol.md).
      const msg = frame.data.msg || CHAT_SEND_ERROR;
      if (frame.data.notice) {
        handlers?.toastError(msg);
        break;
      }
      const clientId = frame.data.clientId ?? getState().chatPending[0]?.clientId;
      if (clientId) room.failChatPending(clientId, msg);
      break;
    }
    case MSG.HEARTBEAT:
      // Acknowledgements are LiveSocket's (it never passes them on).
      break;
    default:
      // A game's own frames (a live round), decoded like every other: followed only while a page watches it (its code
      // registers itself).
      gameFrames.get(frame.type)?.(frame);
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
