import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type z } from 'zod';
import { CODE, type Envelope } from '../../src/core/api';
import { describeZodError } from '../../src/core/schemas';
import { isConnectionError } from '../db/pool';
import { ApiError } from '../errors';
import { clearSessionCookie } from './session';

/** A success envelope. */
export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: CODE.OK, msg, data };
}

/** Parses a body or query with a zod schema; a failure becomes a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw new ApiError(CODE.BAD_REQUEST, 'Request body must be a JSON object');
  }
  // No body at all reads as no fields, so the schema names the first missing one.
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ApiError(CODE.BAD_REQUEST, describeZodError(result.error));
  return result.data;
}

// Fastify's own request errors, in words a player can act on.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match Content-Length',
};

/** The answer to a request whose database connection failed: retryable, and the process carries on. */
export const DATABASE_UNAVAILABLE_MSG = 'The service is briefly unavailable, please try again in a moment';

/** The envelope's code and message for an error: the caller's fault (400s) said plainly, ours never detailed. */
export function toEnvelope(error: FastifyError | ApiError | ZodError | Error): { code: number; msg: string } {
  if (error instanceof ApiError) return { code: error.code, msg: error.message };
  if (isConnectionError(error)) return { code: CODE.ERROR, msg: DATABASE_UNAVAILABLE_MSG };
  if (error instanceof ZodError) return { code: CODE.BAD_REQUEST, msg: describeZodError(error) };
  const e = error as FastifyError & { code?: string };
  if (e.code && FASTIFY_MESSAGES[e.code]) return { code: CODE.BAD_REQUEST, msg: FASTIFY_MESSAGES[e.code]! };
  // PostgreSQL numeric overflow: an amount beyond NUMERIC(36,18).
  if (e.code === '22003') return { code: CODE.BAD_REQUEST, msg: 'amount is too large' };
  // Text PostgreSQL cannot store (NUL, invalid UTF-8): schemas refuse it first; this is the net under them.
  if (e.code === '22021' || e.code === '22P05') return { code: CODE.BAD_REQUEST, msg: 'Request contains characters that are not allowed' };
  if (e.statusCode === 429) return { code: CODE.TOO_MANY, msg: e.message };
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    // JSON syntax errors and prototype-poisoning refusals arrive as plain 400s.
    return { code: CODE.BAD_REQUEST, msg: e instanceof SyntaxError ? 'Request body is not valid JSON' : 'Bad request' };
  }
  return { code: CODE.ERROR, msg: 'Something went wrong on our side, please try again' };
}

/** Answers every error as HTTP 200 with a {code, msg, data} envelope; stacks only reach the log. */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const body = toEnvelope(error);
    if (body.msg === DATABASE_UNAVAILABLE_MSG)
      request.log.warn(`request failed, database unavailable: ${(error.cause as Error | undefined)?.message ?? error.message}`);
    else if (body.code === CODE.ERROR) request.log.error({ err: error }, 'request failed');
    // A 401 means the cookie is missing or dead: drop it so the browser stops sending it.
    if (body.code === CODE.UNAUTHORIZED && request.cookies?.hs_sid !== undefined) clearSessionCookie(reply);
    void reply.code(200).send({ ...body, data: null } satisfies Envelope);
  });
}
