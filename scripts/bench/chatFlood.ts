import WebSocket from 'ws';
import { MSG } from '../../src/core/socket';
import { registerPlayer, type BenchPlayer } from './http';
import { percentile } from './load';
import { startServer, stopServer } from './server';

/** Delivery to quiet sockets with and without one player flooding the chat. */
export interface FloodFigures {
  quiet: number;
  /** Deliveries measured per phase kind (messages x quiet sockets). */
  samples: number;
  unloaded: { p50: number; p99: number };
  flooded: { p50: number; p99: number };
  /** Flooded p99 over unloaded p99 (the goal: under 2). */
  ratio99: number;
  /** Flood frames sent and the ones the server accepted (the rest were refused with a reason). */
  floodSent: number;
  floodAccepted: number;
}

const CLIENT_ID = /"clientId":"([^"]+)"/;

async function openSocket(url: string, origin: string, cookie?: string): Promise<WebSocket> {
  const ws = new WebSocket(url, { origin, headers: cookie ? { cookie } : {} });
  await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
  return ws;
}

async function chatter(base: string, prefix: string): Promise<BenchPlayer> {
  const player = await registerPlayer(base, prefix);
  const res = await fetch(`${base}/v1/user/updateIsFirstPopUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: player.cookie, origin: base },
    body: '{}',
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`accepting the chat rules failed: ${body.msg}`);
  return player;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The flood figures: a server with `quiet` guest sockets. Quiet players send one message each (the flood limit allows
 * one a second per player), in `cycles` pairs of phases: `perPhase` messages with nothing else going on, then
 * `perPhase` messages while one player sends 100 messages in one second (over three sockets, each under the
 * per-socket frame cap). The phases alternate so the machine's own noise falls on both alike. Each message's delivery
 * time is taken at every quiet socket.
 */
export async function floodFigures(dbUrl: string, opts: { quiet: number; cycles: number; perPhase: number }): Promise<FloodFigures> {
  const { child, base } = await startServer(dbUrl, {
    CRASH_LOOP: '0',
    SOCKET_MAX_PER_IP: String(opts.quiet + 200),
    SOCKET_MAX_PER_USER: '20',
  });
  const url = `${base.replace('http', 'ws')}/chat`;
  const received = new Map<string, number[]>();
  const sockets: WebSocket[] = [];
  try {
    for (let i = 0; i < opts.quiet; i++) {
      const ws = await openSocket(url, base);
      // The clientId is read without parsing the frame: the listeners' own work stays small beside the server's.
      ws.on('message', (data) => {
        const id = CLIENT_ID.exec(data.toString())?.[1];
        if (id) received.get(id)?.push(performance.now());
      });
      sockets.push(ws);
    }
    const quiet: WebSocket[] = [];
    for (let i = 0; i < 2 + opts.cycles * 2 * opts.perPhase; i++) {
      const ws = await openSocket(url, base, (await chatter(base, `quiet${i}`)).cookie);
      quiet.push(ws);
      sockets.push(ws);
    }
    const flooder = await chatter(base, 'flood');
    let next = 0;
    // One message from each of `count` quiet players, 40 ms apart; every quiet socket's delivery time.
    const measure = async (count: number, tag: string): Promise<number[]> => {
      const samples: number[] = [];
      for (let i = 0; i < count; i++) {
        const clientId = `${tag}${i}`;
        const times: number[] = [];
        received.set(clientId, times);
        const sentAt = performance.now();
        quiet[next++]!.send(JSON.stringify({ type: MSG.CHAT, data: { text: `quiet ${clientId}`, clientId } }));
        const deadline = Date.now() + 15_000;
        while (times.length < opts.quiet && Date.now() < deadline) await sleep(2);
        if (times.length < opts.quiet) throw new Error(`message ${clientId} reached ${times.length} of ${opts.quiet} sockets`);
        samples.push(...times.map((at) => at - sentAt));
        await sleep(40);
      }
      return samples;
    };
    await measure(2, 'w');
    const unloaded: number[] = [];
    const flooded: number[] = [];
    const accepted = new Set<string>();
    let floodSent = 0;
    for (let cycle = 0; cycle < opts.cycles; cycle++) {
      unloaded.push(...(await measure(opts.perPhase, `u${cycle}_`)));
      const floodSockets = await Promise.all([0, 1, 2].map(() => openSocket(url, base, flooder.cookie)));
      sockets.push(...floodSockets);
      // Every flood frame is answered on its socket: its broadcast or a refusal naming it.
      const answered = new Set<string>();
      for (const ws of floodSockets) {
        ws.on('message', (data) => {
          const text = data.toString();
          const id = CLIENT_ID.exec(text)?.[1];
          if (!id?.startsWith(`f${cycle}_`)) return;
          // An accepted message comes back to all three sockets (a broadcast): counted once.
          if (text.startsWith(`{"type":${MSG.CHAT},`)) accepted.add(id);
          answered.add(id);
        });
      }
      const until = async (done: () => boolean, what: string) => {
        const deadline = Date.now() + 15_000;
        while (!done()) {
          if (Date.now() > deadline) throw new Error(`flood cycle ${cycle}: ${what} within 15 s`);
          await sleep(5);
        }
      };
      let sent = 0;
      const flood = new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          for (let k = 0; k < 2 && sent < 100; k++, sent++) {
            const clientId = `f${cycle}_${sent}`;
            floodSockets[sent % 3]!.send(JSON.stringify({ type: MSG.CHAT, data: { text: `flood ${clientId}`, clientId } }));
          }
          if (sent >= 100) {
            clearInterval(timer);
            resolve();
          }
        }, 20);
      });
      // Measured once the flood is under way (its first frame answered).
      await until(() => answered.size > 0, 'no flood frame answered');
      flooded.push(...(await measure(opts.perPhase, `l${cycle}_`)));
      await flood;
      await until(() => answered.size === sent, `${sent - answered.size} flood frames unanswered`);
      floodSent += sent;
      // The flooder's sockets go: the next cycle opens fresh ones (a player has a socket cap).
      for (const ws of floodSockets) ws.terminate();
    }
    const u99 = percentile(unloaded, 99);
    const f99 = percentile(flooded, 99);
    return {
      quiet: opts.quiet,
      samples: unloaded.length,
      unloaded: { p50: percentile(unloaded, 50), p99: u99 },
      flooded: { p50: percentile(flooded, 50), p99: f99 },
      ratio99: f99 / u99,
      floodSent,
      floodAccepted: accepted.size,
    };
  } finally {
    for (const s of sockets) s.terminate();
    await stopServer(child);
  }
}
