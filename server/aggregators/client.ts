import { hmacHex, rsaSign, SOFTSWISS_SIGN_HEADER, HUB88_SIGN_HEADER } from './signing';
import type { AggregatorConfig } from './types';

/** A game of an aggregator's list, in our terms (each protocol's list is mapped to this). */
export interface AggregatorGame {
  externalCode: string;
  title: string;
  provider: string;
  providerName: string;
  category: 'slots' | 'live' | 'table';
  /** Percent, as a decimal string. */
  rtp: string | null;
  volatility: 'low' | 'medium' | 'high' | null;
  description: string | null;
  platforms: ('desktop' | 'mobile')[];
  blockedCountries: string[];
  releasedAt: string | null;
  thumbnailUrl: string | null;
  hasDemo: boolean;
}

/** What a real-money launch tells the aggregator. */
export interface LaunchRequest {
  externalCode: string;
  userId: number;
  nickname: string;
  coin: string;
  /** Our session token (hub88 calls carry it back). */
  token: string;
  locale: string;
  country: string;
  ip: string;
  device: 'desktop' | 'mobile';
  returnUrl: string;
  depositUrl: string;
}

/** A call to the aggregator failed or was refused. */
export class AggregatorCallError extends Error {}

const TIMEOUT_MS = 10_000;

async function post(config: AggregatorConfig, path: string, payload: unknown): Promise<Record<string, unknown>> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.protocol === 'softswiss') headers[SOFTSWISS_SIGN_HEADER] = hmacHex(config.secret!, body);
  else headers[HUB88_SIGN_HEADER] = rsaSign(config.privateKey!, body);
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new AggregatorCallError(`${config.name} could not be reached (${(error as Error).message})`);
  }
  let answer: Record<string, unknown>;
  try {
    answer = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new AggregatorCallError(`${config.name} answered ${response.status} without JSON`);
  }
  if (!response.ok) throw new AggregatorCallError(`${config.name} refused: ${String(answer.message ?? answer.status ?? response.status)}`);
  return answer;
}

/** The URL of a real-money game session. */
export async function launchUrl(config: AggregatorConfig, launch: LaunchRequest): Promise<string> {
  if (config.protocol === 'softswiss') {
    const answer = await post(config, '/sessions', {
      casino_id: config.casinoId,
      game: launch.externalCode,
      currency: launch.coin,
      locale: launch.locale,
      ip: launch.ip,
      client_type: launch.device,
      urls: { return_url: launch.returnUrl, deposit_url: launch.depositUrl },
      user: { id: String(launch.userId), nickname: launch.nickname, country: launch.country },
    });
    return url(answer.launch_url, config);
  }
  const answer = await post(config, '/operator/generic/v2/game/url', {
    user: String(launch.userId),
    token: launch.token,
    platform: launch.device === 'mobile' ? 'GPL_MOBILE' : 'GPL_DESKTOP',
    operator_id: Number(config.casinoId) || config.casinoId,
    lang: launch.locale.slice(0, 2),
    lobby_url: launch.returnUrl,
    deposit_url: launch.depositUrl,
    ip: launch.ip,
    game_code: launch.externalCode,
    currency: launch.coin,
    country: launch.country,
  });
  return url(answer.url, config);
}

/** The URL of a demo (play-money) game. */
export async function demoUrl(
  config: AggregatorConfig,
  demo: Pick<LaunchRequest, 'externalCode' | 'locale' | 'device' | 'returnUrl' | 'ip' | 'country'>,
): Promise<string> {
  if (config.protocol === 'softswiss') {
    const answer = await post(config, '/demo', {
      casino_id: config.casinoId,
      game: demo.externalCode,
      locale: demo.locale,
      client_type: demo.device,
      urls: { return_url: demo.returnUrl },
    });
    return url(answer.launch_url, config);
  }
  const answer = await post(config, '/operator/generic/v2/game/demo', {
    operator_id: Number(config.casinoId) || config.casinoId,
    platform: demo.device === 'mobile' ? 'GPL_MOBILE' : 'GPL_DESKTOP',
    lang: demo.locale.slice(0, 2),
    lobby_url: demo.returnUrl,
    ip: demo.ip,
    game_code: demo.externalCode,
    country: demo.country,
  });
  return url(answer.url, config);
}

/** The aggregator's game list. */
export async function gameList(config: AggregatorConfig): Promise<AggregatorGame[]> {
  const answer =
    config.protocol === 'softswiss'
      ? await post(config, '/games', { casino_id: config.casinoId })
      : await post(config, '/operator/generic/v2/game/list', { operator_id: Number(config.casinoId) || config.casinoId });
  const list = Array.isArray(answer) ? answer : Array.isArray(answer.games) ? answer.games : null;
  if (!list) throw new AggregatorCallError(`${config.name} answered a game list without games`);
  return (list as Record<string, unknown>[]).flatMap((g) => {
    const game = toGame(g);
    return game ? [game] : [];
  });
}

const str = (v: unknown, max = 200): string | null => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);

/** One list entry (hub88's field names, which the studio's list uses too), or null when it cannot be used. */
function toGame(g: Record<string, unknown>): AggregatorGame | null {
  const externalCode = str(g.game_code, 128);
  const title = str(g.name, 120);
  if (!externalCode || !title || g.enabled === false) return null;
  const provider = (str(g.provider, 40) ?? str(g.product, 40) ?? 'unknown').toLowerCase().replace(/[^a-z0-9_-]+/g, '-');
  const category = String(g.category ?? '').toLowerCase();
  const rtp = typeof g.rtp === 'number' || typeof g.rtp === 'string' ? String(g.rtp) : null;
  const volatility = ['low', 'medium', 'high'].includes(String(g.volatility)) ? (g.volatility as AggregatorGame['volatility']) : null;
  const platforms = (Array.isArray(g.platforms) ? g.platforms : ['desktop', 'mobile'])
    .map((p) => String(p).toLowerCase())
    .map((p) => (p.includes('mobile') ? 'mobile' : p.includes('desktop') ? 'desktop' : null))
    .filter((p): p is 'desktop' | 'mobile' => p !== null);
  return {
    externalCode,
    title,
    provider,
    providerName: str(g.provider_name, 80) ?? str(g.product, 80) ?? provider,
    category: category.includes('live') ? 'live' : category.includes('table') || category.includes('card') ? 'table' : 'slots',
    rtp: rtp && /^\d{1,3}(\.\d{1,3})?$/.test(rtp) && Number(rtp) > 0 && Number(rtp) <= 100 ? rtp : null,
    volatility,
    description: str(g.description, 1000),
    platforms: [...new Set(platforms)],
    blockedCountries: Array.isArray(g.blocked_countries) ? g.blocked_countries.map(String).filter((c) => /^[A-Z]{2}$/.test(c)) : [],
    releasedAt: /^\d{4}-\d{2}-\d{2}$/.test(String(g.release_date)) ? String(g.release_date) : null,
    thumbnailUrl: str(g.url_thumb, 2048),
    hasDemo: g.demo !== false,
  };
}

function url(value: unknown, config: AggregatorConfig): string {
  if (typeof value !== 'string') throw new AggregatorCallError(`${config.name} answered no launch URL`);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new AggregatorCallError(`${config.name} answered an invalid launch URL`);
  }
  // The frame may load only from the aggregator's configured origins (the page's frame-src names no other).
  if (!config.frameOrigins.includes(parsed.origin)) throw new AggregatorCallError(`${config.name} answered a URL outside its origins`);
  return parsed.toString();
}
