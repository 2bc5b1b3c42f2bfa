import { appendMention } from '../../src/app/chat/compose';
import { getState } from '../../src/app/store';

/** Adds `@userName ` to the chat composer and puts the caret after it (the player card's Mention button). */
export function mentionInComposer(userName: string): void {
  const state = getState();
  state.setChatDraft(appendMention(state.chatDraft, userName));
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
