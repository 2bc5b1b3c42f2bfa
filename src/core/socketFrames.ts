import { z } from './zod';
import { BALANCE_TYPES, COIN_CODES } from './currency';
import { DECIMAL_STRING } from './money';
import { describeZodError } from './schemas';
import { chatSendSchema, shareBetSchema } from './chat/schemas';
import type { ChatEntry, ChatEvent } from './chat/types';
import type { NewsNotify } from './feeds';
import type { CrashPlayerFrame, CrashRoundFrame, CrashTickFrame, LiveCrashBet } from './games/crash/api';
import { isLiveGame } from './games/live';
import { BONUS_SOURCES, BONUS_STATUSES, type BonusProgressFrame } from './promotions/types';
import {
  ERROR_FRAME_TYPE,
  MSG,
  type AmountChange,
  type BonusWalletFlag,
  type LevelUpdate,
  type LiveBet,
  type OnlineCount,
  type SocketError,
  type SocketFrame,
  type SuccessToast,
  type TipNotice,
  type VipUnreadPayload,
} from './socket';

/*
 * One schema per socket frame type, both ways (docs/protocol.md, "Frame schemas"). The server checks every frame a
 * browser sends against `clientFrameSchemas` and every frame it pushes against `serverFrameSchemas`; the browser decodes
 * every frame it receives with `decodeServerFrame` before anything reaches its store. The payload types of socket.ts,
 * chat/types.ts, feeds.ts and games/crash/api.ts are checked against these schemas at compile time (`Same` below), so a
 * field added to one and not the other fails the type check.
 */

/** Every message type of MSG. */
export type MsgType = (typeof MSG)[keyof typeof MSG];
/** Every type the server may send: the MSG types and error frames. */
export type ServerFrameType = MsgType | typeof ERROR_FRAME_TYPE;

const int = (name: string) => z.number({ error: `${name} must be a number` }).int({ error: `${name} must be a whole number` });
const count = (name: string) => int(name).min(0, { error: `${name} must not be negative` });
const text = (name: string) => z.string({ error: `${name} must be a string` });
const decimal = (name: string) =>
  z
    .string({ error: `${name} must be a decimal string` })
    .regex(DECIMAL_STRING, { error: `${name} must be a plain decimal such as "1.25"` });
const signedDecimal = (name: string) =>
  z
    .string({ error: `${name} must be a decimal string` })
    .regex(/^-?(0|[1-9]\d{0,17})(\.\d{1,18})?$/, { error: `${name} must be a plain decimal such as "-1.25"` });
/** A coin's code as text (payload types that carry a string). */
const coinCode = z
  .string({ error: 'coin must be a coin code' })
  .regex(/^[A-Z0-9]{2,12}$/, { error: 'coin must be a coin code such as "USDT"' });
const coin = z.enum(COIN_CODES, { error: `coin must be one of ${COIN_CODES.join(', ')}` });
/** Epoch milliseconds, or milliseconds elapsed: not always whole (times derived from PostgreSQL's clock). */
const time = (name: string) => z.number({ error: `${name} must be a number` }).min(0, { error: `${name} must not be negative` });
const flagWord = int('flags')
  .min(0, { error: 'flags must be a 32-bit flag word' })
  .max(0xffffffff, { error: 'flags must be a 32-bit flag word' });

/** A frame whose payload is not read (a signal: refresh this, log out): any data is ignored. */
const signal = z.unknown();

/** Type 2. */
const onlineCountSchema = z.object({ online: count('online') });

/** Type 3. */
const amountChangeSchema = z.object({
  // Typed as text (AmountChange): the wallet uses it as a hint only for a coin it knows.
  coin: coinCode,
  balanceType: z.enum(BALANCE_TYPES, { error: 'balanceType must be DEPOSIT or BONUS' }),
  amount: decimal('amount'),
  delta: signedDecimal('delta'),
  reason: text('reason'),
  // 0 when no ledger row is known (a withdrawal's status change that moved nothing).
  ledgerId: count('ledgerId'),
});

/** Type 5: the flag word, bare or as {flags}. */
const vipUnreadSchema = z.union([flagWord, z.object({ flags: flagWord })], { error: 'data must be a flag word or {flags}' });

const chatUserSchema = z.object({
  name: text('user.name'),
  userName: text('user.userName'),
  avatar: text('user.avatar'),
  vipLevel: count('user.vipLevel'),
  hidden: z.boolean({ error: 'user.hidden must be true or false' }),
});

