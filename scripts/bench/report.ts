import type { BrowserFigures, FirstPaintRow, FrameRow } from './browser';
import type { ChatFigures } from './chat';
import type { CrashFigures } from './crash';
import { boundCell, FRAME_BOUND, FRAME_SAMPLE_MS } from './frameBound';

/** Everything one bench run measured. */
export interface BenchRun {
  date: string;
  machine: string;
  seconds: number;
  /** Turns of the baseline and dice-bet runs, pooled per row. */
  repeats: number;
  workers: number;
  /** How the server, the baseline and the bet service reach PostgreSQL (all three the same way). */
  transport: string;
  throughput: { name: string; perSecond: number; errors: number }[];
  ratios: { name: string; value: number }[];
  latency: { name: string; p50: number; p99: number }[];
  browser: BrowserFigures | { error: string };
  crash: CrashFigures | { error: string };
  chat: ChatFigures | { error: string };
}

const n0 = (v: number) => Math.round(v).toLocaleString('en-US');
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)} ms` : 'n/a');

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One frame at 60 fps, in ms. */
const FRAME_MS = 1000 / 60;

/** The JS-before-first-paint table: one row per path. */
export function firstPaintTable(rows: readonly FirstPaintRow[]): string[] {
  const runs = rows[0]?.runs ?? 0;
  return [
    `JavaScript fetched before first paint (median of ${runs} loads per path, each in a fresh browser; gzipped at level 9):`,
    '',
    '| path | first paint | files | raw | gzipped | gzipped, smallest to largest load |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${ms(r.firstPaintMs)} | ${r.jsFiles} | ${kib(r.jsRawBytes)} | ${kib(r.jsGzipBytes)} | ${kib(r.gzipMinBytes)} to ${kib(r.gzipMaxBytes)} |`,
    ),
    '',
  ];
}

/** The Browser section of the report: the JS before first paint (the frame times have their own section). */
export function renderBrowserSection(b: BrowserFigures | { error: string }): string {
  if ('error' in b) return `Browser figures could not be taken in this run: ${b.error}\n`;
  return firstPaintTable(b.firstPaint).join('\n');
}

/** The Frames section: JS per frame of every scene beside its plain Pixi row, with the bound's verdict. */
export function renderFramesSection(frames: readonly FrameRow[] | { error: string }): string {
  if ('error' in frames) return `Frame figures could not be taken in this run: ${frames.error}\n`;
  const bound = `mean at most ${FRAME_BOUND.mean}x and p99 at most ${FRAME_BOUND.p99}x the plain row's, at ${FRAME_BOUND.throttle}x CPU`;
  return [
    'JS milliseconds per frame: every requestAnimationFrame callback of the page timed with `performance.now()` around it,',
    "the callbacks of one frame summed (the engine's ticker: clock, scene update, live feed, Pixi's render submission;",
    `Pixi's system ticker; gsap's), mean and p99 over the sampled frames, ${FRAME_SAMPLE_MS / 1000} s per run. Each scene is measured beside a`,
    'plain Pixi scene with as many sprites, all moving every frame, in turn (scene, plain, scene, plain…) in fresh',
    `browsers, with CPU throttling through the DevTools protocol; at ${FRAME_BOUND.throttle}x each pair is measured several times and the`,
    'frames of its runs pooled, so a slow moment of the shared machine falls on both rows. A 60 fps frame is',
    `${ms(FRAME_MS)}: the budget column is the mean's share of it. Absolute times are this machine's (software WebGL, 2`,
    `shared cores); the bound (${bound}) compares rows of one run.`,
    '',
    '| scene | CPU | mean | p99 | of a 60 fps frame | frames | bound |',
    '|---|---|---|---|---|---|---|',
    ...frames.map(
      (f) =>
        `| ${f.scene} | ${f.throttle}x | ${ms(f.mean)} | ${ms(f.p99)} | ${Math.round((100 * f.mean) / FRAME_MS)}% | ${f.frames} | ${boundCell(f.throttle, f, f.plain)} |`,
    ),
    '',
  ].join('\n');
}

