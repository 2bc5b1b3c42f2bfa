import { useEffect, useState } from 'react';
import { CloudRain, X } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { loadChatRules, loadLatestChat, startChatSync } from '../../src/app/actions/chat';
import { closeChatDialog, openRainDialog } from '../../src/app/actions/chatDialogs';
import { setChatPanelOpen } from '../../src/app/actions/chatPanel';
import { useStore } from '../../src/app/store';
import { ChatComposer } from './ChatComposer';
import { ChatDialogsHost } from './ChatDialogsHost';
import { ChatList } from './ChatList';
import { ChatRulesCard } from './ChatRulesCard';
import './chat.css';

/**
 * The live chat: the room's latest lines (older on scroll-up), the composer, and the rules until accepted. Loaded on
 * demand (ui/chat/ChatHost.tsx): nothing of it is in the first paint.
 */
export function ChatPanel() {
  const { online, rules, loggedIn, sessionChecked } = useStore(
    useShallow((s) => ({ online: s.online, rules: s.chatRules, loggedIn: s.loggedIn, sessionChecked: s.sessionChecked })),
  );
  const [rulesFailed, setRulesFailed] = useState(false);
  const readRules = () => {
    setRulesFailed(false);
    void loadChatRules().then((ok) => setRulesFailed(!ok));
  };
  useEffect(() => {
    startChatSync();
    if (useStore.getState().chatLoad !== 'ready') void loadLatestChat();
    void loadChatRules().then((ok) => setRulesFailed(!ok));
    // The chat's dialogs open from the panel only, and close with it.
    return closeChatDialog;
  }, []);
  return (
    <div className="chat-panel">
      <header className="chat-panel__head">
        <h2 className="chat-panel__title">Chat</h2>
        <span className="chat-panel__online" data-testid="chat-online">
          <span className={`live-dot${online === null ? ' is-off' : ''}`} aria-hidden="true" />
          {online === null ? 'Connecting…' : `${online.toLocaleString('en-US')} online`}
        </span>
        <button
          type="button"
          className="chat-panel__rain"
          data-testid="chat-rain"
          title="Rain on the chat"
          aria-label="Rain on the chat"
          onClick={openRainDialog}
        >
          <CloudRain size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="chat-panel__close"
          data-testid="chat-close"
          aria-label="Close chat"
          onClick={() => setChatPanelOpen(false)}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </header>
      <ChatList />
      {sessionChecked && (!loggedIn || rules?.accepted) ? (
        <ChatComposer />
      ) : sessionChecked && rules ? (
        <ChatRulesCard rules={rules} />
      ) : (
        // The composer waits until the page knows whether a player is signed in (a player opening the chat during the
        // start would otherwise see a guest's composer, then the rules replacing it) and a player's rules are read.
        <div className="chat-composer chat-composer--wait" role="status" data-testid="chat-composer-wait">
          {!sessionChecked ? (
            'Loading the chat…'
          ) : rulesFailed ? (
            <button type="button" className="btn btn--outline btn--block" onClick={readRules}>
              The chat rules could not be loaded: try again
            </button>
          ) : (
            'Loading the chat rules…'
          )}
        </div>
      )}
      <ChatDialogsHost />
    </div>
  );
}
