import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { StatePanel } from './StatePanel';

/** The panel of a player without favourites (the favourites list and the favourites page). */
export function NoFavorites({ testId }: { testId: string }) {
  return (
    <StatePanel
      icon={Heart}
      title="No favourites yet"
      testId={testId}
      actions={
        <Link to="/gameList" className="btn btn--primary">
          Browse the games
        </Link>
      }
    >
      Tap the heart on any game to keep it here.
    </StatePanel>
  );
}