/** The markdown of docs/benchmarks.md. */
export function renderReport(run: BenchRun): string {
  return `# Benchmarks

Written by \`npm run bench\` on ${run.date}. Machine: ${run.machine}.

## Method

- A fresh embedded PostgreSQL and the house server in its own process (as \`npm start\` runs it); the load generator
  is a third process on the same 2-core machine, so every figure includes the client's own cost. The bet loads run
  on autocannon, one instance of one keep-alive connection per loop (each bet with a fresh idempotency key, counted
  only when its envelope's code is 200): its client costs about a quarter less CPU per request than \`node:http\`'s,
  which the earlier runs used, and far less than \`fetch\`. The mines loops and the sequential round trips use
  \`node:http\` with a keep-alive Agent. The baseline's client is \`pg\`, in the same process.
- Throughput: ${run.workers} closed loops for ${run.seconds} s each (a loop sends its next request when the previous one
  answers). The raw baselines and the dice bets over HTTP, whose ratios carry bounds, are measured in turn, in
  ${run.repeats} rounds (raw one row, bets on one account, raw 8 rows, bets on 8 accounts, and again), each row pooling
  its runs (operations over their summed time), so a slow moment of the shared machine falls on both sides of a ratio.
  A dice bet over HTTP is the full pipeline: session (looked up, or checked inside the bet statement),
  zod validation, the bet check against the cached reference tables, the outcome, one SQL statement (seed-pair
  nonce, bet row and its wager record, the money move: conditional debit and credit, two ledger rows; bets of
  different players that arrive while the process's two statement slots are busy share one batch statement), socket
  pushes after it. The same bets through the bet service straight on \`pg\` (no HTTP, no session) show what the HTTP
  layer and the extra process cost.
- The wager record's cost: the bet service on 8 accounts with the bets trigger that writes the wager stream on, then
  off (\`ALTER TABLE bets DISABLE TRIGGER\`), in turn, ${run.repeats} rounds, each side pooled.
- Plinko bets (16 rows, high risk) go through the same pipeline as dice. Mines reveals: one loop per account (a player
  has one game in play per coin) starting a 3-mine game, revealing random tiles until a mine or five safe tiles, then
  cashing out; only the reveals are counted and timed.
- Baseline, same database, same run: raw transactions of one conditional \`UPDATE\` of a NUMERIC balance row through
  \`pg\` with ${run.workers} connections, all on one row (the one-account case) or spread over 8 rows.
- The server, the baseline and the bet service all reach PostgreSQL over ${run.transport}.
- Round trip: wall time of one bet request from the client's side, placed one after another (unloaded) and inside the
  throughput runs (loaded).
- Browser: Debian's Chromium (software WebGL), Playwright; absolute frame times are machine-bound, compare the rows
  of one run with each other.
- JavaScript before first paint: every \`.js\` file whose fetch started before the page's \`first-paint\` entry,
  counted whole and gzipped at level 9, read from the server that \`npm start\` runs (the client is rebuilt first when
  its sources changed). Each path is loaded several times in turn, each time in a fresh browser; the table gives the
  median load and the range. \`npm run bench -- --browser\` takes only the browser figures and prints them.

## Throughput

| what | per second | refused or failed |
|---|---|---|
${run.throughput.map((t) => `| ${t.name} | ${n0(t.perSecond)} | ${t.errors} |`).join('\n')}

| ratio | value |
|---|---|
${run.ratios.map((r) => `| ${r.name} | ${r.value.toFixed(2)} |`).join('\n')}

## Bet round trip

| case | p50 | p99 |
|---|---|---|
${run.latency.map((l) => `| ${l.name} | ${ms(l.p50)} | ${ms(l.p99)} |`).join('\n')}

## Browser

${renderBrowserSection(run.browser)}
## Frames

${renderFramesSection('error' in run.browser ? run.browser : run.browser.frames)}
## Crash

${renderCrashSection(run.crash)}
## Chat

${renderChatSection(run.chat)}`;
}

/** The Chat section: delivery time and broadcast cost with sockets connected. */
export function renderChatSection(c: ChatFigures | { error: string }): string {
  if ('error' in c) return `Chat figures could not be taken in this run: ${c.error}\n`;
  return [
    `A server with ${n0(c.watchers)} guest sockets connected from the bench process; ${c.senders} players each send a chat message`,
    `every 1.1 s (just under the one-a-second flood limit) for ${c.seconds} s: ${n0(c.messages)} messages, each checked, stored and`,
    `broadcast to every socket. Delivery: from the send on the player's socket to the arrival at each connected socket`,
    `(${n0(c.delivery.samples)} deliveries). Broadcast cost: chat frames delivered per CPU-second of the sending process, beside a`,
    `plain \`ws\` server sending a chat entry of the same bytes to as many sockets at the same message rate.`,
    '',
    '| figure | p50 | p99 |',
    '|---|---|---|',
    `| delivery to ${n0(c.watchers)} sockets | ${ms(c.delivery.p50)} | ${ms(c.delivery.p99)} |`,
    '',
    '| broadcast | per CPU-second |',
    '|---|---|',
    `| house server: chat frames delivered | ${n0(c.broadcast.server)} |`,
    `| plain ws server: frames delivered | ${n0(c.broadcast.raw)} |`,
    `| house server: messages handled | ${n0(c.messagesPerCpuSecond)} |`,
    '',
    ...renderFloodRows(c.flood),
  ].join('\n');
}

