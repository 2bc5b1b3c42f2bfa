import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import nodemailer from 'nodemailer';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type pg from 'pg';
import { CODE, type Envelope } from '../src/core/api';
import { MAX_FRAME_BYTES } from '../src/core/socket';
import type { Config } from './config';
import { isApiPath } from './context';
import { migrate } from './db/migrate';
import { createPool } from './db/pool';
import { seed } from './db/seed';
import { ApiError } from './errors';
import { registerEnvelope } from './plugins/envelope';
import { registerOriginCheck } from './plugins/origin';
import { registerRateLimit } from './plugins/rateLimit';
import { registerSecurityHeaders, applySecurityHeaders } from './plugins/securityHeaders';
import { OVERLAY_CHANNEL, StreamerService } from './streamer/StreamerService';
import { OverlayHub } from './streamer/OverlayHub';
import { HUNT_CHANNEL, overlaySource } from './streamer/source';
import { streamerRoutes } from './streamer/routes';
import { registerSpa } from './plugins/spa';
import { accountRoutes } from './wallet/accountRoutes';
import { depositRoutes } from './wallet/depositRoutes';
import { transactionRoutes } from './wallet/transactionRoutes';
import { withdrawalRoutes } from './wallet/withdrawalRoutes';
import { fairnessRoutes } from './games/fairness/routes';
import { gameRoutes } from './games/bets/routes';
import { healthRoutes } from './health';
import { homeRoutes } from './games/catalogRoutes';
import { profileRoutes } from './account/profileRoutes';
import { socketRoutes } from './live/socket';
import { userRoutes } from './auth/userRoutes';
import { userApiRoutes } from './rates/routes';
import { chatRoutes } from './chat/routes';
import { ChatService } from './chat/ChatService';
import { setHmac } from '../src/core/fairness';
import { nodeHmac } from './lib/hmac';
import { minesRoutes } from './games/mines/routes';
import { SERVER_GAMES, type ServerGames } from './games/registry';
import { feedRoutes } from './feeds/routes';
import { notificationRoutes } from './feeds/notificationRoutes';
import { crashRoutes } from './games/crash/routes';
import { ensureChain } from './games/crash/chain';
import { Fanout } from './live/fanout';
import { CrashLeader } from './games/crash/CrashLeader';
import { CrashLoop } from './games/crash/CrashLoop';
import { CrashService } from './games/crash/CrashService';
import { RoundExposure } from './games/crash/exposure';
import { Decimal } from '../src/core/money';
import { MSG } from '../src/core/socket';
import { MinesService } from './games/mines/MinesService';
import { RateFlusher } from './lib/RateFlusher';
import { BetService } from './games/bets/BetService';
import { Hub } from './live/hub';
import { LoginGuard } from './auth/loginGuard';
import { EmailCodes } from './mail/emailCodes';
import { Mailer } from './mail/mailer';
import { mailRoutes } from './mail/routes';
import { TwoFactor } from './auth/twoFactor';
import { twoFactorRoutes } from './auth/twoFactorRoutes';
import { thirdLoginRoutes } from './auth/thirdLoginRoutes';
import { sessionRoutes } from './auth/sessionRoutes';
import { avatarRoutes } from './account/avatarRoutes';
import { ReferenceCache } from './reference/ReferenceCache';
import { coinGeckoProvider } from './rates/provider';
import { RatesService } from './rates/RatesService';
import { rateCountStore } from './lib/rateCounts';
import { ensureAllPairs } from './games/fairness/seeds';
import { VipLadder } from './vip/ladder';
import { VipService } from './vip/VipService';
import { VipPusher } from './vip/VipPusher';
import { vipRoutes } from './vip/routes';
import { ProtectionService } from './protection/ProtectionService';
import { protectionRoutes } from './protection/routes';
import { identityRoutes } from './identity/routes';
import { BonusSettler } from './promotions/BonusSettler';
import { PromotionService } from './promotions/PromotionService';
import { promotionRoutes } from './promotions/routes';
import { referralRoutes } from './promotions/referralRoutes';
import { ProviderWallet } from './aggregators/ProviderWallet';
import { walletRoutes } from './aggregators/walletRoutes';
import { catalogueRoutes } from './catalogue/routes';
import { sportsbookRoutes } from './sportsbook/routes';
import { SportsTokens } from './sportsbook/tokens';
import { SportsWallet } from './sportsbook/SportsWallet';
import { BookKey } from './sportsbook/walletProtocol';
import { CatalogueSweeper } from './catalogue/CatalogueSweeper';

