import { appendMention, type MentionPick } from '../../src/app/chat/compose';
import { getState } from '../../src/app/store';

// The players picked for the draft being written (suggestions and player cards), until it is sent.
let picks: MentionPick[] = [];

/** Remembers a picked player: their @name in the draft is sent as their handle. */
export function rememberPick(pick: MentionPick): void {
  picks = [...picks, { name: pick.name, userName: pick.userName }];
}

/** The players picked for the current draft. */
export function currentPicks(): readonly MentionPick[] {
  return picks;
}

/** Forgets the picks (the draft was sent). */
export function clearPicks(): void {
  picks = [];
}

/**
 * Adds `@name ` to the chat composer, with the nickname the player is shown by (never the login name behind it), and
 * puts the caret after it (the player card's Mention button).
 */
export function mentionInComposer(user: MentionPick): void {
  const state = getState();
  rememberPick(user);
  state.setChatDraft(appendMention(state.chatDraft, user.name));
  focusComposer();
}

/** Puts the caret at the end of the chat composer, when it is on screen. */
export function focusComposer(): void {
  const input = document.querySelector<HTMLTextAreaElement>('[data-testid="chat-input"]');
  if (!input) return;
  input.focus();
  // The store's draft reaches the textarea on the next render.
  requestAnimationFrame(() => input.setSelectionRange(input.value.length, input.value.length));
}
