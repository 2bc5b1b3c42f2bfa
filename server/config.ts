import path from 'node:path';
import { COIN_CODES, coinDecimals, isCoin, type Coin } from '../src/core/currency';
import { parseAmount } from '../src/core/money';
import { RAIN } from '../src/core/chat/limits';
import { DEFAULT_CRASH_SALT } from '../src/core/games/crash';
import { THIRD_PROVIDER_NAMES, type ThirdProvider } from '../src/core/thirdLogin';
import { WITHDRAW_DAILY_USD } from '../src/core/wallet/chains';
import { DEV_AES_IV, DEV_AES_KEY } from '../src/core/aesConfig';
import { PAYMENT_PROVIDER_NAMES, isProviderName, type ProviderName } from './wallet/payments/registry';
import { loadWalletKeys, type WalletKeys } from './wallet/derive';
import { AggregatorConfigError, loadAggregators } from './aggregators/config';
import { SportsbookConfigError, sportsbookConfig, type SportsbookConfig } from './sportsbook/config';
import type { AggregatorConfig } from './aggregators/types';

/** Sliding-window limit: at most `max` events per `windowMs`. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Everything the server reads from its environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** External PostgreSQL; when absent the embedded one is started. */
  databaseUrl: string | undefined;
  pgPort: number;
  demoMode: boolean;
  demoFunds: Partial<Record<Coin, string>>;
  /** The public origin (scheme://host[:port]) when served behind a proxy or a domain. */
  publicOrigin: string | undefined;
  /** Origins allowed besides the request's own Host-derived origin. */
  allowedOrigins: string[];
  cookieSecure: boolean;
  trustProxy: boolean;
  sessionIdleMs: number;
  /** How long the public lobby feeds (win tables, hot games, site figures) are answered from memory (0: never). */
  feedsCacheMs: number;
  /** Failed logins per account from one IP (the owner's own IP has its own budget). */
  loginPairLimit: WindowLimit;
  /** Failed logins per account from all IPs that never logged into it: a stranger cannot lock the owner out. */
  loginAccountLimit: WindowLimit;
  /** Login attempts per IP, whatever the account. */
  loginIpLimit: WindowLimit;
  /** Registrations per IP. */
  registerIpLimit: WindowLimit;
  /** New accounts per IP per day that get the demo credit (later ones start empty). */
  demoFundsIpDaily: number;
  /** Mail path: SMTP URL (smtp[s]://user:pass@host:port) when mail leaves the server; otherwise the outbox keeps it. */
  smtpUrl: string | undefined;
  /** The From address of the server's mail. */
  mailFrom: string;
  /** Whether sign-up needs the code mailed by registerCode (otherwise a code given verifies the address). */
  registerEmailCode: boolean;
  /** Code mails per account (or per address for a guest) and per IP. */
  mailAccountLimit: WindowLimit;
  mailIpLimit: WindowLimit;
  /** Wrong authenticator codes per account (login, enabling and closing 2FA, code checks). */
  totpLimit: WindowLimit;
  /** Tips worth this many USD or more need the authenticator code when two-factor login is on. */
  tipTwoFactorUsd: string;
  /** Withdrawals per player and coin per UTC day, in USD at the rates table's price. */
  withdrawDailyUsd: string;
  /** Withdrawals worth more than this many USD in 30 days need a verified identity. */
  identityWithdrawAboveUsd: string;
  /** Countries (ISO 3166-1 alpha-2) where demo play of third-party games needs a verified identity. */
  identityDemoCountries: string[];
  /** A request header a trusted proxy sets to the visitor's country (lower case), or null to read the launch's own. */
  countryHeader: string | null;
  /** The minimum age to play (18 by default), and higher minimums of some countries (ISO 3166-1 alpha-2). */
  minAge: number;
  minAgeByCountry: Record<string, number>;
  /** Per coin: a deposit that would credit more than this in all is held for an operator instead of credited. */
  depositReviewAbove: Record<Coin, string>;
  /** Live sockets per client IP and per logged-in user (per server process). */
  socketMaxPerIp: number;
  socketMaxPerUser: number;
  /** Protocol ping interval of the live socket; a socket that misses one pong is dropped. */
  socketPingMs: number;
  /** Bytes queued for a socket that does not read before it is dropped (slow consumer). */
  socketMaxBufferBytes: number;
  /** HTTP time-outs: headers, the whole request (headers and body), idle keep-alive, any idle connection. */
  httpHeadersTimeoutMs: number;
  httpRequestTimeoutMs: number;
  httpKeepAliveTimeoutMs: number;
  httpIdleTimeoutMs: number;
  apiRateLimit: WindowLimit;
  /** Bets per user (dice and limbo together); bet calls are exempt from the per-IP API budget. */
  betRateLimit: WindowLimit;
  /** Sources added to the page's Content-Security-Policy (analytics, a sportsbook provider, an image CDN…). */
  cspExtra: CspExtra;
  logLevel: string;
  /** Folder of the built SPA. */
  clientDir: string;
  crash: CrashConfig;
  /** Smallest rain share per recipient, in USD (converted to the coin at the rates table's price). */
  chatRainMinShareUsd: string;
  /** Third-party sign-in providers configured with their client credentials. */
  oauth: Partial<Record<ThirdProvider, OAuthClientConfig>>;
  /** Whether the local demo sign-in provider stands in for the unconfigured ones (demo mode only). */
  demoOAuth: boolean;
  /** Deposits by webhook and buy-crypto orders: the payment provider and its secret. */
  payments: PaymentsConfig;
  /** Account public keys and house addresses that deposit addresses are derived from (watch-only). */
  wallet: WalletKeys;
  /** Live exchange rates from a market-data provider, or the seeded fixed ones. */
  rates: RatesConfig;
  /** Game aggregators: their wallet protocols, URLs and keys (the demo studio in demo mode). */
  aggregators: AggregatorConfig[];
  /** Whether this process syncs aggregators without games at start and recounts plays every 10 minutes. */
  catalogueSweep: boolean;
  /** The embedded sportsbook: its address, our brand to it, its token key and life. */
  sportsbook: SportsbookConfig;
}