// The flood rows of the Chat section: delivery to quiet sockets with and without a flooding player beside them.
function renderFloodRows(f: ChatFigures['flood']): string[] {
  if ('error' in f) return [`The flood figures could not be taken in this run: ${f.error}`, ''];
  return [
    `Flood: ${n0(f.quiet)} quiet guest sockets; quiet players send one message each, in pairs of phases: with nothing else going`,
    `on, then while one player sends 100 messages in one second (over three sockets, each under the per-socket frame`,
    `cap). Delivery of the quiet messages to every quiet socket (${n0(f.samples)} deliveries per kind); the flooder got`,
    `${n0(f.floodAccepted)} of its ${n0(f.floodSent)} messages through (the flood limit: one a second, five per ten seconds; the rest refused`,
    `with the reason). Goal: the flooded p99 under 2x the unloaded p99.`,
    '',
    '| delivery to quiet sockets | p50 | p99 |',
    '|---|---|---|',
    `| unloaded | ${ms(f.unloaded.p50)} | ${ms(f.unloaded.p99)} |`,
    `| beside the flood | ${ms(f.flooded.p50)} | ${ms(f.flooded.p99)} |`,
    `| ratio, flooded / unloaded | ${(f.flooded.p50 / f.unloaded.p50).toFixed(2)} | ${f.ratio99.toFixed(2)} |`,
    '',
  ];
}

/** The Crash section: ticks, cash-outs and broadcast cost with sockets watching. */
export function renderCrashSection(c: CrashFigures | { error: string }): string {
  if ('error' in c) return `Crash figures could not be taken in this run: ${c.error}\n`;
  return [
    `A server running the round loop (1.5 s betting, ticks every 80 ms: the default CRASH_TICK_MS) with ${n0(c.watchers)} guest sockets watching from the bench`,
    `process. Broadcast cost: frames delivered per CPU-second of the sending process over 10 s with the sockets alone,`,
    `beside a plain \`ws\` server sending a tick-sized frame to as many sockets every 100 ms (serialised once, as the hub`,
    `does). Then 20 players bet every round, half with an auto cash-out at 2.00x, the other half cash out by hand at a`,
    `random moment of the first 3 s of the run, until ${n0(c.cashout.count)} hand cash-outs are timed (${c.rounds} rounds, ${c.seconds} s; a cash-out`,
    `that comes after the crash is refused and timed all the same).`,
    '',
    '| figure | p50 | p99 |',
    '|---|---|---|',
    `| tick spacing, server clock | ${ms(c.tickServer.p50)} | ${ms(c.tickServer.p99)} |`,
    `| tick spacing, arrival at a watcher | ${ms(c.tickArrival.p50)} | ${ms(c.tickArrival.p99)} |`,
    `| cash-out round trip (${c.cashout.count} cash-outs) | ${ms(c.cashout.p50)} | ${ms(c.cashout.p99)} |`,
    '',
    '| broadcast | frames per CPU-second |',
    '|---|---|',
    `| house server (hub) | ${n0(c.broadcast.server)} |`,
    `| plain ws server | ${n0(c.broadcast.raw)} |`,
    '',
  ].join('\n');
}

/**
 * A freshly written report followed by the `## ` sections of the previous one that it does not write itself (written
 * by hand, such as a comparison of two versions of the code measured in turn), in their order.
 */
export function withKeptSections(fresh: string, previous: string): string {
  const titles = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
  const own = new Set(titles(fresh));
  const kept = previous
    .split(/^(?=## )/m)
    .slice(1)
    .filter((section) => !own.has(titles(section)[0]!));
  return kept.length === 0 ? fresh : `${fresh.trimEnd()}\n\n${kept.map((s) => s.trimEnd()).join('\n\n')}\n`;
}

/**
 * The report with one `## <title>` section replaced by `body` (appended when the report has none), under a note that
 * says the section was measured on its own run: the other sections stay as their run wrote them.
 */
export function replaceSection(report: string, title: string, body: string, note: string): string {
  const head = `## ${title}\n`;
  const section = `${head}\n${note}\n\n${body.trimEnd()}\n`;
  const start = report.indexOf(head);
  if (start < 0) return `${report.trimEnd()}\n\n${section}`;
  const next = report.indexOf('\n## ', start + head.length);
  return next < 0 ? `${report.slice(0, start)}${section}` : `${report.slice(0, start)}${section}${report.slice(next)}`;
}
