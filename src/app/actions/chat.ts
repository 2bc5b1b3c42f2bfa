import { MAX_LENGTH } from '../../core/chat/limits';
import { normaliseChatText } from '../../core/chat/schemas';
import { MSG } from '../../core/socket';
import * as chatApi from '../api/chat';
import { canLoadOlder } from '../chat/entries';
import { pickedInText, type MentionPick } from '../chat/compose';
import { CHAT_SEND_ERROR, SOCKET_SEND_ERROR } from '../network/LiveSocket';
import { liveSocket } from '../network/live';
import { getState, useStore } from '../store';
import * as room from '../chat/room';

/** A send not confirmed by its broadcast within this time is shown as failed (the text returns to the composer). */
export const CHAT_ACK_TIMEOUT_MS = 15_000;
/** Refusal of a message past the length cap (the server says the same in its own words). */
export const TOO_LONG = `Messages can be at most ${MAX_LENGTH} characters`;

/** What became of a send. */
export type ChatSendOutcome = 'sent' | 'login' | 'rules' | 'muted' | 'empty' | 'too-long' | 'failed';

let sequence = 0;
/** A fresh id for a send, echoed by its broadcast (the server accepts 1-40 of [A-Za-z0-9_-]). */
export function newClientId(): string {
  sequence += 1;
  return `c${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Sends a chat message (socket frame 10 {text, atUsers, clientId}); `picked` are the handles chosen from the mention
 * suggestions (those still written in the text go in atUsers). A guest gets the Login dialog; a player
 * who has not accepted the rules gets them first; a muted one sees the mute. The message shows dimmed until its
 * broadcast echoes the clientId. A closed socket fails with the network message and reconnects, any other failure with
 * 'Send failed, please refresh and retry'; a refusal frame shows the server's message. The text goes
 * back to the composer whenever the send does not go through.
 */
export function sendChat(text: string, picked: readonly MentionPick[] = []): ChatSendOutcome {
  const state = getState();
  if (!state.loggedIn || !state.user) {
    state.openDialog('login');
    return 'login';
  }
  const body = normaliseChatText(text);
  if (!body) return 'empty';
  if ([...body].length > MAX_LENGTH) {
    room.setChatError(TOO_LONG);
    return 'too-long';
  }
  if (state.chatRules && !state.chatRules.accepted) return 'rules';
  const mute = state.chatMute;
  if (mute && mute.until > Date.now()) {
    room.setChatError(mute.msg);
    return 'muted';
  }
  const clientId = newClientId();
  const atUsers = pickedInText(picked, body);
  state.setChatDraft('');
  room.addChatPending({ clientId, text: body, atUsers, createdAt: Date.now() });
  try {
    liveSocket.send({ type: MSG.CHAT, data: { text: body, atUsers, clientId } });
  } catch (error) {
    const closed = error instanceof Error && error.message === SOCKET_SEND_ERROR;
    room.failChatPending(clientId, closed ? SOCKET_SEND_ERROR : CHAT_SEND_ERROR);
    return 'failed';
  }
  setTimeout(() => room.failChatPending(clientId, CHAT_SEND_ERROR), CHAT_ACK_TIMEOUT_MS);
  return 'sent';
}

let latest: Promise<void> | null = null;

/**
 * Reads the latest page (the panel's first open, and again after the socket reconnects) and merges it with what is
 * shown: no duplicates, and no old lines next to new ones when more than a page was missed. One read at a time.
 */
export function loadLatestChat(): Promise<void> {
  latest ??= (async () => {
    const state = getState();
    if (state.chatLoad !== 'ready') room.setChatLoad('loading');
    const env = await chatApi.getChatList();
    if (env.code === 200 && env.data) room.applyChatLatest(env.data);
    else if (getState().chatLoad !== 'ready') room.setChatLoad('error');
  })().finally(() => {
    latest = null;
  });
  return latest;
}

/** Reads the page before the oldest entry shown (scrolling up), when there is one and memory has room. */
export async function loadOlderChat(): Promise<void> {
  const state = getState();
  const list = { entries: state.chatEntries, hasMore: state.chatHasMore };
  if (state.chatLoadingOlder || state.chatLoad !== 'ready' || !canLoadOlder(list)) return;
  room.setChatLoadingOlder(true);
  const env = await chatApi.getChatList(list.entries[0]!.id);
  if (env.code === 200 && env.data) room.applyChatOlder(env.data);
  else room.setChatLoadingOlder(false);
}

/** Reads the rules and whether I accepted them; resolves false when they could not be read. */
export async function loadChatRules(): Promise<boolean> {
  const env = await chatApi.getChatRules();
  if (env.code !== 200 || !env.data) return false;
  room.setChatRules(env.data);
  return true;
}

/** Accepts the rules shown; resolves to the server's refusal message, or null when accepted. */
export async function acceptChatRules(): Promise<string | null> {
  const env = await chatApi.acceptChatRules(getState().chatRules?.version);
  if (env.code === 200 && env.data) {
    room.setChatRules(env.data);
    return null;
  }
  if (env.code === 401) getState().openDialog('login');
  return env.msg || CHAT_SEND_ERROR;
}

/** Reads my unread mentions (the badge). */
export async function refreshMentions(): Promise<void> {
  if (!getState().loggedIn) return;
  const env = await chatApi.getMentionState();
  if (env.code === 200 && env.data && getState().loggedIn) room.setChatMentions(env.data);
}

let readWanted = 0;
let reading: Promise<void> | null = null;

/**
 * Marks my mentions up to entry `id` read (they were seen). Calls coalesce: nothing is sent when no unread mention is
 * at or below `id`, and while one request is out, later calls only raise the id the next one sends.
 */
export function markMentionsRead(id: number): Promise<void> {
  const { chatMentions, loggedIn } = getState();
  if (!loggedIn || !chatMentions.ids.some((m) => m <= id)) return reading ?? Promise.resolve();
  readWanted = Math.max(readWanted, id);
  // Seen now: the badge drops at once, the server's answer confirms.
  room.setChatMentions({
    unread: chatMentions.ids.filter((m) => m > id).length + Math.max(0, chatMentions.unread - chatMentions.ids.length),
    ids: chatMentions.ids.filter((m) => m > id),
  });
  reading ??= (async () => {
    let sent = 0;
    while (readWanted > sent) {
      sent = readWanted;
      const env = await chatApi.getMentionState(sent);
      if (env.code !== 200 || !env.data) break;
      // Mentions that arrived live after the request left stay counted.
      const local = getState().chatMentions.ids.filter((m) => m > sent && !env.data!.ids.includes(m));
      room.setChatMentions({ unread: env.data.unread + local.length, ids: [...local, ...env.data.ids] });
    }
  })().finally(() => {
    reading = null;
  });
  return reading;
}

let syncing = false;

/**
 * Keeps the chat in step with the session and the socket (idempotent): the latest page is read again after a
 * reconnect while the panel has shown it, a login reads my mentions and rules, a logout forgets them.
 */
export function startChatSync(): void {
  if (syncing) return;
  syncing = true;
  void refreshMentions();
  useStore.subscribe((state, prev) => {
    if (state.socketStatus === 'open' && prev.socketStatus !== 'open' && state.chatLoad !== 'idle') void loadLatestChat();
    if (state.loggedIn !== prev.loggedIn) {
      const rulesShown = state.chatOpen || state.chatRules !== null;
      // The rules' acceptance is the player's: forget the previous one until the new answer is in.
      room.setChatRules(null);
      if (!state.loggedIn) room.resetChatPlayer();
      else void refreshMentions();
      if (rulesShown) void loadChatRules();
    }
  });
}
