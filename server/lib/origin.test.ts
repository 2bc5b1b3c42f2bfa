// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, originOf, requestOriginAllowed } from './origin';

const DEV = ['http://localhost:5173', 'http://127.0.0.1:5173'];

describe('origin matching', () => {
  it('normalises origins', () => {
    expect(originOf('https://Example.com:443/path?q')).toBe('https://example.com');
    expect(originOf('null')).toBeNull();
    expect(originOf('file:///etc/passwd')).toBeNull();
  });

  it('accepts the Host-derived origin under http and https', () => {
    expect(isAllowedOrigin('http://localhost:3000', 'localhost:3000', [])).toBe(true);
    expect(isAllowedOrigin('https://casino.example', 'casino.example', [])).toBe(true);
    expect(isAllowedOrigin('http://casino.example:80', 'casino.example', [])).toBe(true);
  });

  it('refuses other hosts, ports and lookalikes', () => {
    expect(isAllowedOrigin('http://localhost:3001', 'localhost:3000', [])).toBe(false);
    expect(isAllowedOrigin('https://casino.example.evil.com', 'casino.example', [])).toBe(false);
    expect(isAllowedOrigin('null', 'localhost:3000', DEV)).toBe(false);
    expect(isAllowedOrigin('http://localhost:3000', undefined, [])).toBe(false);
  });

  it('accepts configured origins', () => {
    expect(isAllowedOrigin('http://localhost:5173', 'localhost:3000', DEV)).toBe(true);
  });

  it('falls back to Referer and allows requests carrying neither header', () => {
    expect(requestOriginAllowed({ host: 'a.test' }, [])).toBe(true);
    expect(requestOriginAllowed({ host: 'a.test', referer: 'http://a.test/x' }, [])).toBe(true);
    expect(requestOriginAllowed({ host: 'a.test', referer: 'http://b.test/x' }, [])).toBe(false);
    // Origin wins over Referer when both are present.
    expect(requestOriginAllowed({ host: 'a.test', origin: 'http://b.test', referer: 'http://a.test/' }, [])).toBe(false);
  });
});
