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

/** Replaces the typed @name of `query` (up to the caret) with `@userName ` and returns the text and the new caret. */
export function insertMention(text: string, caret: number, query: MentionQuery, userName: string): { text: string; caret: number } {
  const insert = `@${userName} `;
  const rest = text.slice(caret).replace(/^[A-Za-z0-9_]*\s?/, '');
  return { text: text.slice(0, query.start) + insert + rest, caret: query.start + insert.length };
}

/** Appends `@userName ` to a draft (a player card's mention), with a space before it when needed. */
export function appendMention(draft: string, userName: string): string {
  const sep = draft === '' || /\s$/.test(draft) ? '' : ' ';
  return `${draft}${sep}@${userName} `;
}

/** The picked handles still written as @handle in the text, lower-case, once each, at most MAX_MENTIONS. */
export function pickedInText(picked: readonly string[], text: string): string[] {
  const written = new Set([...text.matchAll(/(?<![A-Za-z0-9_])@([A-Za-z0-9_]{3,20})(?![A-Za-z0-9_])/g)].map((m) => m[1]!.toLowerCase()));
  return [...new Set(picked.map((p) => p.toLowerCase()))].filter((p) => written.has(p)).slice(0, MAX_MENTIONS);
}
