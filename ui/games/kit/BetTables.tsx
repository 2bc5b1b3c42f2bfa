import { useEffect, useMemo, useState } from 'react';
import { CODE } from '../../../src/core/api';
import type { InstantGame, SettledBet } from '../../../src/core/bets';
import { isCoin } from '../../../src/core/currency';
import { formatCoin } from '../../../src/core/format';
import { formatTime } from '../../../src/core/time';
import { liveBets, myBets } from '../../../src/app/api/bets';
import { useStore } from '../../../src/app/store';
import { openableRow, TableHead, type TableColumn } from '../../common/tableParts';
import { LIVE_BETS_LIMIT } from '../../../src/app/store/liveSlice';
import { CoinIcon } from '../../wallet/CoinIcon';
import { Private } from '../../streamer/Private';
import { betParamsText, betResultText } from './params';
import { HIGH_ROLLER_USD, useHighRollers } from './highRollers';
import type { BetTableRow } from './types';
import '../../common/betTable.css';
import { SegTabs } from '../../common/SegTabs';

/** True for a live-feed entry that is a settled bet of this game (socket 208 carries the bet with its params and outcome). */
function isLiveBetOf(game: InstantGame, value: unknown): value is SettledBet {
  const b = value as Partial<SettledBet> | null;
  return (
    !!b &&
    typeof b === 'object' &&
    b.game === game &&
    typeof b.id === 'number' &&
    typeof b.amount === 'string' &&
    typeof b.params === 'object' &&
    b.params !== null &&
    typeof b.outcome === 'object' &&
    b.outcome !== null
  );
}

export type { BetTableRow } from './types';

/** The row of a settled instant bet. */
export function settledRow(b: SettledBet): BetTableRow {
  return {
    key: String(b.id),
    betId: b.id,
    userName: b.userName,
    createdAt: b.createdAt,
    amount: b.amount,
    coin: b.coin,
    target: betParamsText(b),
    result: betResultText(b),
    payout: b.payout,
    win: b.win,
    ...(b.freeBet ? { free: true } : {}),
  };
}

const PLAYER_COLUMN: TableColumn = { label: 'Player' };
const BET_COLUMNS: TableColumn[] = [
  { label: 'Time', className: 'bet-table__time' },
  { label: 'Bet', className: 'is-num' },
  { label: 'Target', className: 'is-num' },
  { label: 'Result', className: 'is-num' },
  { label: 'Payout', className: 'is-num' },
];

