import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { THIRD_PROVIDERS, type ThirdProvider, type ThirdProviderInfo } from '../../src/core/thirdLogin';
import type { OAuthClientConfig } from '../config';
import { DEMO_OIDC_PATH, demoClientId } from './demoOidc';

/** Who signed in at the provider. */
export interface ProviderIdentity {
  subject: string;
  name: string;
  /** The address the provider vouches for, or '' (none, or not verified). */
  email: string;
}

/** What a sign-in keeps between its start and the code's exchange. */
export interface SignInSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
}

type Endpoints = oidc.ServerMetadata;

/** The real providers' endpoints: Google and Twitch speak OpenID Connect; Facebook's login is OAuth 2.0 with the Graph API. */
const REAL: Record<ThirdProvider, { endpoints: Endpoints; scope: string; oidc: boolean; extra?: Record<string, string> }> = {
  google: {
    endpoints: {
      issuer: 'https://accounts.google.com',
      authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      token_endpoint: 'https://oauth2.googleapis.com/token',
      userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
      jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
    },
    scope: 'openid email profile',
    oidc: true,
    extra: { prompt: 'select_account' },
  },
  twitch: {
    endpoints: {
      issuer: 'https://id.twitch.tv/oauth2',
      authorization_endpoint: 'https://id.twitch.tv/oauth2/authorize',
      token_endpoint: 'https://id.twitch.tv/oauth2/token',
      userinfo_endpoint: 'https://id.twitch.tv/oauth2/userinfo',
      jwks_uri: 'https://id.twitch.tv/oauth2/keys',
    },
    scope: 'openid user:read:email',
    oidc: true,
    // Twitch's userinfo only answers the claims the authorization asked for.
    extra: { claims: JSON.stringify({ userinfo: { email: null, email_verified: null, preferred_username: null } }) },
  },
  facebook: {
    endpoints: {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
      token_endpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    },
    scope: 'email public_profile',
    oidc: false,
  },
};

const GRAPH_ME = 'https://graph.facebook.com/v21.0/me?fields=id,name,email';

/**
 * The OAuth 2.0 / OpenID Connect client side of third-party sign-in (openid-client): the authorization URL with PKCE
 * (S256), state and nonce, then the code's exchange and the identity. A provider configured in the environment is
 * the real one; an unconfigured one is served, in demo mode, by the local provider mounted on the site itself, whose
 * HTTP calls go through the app in process (no network, any listening address).
 */
export class OAuthClients {
  constructor(
    private readonly app: FastifyInstance,
    private readonly configured: Partial<Record<ThirdProvider, OAuthClientConfig>>,
    private readonly demo: boolean,
  ) {}

  /** The providers offered, in the spec's order; empty when none is configured outside demo mode. */
  list(): ThirdProviderInfo[] {
    return (Object.keys(THIRD_PROVIDERS) as ThirdProvider[])
      .filter((p) => this.configured[p] || this.demo)
      .map((p) => ({ provider: p, label: THIRD_PROVIDERS[p].label, demo: !this.configured[p] }));
  }

  /** True when the provider can be used. */
  offers(provider: ThirdProvider): boolean {
    return Boolean(this.configured[provider]) || this.demo;
  }

  /** Where the provider sends the popup back: the site's root, whose page posts the code to its opener. */
  redirectUri(origin: string): string {
    return `${origin}/`;
  }

  /** The authorization URL of a new sign-in. */
  async authorizationUrl(provider: ThirdProvider, origin: string, secrets: SignInSecrets): Promise<string> {
    const { config, scope, extra } = this.client(provider, origin);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(origin),
      scope,
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
      ...extra,
    });
    if (!this.usesOidc(provider)) url.searchParams.delete('nonce');
    return url.href;
  }

  /** Exchanges the code (PKCE verifier, state and, for OpenID Connect, nonce checked) and reads who signed in. */
  async identity(provider: ThirdProvider, origin: string, code: string, secrets: SignInSecrets): Promise<ProviderIdentity> {
    const { config } = this.client(provider, origin);
    const callback = new URL(this.redirectUri(origin));
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', secrets.state);
    const isOidc = this.usesOidc(provider);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      ...(isOidc ? { expectedNonce: secrets.nonce, idTokenExpected: true } : {}),
    });
    if (isOidc) {
      const subject = tokens.claims()!.sub;
      const info = await oidc.fetchUserInfo(config, tokens.access_token, subject);
      return {
        subject,
        name: String(info.preferred_username ?? info.name ?? ''),
        email: info.email_verified === true && typeof info.email === 'string' ? info.email : '',
      };
    }
    const res = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(GRAPH_ME), 'GET');
    if (!res.ok) throw new Error(`The provider's profile answered ${res.status}`);
    const me = (await res.json()) as { id?: unknown; name?: unknown; email?: unknown };
    if (typeof me.id !== 'string' || !me.id) throw new Error('The provider gave no account id');
    // Facebook only hands out confirmed addresses.
    return { subject: me.id, name: typeof me.name === 'string' ? me.name : '', email: typeof me.email === 'string' ? me.email : '' };
  }

  private usesOidc(provider: ThirdProvider): boolean {
    return this.configured[provider] ? REAL[provider].oidc : true;
  }

  private client(provider: ThirdProvider, origin: string) {
    const real = this.configured[provider];
    if (real) {
      const { endpoints, scope, extra } = REAL[provider];
      const config = new oidc.Configuration(endpoints, real.clientId, undefined, oidc.ClientSecretPost(real.clientSecret));
      return { config, scope, extra };
    }
    if (!this.demo) throw new Error(`${provider} sign-in is not configured`);
    const issuer = `${origin}${DEMO_OIDC_PATH}`;
    const config = new oidc.Configuration(
      {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/me`,
        jwks_uri: `${issuer}/jwks`,
        id_token_signing_alg_values_supported: ['RS256'],
      },
      demoClientId(provider),
      undefined,
      oidc.None(),
    );
    if (issuer.startsWith('http:')) oidc.allowInsecureRequests(config);
    config[oidc.customFetch] = (url, options) => this.inProcess(url, options);
    // The demo page asks every time, so one browser can try several demo identities (no single sign-on).
    return { config, scope: 'openid email profile', extra: { prompt: 'login' } };
  }

  /** The local provider's calls, served by the app itself. */
  private async inProcess(url: string, options: oidc.CustomFetchOptions): Promise<Response> {
    const target = new URL(url);
    const res = await this.app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...options.headers, host: target.host },
      ...(options.body === undefined || options.body === null ? {} : { payload: String(options.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  }
}
