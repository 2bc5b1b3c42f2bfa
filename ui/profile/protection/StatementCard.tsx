import { useEffect, useState } from 'react';
import { Download, FileSpreadsheet } from 'lucide-react';
import { buildCsv } from '../../../src/core/csv';
import { Decimal } from '../../../src/core/money';
import { STATEMENT_MONTHS, type StatementMonth } from '../../../src/core/protection';
import { getStatement } from '../../../src/app/api/protection';
import { downloadCsv } from '../../common/downloadCsv';
import { Private } from '../../streamer/Private';
import '../../common/betTable.css';

/** Months shown in the card; the download has all of them. */
const SHOWN = 6;

/** The CSV columns of the statement. */
export const STATEMENT_HEADER = ['Month (UTC)', 'Coin', 'Deposited', 'Withdrawn', 'Wagered', 'Net result', 'Other'] as const;

/** The statement as CSV: one row per month and coin, amounts as plain numbers. */
export function statementCsv(months: readonly StatementMonth[]): string {
  return buildCsv(
    STATEMENT_HEADER,
    months.map((m) => [m.month, m.coin, m.deposited, m.withdrawn, m.wagered, m.net, m.other]),
  );
}

/** "November 2026" of "2026-11". */
function monthText(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A signed amount: "+12.5", "-3", "0". */
const signed = (v: string) => (new Decimal(v).gt(0) ? `+${v}` : v);

/**
 * Responsible gambling → activity statement: deposits, withdrawals, stakes and the net result of play by month and
 * coin over the last 24 months, read once when the section opens, and downloadable as CSV.
 */
export function StatementCard() {
  const [months, setMonths] = useState<StatementMonth[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let on = true;
    void getStatement({ silent: true }).then((res) => {
      if (!on) return;
      if (res.code === 200 && res.data) setMonths(res.data.months);
      else setFailed(true);
    });
    return () => {
      on = false;
    };
  }, []);

  const download = () => {
    if (!months) return;
    const today = new Date().toISOString().slice(0, 10);
    downloadCsv(statementCsv(months), `activity-statement-${today}.csv`);
  };
  const latest = months ? [...new Set(months.map((m) => m.month))].slice(0, SHOWN) : [];
  const rows = months?.filter((m) => latest.includes(m.month)) ?? [];

  return (
    <section className="profile-card card profile-card--wide" data-testid="statement-card" aria-labelledby="rg-statement-title">
      <header className="profile-card__head">
        <FileSpreadsheet size={20} aria-hidden="true" />
        <h2 id="rg-statement-title">Activity statement</h2>
      </header>
      <div className="profile-card__body">
        <p className="profile-card__text">
          What you deposited, withdrew and staked, and the net result of your play, month by month over the last {STATEMENT_MONTHS} months.
        </p>
        {failed && (
          <p className="profile-card__text" role="alert">
            Your statement could not be read just now.
          </p>
        )}
        {months === null && !failed && (
          <p className="profile-card__text" role="status">
            Loading your statement…
          </p>
        )}
        {months !== null && rows.length === 0 && <p className="profile-card__text">Nothing to show yet.</p>}
        {rows.length > 0 && (
          <div className="bet-table__scroll" role="region" aria-label="Recent months" tabIndex={0}>
            <table className="bet-table stat-table" data-testid="statement-table">
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Coin</th>
                  <th scope="col">Deposited</th>
                  <th scope="col">Withdrawn</th>
                  <th scope="col">Wagered</th>
                  <th scope="col">Net result</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((m) => (
                  <tr key={`${m.month}-${m.coin}`} data-testid="statement-row">
                    <td>{monthText(m.month)}</td>
                    <td>{m.coin}</td>
                    <td className="num">
                      <Private kind="amount">{m.deposited}</Private>
                    </td>
                    <td className="num">
                      <Private kind="amount">{m.withdrawn}</Private>
                    </td>
                    <td className="num">
                      <Private kind="amount">{m.wagered}</Private>
                    </td>
                    <td className={`num ${new Decimal(m.net).lt(0) ? 'is-loss-text' : new Decimal(m.net).gt(0) ? 'is-win-text' : ''}`}>
                      <Private kind="amount">{signed(m.net)}</Private>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div>
          <button type="button" className="btn btn--outline" onClick={download} disabled={!months?.length} data-testid="statement-download">
            <Download size={16} aria-hidden="true" /> Download CSV
          </button>
        </div>
      </div>
    </section>
  );
}
