import { ApiError, CODE } from '../src/core/api';

/** Thrown errors whose message is safe to show are answered as an envelope with their code. */
export { ApiError };

/** 400 with a message naming the problem. */
export const badRequest = (msg: string): ApiError => new ApiError(CODE.BAD_REQUEST, msg);

/** 401: the caller must log in. */
export const unauthorized = (): ApiError => new ApiError(CODE.UNAUTHORIZED, 'Please log in first');

/** True for a PostgreSQL unique violation, optionally on a given constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** 400: the login password given to confirm an action is not the account's. */
export const wrongPassword = (): ApiError => badRequest('password is incorrect');
