import type { FastifyInstance, FastifyReply } from 'fastify';
import { CODE } from '../../src/core/api';
import type { Coin } from '../../src/core/currency';
import { ApiError } from '../errors';
import { isCoin } from '../../src/core/currency';
import type { z } from '../../src/core/zod';
import { checkCallback } from './signing';
import {
  SOFTSWISS_FORBIDDEN,
  SOFTSWISS_UNKNOWN,
  playSchema,
  rollbackSchema,
  softswissAnswer,
  softswissCall,
  softswissError,
} from './softswiss';
import {
  HUB88_STATUS,
  fromHub88Units,
  hub88Answer,
  hub88BalanceSchema,
  hub88BetSchema,
  hub88RollbackSchema,
  hub88WinSchema,
} from './hub88';
import { gameByExternalCode, sessionByToken } from './sessions';
import { WalletError, type AggregatorConfig, type Protocol, type WalletCall } from './types';
import type { WalletOutcome } from './ProviderWallet';

/** Where an aggregator's wallet calls arrive: /v1/wallet/{aggregator}/… (its protocol's paths under it). */
export const WALLET_BASE = '/v1/wallet';

type Handler = (config: AggregatorConfig, body: unknown, reply: FastifyReply) => Promise<unknown>;

/**
 * The aggregators' wallet callbacks. Each is checked (IP allow-list, timestamp window, signature on the raw body)
 * before its body is parsed, then translated into one wallet call; answers and refusals are in the protocol's shape.
 * Balance changes reach the player's tabs (type 3) once the call committed.
 */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const byCode = new Map(app.config.aggregators.map((a) => [a.code, a]));

  const run = async (call: WalletCall): Promise<WalletOutcome> => {
    const outcome = await app.providerWallet.apply(call);
    app.hub.amountChanged(outcome.applied);
    // A closed round is a settled bet: the all-bets feed and the live win tables show it, as a house game's bet.
    if (outcome.closed?.live) app.hub.liveBet(outcome.closed.live);
    return outcome;
  };

  const softswissPlay: Handler = async (config, raw, reply) => {
    const parsed = playSchema.safeParse(raw);
    if (!parsed.success) return reply.code(400).send({ code: 400, message: firstIssue(parsed.error) });
    return softswiss(config, parsed.data, reply);
  };
  const softswissRollback: Handler = async (config, raw, reply) => {
    const parsed = rollbackSchema.safeParse(raw);
    if (!parsed.success) return reply.code(400).send({ code: 400, message: firstIssue(parsed.error) });
    return softswiss(config, parsed.data, reply);
  };
  const softswiss = async (
    config: AggregatorConfig,
    body: z.infer<typeof playSchema> | z.infer<typeof rollbackSchema>,
    reply: FastifyReply,
  ) => {
    const coin: Coin | null = isCoin(body.currency) ? body.currency : null;
    try {
      const gameCode = await gameByExternalCode(app.db, config.code, body.game);
      if (gameCode === null) throw new WalletError('unknown_game', `Game ${body.game} is not offered here`);
      const call = softswissCall(config.code, gameCode, body);
      const outcome = await run(call);
      return reply.code(200).send(softswissAnswer(outcome, call.coin, body.game_id));
    } catch (error) {
      if (!(error instanceof WalletError)) throw error;
      const { status, body: answer } = softswissError(error, coin);
      return reply.code(status).send(answer);
    }
  };

  const hub88 = (schema: z.ZodType, action: 'balance' | 'bet' | 'win' | 'rollback'): Handler => {
    return async (config, raw, reply) => {
      const request = (raw ?? {}) as { user?: unknown; request_uuid?: unknown };
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return reply.code(200).send(hub88Answer(request, 'RS_ERROR_WRONG_TYPES'));
      const body = parsed.data as z.infer<typeof hub88WinSchema> & z.infer<typeof hub88RollbackSchema>;
      const session = await sessionByToken(app.db, config.code, body.token);
      if (!session || String(session.userId) !== body.user) return reply.code(200).send(hub88Answer(request, 'RS_ERROR_INVALID_TOKEN'));
      const coin = session.coin;
      const balance = async () => ({ value: await app.providerWallet.balance(config.code, session.userId, coin, null), coin });
      try {
        if ('currency' in body && body.currency !== undefined && body.currency !== coin) {
          throw new WalletError('wrong_currency', `This session plays ${coin}`);
        }
        const gameCode = await gameByExternalCode(app.db, config.code, body.game_code);
        if (gameCode === null || gameCode !== session.gameCode)
          throw new WalletError('unknown_game', `Game ${body.game_code} is not this session's`);
        if (action === 'balance') return reply.code(200).send(hub88Answer(request, 'RS_OK', await balance()));
        const base = {
          aggregator: config.code,
          userId: session.userId,
          coin,
          gameCode,
          roundRef: body.round,
          close: body.round_closed === true,
        };
        const call: WalletCall =
          action === 'rollback'
            ? { ...base, actions: [{ action: 'rollback', txRef: body.transaction_uuid, refTx: body.reference_transaction_uuid }] }
            : action === 'bet'
              ? {
                  ...base,
                  sessionToken: body.token,
                  actions: [{ action: 'bet', txRef: body.transaction_uuid, amount: fromHub88Units(body.amount) }],
                }
              : {
                  ...base,
                  actions: [
                    {
                      action: 'win',
                      txRef: body.transaction_uuid,
                      amount: fromHub88Units(body.amount),
                      betRef: body.reference_transaction_uuid,
                    },
                  ],
                };
        const outcome = await run(call);
        return reply.code(200).send(hub88Answer(request, 'RS_OK', { value: outcome.balance, coin }));
      } catch (error) {
        if (!(error instanceof WalletError)) throw error;
        const withBalance = error.code === 'insufficient_funds' ? { value: error.balance ?? (await balance()).value, coin } : undefined;
        return reply.code(200).send(hub88Answer(request, HUB88_STATUS[error.code], withBalance));
      }
    };
  };

  const routes: Record<Protocol, Record<string, Handler>> = {
    softswiss: { '/play': softswissPlay, '/rollback': softswissRollback },
    hub88: {
      '/user/balance': hub88(hub88BalanceSchema, 'balance'),
      '/transaction/bet': hub88(hub88BetSchema, 'bet'),
      '/transaction/win': hub88(hub88WinSchema, 'win'),
      '/transaction/rollback': hub88(hub88RollbackSchema, 'rollback'),
    },
  };

  await app.register(async (scope) => {
    // Signatures cover the body as sent: these routes read it raw, whatever its content type says.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    const paths = new Set(Object.values(routes).flatMap((r) => Object.keys(r)));
    for (const path of paths) {
      // Not in the per-address API budget: an aggregator sends every player's calls from a few addresses.
      scope.post<{ Params: { aggregator: string } }>(
        `${WALLET_BASE}/:aggregator${path}`,
        { config: { rateLimit: false } },
        async (request, reply) => {
          const config = byCode.get(request.params.aggregator);
          const handler = config ? routes[config.protocol][path] : undefined;
          // No such aggregator: the site's own envelope (a configured one answers in its protocol's shape).
          if (!config || !handler) throw new ApiError(CODE.NOT_FOUND, 'Unknown wallet route');
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const refusal = checkCallback(config, raw, request.headers, request.ip);
          if (refusal) {
            request.log.warn(`wallet call of ${config.code} refused (${refusal}) from ${request.ip}`);
            if (config.protocol === 'hub88') return reply.code(200).send(hub88Answer(parseLoose(raw), 'RS_ERROR_INVALID_SIGNATURE'));
            return reply.code(SOFTSWISS_FORBIDDEN.status).send({ code: SOFTSWISS_FORBIDDEN.code, message: SOFTSWISS_FORBIDDEN.message });
          }
          let body: unknown;
          try {
            body = JSON.parse(raw.toString('utf8'));
          } catch {
            if (config.protocol === 'hub88') return reply.code(200).send(hub88Answer({}, 'RS_ERROR_WRONG_SYNTAX'));
            return reply.code(400).send({ code: 400, message: 'Body is not valid JSON' });
          }
          try {
            return await handler(config, body, reply);
          } catch (error) {
            request.log.error({ err: error }, `wallet call of ${config.code} failed`);
            if (config.protocol === 'hub88') return reply.code(200).send(hub88Answer(parseLoose(raw), 'RS_ERROR_UNKNOWN'));
            return reply.code(SOFTSWISS_UNKNOWN.status).send({ code: SOFTSWISS_UNKNOWN.code, message: SOFTSWISS_UNKNOWN.message });
          }
        },
      );
    }
  });
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Bad request';
}

function parseLoose(raw: Buffer): { user?: unknown; request_uuid?: unknown } {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as { user?: unknown; request_uuid?: unknown }) : {};
  } catch {
    return {};
  }
}