/** Where exchange rates come from and how old they may be. */
export interface RatesConfig {
  /** The provider's API base (CoinGecko's protocol); undefined keeps the seeded rates, fixed. */
  url: string | undefined;
  key: string | undefined;
  /** Header the key is sent in. */
  keyHeader: string;
  pollMs: number;
  timeoutMs: number;
  /** Rates older than this value nothing (bets, withdrawals, buy quotes, rain); null with fixed rates. */
  maxAgeMs: number | null;
}

/** The payment provider's settings. */
export interface PaymentsConfig {
  /** The provider (PAYMENT_PROVIDER); null when buying crypto and webhook deposits are off. */
  provider: ProviderName | null;
  /** The secret notifications are signed with; undefined in demo mode means a random one kept in server_keys. */
  ipnSecret: string | undefined;
  /** Time between two steps of a payment the demo provider simulates. */
  demoStepMs: number;
  /** AES key and IV of the params value of the return link (the browser's VITE_AES_KEY / VITE_AES_IV). */
  returnAes: { key: string; iv: string };
}

/** A third-party sign-in provider's client registration. */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/** Crash: the chain made at the first start and the round loop's timings. */
export interface CrashConfig {
  /** Whether this process takes part in the election of the round loop's runner (every process serves bets anyway). */
  loop: boolean;
  /** Games of the chain made at the first start (later starts keep the stored chain). */
  chainLength: number;
  /** The public salt fixed with the chain at the first start. */
  salt: string;
  /** A known first hash for the chain (demo mode only, for test servers); unset, the OS's random source makes it. */
  seed?: string;
  bettingMs: number;
  /** The pause after a crash before the next round's betting. */
  crashedMs: number;
  /** Tick interval of the running round: 80 ms by default, so a tick late by the event loop still comes within 100 ms. */
  tickMs: number;
  /** A round's payouts in USD at most: reaching it cashes everyone still in out at that moment. */
  maxPayoutUsd: string;
}

