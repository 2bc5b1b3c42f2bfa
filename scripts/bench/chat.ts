import WebSocket from 'ws';
import { FLOOD } from '../../src/core/chat';
import { MSG } from '../../src/core/socket';
import { floodFigures, type FloodFigures } from './chatFlood';
import { procCpuMs } from './cpu';
import { rawBaseline, watch } from './crash';
import { registerPlayer, type BenchPlayer } from './http';
import { percentile } from './load';
import { startServer, stopServer } from './server';

/** The chat figures of a bench run. */
export interface ChatFigures {
  watchers: number;
  senders: number;
  seconds: number;
  /** Messages accepted and broadcast during the run. */
  messages: number;
  /** From the send of a message on its sender's socket to its arrival at each watcher. */
  delivery: { p50: number; p99: number; samples: number };
  /** Chat frames delivered per CPU-second of the sending process: the house server, and a plain ws server. */
  broadcast: { server: number; raw: number };
  /** Messages handled (checked, stored, broadcast) per CPU-second of the server. */
  messagesPerCpuSecond: number;
  /** Delivery to quiet sockets beside one player flooding the chat (its own server, after the figures above). */
  flood: FloodFigures | { error: string };
}

/** The flood measurement: quiet sockets, pairs of unloaded and flooded phases, messages per phase. */
export const FLOOD_BENCH = { quiet: 200, cycles: 5, perPhase: 5 };

const CLIENT_ID = /"clientId":"([^"]+)"/;

async function post(base: string, path: string, body: object, player: BenchPlayer): Promise<{ code: number; msg: string }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: player.cookie, origin: base },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string };
}

async function openSocket(url: string, origin: string, cookie: string): Promise<WebSocket> {
  const ws = new WebSocket(url, { origin, headers: { cookie } });
  await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
  return ws;
}

/**
 * The chat figures: a server with `watchers` guest sockets; `senders` players each send a message a little slower
 * than the flood limit allows (one a second) for `seconds`. Delivery time of every message to every watcher; chat
 * frames delivered per CPU-second of the server, beside a plain ws server sending a chat entry of the same size to as
 * many sockets at the same message rate.
 */
export async function chatFigures(dbUrl: string, opts: { watchers: number; senders: number; seconds: number }): Promise<ChatFigures> {
  const { child, base } = await startServer(dbUrl, {
    CRASH_LOOP: '0',
    SOCKET_MAX_PER_IP: String(opts.watchers + opts.senders + 100),
  });
  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  let chatFrames = 0;
  let sample = '';
  const url = `${base.replace('http', 'ws')}/chat`;
  const watchers = await watch(url, opts.watchers, base, () => {});
  for (const ws of watchers.sockets) {
    ws.on('message', (data) => {
      const text = data.toString();
      const id = CLIENT_ID.exec(text)?.[1];
      const at = id === undefined ? undefined : sentAt.get(id);
      if (at === undefined) return;
      chatFrames++;
      delivery.push(performance.now() - at);
      sample ||= text;
    });
  }
  const sockets: WebSocket[] = [];
  try {
    const players = await Promise.all(Array.from({ length: opts.senders }, (_, i) => registerPlayer(base, `chat${i}`)));
    for (const p of players) {
      const accepted = await post(base, '/v1/user/updateIsFirstPopUp', {}, p);
      if (accepted.code !== 200) throw new Error(`accepting the chat rules failed: ${accepted.msg}`);
      sockets.push(await openSocket(url, base, p.cookie));
    }
    await new Promise((r) => setTimeout(r, 1000));
    // Each sender sends every gap ms, a little over the flood limit's one a second, starting at spread-out moments.
    const gapMs = FLOOD.minGapMs + 100;
    let seq = 0;
    let refused = 0;
    for (const s of sockets) s.on('message', (d) => void (d.toString().startsWith('{"type":-1') && refused++));
    const cpu0 = procCpuMs(child.pid!);
    const frames0 = chatFrames;
    const started = performance.now();
    const timers = sockets.map((s, i) => {
      const send = () => {
        const clientId = `b${seq++}`;
        sentAt.set(clientId, performance.now());
        s.send(JSON.stringify({ type: MSG.CHAT, data: { text: `bench message ${clientId} from sender ${i}`, clientId } }));
      };
      const first = setTimeout(
        () => {
          send();
          timers[i] = setInterval(send, gapMs);
        },
        (gapMs * i) / sockets.length,
      );
      return first as ReturnType<typeof setTimeout> | ReturnType<typeof setInterval>;
    });
    await new Promise((r) => setTimeout(r, opts.seconds * 1000));
    for (const t of timers) clearInterval(t);
    // The last messages' deliveries arrive.
    await new Promise((r) => setTimeout(r, 1000));
    const cpuSeconds = Math.max((procCpuMs(child.pid!) - cpu0) / 1000, 0.001);
    const elapsed = (performance.now() - started) / 1000;
    const messages = seq - refused;
    const server = (chatFrames - frames0) / cpuSeconds;
    const messagesPerCpuSecond = messages / cpuSeconds;
    for (const s of sockets) s.terminate();
    watchers.close();
    await stopServer(child);
    // The same message rate and payload from a plain ws server.
    const rate = messages / elapsed;
    const raw = await rawBaseline(opts.watchers, Math.min(10, opts.seconds), {
      text: sample || JSON.stringify({ type: MSG.CHAT, data: { text: 'x'.repeat(200) } }),
      intervalMs: Math.max(1, Math.round(1000 / Math.max(rate, 1))),
    });
    let flood: FloodFigures | { error: string };
    try {
      flood = await floodFigures(dbUrl, FLOOD_BENCH);
    } catch (error) {
      flood = { error: error instanceof Error ? error.message : String(error) };
    }
    return {
      flood,
      watchers: opts.watchers,
      senders: opts.senders,
      seconds: opts.seconds,
      messages,
      delivery: { p50: percentile(delivery, 50), p99: percentile(delivery, 99), samples: delivery.length },
      broadcast: { server, raw },
      messagesPerCpuSecond,
    };
  } finally {
    for (const s of sockets) s.terminate();
    watchers.close();
    await stopServer(child);
  }
}
