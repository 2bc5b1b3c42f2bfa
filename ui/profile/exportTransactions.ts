import { CODE } from '../../src/core/api';
import { buildCsv } from '../../src/core/csv';
export { downloadCsv } from '../common/downloadCsv';
import { HISTORY_PAGE, type HistoryQuery } from '../../src/core/wallet/history';
import { formatDateTime } from '../../src/core/time';
import type { TxRow, TxView } from './transactionViews';

/** Most rows one export holds; a longer history is exported by date range. */
export const EXPORT_CAP = 5000;
/**
 * Pause between two pages of an export. The API allows 10 requests a second per address, shared with everything
 * else the app is doing (balances, chat, bets in another tab): an export takes at most 4 of them.
 */
export const EXPORT_PAUSE_MS = 250;

/** How an export ended: its rows (at most EXPORT_CAP) and whether older rows were left out. */
export interface ExportResult {
  rows: TxRow[];
  capped: boolean;
}

/** Options of collectRows: progress after each page, a stop check, and the pause (tests shorten it). */
export interface CollectOptions {
  onProgress?(rows: number): void;
  stopped?(): boolean;
  pause?(ms: number): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every row of a tab under a filter, newest first: pages of 100 fetched one after another (never in parallel), up to
 * EXPORT_CAP rows. Rejects with the server's message when a page fails, and with 'stopped' when stopped.
 */
export async function collectRows(view: TxView, query: HistoryQuery, options: CollectOptions = {}): Promise<ExportResult> {
  const pause = options.pause ?? wait;
  const rows: TxRow[] = [];
  let cursor: string | undefined;
  for (;;) {
    const env = await view.load({ ...query, size: HISTORY_PAGE.max, ...(cursor ? { cursor } : {}) });
    if (options.stopped?.()) throw new Error('stopped');
    if (env.code !== CODE.OK || !env.data) throw new Error(env.msg || 'The export could not be completed');
    rows.push(...env.data.rows);
    options.onProgress?.(Math.min(rows.length, EXPORT_CAP));
    const next = env.data.next;
    if (next === null) return { rows, capped: false };
    if (rows.length >= EXPORT_CAP) return { rows: rows.slice(0, EXPORT_CAP), capped: true };
    cursor = next;
    await pause(EXPORT_PAUSE_MS);
    if (options.stopped?.()) throw new Error('stopped');
  }
}

/** The CSV columns of an export. */
export const CSV_HEADER = ['Time (local)', 'Type', 'Coin', 'Amount', 'Balance after', 'Status', 'Details', 'Reference'] as const;

/** The CSV text of exported rows: local times, amounts as plain numbers, text cells safe to open in a spreadsheet. */
export function transactionsCsv(rows: readonly TxRow[]): string {
  return buildCsv(
    CSV_HEADER,
    rows.map((r) => [formatDateTime(r.time), r.label, r.coin, r.amount, r.balanceAfter, r.status?.text, r.note, r.ref]),
  );
}

/** transactions-YYYY-MM-DD.csv, today's date where the player is. */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `transactions-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
