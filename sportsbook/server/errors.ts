import type { ZodError } from 'zod';
import type { ApiErrorBody } from '../shared/api';
import type { WalletRefusal } from './wallet';

/** A refusal of the book's API: its HTTP status and the body the page reads. */
export class BookError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly changes?: ApiErrorBody['changes'],
  ) {
    super(message);
    this.name = 'BookError';
  }

  /** The body sent for it. */
  body(): ApiErrorBody {
    return { code: this.code, message: this.message, ...(this.changes ? { changes: this.changes } : {}) };
  }
}

/** A 400 naming the field. */
export const badRequest = (message: string) => new BookError(400, 'bad_request', message);
/** No session, or one that ended. */
export const loginRequired = (message = 'Log in at the casino to bet') => new BookError(401, 'login_required', message);
export const notFound = (message: string) => new BookError(404, 'not_found', message);

/** The first issue of a zod error, its field named: `selections.0.price: …`. */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is out of shape';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** The casino's refusal of a wallet call as the book's API error. */
export function refusalError(refusal: WalletRefusal): BookError {
  switch (refusal.code) {
    case 'insufficient_funds':
      return new BookError(402, 'insufficient_funds', 'Not enough funds at the casino for this stake');
    case 'limit_exceeded':
      return new BookError(403, 'limit_exceeded', `The stake is over your sportsbook limit: ${refusal.message}`);
    case 'player_blocked':
      return new BookError(403, 'player_blocked', 'Your casino account cannot bet');
    case 'token_invalid':
      return loginRequired(`The casino ended your session: ${refusal.message}`);
    default:
      return new BookError(502, 'casino_unavailable', `The casino refused the call (${refusal.code}): ${refusal.message}`);
  }
}

/** The casino did not answer. */
export const casinoUnavailable = (message: string) => new BookError(503, 'casino_unavailable', message);
