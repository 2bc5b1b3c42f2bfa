import type { RaceLeader } from '../../src/core/promotions/types';
import { ordinal } from '../../src/core/promotions/formulas';
import { TableHead, type TableColumn } from '../common/tableParts';
import { formatAmount } from '../../src/core/format';
import { Decimal } from '../../src/core/money';
import { Private } from '../streamer/Private';
import '../common/betTable.css';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Rank' },
  { label: 'Player' },
  { label: 'Wagered (USD)', className: 'is-num' },
  { label: 'Prize (USD)', className: 'is-num' },
];

// The cells carry bare numbers (their unit is in the heading), so four columns fit a phone.
const cents = (usd: string) => formatAmount(usd, { decimals: 2, rounding: Decimal.ROUND_DOWN });
const whole = (usd: string) => formatAmount(usd, { decimals: 2, trim: true, rounding: Decimal.ROUND_DOWN });

/** A place of the board: rank, name (with "(you)" on the player's own), wagered and prize; streamer mode hides all but the rank. */
function LeaderRow({ leader }: { leader: RaceLeader }) {
  return (
    <tr className={leader.me ? 'is-me' : undefined} data-testid={leader.me ? 'race-row-me' : 'race-row'} data-rank={leader.rank}>
      <td className="race-table__rank num" data-label="Rank">
        <span className={`race-rank${leader.rank <= 3 ? ` race-rank--${leader.rank}` : ''}`}>{ordinal(leader.rank)}</span>
      </td>
      <th scope="row" className="race-table__name" data-label="Player">
        <span className="race-table__nick">
          <Private kind="name">{leader.name}</Private>
        </span>
        {leader.me && <span className="race-you"> (you)</span>}
      </th>
      <td className="is-num num" data-label="Wagered">
        <Private kind="amount">{cents(leader.wageredUsd)}</Private>
      </td>
      <td className="is-num num race-table__prize" data-label="Prize">
        {leader.prizeUsd === null ? (
          <>
            <span className="race-table__none" aria-hidden="true">
              –
            </span>
            <span className="sr-only">No prize</span>
          </>
        ) : (
          <Private kind="amount">{whole(leader.prizeUsd)}</Private>
        )}
      </td>
    </tr>
  );
}

/**
 * A race's places as a table (a header row, the player's own row marked "(you)" as well as coloured), scrolled inside
 * its own box when a phone is too narrow. `own` is the player's place below the shown ones, set apart by a gap row.
 */
export function RaceLeaders({
  leaders,
  own,
  caption,
  testId,
}: {
  leaders: readonly RaceLeader[];
  own?: RaceLeader | null;
  caption: string;
  testId: string;
}) {
  return (
    <div className="race-table__scroll">
      <table className="bet-table race-table" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {leaders.map((l) => (
            <LeaderRow key={l.rank} leader={l} />
          ))}
          {own && (
            <>
              <tr className="race-table__gap" aria-hidden="true">
                <td colSpan={4}>⋯</td>
              </tr>
              <LeaderRow leader={own} />
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
