import { z } from '../zod';
import { amountSchema, coinSchema, idempotencyKeySchema, userNameSchema } from '../schemas';
import { hasControlOrBidi } from '../safeText';
import { HOUSE_GAMES, type HouseGame } from '../games/catalog';
import { HISTORY_PAGE_SIZE, MAX_LENGTH, MAX_MENTIONS, MUTE_MINUTES } from './limits';

/** Normalises chat text: NFC, line ends to \n, runs of blank lines collapsed, trimmed. */
export function normaliseChatText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// A line break is the one control character a message may hold.
const hasForbiddenChar = (text: string) => hasControlOrBidi(text.replace(/\n/g, ''));

/** A chat message's text: trimmed and normalised, 1..MAX_LENGTH characters, no control or bidi characters. */
export const chatTextSchema = z
  .string({ error: 'text must be a string' })
  .transform(normaliseChatText)
  .refine((t) => t.length > 0, { error: 'text is empty', abort: true })
  .refine((t) => [...t].length <= MAX_LENGTH, { error: `text must be at most ${MAX_LENGTH} characters`, abort: true })
  .refine((t) => !hasForbiddenChar(t), { error: 'text must not contain control or text-direction characters' });

const handle = z
  .string({ error: 'atUsers must hold user names' })
  .regex(/^[A-Za-z0-9_]{3,20}$/, { error: 'atUsers must hold user names (3-20 letters, digits or underscores)' })
  .transform((s) => s.toLowerCase());

/** A browser-chosen id echoed in the broadcast entry to confirm a send. */
export const clientIdSchema = z.string({ error: 'clientId must be a string' }).regex(/^[A-Za-z0-9_-]{1,40}$/, {
  error: 'clientId must be 1-40 letters, digits, - or _',
});

/**
 * Socket frame type 10, data: the spec's chat message fields. Only text, atUsers and clientId are read: privacy,
 * from, fromName and imgUrl are accepted for older senders and ignored (the session's user is the author).
 */
export const chatSendSchema = z.strictObject({
  text: chatTextSchema,
  atUsers: z
    .array(handle, { error: 'atUsers must be a list of user names' })
    .max(MAX_MENTIONS, { error: `atUsers must hold at most ${MAX_MENTIONS} names` })
    .optional(),
  clientId: clientIdSchema.optional(),
  privacy: z.unknown().optional(),
  from: z.unknown().optional(),
  fromName: z.unknown().optional(),
  imgUrl: z.unknown().optional(),
});
export type ChatSend = z.infer<typeof chatSendSchema>;

/**
 * Socket frame type 14 and POST /v1/user/userChat/shareBet: share one of your settled bets of any house game, by its
 * bets id. `game`, when sent, must be the bet's.
 */
export const shareBetSchema = z.strictObject({
  betId: z
    .union([z.string(), z.number()], { error: 'betId is required' })
    .transform(String)
    .refine((s) => /^[1-9]\d{0,17}$/.test(s), { error: 'betId must be a bet id from your bet history' }),
  game: z.enum(HOUSE_GAMES as [HouseGame, ...HouseGame[]], { error: `game must be one of ${HOUSE_GAMES.join(', ')}` }).optional(),
  clientId: clientIdSchema.optional(),
});
export type ShareBetRequest = z.infer<typeof shareBetSchema>;

/** POST /v1/user/userChat/getChatList: the latest page, or the page before beforeId. */
export const chatListSchema = z.strictObject({
  beforeId: z
    .number({ error: 'beforeId must be a number' })
    .int({ error: 'beforeId must be a whole number' })
    .positive({ error: 'beforeId must be positive' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'beforeId is too large' })
    .optional(),
  size: z
    .number({ error: 'size must be a number' })
    .int({ error: 'size must be a whole number' })
    .min(1, { error: `size must be 1-${HISTORY_PAGE_SIZE}` })
    .max(HISTORY_PAGE_SIZE, { error: `size must be 1-${HISTORY_PAGE_SIZE}` })
    .optional(),
});

/** GET /v1/user/userChat/atUsers?keyword=: names starting with keyword (may be empty: recent chatters). */
export const atUsersSchema = z.strictObject({
  keyword: z
    .string({ error: 'keyword must be a string' })
    .regex(/^@?[A-Za-z0-9_]{0,20}$/, { error: 'keyword must be up to 20 letters, digits or underscores' })
    .transform((k) => k.replace(/^@/, ''))
    .optional(),
});

const READ_TO_RULE = 'readTo must be the id of a chat entry (a whole number from 1)';
/** GET /v1/user/userChat/hasRead[?readTo=id]: with readTo, mentions up to that entry are marked read first. */
export const hasReadSchema = z.strictObject({
  // A query value arrives as a string: digits only before conversion (no "1e3", no "0x10", no " 2").
  readTo: z
    .string({ error: READ_TO_RULE })
    .regex(/^\d{1,16}$/, { error: READ_TO_RULE })
    .transform(Number)
    .pipe(z.number().min(1, { error: READ_TO_RULE }).max(Number.MAX_SAFE_INTEGER, { error: READ_TO_RULE }))
    .optional(),
});

/** POST /v1/user/userChat/rain. */
export const rainSchema = z.strictObject({
  coin: coinSchema,
  amount: amountSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
});

/** GET /v1/user/betRecord/userbet?userName=. */
export const userBetSchema = z.strictObject({ userName: userNameSchema });

/** POST /v1/user/updateIsFirstPopUp: accept the chat rules (version of GET chatRoomRules; default the current one). */
export const acceptRulesSchema = z.strictObject({
  version: z.number({ error: 'version must be a number' }).int({ error: 'version must be a whole number' }).positive().optional(),
});

/** GET /v1/user/configure/chatRoomRules (no fields; a cache-buster t is tolerated). */
export const chatRulesQuerySchema = z.strictObject({ t: z.string().max(32, { error: 't is too long' }).optional() });

/** POST /v1/user/userChat/delete (moderators). */
export const deleteMessageSchema = z.strictObject({
  id: z
    .number({ error: 'id must be a message id' })
    .int({ error: 'id must be a whole number' })
    .positive({ error: 'id must be positive' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'id is too large' }),
});

/** POST /v1/user/userChat/mute (moderators): minutes 0 unmutes. */
export const muteSchema = z.strictObject({
  userName: userNameSchema,
  minutes: z
    .number({ error: 'minutes must be a number' })
    .int({ error: 'minutes must be a whole number' })
    .min(0, { error: `minutes must be 0-${MUTE_MINUTES.max}` })
    .max(MUTE_MINUTES.max, { error: `minutes must be 0-${MUTE_MINUTES.max}` }),
});
