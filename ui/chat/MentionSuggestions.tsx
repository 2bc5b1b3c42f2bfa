import type { AtUserSuggestion } from '../../src/core/chat/types';

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
            {u.name.charAt(0).toUpperCase()}
          </span>
          <span className="chat-suggest__name">{u.name}</span>
          {u.name.toLowerCase() !== u.userName.toLowerCase() && <span className="chat-suggest__handle">@{u.userName}</span>}
        </li>
      ))}
    </ul>
  );
}
