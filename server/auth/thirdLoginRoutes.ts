import { randomBytes } from 'node:crypto';
import { siteOrigin } from '../lib/origin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '../../src/core/api';
import {
  THIRD_LOGIN_TTL_MS,
  THIRD_PROVIDERS,
  THIRD_PROVIDER_NAMES,
  bindAccountSchema,
  thirdLoginSchema,
  type ThirdAuthUrl,
  type ThirdLoginResult,
  type ThirdProvider,
} from '../../src/core/thirdLogin';
import { DemoOidc } from './demoOidc';
import { OAuthClients, type ProviderIdentity } from './oauthClients';
import { ApiError, badRequest, isUniqueViolation } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';
import { revokeUserSessions } from './sessions';
import { ThirdLogins, nickFrom } from './thirdLogins';
import { userInfo } from '../account/userInfo';
import { pushNotification } from '../feeds/notifications';
import { heldShareCode, originOf } from './origin';
import type { Origin } from '../promotions/referrals';
import { createUser, noDemoCreditReason } from './users';
import { checkLogin, rotateSession, secondFactor } from './userRoutes';

/** The cookie binding a started sign-in to the browser that started it. */
const BINDING_COOKIE = 'hs_tl';

/**
 * Third-party sign-in: GET …/authUrl (or GET /v1/user/thirdLogin/oauth2/{provider}) starts one and
 * answers the provider's URL for the popup; the popup comes back to the site with ?code=&state=, posts them to its
 * opener (codeyyy), which sends them to POST …/login (or …/oauth2/{provider}Auth). The first sign-in of a provider
 * account makes an account; POST /api/account/thirdLogin/bind attaches it to an older account instead.
 */
