import { useState } from 'react';
import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { isCoin } from '../../src/core/currency';
import type { WinRow } from '../../src/core/feeds';
import { FEATURED_GAMES, HOUSE_GAME_INFO } from '../../src/core/games/catalog';
import { formatCoin } from '../../src/core/format';
import { formatTime } from '../../src/core/time';
import { TableHead } from '../common/tableParts';
import { Private } from '../streamer/Private';
import { CoinIcon } from '../wallet/CoinIcon';
import '../common/betTable.css';
import { SegTabs } from '../common/SegTabs';

// On a phone the game moves under the player's name and the time and bet columns go: the multiplier and the payout
// always fit the width.
const COLUMNS = [
  { label: 'Game', className: 'win-table__game' },
  { label: 'Player' },
  { label: 'Time', className: 'bet-table__time' },
  { label: 'Bet', className: 'is-num win-table__bet' },
  { label: 'Multiplier', className: 'is-num' },
  { label: 'Payout', className: 'is-num' },
];

/** What an empty table says: what would go there, how to get there, with the game links to do it. */
export interface EmptyWinsText {
  title: string;
  hint: string;
}

/** An empty win table: a lit trophy, what the first win would do, and two games to play right now. */
export function EmptyWins({ text, testId }: { text: EmptyWinsText; testId: string }) {
  return (
    <div className="win-empty" data-testid={`${testId}-empty`}>
      <span className="win-empty__icon" aria-hidden="true">
        <Trophy size={28} />
      </span>
      <span className="win-empty__text">
        <strong>{text.title}</strong>
        <span>{text.hint}</span>
      </span>
      <span className="win-empty__go">
        {FEATURED_GAMES.map((game, i) => (
          <Link key={game} to={`/game/${game}`} className={`btn ${i === 0 ? 'btn--primary' : 'btn--outline'}`}>
            Play {HOUSE_GAME_INFO[game].title}
          </Link>
        ))}
      </span>
    </div>
  );
}

/**
 * One table of wins (big or lucky): game, player (Hidden for private players), bet, multiplier, payout. The payout is
 * the gross amount paid (stake included), so it carries no "+": a "+" marks net profit only. In streamer mode the
 * player reads Hidden and the bet and payout are masked; the game and multiplier stay.
 */
export function WinTable({ rows, testId, empty }: { rows: readonly WinRow[]; testId: string; empty: EmptyWinsText }) {
  if (rows.length === 0) return <EmptyWins text={empty} testId={testId} />;
  return (
    <div className="bet-table__scroll">
      <table className="bet-table win-table" data-testid={testId}>
        <TableHead columns={COLUMNS} />
        <tbody>
          {rows.map((w) => (
            <tr key={w.id} className="is-win" data-testid={`${testId}-row`}>
              <td className="win-table__game">{w.title}</td>
              <td className="bet-table__player">
                <span className="win-table__name">
                  <Private kind="name">{w.userName}</Private>
                </span>
                <small className="win-table__sub">{w.title}</small>
              </td>
              <td className="num bet-table__time">{formatTime(w.time, 'YYYY-MM-dd hh:mm:ss').slice(5, 16)}</td>
              <td className="is-num num win-table__bet">
                <span className="bet-table__amount">
                  <Private kind="amount">{formatCoin(w.amount)}</Private> {isCoin(w.coin) && <CoinIcon coin={w.coin} size={14} />}
                </span>
              </td>
              <td className="is-num num">{w.multiplier}×</td>
              <td className="is-num num bet-table__payout">
                <span className="bet-table__amount">
                  <Private kind="amount">{formatCoin(w.payout)}</Private> {isCoin(w.coin) && <CoinIcon coin={w.coin} size={14} />}
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

const EMPTY_BIG: EmptyWinsText = {
  title: 'The first big win takes this spot',
  hint: 'Every win across the site lands here the moment it settles, ranked by its payout.',
};
const EMPTY_LUCKY: EmptyWinsText = {
  title: 'No lucky streak on the board yet',
  hint: 'The highest multipliers hit land here live: a crash cash-out at 10× would top it.',
};

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
        <WinTable rows={big} testId="big-wins" empty={EMPTY_BIG} />
      </div>
      <div hidden={tab !== 'lucky'}>
        <WinTable rows={lucky} testId="lucky-wins" empty={EMPTY_LUCKY} />
      </div>
    </section>
  );
}
