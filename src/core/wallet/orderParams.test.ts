import { describe, expect, it } from 'vitest';
import CryptoJS from 'crypto-js';
import { DEV_AES_IV, DEV_AES_KEY } from '../aesConfig';
import { decodeOrderParamsValue, encodeOrderParams, orderReturnUrl } from './orderParams';

const KEY = { key: DEV_AES_KEY, iv: DEV_AES_IV };
const ORDER = '0b7e3c58-4c1e-4f55-9a3e-1d2f3a4b5c6d';

describe('order params (AES-CBC / PKCS7, base64, URL-encoded JSON {orderId})', () => {
  it('encrypts JSON {orderId} as the spec scheme does', () => {
    const value = encodeOrderParams(ORDER, KEY);
    const plain = CryptoJS.AES.decrypt(decodeURIComponent(value), CryptoJS.enc.Utf8.parse(DEV_AES_KEY), {
      iv: CryptoJS.enc.Utf8.parse(DEV_AES_IV),
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    expect(JSON.parse(plain)).toEqual({ orderId: ORDER });
    expect(value).not.toMatch(/[+/=]/);
  });

  it('round-trips, and a wrong key or a tampered value yields nothing', () => {
    const value = encodeOrderParams(ORDER, KEY);
    expect(decodeOrderParamsValue(value, KEY)).toBe(ORDER);
    expect(decodeOrderParamsValue(value, { key: 'another-key-0016', iv: DEV_AES_IV })).toBeNull();
    expect(decodeOrderParamsValue('garbage', KEY)).toBeNull();
  });

  it('builds the return link on the site root', () => {
    expect(orderReturnUrl('https://casino.example', ORDER, KEY)).toBe(`https://casino.example/?params=${encodeOrderParams(ORDER, KEY)}`);
  });
});