/** Extra CSP sources per directive. */
export interface CspExtra {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/** Thrown for an environment value the server cannot use. */
export class ConfigError extends Error {}

const DEFAULT_DEMO_FUNDS = 'USDT:1000,BTC:0.02,ETH:0.5,XRP:500,DOGE:5000,TRX:5000,BNB:2,SOL:10';
/** The review thresholds of deposits: about 100,000 USD of each coin. DEPOSIT_REVIEW_ABOVE overrides coins one by one. */
export const DEFAULT_DEPOSIT_REVIEW_ABOVE: Record<Coin, string> = {
  USDT: '100000',
  BTC: '1',
  ETH: '30',
  XRP: '50000',
  DOGE: '300000',
  TRX: '400000',
  BNB: '150',
  SOL: '500',
};
const DEFAULT_ALLOWED = 'http://127.0.0.1:5173,http://localhost:5173';
const MINUTE = 60_000;

/** A positive USD amount with up to 6 decimals. */
function usdAmount(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = parseAmount(raw, 6);
  if (!value || value.isZero()) throw new ConfigError(`${name} must be a positive decimal with at most 6 decimals, got "${raw}"`);
  return value.toFixed();
}

/** A comma-separated list of ISO 3166-1 alpha-2 country codes ("GB,DE"), upper-cased; empty when unset. */
function countryList(env: NodeJS.ProcessEnv, name: string): string[] {
  const list = (env[name] ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const bad = list.find((c) => !/^[A-Z]{2}$/.test(c));
  if (bad !== undefined) throw new ConfigError(`${name} must be a comma-separated list of two-letter country codes, got "${bad}"`);
  return list;
}

/** "US=21,EE=21": a minimum age (18 to 25) per country. */
function countryAges(env: NodeJS.ProcessEnv, name: string): Record<string, number> {
  const ages: Record<string, number> = {};
  for (const entry of (env[name] ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]{2})\s*=\s*(\d{2})$/.exec(entry);
    const age = Number(match?.[2]);
    if (!match || age < 18 || age > 25) {
      throw new ConfigError(`${name} must be a comma-separated list of COUNTRY=AGE (18 to 25) such as US=21, got "${entry}"`);
    }
    ages[match[1]!.toUpperCase()] = age;
  }
  return ages;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function crashSalt(env: NodeJS.ProcessEnv): string {
  const raw = env.CRASH_SALT;
  if (raw === undefined || raw.trim() === '') return DEFAULT_CRASH_SALT;
  if (!/^[\x21-\x7e]{1,128}$/.test(raw.trim())) throw new ConfigError('CRASH_SALT must be 1 to 128 printable characters without spaces');
  return raw.trim();
}

/**
 * CRASH_CHAIN_SEED: the chain's first hash, for test servers that must know every crash point ahead. Demo mode only:
 * whoever knows the seed knows every round's result.
 */
function crashChainSeed(env: NodeJS.ProcessEnv, demoMode: boolean): string | undefined {
  const raw = env.CRASH_CHAIN_SEED?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!demoMode) throw new ConfigError('CRASH_CHAIN_SEED needs DEMO_MODE: a known seed makes every crash point predictable');
  if (!/^[0-9a-f]{64}$/.test(raw)) throw new ConfigError('CRASH_CHAIN_SEED must be 64 lowercase hex characters');
  return raw;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1/0 or true/false, got "${env[name]}"`);
}

/** Normalises "https://Example.com:443/" to "https://example.com"; throws on anything that is not an origin. */
export function normaliseOrigin(value: string, name = 'origin'): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`${name} must be an origin such as https://example.com, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https, got "${value}"`);
  }
  return url.origin;
}

