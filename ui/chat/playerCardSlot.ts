import type { ChatUser } from '../../src/core/chat/types';
import { appendMention } from '../../src/app/chat/compose';
import { getState } from '../../src/app/store';

/**
 * The one place a click on a chat author (name or avatar) goes. For now it mentions the player: `@userName ` is added
 * to the composer. The player card (bets, tip and mention buttons) will replace this body; every caller already comes
 * through here, so nothing else changes then. Hidden (private) players are never passed in: their rows have no action.
 */
export function openPlayerCard(user: ChatUser): void {
  if (user.hidden) return;
  const state = getState();
  state.setChatDraft(appendMention(state.chatDraft, user.userName));
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
