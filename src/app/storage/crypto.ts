import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import CryptoCore from 'crypto-js/core.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import { AES_CONFIG } from '../boot/config';

/** AES parameters: key and IV as UTF-8 text. */
export interface AesParams {
  key: string;
  iv: string;
}

function options(params: AesParams) {
  return { iv: Utf8.parse(params.iv), mode: CryptoCore.mode.CBC, padding: Pkcs7 };
}

/** AES-CBC / PKCS7 encryption of UTF-8 text, as base64 (the stag cookie scheme). */
export function aesEncrypt(plain: string, params: AesParams = AES_CONFIG): string {
  return AES.encrypt(plain, Utf8.parse(params.key), options(params)).toString();
}

/** Decrypts aesEncrypt output; null when the text is not a valid ciphertext for this key. */
export function aesDecrypt(cipher: string, params: AesParams = AES_CONFIG): string | null {
  try {
    const plain = AES.decrypt(cipher, Utf8.parse(params.key), options(params)).toString(Utf8);
    return plain === '' && cipher !== '' ? null : plain;
  } catch {
    // Bad padding or non-UTF-8 output: a wrong key or a tampered value.
    return null;
  }
}

/** The order id carried by the params query value: URL-decoded, decrypted, parsed as JSON. */
export function decodeOrderParams(raw: string, params: AesParams = AES_CONFIG): string | null {
  let cipher: string;
  try {
    cipher = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // A '+' in base64 that was not percent-encoded arrives as a space.
  const plain = aesDecrypt(cipher.replace(/ /g, '+'), params);
  if (plain === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain);
  } catch {
    return null;
  }
  if (typeof parsed === 'string' || typeof parsed === 'number') return String(parsed);
  if (parsed && typeof parsed === 'object') {
    const o = parsed as Record<string, unknown>;
    const id = o.orderId ?? o.orderNo ?? o.id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return null;
}
