import { useEffect, useRef, useState } from 'react';
import { Heart, ThumbsUp } from 'lucide-react';
import { CODE } from '../../src/core/api';
import type { GameMarks } from '../../src/core/catalogue';
import { gameLikeCollectCount } from '../../src/app/api/games';
import { ensureFavorites, setFavorite, setLike } from '../../src/app/actions/favorites';
import { useStore } from '../../src/app/store';

const count = (n: number) => (n >= 10_000 ? `${(n / 1000).toFixed(0)}k` : n.toLocaleString('en-US'));

/**
 * A game page's like button with its count and its favourite toggle. The page's marks come with the game; a login or
 * logout while the page is open reads them again (the player's own like and favourite change with the player).
 */
export function GameMarksBar({ initial }: { initial: GameMarks }) {
  const [marks, setMarks] = useState(initial);
  const player = useStore((s) => (s.loggedIn ? (s.user?.id ?? 0) : null));
  const favoriteInStore = useStore((s) => s.favoriteCodes[initial.gameCode] === true);
  const ready = useStore((s) => s.favoritesReady);
  const favorited = ready ? favoriteInStore : marks.favorited;
  const [busy, setBusy] = useState<'like' | 'collect' | null>(null);

  const first = useRef(player);
  useEffect(() => {
    if (player !== null) void ensureFavorites();
    if (first.current === player) return;
    first.current = player;
    let live = true;
    void gameLikeCollectCount({ gameCode: initial.gameCode }, { silent: true }).then((env) => {
      if (live && env.code === CODE.OK && env.data) setMarks(env.data);
    });
    return () => {
      live = false;
    };
  }, [player, initial.gameCode]);

  const act = async (type: 'like' | 'collect') => {
    setBusy(type);
    try {
      const result = type === 'like' ? await setLike(marks.gameCode, !marks.liked) : await setFavorite(marks.gameCode, !favorited);
      if (result.ok) setMarks(result.marks);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="cmarks" role="group" aria-label="Your marks">
      <button
        type="button"
        className={`cmarks__btn${marks.liked ? ' is-on' : ''}`}
        aria-pressed={marks.liked}
        aria-label={`Like (${marks.likes} ${marks.likes === 1 ? 'like' : 'likes'})`}
        aria-busy={busy === 'like' || undefined}
        onClick={() => void act('like')}
        data-testid="like-button"
      >
        <ThumbsUp size={18} aria-hidden="true" fill={marks.liked ? 'currentColor' : 'none'} />
        <span data-testid="like-count">{count(marks.likes)}</span>
      </button>
      <button
        type="button"
        className={`cmarks__btn cmarks__btn--fav${favorited ? ' is-on' : ''}`}
        aria-pressed={favorited}
        aria-label="Favourite"
        aria-busy={busy === 'collect' || undefined}
        onClick={() => void act('collect')}
        data-testid="favorite-button"
      >
        <Heart size={18} aria-hidden="true" fill={favorited ? 'currentColor' : 'none'} />
        <span>{favorited ? 'Saved' : 'Save'}</span>
      </button>
    </div>
  );
}
