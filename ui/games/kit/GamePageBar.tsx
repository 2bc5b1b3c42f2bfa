import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The strip above every game: back to the lobby, the game's title and the originals badge. */
export function GamePageBar({ title }: { title: string }) {
  return (
    <div className="game-page__bar">
      <Link to="/" className="btn btn--ghost">
        <ArrowLeft size={18} aria-hidden="true" /> Lobby
      </Link>
      <h1 className="game-page__title">{title}</h1>
      <span className="badge">HighStakes Original</span>
    </div>
  );
}
