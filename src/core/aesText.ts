import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import CryptoCore from 'crypto-js/core.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import type { OrderParamsKey } from './wallet/orderParams';

/**
 * The text of a value the browser stored AES-CBC / PKCS7 encrypted under the site's key and IV (base64; the stag
 * cookie), or null when it does not decrypt to text. Kept out of the browser's first paint: the server imports it.
 */
export function aesDecryptText(cipher: string, k: OrderParamsKey): string | null {
  try {
    const plain = AES.decrypt(decodeURIComponent(cipher).replace(/ /g, '+'), Utf8.parse(k.key), {
      iv: Utf8.parse(k.iv),
      mode: CryptoCore.mode.CBC,
      padding: Pkcs7,
    }).toString(Utf8);
    return plain.length > 0 ? plain : null;
  } catch {
    return null;
  }
}
