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
  const label = `${open ? 'Close' : 'Open'} chat${unread > 0 ? `, ${unread} unread ${unread === 1 ? 'mention' : 'mentions'}` : ''}`;
  const badge = unread > 0 && (
    <span className="chat-toggle__badge" data-testid="chat-mention-badge" aria-hidden="true">
      {unread > 99 ? '99+' : unread}
    </span>
  );
  if (variant === 'bar') {
    return (
      <button
        type="button"
        className={`bottom-nav__item chat-toggle--bar${open ? ' active' : ''}`}
        data-testid="chat-toggle-bar"
        aria-pressed={open}
        aria-label={label}
        onClick={toggleChatPanel}
      >
        <span className="chat-toggle__icon">
          <MessageSquare size={22} aria-hidden="true" />
          {badge}
        </span>
        <span aria-hidden="true">Chat</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`chat-toggle${open ? ' is-open' : ''}`}
      data-testid="chat-toggle"
      aria-pressed={open}
      aria-label={label}
      onClick={toggleChatPanel}
    >
      <span className="chat-toggle__icon">
        <MessageSquare size={18} aria-hidden="true" />
        {badge}
      </span>
      {online !== null && (
        <span className="chat-toggle__online num">
          <span className="live-dot" aria-hidden="true" />
          {online.toLocaleString('en-US')}
        </span>
      )}
    </button>
  );
}