/** Options of build(). */
export interface BuildOptions {
  config: Config;
  /** Reuse a pool (closed by the caller); otherwise one is opened on config.databaseUrl and closed with the app. */
  pool?: pg.Pool;
  /** Pino logger options; false silences logging (tests). */
  logger?: boolean | { level: string };
  /** The instant games it plays (SERVER_GAMES unless given; a test adds a throwaway game with withGame). */
  games?: ServerGames;
  /**
   * A push of this process that breaks its frame schema throws at its caller (tests) instead of being dropped with an
   * error log (a running server: the money already moved, so the caller must not fail).
   */
  strictFrames?: boolean;
}

// Small bodies only: the largest legitimate request is a registration form.
const BODY_LIMIT = 16 * 1024;

/** Builds the house server: migrates and seeds the database, registers plugins and routes. Not listening yet. */
export async function build({ config, pool, logger, games = SERVER_GAMES, strictFrames = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Per-request lines would drown the log at heartbeat rates; errors are logged by the envelope handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // Slow clients cannot hold connections: headers within httpHeadersTimeoutMs, the whole request (a body sent a
    // byte at a time included) within httpRequestTimeoutMs, checked every second; idle keep-alive and idle sockets
    // are closed too. Upgraded websockets leave these behind (ws clears the socket time-out).
    http: {
      headersTimeout: Math.min(config.httpHeadersTimeoutMs, config.httpRequestTimeoutMs),
      requestTimeout: config.httpRequestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.httpHeadersTimeoutMs),
    },
    requestTimeout: config.httpRequestTimeoutMs,
    keepAliveTimeout: config.httpKeepAliveTimeoutMs,
    connectionTimeout: config.httpIdleTimeoutMs,
    trustProxy: config.trustProxy,
    // Route lookups ignore a trailing slash, as browsers and hand-typed URLs vary.
    routerOptions: { ignoreTrailingSlash: true },
    // Requests the router cannot even parse (a malformed %-escape such as /v1/%): the API answers in its envelope.
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as FastifyReply;
      applySecurityHeaders(reply, request.url, config);
      const bad = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const msg = bad ? 'The address is not a valid URL' : 'Bad request';
      if (isApiPath(request.url)) return reply.code(200).send({ code: CODE.BAD_REQUEST, msg, data: null } satisfies Envelope);
      return reply.code(400).type('text/plain; charset=utf-8').send(`${msg}\n`);
    },
  });
  if (!pool && !config.databaseUrl) throw new Error('build() needs a pool or config.databaseUrl');
  const db = pool ?? createPool(config.databaseUrl!, (err) => app.log.warn(`idle database connection lost: ${err.message}`));
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('games', games);
  app.decorate(
    'hub',
    new Hub({
      pingIntervalMs: config.socketPingMs,
      maxPerIp: config.socketMaxPerIp,
      maxPerUser: config.socketMaxPerUser,
      maxBufferBytes: config.socketMaxBufferBytes,
      malformedFrame: (reason, remote) => {
        if (strictFrames && !remote) throw new Error(`Malformed push: ${reason}`);
        app.log.error(`dropped a malformed ${remote ? "peer process's " : ''}push: ${reason}`);
      },
    }),
  );
  // The hub's pushes reach the sockets of every server process on this database (LISTEN/NOTIFY).
  app.decorate('fanout', new Fanout(db, app.hub, { log: (msg) => app.log.warn(msg) }));
  app.addHook('onReady', async () => app.fanout.start());
  app.addHook('preClose', async () => app.fanout.stop());
  app.decorate('loginGuard', new LoginGuard(db, config));
  // Mail over SMTP when SMTP_URL is set; otherwise the outbox keeps it (the dev mailbox shows it in demo mode).
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  app.decorate('mailer', new Mailer(db, transport, config.mailFrom, (err) => app.log.error({ err }, 'mail delivery failed')));
  app.decorate('emailCodes', new EmailCodes(db, app.mailer, app.loginGuard, config.demoMode));
  app.decorate('twoFactor', new TwoFactor(db, app.loginGuard));
  app.addHook('onClose', async () => transport?.close());
  app.addHook('onClose', async () => {
    app.hub.close();
    if (!pool) await db.end();
  });

  // Settlement's HMAC through node:crypto (the same bytes as crypto-js, server/lib/hmac.test.ts), several times faster.
  setHmac(nodeHmac);
  await migrate(db, (msg) => app.log.info(msg));
  await seed(db);
  const paired = await ensureAllPairs(db);
  if (paired > 0) app.log.info(`seed pairs created for ${paired} existing users`);
  app.decorate('refs', new ReferenceCache(db, 5_000, config.rates.maxAgeMs));
  // Live exchange rates when a provider is configured (RATES_URL); otherwise the seeded rates stay, fixed.
  const ratesProvider = config.rates.url
    ? coinGeckoProvider({ url: config.rates.url, key: config.rates.key, keyHeader: config.rates.keyHeader })
    : null;
  app.decorate(
    'rates',
    new RatesService(db, {
      provider: ratesProvider,
      pollMs: config.rates.pollMs,
      timeoutMs: config.rates.timeoutMs,
      onWrite: () => app.refs.invalidate(),
      // One push per poll that moved a rate; every browser reads the rates once for it.
      onChange: () => app.hub.broadcast({ type: MSG.REFRESH_RATES }),
      log: (msg) => app.log.warn(msg),
    }),
  );
  app.addHook('onReady', async () => app.rates.start());
  app.addHook('preClose', async () => app.rates.stop());
  app.decorate('bets', new BetService(db, app.refs, games));
  app.decorate('providerWallet', new ProviderWallet(db));
  const sportsTokens = new SportsTokens(db, config.sportsbook, config.demoMode, config.sessionIdleMs);
  app.decorate('sportsTokens', sportsTokens);
  app.decorate('bookKey', new BookKey(config.sportsbook.bookPublicKey, config.sportsbook.bookId, config.sportsbook.brand));
  app.decorate('sportsWallet', new SportsWallet(db, sportsTokens, config.sportsbook.bookId));
  const sweeper = new CatalogueSweeper(db, config.aggregators, { log: (msg) => app.log.info(msg) });
  if (config.catalogueSweep) app.addHook('onReady', async () => sweeper.start());
  app.addHook('preClose', async () => sweeper.stop());
  app.decorate('mines', new MinesService(db, app.refs, app.bets));
  // Crash: the chain (made at the first start), bets and cash-outs here, the round loop where the election puts it.
  app.decorate('crashChain', await ensureChain(db, { length: config.crash.chainLength, salt: config.crash.salt, seed: config.crash.seed }));
  app.decorate('crash', new CrashService(db, app.refs));
  const hub = app.hub;
  const loop = () =>
    new CrashLoop(
      db,
      app.crashChain,
      config.crash,
      {
        round: (data) => hub.broadcast({ type: MSG.CRASH_ROUND, data }),
        tick: (data) => hub.broadcast({ type: MSG.CRASH_TICK, data }),
        cashout: (data) => hub.broadcast({ type: MSG.CRASH_CASHOUT, data }),
        amounts: (changes) => hub.amountChanged(changes),
        settled: (bets) => hub.liveBets(bets),
      },
      (err) => app.log.error({ err }, 'crash round loop failed'),
      (roundId) => new RoundExposure(db, roundId, async () => (await app.refs.get()).coinUsd, new Decimal(config.crash.maxPayoutUsd)),
    );
  app.decorate('crashLeader', new CrashLeader(db, loop, (msg) => app.log.info(msg)));
  app.addHook('onReady', async () => {
    if (config.crash.loop) app.crashLeader.start();
  });
  app.addHook('preClose', async () => {
    await app.crashLeader.stop();
  });
  app.decorate('chat', new ChatService(db, app.hub, (msg) => app.log.warn(msg)));
  // VIP: the ladder, rewards and claims; progress pushed to the player's sockets from the wager trigger's NOTIFY.
  app.decorate('protection', new ProtectionService(db));
  app.decorate('vip', new VipService(db, new VipLadder(db), app.refs, app.hub));
  // The type-5 flag word: VIP bits and the bonus area's (promotions), once both services exist.
  const flagWordOf = async (userId: number) => (await app.vip.rewardCount(userId)).flags | (await app.promotions.flags(userId));
  const vipPusher = new VipPusher(db, app.vip.ladder, app.hub, async (userId) => flagWordOf(userId), {
    log: (msg) => app.log.warn(msg),
  });
  app.decorate('vipPusher', vipPusher);
  app.addHook('onReady', async () => vipPusher.start(app.fanout));
  app.addHook('preClose', async () => vipPusher.stop());
  // Promotions and bonus money: offers, claims, codes; due bonuses ended and open bonuses pushed from the wager trigger.
  app.decorate('promotions', new PromotionService(db, app.refs, app.hub, undefined, (msg) => app.log.warn(msg)));
  // Races pay their prizes when a period ends: every process sweeps, the race's lock makes each period pay once.
  app.addHook('onReady', async () => app.promotions.periodic.start());
  app.addHook('preClose', async () => app.promotions.periodic.stop());
  app.promotions.pushFlags = async (userId) => app.hub.sendToUser(userId, { type: MSG.VIP_UNREAD, data: await flagWordOf(userId) });
  const bonusSettler = new BonusSettler(db, app.hub, (userId, applied) => app.promotions.after(userId, applied), {
    log: (msg) => app.log.warn(msg),
  });
  app.decorate('bonusSettler', bonusSettler);
  app.addHook('onReady', async () => bonusSettler.start(app.fanout));
  app.addHook('preClose', async () => bonusSettler.stop());
  // Streamer overlays: each process pushes to its own overlay sockets on the events every process hears.
  app.decorate('streamer', new StreamerService(db));
  app.decorate('overlays', new OverlayHub(overlaySource(db, app.streamer), { log: (msg) => app.log.warn(msg) }));
  app.addHook('onReady', async () => {
    await app.fanout.subscribe(OVERLAY_CHANNEL, (payload) => app.overlays.note(payload));
    await app.fanout.subscribe(HUNT_CHANNEL, (payload) => app.overlays.note(`hunt:${payload}`));
  });
  app.addHook('preClose', async () => app.overlays.stop());
  // The per-IP API budget and the per-user bet budget hold across the processes on this database (rate_counts).
  app.decorate('rateCounts', new RateFlusher(rateCountStore(db), { log: (msg) => app.log.warn(msg) }));
  app.addHook('preClose', async () => app.rateCounts.stop());
  // One per-user budget for instant bets and stateful games' moves.
  app.decorate('betLimiter', app.rateCounts.limiter('bet', config.betRateLimit));

  // JSON only; an empty body reads as "no fields" so body-less POSTs (logout) work, and zod names what's missing.
  // The default parser (secure-json-parse) also refuses __proto__ / constructor.prototype keys as invalid JSON.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      json(request, body as string, (error, value) => done(error ? new ApiError(400, 'Request body is not valid JSON') : null, value));
    } catch {
      done(new ApiError(400, 'Request body is not valid JSON'), undefined);
    }
  });
  app.removeContentTypeParser('text/plain');

  registerSecurityHeaders(app);

  registerEnvelope(app);
  await app.register(fastifyCookie);
  await registerRateLimit(app, app.rateCounts.limiter('api', config.apiRateLimit));
  registerOriginCheck(app);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // A socket's own errors (a frame over the size limit, a client that vanished) are the client's doing: one debug
    // line, no stack. Anything else thrown by the handler is ours and logged as an error.
    errorHandler: (error, socket, request) => {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      // ws has already closed the socket with the right code (1009 for an oversized frame).
      if (code.startsWith('WS_ERR_')) return request.log.debug(`socket closed: ${error.message}`);
      if (['ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) request.log.debug(`socket lost: ${error.message}`);
      else request.log.error({ err: error }, 'socket handler failed');
      socket.terminate();
    },
  });

  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(profileRoutes);
  await app.register(mailRoutes);
  await app.register(twoFactorRoutes);
  await app.register(thirdLoginRoutes);
  await app.register(sessionRoutes);
  await app.register(avatarRoutes);
  await app.register(accountRoutes);
  await app.register(depositRoutes);
  await app.register(transactionRoutes);
  await app.register(withdrawalRoutes);
  await app.register(userApiRoutes);
  await app.register(homeRoutes);
  await app.register(feedRoutes);
  await app.register(notificationRoutes);
  await app.register(fairnessRoutes);
  await app.register(gameRoutes);
  await app.register(minesRoutes);
  await app.register(crashRoutes);
  await app.register(chatRoutes);
  await app.register(vipRoutes);
  await app.register(protectionRoutes);
  await app.register(identityRoutes);
  await app.register(promotionRoutes);
  await app.register(referralRoutes);
  await app.register(walletRoutes);
  await app.register(catalogueRoutes);
  await app.register(sportsbookRoutes);
  await app.register(streamerRoutes);
  await app.register(socketRoutes);
  await registerSpa(app);
  return app;
}
