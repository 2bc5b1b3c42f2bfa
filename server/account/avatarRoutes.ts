import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR } from '../../src/core/avatar';
import { ApiError, badRequest } from '../errors';
import { WindowLimiter } from '../lib/WindowLimiter';
import { ok } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';
import { AVATAR_FILE, avatarDir, storeAvatar } from './avatars';
import { userInfo } from './userInfo';

// Uploads per player per hour (per process): re-encoding a picture costs real CPU.
const UPLOADS_PER_HOUR = 10;

/**
 * The one picture of a multipart upload (field "file"), read up to maxBytes: a refusal names what is wrong. The
 * route registers @fastify/multipart with files: 1, fields: 0, parts: 1 and fileSize: maxBytes.
 */
export async function readPicture(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (!file) throw badRequest('Choose a picture to upload');
    if (file.fieldname !== 'file') throw badRequest('Send the picture in the field "file"');
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`The picture is larger than ${maxBytes / 1024 / 1024} MB`);
    if (code?.startsWith('FST_')) throw badRequest('Send one picture as multipart/form-data in the field "file"');
    throw error;
  }
  if (bytes.length === 0) throw badRequest('The file is empty');
  return bytes;
}

/** Avatar upload (POST /v1/user/updateImgUrl, multipart) and the stored avatars, served from DATA_DIR. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  // One file, no other parts; a bigger file is cut off at the limit, not read to its end.
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR.maxBytes, files: 1, fields: 0, parts: 1 } });
  const limiter = new WindowLimiter(UPLOADS_PER_HOUR, 60 * 60_000);

  app.post('/v1/user/updateImgUrl', async (request) => {
    const { userId } = await requireAuth(request);
    if (!request.isMultipart()) throw badRequest('Send the picture as multipart/form-data in the field "file"');
    if (limiter.retryAfterMs(String(userId)) > 0) throw new ApiError(429, 'Too many uploads, try again later');
    const bytes = await readPicture(request, AVATAR.maxBytes);
    limiter.hit(String(userId));
    const imgUrl = await storeAvatar(app.config.dataDir, bytes);
    await app.db.query('UPDATE users SET img_url = $2 WHERE id = $1', [userId, imgUrl]);
    return ok(await userInfo(app.db, userId), 'Avatar updated');
  });

  app.get<{ Params: { name: string } }>(`${AVATAR.pathPrefix}:name`, async (request, reply) => {
    const { name } = request.params;
    if (!AVATAR_FILE.test(name)) return reply.code(404).send('Not found');
    const file = path.join(avatarDir(app.config.dataDir), name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return reply.code(404).send('Not found');
    // Named by content: the file at a name never changes.
    return reply
      .header('content-type', 'image/webp')
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(file));
  });
}