/** Parses "USDT:1000,BTC:0.02" into coin amounts, refusing unknown coins and over-precise amounts. */
export function parseDemoFunds(raw: string): Partial<Record<Coin, string>> {
  const funds: Partial<Record<Coin, string>> = {};
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [coin, amount, extra] = part.split(':').map((p) => p.trim());
    if (extra !== undefined || !coin || !amount) throw new ConfigError(`DEMO_FUNDS entry "${part}" must look like COIN:amount`);
    if (!isCoin(coin)) throw new ConfigError(`DEMO_FUNDS coin "${coin}" must be one of ${COIN_CODES.join(', ')}`);
    if (!parseAmount(amount, coinDecimals(coin))) {
      throw new ConfigError(`DEMO_FUNDS amount "${amount}" for ${coin} must be a decimal with at most ${coinDecimals(coin)} decimals`);
    }
    funds[coin] = amount;
  }
  return funds;
}

/**
 * Parses DEPOSIT_REVIEW_ABOVE ("USDT:100000,BTC:2"): the review threshold of each coin named, over the defaults of the
 * others. Refuses unknown or repeated coins and amounts that are not positive decimals within the coin's decimals.
 */
export function parseDepositReviewAbove(raw: string | undefined): Record<Coin, string> {
  const name = 'DEPOSIT_REVIEW_ABOVE';
  const above = { ...DEFAULT_DEPOSIT_REVIEW_ABOVE };
  const seen = new Set<string>();
  for (const part of (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [coin, amount, extra] = part.split(':').map((p) => p.trim());
    if (extra !== undefined || !coin || !amount) throw new ConfigError(`${name} entry "${part}" must look like COIN:amount`);
    if (!isCoin(coin)) throw new ConfigError(`${name} coin "${coin}" must be one of ${COIN_CODES.join(', ')}`);
    if (seen.has(coin)) throw new ConfigError(`${name} names ${coin} twice`);
    seen.add(coin);
    const value = parseAmount(amount, coinDecimals(coin));
    if (!value || value.isZero()) {
      throw new ConfigError(
        `${name} amount "${amount}" for ${coin} must be a positive decimal with at most ${coinDecimals(coin)} decimals`,
      );
    }
    above[coin] = value.toFixed();
  }
  return above;
}

function limit(env: NodeJS.ProcessEnv, prefix: string, max: number, windowMinutes: number): WindowLimit {
  return {
    max: int(env, `${prefix}_MAX`, max, 1),
    windowMs: int(env, `${prefix}_WINDOW_MIN`, windowMinutes, 1, 24 * 60) * MINUTE,
  };
}

/** Space- or comma-separated CSP sources: scheme://host[:port][/path] (host may start with *.), never a keyword. */
export function parseCspSources(env: NodeJS.ProcessEnv, name: string): string[] {
  const list = (env[name] ?? '').split(/[\s,]+/).filter(Boolean);
  for (const source of list) {
    if (!/^(https?|wss?):\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/.test(source)) {
      throw new ConfigError(`${name} entries must look like https://host.example, got "${source}"`);
    }
  }
  return list;
}

/** SMTP_URL, checked: smtp:// or smtps:// with a host. */
function smtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps:// and name a host');
  }
  return raw;
}

/** OAUTH_<PROVIDER>_ID and OAUTH_<PROVIDER>_SECRET of each provider given both; the redirect address needs PUBLIC_ORIGIN. */
function oauthClients(env: NodeJS.ProcessEnv, publicOrigin: string | undefined): Partial<Record<ThirdProvider, OAuthClientConfig>> {
  const out: Partial<Record<ThirdProvider, OAuthClientConfig>> = {};
  for (const provider of THIRD_PROVIDER_NAMES) {
    const name = `OAUTH_${provider.toUpperCase()}`;
    const clientId = env[`${name}_ID`]?.trim();
    const clientSecret = env[`${name}_SECRET`]?.trim();
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) throw new ConfigError(`${name}_ID and ${name}_SECRET must be given together`);
    if (!/^[\x21-\x7e]{1,512}$/.test(clientId) || !/^[\x21-\x7e]{1,512}$/.test(clientSecret)) {
      throw new ConfigError(`${name}_ID and ${name}_SECRET must be printable without spaces`);
    }
    if (!publicOrigin) throw new ConfigError(`${name}_ID needs PUBLIC_ORIGIN: the provider sends players back to PUBLIC_ORIGIN/`);
    out[provider] = { clientId, clientSecret };
  }
  return out;
}

