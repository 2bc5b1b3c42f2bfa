import { describe, expect, it } from 'vitest';
import { batches } from './fanout';
import type { RelayMessage } from './hub';

describe('fan-out batches', () => {
  it('packs messages in order into NOTIFY payloads under 8000 bytes, leaving out one that cannot fit alone', () => {
    const frame = (i: number, size = 100): RelayMessage => ({ k: 'all', frame: { type: 401, data: { i, pad: 'x'.repeat(size) } } });
    const messages = [...Array.from({ length: 300 }, (_, i) => frame(i)), frame(999, 9000), frame(300)];
    const payloads = batches('origin-1', messages);
    expect(payloads.length).toBeGreaterThan(1);
    const seen: number[] = [];
    for (const p of payloads) {
      expect(Buffer.byteLength(p)).toBeLessThan(8000);
      const env = JSON.parse(p) as { o: string; m: { frame: { data: { i: number } } }[] };
      expect(env.o).toBe('origin-1');
      seen.push(...env.m.map((m) => m.frame.data.i));
    }
    expect(seen).toEqual([...Array.from({ length: 300 }, (_, i) => i), 300]);
    expect(batches('o', [])).toEqual([]);
  });

  it('splits a batch of live bets too big for one payload into parts that fit, every bet kept in order', () => {
    const bet = (id: number) => ({
      id,
      userName: 'p',
      gameCode: 10005,
      gameName: 'mines',
      coin: 'USDT',
      amount: '1',
      multiplier: '2',
      payout: '2',
      time: 0,
      pad: 'x'.repeat(400),
    });
    const message = { k: 'lives', bets: Array.from({ length: 30 }, (_, i) => bet(i)) } as unknown as RelayMessage;
    expect(Buffer.byteLength(JSON.stringify(message))).toBeGreaterThan(8000);
    const payloads = batches('o', [message]);
    expect(payloads.length).toBeGreaterThan(1);
    const ids = payloads.flatMap((p) => {
      expect(Buffer.byteLength(p)).toBeLessThan(8000);
      return (JSON.parse(p) as { m: { k: string; bets: { id: number }[] }[] }).m.flatMap((m) => m.bets.map((b) => b.id));
    });
    expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });
});
