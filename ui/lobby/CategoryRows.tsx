import { HOUSE_CHANNEL } from '../../src/core/games/catalog';
import { useGameTypes } from '../casino/useCatalogueMeta';
import { GameRow } from './GameRow';

/** Games a lobby row shows (its "See all" lists the rest). */
export const LOBBY_ROW_GAMES = 12;

/**
 * The lobby's third-party rows (gameTypeAll): one per category, its most played games first, each with "See all" to
 * its list. The Originals row of the answer is the lobby's own Originals section, shown above.
 */
export function CategoryRows() {
  const { data } = useGameTypes();
  if (!data) return null;
  return (
    <>
      {data
        .filter((t) => t.code !== HOUSE_CHANNEL)
        .map((t) => (
          <GameRow
            key={t.code}
            id={t.code}
            testId="category-row"
            title={t.name}
            note={`${t.total.toLocaleString('en-US')} games`}
            seeAll={`/gameList/${t.code}`}
            games={t.games.flatMap((g) => (g.catalogue ? [g.catalogue] : [])).slice(0, LOBBY_ROW_GAMES)}
          />
        ))}
    </>
  );
}
