import { useEffect, useState } from 'react';
import { BarChart3, History } from 'lucide-react';
import { CODE } from '../../src/core/api';
import type { InstantGame, SettledBet } from '../../src/core/bets';
import { formatFiat } from '../../src/core/format';
import { HOUSE_GAME_INFO, HOUSE_GAMES, INSTANT_GAME_NAMES, type HouseGame } from '../../src/core/games';
import { STAT_PERIODS, type GameStatistics, type LiveStats, type StatPeriod } from '../../src/core/history';
import { selectLiveStatsByUser, selectUserGameStatistics } from '../../src/app/api/games';
import { myBets } from '../../src/app/api/bets';
import { SegTabs } from '../common/SegTabs';
import { BetDetailDialog } from '../games/BetDetailDialog';
import { BetRows, settledRow } from '../games/BetTables';
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
      <BetsCard />
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
                  <td className="is-num num">{usd(g.wageredUsd)}</td>
                  <td className={`is-num num ${g.profitUsd.startsWith('-') ? 'is-loss-text' : 'is-win-text'}`}>{signed(g.profitUsd)}</td>
                  <td className="is-num num hide-narrow">{g.bestMultiplier ? `${g.bestMultiplier}×` : '–'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>Total</th>
                <td className="is-num num">{stats.total.bets}</td>
                <td className="is-num num hide-narrow">{stats.total.wins}</td>
                <td className="is-num num">{usd(stats.total.wageredUsd)}</td>
                <td className={`is-num num ${stats.total.profitUsd.startsWith('-') ? 'is-loss-text' : 'is-win-text'}`}>
                  {signed(stats.total.profitUsd)}
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
              {signed(stats.profitUsd)}
            </dd>
          </div>
          <div>
            <dt>Wagered</dt>
            <dd>{usd(stats.wageredUsd)}</dd>
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

function BetsCard() {
  const [game, setGame] = useState<InstantGame>(INSTANT_GAME_NAMES[0]!);
  const [pages, setPages] = useState<{ game: InstantGame; list: SettledBet[]; page: number; more: boolean } | null>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let on = true;
    void myBets(game, 1).then((env) => {
      const list = env.code === CODE.OK && Array.isArray(env.data) ? env.data : [];
      if (on) setPages({ game, list, page: 1, more: list.length >= 20 });
    });
    return () => {
      on = false;
    };
  }, [game]);

  const more = async () => {
    if (!pages || busy) return;
    setBusy(true);
    const env = await myBets(pages.game, pages.page + 1);
    setBusy(false);
    const list = env.code === CODE.OK && Array.isArray(env.data) ? env.data : [];
    setPages((p) => (p && p.game === game ? { ...p, list: [...p.list, ...list], page: p.page + 1, more: list.length >= 20 } : p));
  };

  const shown = pages?.game === game ? pages.list : null;
  return (
    <section className="profile-card card profile-card--wide bet-tables" data-testid="history-bets">
      <header className="profile-card__head">
        <History size={20} aria-hidden="true" />
        <h2>Bets</h2>
      </header>
      <SegTabs
        className="profile__tabs"
        label="Game"
        options={INSTANT_GAME_NAMES.map((g) => [g, HOUSE_GAME_INFO[g].title] as const)}
        value={game}
        onChange={setGame}
      />
      {!shown ? (
        <p className="profile-card__text">Loading…</p>
      ) : shown.length === 0 ? (
        <p className="profile-card__text">No {HOUSE_GAME_INFO[game].title} bets yet.</p>
      ) : (
        <BetRows rows={shown.map(settledRow)} rowTestId="history-bet-row" showPlayer={false} onOpen={setDetail} />
      )}
      {pages?.more && pages.game === game && (
        <button type="button" className="btn btn--outline" onClick={() => void more()} disabled={busy}>
          {busy ? 'Loading…' : 'Older bets'}
        </button>
      )}
      <BetDetailDialog id={detail} onClose={() => setDetail(null)} />
    </section>
  );
}