/** Types 10, 13 (a tip's line) and 14: one chat entry. */
const chatEntrySchema = z.object({
  id: int('id').min(1, { error: 'id must be positive' }),
  kind: z.enum(['text', 'tip', 'rain', 'share', 'system'], { error: 'kind must be text, tip, rain, share or system' }),
  text: text('text'),
  user: chatUserSchema.nullable(),
  atUsers: z.array(text('atUsers'), { error: 'atUsers must be a list of names' }),
  createdAt: time('createdAt'),
  deleted: z.boolean({ error: 'deleted must be true or false' }),
  clientId: text('clientId').optional(),
  tip: z.object({ fromName: text('tip.fromName'), toName: text('tip.toName'), coin, amount: decimal('tip.amount') }).optional(),
  rain: z
    .object({
      coin,
      amount: decimal('rain.amount'),
      share: decimal('rain.share'),
      recipients: z.array(text('rain.recipients'), { error: 'rain.recipients must be a list of names' }),
    })
    .optional(),
  share: z
    .object({
      betId: text('share.betId'),
      game: text('share.game'),
      coin,
      amount: decimal('share.amount'),
      multiplier: decimal('share.multiplier'),
      payout: decimal('share.payout'),
      win: z.boolean({ error: 'share.win must be true or false' }),
    })
    .optional(),
  privacy: int('privacy'),
  from: count('from'),
  fromName: text('fromName'),
  imgUrl: text('imgUrl'),
});

/** Type 12: a moderator's delete (to everyone) or my mute (to me only). */
const chatEventSchema = z.discriminatedUnion(
  'event',
  [
    z.object({ event: z.literal('delete'), id: int('id').min(1, { error: 'id must be positive' }) }),
    z.object({ event: z.literal('mute'), until: time('until').nullable(), msg: text('msg') }),
  ],
  { error: 'event must be delete or mute' },
);

/** Type 13 to the receiver only: the tip toast (a tip's chat line is a chat entry). */
const tipNoticeSchema = z.object({
  fromName: text('fromName').min(1, { error: 'fromName is empty' }),
  coin: coinCode,
  amount: decimal('amount'),
});

const notificationItemSchema = z.object({
  id: int('item.id'),
  kind: text('item.kind'),
  title: text('item.title'),
  body: text('item.body'),
  data: z.record(z.string(), z.unknown(), { error: 'item.data must be an object' }),
  read: z.boolean({ error: 'item.read must be true or false' }),
  time: time('item.time'),
});
/** Type 200: the new notification and the unread count; a bare 200 (no data) asks the bell to re-read. */
const newsNotifySchema = z.object({ item: notificationItemSchema, unread: count('unread') });

/** Type 202: plain text, bare or as {content}. */
const successToastSchema = z.object({ content: text('content').min(1, { error: 'content is empty' }) });

// Level figures may come as numbers from older senders; the store keeps the decimal strings.
const levelFigure = (name: string) =>
  z.union([decimal(name), z.number().nonnegative().transform(String).pipe(decimal(name))], { error: `${name} must be a decimal` });
/** Type 204. */
const levelUpdateSchema = z.object({
  currentLevelValue: levelFigure('currentLevelValue'),
  progress: levelFigure('progress'),
  nextProgress: levelFigure('nextProgress'),
  levelId: int('levelId').optional(),
  currentProgress: levelFigure('currentProgress').optional(),
  canGetUpReward: int('canGetUpReward').optional(),
  canGetUpRewardAmount: levelFigure('canGetUpRewardAmount').optional(),
});

/** Type 206: the status, bare or as {status} (1 shows the bonus wallet). */
const bonusWalletSchema = z.object({ status: int('status') });

/** One bonus of type 209 (promotions/types.ts BonusView). */
const bonusViewSchema = z.object({
  id: int('id'),
  coin,
  source: z.enum(BONUS_SOURCES, { error: 'source must be a bonus source' }),
  title: text('title'),
  status: z.enum(BONUS_STATUSES, { error: 'status must be a bonus status' }),
  granted: decimal('granted'),
  balance: decimal('balance'),
  wagerRequired: decimal('wagerRequired'),
  wagered: signedDecimal('wagered'),
  remaining: decimal('remaining'),
  progress: z.number({ error: 'progress must be a number' }).min(0).max(1),
  maxBetUsd: decimal('maxBetUsd').nullable(),
  games: z.array(text('games')).nullable(),
  bonusStakesOnly: z.boolean({ error: 'bonusStakesOnly must be a boolean' }),
  referenceEdge: decimal('referenceEdge'),
  createdAt: text('createdAt'),
  expiresAt: text('expiresAt').nullable(),
  endedAt: text('endedAt').nullable(),
  converted: decimal('converted').nullable(),
  forfeited: decimal('forfeited').nullable(),
  endNote: text('endNote').nullable(),
  cannotCancel: text('cannotCancel').nullable(),
});

