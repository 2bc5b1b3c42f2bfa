import { useEffect, useState, type ComponentType } from 'react';
import { History } from 'lucide-react';
import { CODE } from '../../src/core/api';
import type { InstantGame } from '../../src/core/bets';
import { BETS_PAGE_SIZE } from '../../src/core/betSchemas';
import { CRASH_HISTORY_PAGE } from '../../src/core/games/crash';
import { HOUSE_GAME_INFO, INSTANT_GAME_NAMES } from '../../src/core/games';
import { myBets } from '../../src/app/api/bets';
import { myCrashBets } from '../../src/app/games/crash/crashHistory';
import { SegTabs } from '../common/SegTabs';
import { BetDetailDialog } from '../games/registry';
import { BetRows, settledRow, type BetTableRow } from '../games/kit/BetTables';
import { crashRow } from '../games/crash/betRows';
import { CrashBetDialog } from '../games/crash/CrashBetDialog';

/** A game whose bets the history lists: the instant games and crash. */
type HistoryGame = InstantGame | 'crash';

/** Where a game's bets come from: a page after `cursor` (null: the newest), and the dialog of one bet. */
interface BetSource {
  load(cursor: number | null): Promise<{ rows: BetTableRow[]; next: number | null }>;
  Detail: ComponentType<{ id: number | null; onClose(): void }>;
}

// The instant games page by number; crash pages by the oldest bet listed (its own list, with the rounds' results).
const instantSource = (game: InstantGame): BetSource => ({
  async load(cursor) {
    const page = cursor ?? 1;
    const env = await myBets(game, page);
    const list = env.code === CODE.OK && Array.isArray(env.data) ? env.data : [];
    return { rows: list.map(settledRow), next: list.length >= BETS_PAGE_SIZE ? page + 1 : null };
  },
  Detail: BetDetailDialog,
});

const crashSource: BetSource = {
  async load(cursor) {
    const env = await myCrashBets(cursor ?? undefined);
    const list = env.code === CODE.OK && Array.isArray(env.data) ? env.data : [];
    // The player column is not shown here: the list is the player's own.
    return {
      rows: list.map((b) => crashRow({ ...b, userName: '' })),
      next: list.length >= CRASH_HISTORY_PAGE ? list.at(-1)!.id : null,
    };
  },
  Detail: CrashBetDialog,
};

const SOURCES: Record<HistoryGame, BetSource> = {
  ...(Object.fromEntries(INSTANT_GAME_NAMES.map((g) => [g, instantSource(g)])) as Record<InstantGame, BetSource>),
  crash: crashSource,
};
const GAMES: readonly HistoryGame[] = [...INSTANT_GAME_NAMES, 'crash'];

/** Game history → every bet of the player, one game at a time, newest first, each opening its detail. */
export function HistoryBets() {
  const [game, setGame] = useState<HistoryGame>(GAMES[0]!);
  const [pages, setPages] = useState<{ game: HistoryGame; rows: BetTableRow[]; next: number | null } | null>(null);
  const [detail, setDetail] = useState<{ game: HistoryGame; id: number } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let on = true;
    void SOURCES[game].load(null).then(({ rows, next }) => {
      if (on) setPages({ game, rows, next });
    });
    return () => {
      on = false;
    };
  }, [game]);

  const more = async () => {
    if (!pages || pages.next === null || busy) return;
    setBusy(true);
    const { rows, next } = await SOURCES[pages.game].load(pages.next);
    setBusy(false);
    setPages((p) => (p && p.game === pages.game ? { ...p, rows: [...p.rows, ...rows], next } : p));
  };

  const shown = pages?.game === game ? pages.rows : null;
  const Detail = SOURCES[detail?.game ?? game].Detail;
  return (
    <section className="profile-card card profile-card--wide bet-tables" data-testid="history-bets" data-game={game}>
      <header className="profile-card__head">
        <History size={20} aria-hidden="true" />
        <h2>Bets</h2>
      </header>
      <SegTabs
        className="profile__tabs"
        label="Game"
        options={GAMES.map((g) => [g, HOUSE_GAME_INFO[g].title] as const)}
        value={game}
        onChange={setGame}
      />
      {!shown ? (
        <p className="profile-card__text">Loading…</p>
      ) : shown.length === 0 ? (
        <p className="profile-card__text">No {HOUSE_GAME_INFO[game].title} bets yet.</p>
      ) : (
        <BetRows rows={shown} rowTestId="history-bet-row" showPlayer={false} onOpen={(id) => setDetail({ game, id })} />
      )}
      {pages?.next != null && pages.game === game && (
        <button type="button" className="btn btn--outline" onClick={() => void more()} disabled={busy}>
          {busy ? 'Loading…' : 'Older bets'}
        </button>
      )}
      <Detail id={detail?.id ?? null} onClose={() => setDetail(null)} />
    </section>
  );
}
