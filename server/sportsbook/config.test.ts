import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sportsbookConfig } from './config';

const PEM = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----\n';
const PUBLIC_PEM = '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----\n';

describe('sportsbook configuration', () => {
  it('defaults to no sportsbook, our brand, a 5-minute token and a key made per database in demo mode', () => {
    expect(sportsbookConfig({}, true)).toEqual({
      url: null,
      origin: null,
      brand: 'highstakes',
      privateKey: undefined,
      keyId: 'hs-1',
      tokenTtlSec: 300,
      bookId: 'demo-book',
      bookPublicKey: undefined,
    });
  });

  it('reads the address, brand, key (inline with \\n) and token life', () => {
    const config = sportsbookConfig(
      {
        SPORTSBOOK_URL: 'https://sports.example.com/book/',
        SPORTSBOOK_BRAND: 'hs-main',
        SPORTSBOOK_JWT_PRIVATE_KEY: PEM.replace(/\n/g, '\\n'),
        SPORTSBOOK_JWT_KID: 'k2026',
        SPORTSBOOK_TOKEN_TTL_SEC: '900',
        SPORTSBOOK_BOOK_ID: 'book-7',
        SPORTSBOOK_BOOK_PUBLIC_KEY: PUBLIC_PEM,
      },
      false,
    );
    expect(config).toEqual({
      url: 'https://sports.example.com/book/',
      origin: 'https://sports.example.com',
      brand: 'hs-main',
      privateKey: PEM,
      keyId: 'k2026',
      tokenTtlSec: 900,
      bookId: 'book-7',
      bookPublicKey: PUBLIC_PEM.trimEnd(),
    });
  });

  it('refuses what it cannot use, naming the setting', () => {
    expect(() => sportsbookConfig({ SPORTSBOOK_URL: 'ftp://x' }, true)).toThrow(/SPORTSBOOK_URL must be an http\(s\) URL/);
    expect(() => sportsbookConfig({ SPORTSBOOK_URL: 'https://sports.example.com' }, false)).toThrow(
      /SPORTSBOOK_URL needs SPORTSBOOK_JWT_PRIVATE_KEY/,
    );
    expect(() => sportsbookConfig({ SPORTSBOOK_TOKEN_TTL_SEC: '30' }, true)).toThrow(/from 60 to 3600/);
    expect(() => sportsbookConfig({ SPORTSBOOK_TOKEN_TTL_SEC: '5m' }, true)).toThrow(/from 60 to 3600/);
    expect(() => sportsbookConfig({ SPORTSBOOK_BRAND: 'a b' }, true)).toThrow(/SPORTSBOOK_BRAND/);
    expect(() => sportsbookConfig({ SPORTSBOOK_JWT_PRIVATE_KEY: 'secret' }, true)).toThrow(/PKCS #8 PEM/);
    expect(() => sportsbookConfig({ SPORTSBOOK_BOOK_PUBLIC_KEY: PEM }, true)).toThrow(/SPKI PEM public key/);
    expect(() => sportsbookConfig({ SPORTSBOOK_BOOK_ID: '../x' }, true)).toThrow(/SPORTSBOOK_BOOK_ID/);
  });

  it("lets the page frame and reach the sportsbook's origin and nobody else's", () => {
    const config = loadConfig({ DEMO_MODE: '1', SPORTSBOOK_URL: 'https://sports.example.com/book/' });
    expect(config.cspExtra.frame).toContain('https://sports.example.com');
    expect(config.cspExtra.connect).toEqual(['https://sports.example.com']);
    expect(loadConfig({ DEMO_MODE: '1' }).cspExtra.connect).toEqual([]);
  });
});