/** A free bet the player holds. */
const freeBetViewSchema = z.object({
  id: int('id'),
  promotionId: int('promotionId').nullable(),
  title: text('title'),
  coin,
  amount: decimal('amount'),
  games: z.array(text('games[]'), { error: 'games must be a list' }),
  expiresAt: text('expiresAt'),
});
/** Type 209: the player's open bonuses and free bets. */
const bonusProgressSchema = z.object({
  bonuses: z.array(bonusViewSchema, { error: 'bonuses must be a list' }),
  freeBets: z.array(freeBetViewSchema, { error: 'freeBets must be a list' }),
});

/** Type 207: the drag info, kept as sent (nothing reads its fields yet). */
const dragInfoSchema = z.record(z.string(), z.unknown(), { error: 'data must be an object' });

/**
 * One bet of type 208: the spec's LiveBet fields are checked; the settled bet's own fields (the game's target, roll,
 * seeds' hash …) pass through for the bet tables, which read them by game.
 */
const liveBetObject = z.object({
  id: z.union([text('id'), int('id')], { error: 'id must be a bet id' }),
  userName: text('userName'),
  gameCode: int('gameCode'),
  gameName: text('gameName'),
  title: text('title').optional(),
  coin: coinCode,
  amount: decimal('amount'),
  multiplier: decimal('multiplier'),
  payout: decimal('payout'),
  time: time('time'),
});
const multiplierText = (name: string) =>
  z
    .string({ error: `${name} must be a multiplier string` })
    .regex(/^\d{1,9}\.\d{2}$/, { error: `${name} must be a multiplier such as "2.47"` });
const roundId = int('roundId').min(1, { error: 'roundId must be positive' });
/** A settled crash bet of type 208, strict: the crash page's All bets shows every field of it. */
const liveCrashBetSchema = liveBetObject
  .omit({ title: true })
  .extend({
    id: int('id').min(1, { error: 'id must be a bet id' }),
    game: z.literal('crash', { error: 'game must be crash' }),
    gameName: z.literal('crash', { error: 'gameName must be crash' }),
    coin,
    balanceType: z.enum(BALANCE_TYPES, { error: 'balanceType must be DEPOSIT or BONUS' }),
    win: z.boolean({ error: 'win must be true or false' }),
    state: z.enum(['cashed', 'lost'], { error: 'state must be cashed or lost' }),
    roundId,
    autoCashout: multiplierText('autoCashout').nullable(),
    cashoutAt: multiplierText('cashoutAt').nullable(),
    crashPoint: multiplierText('crashPoint').nullable(),
    createdAt: text('createdAt'),
  })
  .strict();
/**
 * One entry of type 208: a live game's bet (gameName of a live game) must match its game's strict schema; an instant
 * game's passes with its own fields. The instant branch comes first: most entries are instant bets, and an entry that
 * matches the first branch costs no failed parse.
 */
const liveBetSchema = z.union(
  [
    liveBetObject
      .extend({ gameName: text('gameName').refine((name) => !isLiveGame(name), { error: 'gameName names a live game' }) })
      .loose(),
    liveCrashBetSchema,
  ],
  { error: 'each bet must be a settled bet of a game' },
);
/** Type 208: one bet or a batch, oldest first; decoded as a batch either way. */
const liveBetsSchema = z.union(
  [
    z.object({ list: z.array(liveBetSchema, { error: 'list must be a list of bets' }) }),
    liveBetSchema.transform((bet) => ({ list: [bet] })),
  ],
  { error: 'data must be a bet or {list} of bets' },
);