/** PAYMENT_PROVIDER, PAYMENT_IPN_SECRET, PAYMENT_DEMO_STEP_MS and the AES key of the return link, checked. */
function paymentsConfig(env: NodeJS.ProcessEnv, demoMode: boolean): PaymentsConfig {
  const raw = env.PAYMENT_PROVIDER?.trim() || (demoMode ? 'demo' : 'none');
  if (raw !== 'none' && !isProviderName(raw)) {
    throw new ConfigError(`PAYMENT_PROVIDER must be one of ${[...PAYMENT_PROVIDER_NAMES, 'none'].join(', ')}, got "${raw}"`);
  }
  const provider = raw === 'none' ? null : raw;
  // The demo provider credits whatever its page is told: never on a real site.
  if (provider === 'demo' && !demoMode) throw new ConfigError('PAYMENT_PROVIDER=demo needs DEMO_MODE: it credits simulated payments');
  const ipnSecret = env.PAYMENT_IPN_SECRET?.trim() || undefined;
  if (ipnSecret !== undefined && !/^[\x21-\x7e]{16,256}$/.test(ipnSecret)) {
    throw new ConfigError('PAYMENT_IPN_SECRET must be 16 to 256 printable characters without spaces');
  }
  if (provider && !demoMode && !ipnSecret) throw new ConfigError(`PAYMENT_IPN_SECRET is required with PAYMENT_PROVIDER=${provider}`);
  const key = env.VITE_AES_KEY || DEV_AES_KEY;
  const iv = env.VITE_AES_IV || DEV_AES_IV;
  if (![16, 24, 32].includes(Buffer.byteLength(key, 'utf8'))) throw new ConfigError('VITE_AES_KEY must be 16, 24 or 32 bytes of UTF-8');
  if (Buffer.byteLength(iv, 'utf8') !== 16) throw new ConfigError('VITE_AES_IV must be 16 bytes of UTF-8');
  return { provider, ipnSecret, demoStepMs: int(env, 'PAYMENT_DEMO_STEP_MS', 1500, 0, 60_000), returnAes: { key, iv } };
}

