// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { Decimal } from '../../src/core/money';
import { coinGeckoProvider, readSimplePrice, RatesProviderError } from './provider';

const received = new Date('2026-11-28T12:00:00Z');

describe('readSimplePrice', () => {
  it('reads every coin in USD and the fiats from the reference coin, numbers exactly as written', () => {
    const text = `{
      "bitcoin": {"usd": 95000.123456789012345678, "eur": 87400.11, "jpy": 14440018, "last_updated_at": 1795867140},
      "tether": {"usd": 1.0001, "last_updated_at": 1764331100},
      "dogecoin": {"usd": 0.00000000012345678901, "last_updated_at": 1764331150}
    }`;
    const snap = readSimplePrice(text, received);
    expect(snap.coins.BTC!.usd.toFixed()).toBe('95000.123456789012345678');
    expect(snap.coins.BTC!.at.toISOString()).toBe('2026-11-28T11:59:00.000Z');
    expect(snap.coins.USDT!.usd.toFixed()).toBe('1.0001');
    expect(snap.coins.DOGE!.usd.toFixed()).toBe('0.00000000012345678901');
    expect(snap.coins.ETH).toBeUndefined();
    expect(snap.fiats.USD!.perUsd.toFixed()).toBe('1');
    expect(snap.fiats.EUR!.perUsd.times('95000.123456789012345678').toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toFixed()).toBe('87400.11');
    expect(snap.fiats.GBP).toBeUndefined();
  });

  it('leaves out what is not a positive number, and reads a quote time in the future as now', () => {
    const text = `{
      "bitcoin": {"usd": 95000, "eur": -1, "gbp": "abc", "last_updated_at": 9999999999},
      "ethereum": {"usd": 0},
      "ripple": {"usd": "2.2"},
      "solana": {"usd": null},
      "tron": "0.25"
    }`;
    const snap = readSimplePrice(text, received);
    expect(Object.keys(snap.coins).sort()).toEqual(['BTC', 'XRP']);
    expect(snap.coins.BTC!.at).toEqual(received);
    expect(snap.coins.XRP!.at).toEqual(received);
    expect(Object.keys(snap.fiats)).toEqual(['USD']);
  });

  it('refuses an answer that is not JSON, not an object or quotes none of our coins', () => {
    for (const text of ['<html>', '[]', 'null', '{"unknowncoin": {"usd": 1}}', '{"bitcoin": {"usd": "x"}}'])
      expect(() => readSimplePrice(text, received)).toThrow(RatesProviderError);
  });
});

describe('coinGeckoProvider', () => {
  it('asks for every coin and fiat with the key in its header, and refuses an HTTP error', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fake = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
      return calls.length === 1 ? new Response('{"bitcoin": {"usd": 1}}') : new Response('rate limited', { status: 429 });
    });
    const provider = coinGeckoProvider({
      url: 'http://rates.test/api/v3/',
      key: 'k1',
      keyHeader: 'x-cg-demo-api-key',
      fetch: fake as typeof fetch,
    });
    const snap = await provider.fetch(new AbortController().signal);
    expect(snap.coins.BTC!.usd.toFixed()).toBe('1');
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/v3/simple/price');
    expect(url.searchParams.get('ids')!.split(',')).toEqual([
      'tether',
      'bitcoin',
      'ethereum',
      'ripple',
      'dogecoin',
      'tron',
      'binancecoin',
      'solana',
    ]);
    expect(url.searchParams.get('vs_currencies')).toBe('usd,eur,gbp,jpy,brl,inr,cad,try');
    expect(url.searchParams.get('include_last_updated_at')).toBe('true');
    expect(calls[0]!.headers['x-cg-demo-api-key']).toBe('k1');
    await expect(provider.fetch(new AbortController().signal)).rejects.toThrow('HTTP 429');
  });
});
