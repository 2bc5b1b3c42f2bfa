import type { AtUserSuggestion } from '../../src/core/chat/types';
import { Private, usePrivate } from '../streamer/Private';

/** The names offered for the @name being typed; the composer owns the keyboard (up, down, enter, tab, escape). */
export function MentionSuggestions({
  list,
  active,
  onPick,
  onHover,
}: {
  list: readonly AtUserSuggestion[];
  active: number;
  onPick: (user: AtUserSuggestion) => void;
  onHover: (index: number) => void;
}) {
  const { mask } = usePrivate();
  return (
    <ul className="chat-suggest" role="listbox" id="chat-suggest" aria-label="Players to mention" data-testid="chat-suggest">
      {list.map((u, i) => (
        <li
          key={u.userName}
          id={`chat-suggest-${i}`}
          role="option"
          aria-selected={i === active}
          className={`chat-suggest__item${i === active ? ' is-active' : ''}`}
          // Picking on mousedown keeps the textarea's focus.
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(u);
          }}
          onMouseEnter={() => onHover(i)}
        >
          <span className="chat-avatar chat-avatar--sm" aria-hidden="true">
            {mask('name', u.name).charAt(0).toUpperCase()}
          </span>
          <span className="chat-suggest__name">
            <Private kind="name">{u.name}</Private>
          </span>
          {u.name.toLowerCase() !== u.userName.toLowerCase() && (
            <span className="chat-suggest__handle">
              @<Private kind="name">{u.userName}</Private>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
