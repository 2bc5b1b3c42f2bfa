import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FLOOD } from '../../src/core/chat';
import { ERROR_FRAME_TYPE, MSG } from '../../src/core/socket';
import { chatter, type Chatter } from './chatHelpers';
import { TestSocket, createTestApp, listen, type TestApp } from './helpers';

// One player floods 100 messages a second beside 200 quiet sockets: at most the allowed rate gets through, the flooder
// hears why, and everyone else's messages still reach every quiet socket. How fast they do (p50/p99 with and without
// the flood, and their ratio) is a timing figure of the machine, not a pass/fail rule: the chat bench reports it
// (`npm run bench -- --chat`, docs/benchmarks.md's Chat section).
let t: TestApp;
let base: string;
const QUIET = 200;
let listeners: WebSocket[] = [];
// Receipt times by clientId, one per listener.
const received = new Map<string, number[]>();
const CLIENT_ID = /"clientId":"([^"]+)"/;

beforeAll(async () => {
  t = await createTestApp({ SOCKET_MAX_PER_IP: '1000', SOCKET_MAX_PER_USER: '20' });
  base = await listen(t.app);
  listeners = await Promise.all(
    Array.from({ length: QUIET }, async () => {
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/chat`, { origin: base });
      // The clientId is read without parsing the frame: the listeners' own work stays small beside the server's.
      ws.on('message', (data) => {
        const id = CLIENT_ID.exec(data.toString())?.[1];
        if (id) received.get(id)?.push(performance.now());
      });
      await new Promise<void>((resolve, reject) => ws.once('open', resolve).once('error', reject));
      return ws;
    }),
  );
}, 60_000);

afterAll(async () => {
  for (const ws of listeners) ws.close();
  await t.close();
});

/** Sends one message from each sender, `gapMs` apart; resolves with every listener's delivery time in ms. */
async function measure(senders: readonly Chatter[], tag: string, gapMs: number): Promise<number[]> {
  const samples: number[] = [];
  for (const [i, s] of senders.entries()) {
    const clientId = `${tag}${i}`;
    const times: number[] = [];
    received.set(clientId, times);
    const sentAt = performance.now();
    s.socket.send({ type: MSG.CHAT, data: { text: `quiet ${tag} ${i}`, clientId } });
    // Waits until every listener has it (a condition, bounded).
    const deadline = Date.now() + 15_000;
    while (times.length < QUIET && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    expect(times.length).toBe(QUIET);
    samples.push(...times.map((at) => at - sentAt));
    if (gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
  }
  return samples;
}

function p(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const CYCLES = 3;
const PER_PHASE = 5;

describe('chat flood', () => {
  it('100 messages a second from one player: at most the allowed rate passes, the rest is refused with the reason, everyone else is served', async () => {
    // Quiet players send one message each (the flood limit allows one a second): 2 warm-up, then per cycle an
    // unloaded phase and a phase beside the flood, alternating so the machine's own noise falls on both alike.
    const quiet = await Promise.all(Array.from({ length: 2 + CYCLES * 2 * PER_PHASE }, () => chatter(t.app, base, 'q')));
    const flooder = await chatter(t.app, base, 'fl');
    const cookie = flooder.client.cookieHeader();
    flooder.socket.close();
    const floodSockets: TestSocket[] = [];
    const unloaded: number[] = [];
    const loaded: number[] = [];
    await measure(quiet.slice(0, 2), 'w', 0);
    let next = 2;
    const phase = () => quiet.slice(next, (next += PER_PHASE));
    const floodStart = performance.now();
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      unloaded.push(...(await measure(phase(), `u${cycle}_`, 40)));
      // The flood: 100 frames in one second over three fresh sockets (each stays under its own frame cap).
      const sockets: TestSocket[] = [];
      for (let k = 0; k < 3; k++) sockets.push(await TestSocket.open(base, { cookie, origin: base }));
      floodSockets.push(...sockets);
      let sent = 0;
      const flood = new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          for (let k = 0; k < 2 && sent < 100; k++, sent++) {
            const clientId = `f${cycle}_${sent}`;
            sockets[sent % 3]!.send({ type: MSG.CHAT, data: { text: `flood ${clientId}`, clientId } });
          }
          if (sent >= 100) {
            clearInterval(timer);
            resolve();
          }
        }, 20);
      });
      // Measured once the flood is under way (its first frame answered), not in step with its first message.
      const first = `f${cycle}_0`;
      // (next() takes the frame off the queue: it goes back for the counts below.)
      sockets[0]!.frames.push(await sockets[0]!.next((f) => (f.data as { clientId?: string } | undefined)?.clientId === first, 10_000));
      loaded.push(...(await measure(phase(), `l${cycle}_`, 40)));
      await flood;
    }
    // Every flood frame gets its answer: its broadcast or a refusal naming the reason.
    const answered = () => {
      const ids = new Set<string>();
      for (const f of floodSockets.flatMap((x) => x.frames)) {
        const id = (f.data as { clientId?: string } | undefined)?.clientId;
        if (id?.startsWith('f') && (f.type === ERROR_FRAME_TYPE || f.type === MSG.CHAT)) ids.add(id);
      }
      return ids.size;
    };
    const deadline = Date.now() + 15_000;
    while (answered() < CYCLES * 100 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(answered()).toBe(CYCLES * 100);
    const floodSeconds = (performance.now() - floodStart) / 1000;

    const accepted = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1`, [flooder.user.id]))
      .rows[0]!.n;
    // One a second and five per ten seconds over the whole span.
    const allowed = Math.min(Math.floor(floodSeconds) + 1, FLOOD.burstMax * Math.ceil(floodSeconds / (FLOOD.burstWindowMs / 1000)));
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(allowed);
    const refusals = floodSockets.flatMap((s) => s.frames.filter((f) => f.type === ERROR_FRAME_TYPE));
    expect(refusals.length).toBe(CYCLES * 100 - accepted);
    for (const r of refusals) expect((r.data as { msg: string }).msg).toMatch(/^(You are sending too fast|Too many messages)/);

    // Every quiet message reached all the quiet sockets, flood or not (measure() checks each one).
    expect(unloaded).toHaveLength(CYCLES * PER_PHASE * QUIET);
    expect(loaded).toHaveLength(CYCLES * PER_PHASE * QUIET);
    console.log(
      `chat delivery to ${QUIET} sockets (information, not asserted): unloaded p99 ${p(unloaded, 0.99).toFixed(1)} ms, ` +
        `beside the flood p99 ${p(loaded, 0.99).toFixed(1)} ms; flooder accepted ${accepted} of ${CYCLES * 100} in ${floodSeconds.toFixed(2)} s`,
    );
    for (const s of [...quiet.map((q) => q.socket), ...floodSockets]) s.close();
  }, 120_000);
});
