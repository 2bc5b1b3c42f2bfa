import { spawn, type ChildProcess } from 'node:child_process';
import WebSocket from 'ws';
import { MSG } from '../../src/core/socket';
import { procCpuMs } from './cpu';
import { registerPlayer, type BenchPlayer } from './http';
import { percentile } from './load';
import { startServer, stopServer } from './server';

/** The crash figures of a bench run. */
export interface CrashFigures {
  watchers: number;
  /** How long the players played (until enough cash-outs were timed, or the time cap). */
  seconds: number;
  rounds: number;
  /** Spacing of consecutive ticks by the server's clock (their serverTime), and as they arrived at one watcher. */
  tickServer: { p50: number; p99: number };
  tickArrival: { p50: number; p99: number };
  /** Round trip of cash-out requests with the watchers connected. */
  cashout: { p50: number; p99: number; count: number };
  /** Frames delivered per CPU-second of the sending process: the house server, and a plain ws server. */
  broadcast: { server: number; raw: number };
}

/** Sockets opened by watch(). */
export interface Watchers {
  sockets: WebSocket[];
  frames: () => number;
  close(): void;
}

/** Opens `n` guest sockets on `url`; counts every frame they receive; `onFirst` sees the first socket's frames. */
export async function watch(url: string, n: number, origin: string | undefined, onFirst: (text: string) => void): Promise<Watchers> {
  let frames = 0;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += 50) {
    const batch = Array.from({ length: Math.min(50, n - i) }, (_, k) => {
      const ws = new WebSocket(url, origin ? { origin } : {});
      const first = i + k === 0;
      ws.on('message', (data) => {
        frames++;
        if (first) onFirst(data.toString());
      });
      sockets.push(ws);
      return new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
    });
    await Promise.all(batch);
  }
  return { sockets, frames: () => frames, close: () => sockets.forEach((s) => s.terminate()) };
}

/** Frames per CPU-second of `pid` over `seconds`, with the watchers' count. */
export async function framesPerCpuSecond(pid: number, watchers: Watchers, seconds: number): Promise<number> {
  const cpu0 = procCpuMs(pid);
  const frames0 = watchers.frames();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const cpu = procCpuMs(pid) - cpu0;
  return (watchers.frames() - frames0) / Math.max(cpu / 1000, 0.001);
}

/**
 * Frames per CPU-second of a plain ws server sending to `n` sockets: a tick-sized frame every 100 ms, or `frame` every
 * `intervalMs` when given (serialised once per send, as the hub does).
 */
export async function rawBaseline(n: number, seconds: number, frame?: { text: string; intervalMs: number }): Promise<number> {
  const env = frame ? { ...process.env, RAW_WS_FRAME: frame.text, RAW_WS_INTERVAL_MS: String(frame.intervalMs) } : process.env;
  const child: ChildProcess = spawn(process.execPath, ['scripts/bench/rawWsServer.mjs'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (c: Buffer) => {
        const m = /LISTENING (\d+)/.exec(c.toString());
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', () => reject(new Error('the raw ws server exited')));
    });
    const watchers = await watch(`ws://127.0.0.1:${port}`, n, undefined, () => {});
    await new Promise((r) => setTimeout(r, 1000));
    const rate = await framesPerCpuSecond(child.pid!, watchers, seconds);
    watchers.close();
    return rate;
  } finally {
    child.kill('SIGKILL');
  }
}

async function post(base: string, path: string, body: object, player: BenchPlayer): Promise<{ code: number }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: player.cookie, origin: base },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number };
}

/**
 * The crash figures: a server running the round loop (1.5 s betting, 0.5 s pause) with `watchers` guest sockets;
 * first the sockets alone (frames per CPU-second of the server, beside a plain ws server sending a tick-sized frame
 * to as many sockets every 100 ms), then `players` players betting every round and cashing out at a random moment
 * while the sockets watch (cash-out round trips, tick spacing).
 */
