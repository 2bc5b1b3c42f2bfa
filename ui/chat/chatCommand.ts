import { parseChatCommand } from '../../src/app/actions/chatCommands';
import { openRainDialog, openTipDialog } from '../../src/app/actions/chatDialogs';
import { toastError } from '../../src/app/actions/toast';
import { getState } from '../../src/app/store';

/**
 * Runs a chat command typed in the composer: /tip opens the tip dialog prefilled (money moves only from its confirm
 * step), /rain opens the rain dialog, a malformed command shows its error as a toast. True when the text was a command
 * (handled: do not send it as a message); false for a plain message.
 */
export function runChatCommand(text: string): boolean {
  const command = parseChatCommand(text);
  if (!command) return false;
  if (command.kind === 'error') {
    toastError(command.message);
  } else if (command.kind === 'rain') {
    openRainDialog();
  } else {
    const me = getState().user?.userName.toLowerCase();
    if (me && me === command.userName.toLowerCase()) toastError('You cannot tip yourself');
    else openTipDialog({ toUserName: command.userName, toName: command.userName, coin: command.coin, amount: command.amount });
  }
  return true;
}
