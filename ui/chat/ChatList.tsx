import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ArrowDown, LoaderCircle } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { loadLatestChat, loadOlderChat, markMentionsRead } from '../../src/app/actions/chat';
import { CHAT_MEMORY_LIMIT } from '../../src/app/chat/entries';
import { useStore } from '../../src/app/store';
import { usePrivateText } from '../streamer/privateText';
import { Private } from '../streamer/Private';
import { ChatAvatar, ChatRow } from './ChatRow';

/** Within this many px of the end counts as "at the bottom" (new lines keep it there). */
const BOTTOM_SLACK = 48;
/** Within this many px of the top, the older page is asked for. */
const TOP_SLACK = 120;

/** My sends awaiting their broadcast, dimmed at the bottom. */
function PendingRows() {
  const { pending, user } = useStore(useShallow((s) => ({ pending: s.chatPending, user: s.user })));
  const masked = usePrivateText();
  if (!user) return null;
  const me = { name: user.nickName || user.userName, userName: user.userName, avatar: '', vipLevel: 0, hidden: false };
  return pending.map((p) => (
    <li key={p.clientId} className="chat-row is-pending" data-testid="chat-pending" aria-label="Sending">
      <ChatAvatar user={me} />
      <div className="chat-row__body">
        <div className="chat-row__head">
          <span className="chat-row__name">
            <Private kind="name">{me.name}</Private>
          </span>
          <span className="chat-row__time">Sending…</span>
        </div>
        <p className="chat-row__text">{masked(p.text)}</p>
      </div>
    </li>
  ));
}

/**
 * The scrolling list: stays at the bottom while the player is there, shows a "new messages" pill when they scrolled
 * up, fetches the older page near the top without moving what is on screen, and marks my mentions read once the
 * bottom (the newest line) is in view.
 */
export function ChatList() {
  const { entries, hasMore, load, loadingOlder, pendingCount, mentionIds, me } = useStore(
    useShallow((s) => ({
      entries: s.chatEntries,
      hasMore: s.chatHasMore,
      load: s.chatLoad,
      loadingOlder: s.chatLoadingOlder,
      pendingCount: s.chatPending.length,
      mentionIds: s.chatMentions.ids,
      me: s.user?.userName ?? null,
    })),
  );
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [bottom, setBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const last = useRef({ first: 0, newest: 0, height: 0, top: 0, pending: 0 });

  const toBottom = useCallback(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setBottom(true);
    setUnseen(0);
  }, []);

  const first = entries[0]?.id ?? 0;
  const newest = entries.at(-1)?.id ?? 0;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = last.current;
    if (prev.first !== 0 && first < prev.first && newest === prev.newest) {
      // An older page came in above: keep the same lines on screen.
      el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    } else if (atBottom.current || pendingCount > prev.pending || prev.newest === 0) {
      el.scrollTop = el.scrollHeight;
    } else if (newest > prev.newest) {
      setUnseen((n) => n + entries.filter((e) => e.id > prev.newest).length);
    }
    last.current = { first, newest, height: el.scrollHeight, top: el.scrollTop, pending: pendingCount };
  }, [first, newest, pendingCount, entries]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK;
    atBottom.current = near;
    setBottom(near);
    if (near) setUnseen(0);
    last.current.top = el.scrollTop;
    last.current.height = el.scrollHeight;
    if (el.scrollTop <= TOP_SLACK) void loadOlderChat();
  };

  // Seen: with the panel open and the newest line on screen, every mention up to it counts as read.
  const hasUnreadShown = mentionIds.some((id) => id <= newest);
  useEffect(() => {
    if (bottom && newest > 0 && hasUnreadShown) void markMentionsRead(newest);
  }, [bottom, newest, hasUnreadShown]);

  // A list shorter than the box has no scroll to reach the top with: ask for older lines at once.
  useEffect(() => {
    const el = box.current;
    if (el && load === 'ready' && el.scrollHeight <= el.clientHeight && hasMore) void loadOlderChat();
  }, [load, hasMore, entries.length]);

  return (
    <div className="chat-list" ref={box} onScroll={onScroll} data-testid="chat-list">
      {load === 'loading' && entries.length === 0 && (
        <div className="chat-list__state" role="status">
          <LoaderCircle size={18} className="spin" aria-hidden="true" /> Loading chat…
        </div>
      )}
      {load === 'error' && entries.length === 0 && (
        <div className="chat-list__state" role="alert">
          <p>The chat could not be loaded.</p>
          <button type="button" className="btn btn--outline" onClick={() => void loadLatestChat()}>
            Try again
          </button>
        </div>
      )}
      {load === 'ready' && (
        <p className="chat-list__edge" data-testid="chat-edge">
          {loadingOlder ? (
            <>
              <LoaderCircle size={14} className="spin" aria-hidden="true" /> Loading older messages…
            </>
          ) : !hasMore ? (
            'This is the start of the chat'
          ) : entries.length >= CHAT_MEMORY_LIMIT ? (
            `Only the latest ${CHAT_MEMORY_LIMIT} messages are kept here`
          ) : (
            'Scroll up for older messages'
          )}
        </p>
      )}
      {load === 'ready' && entries.length === 0 && pendingCount === 0 && <p className="chat-list__empty">No messages yet. Say hi!</p>}
      <ol className="chat-list__rows" aria-label="Chat messages" aria-live="polite" aria-relevant="additions">
        {entries.map((e) => (
          <ChatRow key={e.id} entry={e} me={me} />
        ))}
        <PendingRows />
      </ol>
      {!bottom && unseen > 0 && (
        <button type="button" className="chat-list__pill" data-testid="chat-new-pill" onClick={toBottom}>
          <ArrowDown size={14} aria-hidden="true" /> {unseen} new {unseen === 1 ? 'message' : 'messages'}
        </button>
      )}
    </div>
  );
}
