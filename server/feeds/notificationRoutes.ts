import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NOTIFY_PAGE_SIZE, notifyPageSchema, plainQuerySchema, updReadSchema } from '../../src/core/feeds';
import { ok, parse } from '../plugins/envelope';
import { refuseCrossSite } from '../plugins/origin';
import { requireAuth } from '../plugins/session';
import { clearAll, markRead, notificationPage } from './notifications';

/** The bell menu: a page of notifications, mark read, clear all (spec: /v1/user/notification/*). */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const page = async (request: FastifyRequest, input: unknown) => {
    const { userId } = await requireAuth(request);
    const q = parse(notifyPageSchema, input ?? {});
    return ok(await notificationPage(app.db, userId, q.page ?? 1, q.size ?? NOTIFY_PAGE_SIZE));
  };
  // "request" in the spec: either method.
  app.get('/v1/user/notification/getNotify', (request) => page(request, request.query));
  app.post('/v1/user/notification/getNotify', (request) => page(request, request.body));

  const read = async (request: FastifyRequest, input: unknown) => {
    refuseCrossSite(request);
    const { userId } = await requireAuth(request);
    const q = parse(updReadSchema, input ?? {});
    return ok(await markRead(app.db, userId, q.id ?? null));
  };
  app.get('/v1/user/notification/updRead', (request) => read(request, request.query));
  app.post('/v1/user/notification/updRead', (request) => read(request, request.body));

  const clean = async (request: FastifyRequest, input: unknown) => {
    refuseCrossSite(request);
    const { userId } = await requireAuth(request);
    parse(plainQuerySchema, input ?? {});
    return ok(await clearAll(app.db, userId));
  };
  app.get('/v1/user/notification/cleanAll', (request) => clean(request, request.query));
  app.post('/v1/user/notification/cleanAll', (request) => clean(request, request.body));
}
