import { useEffect, useMemo, useRef, useState } from 'react';
import { Download, ReceiptText } from 'lucide-react';
import { CODE } from '../../src/core/api';
import { HISTORY_PAGE, type HistoryQuery } from '../../src/core/wallet/history';
import type { HouseGame } from '../../src/core/games/catalog';
import { getState } from '../../src/app/store';
import { SegTabs } from '../common/SegTabs';
import { BetDetailDialog } from '../games/registry';
import { collectRows, downloadCsv, EXPORT_CAP, exportFileName, transactionsCsv } from './exportTransactions';
import { filterQuery, NO_FILTER, TransactionFilters, type TxFilter } from './TransactionFilters';
import { TransactionList, TransactionSkeleton, type OpenLink } from './TransactionList';
import { TX_TABS, TX_VIEWS, type TxRow, type TxTab } from './transactionViews';
import '../common/betTable.css';
import './transactions.css';

/** The list shown: the query it answers (tab and filters), its rows so far and the cursor of the next page. */
interface ListState {
  key: string;
  tab: TxTab;
  query: HistoryQuery;
  rows: TxRow[];
  next: string | null;
  error: string | null;
}

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; rows: number }
  | { phase: 'done'; rows: number; capped: boolean }
  | { phase: 'error'; msg: string };

const LOAD_FAILED = 'Your transactions could not be loaded.';

/**
 * Profile → Transactions: the player's deposits, withdrawals, tips and rain, bets and bonuses by tab, coin and dates,
 * newest first. Opening the section, changing a filter and "Load more" each make one request; the export fetches
 * the filtered rows page by page.
 */
export function Transactions() {
  const [tab, setTab] = useState<TxTab>('all');
  const [filter, setFilter] = useState<TxFilter>(NO_FILTER);
  const [reload, setReload] = useState(0);
  const [list, setList] = useState<ListState | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [detail, setDetail] = useState<{ game: HouseGame; id: number } | null>(null);
  const [exported, setExported] = useState<ExportState>({ phase: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const asked = useMemo(() => filterQuery(filter), [filter]);
  const query = 'query' in asked ? asked.query : null;
  // The identity of what is shown: a page answering another tab or filter is never shown.
  const key = query ? `${tab}|${JSON.stringify(query)}|${reload}` : null;

  useEffect(() => {
    if (key === null || query === null) return;
    let on = true;
    void TX_VIEWS[tab].load({ ...query, size: HISTORY_PAGE.default }).then((env) => {
      if (!on) return;
      setList(
        env.code === CODE.OK && env.data
          ? { key, tab, query, rows: env.data.rows, next: env.data.next, error: null }
          : { key, tab, query, rows: [], next: null, error: env.msg || LOAD_FAILED },
      );
    });
    return () => {
      on = false;
    };
  }, [key, tab, query]);

  // While the dates can't be sent, the list of the last good filter stays (bad input changes nothing).
  const shown = (key === null ? list?.tab === tab : list?.key === key) ? list : null;

  const more = async () => {
    if (!shown?.next || loadingMore) return;
    setLoadingMore(true);
    const env = await TX_VIEWS[shown.tab].load({ ...shown.query, size: HISTORY_PAGE.default, cursor: shown.next });
    setLoadingMore(false);
    // Appended only to the list it continues (a tab or filter changed meanwhile leaves the new list alone).
    setList((l) =>
      l && l.key === shown.key
        ? env.code === CODE.OK && env.data
          ? { ...l, rows: [...l.rows, ...env.data.rows], next: env.data.next, error: null }
          : { ...l, error: env.msg || LOAD_FAILED }
        : l,
    );
  };

  const exportCsv = async () => {
    if (!query || exported.phase === 'running') return;
    setExported({ phase: 'running', rows: 0 });
    try {
      const result = await collectRows(TX_VIEWS[tab], query, {
        onProgress: (rows) => mounted.current && setExported({ phase: 'running', rows }),
        stopped: () => !mounted.current,
      });
      downloadCsv(transactionsCsv(result.rows), exportFileName());
      setExported({ phase: 'done', rows: result.rows.length, capped: result.capped });
    } catch (error) {
      if (mounted.current) setExported({ phase: 'error', msg: error instanceof Error ? error.message : String(error) });
    }
  };

  const open: OpenLink = (link) => {
    if (link.to === 'order') getState().openOrderDialog(link.id);
    else setDetail({ game: link.game, id: link.id });
  };

  const filtered = Boolean(filter.coin || filter.from || filter.to);
  return (
    <section className="profile-card card profile-card--wide bet-tables tx-card" data-testid="transactions" data-tab={tab}>
      <header className="profile-card__head">
        <ReceiptText size={20} aria-hidden="true" />
        <h2>Transactions</h2>
        <button
          type="button"
          className="btn btn--outline tx-export"
          data-testid="tx-export"
          onClick={() => void exportCsv()}
          disabled={!query || exported.phase === 'running'}
        >
          <Download size={16} aria-hidden="true" />{' '}
          {exported.phase === 'running' ? `Exporting… ${exported.rows.toLocaleString('en')}` : 'Export CSV'}
        </button>
      </header>
      <ExportNote state={exported} />
      <SegTabs
        className="profile__tabs"
        label="Transaction type"
        options={TX_TABS.map((t) => [t, TX_VIEWS[t].label] as const)}
        value={tab}
        onChange={setTab}
      />
      <TransactionFilters value={filter} error={'error' in asked ? asked.error : null} onChange={setFilter} />
      {!shown ? (
        query && <TransactionSkeleton />
      ) : shown.rows.length === 0 && shown.error ? (
        <div className="tx-state" role="alert" data-testid="tx-error">
          <p>{shown.error}</p>
          <button type="button" className="btn btn--outline" onClick={() => setReload((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : shown.rows.length === 0 ? (
        <p className="bet-tables__empty" data-testid="tx-empty">
          {filtered ? 'Nothing matches these filters.' : TX_VIEWS[tab].empty}
        </p>
      ) : (
        <>
          <TransactionList rows={shown.rows} onOpen={open} />
          {shown.error && (
            <p className="field__error" role="alert" data-testid="tx-more-error">
              {shown.error}
            </p>
          )}
        </>
      )}
      {shown?.next && (
        <button type="button" className="btn btn--outline" data-testid="tx-more" onClick={() => void more()} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </button>
      )}
      {detail && <BetDetailDialog game={detail.game} id={detail.id} onClose={() => setDetail(null)} />}
    </section>
  );
}

function ExportNote({ state }: { state: ExportState }) {
  if (state.phase === 'done')
    return (
      <p className="profile-card__text" role="status" data-testid="tx-export-note">
        {state.capped
          ? `Exported the newest ${EXPORT_CAP.toLocaleString('en')} rows, the most one file holds: pick a date range to export older ones.`
          : `Exported ${state.rows.toLocaleString('en')} row${state.rows === 1 ? '' : 's'}.`}
      </p>
    );
  if (state.phase === 'error')
    return (
      <p className="field__error" role="alert" data-testid="tx-export-note">
        Export failed: {state.msg}
      </p>
    );
  return null;
}
