import { ERROR_FRAME_TYPE, MSG, type SocketFrame } from './socket';
import type { ServerFrameType } from './socketFrames';

/** An open bonus as type 209 carries it. */
export const BONUS_VIEW = {
  id: 7,
  coin: 'USDT',
  source: 'first_deposit',
  title: '100% welcome match up to 500 USD',
  status: 'active',
  granted: '50',
  balance: '48.5',
  wagerRequired: '500',
  wagered: '120.25',
  remaining: '379.75',
  progress: 0.2405,
  maxBetUsd: '10',
  games: null,
  bonusStakesOnly: false,
  referenceEdge: '0.01',
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-31T10:00:00.000Z',
  endedAt: null,
  converted: null,
  forfeited: null,
  endNote: null,
  cannotCancel: null,
} as const;

/** A chat entry as the server pushes it (frames 10, 13 and 14). */
export const ENTRY = {
  id: 7,
  kind: 'text',
  text: 'gl all',
  user: { name: 'Bob', userName: 'bob', avatar: '', vipLevel: 2, hidden: false },
  atUsers: [],
  createdAt: 1_700_000_000_000,
  deleted: false,
  privacy: 0,
  from: 3,
  fromName: 'Bob',
  imgUrl: '',
};

/** A live-feed bet as the server pushes it: the LiveBet fields and the settled bet's own fields. */
export const LIVE_BET = {
  id: 41,
  game: 'dice',
  userName: 'bob',
  gameCode: 10002,
  gameName: 'dice',
  coin: 'USDT',
  amount: '1.000000',
  multiplier: '2.0000',
  payout: '2.000000',
  win: true,
  target: '50.50',
  time: 1_700_000_000_000,
};

const HASH = 'ab'.repeat(32);

/**
 * A well-formed frame of every type the server sends, and a malformed one of the same type (what breaks it named in
 * its comment). The decoding tests of src/core and of the browser's socket both walk this table.
 */
