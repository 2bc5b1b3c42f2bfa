import { describe, expect, it } from 'vitest';
import CryptoJS from 'crypto-js';
import { AES_CONFIG, DEV_AES_IV, DEV_AES_KEY } from '../boot/config';
import { aesDecrypt, aesEncrypt, decodeOrderParams } from './crypto';
import { encodeOrderParams } from './crypto.testing';

describe('AES helpers (AES-CBC, PKCS7, key and IV from configuration)', () => {
  it('uses the development key and IV when the build sets none', () => {
    expect(AES_CONFIG).toEqual({ key: DEV_AES_KEY, iv: DEV_AES_IV });
    expect(new TextEncoder().encode(AES_CONFIG.key)).toHaveLength(16);
    expect(new TextEncoder().encode(AES_CONFIG.iv)).toHaveLength(16);
  });

  it('is AES-CBC with PKCS7 padding under the configured key and IV', () => {
    const cipher = aesEncrypt('aff-42');
    const reference = CryptoJS.AES.encrypt('aff-42', CryptoJS.enc.Utf8.parse(DEV_AES_KEY), {
      iv: CryptoJS.enc.Utf8.parse(DEV_AES_IV),
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();
    expect(cipher).toBe(reference);
    // One 16-byte block for 6 bytes of text (PKCS7 pads to the block), as base64.
    expect(atob(cipher)).toHaveLength(16);
    expect(aesDecrypt(cipher)).toBe('aff-42');
  });

  it('fails closed on a wrong key or garbage', () => {
    const cipher = aesEncrypt('aff-42');
    expect(aesDecrypt(cipher, { key: 'another-key-0016', iv: DEV_AES_IV })).not.toBe('aff-42');
    expect(aesDecrypt('not base64 at all')).toBeNull();
  });

  it('decodes the params query value: URL-decode, decrypt, parse JSON, take the order id', () => {
    const raw = encodeOrderParams('ORD-2026-0001');
    expect(raw).toMatch(/%/); // base64 carries + / = and is percent-encoded
    expect(decodeOrderParams(raw)).toBe('ORD-2026-0001');
    expect(decodeOrderParams(encodeURIComponent(aesEncrypt(JSON.stringify({ id: 77 }))))).toBe('77');
    expect(decodeOrderParams(encodeURIComponent(aesEncrypt('"A1"')))).toBe('A1');
  });

  it('returns null for params that do not decrypt or parse', () => {
    expect(decodeOrderParams('%E0%A4%A')).toBeNull();
    expect(decodeOrderParams('garbage')).toBeNull();
    expect(decodeOrderParams(encodeURIComponent(aesEncrypt('{not json')))).toBeNull();
    expect(decodeOrderParams(encodeURIComponent(aesEncrypt('{"other":1}')))).toBeNull();
  });
});
