import { ExternalLink } from 'lucide-react';
import { coinDecimals } from '../../src/core/currency';
import { formatAmount } from '../../src/core/format';
import { Decimal } from '../../src/core/money';
import { formatDateTime } from '../../src/core/time';
import { TableHead, type TableColumn } from '../common/tableParts';
import { CoinIcon } from '../wallet/CoinIcon';
import { Private, useStreamerMode } from '../streamer/Private';
import type { TxLink, TxRow } from './transactionViews';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Time' },
  { label: 'Type' },
  { label: 'Amount', className: 'is-num' },
  { label: 'Balance after', className: 'is-num' },
  { label: 'Status' },
  { label: 'Reference' },
];

/** A signed amount at the coin's full precision ("+0.00012", "−25"). */
export function signedAmount(row: Pick<TxRow, 'amount' | 'coin'>): string {
  const shown = formatAmount(new Decimal(row.amount).abs(), { decimals: coinDecimals(row.coin), trim: true, rounding: Decimal.ROUND_DOWN });
  return `${row.amount.startsWith('-') ? '−' : '+'}${shown}`;
}

/** What a row's link does when it opens something of ours (a bet's detail, an order). */
export type OpenLink = (link: Extract<TxLink, { to: 'bet' | 'order' }>) => void;

function LinkCell({ link, onOpen, masked }: { link: TxLink | null; onOpen: OpenLink; masked: boolean }) {
  if (!link) return <span className="tx-muted">–</span>;
  const text = masked ? (link.masked ?? link.text) : link.text;
  switch (link.to) {
    case 'explorer':
      // In streamer mode the hash stays out of the page and of the status bar a hovered link shows: a button opens it.
      return masked ? (
        <button
          type="button"
          className="link-btn tx-link num"
          data-testid="tx-explorer"
          onClick={() => void window.open(link.url, '_blank', 'noopener,noreferrer')}
        >
          {text} <ExternalLink size={12} aria-hidden="true" />
          <span className="sr-only"> (opens the block explorer)</span>
        </button>
      ) : (
        <a className="tx-link num" href={link.url} target="_blank" rel="noopener noreferrer" data-testid="tx-explorer">
          {text} <ExternalLink size={12} aria-hidden="true" />
          <span className="sr-only"> (opens the block explorer)</span>
        </a>
      );
    case 'none':
      return <span className="tx-muted num">{text}</span>;
    default:
      return (
        <button type="button" className="link-btn tx-link num" data-testid={`tx-open-${link.to}`} onClick={() => onOpen(link)}>
          {text}
        </button>
      );
  }
}

/** The rows of a transactions list: a table on wide screens, a card per row on a phone (profile/transactions.css). */
export function TransactionList({ rows, onOpen }: { rows: readonly TxRow[]; onOpen: OpenLink }) {
  const masked = useStreamerMode();
  return (
    <div className="bet-table__scroll">
      <table className="bet-table tx-table">
        <TableHead columns={COLUMNS} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid="tx-row" data-key={r.key}>
              <td className="num tx-table__time" data-label="Time">
                {formatDateTime(r.time)}
              </td>
              <td className="tx-table__type" data-label="Type">
                <div className="tx-type">
                  <span>{masked ? (r.masked?.label ?? r.label) : r.label}</span>
                  {r.note && <small className="tx-muted">{masked ? (r.masked?.note ?? r.note) : r.note}</small>}
                </div>
              </td>
              <td className="is-num num" data-label="Amount">
                <span className={`bet-table__amount ${r.amount.startsWith('-') ? 'tx-out' : 'is-win-text'}`} data-testid="tx-amount">
                  <Private kind="amount">{signedAmount(r)}</Private> <CoinIcon coin={r.coin} size={14} />
                  <span className="sr-only"> {r.coin}</span>
                </span>
              </td>
              <td className={`is-num num tx-muted${r.balanceAfter === null ? ' is-empty' : ''}`} data-label="Balance after">
                {r.balanceAfter === null ? (
                  '–'
                ) : (
                  <Private kind="amount">
                    {formatAmount(r.balanceAfter, { decimals: coinDecimals(r.coin), trim: true, rounding: Decimal.ROUND_DOWN })}
                  </Private>
                )}
              </td>
              <td className={r.status ? undefined : 'is-empty'} data-label="Status">
                {r.status ? (
                  <span className={`tx-chip tx-chip--${r.status.tone}`} data-testid="tx-status">
                    {r.status.text}
                  </span>
                ) : (
                  <span className="tx-muted">–</span>
                )}
              </td>
              <td className={r.link ? undefined : 'is-empty'} data-label="Reference">
                <LinkCell link={r.link} onOpen={onOpen} masked={masked} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Placeholder rows while the first page loads. */
export function TransactionSkeleton() {
  return (
    <div className="tx-skeleton" data-testid="tx-loading" aria-busy="true" aria-label="Loading transactions">
      {[0, 1, 2, 3, 4].map((i) => (
        <span key={i} className="skeleton tx-skeleton__row" />
      ))}
    </div>
  );
}