const crashPhase = z.enum(['betting', 'running', 'crashed', 'voided'], { error: 'phase must be betting, running, crashed or voided' });
/** Type 400. */
const crashRoundSchema = z.object({
  roundId,
  phase: crashPhase,
  serverTime: time('serverTime'),
  bettingEndsAt: time('bettingEndsAt'),
  startedAt: time('startedAt').nullable(),
  elapsedMs: time('elapsedMs').nullable(),
  crashPoint: multiplierText('crashPoint').nullable(),
  hash: z
    .string({ error: 'hash must be a string' })
    .regex(/^[0-9a-f]{64}$/, { error: 'hash must be 64 hex digits' })
    .nullable(),
});
/** Type 401. */
const crashTickSchema = z.object({ roundId, elapsedMs: time('elapsedMs'), seq: count('seq'), serverTime: time('serverTime') });
/** Types 402 and 403. */
const crashPlayerSchema = z.object({
  roundId,
  betId: int('betId').min(1, { error: 'betId must be positive' }),
  userName: text('userName'),
  coin,
  amount: decimal('amount'),
  cashoutAt: multiplierText('cashoutAt').nullable(),
  payout: decimal('payout').nullable(),
});

/** Type -1: a refused frame, to its sender only. */
const socketErrorSchema = z.object({
  msg: text('msg'),
  clientId: text('clientId').optional(),
  retryAfterMs: count('retryAfterMs').optional(),
  notice: z.literal(true, { error: 'notice must be true' }).optional(),
});

/** Payload schema of every frame type the server sends, by type. */
export const serverFrameSchemas = {
  /** The heartbeat's acknowledgement {type: 0, code: 1}. */
  [MSG.HEARTBEAT]: signal,
  [MSG.ONLINE_COUNT]: onlineCountSchema,
  [MSG.AMOUNT_CHANGE]: amountChangeSchema,
  [MSG.VIP_UNREAD]: vipUnreadSchema,
  [MSG.CHAT]: chatEntrySchema,
  [MSG.CHAT_ALT]: chatEventSchema,
  [MSG.TIP]: z.union([chatEntrySchema, tipNoticeSchema], { error: 'data must be a chat entry or a tip notice' }),
  [MSG.SHARED_GAME]: chatEntrySchema,
  [MSG.NEWS_NOTIFY]: newsNotifySchema.optional(),
  [MSG.SUCCESS_TOAST]: z.union([text('data').min(1, { error: 'data is empty' }), successToastSchema], {
    error: 'data must be text or {content}',
  }),
  [MSG.REFRESH_RATES]: signal,
  [MSG.LEVEL_UPDATE]: levelUpdateSchema,
  [MSG.REFRESH_PROFILE]: signal,
  [MSG.BONUS_WALLET]: z.union([int('status'), bonusWalletSchema], { error: 'data must be a status or {status}' }),
  [MSG.DRAG_INFO]: dragInfoSchema,
  [MSG.LIVE_BETS]: liveBetsSchema,
  [MSG.BONUS_PROGRESS]: bonusProgressSchema,
  [MSG.FORCED_LOGOUT]: signal,
  [MSG.FORCED_LOGOUT_BANNED]: signal,
  [MSG.REFRESH_BUTTON]: signal,
  [MSG.CRASH_ROUND]: crashRoundSchema,
  [MSG.CRASH_TICK]: crashTickSchema,
  [MSG.CRASH_BET]: crashPlayerSchema,
  [MSG.CRASH_CASHOUT]: crashPlayerSchema,
  [ERROR_FRAME_TYPE]: socketErrorSchema,
} as const satisfies { [K in ServerFrameType]: z.ZodType };

/**
 * Payload schema of every frame type a browser may send, by type. The server answers any other type with an error
 * frame; the chat schemas carry the texts of its refusals (docs/protocol.md).
 */
export const clientFrameSchemas = {
  /** The heartbeat {type: 0}: any data is ignored. */
  [MSG.HEARTBEAT]: signal,
  [MSG.CHAT]: chatSendSchema,
  [MSG.SHARED_GAME]: shareBetSchema,
} as const satisfies { [K in MsgType]?: z.ZodType };

/** A type a browser may send. */
export type ClientFrameType = keyof typeof clientFrameSchemas;

/** The frame envelope {type, code?, data?}: every frame is a JSON object with a whole-number type. */
export const frameEnvelopeSchema = z.object(
  {
    type: z.number({ error: 'Frame type must be an integer' }).int({ error: 'Frame type must be an integer' }),
    code: z.number({ error: 'Frame code must be an integer' }).int({ error: 'Frame code must be an integer' }).optional(),
    data: z.unknown().optional(),
  },
  { error: 'Frame must be a JSON object' },
);

/** A server frame as decoded: its type and the payload its schema produced. */
export type ServerFrame = {
  [K in ServerFrameType]: { type: K; code?: number; data: z.output<(typeof serverFrameSchemas)[K]> };
}[ServerFrameType];

/** A browser frame as the server decoded it. */
export type ClientFrame = {
  [K in ClientFrameType]: { type: K; code?: number; data: z.output<(typeof clientFrameSchemas)[K]> };
}[ClientFrameType];

