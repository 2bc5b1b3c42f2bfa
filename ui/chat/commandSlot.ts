/**
 * The one place composer text starting with `/` goes before it is sent. Returns true when a command handled the text
 * (it is then not sent as a message), false to send it as a normal message. No command is wired yet: the /tip
 * command (`/tip @name amount coin`, POST /v1/account/sendTip) will be added here, so the composer does not change.
 */
export function runChatCommand(text: string): boolean {
  void text;
  return false;
}
