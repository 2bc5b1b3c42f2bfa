import type { BrowserFigures } from './browser';

/** Everything one bench run measured. */
export interface BenchRun {
  date: string;
  machine: string;
  seconds: number;
  workers: number;
  throughput: { name: string; perSecond: number; errors: number }[];
  ratios: { name: string; value: number }[];
  latency: { name: string; p50: number; p99: number }[];
  browser: BrowserFigures | { error: string };
}

const n0 = (v: number) => Math.round(v).toLocaleString('en-US');
const ms = (v: number) => `${v.toFixed(2)} ms`;

function browserSection(b: BrowserFigures | { error: string }): string {
  if ('error' in b) return `Browser figures could not be taken in this run: ${b.error}\n`;
  const lines = [
    `JavaScript loaded by \`/game/dice\` before first paint (first paint at ${ms(b.firstPaintMs)}):`,
    '',
    '| files | raw | gzipped |',
    '|---|---|---|',
    `| ${b.jsFiles} | ${(b.jsRawBytes / 1024).toFixed(1)} KiB | ${(b.jsGzipBytes / 1024).toFixed(1)} KiB |`,
    '',
  ];
  if (b.frames.length > 0) {
    lines.push(
      'JS milliseconds per frame (main-thread time inside the engine ticker, mean and p99 over the sampled frames):',
      '',
      '| scene | CPU | mean | p99 | frames |',
      '|---|---|---|---|---|',
      ...b.frames.map((f) => `| ${f.scene} | ${f.throttle}x | ${ms(f.mean)} | ${ms(f.p99)} | ${f.frames} |`),
      '',
    );
  }
  return lines.join('\n');
}

/** The markdown of docs/benchmarks.md. */
export function renderReport(run: BenchRun): string {
  return `# Benchmarks

Written by \`npm run bench\` on ${run.date}. Machine: ${run.machine}.

## Method

- A fresh embedded PostgreSQL and the house server in its own process (as \`npm start\` runs it); the load generator
  is a third process on the same 2-core machine, so every figure includes the client's own cost.
- Throughput: ${run.workers} closed loops for ${run.seconds} s each (a loop sends its next request when the previous one
  answers). A dice bet over HTTP is the full pipeline: session (looked up, or checked inside the bet statement),
  zod validation, the bet check against the cached reference tables, the outcome, one SQL statement (seed-pair
  nonce, bet row, conditional debit and credit, two ledger rows), socket pushes after it. The same bets through the
  bet service straight on \`pg\` (no HTTP, no session) show what the HTTP layer and the extra process cost.
- Baseline, same database, same run: raw transactions of one conditional \`UPDATE\` of a NUMERIC balance row through
  \`pg\` with ${run.workers} connections, all on one row (the one-account case) or spread over 8 rows.
- Round trip: wall time of one bet request from the client's side, placed one after another (unloaded) and inside the
  throughput runs (loaded).
- Browser: Debian's Chromium (software WebGL), Playwright; absolute frame times are machine-bound, compare the rows
  of one run with each other.

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

${browserSection(run.browser)}`;
}
