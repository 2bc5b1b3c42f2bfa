import { describe, expect, it } from 'vitest';
import { canonicalJson, ipnEvent, parseIpnJson, signIpn, verifyIpn } from './ipn';

const SECRET = 'test-ipn-secret-0001';
const BODY = { payment_status: 'finished', payment_id: 5077125051, fee: { depositFee: '0.1', currency: 'btc' }, actually_paid: '0.5' };
// Computed apart from this code (Python's hmac over the sorted text written out by hand).
const VECTOR =
  '5018cafdd67cdc1d65d136dd38197550ee6dc05e76a8a7116bdab891d7f16f32ba5330121f2196ab15f63ca823445e4ea929710e93b50e0feba5e33ef84936ae';

const raw = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('IPN signature (HMAC-SHA512 over the body with keys sorted recursively)', () => {
  it('sorts keys at every level, arrays keep their order', () => {
    expect(canonicalJson(BODY)).toBe(
      '{"actually_paid":"0.5","fee":{"currency":"btc","depositFee":"0.1"},"payment_id":5077125051,"payment_status":"finished"}',
    );
    expect(canonicalJson({ b: [{ z: 1, a: 2 }, 3], a: null })).toBe('{"a":null,"b":[{"a":2,"z":1},3]}');
  });

  it('matches a known vector, as lower-case hex', () => {
    expect(signIpn(SECRET, BODY)).toBe(VECTOR);
  });

  it('verifies whatever the key order and spacing of the body as sent, and the case of the hex', () => {
    const reordered = Buffer.from(
      '{ "payment_id": 5077125051, "actually_paid": "0.5", "fee": {"currency": "btc", "depositFee": "0.1"}, "payment_status": "finished" }',
    );
    expect(verifyIpn(SECRET, raw(BODY), VECTOR)).toBe(true);
    expect(verifyIpn(SECRET, reordered, VECTOR)).toBe(true);
    expect(verifyIpn(SECRET, raw(BODY), VECTOR.toUpperCase())).toBe(true);
  });

  it('detects tampering: a changed value, a nested value, an added or removed key, another secret', () => {
    expect(verifyIpn(SECRET, raw({ ...BODY, actually_paid: '5' }), VECTOR)).toBe(false);
    expect(verifyIpn(SECRET, raw({ ...BODY, fee: { depositFee: '0.2', currency: 'btc' } }), VECTOR)).toBe(false);
    expect(verifyIpn(SECRET, raw({ ...BODY, order_id: 'x' }), VECTOR)).toBe(false);
    const { fee: _fee, ...withoutFee } = BODY;
    expect(verifyIpn(SECRET, raw(withoutFee), VECTOR)).toBe(false);
    expect(verifyIpn('another-secret-0001', raw(BODY), VECTOR)).toBe(false);
  });

  it('refuses a missing, short, non-hex or repeated header and a body that is not a JSON object', () => {
    expect(verifyIpn(SECRET, raw(BODY), undefined)).toBe(false);
    expect(verifyIpn(SECRET, raw(BODY), VECTOR.slice(2))).toBe(false);
    expect(verifyIpn(SECRET, raw(BODY), `${VECTOR.slice(1)}g`)).toBe(false);
    expect(verifyIpn(SECRET, raw(BODY), [VECTOR, VECTOR])).toBe(false);
    expect(verifyIpn(SECRET, Buffer.from('not json'), VECTOR)).toBe(false);
    expect(verifyIpn(SECRET, raw([BODY]), signIpn(SECRET, [BODY]))).toBe(false);
  });

  it('refuses prototype keys and deep nesting', () => {
    expect(() => parseIpnJson(Buffer.from('{"__proto__":{"x":1}}'))).toThrow('must not contain the key __proto__');
    expect(() => parseIpnJson(Buffer.from('{"a":{"constructor":{"prototype":1}}}'))).toThrow('constructor');
    expect(() => parseIpnJson(Buffer.from(`${'{"a":'.repeat(12)}1${'}'.repeat(12)}`))).toThrow('nested too deeply');
  });
});

describe('IPN body → payment event', () => {
  const valid = {
    payment_id: 5077125051,
    payment_status: 'confirming',
    pay_address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    payin_extra_id: '42',
    pay_currency: 'xrp',
    actually_paid: '12.5',
    order_id: null,
    confirmations: 0,
    tx_hash: null,
    extra_field_from_provider: { anything: true },
  };

  it('reads the fields we need and maps the provider currency and aliases', () => {
    expect(ipnEvent(valid)).toEqual({
      paymentId: '5077125051',
      status: 'confirming',
      coin: 'XRP',
      address: valid.pay_address,
      tag: '42',
      paid: '12.5',
      orderId: null,
      confirmations: 0,
      txHash: null,
    });
    expect(ipnEvent({ ...valid, payment_status: 'sending' }).status).toBe('confirmed');
    expect(ipnEvent({ ...valid, pay_currency: 'usdterc20', payin_extra_id: undefined }).coin).toBe('USDT');
  });

  it('names the field of a malformed body', () => {
    expect(() => ipnEvent({ ...valid, actually_paid: 12.5 })).toThrow('actually_paid must be a decimal string');
    expect(() => ipnEvent({ ...valid, actually_paid: '-1' })).toThrow('actually_paid must be a plain non-negative decimal');
    expect(() => ipnEvent({ ...valid, payment_status: 'paid' })).toThrow('payment_status must be one of');
    expect(() => ipnEvent({ ...valid, pay_currency: 'ltc' })).toThrow('pay_currency must be one of');
    expect(() => ipnEvent({ ...valid, confirmations: 1.5 })).toThrow('confirmations must be a whole number');
    expect(() => ipnEvent({ ...valid, payment_id: undefined })).toThrow('payment_id');
  });
});