/** The outcome of decoding: the frame, or why it was refused (the field and the rule, as the schema states it). */
export type Decoded<F> = { ok: true; frame: F } | { ok: false; error: string };

function hasOwn<T extends object>(table: T, key: number): key is keyof T & number {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/** Checks a frame's envelope only: a JSON object with a whole-number type (and code, when it has one). */
export function decodeEnvelope(value: unknown): Decoded<SocketFrame> {
  // An array is an object to zod; a frame never is one.
  const envelope = frameEnvelopeSchema.safeParse(Array.isArray(value) ? null : value);
  // The envelope's texts name what they are about ('Frame type must be an integer').
  if (!envelope.success) return { ok: false, error: envelope.error.issues[0]?.message ?? 'Frame must be a JSON object' };
  return { ok: true, frame: envelope.data };
}

function decodeWith<F>(table: Record<number, z.ZodType>, value: unknown): Decoded<F> {
  const envelope = decodeEnvelope(value);
  if (!envelope.ok) return envelope;
  const { type, code, data } = envelope.frame;
  if (!hasOwn(table, type)) return { ok: false, error: `Unknown frame type ${type}` };
  const payload = table[type]!.safeParse(data);
  if (!payload.success) return { ok: false, error: `Frame type ${type}: ${describeZodError(payload.error)}` };
  const frame = code === undefined ? { type, data: payload.data } : { type, code, data: payload.data };
  return { ok: true, frame: frame as F };
}

/** Decodes a frame the server sent (the browser, before anything reaches its store). */
export function decodeServerFrame(value: unknown): Decoded<ServerFrame> {
  return decodeWith<ServerFrame>(serverFrameSchemas, value);
}

/** Decodes a frame a browser sent (the server, before it acts on it). */
export function decodeClientFrame(value: unknown): Decoded<ClientFrame> {
  return decodeWith<ClientFrame>(clientFrameSchemas, value);
}

/** Why a frame the server is about to push breaks its schema, or null when it is well formed. */
export function serverFrameError(frame: SocketFrame): string | null {
  const decoded = decodeServerFrame(frame);
  return decoded.ok ? null : decoded.error;
}

// The payload types are the schemas' types: a field added to, removed from or retyped in one side fails here.
type Same<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;
type Assert<T extends true> = T;
type Out<S extends z.ZodType> = z.output<S>;
export type PayloadTypesMatchSchemas = [
  Assert<Same<Out<typeof onlineCountSchema>, OnlineCount>>,
  Assert<Same<Out<typeof amountChangeSchema>, AmountChange>>,
  Assert<Same<Out<typeof vipUnreadSchema>, VipUnreadPayload>>,
  Assert<Same<Out<typeof chatEntrySchema>, ChatEntry>>,
  Assert<Same<Out<typeof chatUserSchema>, NonNullable<ChatEntry['user']>>>,
  Assert<Same<Out<typeof chatEntrySchema>['tip'], ChatEntry['tip']>>,
  Assert<Same<Out<typeof chatEntrySchema>['rain'], ChatEntry['rain']>>,
  Assert<Same<Out<typeof chatEntrySchema>['share'], ChatEntry['share']>>,
  Assert<Same<Out<typeof chatEventSchema>, ChatEvent>>,
  Assert<Same<Out<typeof tipNoticeSchema>, TipNotice>>,
  Assert<Same<Out<typeof newsNotifySchema>, NewsNotify>>,
  Assert<Same<Out<typeof notificationItemSchema>, NewsNotify['item']>>,
  Assert<Same<Out<typeof successToastSchema>, SuccessToast>>,
  Assert<Same<Out<typeof levelUpdateSchema>, LevelUpdate>>,
  Assert<Same<Out<typeof bonusWalletSchema>, BonusWalletFlag>>,
  Assert<Same<Out<typeof bonusProgressSchema>, BonusProgressFrame>>,
  Assert<Same<z.output<typeof liveBetObject>, LiveBet>>,
  Assert<Same<Out<typeof liveCrashBetSchema>, LiveCrashBet>>,
  Assert<Same<Out<typeof crashRoundSchema>, CrashRoundFrame>>,
  Assert<Same<Out<typeof crashTickSchema>, CrashTickFrame>>,
  Assert<Same<Out<typeof crashPlayerSchema>, CrashPlayerFrame>>,
  Assert<Same<Out<typeof socketErrorSchema>, SocketError>>,
];
