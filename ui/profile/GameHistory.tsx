import { useEffect, useState } from 'react';
import { BarChart3 } from 'lucide-react';
import { CODE } from '../../src/core/api';
import { formatFiat } from '../../src/core/format';
import { HOUSE_GAME_INFO, HOUSE_GAMES, type HouseGame } from '../../src/core/games';
import { STAT_PERIODS, type GameStatistics, type LiveStats, type StatPeriod } from '../../src/core/history';
import { selectLiveStatsByUser, selectUserGameStatistics } from '../../src/app/api/games';
import { SegTabs } from '../common/SegTabs';
import { Private } from '../streamer/Private';
import { HistoryBets } from './HistoryBets';
import { ProfitChart } from './ProfitChart';
import '../common/betTable.css';

const PERIOD_NAMES: Record<StatPeriod, string> = { 1: '24 hours', 7: '7 days', 30: '30 days', 0: 'All time' };
const usd = (v: string) => formatFiat(v, '$');
const signed = (v: string) => (v.startsWith('-') ? usd(v) : `+${usd(v)}`);

/** Game history: figures per game over a period, the running profit of the latest bets, and every bet with its detail. */
export function GameHistory() {
  return (
    <>
      <StatisticsCard />
      <ProfitCard />
      <HistoryBets />
    </>
  );
}

function StatisticsCard() {
  const [days, setDays] = useState<StatPeriod>(30);
  const [stats, setStats] = useState<GameStatistics | null>(null);
  useEffect(() => {
    let on = true;
    void selectUserGameStatistics({ days }).then((env) => {
      if (on && env.code === CODE.OK && env.data) setStats(env.data);
    });
    return () => {
      on = false;
    };
  }, [days]);
  return (
    <section className="profile-card card profile-card--wide" data-testid="game-statistics">
      <header className="profile-card__head">
        <BarChart3 size={20} aria-hidden="true" />
        <h2>Statistics</h2>
      </header>
      <SegTabs
        className="profile__tabs"
        label="Period"
        options={STAT_PERIODS.map((d) => [String(d), PERIOD_NAMES[d]] as const)}
        value={String(days)}
        onChange={(d) => setDays(Number(d) as StatPeriod)}
      />
      {!stats ? (
        <p className="profile-card__text">Loading…</p>
      ) : stats.games.length === 0 ? (
        <p className="profile-card__text">No bets in this period yet.</p>
      ) : (
        <div className="bet-table__scroll">
          <table className="bet-table stat-table">
            <thead>
              <tr>
                <th>Game</th>
                <th className="is-num">Bets</th>
                <th className="is-num hide-narrow">Wins</th>
                <th className="is-num">Wagered</th>
                <th className="is-num">Profit</th>
                <th className="is-num hide-narrow">Best</th>
              </tr>
            </thead>
            <tbody>
              {stats.games.map((g) => (
                <tr key={g.game} data-testid="stat-row" data-game={g.game}>
                  <td>{HOUSE_GAME_INFO[g.game].title}</td>
                  <td className="is-num num">{g.bets}</td>
                  <td className="is-num num hide-narrow">{g.wins}</td>
                  <td className="is-num num">
                    <Private kind="amount">{usd(g.wageredUsd)}</Private>
                  </td>
                  <td className={`is-num num ${g.profitUsd.startsWith('-') ? 'is-loss-text' : 'is-win-text'}`}>
                    <Private kind="amount">{signed(g.profitUsd)}</Private>
                  </td>
                  <td className="is-num num hide-narrow">{g.bestMultiplier ? `${g.bestMultiplier}×` : '–'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>Total</th>
                <td className="is-num num">{stats.total.bets}</td>
                <td className="is-num num hide-narrow">{stats.total.wins}</td>
                <td className="is-num num">
                  <Private kind="amount">{usd(stats.total.wageredUsd)}</Private>
                </td>
                <td className={`is-num num ${stats.total.profitUsd.startsWith('-') ? 'is-loss-text' : 'is-win-text'}`}>
                  <Private kind="amount">{signed(stats.total.profitUsd)}</Private>
                </td>
                <td className="hide-narrow" />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

type GameFilter = 'all' | HouseGame;
const GAME_FILTERS: readonly (readonly [GameFilter, string])[] = [
  ['all', 'All games'],
  ...HOUSE_GAMES.map((g) => [g, HOUSE_GAME_INFO[g].title] as const),
];

function ProfitCard() {
  const [game, setGame] = useState<GameFilter>('all');
  const [stats, setStats] = useState<LiveStats | null>(null);
  useEffect(() => {
    let on = true;
    void selectLiveStatsByUser({ limit: 200, ...(game === 'all' ? {} : { game }) }).then((env) => {
      if (on && env.code === CODE.OK && env.data) setStats(env.data);
    });
    return () => {
      on = false;
    };
  }, [game]);
  return (
    <section className="profile-card card profile-card--wide" data-testid="profit-card">
      <header className="profile-card__head">
        <BarChart3 size={20} aria-hidden="true" />
        <h2>Profit over your latest bets</h2>
      </header>
      <SegTabs className="profile__tabs" label="Game" options={GAME_FILTERS} value={game} onChange={setGame} />
      {stats && (
        <dl className="profit-figures">
          <div>
            <dt>Profit</dt>
            <dd className={stats.profitUsd.startsWith('-') ? 'is-loss-text' : 'is-win-text'} data-testid="profit-total">
              <Private kind="amount">{signed(stats.profitUsd)}</Private>
            </dd>
          </div>
          <div>
            <dt>Wagered</dt>
            <dd>
              <Private kind="amount">{usd(stats.wageredUsd)}</Private>
            </dd>
          </div>
          <div>
            <dt>Wins</dt>
            <dd className="is-win-text">{stats.wins}</dd>
          </div>
          <div>
            <dt>Losses</dt>
            <dd className="is-loss-text">{stats.losses}</dd>
          </div>
        </dl>
      )}
      {stats && stats.points.length > 1 ? (
        <ProfitChart points={stats.points} />
      ) : (
        stats && <p className="profile-card__text">Play a few rounds to see the curve.</p>
      )}
    </section>
  );
}
