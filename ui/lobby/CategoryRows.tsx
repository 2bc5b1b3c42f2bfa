import { HOUSE_CHANNEL } from '../../src/core/games/catalog';
import { countOf } from '../../src/app/casino/labels';
import { useGameTypes, useLobbyPicks } from '../casino/useCatalogueMeta';
import { GameRow } from './GameRow';

/** Games a lobby row shows (its "See all" lists the rest). */
export const LOBBY_ROW_GAMES = 12;

/**
 * The lobby's catalogue rows: the week's most played games of every category, then one row per third-party category
 * (gameTypeAll, its most played first), then the newest releases; each with "See all" to its list. The Originals row
 * of gameTypeAll is the lobby's own Originals section, shown above.
 */
export function CategoryRows() {
  const { data } = useGameTypes();
  const picks = useLobbyPicks().data;
  return (
    <>
      {picks && <GameRow id="popular" testId="pick-row" title="Popular this week" seeAll="/gameList" games={picks.popular} />}
      {data
        ?.filter((t) => t.code !== HOUSE_CHANNEL)
        .map((t) => (
          <GameRow
            key={t.code}
            id={t.code}
            testId="category-row"
            title={t.name}
            note={countOf(t.total, 'game')}
            seeAll={`/gameList/${t.code}`}
            games={t.games.flatMap((g) => (g.catalogue ? [g.catalogue] : [])).slice(0, LOBBY_ROW_GAMES)}
          />
        ))}
      {picks && (
        // Games with a release date only: the house's originals have none and are not news.
        <GameRow
          id="new"
          testId="pick-row"
          title="New releases"
          seeAll="/gameList?sort=new"
          games={picks.fresh.filter((g) => g.releasedAt !== null)}
        />
      )}
    </>
  );
}
