import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { CatalogueGame } from '../../src/core/catalogue';
import { gameHref } from '../../src/app/casino/gameLinks';
import { moveItem } from '../../src/app/casino/favoriteOrder';
import { useStore } from '../../src/app/store';
import { FavoriteButton } from './FavoriteButton';
import { GameThumb } from './GameThumb';

/**
 * The favourites as a list to arrange: drag a row by its handle (mouse), or move it with its Up and Down buttons
 * (keyboard, touch). Each move is handed to `onMove` with the new order and said aloud.
 */
export function FavoriteArranger({ games, onMove }: { games: readonly CatalogueGame[]; onMove(next: CatalogueGame[]): void }) {
  const device = useStore((s) => s.device);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [said, setSaid] = useState('');

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= games.length || from === to) return;
    const next = moveItem(games, from, to);
    onMove(next);
    setSaid(`${games[from]!.title} moved to position ${to + 1} of ${games.length}`);
    // The moved row's button keeps the focus, so a player can press it again to keep moving the same game.
    if (focus) requestAnimationFrame(() => document.getElementById(`fav-${focus}-${games[from]!.gameCode}`)?.focus());
  };
  const endDrag = () => {
    setDragFrom(null);
    setOver(null);
  };
  const onDragStart = (e: DragEvent, i: number) => {
    setDragFrom(i);
    e.dataTransfer?.setData('text/plain', String(games[i]!.gameCode));
    if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (e: DragEvent, i: number) => {
    if (dragFrom === null) return;
    e.preventDefault();
    if (over !== i) setOver(i);
  };
  const onDrop = (e: DragEvent, i: number) => {
    e.preventDefault();
    if (dragFrom !== null) move(dragFrom, i);
    endDrag();
  };

  return (
    <>
      <ol className="favlist" aria-label="Favourite games, in your order" data-testid="favorite-list">
        {games.map((g, i) => (
          <li
            key={g.gameCode}
            className={`favlist__row${dragFrom === i ? ' is-dragging' : ''}${over === i && dragFrom !== i ? ' is-over' : ''}`}
            draggable
            onDragStart={(e) => onDragStart(e, i)}
            onDragOver={(e) => onDragOver(e, i)}
            onDrop={(e) => onDrop(e, i)}
            onDragEnd={endDrag}
            data-testid="favorite-row"
            data-code={g.gameCode}
          >
            <span className="favlist__grip" aria-hidden="true">
              <GripVertical size={18} />
            </span>
            <span className="favlist__pos" aria-hidden="true">
              {i + 1}
            </span>
            <Link to={gameHref(g, device)} className="favlist__game" draggable={false}>
              <span className="favlist__thumb">
                <GameThumb game={g} />
              </span>
              <span className="favlist__text">
                <strong>{g.title}</strong>
                <small>{g.providerName}</small>
              </span>
            </Link>
            <span className="favlist__moves">
              <button
                type="button"
                id={`fav-up-${g.gameCode}`}
                className="btn btn--ghost btn--icon"
                aria-label={`Move ${g.title} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1, 'up')}
              >
                <ArrowUp size={18} aria-hidden="true" />
              </button>
              <button
                type="button"
                id={`fav-down-${g.gameCode}`}
                className="btn btn--ghost btn--icon"
                aria-label={`Move ${g.title} down`}
                disabled={i === games.length - 1}
                onClick={() => move(i, i + 1, 'down')}
              >
                <ArrowDown size={18} aria-hidden="true" />
              </button>
            </span>
            <FavoriteButton gameCode={g.gameCode} title={g.title} className="favlist__fav" />
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite" data-testid="favorite-announce">
        {said}
      </p>
    </>
  );
}
