import { describe, expect, it, vi } from 'vitest';
import { CODE } from '../../src/core/api';
import type { HistoryQuery } from '../../src/core/wallet/history';
import { collectRows, EXPORT_CAP, EXPORT_PAUSE_MS, exportFileName, transactionsCsv } from './exportTransactions';
import type { TxRow, TxRows, TxView } from './transactionViews';

const row = (i: number): TxRow => ({
  key: `l${i}`,
  time: Date.UTC(2026, 5, 1),
  coin: 'USDT',
  label: i % 2 ? '=HYPERLINK("x")' : 'Bet',
  amount: i % 2 ? '-0.5' : '1',
  balanceAfter: '10',
  status: null,
  note: '',
  link: null,
  ref: `bet ${i}`,
});

// A view of `total` rows served 100 at a time, recording the queries and the time of each.
function fakeView(total: number) {
  const asked: HistoryQuery[] = [];
  const view: TxView = {
    label: 'All',
    empty: '',
    load: vi.fn(async (q: HistoryQuery) => {
      asked.push(q);
      const start = q.cursor ? Number(q.cursor) : 0;
      const rows = Array.from({ length: Math.min(q.size ?? 20, total - start) }, (_, i) => row(start + i));
      const end = start + rows.length;
      return { code: CODE.OK, msg: '', data: { rows, next: end < total ? String(end) : null } as TxRows };
    }),
  };
  return { view, asked };
}

describe('collectRows', () => {
  it('fetches pages of 100 one after another with a pause between them, until the last', async () => {
    const { view, asked } = fakeView(250);
    const pauses: number[] = [];
    const progress: number[] = [];
    const result = await collectRows(
      view,
      { coin: 'BTC' },
      { pause: async (ms) => void pauses.push(ms), onProgress: (n) => progress.push(n) },
    );
    expect(result.rows).toHaveLength(250);
    expect(result.capped).toBe(false);
    expect(asked).toEqual([
      { coin: 'BTC', size: 100 },
      { coin: 'BTC', size: 100, cursor: '100' },
      { coin: 'BTC', size: 100, cursor: '200' },
    ]);
    expect(pauses).toEqual([EXPORT_PAUSE_MS, EXPORT_PAUSE_MS]);
    expect(progress).toEqual([100, 200, 250]);
    // 4 requests a second at most: well inside the 10 a second the API allows each address.
    expect(1000 / EXPORT_PAUSE_MS).toBeLessThanOrEqual(4);
  });

  it(`stops at ${EXPORT_CAP} rows and says so`, async () => {
    const { view, asked } = fakeView(EXPORT_CAP + 1234);
    const result = await collectRows(view, {}, { pause: async () => {} });
    expect(result).toMatchObject({ capped: true });
    expect(result.rows).toHaveLength(EXPORT_CAP);
    expect(asked).toHaveLength(EXPORT_CAP / 100);
  });

  it('rejects with the server message, and when stopped', async () => {
    const failing: TxView = { label: '', empty: '', load: async () => ({ code: 429, msg: 'Too many requests', data: null }) };
    await expect(collectRows(failing, {})).rejects.toThrow('Too many requests');
    const { view } = fakeView(500);
    let stop = false;
    await expect(collectRows(view, {}, { pause: async () => void (stop = true), stopped: () => stop })).rejects.toThrow('stopped');
    expect(view.load).toHaveBeenCalledTimes(1);
  });
});

describe('transactionsCsv', () => {
  it('keeps amounts numeric and guards text cells', () => {
    const lines = transactionsCsv([row(0), row(1)]).split('\r\n');
    expect(lines[1]).toMatch(/,Bet,USDT,1,10,,,bet 0$/);
    expect(lines[2]).toMatch(/,"'=HYPERLINK\(""x""\)",USDT,-0.5,10,,,bet 1$/);
  });

  it('names the file by the local date', () => {
    expect(exportFileName(new Date(2026, 2, 7, 23, 59))).toBe('transactions-2026-03-07.csv');
  });
});
