// npm run bench: measures the figures of docs/benchmarks.md on this machine, all in one run, and rewrites that file.
// `npm run bench -- --browser` takes only the browser figures, `-- --first-paint` only the JS before first paint; both
// print their tables and leave docs/benchmarks.md alone; `-- --server-only` takes the database and HTTP figures only;
// `-- --chat` takes the chat figures only and prints them, `-- --chat --write` also writes them over the Chat section;
// `-- --deposits` and `-- --deposits --write` do the same for the Deposits section; `-- --chunks [--write]` the bundle
// report (Chunks section) from the built client, with each game route opened in a browser (`--no-browser`: the chunk
// graph only, no server); `-- --vitals [--write]` LCP, INP and CLS under a phone profile (Phone vitals section);
// `-- --frames [--write]` the JS per frame of every game scene beside its plain Pixi scene, with the bound's verdict
// (Frames section), from the fixture page alone: no database, no app server; `-- --vip [--write]` the cost of the VIP
// accounting per bet (VIP accounting section); `-- --bonus [--write]` the cost of open bonuses' wagering per bet (Bonus
// wagering section); `-- --wallet [--write]` an aggregator's wallet callbacks beside raw ledger credits (Wallet
// callbacks section); `-- --overlay [--write]` the overlay latency from a bet's answer (Overlay latency section);
// `-- --celebration [--write]` the big-win celebration layer's JS per frame beside its plain Pixi scene (Celebration
// section), from its own bench page and the fixture page: no database, no app server.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbedded } from '../../server/db/embedded';
import { rawUpdates } from './db';
import { betLoad, closeClient, minesRevealLoad, plinkoLoad, registerPlayer, sequentialBets, type BenchPlayer } from './http';
import { percentile, perSecond, pooled, type LoadResult } from './load';
import { renderVipSection, vipFigures } from './vip';
import { bonusFigures, renderBonusSection } from './bonus';
import { browserFigures, firstPaintFigures, frameFigures, type BrowserFigures } from './browser';
import { renderVitalsSection, vitalsFigures } from './vitals';
import {
  firstPaintTable,
  renderBrowserSection,
  renderChatSection,
  renderCrashSection,
  renderFramesSection,
  renderReport,
  replaceSection,
  withKeptSections,
} from './report';
import { serviceBets } from './service';
import { renderChunkSection } from './chunks';
import { overlayFigures, renderOverlaySection } from './overlay';
import { celebrationFigures, renderCelebrationSection } from './celebration';
import { playableFigures } from './playable';
import { buildClientIfStale } from '../lib/clientBuild.mjs';
import { cpuPerOp, sampleCpu } from './cpu';
import { freePort } from '../lib/freePort';
import { startServer, stopServer } from './server';
import { crashFigures, type CrashFigures } from './crash';
import { chatFigures, type ChatFigures } from './chat';
import {
  BENCH_IPN_SECRET,
  closeDepositClient,
  rawLedgerCredits,
  renderDepositSection,
  webhookDeposits,
  type DepositFigures,
} from './deposits';
import {
  BENCH_AGGREGATOR_ENV,
  closeWalletClient,
  prepareWallet,
  renderWalletSection,
  walletCallbacks,
  type WalletFigures,
} from './walletCallbacks';
import { BENCH_SPORTS_ENV, closeSportsClient, sportsSettles, sportsTokens } from './sportsWallet';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WORKERS = 8;
/** Turns of the baseline and dice-bet runs whose ratios carry bounds. */
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const ROUND_TRIPS = Number(process.env.BENCH_ROUND_TRIPS ?? 400);
const CHUNKS_ONLY = process.argv.includes('--chunks');
// --vitals: LCP, INP and CLS under the phone profile; with --write, over the Phone vitals section.
const VITALS_ONLY = process.argv.includes('--vitals');
const FRAMES_ONLY = process.argv.includes('--frames');
// --overlay: the overlay latency from a bet's answer; with --write, over the Overlay latency section.
const OVERLAY_ONLY = process.argv.includes('--overlay');
// --celebration: the celebration layer's JS per frame; with --write, over the Celebration section.
const CELEBRATION_ONLY = process.argv.includes('--celebration');
const ONLY = process.argv.includes('--first-paint')
  ? 'first-paint'
  : process.argv.includes('--browser')
    ? 'browser'
    : process.argv.includes('--crash')
      ? 'crash'
      : process.argv.includes('--chat')
        ? 'chat'
        : process.argv.includes('--vip')
          ? 'vip'
          : process.argv.includes('--bonus')
            ? 'bonus'
            : process.argv.includes('--deposits')
              ? 'deposits'
              : process.argv.includes('--wallet')
                ? 'wallet'
                : null;
