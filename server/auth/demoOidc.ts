import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import { THIRD_PROVIDERS, isThirdProvider, type ThirdProvider } from '../../src/core/thirdLogin';
import { demoErrorPage, demoSignInPage, demoNameError, parseDemoName } from './demoPage';
import { demoStore } from './demoStore';

/** Where the local sign-in provider is mounted. */
export const DEMO_OIDC_PATH = '/demo-oidc';
/** The demo client of a provider kind. */
export const demoClientId = (provider: ThirdProvider) => `demo-${provider}`;

/**
 * Headers of every answer of the provider. The opener policy is the site's own: a popup whose pages all share it stays
 * in the opener's browsing context group, so window.opener survives the trip and gets the code.
 */
const HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // Not no-referrer: a form posted from a no-referrer page says Origin: null, which the site's CSRF check refuses.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};
const MAX_NAMES = 10_000;

type ProviderClass = typeof Provider;

// Providers per site origin: each has its issuer and redirect address on the origin the player uses (127.0.0.1 and
// localhost are two sites to a browser). A handful at most; the oldest goes beyond that.
const MAX_ORIGINS = 8;

/**
 * The local sign-in provider of demo mode: a real OpenID Connect server (oidc-provider) in process, standing in for the
 * three provider kinds when they are not configured, so the whole popup flow (authorization code, PKCE, state, token
 * exchange, userinfo) runs as it would against the real ones. Its sign-in page asks for a display name only; the
 * same name signs in to the same provider account again. State lives in memory: one process, as demo mode is.
 */
export class DemoOidc {
  private readonly providers = new Map<string, Provider>();
  // Koa composes its middleware anew at each callback(): one request handler per provider, made once.
  private readonly handlers = new WeakMap<Provider, ReturnType<Provider['callback']>>();
  private readonly names = new Map<string, string>();
  private readonly jwk = {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid: 'demo',
    alg: 'RS256',
    use: 'sig',
  };
  private readonly cookieKey = randomBytes(32).toString('base64url');
  private readonly store = demoStore();

  private constructor(
    private readonly ProviderClass: ProviderClass,
    private readonly trustProxy: boolean,
  ) {}

  /** Loads the provider library (only demo mode does) and makes the stand-in. */
  static async create(trustProxy: boolean): Promise<DemoOidc> {
    const { default: ProviderClass } = await import('oidc-provider');
    return new DemoOidc(ProviderClass, trustProxy);
  }

  /** The issuer on a site origin. */
  issuer(origin: string): string {
    return `${origin}${DEMO_OIDC_PATH}`;
  }

  /** The provider serving a site origin (made on first use). */
  provider(origin: string): Provider {
    let provider = this.providers.get(origin);
    if (provider) return provider;
    provider = new this.ProviderClass(this.issuer(origin), this.configuration(origin));
    provider.proxy = this.trustProxy;
    if (this.providers.size >= MAX_ORIGINS) this.providers.delete(this.providers.keys().next().value!);
    this.providers.set(origin, provider);
    return provider;
  }

  private configuration(origin: string): Configuration {
    const names = this.names;
    return {
      clients: Object.keys(THIRD_PROVIDERS).map((provider) => ({
        client_id: demoClientId(provider as ThirdProvider),
        client_name: `${THIRD_PROVIDERS[provider as ThirdProvider].label} (demo)`,
        // A public client: no secret, so PKCE is required (S256).
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${origin}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      })),
      adapter: this.store,
      jwks: { keys: [this.jwk] },
      cookies: { keys: [this.cookieKey] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
      features: { devInteractions: { enabled: false } },
      pkce: { required: () => true },
      interactions: { url: (_ctx, interaction) => `${DEMO_OIDC_PATH}/interaction/${interaction.uid}` },
      // The site's own demo sign-in: the player's consent is the click on its page, so the grant is made here.
      async loadExistingGrant(ctx) {
        const { client, session } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grantId = session.grantIdFor(client.clientId);
        if (grantId) return ctx.oidc.provider.Grant.find(grantId);
        const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        session.ensureClientContainer(client.clientId);
        session.grantIdFor(client.clientId, grant.jti);
        return grant;
      },
      async findAccount(_ctx, sub) {
        const name = names.get(sub) ?? sub.replace(/^demo-/, '');
        return {
          accountId: sub,
          claims: () => ({
            sub,
            name,
            preferred_username: name,
            email: `${sub}@demo-id.highstakes.local`,
            email_verified: true,
          }),
        };
      },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 300, IdToken: 300 },
      async renderError(ctx, out) {
        ctx.type = 'html';
        ctx.body = demoErrorPage(String(out.error_description ?? out.error ?? 'The sign-in failed'));
      },
    };
  }

