import { useEffect, useState } from 'react';
import { CODE } from '../../src/core/api';
import { WIN_TABLE_SIZE, type WinRow, type WinWindow } from '../../src/core/feeds';
import type { LiveBet } from '../../src/core/socket';
import { bigWins, latestBets, luckyWins } from '../../src/app/api/feeds';
import { LiveWinsTicker } from './LiveWinsTicker';
import { WinTabs } from './WinTables';
import './home.css';

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

  const apply = (page: number, [big, lucky]: [WinRow[], WinRow[]]) =>
    setPages((p) => ({
      big: page === 1 ? big : [...p.big, ...big],
      lucky: page === 1 ? lucky : [...p.lucky, ...lucky],
      page,
      more: big.length === WIN_TABLE_SIZE || lucky.length === WIN_TABLE_SIZE,
    }));

  useEffect(() => {
    let on = true;
    void fetchPage(period, 1).then((rows) => on && apply(1, rows));
    return () => {
      on = false;
    };
  }, [period]);

  const more = async () => {
    setLoading(true);
    apply(pages.page + 1, await fetchPage(period, pages.page + 1));
    setLoading(false);
  };

  return (
    <div className="lobby win-page" data-testid="win-table-page">
      <div className="section-head">
        <h1>Win table</h1>
        <span className="section-head__note">The biggest and luckiest wins across every game; private players show as Hidden.</span>
      </div>
      <LiveWinsTicker initial={latest} />
      <div className="seg win-page__period" role="tablist" aria-label="Period">
        {WINDOWS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={period === key}
            className={`seg__opt${period === key ? ' is-on' : ''}`}
            onClick={() => setPeriod(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <WinTabs big={pages.big} lucky={pages.lucky} />
      {pages.more && (
        <button type="button" className="btn btn--outline" disabled={loading} onClick={() => void more()}>
          Show more
        </button>
      )}
    </div>
  );
}
