import WebSocket from 'ws';
import type { OverlayFrame, OverlayTokenMade } from '../../src/core/overlay';
import { launch } from './browser';
import { registerPlayer, request, type BenchPlayer } from './http';
import { percentile } from './load';

/** Bets timed, one at a time (each waits for the overlay before the next). */
export const OVERLAY_BETS = Number(process.env.BENCH_OVERLAY_BETS ?? 200);

/** Latency figures in ms from a bet's answer to the overlay, p50 / p99 / max. */
export interface LatencyRow {
  what: string;
  n: number;
  p50: number;
  p99: number;
  max: number;
}

async function postJson<T>(base: string, path: string, body: object, player: BenchPlayer): Promise<{ code: number; msg: string; data: T }> {
  const text = JSON.stringify(body);
  const res = await request(
    base,
    'POST',
    path,
    {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      cookie: player.cookie,
      origin: base,
    },
    text,
  );
  return JSON.parse(res.body) as { code: number; msg: string; data: T };
}

function row(what: string, values: number[]): LatencyRow {
  return { what, n: values.length, p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values) };
}

/**
 * Overlay latency: a player with an overlay link places dice bets one at a time over HTTP; an overlay page open in
 * Chromium (the streaming tool's browser source) and a bare socket on the same link note when each bet arrives. For
 * each bet, from the moment its HTTP answer is read: the socket's `bet` frame, and the overlay page's first animation
 * frame after the bet's row entered its DOM (Date.now() on both sides, one machine).
 */
export async function overlayFigures(base: string, say: (m: string) => void): Promise<LatencyRow[]> {
  const player = await registerPlayer(base, 'ovl');
  const made = await postJson<OverlayTokenMade>(base, '/v1/streamer/token', { kind: 'view', label: 'bench' }, player);
  if (made.code !== 200) throw new Error(`overlay link: ${made.msg}`);
  const token = made.data.token;

  const frameAt = new Map<string, number>();
  const ws = new WebSocket(`${base.replace('http', 'ws')}/v1/overlay/${token}/socket`, { origin: base });
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as OverlayFrame;
    if (frame.t === 'bet') frameAt.set(frame.bet.id, Date.now());
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  const browser = await launch('software');
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(`${base}/overlay/${token}/bets`);
    await page.getByTestId('overlay').waitFor();
    await page.evaluate(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { __seen: Record<string, number> }).__seen = seen;
      new MutationObserver((records) => {
        for (const r of records) {
          for (const n of r.addedNodes) {
            const id = n instanceof HTMLElement ? n.dataset.betId : undefined;
            if (id && !(id in seen)) requestAnimationFrame(() => (seen[id] = Date.now()));
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });

    const socket: number[] = [];
    const painted: number[] = [];
    for (let i = 0; i < OVERLAY_BETS; i++) {
      const answer = await postJson<{ bet: { id: number } }>(
        base,
        '/api/games/dice/bet',
        { coin: 'USDT', amount: '0.01', balanceType: 'DEPOSIT', target: '50.50', condition: 'over' },
        player,
      );
      const at = Date.now();
      if (answer.code !== 200) throw new Error(`bet: ${answer.msg}`);
      const id = String(answer.data.bet.id);
      const handle = await page.waitForFunction((bet) => (window as unknown as { __seen: Record<string, number> }).__seen[bet], id, {
        timeout: 10_000,
        polling: 5,
      });
      painted.push(Math.max(0, Number(await handle.jsonValue()) - at));
      socket.push(Math.max(0, (frameAt.get(id) ?? at) - at));
      if ((i + 1) % 50 === 0) say(`overlay: ${i + 1} of ${OVERLAY_BETS} bets timed`);
    }
    return [row('socket frame (bare client)', socket), row('overlay page painted (Chromium)', painted)];
  } finally {
    ws.close();
    await browser.close();
  }
}

/** The Overlay latency section. */
export function renderOverlaySection(rows: readonly LatencyRow[]): string {
  return [
    `A player with an overlay link places ${rows[0]?.n ?? 0} dice bets one after another over HTTP; an overlay page in Chromium`,
    "at 1920x1080 and a bare socket on the same link watch. Each figure runs from the moment the bet's HTTP answer is read",
    "to the socket's `bet` frame, or to the page's first animation frame after the bet's row entered its DOM. The goal is",
    "under a second; the path is the bets trigger's NOTIFY at commit, one read of the bet and the session stats, one frame.",
    "The next bet leaves as soon as the page shows the last, so the hub's one read per 50 ms per player is in these figures.",
    '',
    '| Path | Bets | p50 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.what} | ${r.n} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.max.toFixed(0)} |`),
    '',
  ].join('\n');
}
