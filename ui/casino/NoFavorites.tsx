import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Heart, LogIn } from 'lucide-react';
import { getState } from '../../src/app/store';
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

/** The panel a guest gets instead of favourites: a log-in button and a line of text. */
export function FavoritesSignIn({ children }: { children: ReactNode }) {
  return (
    <StatePanel
      icon={LogIn}
      title="Log in to see your favourites"
      testId="favorites-signin"
      actions={
        <button type="button" className="btn btn--primary btn--lg" onClick={() => getState().openDialog('login')}>
          <LogIn size={18} aria-hidden="true" /> Log in
        </button>
      }
    >
      {children}
    </StatePanel>
  );
}