/** The rows of a bet table (time, bet, target, result, payout; the player too when asked), each opening its bet. */
export function BetRows({
  rows,
  rowTestId,
  showPlayer,
  onOpen,
}: {
  rows: BetTableRow[];
  rowTestId: string;
  showPlayer: boolean;
  onOpen?(id: number): void;
}) {
  return (
    <div className="bet-table__scroll">
      <table className="bet-table">
        <TableHead columns={showPlayer ? [PLAYER_COLUMN, ...BET_COLUMNS] : BET_COLUMNS} />
        <tbody>
          {rows.map((b) => (
            <tr
              key={b.key}
              data-testid={rowTestId}
              data-bet-id={b.betId ?? b.key}
              className={b.win ? 'is-win' : 'is-loss'}
              {...(onOpen && b.betId !== null ? openableRow(() => onOpen(b.betId!)) : {})}
            >
              {showPlayer && (
                <td className="bet-table__player">
                  <Private kind="name">{b.userName}</Private>
                </td>
              )}
              <td className="num bet-table__time">{formatTime(b.createdAt, 'YYYY-MM-dd hh:mm:ss').slice(11)}</td>
              <td className="is-num num">
                <span className="bet-table__amount">
                  <Private kind="amount">{formatCoin(b.amount)}</Private> {isCoin(b.coin) && <CoinIcon coin={b.coin} size={14} />}
                  {b.free && (
                    <span className="bet-table__free" title="A free bet: the house’s stake">
                      Free
                    </span>
                  )}
                </span>
              </td>
              <td className="is-num num">{b.target}</td>
              <td className="is-num num bet-table__result">{b.result}</td>
              <td className="is-num num bet-table__payout">
                <Private kind="amount">{formatCoin(b.payout)}</Private>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Props of BetTablesView. */
export interface BetTablesViewProps {
  loggedIn: boolean;
  /** The player's bets and everyone's, newest first. */
  mine: BetTableRow[];
  all: BetTableRow[];
  /** Opens a bet's detail (rows without a bet id open nothing). */
  onOpen?(id: number): void;
}

type Tab = 'mine' | 'all' | 'high';
const TABS: [Tab, string][] = [
  ['mine', 'My bets'],
  ['all', 'All bets'],
  ['high', 'High rollers'],
];

/** My bets / All bets / High rollers: the tabs and the tables, whatever the game. */
export function BetTablesView({ loggedIn, mine, all, onOpen }: BetTablesViewProps) {
  const [tab, setTab] = useState<Tab>('mine');
  const high = useHighRollers(all);
  return (
    <section className="bet-tables card" aria-label="Bets">
      <div className="bet-tables__head">
        <SegTabs options={TABS} value={tab} onChange={setTab} label="Bet lists" />
      </div>
      <div data-testid="my-bets" hidden={tab !== 'mine'}>
        {!loggedIn ? (
          <p className="bet-tables__empty">Log in to see your bets.</p>
        ) : mine.length === 0 ? (
          <p className="bet-tables__empty">No bets yet. Your bets show here as they land.</p>
        ) : (
          <BetRows rows={mine} rowTestId="my-bet-row" showPlayer={false} onOpen={onOpen} />
        )}
      </div>
      <div data-testid="all-bets" hidden={tab !== 'all'}>
        {all.length === 0 ? (
          <p className="bet-tables__empty">No bets yet.</p>
        ) : (
          <BetRows rows={all} rowTestId="all-bet-row" showPlayer onOpen={onOpen} />
        )}
      </div>
      <div data-testid="high-rollers" hidden={tab !== 'high'}>
        {high.length === 0 ? (
          <p className="bet-tables__empty">No bets of {HIGH_ROLLER_USD} USD or more among the latest.</p>
        ) : (
          <BetRows rows={high} rowTestId="high-bet-row" showPlayer onOpen={onOpen} />
        )}
      </div>
    </section>
  );
}

/** Props of BetTables. */
export interface BetTablesProps {
  game: InstantGame;
  /** The player's own bets settled on this page (newest first), added as their presentation lands. */
  recent: SettledBet[];
  onOpen(id: number): void;
}

/** My bets (GET /api/games/bets) and All bets (GET /api/games/bets/live plus socket 208), at most 30 rows. */
export function BetTables({ game, recent, onOpen }: BetTablesProps) {
  const loggedIn = useStore((s) => s.loggedIn);
  const [mine, setMine] = useState<SettledBet[]>([]);
  const [all, setAll] = useState<SettledBet[]>([]);
  const live = useStore((s) => s.liveBets);

  useEffect(() => {
    if (!loggedIn) return;
    let on = true;
    void myBets(game).then((env) => {
      if (on && env.code === CODE.OK && Array.isArray(env.data)) setMine(env.data);
    });
    return () => {
      on = false;
    };
  }, [game, loggedIn]);

  useEffect(() => {
    let on = true;
    void liveBets(game).then((env) => {
      if (on && env.code === CODE.OK && Array.isArray(env.data)) setAll(env.data);
    });
    return () => {
      on = false;
    };
  }, [game]);

  const mineRows = useMemo(() => (loggedIn ? mergeBets(recent, mine) : []), [loggedIn, recent, mine]);
  const allRows = useMemo(
    () =>
      mergeBets(
        live.filter((b): b is typeof b & SettledBet => isLiveBetOf(game, b)),
        all,
      ),
    [live, all, game],
  );

  return <BetTablesView loggedIn={loggedIn} mine={mineRows.map(settledRow)} all={allRows.map(settledRow)} onOpen={onOpen} />;
}

/** Newest first without duplicates, at most 30. */
export function mergeBets(first: readonly SettledBet[], second: readonly SettledBet[]): SettledBet[] {
  const seen = new Set<number>();
  const out: SettledBet[] = [];
  for (const b of [...first, ...second]) {
    if (seen.has(b.id)) continue;
    seen.add(b.id);
    out.push(b);
  }
  return out.sort((a, b) => b.id - a.id).slice(0, LIVE_BETS_LIMIT);
}