export async function thirdLoginRoutes(app: FastifyInstance): Promise<void> {
  const store = new ThirdLogins(app.db);
  const clients = new OAuthClients(app, app.config.oauth, app.config.demoOAuth);
  if (app.config.demoOAuth) await (await DemoOidc.create(app.config.trustProxy)).mount(app, siteOrigin);

  const prune = setInterval(() => void store.prune().catch((err) => app.log.warn({ err }, 'pruning sign-in states failed')), 30 * 60_000);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));

  const available = (provider: ThirdProvider) => {
    if (!clients.offers(provider))
      throw new ApiError(CODE.NOT_FOUND, `${THIRD_PROVIDERS[provider].label} sign-in is not available on this site`);
  };

  const start = async (provider: ThirdProvider, request: FastifyRequest, reply: FastifyReply) => {
    available(provider);
    const origin = siteOrigin(request);
    const binding =
      request.cookies[BINDING_COOKIE] && /^[A-Za-z0-9_-]{43}$/.test(request.cookies[BINDING_COOKIE]!)
        ? request.cookies[BINDING_COOKIE]!
        : randomBytes(32).toString('base64url');
    void reply.setCookie(BINDING_COOKIE, binding, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: app.config.cookieSecure,
      maxAge: Math.floor(THIRD_LOGIN_TTL_MS / 1000),
    });
    const secrets = await store.start(provider, origin, binding);
    return ok<ThirdAuthUrl>({ url: await clients.authorizationUrl(provider, origin, secrets), state: secrets.state });
  };

  /** The account of a provider account: the linked one, or a new one (a sign-up: it counts as one, with the demo credit). */
  const accountFor = async (provider: ThirdProvider, identity: ProviderIdentity, origin: Origin, sharCode: string | undefined) => {
    const ip = origin.ip;
    const linked = await store.linkedUser(provider, identity);
    if (linked !== null) return { userId: linked, created: false, noCredit: false };
    const { demoCredit } = await app.loginGuard.beginRegistration(ip);
    const { userName, email } = await store.namesFor(provider, identity);
    try {
      const { userId, applied, notice } = await createUser(
        app.db,
        app.config,
        {
          userName,
          email,
          passwordHash: '',
          nickName: nickFrom(identity.name, userName),
          thirdParty: { provider, emailVerified: email !== '', link: (db, id) => store.link(db, provider, identity, id) },
          // Where the sign-up came from (address, browser, affiliate tag and partner) and the share code the browser
          // holds (its shareCode cookie), as a password sign-up keeps them.
          origin,
          sharCode,
        },
        demoCredit ? { ip, guard: app.loginGuard } : null,
      );
      app.hub.amountChanged(applied);
      if (notice) pushNotification(app.hub, userId, notice);
      return { userId, created: true, noCredit: notice !== null };
    } catch (error) {
      // The same provider account signing in twice at once: the link's key decides, the other finds it.
      if (isUniqueViolation(error, 'third_party_accounts_pkey')) {
        const again = await store.linkedUser(provider, identity);
        if (again !== null) return { userId: again, created: false, noCredit: false };
      }
      throw error;
    }
  };

  const login = async (provider: ThirdProvider, request: FastifyRequest, reply: FastifyReply) => {
    available(provider);
    const body = parse(thirdLoginSchema, request.body);
    const binding = request.cookies[BINDING_COOKIE] ?? '';
    let userId: number;
    let subject: string;
    let created = false;
    let noCredit = false;
    if (body.code !== undefined) {
      const signIn = await store.exchange(provider, body.state, binding);
      let identity: ProviderIdentity;
      try {
        identity = await clients.identity(provider, signIn.origin, body.code, signIn.secrets);
      } catch (err) {
        request.log.warn({ err, provider }, 'third-party sign-in refused');
        throw badRequest(`${THIRD_PROVIDERS[provider].label} did not confirm the sign-in: please try again`);
      }
      ({ userId, created, noCredit } = await accountFor(provider, identity, originOf(request), heldShareCode(request)));
      subject = identity.subject;
      await store.resolve(body.state, subject, userId);
    } else {
      ({ userId, subject } = await store.waiting(provider, body.state, binding));
    }
    // Two-factor login holds for every way in: the sign-in waits (same state) for the authenticator code.
    await secondFactor(app, userId, body.googleCode, request.ip);
    if (!(await store.finish(body.state))) throw badRequest('This sign-in was already used: start it again');
    await rotateSession(app, request, reply, userId);
    return ok<ThirdLoginResult>(
      { user: await userInfo(app.db, userId), provider, accountId: subject, created },
      noCredit ? noDemoCreditReason(app.config.demoFundsIpDaily) : 'success',
    );
  };

  for (const provider of THIRD_PROVIDER_NAMES) {
    if (THIRD_PROVIDERS[provider].path === 'oauth2') {
      app.get(`/v1/user/thirdLogin/oauth2/${provider}`, (request, reply) => start(provider, request, reply));
      app.post(`/v1/user/thirdLogin/oauth2/${provider}Auth`, (request, reply) => login(provider, request, reply));
    } else {
      app.get(`/v1/user/thirdLogin/${provider}/authUrl`, (request, reply) => start(provider, request, reply));
      app.post(`/v1/user/thirdLogin/${provider}/login`, (request, reply) => login(provider, request, reply));
    }
  }

  /** Which sign-ins the site offers (the login form shows a button for each). */
  app.get('/api/auth/providers', async () => ok(clients.list()));

  /** The sign-ins linked to the logged-in account. */
  app.get('/api/account/thirdLogin', async (request) => {
    const auth = await requireAuth(request);
    return ok(await store.linked(auth.userId));
  });

  app.post('/api/account/thirdLogin/bind', async (request, reply) => {
    const auth = await requireAuth(request);
    const target = await checkLogin(app, parse(bindAccountSchema, request.body), request.ip);
    const moved = await store.attach(auth.userId, target);
    // The account the sign-in made is closed: its sessions end everywhere, this browser continues as the older one.
    app.hub.endSessions(await revokeUserSessions(app.db, auth.userId));
    await rotateSession(app, request, reply, target);
    return ok<ThirdLoginResult>(
      { user: await userInfo(app.db, target), provider: moved.provider, accountId: moved.subject, created: false },
      `${THIRD_PROVIDERS[moved.provider].label} sign-in linked to your account`,
    );
  });
}
