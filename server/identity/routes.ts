import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDENTITY_UPLOAD, identityFieldsSchema, type IdentityState } from '../../src/core/identity';
import { ApiError, badRequest } from '../errors';
import { WindowLimiter } from '../lib/WindowLimiter';
import { ok, parse } from '../plugins/envelope';
import { refuseCrossSite } from '../plugins/origin';
import { requireAuth } from '../plugins/session';
import { identityState, submitIdentity } from './identity';

// Submissions per player per hour (per process): encoding two large pictures costs real CPU.
const SUBMITS_PER_HOUR = 5;

const FILES = ['document', 'selfie'] as const;

/** The parts of a submission: the fields docType and docNumber, the files document and selfie, each once. */
async function readSubmission(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: Record<string, Buffer> }> {
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!(FILES as readonly string[]).includes(part.fieldname))
          throw badRequest(`Unexpected file "${part.fieldname}": send document and selfie`);
        if (files[part.fieldname]) throw badRequest(`Send one ${part.fieldname} picture`);
        files[part.fieldname] = await part.toBuffer();
      } else {
        if (typeof part.value !== 'string') throw badRequest(`${part.fieldname} must be text`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`A picture is larger than ${IDENTITY_UPLOAD.maxBytes / 1024 / 1024} MB`);
    if (code?.startsWith('FST_')) throw badRequest('Send docType, docNumber and the pictures document and selfie as multipart/form-data');
    throw error;
  }
  return { fields, files };
}

/**
 * The player's identity check: GET /v1/identity (its state) and POST /v1/identity/submit (multipart: docType,
 * docNumber, document, selfie). Reviews are the operator's (`npm run -s admin -- kyc …`).
 */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: IDENTITY_UPLOAD.maxBytes, files: 2, fields: 2, parts: 4 } });
  const limiter = new WindowLimiter(SUBMITS_PER_HOUR, 60 * 60_000);

  app.get('/v1/identity', async (request) => {
    const { userId } = await requireAuth(request);
    return ok<IdentityState>(await identityState(app.db, userId, app.config.identityWithdrawAboveUsd));
  });

  app.post('/v1/identity/submit', async (request) => {
    refuseCrossSite(request);
    const { userId } = await requireAuth(request);
    if (!request.isMultipart()) throw badRequest('Send docType, docNumber and the pictures document and selfie as multipart/form-data');
    if (limiter.retryAfterMs(String(userId)) > 0) throw new ApiError(429, 'Too many submissions, try again later');
    const { fields, files } = await readSubmission(request);
    const input = parse(identityFieldsSchema, fields);
    for (const name of FILES) {
      if (!files[name]?.length)
        throw badRequest(name === 'document' ? 'Add a picture of your document' : 'Add a selfie holding your document');
    }
    limiter.hit(String(userId));
    await submitIdentity(app.db, app.config.dataDir, userId, input, { document: files.document!, selfie: files.selfie! });
    return ok<IdentityState>(
      await identityState(app.db, userId, app.config.identityWithdrawAboveUsd),
      'Documents sent: we will notify you once they are reviewed',
    );
  });
}