export const SERVER_FRAMES: Record<ServerFrameType, { valid: SocketFrame; malformed: unknown }> = {
  // An acknowledgement; a frame whose code is not a number is malformed whatever its type.
  [MSG.HEARTBEAT]: { valid: { type: MSG.HEARTBEAT, code: 1 }, malformed: { type: MSG.HEARTBEAT, code: '1' } },
  [MSG.ONLINE_COUNT]: {
    valid: { type: MSG.ONLINE_COUNT, data: { online: 12 } },
    malformed: { type: MSG.ONLINE_COUNT, data: { online: -1 } },
  },
  [MSG.AMOUNT_CHANGE]: {
    valid: {
      type: MSG.AMOUNT_CHANGE,
      data: { coin: 'USDT', balanceType: 'DEPOSIT', amount: '5.000000', delta: '-1.000000', reason: 'bet', ledgerId: 42 },
    },
    // An amount as a number (never on the wire: money is decimal strings).
    malformed: {
      type: MSG.AMOUNT_CHANGE,
      data: { coin: 'USDT', balanceType: 'DEPOSIT', amount: 5, delta: '-1.000000', reason: 'bet', ledgerId: 42 },
    },
  },
  [MSG.VIP_UNREAD]: {
    valid: { type: MSG.VIP_UNREAD, data: { flags: 0b110 } },
    malformed: { type: MSG.VIP_UNREAD, data: { flags: 'many' } },
  },
  [MSG.CHAT]: { valid: { type: MSG.CHAT, data: ENTRY }, malformed: { type: MSG.CHAT, data: { ...ENTRY, kind: 'html' } } },
  [MSG.CHAT_ALT]: {
    valid: { type: MSG.CHAT_ALT, data: { event: 'delete', id: 6 } },
    malformed: { type: MSG.CHAT_ALT, data: { event: 'explode', id: 6 } },
  },
  [MSG.TIP]: {
    valid: { type: MSG.TIP, data: { fromName: 'bob', coin: 'USDT', amount: '1.5' } },
    malformed: { type: MSG.TIP, data: { fromName: 'bob', coin: 'USDT' } },
  },
  [MSG.SHARED_GAME]: {
    valid: {
      type: MSG.SHARED_GAME,
      data: {
        ...ENTRY,
        id: 8,
        kind: 'share',
        text: '',
        share: { betId: '12', game: 'dice', coin: 'USDT', amount: '1', multiplier: '2.00', payout: '2', win: true },
      },
    },
    malformed: { type: MSG.SHARED_GAME, data: { ...ENTRY, id: 8, kind: 'share', share: { betId: 12 } } },
  },
  [MSG.NEWS_NOTIFY]: {
    valid: {
      type: MSG.NEWS_NOTIFY,
      data: {
        item: { id: 3, kind: 'tip', title: 'Tip', body: 'You got a tip', data: {}, read: false, time: 1_700_000_000_000 },
        unread: 1,
      },
    },
    malformed: { type: MSG.NEWS_NOTIFY, data: { item: { id: 3, title: 'Tip' }, unread: 1 } },
  },
  [MSG.SUCCESS_TOAST]: {
    valid: { type: MSG.SUCCESS_TOAST, data: { content: 'Deposit arrived' } },
    malformed: { type: MSG.SUCCESS_TOAST, data: { content: '' } },
  },
  // A signal: its data is not read, so only its envelope can be malformed (a type given as text).
  [MSG.REFRESH_RATES]: { valid: { type: MSG.REFRESH_RATES }, malformed: { type: String(MSG.REFRESH_RATES) } },
  [MSG.LEVEL_UPDATE]: {
    valid: { type: MSG.LEVEL_UPDATE, data: { currentLevelValue: '1000', progress: '1500', nextProgress: '5000' } },
    malformed: { type: MSG.LEVEL_UPDATE, data: { currentLevelValue: '1000', progress: 'half', nextProgress: '5000' } },
  },
  [MSG.REFRESH_PROFILE]: { valid: { type: MSG.REFRESH_PROFILE }, malformed: { type: MSG.REFRESH_PROFILE + 0.5 } },
  [MSG.BONUS_WALLET]: {
    valid: { type: MSG.BONUS_WALLET, data: { status: 1 } },
    malformed: { type: MSG.BONUS_WALLET, data: { status: 'on' } },
  },
  [MSG.DRAG_INFO]: { valid: { type: MSG.DRAG_INFO, data: { x: 10, y: 20 } }, malformed: { type: MSG.DRAG_INFO, data: 'left' } },
  [MSG.LIVE_BETS]: {
    valid: { type: MSG.LIVE_BETS, data: { list: [LIVE_BET, { ...LIVE_BET, id: 42 }] } },
    // One bad entry spoils the batch: a frame is applied whole or not at all.
    malformed: { type: MSG.LIVE_BETS, data: { list: [LIVE_BET, { junk: true }] } },
  },
  [MSG.BONUS_PROGRESS]: {
    valid: { type: MSG.BONUS_PROGRESS, data: { bonuses: [BONUS_VIEW], freeBets: [] } },
    malformed: { type: MSG.BONUS_PROGRESS, data: { bonuses: [{ ...BONUS_VIEW, progress: 2 }], freeBets: [] } },
  },
  [MSG.FORCED_LOGOUT]: { valid: { type: MSG.FORCED_LOGOUT }, malformed: [MSG.FORCED_LOGOUT] },
  [MSG.FORCED_LOGOUT_BANNED]: { valid: { type: MSG.FORCED_LOGOUT_BANNED }, malformed: { type: null } },
  [MSG.REFRESH_BUTTON]: { valid: { type: MSG.REFRESH_BUTTON }, malformed: { data: MSG.REFRESH_BUTTON } },
  [MSG.CRASH_ROUND]: {
    valid: {
      type: MSG.CRASH_ROUND,
      data: {
        roundId: 20,
        phase: 'crashed',
        serverTime: 1_700_000_005_000,
        bettingEndsAt: 1_700_000_000_000,
        startedAt: 1_700_000_000_000,
        elapsedMs: 5000,
        crashPoint: '2.47',
        hash: HASH,
      },
    },
    malformed: {
      type: MSG.CRASH_ROUND,
      data: {
        roundId: 20,
        phase: 'paused',
        serverTime: 1,
        bettingEndsAt: 1,
        startedAt: null,
        elapsedMs: null,
        crashPoint: null,
        hash: null,
      },
    },
  },
  [MSG.CRASH_TICK]: {
    valid: { type: MSG.CRASH_TICK, data: { roundId: 20, elapsedMs: 800, seq: 10, serverTime: 1_700_000_000_800 } },
    malformed: { type: MSG.CRASH_TICK, data: { roundId: 20, elapsedMs: '800', seq: 10, serverTime: 1_700_000_000_800 } },
  },
  [MSG.CRASH_BET]: {
    valid: {
      type: MSG.CRASH_BET,
      data: { roundId: 20, betId: 5, userName: 'Hidden', coin: 'USDT', amount: '1.000000', cashoutAt: null, payout: null },
    },
    malformed: {
      type: MSG.CRASH_BET,
      data: { roundId: 20, betId: 5, userName: 'Hidden', coin: 'GOLD', amount: '1', cashoutAt: null, payout: null },
    },
  },
  [MSG.CRASH_CASHOUT]: {
    valid: {
      type: MSG.CRASH_CASHOUT,
      data: { roundId: 20, betId: 5, userName: 'bob', coin: 'USDT', amount: '1.000000', cashoutAt: '1.87', payout: '1.870000' },
    },
    malformed: {
      type: MSG.CRASH_CASHOUT,
      data: { roundId: 20, betId: 5, userName: 'bob', coin: 'USDT', amount: '1', cashoutAt: 1.87, payout: '1.87' },
    },
  },
  [ERROR_FRAME_TYPE]: {
    valid: { type: ERROR_FRAME_TYPE, code: 429, data: { msg: 'You are sending too fast', clientId: 'c1', retryAfterMs: 800 } },
    malformed: { type: ERROR_FRAME_TYPE, code: 400, data: { reason: 'no msg' } },
  },
};
