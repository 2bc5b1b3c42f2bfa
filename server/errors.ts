import { CODE } from '../src/core/api';

/** An error whose message is safe to show: answered as an envelope with its code. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 with a message naming the problem. */
export const badRequest = (msg: string): ApiError => new ApiError(CODE.BAD_REQUEST, msg);

/** 401: the caller must log in. */
export const unauthorized = (): ApiError => new ApiError(CODE.UNAUTHORIZED, 'Please log in first');

/** True for a PostgreSQL unique violation, optionally on a given constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
