import type { FastifyInstance } from 'fastify';
import {
  acceptRulesSchema,
  atUsersSchema,
  chatListSchema,
  chatRulesQuerySchema,
  deleteMessageSchema,
  HISTORY_PAGE_SIZE,
  hasReadSchema,
  muteSchema,
  rainSchema,
  shareBetSchema,
  userBetSchema,
  type ChatPage,
} from '../../src/core/chat';
import { MSG } from '../../src/core/socket';
import { badRequest } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { getAuth, requireAuth } from '../plugins/session';
import { historyPage } from './entries';
import { deleteEntry, mute, requireModerator, userIdByName } from './moderation';
import { atUsers, mentionState, userBetCard } from './people';
import { rain } from './rain';
import { acceptRules, CHAT_RULES, rulesFor } from './rules';
import { pushNotification, pushSuccessToast } from '../feeds/notifications';

/** The chat's HTTP calls (docs/protocol.md, Chat). */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  app.post('/v1/user/userChat/getChatList', async (request) => {
    const body = parse(chatListSchema, request.body);
    return ok<ChatPage>(await historyPage(app.db, body.size ?? HISTORY_PAGE_SIZE, body.beforeId));
  });

  app.get('/v1/user/userChat/atUsers', async (request) => {
    const { userId } = await requireAuth(request);
    const { keyword } = parse(atUsersSchema, request.query);
    return ok(await atUsers(app.db, keyword ?? '', userId));
  });

  app.get('/v1/user/userChat/hasRead', async (request) => {
    const { userId } = await requireAuth(request);
    const { readTo } = parse(hasReadSchema, request.query);
    return ok(await mentionState(app.db, userId, readTo));
  });

  app.post('/v1/user/userChat/rain', async (request) => {
    const { userId } = await requireAuth(request);
    const body = parse(rainSchema, request.body);
    const refs = await app.refs.get();
    const outcome = await rain(
      app.db,
      { ...body, fromUserId: userId },
      { minShareUsd: app.config.chatRainMinShareUsd, usd: (coin) => refs.usdPrice(coin) },
    );
    // Pushed only now, after the transaction committed.
    app.hub.amountChanged(outcome.applied);
    // Each recipient: the notification in the bell (200) at its tally's rate, and a toast of the share caught (202)
    // for the first share of their tally window only.
    for (const { userId: to, tally } of outcome.notices) {
      if (tally.push) pushNotification(app.hub, to, tally.notice);
      if (tally.fresh && tally.notice.item.body) pushSuccessToast(app.hub, to, tally.notice.item.body);
    }
    if (outcome.entryId !== null) await app.chat.publish(outcome.entryId, MSG.CHAT);
    return ok(outcome.data);
  });

  app.post('/v1/user/userChat/shareBet', async (request) => {
    const { userId } = await requireAuth(request);
    const { betId, game } = parse(shareBetSchema, request.body);
    return ok(await app.chat.shareBet(userId, betId, game));
  });

  app.post('/v1/user/userChat/delete', async (request) => {
    const { userId } = await requireAuth(request);
    const { id } = parse(deleteMessageSchema, request.body);
    await requireModerator(app.db, userId);
    await deleteEntry(app.db, app.hub, id, userId);
    return ok({ id }, 'Message deleted');
  });

  app.post('/v1/user/userChat/mute', async (request) => {
    const { userId } = await requireAuth(request);
    const body = parse(muteSchema, request.body);
    await requireModerator(app.db, userId);
    const target = await userIdByName(app.db, body.userName);
    if (target === userId) throw badRequest('You cannot mute yourself');
    const until = await mute(app.db, app.hub, target, body.minutes, userId);
    return ok({ userName: body.userName, mutedUntil: until ? until.getTime() : null });
  });

  app.get('/v1/user/configure/chatRoomRules', async (request) => {
    parse(chatRulesQuerySchema, request.query);
    const auth = await getAuth(request);
    return ok(await rulesFor(app.db, auth?.userId ?? null));
  });

  app.post('/v1/user/updateIsFirstPopUp', async (request) => {
    const { userId } = await requireAuth(request);
    const { version } = parse(acceptRulesSchema, request.body);
    if (version !== undefined && version !== CHAT_RULES.version) {
      throw badRequest(`The chat rules changed (version ${CHAT_RULES.version}): read them again`);
    }
    await acceptRules(app.db, userId);
    return ok(await rulesFor(app.db, userId));
  });

  app.get('/v1/user/betRecord/userbet', async (request) => {
    const { userName } = parse(userBetSchema, request.query);
    return ok(await userBetCard(app.db, userName));
  });
}
