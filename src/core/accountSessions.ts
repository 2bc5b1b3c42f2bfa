import { z } from './zod';

/** One live session of the player (a browser or device that is logged in), as the Security section lists it. */
export interface SessionRow {
  /** A short public handle of the session (never its cookie or stored id). */
  id: string;
  /** The session of this very browser. */
  current: boolean;
  createdAt: string;
  lastSeen: string;
  ip: string | null;
  userAgent: string | null;
}

/** GET /v1/user/clearSessionId: how many other sessions it ended. */
export interface ClearSessionsData {
  ended: number;
}

/** Caps of a client log report (POST /v1/user/currentClientLogs). */
export const CLIENT_LOG = { messageMax: 1000, stackMax: 4000, urlMax: 500, perPage: 10 } as const;

/** POST /v1/user/currentClientLogs: an error the browser met, reported for the team (size-capped, rate-limited). */
export const clientLogSchema = z.strictObject({
  level: z.enum(['error', 'warn'], { error: 'level must be error or warn' }),
  message: z
    .string({ error: 'message is required' })
    .min(1, { error: 'message is required' })
    .max(CLIENT_LOG.messageMax, { error: `message is longer than ${CLIENT_LOG.messageMax} characters` }),
  stack: z
    .string({ error: 'stack must be a string' })
    .max(CLIENT_LOG.stackMax, { error: `stack is longer than ${CLIENT_LOG.stackMax} characters` })
    .optional(),
  url: z
    .string({ error: 'url must be a string' })
    .max(CLIENT_LOG.urlMax, { error: `url is longer than ${CLIENT_LOG.urlMax} characters` })
    .optional(),
});
