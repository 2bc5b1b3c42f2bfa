import { useState } from 'react';
import { isCoin } from '../../src/core/currency';
import type { WinRow } from '../../src/core/feeds';
import { formatCoin } from '../../src/core/format';
import { formatTime } from '../../src/core/time';
import { TableHead } from '../common/tableParts';
import { CoinIcon } from '../wallet/CoinIcon';
import '../common/betTable.css';
import { SegTabs } from '../common/SegTabs';

const COLUMNS = [
  { label: 'Game' },
  { label: 'Player' },
  { label: 'Time', className: 'bet-table__time' },
  { label: 'Bet', className: 'is-num win-table__bet' },
  { label: 'Multiplier', className: 'is-num' },
  { label: 'Payout', className: 'is-num' },
];

/** One table of wins (big or lucky): game, player (Hidden for private players), bet, multiplier, payout. */
export function WinTable({ rows, testId, empty }: { rows: readonly WinRow[]; testId: string; empty: string }) {
  if (rows.length === 0) return <p className="bet-tables__empty">{empty}</p>;
  return (
    <div className="bet-table__scroll">
      <table className="bet-table win-table" data-testid={testId}>
        <TableHead columns={COLUMNS} />
        <tbody>
          {rows.map((w) => (
            <tr key={w.id} className="is-win" data-testid={`${testId}-row`}>
              <td className="win-table__game">{w.title}</td>
              <td className="bet-table__player">{w.userName}</td>
              <td className="num bet-table__time">{formatTime(w.time, 'YYYY-MM-dd hh:mm:ss').slice(5, 16)}</td>
              <td className="is-num num win-table__bet">
                <span className="bet-table__amount">
                  {formatCoin(w.amount)} {isCoin(w.coin) && <CoinIcon coin={w.coin} size={14} />}
                </span>
              </td>
              <td className="is-num num">{w.multiplier}×</td>
              <td className="is-num num bet-table__payout">
                <span className="bet-table__amount">
                  +{formatCoin(w.payout)} {isCoin(w.coin) && <CoinIcon coin={w.coin} size={14} />}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const WIN_TABS = [
  ['big', 'Big wins'],
  ['lucky', 'Lucky wins'],
] as const;

/** Big wins / Lucky wins in two tabs. */
export function WinTabs({ big, lucky, footer }: { big: readonly WinRow[]; lucky: readonly WinRow[]; footer?: React.ReactNode }) {
  const [tab, setTab] = useState<'big' | 'lucky'>('big');
  return (
    <section className="bet-tables card win-tabs" aria-label="Win tables" data-testid="win-tables">
      <div className="bet-tables__head">
        <SegTabs options={WIN_TABS} value={tab} onChange={setTab} label="Win tables" />
        {footer}
      </div>
      <div hidden={tab !== 'big'}>
        <WinTable rows={big} testId="big-wins" empty="No big wins yet. Be the first!" />
      </div>
      <div hidden={tab !== 'lucky'}>
        <WinTable rows={lucky} testId="lucky-wins" empty="No lucky wins yet." />
      </div>
    </section>
  );
}
