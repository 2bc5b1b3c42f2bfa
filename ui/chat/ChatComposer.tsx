import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import type { AtUserSuggestion } from '../../src/core/chat/types';
import { MAX_LENGTH } from '../../src/core/chat/limits';
import { sendChat } from '../../src/app/actions/chat';
import { createMentionSuggester } from '../../src/app/actions/chatMentions';
import { insertMention, mentionQueryAt, type MentionQuery } from '../../src/app/chat/compose';
import { useStore } from '../../src/app/store';
import { formatDateTime } from '../../src/core/time';
import { usePrivateText } from '../streamer/privateText';
import { runChatCommand } from './chatCommand';
import { MentionSuggestions } from './MentionSuggestions';
import { clearPicks, currentPicks, rememberPick } from './mentionInComposer';

/** The counter shows once this few characters are left. */
const COUNTER_FROM = 50;

/**
 * The mute notice while it lasts (it clears itself when the mute ends), with the end in the player's own time zone (the
 * server's message words it in UTC).
 */
function MuteNotice({ until }: { until: number }) {
  return (
    <p className="chat-composer__note is-mute" role="status" data-testid="chat-mute">
      You are muted in chat until {formatDateTime(until)}
    </p>
  );
}

/** The message box: @name suggestions, the length counter, send on Enter (Shift+Enter for a new line). */
export function ChatComposer() {
  const { draft, setDraft, error, mute, loggedIn } = useStore(
    useShallow((s) => ({ draft: s.chatDraft, setDraft: s.setChatDraft, error: s.chatError, mute: s.chatMute, loggedIn: s.loggedIn })),
  );
  const masked = usePrivateText();
  const input = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [suggestions, setSuggestions] = useState<{ keyword: string; list: AtUserSuggestion[] }>({ keyword: '', list: [] });
  const [active, setActive] = useState(0);
  const suggester = useMemo(() => createMentionSuggester((keyword, list) => setSuggestions({ keyword, list })), []);
  useEffect(() => () => suggester.dispose(), [suggester]);

  const open = query !== null && suggestions.keyword === query.keyword.toLowerCase() && suggestions.list.length > 0;
  const length = [...draft.trim()].length;
  const left = MAX_LENGTH - length;
  // The slice clears the mute when it ends.
  const muted = mute !== null;

  // The box grows with its text up to a few lines; a picked name puts the caret after it in the same commit, before
  // the next keystroke lands.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 120)}px`;
    if (caret.current !== null) {
      el.focus();
      el.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [draft]);

  const follow = (text: string, caret: number) => {
    const q = loggedIn ? mentionQueryAt(text, caret) : null;
    setQuery(q);
    setActive(0);
    suggester.query(q?.keyword ?? null);
  };

  const pick = (user: AtUserSuggestion) => {
    const el = input.current;
    if (!el || !query) return;
    // Written as the nickname everyone sees in chat; sent as the handle.
    const next = insertMention(draft, el.selectionStart ?? draft.length, query, user.name);
    rememberPick(user);
    caret.current = next.caret;
    setDraft(next.text);
    setQuery(null);
    suggester.query(null);
  };

  const submit = () => {
    if (draft.trimStart().startsWith('/') && runChatCommand(draft)) {
      setDraft('');
      return;
    }
    const outcome = sendChat(draft, currentPicks());
    if (outcome === 'sent') {
      clearPicks();
      setQuery(null);
      suggester.query(null);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      const count = suggestions.list.length;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : count - 1)) % count);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        pick(suggestions.list[Math.min(active, count - 1)]!);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        setQuery(null);
        suggester.query(null);
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <div className="chat-composer">
      {open && <MentionSuggestions list={suggestions.list} active={active} onPick={pick} onHover={setActive} />}
      {muted && <MuteNotice until={mute.until} />}
      {error && !muted && (
        <p className="chat-composer__note is-error" role="alert" data-testid="chat-error">
          {masked(error)}
        </p>
      )}
      <form
        className="chat-composer__row"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <textarea
          ref={input}
          className="chat-composer__input"
          data-testid="chat-input"
          rows={1}
          value={draft}
          disabled={muted}
          placeholder={loggedIn ? 'Say something… (@ to mention)' : 'Log in to chat'}
          aria-label="Chat message"
          // A textarea is a textbox, which has no aria-expanded: the open list shows through aria-controls.
          aria-autocomplete="list"
          aria-controls={open ? 'chat-suggest' : undefined}
          aria-activedescendant={open ? `chat-suggest-${active}` : undefined}
          enterKeyHint="send"
          onChange={(e) => {
            setDraft(e.target.value);
            follow(e.target.value, e.target.selectionStart ?? e.target.value.length);
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(e) => {
            if (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'Home' || e.key === 'End') {
              follow(e.currentTarget.value, e.currentTarget.selectionStart ?? 0);
            }
          }}
          onBlur={() => setQuery(null)}
        />
        <button
          type="submit"
          className="chat-composer__send"
          data-testid="chat-send"
          aria-label="Send message"
          disabled={muted || length === 0 || left < 0}
        >
          <SendHorizontal size={18} aria-hidden="true" />
        </button>
      </form>
      {left <= COUNTER_FROM && (
        <p className={`chat-composer__count num${left < 0 ? ' is-over' : ''}`} data-testid="chat-count" aria-live="polite">
          {length}/{MAX_LENGTH}
        </p>
      )}
    </div>
  );
}