  /** Mounts the provider and its sign-in page under /demo-oidc. */
  async mount(app: FastifyInstance, originOf: (request: FastifyRequest) => string): Promise<void> {
    await app.register(
      async (scope) => {
        // The provider reads its own bodies (token endpoint, the sign-in form): fastify leaves the stream alone.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
        // After the site's own headers (a child's hooks run after its parent's): the provider's policy wins.
        scope.addHook('onSend', async (_request, reply, payload) => {
          for (const [name, value] of Object.entries(HEADERS)) void reply.header(name, value);
          return payload;
        });
        scope.setErrorHandler(async (err: Error, _request, reply) => {
          const message = err.name === 'SessionNotFound' ? 'This sign-in has expired. Close this window and start again.' : err.message;
          return reply.code(400).type('text/html; charset=utf-8').send(demoErrorPage(message));
        });

        scope.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
          const provider = this.provider(originOf(request));
          const details = await provider.interactionDetails(request.raw, reply.raw);
          const clientId = String(details.params.client_id ?? '');
          return this.page(reply, clientId, details.uid, '');
        });

        scope.post<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
          const provider = this.provider(originOf(request));
          const details = await provider.interactionDetails(request.raw, reply.raw);
          const form = new URLSearchParams(await readSmallBody(request.raw));
          if (form.get('action') === 'cancel') {
            return finish(reply, () =>
              provider.interactionFinished(request.raw, reply.raw, { error: 'access_denied', error_description: 'Sign-in cancelled' }),
            );
          }
          const name = parseDemoName(form.get('name') ?? '');
          if (!name.ok)
            return this.page(
              reply,
              String(details.params.client_id ?? ''),
              details.uid,
              demoNameError(name.reason),
              form.get('name') ?? '',
            );
          if (this.names.size >= MAX_NAMES) this.names.delete(this.names.keys().next().value!);
          this.names.set(name.accountId, name.display);
          return finish(reply, () =>
            provider.interactionFinished(
              request.raw,
              reply.raw,
              { login: { accountId: name.accountId } },
              { mergeWithLastSubmission: false },
            ),
          );
        });

        // Everything else is the provider's own: discovery, authorization, token, userinfo, keys.
        const handle = async (request: FastifyRequest, reply: FastifyReply) => {
          const provider = this.provider(originOf(request));
          const raw = request.raw as IncomingMessage & { originalUrl?: string };
          raw.originalUrl = raw.url;
          raw.url = raw.url!.slice(DEMO_OIDC_PATH.length) || '/';
          // Every new authorization starts signed out: the page asks for a name each time, and a sign-in with another
          // name never meets the previous one's session (no single sign-on in the demo).
          // (Its resume too: an interaction started without a session resumes into a new one.)
          if (/^\/auth(\/|\?|$)/.test(raw.url) && raw.headers.cookie) raw.headers.cookie = withoutSession(raw.headers.cookie);
          let handler = this.handlers.get(provider);
          if (!handler) this.handlers.set(provider, (handler = provider.callback()));
          return finish(reply, () => handler(raw, reply.raw));
        };
        scope.all('/', handle);
        scope.all('/*', handle);
      },
      { prefix: DEMO_OIDC_PATH },
    );
  }

  private page(reply: FastifyReply, clientId: string, uid: string, error: string, name = '') {
    const provider = clientId.replace(/^demo-/, '');
    const label = isThirdProvider(provider) ? THIRD_PROVIDERS[provider].label : 'the provider';
    void reply.type('text/html; charset=utf-8');
    return demoSignInPage({ label, action: `${DEMO_OIDC_PATH}/interaction/${uid}`, error, name });
  }
}

/** A Cookie header without the provider's session cookies. */
export function withoutSession(header: string): string {
  return header
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c && !/^_session(\.|=)/.test(c))
    .join('; ');
}

/** Hands the raw response to the provider and waits until it is written. */
async function finish(reply: FastifyReply, run: () => Promise<unknown> | unknown): Promise<void> {
  reply.hijack();
  for (const [name, value] of Object.entries(HEADERS)) reply.raw.setHeader(name, value);
  try {
    await run();
  } catch (err) {
    if (!reply.raw.headersSent) {
      reply.raw.statusCode = 400;
      reply.raw.setHeader('content-type', 'text/html; charset=utf-8');
      reply.raw.end(demoErrorPage(err instanceof Error ? err.message : 'The sign-in failed'));
    } else reply.raw.end();
  }
}

/** Reads a form body of at most 4 KiB. */
async function readSmallBody(raw: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 4096) throw new Error('The form is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