/**
 * Crash: sockets watching, players betting, and how long they play: until `cashouts` hand cash-outs are timed (enough
 * for a p99 that is not just the largest one or two), or `seconds` at most. The chain deals the rounds' lengths, so a
 * fixed time gave anything from one round to five.
 */
const CRASH = {
  watchers: Number(process.env.BENCH_CRASH_WATCHERS ?? 1000),
  players: 20,
  cashouts: Number(process.env.BENCH_CRASH_CASHOUTS ?? 200),
  seconds: Number(process.env.BENCH_CRASH_SECONDS ?? 300),
};
/** Chat: sockets connected, players sending about a message a second each, seconds of chat. */
const CHAT = {
  watchers: Number(process.env.BENCH_CHAT_WATCHERS ?? 1000),
  senders: Number(process.env.BENCH_CHAT_SENDERS ?? 20),
  seconds: Number(process.env.BENCH_CHAT_SECONDS ?? 20),
};
// --chat --write (or --crash, --deposits): those figures alone, written over their section of docs/benchmarks.md (the rest kept).
const WRITE = process.argv.includes('--write');
// --server-only: the database and HTTP figures without the browser part; printed, docs/benchmarks.md left as is.
const SERVER_ONLY = process.argv.includes('--server-only');

/** The line a section written alone carries: when and on what it was measured. */
function runNote(what: 'chat' | 'deposits' | 'crash' | 'vip' | 'bonus' | 'wallet'): string {
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const load = os.loadavg()[0]!.toFixed(1);
  return `Measured alone by \`npm run bench -- --${what} --write\` on ${new Date().toISOString().slice(0, 10)} (${cpu}; load average ${load} as it ended).`;
}

/**
 * `--chunks`: the bundle report from the built client (built first when its sources changed) and, unless
 * `--no-browser`, each game route opened in a real browser against a server of its own. Lists every broken budget and
 * exits non-zero when there is one (after writing the report, with `--write`).
 */
