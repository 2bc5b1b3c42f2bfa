import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { StreamMessage } from '../shared/api';
import { BOOK_TESTS, harness, SLOT, waitFor, type Harness } from './harness.testing';

let h: Harness;
afterEach(() => h.close());

/** Reads SSE messages from a stream until `count` arrived. */
async function read(reader: ReadableStreamDefaultReader<Uint8Array>, count: number): Promise<string[]> {
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const frames = text.split('\n\n').slice(0, -1);
    if (frames.length >= count) return frames;
    const { value, done } = await reader.read();
    if (done) return frames;
    text += decoder.decode(value, { stream: true });
  }
}

describe('the live stream', BOOK_TESTS, () => {
  it('sends the live and coming matches at once and on every tick, keeps alive, and forgets a client that left', async () => {
    h = await harness({ streamEveryMs: 20, streamHeartbeatMs: 30 });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/stream`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = response.body!.getReader();
    const frames = await read(reader, 6);
    const data = frames.filter((f) => f.includes('data: ')).map((f) => JSON.parse(f.slice(f.indexOf('data: ') + 6)) as StreamMessage);
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(frames.some((f) => f.startsWith(': keep-alive'))).toBe(true);
    const first = data[0]!;
    expect(first.now).toBe(h.clock.now);
    expect(first.events.every((e) => e.status === 'live' || e.status === 'upcoming')).toBe(true);
    expect(first.events.filter((e) => e.status === 'live')).toHaveLength(5);
    expect(Math.max(...first.events.map((e) => e.kickoff))).toBeLessThanOrEqual(h.clock.now + 6 * SLOT);
    expect(h.app.book.streams.size).toBe(1);
    controller.abort();
    await waitFor(() => h.app.book.streams.size === 0);
  });

  it('refuses clients past its cap', async () => {
    h = await harness({ maxStreams: 0 });
    const response = await h.app.inject({ url: '/api/stream' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'too_many_requests' });
  });
});
