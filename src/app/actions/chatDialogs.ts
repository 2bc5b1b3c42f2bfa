import { createStore } from 'zustand/vanilla';
import type { ChatShare, ChatUser } from '../../core/chat';
import type { Coin } from '../../core/currency';
import type { MentionPick } from '../chat/compose';
import { getState } from '../store';

/** What the tip dialog opens with: the receiver and, from a /tip command, the coin and amount typed. */
export interface TipDialogArgs {
  toUserName: string;
  toName: string;
  coin?: Coin;
  amount?: string;
}

/** The bet a shared card (or anything else) opens: its game says which history the id is from. */
export type BetRef = Pick<ChatShare, 'game' | 'betId'>;

/** The chat's dialog on screen (one at a time): ChatDialogsHost renders it. */
export type ChatDialog =
  | { kind: 'player'; user: ChatUser; onMention?: ((user: MentionPick) => void) | undefined }
  | { kind: 'tip'; args: TipDialogArgs }
  | { kind: 'rain' }
  | { kind: 'bet'; bet: BetRef };

/** The dialog on screen and its opening's number (each opening starts a fresh dialog, even of the same kind). */
export interface ChatDialogState {
  dialog: ChatDialog | null;
  seq: number;
}

/** The dialog state, outside the app store: only the chat's dialogs and their host read it. */
export const chatDialogStore = createStore<ChatDialogState>()(() => ({ dialog: null, seq: 0 }));

const show = (dialog: ChatDialog | null) => chatDialogStore.setState((s) => ({ dialog, seq: dialog ? s.seq + 1 : s.seq }));

/** Money moves need a login: a guest gets the Login dialog instead (false). */
function loggedInOrLogin(): boolean {
  if (getState().loggedIn) return true;
  show(null);
  getState().openDialog('login');
  return false;
}

/** Opens the tip dialog for a player (prefilled from a /tip command). It always asks to confirm before sending. */
export function openTipDialog(args: TipDialogArgs): void {
  if (loggedInOrLogin()) show({ kind: 'tip', args });
}

/** Opens the rain dialog. */
export function openRainDialog(): void {
  if (loggedInOrLogin()) show({ kind: 'rain' });
}

/**
 * Opens a player's card (public: stats, Tip, Mention). Mention calls `onMention` when given, else every listener of
 * `onMentionRequest` (the chat composer).
 */
export function openPlayerCard(user: ChatUser, onMention?: (user: MentionPick) => void): void {
  show({ kind: 'player', user, onMention });
}

/** Opens a bet's detail with its Replay (public), the dialog of its game. */
export function openBetDetail(bet: BetRef): void {
  show({ kind: 'bet', bet: { game: bet.game, betId: bet.betId } });
}

/** Closes whichever chat dialog is open. */
export function closeChatDialog(): void {
  show(null);
}

const mentionListeners = new Set<(user: MentionPick) => void>();

/** Listens for Mention presses of player cards opened without their own callback; returns the unsubscribe. */
export function onMentionRequest(listener: (user: MentionPick) => void): () => void {
  mentionListeners.add(listener);
  return () => {
    mentionListeners.delete(listener);
  };
}

/** Asks the listeners (the composer) to mention a player. */
export function requestMention(user: MentionPick): void {
  for (const listener of mentionListeners) listener(user);
}
