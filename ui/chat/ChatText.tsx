import { useMemo } from 'react';
import { Link } from 'react-router';
import { HIDDEN_NAME } from '../../src/core/chat/limits';
import { tokenize, type ChatToken } from '../../src/app/chat/text';
import { useStore } from '../../src/app/store';
import { usePrivateText } from '../streamer/privateText';
import { useStreamerMode } from '../streamer/Private';

/**
 * A message's text as React text nodes: @mentions styled, links to the site itself clickable (in-app navigation),
 * any other URL shown as plain text. In streamer mode a mention reads "@Hidden" and the names the chat knows and
 * amounts are masked in the rest.
 */
export function ChatText({ text, me }: { text: string; me: string | null }) {
  // Others mention me by the nickname chat shows me as: that is my mention too, whole even with spaces in it.
  const myName = useStore((s) => (me && s.user && s.user.userName.toLowerCase() === me.toLowerCase() ? s.user.nickName : null));
  const streamer = useStreamerMode();
  const masked = usePrivateText();
  const tokens = useMemo(() => {
    const parts = tokenize(text, window.location.origin, me && myName ? [{ name: myName, handle: me }] : []);
    if (!streamer) return parts;
    return parts.map((t): ChatToken => ({ ...t, text: t.kind === 'mention' ? `@${HIDDEN_NAME}` : masked(t.text) }));
  }, [text, me, myName, streamer, masked]);
  const mine = me?.toLowerCase() ?? null;
  return (
    <>
      {tokens.map((t, i) => {
        switch (t.kind) {
          case 'mention':
            return (
              <span key={i} className={`chat-mention${t.handle === mine ? ' is-me' : ''}`}>
                {t.text}
              </span>
            );
          case 'link':
            return (
              <Link key={i} className="chat-link" to={t.to}>
                {t.text}
              </Link>
            );
          case 'url':
            return (
              <span key={i} className="chat-url" title="Links to other sites are not clickable">
                {t.text}
              </span>
            );
          default:
            return <span key={i}>{t.text}</span>;
        }
      })}
    </>
  );
}