async function chunksOnly(): Promise<void> {
  buildClientIfStale(path.resolve('.'), (m: string) => console.log(m));
  const browser = process.argv.includes('--no-browser') ? null : await withBenchServer((base) => playableFigures(base));
  const { section, over } = await renderChunkSection(path.resolve('dist/client'), browser);
  console.log(section);
  if (WRITE) {
    const note = `Measured by \`npm run bench -- --chunks --write\` on ${new Date().toISOString().slice(0, 10)}.`;
    await writeFile('docs/benchmarks.md', replaceSection(await readFile('docs/benchmarks.md', 'utf8'), 'Chunks', section, note));
    console.log('[bench] wrote the Chunks section of docs/benchmarks.md');
  }
  if (over.length) {
    console.error(`[bench] over budget:\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  }
}

/** Runs `work` against a server of the bench's own (a fresh embedded database), stopped afterwards. */
async function withBenchServer<T>(work: (base: string) => Promise<T>): Promise<T> {
  const root = path.resolve('.data-bench');
  await rm(root, { recursive: true, force: true });
  const db = await startEmbedded({ dir: path.join(root, 'pg'), port: await freePort() });
  let server: ChildProcess | undefined;
  try {
    // With the crash round loop, as `npm start` runs: the crash page's bet control needs a round to bet on.
    const started = await startServer(db.socketUrl, { PAYMENT_IPN_SECRET: BENCH_IPN_SECRET });
    server = started.child;
    return await work(started.base);
  } finally {
    if (server) await stopServer(server);
    await db.stop();
  }
}

/** `--frames`: the per-frame figures of the game scenes from the fixture page, no server. */
async function framesOnly(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-frames-'));
  try {
    const section = renderFramesSection(await frameFigures(root, (m) => console.log(`[bench] ${m}`)));
    console.log(section);
    if (WRITE) {
      const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
      const note = `Measured by \`npm run bench -- --frames --write\` on ${new Date().toISOString().slice(0, 10)} (${cpu}; load average ${os.loadavg()[0]!.toFixed(1)} as it ended).`;
      await writeFile('docs/benchmarks.md', replaceSection(await readFile('docs/benchmarks.md', 'utf8'), 'Frames', section, note));
      console.log('[bench] wrote the Frames section of docs/benchmarks.md');
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** `--overlay`: the overlay latency figures against a server of the bench's own. */
async function overlayOnly(): Promise<void> {
  buildClientIfStale(path.resolve('.'), (m: string) => console.log(m));
  const section = renderOverlaySection(await withBenchServer((base) => overlayFigures(base, (m) => console.log(`[bench] ${m}`))));
  console.log(section);
  if (WRITE) {
    const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const note = `Measured by \`npm run bench -- --overlay --write\` on ${new Date().toISOString().slice(0, 10)} (${cpu}; load average ${os.loadavg()[0]!.toFixed(1)} as it ended).`;
    await writeFile('docs/benchmarks.md', replaceSection(await readFile('docs/benchmarks.md', 'utf8'), 'Overlay latency', section, note));
    console.log('[bench] wrote the Overlay latency section of docs/benchmarks.md');
  }
}

/** `--celebration`: the celebration layer's per-frame figures beside its plain Pixi scene, no server. */
async function celebrationOnly(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-celebration-'));
  try {
    const section = renderCelebrationSection(await celebrationFigures(root, (m) => console.log(`[bench] ${m}`)));
    console.log(section);
    if (WRITE) {
      const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
      const note = `Measured by \`npm run bench -- --celebration --write\` on ${new Date().toISOString().slice(0, 10)} (${cpu}; load average ${os.loadavg()[0]!.toFixed(1)} as it ended).`;
      await writeFile('docs/benchmarks.md', replaceSection(await readFile('docs/benchmarks.md', 'utf8'), 'Celebration', section, note));
      console.log('[bench] wrote the Celebration section of docs/benchmarks.md');
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (CELEBRATION_ONLY) return celebrationOnly();
  if (CHUNKS_ONLY) return chunksOnly();
  if (FRAMES_ONLY) return framesOnly();
  if (OVERLAY_ONLY) return overlayOnly();
  const root = path.resolve('.data-bench');
  await rm(root, { recursive: true, force: true });
  const db = await startEmbedded({ dir: path.join(root, 'pg'), port: await freePort() });
  // The server, the raw baseline and the bet service all reach PostgreSQL the same way: over its Unix socket, as the
  // server does with its embedded cluster, or over TCP loopback with BENCH_PG_TCP=1 (or when the socket path is too long).
  const dbUrl = process.env.BENCH_PG_TCP === '1' ? db.url : db.socketUrl;
  const transport = dbUrl === db.url ? 'TCP loopback' : 'its Unix-domain socket';
  let server: ChildProcess | undefined;
  try {
    // The server runs in its own process as `npm start` runs it (the client is rebuilt first when its sources changed, so
    // the browser figures are of the current code); the load generator shares the machine's 2 cores with it.
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof" profiles the server (NODE_OPTIONS refuses --cpu-prof).
    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    // The instant-game figures are taken without the crash round loop (it has its own figures).
    const started = await startServer(
      dbUrl,
      { CRASH_LOOP: '0', PAYMENT_IPN_SECRET: BENCH_IPN_SECRET, ...BENCH_AGGREGATOR_ENV, ...BENCH_SPORTS_ENV },
      nodeArgs,
    );
    server = started.child;
    const base = started.base;
    if (VITALS_ONLY) {
      // With the crash round loop, as `npm start` runs: the crash page's Bet tap then bets or queues for real.
      await stopServer(server);
      const withCrash = await startServer(dbUrl, { PAYMENT_IPN_SECRET: BENCH_IPN_SECRET }, nodeArgs);
      server = withCrash.child;
      const section = renderVitalsSection(await vitalsFigures(withCrash.base));
      console.log(section);
      if (WRITE) {
        const note = `Measured by \`npm run bench -- --vitals --write\` on ${new Date().toISOString().slice(0, 10)}.`;
        await writeFile('docs/benchmarks.md', replaceSection(await readFile('docs/benchmarks.md', 'utf8'), 'Phone vitals', section, note));
        console.log('[bench] wrote the Phone vitals section of docs/benchmarks.md');
      }
      return;
    }
    if (ONLY === 'first-paint') {
      console.log(firstPaintTable(await firstPaintFigures(base)).join('\n'));
      return;
    }
    if (ONLY === 'crash') {
      await stopServer(server);
      server = undefined;
      const section = renderCrashSection(await crashFigures(dbUrl, CRASH, nodeArgs));
      console.log(section);
      if (WRITE) {
        const doc = await readFile('docs/benchmarks.md', 'utf8');
        await writeFile('docs/benchmarks.md', replaceSection(doc, 'Crash', section, runNote('crash')));
        console.log('[bench] wrote the Crash section of docs/benchmarks.md');
      }
      return;
    }
    if (ONLY === 'chat') {
      await stopServer(server);
      server = undefined;
      const section = renderChatSection(await chatFigures(dbUrl, CHAT));
      console.log(section);
      if (WRITE) {
        await writeFile(
          'docs/benchmarks.md',
          replaceSection(await readFile('docs/benchmarks.md', 'utf8'), 'Chat', section, runNote('chat')),
        );
        console.log('[bench] wrote the Chat section of docs/benchmarks.md');
      }
      return;
    }
    if (ONLY === 'deposits') {
      const players = await Promise.all(Array.from({ length: 8 }, (_, i) => registerPlayer(base, `d${i}`)));
      const section = renderDepositSection(await depositFigures(base, dbUrl, players, (m) => console.log(`[bench] ${m}`)));
      console.log(section);
      if (WRITE) {
        const doc = await readFile('docs/benchmarks.md', 'utf8');
        await writeFile('docs/benchmarks.md', replaceSection(doc, 'Deposits', section, runNote('deposits')));
        console.log('[bench] wrote the Deposits section of docs/benchmarks.md');
      }
      return;
    }
    if (ONLY === 'wallet') {
      const players = await Promise.all(Array.from({ length: 8 }, (_, i) => registerPlayer(base, `w${i}`)));
      const section = renderWalletSection(await walletFigures(base, dbUrl, players, (m) => console.log(`[bench] ${m}`)));
      console.log(section);
      if (WRITE) {
        const doc = await readFile('docs/benchmarks.md', 'utf8');
        await writeFile('docs/benchmarks.md', replaceSection(doc, 'Wallet callbacks', section, runNote('wallet')));
        console.log('[bench] wrote the Wallet callbacks section of docs/benchmarks.md');
      }
      return;
    }
    if (ONLY === 'vip' || ONLY === 'bonus') {
      // A bet-rate cost measured alone on 8 fresh players: the VIP accounting, or open bonuses' wagering.
      const players = await Promise.all(Array.from({ length: 8 }, (_, i) => registerPlayer(base, `${ONLY[0]}${i}`)));
      const names = players.map((p) => p.userName);
      const say = (m: string) => console.log(`[bench] ${m}`);
      const [title, section] =
        ONLY === 'vip'
          ? ['VIP accounting', renderVipSection(await vipFigures(dbUrl, names, WORKERS, SECONDS, REPEATS, say))]
          : ['Bonus wagering', renderBonusSection(await bonusFigures(dbUrl, names, WORKERS, SECONDS, REPEATS, say))];
      console.log(section);
      if (WRITE) {
        const doc = await readFile('docs/benchmarks.md', 'utf8');
        await writeFile('docs/benchmarks.md', replaceSection(doc, title, section, runNote(ONLY)));
        console.log(`[bench] wrote the ${title} section of docs/benchmarks.md`);
      }
      return;
    }
    if (ONLY === 'browser') {
      console.log(renderBrowserSection(await browserFigures(base, root)));
      return;
    }
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const version = (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v;
    await client.end();

    const say = (msg: string) => console.log(`[bench] ${msg}`);
    const one = await registerPlayer(base, 'one');
    const eight = await Promise.all(Array.from({ length: 8 }, (_, i) => registerPlayer(base, `p${i}`)));
    say(`PostgreSQL reached over ${transport}`);
    say('warming up');
    await betLoad(base, [one], WORKERS, 2);

    // CPU per operation of the load generator, the server and PostgreSQL: printed, steadier than rates on a busy machine.
    // PostgreSQL's share is counted on the server's pool only: the baseline's and the service's pools close their
    // backends before the second sample.
    const measured = async <T extends { ops: number } | number[]>(label: string, run: () => Promise<T>, viaServer = true): Promise<T> => {
      const before = sampleCpu(server?.pid, db.pid());
      const result = await run();
      const line = cpuPerOp(before, sampleCpu(server?.pid, db.pid()), Array.isArray(result) ? result.length : result.ops, viaServer);
      say(`  ${label}: ${line}`);
      return result;
    };
    // The baselines and the dice bets their ratios compare are measured in turn, REPEATS times (raw one row, bets one
    // account, raw 8 rows, bets 8 accounts, and again), each figure pooling its runs: a slow moment of the shared
    // machine falls on both sides of a ratio, not on one of them.
    say(
      `raw UPDATE transactions (${WORKERS} connections) and dice bets over HTTP (${WORKERS} loops) in turn, ${REPEATS} × ${SECONDS} s each`,
    );
    const runs = { rawOne: [] as LoadResult[], betsOne: [] as LoadResult[], rawEight: [] as LoadResult[], betsEight: [] as LoadResult[] };
    for (let r = 1; r <= REPEATS; r++) {
      runs.rawOne.push(await measured(`raw, one row (${r})`, () => rawUpdates(dbUrl, WORKERS, 1, SECONDS), false));
      runs.betsOne.push(await measured(`bets, one account (${r})`, () => betLoad(base, [one], WORKERS, SECONDS)));
      runs.rawEight.push(await measured(`raw, 8 rows (${r})`, () => rawUpdates(dbUrl, WORKERS, 8, SECONDS), false));
      runs.betsEight.push(await measured(`bets, 8 accounts (${r})`, () => betLoad(base, eight, WORKERS, SECONDS)));
    }
    const rawOne = pooled(runs.rawOne);
    const betsOne = pooled(runs.betsOne);
    const rawEight = pooled(runs.rawEight);
    const betsEight = pooled(runs.betsEight);
    say(`plinko bets and mines reveals over HTTP, ${WORKERS} concurrent loops on 8 accounts, ${SECONDS} s each`);
    const plinko = await measured('plinko, 8 accounts', () => plinkoLoad(base, eight, WORKERS, SECONDS));
    const mines = await measured('mines reveals, 8 accounts', () => minesRevealLoad(base, eight, SECONDS));
    const minesAlone = await measured('mines reveals, one player alone', () => minesRevealLoad(base, [one], 4));
    say(`dice bets through the bet service on pg (no HTTP), ${WORKERS} concurrent loops, ${SECONDS} s each`);
    const sqlOne = await measured('one account', () => serviceBets(dbUrl, [one.userName], WORKERS, SECONDS), false);
    const sqlEight = await measured(
      '8 accounts',
      () =>
        serviceBets(
          dbUrl,
          eight.map((p) => p.userName),
          WORKERS,
          SECONDS,
        ),
      false,
    );
    // What the wager stream costs: the same service bets with the bets trigger that writes it switched off, in turn with
    // it on, pooled over the turns.
    say(`the wager record's cost: bet service on 8 accounts with and without it, in turn, ${REPEATS} × ${SECONDS} s each`);
    const wagerRuns = { on: [] as LoadResult[], off: [] as LoadResult[] };
    const names = eight.map((p) => p.userName);
    for (let r = 1; r <= REPEATS; r++) {
      wagerRuns.on.push(await measured(`with the wager record (${r})`, () => serviceBets(dbUrl, names, WORKERS, SECONDS), false));
      await wagerTrigger(dbUrl, false);
      try {
        wagerRuns.off.push(await measured(`without it (${r})`, () => serviceBets(dbUrl, names, WORKERS, SECONDS), false));
      } finally {
        await wagerTrigger(dbUrl, true);
      }
    }
    const withWager = pooled(wagerRuns.on);
    const withoutWager = pooled(wagerRuns.off);
    say(`the VIP accounting's cost: bet service on 8 accounts with and without it, in turn, ${REPEATS} × ${SECONDS} s each`);
    const vip = await vipFigures(dbUrl, names, WORKERS, SECONDS, REPEATS, say);
    say(`bonus wagering's cost: bet service on 8 accounts with and without open bonuses, in turn, ${REPEATS} × ${SECONDS} s each`);
    const bonus = await bonusFigures(dbUrl, names, WORKERS, SECONDS, REPEATS, say);
    say(`${ROUND_TRIPS} sequential bets for round-trip times`);
    const trips = await measured('sequential', () => sequentialBets(base, one, ROUND_TRIPS));
    let deposits: DepositFigures | { error: string };
    try {
      deposits = await depositFigures(base, dbUrl, eight, say);
    } catch (error) {
      deposits = { error: error instanceof Error ? error.message : String(error) };
    }
    let wallet: WalletFigures | { error: string };
    try {
      wallet = await walletFigures(base, dbUrl, eight, say);
    } catch (error) {
      wallet = { error: error instanceof Error ? error.message : String(error) };
    }

    let browser: BrowserFigures | { error: string } = { error: 'not measured (--server-only)' };
    if (!SERVER_ONLY) {
      try {
        say('browser: frame times and JS before first paint');
        browser = await browserFigures(base, root);
      } catch (error) {
        browser = { error: error instanceof Error ? error.message : String(error) };
      }
    }

    // The crash figures need the machine to themselves: the instant-game server stops first.
    let crash: CrashFigures | { error: string } = { error: 'not measured (--server-only)' };
    if (!SERVER_ONLY) {
      await stopServer(server);
      server = undefined;
      try {
        say(
          `crash: ${CRASH.watchers} sockets watching, ${CRASH.players} players until ${CRASH.cashouts} hand cash-outs are timed (${CRASH.seconds} s at most)`,
        );
        crash = await crashFigures(dbUrl, CRASH, nodeArgs);
      } catch (error) {
        crash = { error: error instanceof Error ? error.message : String(error) };
      }
    }

    // The chat figures too: no other server runs beside them.
    let chat: ChatFigures | { error: string } = { error: 'not measured (--server-only)' };
    if (!SERVER_ONLY) {
      try {
        say(`chat: ${CHAT.watchers} sockets connected, ${CHAT.senders} players sending for ${CHAT.seconds} s`);
        chat = await chatFigures(dbUrl, CHAT);
      } catch (error) {
        chat = { error: error instanceof Error ? error.message : String(error) };
      }
    }

    const pct = (r: LoadResult | number[], p: number) => percentile(Array.isArray(r) ? r : r.latenciesMs, p);
    const report = renderReport({
      date: new Date().toISOString().slice(0, 10),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${version}`,
      seconds: SECONDS,
      repeats: REPEATS,
      workers: WORKERS,
      transport,
      throughput: [
        { name: 'raw single-row UPDATE transactions, one row', perSecond: perSecond(rawOne), errors: rawOne.errors },
        { name: 'raw single-row UPDATE transactions, 8 rows', perSecond: perSecond(rawEight), errors: rawEight.errors },
        { name: 'dice bets over HTTP, one account', perSecond: perSecond(betsOne), errors: betsOne.errors },
        { name: 'dice bets over HTTP, 8 accounts', perSecond: perSecond(betsEight), errors: betsEight.errors },
        { name: 'plinko bets over HTTP (16 rows, high), 8 accounts', perSecond: perSecond(plinko), errors: plinko.errors },
        { name: 'mines reveals over HTTP (3 mines), 8 accounts', perSecond: perSecond(mines), errors: mines.errors },
        { name: 'dice bets, bet service straight on pg (no HTTP), one account', perSecond: perSecond(sqlOne), errors: sqlOne.errors },
        { name: 'dice bets, bet service straight on pg (no HTTP), 8 accounts', perSecond: perSecond(sqlEight), errors: sqlEight.errors },
        { name: 'the same, with the wager record (turns beside the next row)', perSecond: perSecond(withWager), errors: withWager.errors },
        { name: 'the same, without the wager record (its trigger off)', perSecond: perSecond(withoutWager), errors: withoutWager.errors },
      ],
      ratios: [
        { name: 'one account: bets / raw updates of one row', value: perSecond(betsOne) / perSecond(rawOne) },
        { name: '8 accounts: bets / raw updates of 8 rows', value: perSecond(betsEight) / perSecond(rawEight) },
        { name: 'one account: bets over HTTP / the same bets straight on pg', value: perSecond(betsOne) / perSecond(sqlOne) },
        { name: '8 accounts: bets over HTTP / the same bets straight on pg', value: perSecond(betsEight) / perSecond(sqlEight) },
        { name: 'bet service, 8 accounts: with the wager record / without', value: perSecond(withWager) / perSecond(withoutWager) },
      ],
      latency: [
        { name: `sequential, one player (${ROUND_TRIPS} bets)`, p50: pct(trips, 50), p99: pct(trips, 99) },
        { name: `under load, one account, ${WORKERS} loops`, p50: pct(betsOne, 50), p99: pct(betsOne, 99) },
        { name: `under load, 8 accounts, ${WORKERS} loops`, p50: pct(betsEight, 50), p99: pct(betsEight, 99) },
        { name: `plinko bet under load, 8 accounts, ${WORKERS} loops`, p50: pct(plinko, 50), p99: pct(plinko, 99) },
        {
          name: `mines reveal, one player alone (${minesAlone.latenciesMs.length} reveals)`,
          p50: pct(minesAlone, 50),
          p99: pct(minesAlone, 99),
        },
        { name: `mines reveal under load, 8 accounts, 8 loops`, p50: pct(mines, 50), p99: pct(mines, 99) },
        { name: `bet service on pg, one account, ${WORKERS} loops`, p50: pct(sqlOne, 50), p99: pct(sqlOne, 99) },
        { name: `bet service on pg, 8 accounts, ${WORKERS} loops`, p50: pct(sqlEight, 50), p99: pct(sqlEight, 99) },
      ],
      browser,
      crash,
      chat,
    });
    const same = 'Measured in the same run as the sections above.';
    const full = replaceSection(
      replaceSection(
        replaceSection(
          replaceSection(report, 'Deposits', renderDepositSection(deposits), same),
          'Wallet callbacks',
          renderWalletSection(wallet),
          same,
        ),
        'VIP accounting',
        renderVipSection(vip),
        same,
      ),
      'Bonus wagering',
      renderBonusSection(bonus),
      same,
    );
    if (!SERVER_ONLY) {
      const previous = await readFile('docs/benchmarks.md', 'utf8').catch(() => '');
      await writeFile('docs/benchmarks.md', withKeptSections(full, previous));
      say('wrote docs/benchmarks.md');
    }
    console.log(full);
  } finally {
    closeClient();
    closeDepositClient();
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await db.stop();
    await rm(root, { recursive: true, force: true });
  }
}

/** Switches the bets trigger that writes the wager stream on or off. */
async function wagerTrigger(dbUrl: string, on: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(`ALTER TABLE bets ${on ? 'ENABLE' : 'DISABLE'} TRIGGER bets_wager`);
  } finally {
    await client.end();
  }
}

/** Raw ledger credits and webhook deposits on 8 players, in turn REPEATS times, each pooled over its turns. */
async function depositFigures(
  base: string,
  dbUrl: string,
  players: readonly BenchPlayer[],
  say: (m: string) => void,
): Promise<DepositFigures> {
  say(
    `raw ledger credits (${WORKERS} connections, 8 rows) and webhook deposits (${WORKERS} loops, 8 players) in turn, ${REPEATS} × ${SECONDS} s each`,
  );
  const raw: LoadResult[] = [];
  const hooks: LoadResult[] = [];
  for (let r = 1; r <= REPEATS; r++) {
    raw.push(await rawLedgerCredits(dbUrl, WORKERS, 8, SECONDS));
    hooks.push(await webhookDeposits(base, players, WORKERS, SECONDS));
    say(`  round ${r}: raw ${perSecond(raw[r - 1]!).toFixed(0)}/s, webhooks ${perSecond(hooks[r - 1]!).toFixed(0)}/s`);
  }
  return { raw: pooled(raw), hooks: pooled(hooks), workers: WORKERS, seconds: SECONDS, repeats: REPEATS };
}

/**
 * Raw ledger credits, an aggregator's wallet callbacks and a sportsbook's settled bets on 8 players, in turn REPEATS
 * times, each pooled over its turns.
 */
async function walletFigures(
  base: string,
  dbUrl: string,
  players: readonly BenchPlayer[],
  say: (m: string) => void,
): Promise<WalletFigures> {
  const userIds = await prepareWallet(dbUrl, players);
  const tokens = await sportsTokens(base, players);
  say(
    `raw ledger credits (${WORKERS} connections, 8 rows), wallet callbacks and sports bets settled (${WORKERS} loops, 8 players each) in turn, ${REPEATS} × ${SECONDS} s each`,
  );
  const raw: LoadResult[] = [];
  const calls: LoadResult[] = [];
  const sports: LoadResult[] = [];
  try {
    for (let r = 1; r <= REPEATS; r++) {
      raw.push(await rawLedgerCredits(dbUrl, WORKERS, 8, SECONDS));
      calls.push(await walletCallbacks(base, userIds, WORKERS, SECONDS));
      sports.push(await sportsSettles(base, tokens, WORKERS, SECONDS));
      say(
        `  round ${r}: raw ${perSecond(raw[r - 1]!).toFixed(0)}/s, wallet callbacks ${perSecond(calls[r - 1]!).toFixed(0)}/s, sports bets ${perSecond(sports[r - 1]!).toFixed(0)}/s`,
      );
    }
  } finally {
    closeWalletClient();
    closeSportsClient();
  }
  return { raw: pooled(raw), calls: pooled(calls), sports: pooled(sports), workers: WORKERS, seconds: SECONDS, repeats: REPEATS };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
