import { aesEncrypt, type AesParams } from './crypto';
import { AES_CONFIG } from '../boot/config';

/** The params query value for an order id: the inverse of decodeOrderParams, which the app itself never needs. */
export function encodeOrderParams(orderId: string, params: AesParams = AES_CONFIG): string {
  return encodeURIComponent(aesEncrypt(JSON.stringify({ orderId }), params));
}
