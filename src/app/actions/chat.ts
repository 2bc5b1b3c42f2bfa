import { MSG, type ChatMessage } from '../../core/socket';
import { CHAT_SEND_ERROR, SOCKET_SEND_ERROR } from '../network/LiveSocket';
import { liveSocket } from '../network/live';
import { getState } from '../store';
import { toastError } from './toast';

/**
 * Sends a chat message (outgoing type 10 with the chat message fields). Sending requires login: a guest gets the Login
 * dialog (spec section 5). A closed socket fails with the network message and reconnects (spec section 8); any other
 * send failure shows 'Send failed, please refresh and retry'. Returns true when the frame left.
 */
export function sendChat(text: string, atUsers: readonly string[] = []): boolean {
  const state = getState();
  if (!state.loggedIn || !state.user) {
    state.openDialog('login');
    return false;
  }
  const body = text.trim();
  if (!body) return false;
  const { user } = state;
  const message: ChatMessage = {
    text: body,
    privacy: user.privacy,
    from: user.id,
    fromName: user.nickName,
    imgUrl: user.imgUrl,
    atUsers: [...atUsers],
  };
  try {
    liveSocket.send({ type: MSG.CHAT, data: message });
  } catch (error) {
    toastError(error instanceof Error && error.message === SOCKET_SEND_ERROR ? SOCKET_SEND_ERROR : CHAT_SEND_ERROR);
    return false;
  }
  state.setChatSending(true);
  return true;
}
