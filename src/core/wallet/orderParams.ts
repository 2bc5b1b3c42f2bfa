import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import CryptoCore from 'crypto-js/core.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';

// The params query value of the link that brings a buyer back from the payment page: JSON
// {orderId} encrypted with AES-CBC / PKCS7 under the site's AES key and IV (UTF-8 text), base64, then URL-encoded.
// The server builds it; the browser's decodeOrderParams (src/app/storage/crypto.ts, loaded lazily) reads it. Kept out
// of the browser's first paint: only the server and lazily loaded code import this file.

/** AES key and IV as UTF-8 text (VITE_AES_KEY / VITE_AES_IV, or the development defaults of ../aesConfig). */
export interface OrderParamsKey {
  key: string;
  iv: string;
}

const options = (k: OrderParamsKey) => ({ iv: Utf8.parse(k.iv), mode: CryptoCore.mode.CBC, padding: Pkcs7 });

/** The params query value (already URL-encoded) that carries an order id. */
export function encodeOrderParams(orderId: string, k: OrderParamsKey): string {
  return encodeURIComponent(AES.encrypt(JSON.stringify({ orderId }), Utf8.parse(k.key), options(k)).toString());
}

/** The order id of a params value (URL-encoded as it arrives), or null when it does not decrypt to one. */
export function decodeOrderParamsValue(raw: string, k: OrderParamsKey): string | null {
  try {
    const plain = AES.decrypt(decodeURIComponent(raw).replace(/ /g, '+'), Utf8.parse(k.key), options(k)).toString(Utf8);
    const parsed: unknown = JSON.parse(plain);
    const id = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).orderId : undefined;
    return typeof id === 'string' ? id : null;
  } catch {
    // A wrong key, a tampered value or text that is not JSON.
    return null;
  }
}

/** The site's page a buyer returns to: the root with the order's params value, which opens the order dialog. */
export function orderReturnUrl(origin: string, orderId: string, k: OrderParamsKey): string {
  return `${origin}/?params=${encodeOrderParams(orderId, k)}`;
}
