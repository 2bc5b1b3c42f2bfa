import { MAX_MENTIONS } from '../../core/chat/limits';

/** An @name being typed: where its `@` stands and the letters after it. */
export interface MentionQuery {
  start: number;
  keyword: string;
}

/** The @name being typed just before the caret (an `@` at a word start and 1-20 handle characters), or null. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const m = /(?:^|[^A-Za-z0-9_@])@([A-Za-z0-9_]{1,20})$/.exec(text.slice(0, caret));
  if (!m) return null;
  return { start: caret - m[1]!.length - 1, keyword: m[1]! };
}

/**
 * A player picked to be mentioned: the name written (the nickname everyone sees in chat) and the handle the mention is
 * sent as (`atUsers`).
 */
export interface MentionPick {
  name: string;
  userName: string;
}

/** Replaces the typed @name of `query` (up to the caret) with `@name ` and returns the text and the new caret. */
export function insertMention(text: string, caret: number, query: MentionQuery, name: string): { text: string; caret: number } {
  const insert = `@${name} `;
  const rest = text.slice(caret).replace(/^[A-Za-z0-9_]*\s?/, '');
  return { text: text.slice(0, query.start) + insert + rest, caret: query.start + insert.length };
}

/** Appends `@name ` to a draft (a player card's mention), with a space before it when needed. */
export function appendMention(draft: string, name: string): string {
  const sep = draft === '' || /\s$/.test(draft) ? '' : ' ';
  return `${draft}${sep}@${name} `;
}

const HANDLE_CHAR = /[A-Za-z0-9_]/;

/** `@name` written in the text on its own: not inside a longer word on either side. */
export function writesMention(text: string, name: string): boolean {
  const token = `@${name}`;
  for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1)) {
    const before = text[at - 1];
    const after = text[at + token.length];
    if ((before === undefined || !HANDLE_CHAR.test(before)) && (after === undefined || !HANDLE_CHAR.test(after))) return true;
  }
  return false;
}

/**
 * The handles of the picked players still mentioned in the text (as @name, or as @handle typed out), lower-case, once
 * each, at most MAX_MENTIONS.
 */
export function pickedInText(picked: readonly MentionPick[], text: string): string[] {
  const lower = text.toLowerCase();
  const still = picked.filter((p) => writesMention(text, p.name) || writesMention(lower, p.userName.toLowerCase()));
  return [...new Set(still.map((p) => p.userName.toLowerCase()))].slice(0, MAX_MENTIONS);
}
