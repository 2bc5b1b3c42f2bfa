import { MAX_LENGTH, type ChatRules } from '../../src/core/chat';
import type { Queryable } from '../db/pool';

/** The chat rules shown before a player's first message; a new version must be accepted again. */
export const CHAT_RULES = {
  version: 1,
  rules: [
    'Be respectful: no harassment, hate speech or threats.',
    'No spam, flooding or advertising, and no begging for tips or rain.',
    'Never share personal details, passwords or recovery codes; staff will never ask for them.',
    'No links to other sites; only links to this site are clickable.',
    'English in the main room, please.',
    'Moderators may delete messages and mute players who break these rules.',
  ],
} as const;

/** The rules with whether this user (null: a guest) accepted the current version. */
export async function rulesFor(db: Queryable, userId: number | null): Promise<ChatRules> {
  let accepted = false;
  if (userId !== null) {
    const { rows } = await db.query<{ v: number }>('SELECT chat_rules_version AS v FROM users WHERE id = $1', [userId]);
    accepted = (rows[0]?.v ?? 0) >= CHAT_RULES.version;
  }
  return { version: CHAT_RULES.version, rules: [...CHAT_RULES.rules], accepted, maxLength: MAX_LENGTH };
}

/** Records that the user accepted the current rules (idempotent). */
export async function acceptRules(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET chat_rules_version = GREATEST(chat_rules_version, $2) WHERE id = $1', [userId, CHAT_RULES.version]);
}