/** Where rates come from and their limits, checked at start: without RATES_URL the seeded rates stay, fixed. */
function ratesConfig(env: NodeJS.ProcessEnv): RatesConfig {
  const raw = env.RATES_URL?.trim() || undefined;
  let url: string | undefined;
  if (raw) {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new ConfigError(`RATES_URL must be an http(s) URL, got "${raw}"`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new ConfigError(`RATES_URL must be an http(s) URL, got "${raw}"`);
    url = raw;
  }
  const keyHeader = env.RATES_KEY_HEADER?.trim() || 'x-cg-pro-api-key';
  if (!/^[A-Za-z0-9-]+$/.test(keyHeader)) throw new ConfigError(`RATES_KEY_HEADER must be a header name, got "${keyHeader}"`);
  const pollMs = int(env, 'RATES_POLL_SEC', 60, 5, 86_400) * 1000;
  const maxAgeMs = int(env, 'RATES_MAX_AGE_SEC', 600, 10, 7 * 86_400) * 1000;
  if (url && maxAgeMs <= pollMs) throw new ConfigError('RATES_MAX_AGE_SEC must be longer than RATES_POLL_SEC');
  return {
    url,
    key: env.RATES_KEY?.trim() || undefined,
    keyHeader,
    pollMs,
    timeoutMs: int(env, 'RATES_TIMEOUT_SEC', 10, 1, 120) * 1000,
    maxAgeMs: url ? maxAgeMs : null,
  };
}

/** The wallet keys, checked at start; demo mode (decided here) lets a missing one fall back to the public demo keys. */
function walletKeys(env: NodeJS.ProcessEnv, demoMode: boolean): WalletKeys {
  try {
    return loadWalletKeys({ ...env, DEMO_MODE: demoMode ? '1' : '0' });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

function sportsbook(env: NodeJS.ProcessEnv, demoMode: boolean): SportsbookConfig {
  try {
    return sportsbookConfig(env, demoMode);
  } catch (error) {
    if (error instanceof SportsbookConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Reads the configuration from an environment (process.env by default). */
function aggregators(env: NodeJS.ProcessEnv, demoMode: boolean): AggregatorConfig[] {
  try {
    return loadAggregators(env, demoMode);
  } catch (error) {
    if (error instanceof AggregatorConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const demoMode = bool(env, 'DEMO_MODE', databaseUrl === undefined);
  const publicOrigin = env.PUBLIC_ORIGIN?.trim() ? normaliseOrigin(env.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN') : undefined;
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? DEFAULT_ALLOWED)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => normaliseOrigin(o, 'ALLOWED_ORIGINS'));
  if (publicOrigin && !allowedOrigins.includes(publicOrigin)) allowedOrigins.push(publicOrigin);
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  const aggregatorList = aggregators(env, demoMode);
  const sportsbookSettings = sportsbook(env, demoMode);
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`);
  }
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    pgPort: int(env, 'PG_PORT', 54329, 1, 65535),
    // Demo credits are on for the self-contained embedded setup, off against a real database unless asked for.
    demoMode,
    demoFunds: parseDemoFunds(env.DEMO_FUNDS ?? DEFAULT_DEMO_FUNDS),
    publicOrigin,
    allowedOrigins,
    cookieSecure: bool(env, 'COOKIE_SECURE', publicOrigin?.startsWith('https:') ?? false),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    sessionIdleMs: int(env, 'SESSION_IDLE_DAYS', 30, 1, 365) * 24 * 60 * MINUTE,
    feedsCacheMs: int(env, 'FEEDS_CACHE_SEC', 10, 0, 3600) * 1000,
    loginPairLimit: limit(env, 'LOGIN_PAIR_LIMIT', 5, 15),
    loginAccountLimit: limit(env, 'LOGIN_ACCOUNT_LIMIT', 30, 15),
    loginIpLimit: limit(env, 'LOGIN_IP_LIMIT', 20, 15),
    registerIpLimit: limit(env, 'REGISTER_IP_LIMIT', 10, 60),
    demoFundsIpDaily: int(env, 'DEMO_FUNDS_IP_DAILY_MAX', 3, 0),
    smtpUrl: smtpUrl(env),
    mailFrom: env.MAIL_FROM?.trim() || 'HighStakes <no-reply@highstakes.local>',
    registerEmailCode: bool(env, 'REGISTER_EMAIL_CODE', false),
    mailAccountLimit: limit(env, 'MAIL_ACCOUNT_LIMIT', 5, 60),
    mailIpLimit: limit(env, 'MAIL_IP_LIMIT', 20, 60),
    totpLimit: limit(env, 'TOTP_LIMIT', 5, 15),
    tipTwoFactorUsd: usdAmount(env, 'TIP_2FA_USD', '50'),
    withdrawDailyUsd: usdAmount(env, 'WITHDRAW_DAILY_USD', WITHDRAW_DAILY_USD),
    identityWithdrawAboveUsd: usdAmount(env, 'KYC_WITHDRAW_ABOVE_USD', '2000'),
    identityDemoCountries: countryList(env, 'KYC_DEMO_COUNTRIES'),
    countryHeader: env.COUNTRY_HEADER?.trim() ? env.COUNTRY_HEADER.trim().toLowerCase() : null,
    minAge: int(env, 'MIN_AGE', 18, 18, 25),
    minAgeByCountry: countryAges(env, 'MIN_AGE_BY_COUNTRY'),
    depositReviewAbove: parseDepositReviewAbove(env.DEPOSIT_REVIEW_ABOVE),
    socketMaxPerIp: int(env, 'SOCKET_MAX_PER_IP', 30, 1),
    socketMaxPerUser: int(env, 'SOCKET_MAX_PER_USER', 12, 1),
    socketPingMs: int(env, 'SOCKET_PING_SEC', 30, 1, 3600) * 1000,
    socketMaxBufferBytes: int(env, 'SOCKET_MAX_BUFFER_KB', 1024, 16) * 1024,
    httpHeadersTimeoutMs: int(env, 'HTTP_HEADERS_TIMEOUT_SEC', 10, 1, 600) * 1000,
    httpRequestTimeoutMs: int(env, 'HTTP_REQUEST_TIMEOUT_SEC', 30, 1, 3600) * 1000,
    httpKeepAliveTimeoutMs: int(env, 'HTTP_KEEPALIVE_SEC', 5, 1, 600) * 1000,
    httpIdleTimeoutMs: int(env, 'HTTP_IDLE_TIMEOUT_SEC', 60, 1, 3600) * 1000,
    apiRateLimit: limit(env, 'API_RATE_LIMIT', 600, 1),
    // Auto-bet runs up to ~10 bets a second; twice that leaves room for jitter.
    betRateLimit: { max: int(env, 'BET_RATE_LIMIT_MAX', 20, 1), windowMs: int(env, 'BET_RATE_LIMIT_WINDOW_SEC', 1, 1, 3600) * 1000 },
    cspExtra: {
      script: parseCspSources(env, 'CSP_SCRIPT_SRC'),
      // The configured sportsbook's origin as well (its integration asks for it in connect-src and frame-src).
      connect: [
        ...new Set([...parseCspSources(env, 'CSP_CONNECT_SRC'), ...(sportsbookSettings.origin ? [sportsbookSettings.origin] : [])]),
      ],
      img: parseCspSources(env, 'CSP_IMG_SRC'),
      // The configured aggregators' game frames and the sportsbook's, and nobody else's.
      frame: [
        ...new Set([
          ...parseCspSources(env, 'CSP_FRAME_SRC'),
          ...aggregatorList.flatMap((a) => a.frameOrigins),
          ...(sportsbookSettings.origin ? [sportsbookSettings.origin] : []),
        ]),
      ],
    },
    logLevel,
    clientDir: path.resolve(env.CLIENT_DIR?.trim() || 'dist/client'),
    chatRainMinShareUsd: usdAmount(env, 'CHAT_RAIN_MIN_SHARE_USD', RAIN.minShareUsd),
    oauth: oauthClients(env, publicOrigin),
    // Never outside demo mode; DEMO_OAUTH=0 turns it off inside it.
    demoOAuth: demoMode && bool(env, 'DEMO_OAUTH', true),
    payments: paymentsConfig(env, demoMode),
    wallet: walletKeys(env, demoMode),
    rates: ratesConfig(env),
    aggregators: aggregatorList,
    catalogueSweep: bool(env, 'CATALOGUE_SWEEP', true),
    sportsbook: sportsbookSettings,
    crash: {
      loop: bool(env, 'CRASH_LOOP', true),
      chainLength: int(env, 'CRASH_CHAIN_LENGTH', 1_000_000, 2, 100_000_000),
      salt: crashSalt(env),
      seed: crashChainSeed(env, demoMode),
      bettingMs: int(env, 'CRASH_BETTING_MS', 5000, 100, 600_000),
      crashedMs: int(env, 'CRASH_CRASHED_MS', 3000, 0, 600_000),
      tickMs: int(env, 'CRASH_TICK_MS', 80, 10, 100),
      maxPayoutUsd: String(int(env, 'CRASH_MAX_PAYOUT_USD', 100_000, 1, 1_000_000_000)),
    },
  };
}
