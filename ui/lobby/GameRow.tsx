import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { GameTile } from '../casino/GameTile';
import type { TileGame } from '../casino/GameThumb';
import '../casino/grid.css';

/** A lobby row: a heading with "See all" and the games side by side, scrolled sideways on narrow screens. */
export function GameRow({
  id,
  title,
  note,
  seeAll,
  games,
  testId,
  tileTestId,
}: {
  id: string;
  title: ReactNode;
  note?: string;
  /** The full list's path. */
  seeAll?: string;
  games: readonly TileGame[];
  testId: string;
  tileTestId?: string;
}) {
  if (games.length === 0) return null;
  const headingId = `row-${id}`;
  return (
    <section className="lobby__section grow" aria-labelledby={headingId} data-testid={testId}>
      <div className="section-head grow__head">
        <h2 id={headingId}>{title}</h2>
        {note && <span className="section-head__note">{note}</span>}
        {seeAll && (
          <Link to={seeAll} className="grow__all" aria-describedby={headingId}>
            See all <ChevronRight size={16} aria-hidden="true" />
          </Link>
        )}
      </div>
      <ul className="grow__list" aria-labelledby={headingId}>
        {games.map((g) => (
          <GameTile key={g.gameCode} game={g} testId={tileTestId} />
        ))}
      </ul>
    </section>
  );
}
