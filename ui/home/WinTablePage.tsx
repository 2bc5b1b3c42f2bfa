import { useEffect, useRef, useState } from 'react';
import { CODE } from '../../src/core/api';
import { WIN_TABLE_SIZE, type WinRow, type WinWindow } from '../../src/core/feeds';
import type { LiveBet } from '../../src/core/socket';
import { bigWins, latestBets, luckyWins } from '../../src/app/api/feeds';
import { mergeWins, WIN_TABLE_REFRESH_MS } from './liveWinTables';
import { LiveWinsTicker } from './LiveWinsTicker';
import { feedWins, useLiveWins, useRefresh } from './useLiveWins';
import { WinTabs } from './WinTables';
import './home.css';
import { SegTabs } from '../common/SegTabs';

const WINDOWS: [WinWindow, string][] = [
  ['D', 'Today'],
  ['W', 'This week'],
  ['M', 'This month'],
  ['A', 'All time'],
];

interface Pages {
  big: WinRow[];
  lucky: WinRow[];
  page: number;
  more: boolean;
}

async function fetchPage(period: WinWindow, page: number): Promise<[WinRow[], WinRow[]]> {
  const [big, lucky] = await Promise.all([bigWins(period, WIN_TABLE_SIZE, page), luckyWins(period, WIN_TABLE_SIZE, page)]);
  return [big.code === CODE.OK ? (big.data ?? []) : [], lucky.code === CODE.OK ? (lucky.data ?? []) : []];
}

/**
 * The loaded pages with wins merged in, the server's order kept: the tables hold `page` full pages at most (a win that
 * pushes a row past them leaves that row to the next "Show more", which then starts right after it).
 */
function withWins(p: Pages, wins: readonly WinRow[]): Pages {
  const rows = p.page * WIN_TABLE_SIZE;
  const big = mergeWins(p.big, wins, 'payout', rows);
  const lucky = mergeWins(p.lucky, wins, 'multiplier', rows);
  return { ...p, big, lucky, more: p.more || big.length === rows || lucky.length === rows };
}

// A row read twice (the order moved between two page reads) is listed once.
const dedupe = (rows: WinRow[]) => rows.filter((r, i) => rows.findIndex((x) => x.id === r.id) === i);

/** /MainPage/WinTable: the big and lucky wins of a chosen period, 30 more per click, and the live wins strip. */
export default function WinTablePage() {
  const [period, setPeriod] = useState<WinWindow>('M');
  const [pages, setPages] = useState<Pages>({ big: [], lucky: [], page: 0, more: false });
  const [loading, setLoading] = useState(false);
  const [latest, setLatest] = useState<LiveBet[]>([]);

  // The live wins strip starts from the latest bets; socket 208 adds the next ones.
  useEffect(() => {
    let on = true;
    void latestBets().then((env) => on && env.code === CODE.OK && setLatest((env.data ?? []) as LiveBet[]));
    return () => {
      on = false;
    };
  }, []);

  // Answers of an earlier period are dropped.
  const shown = useRef(period);
  useEffect(() => {
    shown.current = period;
  }, [period]);
  const apply = (page: number, [big, lucky]: [WinRow[], WinRow[]]) =>
    setPages((p) =>
      withWins(
        {
          big: page === 1 ? big : dedupe([...p.big, ...big]),
          lucky: page === 1 ? lucky : dedupe([...p.lucky, ...lucky]),
          page,
          more: big.length === WIN_TABLE_SIZE || lucky.length === WIN_TABLE_SIZE,
        },
        feedWins(),
      ),
    );

  useEffect(() => {
    let on = true;
    void fetchPage(period, 1).then((rows) => on && apply(1, rows));
    return () => {
      on = false;
    };
  }, [period]);

  // Each 208 batch's wins take their place; the loaded pages are read again once per period.
  useLiveWins((wins) => setPages((p) => withWins(p, wins)));
  useRefresh(() => {
    const [asked, count] = [period, pages.page];
    if (count === 0) return;
    void Promise.all(Array.from({ length: count }, (_, i) => fetchPage(asked, i + 1))).then((read) => {
      if (shown.current !== asked) return;
      const last = read[read.length - 1]!;
      setPages((p) =>
        p.page !== count
          ? p
          : withWins(
              {
                big: read.flatMap(([big]) => big),
                lucky: read.flatMap(([, lucky]) => lucky),
                page: count,
                more: last[0].length === WIN_TABLE_SIZE || last[1].length === WIN_TABLE_SIZE,
              },
              feedWins(),
            ),
      );
    });
  }, WIN_TABLE_REFRESH_MS);

  const more = async () => {
    setLoading(true);
    const asked = period;
    const rows = await fetchPage(asked, pages.page + 1);
    if (shown.current === asked) apply(pages.page + 1, rows);
    setLoading(false);
  };

  return (
    <div className="lobby win-page" data-testid="win-table-page">
      <div className="section-head">
        <h1>Win table</h1>
        <span className="section-head__note">The biggest and luckiest wins across every game; private players show as Hidden.</span>
      </div>
      <LiveWinsTicker initial={latest} />
      <SegTabs options={WINDOWS} value={period} onChange={setPeriod} label="Period" className="win-page__period" />
      <WinTabs big={pages.big} lucky={pages.lucky} />
      {pages.more && (
        <button type="button" className="btn btn--outline" disabled={loading} onClick={() => void more()}>
          Show more
        </button>
      )}
    </div>
  );
}