export async function crashFigures(
  dbUrl: string,
  opts: { watchers: number; players: number; cashouts: number; seconds: number },
  nodeArgs: string[] = [],
): Promise<CrashFigures> {
  const { child, base } = await startServer(
    dbUrl,
    {
      CRASH_LOOP: '1',
      CRASH_BETTING_MS: '1500',
      CRASH_CRASHED_MS: '500',
      SOCKET_MAX_PER_IP: String(opts.watchers + 100),
    },
    nodeArgs,
  );
  const tickServer: number[] = [];
  const tickArrival: number[] = [];
  let lastTick: { serverTime: number; at: number; roundId: number } | null = null;
  let phase: { roundId: number; phase: string } | null = null;
  let rounds = 0;
  const waiters: (() => void)[] = [];
  const onFrame = (text: string) => {
    const frame = JSON.parse(text) as { type: number; data: { roundId: number; phase: string; serverTime: number } };
    if (frame.type === MSG.CRASH_TICK) {
      const at = performance.now();
      if (lastTick && lastTick.roundId === frame.data.roundId) {
        tickServer.push(frame.data.serverTime - lastTick.serverTime);
        tickArrival.push(at - lastTick.at);
      }
      lastTick = { serverTime: frame.data.serverTime, at, roundId: frame.data.roundId };
    }
    if (frame.type === MSG.CRASH_ROUND) {
      phase = { roundId: frame.data.roundId, phase: frame.data.phase };
      if (frame.data.phase === 'crashed') rounds++;
      for (const w of waiters.splice(0)) w();
    }
  };
  const watchers = await watch(`${base.replace('http', 'ws')}/chat`, opts.watchers, base, onFrame);
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const server = await framesPerCpuSecond(child.pid!, watchers, 10);
    const players = await Promise.all(Array.from({ length: opts.players }, (_, i) => registerPlayer(base, `crash${i}`)));
    const cashouts: number[] = [];
    const started = Date.now();
    const until = started + opts.seconds * 1000;
    let scheduled = 0;
    tickServer.length = 0;
    tickArrival.length = 0;
    rounds = 0;
    const next = () => new Promise<void>((resolve) => waiters.push(resolve));
    // The cash-outs of each round run beside the loop; all are awaited before the server stops.
    const pending: Promise<unknown>[] = [];
    while (scheduled < opts.cashouts && Date.now() < until) {
      await next();
      const now = phase as { roundId: number; phase: string } | null;
      if (!now) continue;
      if (now.phase === 'betting') {
        await Promise.all(
          players.map((p, i) =>
            post(
              base,
              '/api/games/crash/bet',
              { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', ...(i % 2 ? { autoCashout: '2.00' } : {}) },
              p,
            ),
          ),
        );
      } else if (now.phase === 'running') {
        const roundId = now.roundId;
        scheduled += Math.ceil(players.length / 2);
        pending.push(
          Promise.all(
            players.map(async (p, i) => {
              if (i % 2) return;
              await new Promise((r) => setTimeout(r, Math.random() * 3000));
              const t0 = performance.now();
              await post(base, '/api/games/crash/cashout', { roundId }, p);
              cashouts.push(performance.now() - t0);
            }),
          ),
        );
      }
    }
    await Promise.all(pending);
    const seconds = Math.round((Date.now() - started) / 1000);
    const raw = await (async () => {
      watchers.close();
      await stopServer(child);
      return rawBaseline(opts.watchers, 10);
    })();
    return {
      watchers: opts.watchers,
      seconds,
      rounds,
      tickServer: { p50: percentile(tickServer, 50), p99: percentile(tickServer, 99) },
      tickArrival: { p50: percentile(tickArrival, 50), p99: percentile(tickArrival, 99) },
      cashout: { p50: percentile(cashouts, 50), p99: percentile(cashouts, 99), count: cashouts.length },
      broadcast: { server, raw },
    };
  } finally {
    watchers.close();
    await stopServer(child);
  }
}
