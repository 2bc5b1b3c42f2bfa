import { readPem } from '../lib/pem';
import type { AggregatorConfig, Protocol } from './types';

/** The demo studio's code: the aggregator `npm start` runs beside the server in demo mode. */
export const STUDIO_CODE = 'studio';
/** The demo studio's port when STUDIO_PORT is unset. */
export const STUDIO_DEFAULT_PORT = 3100;

const CODE = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** An aggregator setting the server cannot use; `loadConfig` reports it as a configuration error. */
export class AggregatorConfigError extends Error {}

const envName = (code: string, key: string) => `AGGREGATOR_${code.toUpperCase().replace(/-/g, '_')}_${key}`;

function origin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AggregatorConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AggregatorConfigError(`${name} must be an http(s) URL, got "${value}"`);
  return url.origin;
}

/** A PEM key given inline or as @path of a file. */
function pem(raw: string | undefined, name: string): string | undefined {
  const text = readPem(raw);
  if (text === null) throw new AggregatorConfigError(`${name} must be a PEM key (inline or @file)`);
  return text;
}

/**
 * The configured aggregators: AGGREGATORS lists their codes (default: `studio` in demo mode when the start script
 * shared a STUDIO_SECRET with the studio it runs, none otherwise), and
 * AGGREGATOR_<CODE>_* give each one's protocol, URL, keys and limits (server/aggregators/README.md). The demo studio
 * defaults to its local address and the secret the start script shares with it (STUDIO_SECRET).
 */
export function loadAggregators(env: NodeJS.ProcessEnv, demoMode: boolean): AggregatorConfig[] {
  const list = (env.AGGREGATORS ?? (demoMode && env.STUDIO_SECRET?.trim() ? STUDIO_CODE : ''))
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  return list.map((code) => {
    if (!CODE.test(code)) throw new AggregatorConfigError(`AGGREGATORS entries must be lowercase codes, got "${code}"`);
    if (seen.has(code)) throw new AggregatorConfigError(`AGGREGATORS names ${code} twice`);
    seen.add(code);
    const get = (key: string) => env[envName(code, key)]?.trim() || undefined;
    const studio = code === STUDIO_CODE && demoMode;
    const protocol = (get('PROTOCOL') ?? (studio ? 'softswiss' : undefined)) as Protocol | undefined;
    if (protocol !== 'softswiss' && protocol !== 'hub88') {
      throw new AggregatorConfigError(`${envName(code, 'PROTOCOL')} must be softswiss or hub88`);
    }
    const studioPort = env.STUDIO_PORT?.trim() || String(STUDIO_DEFAULT_PORT);
    const apiUrl = get('URL') ?? (studio ? `http://127.0.0.1:${studioPort}` : undefined);
    if (!apiUrl) throw new AggregatorConfigError(`${envName(code, 'URL')} is required`);
    origin(apiUrl, envName(code, 'URL'));
    const frameOrigins = (get('FRAME_ORIGINS') ?? origin(apiUrl, envName(code, 'URL')))
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((o) => origin(o, envName(code, 'FRAME_ORIGINS')));
    const secret = get('SECRET') ?? (studio ? env.STUDIO_SECRET?.trim() || undefined : undefined);
    const publicKey = pem(get('PUBLIC_KEY'), envName(code, 'PUBLIC_KEY'));
    const privateKey = pem(get('PRIVATE_KEY'), envName(code, 'PRIVATE_KEY'));
    if (protocol === 'softswiss' && (!secret || secret.length < 32)) {
      throw new AggregatorConfigError(
        studio
          ? 'STUDIO_SECRET is required for the demo studio (npm start makes one); at least 32 characters'
          : `${envName(code, 'SECRET')} is required (at least 32 characters)`,
      );
    }
    if (protocol === 'hub88' && (!publicKey || !privateKey)) {
      throw new AggregatorConfigError(`${envName(code, 'PUBLIC_KEY')} and ${envName(code, 'PRIVATE_KEY')} are required`);
    }
    const windowRaw = get('TIMESTAMP_WINDOW_SEC') ?? (studio ? '300' : '0');
    if (!/^\d{1,6}$/.test(windowRaw)) throw new AggregatorConfigError(`${envName(code, 'TIMESTAMP_WINDOW_SEC')} must be whole seconds`);
    return {
      code,
      name: get('NAME') ?? (studio ? 'HighStakes Studio' : code),
      protocol,
      apiUrl: apiUrl.replace(/\/+$/, ''),
      frameOrigins,
      casinoId: get('CASINO_ID') ?? 'highstakes',
      secret,
      publicKey,
      privateKey,
      allowIps: (get('ALLOW_IPS') ?? '').split(/[\s,]+/).filter(Boolean),
      timestampWindowMs: Number(windowRaw) * 1000,
    };
  });
}
