import { MessageSquare } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { toggleChatPanel } from '../../src/app/actions/chatPanel';
import { useStore } from '../../src/app/store';

/**
 * Opens and closes the chat: the header's button (with the online count) and the phone bar's item. The red badge
 * counts my unread mentions until they are seen.
 */
export function ChatToggle({ variant }: { variant: 'header' | 'bar' }) {
  const { open, online, unread } = useStore(useShallow((s) => ({ open: s.chatOpen, online: s.online, unread: s.chatMentions.unread })));
  const bar = variant === 'bar';
  // The name holds the text the button shows (the online count in the header, "Chat" in the phone bar).
  const onlineText = online === null ? null : online.toLocaleString('en-US');
  const shown = bar || onlineText === null ? '' : `, ${onlineText} online`;
  const label = `${open ? 'Close' : 'Open'} chat${shown}${unread > 0 ? `, ${unread} unread ${unread === 1 ? 'mention' : 'mentions'}` : ''}`;
  return (
    <button
      type="button"
      className={bar ? `bottom-nav__item chat-toggle--bar${open ? ' active' : ''}` : `chat-toggle${open ? ' is-open' : ''}`}
      data-testid={bar ? 'chat-toggle-bar' : 'chat-toggle'}
      aria-pressed={open}
      aria-label={label}
      onClick={toggleChatPanel}
    >
      <span className="chat-toggle__icon">
        <MessageSquare size={bar ? 22 : 18} aria-hidden="true" />
        {unread > 0 && (
          <span className="chat-toggle__badge" data-testid="chat-mention-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      {bar ? (
        <span aria-hidden="true">Chat</span>
      ) : (
        onlineText !== null && (
          <span className="chat-toggle__online num">
            <span className="live-dot" aria-hidden="true" />
            {onlineText}
          </span>
        )
      )}
    </button>
  );
}
