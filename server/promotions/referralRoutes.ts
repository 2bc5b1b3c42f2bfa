import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CODE } from '../../src/core/api';
import { AVATAR } from '../../src/core/avatar';
import { invitedPageSchema, promoPlainSchema, referralClaimSchema, updateShareCodeSchema } from '../../src/core/promotions';
import { readPicture } from '../account/avatarRoutes';
import { storePicture } from '../account/avatars';
import { ApiError, badRequest } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { refuseCrossSite } from '../plugins/origin';
import { requireAuth } from '../plugins/session';
import { runningFirstDeposit, textIn } from './catalog';
import { claimCommission, invitedPage, inviteInfo, setShareCode } from './referrals';
import { CARD, renderCard, SHARE_IMAGES } from './shareCard';

/** Share-code changes, claims and uploads a player may make per minute, across every server process. */
export const REFERRAL_BUDGET = { max: 20, windowMs: 60_000 };

const IMAGE_FILE = /^[0-9a-f]{32}\.webp$/;

/** The five referral calls, the share pictures and the generated share cards (docs/promotions.md). */
export async function referralRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR.maxBytes, files: 1, fields: 0, parts: 1 } });
  const limiter = app.rateCounts.limiter('referral', REFERRAL_BUDGET);
  const spend = (userId: number) => {
    const wait = limiter.retryAfterMs(String(userId));
    if (wait > 0) throw new ApiError(CODE.TOO_MANY, `Too many requests, try again in ${Math.ceil(wait / 1000)} s`);
    limiter.hit(String(userId));
  };

  app.post('/v1/user/getMyInviteUserInfo', async (request) => {
    const { userId } = await requireAuth(request);
    parse(promoPlainSchema, request.body ?? {});
    return ok(await inviteInfo(app.db, userId));
  });
  app.get('/v1/user/getMyInviteUserRefer', async (request) => {
    const { userId } = await requireAuth(request);
    const q = parse(invitedPageSchema, request.query ?? {});
    return ok(await invitedPage(app.db, userId, q.page ?? 1, q.size ?? 20));
  });
  app.get('/v1/user/updateShareCode', async (request) => {
    refuseCrossSite(request);
    const { userId } = await requireAuth(request);
    const q = parse(updateShareCodeSchema, request.query ?? {});
    spend(userId);
    await setShareCode(app.db, userId, q.shareCode);
    return ok(await inviteInfo(app.db, userId), 'Share code saved');
  });
  app.post('/v1/user/userReferralReward', async (request) => {
    refuseCrossSite(request);
    const { userId } = await requireAuth(request);
    const q = parse(referralClaimSchema, request.body ?? {});
    spend(userId);
    const claimed = await claimCommission(app.db, await app.refs.get(), userId, q.coin);
    app.hub.amountChanged(claimed.applied);
    return ok(claimed.payment, 'Commission claimed');
  });
  app.post('/v1/home/updateShareImg', async (request) => {
    refuseCrossSite(request);
    const { userId } = await requireAuth(request);
    if (!request.isMultipart()) throw badRequest('Send the picture as multipart/form-data in the field "file"');
    spend(userId);
    const bytes = await readPicture(request, AVATAR.maxBytes);
    const img = await storePicture(app.config.dataDir, bytes, { ...SHARE_IMAGES, width: CARD.width, height: CARD.height });
    await app.db.query('UPDATE users SET share_img = $2 WHERE id = $1', [userId, img]);
    return ok(await inviteInfo(app.db, userId), 'Share picture updated');
  });

  app.get<{ Params: { name: string } }>(`${SHARE_IMAGES.pathPrefix}:name`, async (request, reply) => {
    const { name } = request.params;
    if (!IMAGE_FILE.test(name)) return reply.code(404).send('Not found');
    const file = path.join(app.config.dataDir, SHARE_IMAGES.folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return reply.code(404).send('Not found');
    return reply
      .header('content-type', 'image/webp')
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(file));
  });

  // The card of a share code: public (it is what a shared link shows), rendered once per look.
  app.get<{ Params: { file: string } }>('/media/share-cards/:file', async (request, reply) => {
    const m = /^([A-Z0-9]{4,16})\.png$/.exec(request.params.file);
    if (!m) return reply.code(404).send('Not found');
    const { rows } = await app.db.query<{ share_img: string | null }>('SELECT share_img FROM users WHERE share_code = $1', [m[1]]);
    if (rows.length === 0) return reply.code(404).send('Not found');
    const img = rows[0]!.share_img;
    const background =
      img && IMAGE_FILE.test(path.basename(img)) ? path.join(app.config.dataDir, SHARE_IMAGES.folder, path.basename(img)) : null;
    const offer = await runningFirstDeposit(app.db, new Date());
    const png = await renderCard(app.config.dataDir, { code: m[1]!, offer: offer ? textIn(offer.titles, 'en_US') : null, background });
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });
}
