// @vitest-environment node
import path from 'node:path';
import { hexToBytes } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DEPOSIT_REVIEW_ABOVE, loadConfig, parseDemoFunds, parseDepositReviewAbove } from './config';
import { DEMO_WALLET_KEYS, walletKeysEnv } from './wallet/derive';

// Outside demo mode every wallet key must be configured; these are the (public) demo ones.
const WALLET_ENV: NodeJS.ProcessEnv = walletKeysEnv(DEMO_WALLET_KEYS);

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, demoMode: true, cookieSecure: false });
    expect(c.dataDir).toBe(path.resolve('data'));
    expect(c.demoFunds).toMatchObject({ USDT: '1000', BTC: '0.02', SOL: '10' });
    expect(c.allowedOrigins).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
    expect(c.loginAccountLimit).toEqual({ max: 30, windowMs: 15 * 60_000 });
    expect(c.loginPairLimit).toEqual({ max: 5, windowMs: 15 * 60_000 });
    expect(c.loginIpLimit).toEqual({ max: 20, windowMs: 15 * 60_000 });
  });

  it('turns demo mode off for an external database unless asked', () => {
    expect(loadConfig({ ...WALLET_ENV, DATABASE_URL: 'postgres://x@h/db' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(loadConfig({ ...WALLET_ENV, DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('reads the wallet keys: the public demo keys in demo mode, each one required outside it', () => {
    expect(loadConfig({}).wallet).toEqual(DEMO_WALLET_KEYS);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO_MODE: '1' }).wallet).toEqual(DEMO_WALLET_KEYS);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@h/db' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@h/db' })).toThrow(/WALLET_XPUB_BTC must be set outside demo mode/);
    expect(() => loadConfig({ ...WALLET_ENV, DEMO_MODE: '0', WALLET_SOL_ADDRESS: '' })).toThrow(/WALLET_SOL_ADDRESS must be set/);
    expect(loadConfig({ ...WALLET_ENV, DEMO_MODE: '0' }).wallet).toEqual(DEMO_WALLET_KEYS);
  });

  it('refuses a private key or an unusable address as a wallet key, even in demo mode', () => {
    // The master private key of BIP-32's test vector 1: public knowledge, and still refused.
    const xprv = HDKey.fromMasterSeed(hexToBytes('000102030405060708090a0b0c0d0e0f')).privateExtendedKey;
    expect(() => loadConfig({ WALLET_XPUB_EVM: xprv })).toThrow(ConfigError);
    expect(() => loadConfig({ WALLET_XPUB_EVM: xprv })).toThrow(/WALLET_XPUB_EVM is an extended private key \(xprv\)/);
    expect(() => loadConfig({ WALLET_XRP_ADDRESS: 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v4' })).toThrow(/WALLET_XRP_ADDRESS: Checksum mismatch/);
  });

  it('takes a known crash chain seed in demo mode only', () => {
    const seed = 'ab'.repeat(32);
    expect(loadConfig({}).crash.seed).toBeUndefined();
    expect(loadConfig({ CRASH_CHAIN_SEED: seed }).crash.seed).toBe(seed);
    expect(() => loadConfig({ CRASH_CHAIN_SEED: 'xyz' })).toThrow(/CRASH_CHAIN_SEED must be 64 lowercase hex/);
    expect(() => loadConfig({ ...WALLET_ENV, DEMO_MODE: '0', CRASH_CHAIN_SEED: seed })).toThrow(/CRASH_CHAIN_SEED needs DEMO_MODE/);
  });

  it('adds the public origin and makes cookies Secure for https', () => {
    const c = loadConfig({ PUBLIC_ORIGIN: 'https://Casino.Example/', ALLOWED_ORIGINS: '' });
    expect(c.publicOrigin).toBe('https://casino.example');
    expect(c.allowedOrigins).toEqual(['https://casino.example']);
    expect(c.cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://a.example', COOKIE_SECURE: '0' }).cookieSecure).toBe(false);
  });

  it('reads limits', () => {
    const c = loadConfig({ LOGIN_ACCOUNT_LIMIT_MAX: '3', LOGIN_ACCOUNT_LIMIT_WINDOW_MIN: '1', API_RATE_LIMIT_MAX: '50' });
    expect(c.loginAccountLimit).toEqual({ max: 3, windowMs: 60_000 });
    expect(c.apiRateLimit.max).toBe(50);
  });

  it('refuses unusable values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be between/);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ KYC_DEMO_COUNTRIES: 'GB,England' })).toThrow(
      /KYC_DEMO_COUNTRIES must be a comma-separated list of two-letter country codes, got "ENGLAND"/,
    );
    expect(() => loadConfig({ KYC_WITHDRAW_ABOVE_USD: '0' })).toThrow(/KYC_WITHDRAW_ABOVE_USD/);
  });

  it('reads the identity rules: withdrawals over 2000 USD by default, demo countries and the country header when set', () => {
    expect(loadConfig({})).toMatchObject({ identityWithdrawAboveUsd: '2000', identityDemoCountries: [], countryHeader: null });
    expect(loadConfig({ KYC_WITHDRAW_ABOVE_USD: '950.5', KYC_DEMO_COUNTRIES: ' gb, de ', COUNTRY_HEADER: 'CF-IPCountry' })).toMatchObject({
      identityWithdrawAboveUsd: '950.5',
      identityDemoCountries: ['GB', 'DE'],
      countryHeader: 'cf-ipcountry',
    });
  });

  it('reads the minimum age: 18 by default, higher in the countries MIN_AGE_BY_COUNTRY names', () => {
    expect(loadConfig({})).toMatchObject({ minAge: 18, minAgeByCountry: {} });
    expect(loadConfig({ MIN_AGE: '19', MIN_AGE_BY_COUNTRY: ' us=21, EE = 21 ,GR=25' })).toMatchObject({
      minAge: 19,
      minAgeByCountry: { US: 21, EE: 21, GR: 25 },
    });
    expect(() => loadConfig({ MIN_AGE: '17' })).toThrow('MIN_AGE must be between 18 and 25, got 17');
    for (const bad of ['US', 'US=17', 'US=26', 'USA=21', 'US=2x'])
      expect(() => loadConfig({ MIN_AGE_BY_COUNTRY: bad }), bad).toThrow(
        /^MIN_AGE_BY_COUNTRY must be a comma-separated list of COUNTRY=AGE/,
      );
  });
});

describe('DEPOSIT_REVIEW_ABOVE', () => {
  it('defaults every coin to about 100,000 USD and overrides only the coins it names', () => {
    expect(loadConfig({}).depositReviewAbove).toEqual(DEFAULT_DEPOSIT_REVIEW_ABOVE);
    expect(DEFAULT_DEPOSIT_REVIEW_ABOVE).toMatchObject({ USDT: '100000', BTC: '1' });
    expect(loadConfig({ DEPOSIT_REVIEW_ABOVE: ' USDT:5000 , BTC:0.25,SOL:100' }).depositReviewAbove).toEqual({
      ...DEFAULT_DEPOSIT_REVIEW_ABOVE,
      USDT: '5000',
      BTC: '0.25',
      SOL: '100',
    });
    expect(parseDepositReviewAbove('')).toEqual(DEFAULT_DEPOSIT_REVIEW_ABOVE);
    expect(parseDepositReviewAbove('ETH:2.50')).toMatchObject({ ETH: '2.5' });
  });

  it('refuses unknown or repeated coins and amounts that are not positive decimals within the coin', () => {
    expect(() => loadConfig({ DEPOSIT_REVIEW_ABOVE: 'ABC:1' })).toThrow(ConfigError);
    expect(() => parseDepositReviewAbove('ABC:1')).toThrow(/DEPOSIT_REVIEW_ABOVE coin "ABC" must be one of USDT/);
    expect(() => parseDepositReviewAbove('USDT:1,USDT:2')).toThrow(/names USDT twice/);
    expect(() => parseDepositReviewAbove('USDT:0')).toThrow(/positive decimal/);
    expect(() => parseDepositReviewAbove('USDT:-5')).toThrow(/positive decimal/);
    expect(() => parseDepositReviewAbove('USDT:1e5')).toThrow(/positive decimal/);
    expect(() => parseDepositReviewAbove('BTC:0.000000001')).toThrow(/at most 8 decimals/);
    expect(() => parseDepositReviewAbove('USDT')).toThrow(/COIN:amount/);
    expect(() => parseDepositReviewAbove('USDT:1:2')).toThrow(/COIN:amount/);
  });
});

describe('parseDemoFunds', () => {
  it('parses coin:amount pairs', () => {
    expect(parseDemoFunds(' USDT:5 , BTC:0.1 ')).toEqual({ USDT: '5', BTC: '0.1' });
    expect(parseDemoFunds('')).toEqual({});
  });

  it('refuses unknown coins, bad amounts and over-precise amounts', () => {
    expect(() => parseDemoFunds('ABC:1')).toThrow(/coin "ABC"/);
    expect(() => parseDemoFunds('USDT:-1')).toThrow(/USDT/);
    expect(() => parseDemoFunds('USDT:1.0000001')).toThrow(/at most 6 decimals/);
    expect(() => parseDemoFunds('USDT')).toThrow(/COIN:amount/);
  });

  it('reads extra CSP sources and refuses anything that is not a plain source', () => {
    const c = loadConfig({
      CSP_SCRIPT_SRC: 'https://www.googletagmanager.com https://*.cdn.example:8443/js/',
      CSP_CONNECT_SRC: 'wss://feed.example',
    });
    expect(c.cspExtra).toEqual({
      script: ['https://www.googletagmanager.com', 'https://*.cdn.example:8443/js/'],
      connect: ['wss://feed.example'],
      img: [],
      frame: [],
    });
    for (const bad of ["'unsafe-inline'", 'https://a.example; script-src *', '*', 'javascript:alert(1)', 'data:']) {
      expect(() => loadConfig({ CSP_SCRIPT_SRC: bad })).toThrow(ConfigError);
    }
  });
});

describe('exchange rates settings', () => {
  it('are fixed without RATES_URL, live with one, and refuse a bad URL, header or an age within the poll interval', () => {
    expect(loadConfig({}).rates).toMatchObject({ url: undefined, maxAgeMs: null, pollMs: 60_000 });
    expect(loadConfig({ RATES_URL: 'https://api.example/v3', RATES_KEY: 'k' }).rates).toMatchObject({
      url: 'https://api.example/v3',
      key: 'k',
      keyHeader: 'x-cg-pro-api-key',
      maxAgeMs: 600_000,
    });
    for (const env of [
      { RATES_URL: 'ftp://api.example' },
      { RATES_URL: 'not a url' },
      { RATES_URL: 'https://api.example', RATES_KEY_HEADER: 'bad header:' },
      { RATES_URL: 'https://api.example', RATES_POLL_SEC: '600', RATES_MAX_AGE_SEC: '600' },
      { RATES_POLL_SEC: '1' },
    ])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
  });
});
