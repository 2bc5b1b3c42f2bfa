import { useEffect, useState } from 'react';
import { History } from 'lucide-react';
import { CODE } from '../../src/core/api';
import { BETS_PAGE_SIZE } from '../../src/core/betSchemas';
import { HOUSE_GAME_INFO, INSTANT_GAME_NAMES, LIVE_GAMES, type HouseGame } from '../../src/core/games';
import { myBets } from '../../src/app/api/bets';
import { SegTabs } from '../common/SegTabs';
import { BetDetailDialog, houseBetRow } from '../games/registry';
import { BetRows, type BetTableRow } from '../games/kit/BetTables';
import { SportsBetList } from './SportsBetList';
import './sportsBets.css';

/** The games whose bets the history lists, one tab each: the instant games, then the live games. */
const GAMES: readonly HouseGame[] = [...INSTANT_GAME_NAMES, ...LIVE_GAMES];

/** A page of the player's settled bets of one game (page numbers from 1), and the next page's number when more follow. */
async function loadPage(game: HouseGame, page: number): Promise<{ rows: BetTableRow[]; next: number | null }> {
  const env = await myBets(game, page);
  const list = env.code === CODE.OK && Array.isArray(env.data) ? env.data : [];
  return { rows: list.map(houseBetRow), next: list.length >= BETS_PAGE_SIZE ? page + 1 : null };
}

/** A tab of the history: a house game, or the sportsbook. */
type Tab = HouseGame | 'sports';
const TABS: readonly (readonly [Tab, string])[] = [...GAMES.map((g) => [g, HOUSE_GAME_INFO[g].title] as const), ['sports', 'Sports']];

/** Game history → every bet of the player, one game at a time (or the sportsbook's), newest first, each with its detail. */
export function HistoryBets() {
  const [tab, setTab] = useState<Tab>(GAMES[0]!);
  // The house game last shown: the Sports tab leaves it (and its loaded page) as it was.
  const [game, setGame] = useState<HouseGame>(GAMES[0]!);
  const choose = (next: Tab) => {
    setTab(next);
    if (next !== 'sports') setGame(next);
  };
  const [pages, setPages] = useState<{ game: HouseGame; rows: BetTableRow[]; next: number | null } | null>(null);
  const [detail, setDetail] = useState<{ game: HouseGame; id: number } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let on = true;
    void loadPage(game, 1).then(({ rows, next }) => {
      if (on) setPages({ game, rows, next });
    });
    return () => {
      on = false;
    };
  }, [game]);

  const more = async () => {
    if (!pages || pages.next === null || busy) return;
    setBusy(true);
    const { rows, next } = await loadPage(pages.game, pages.next);
    setBusy(false);
    setPages((p) => (p && p.game === pages.game ? { ...p, rows: [...p.rows, ...rows], next } : p));
  };

  const shown = pages?.game === game ? pages.rows : null;
  return (
    <section className="profile-card card profile-card--wide bet-tables" data-testid="history-bets" data-game={tab}>
      <header className="profile-card__head">
        <History size={20} aria-hidden="true" />
        <h2>Bets</h2>
      </header>
      <SegTabs className="profile__tabs" label="Game" options={TABS} value={tab} onChange={choose} />
      {tab === 'sports' ? (
        <SportsBetList />
      ) : !shown ? (
        <p className="profile-card__text">Loading…</p>
      ) : shown.length === 0 ? (
        <p className="profile-card__text">No {HOUSE_GAME_INFO[game].title} bets yet.</p>
      ) : (
        <BetRows rows={shown} rowTestId="history-bet-row" showPlayer={false} onOpen={(id) => setDetail({ game, id })} />
      )}
      {tab !== 'sports' && pages?.next != null && pages.game === game && (
        <button type="button" className="btn btn--outline" onClick={() => void more()} disabled={busy}>
          {busy ? 'Loading…' : 'Older bets'}
        </button>
      )}
      <BetDetailDialog game={detail?.game ?? game} id={detail?.id ?? null} onClose={() => setDetail(null)} />
    </section>
  );
}
